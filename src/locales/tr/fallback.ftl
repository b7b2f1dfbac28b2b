## What the bot says to messages no command took (src/features/fallback). HTML.

fallback-not-understood = Bunu anlayamadım. Neler yapabildiğimi görmek için /help gönderin, ödemek için bir fatura yapıştırın ya da bir QR kodunun fotoğrafını gönderin.
