## What the bot says to messages no command took (src/features/fallback.ts). HTML.

# $address: the pasted bitcoin address.
fallback-withdraw-ask = ⛓ Itu alamat bitcoin, jadi ini /withdraw: pengiriman on-chain ke { $address }. Kirim /cancel kalau kamu tidak bermaksud mengirim apa pun.
# $address: the address of the pasted bitcoin: link.
fallback-withdraw-confirm = ⛓ Itu tautan bitcoin:, jadi ini /withdraw: pengiriman on-chain ke { $address }.
fallback-not-understood = Saya tidak mengerti pesan itu. Kirim /help untuk melihat apa yang bisa saya lakukan, tempel invoice untuk membayarnya, atau kirim foto kode QR.
