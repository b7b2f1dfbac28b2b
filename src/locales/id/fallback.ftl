## What the bot says to messages no command took (src/features/fallback). HTML.

fallback-not-understood = Saya tidak mengerti pesan itu. Kirim /help untuk melihat apa yang bisa saya lakukan, tempel invoice untuk membayarnya, atau kirim foto kode QR.
