## What the bot says to messages no command took (src/features/fallback.ts). HTML.

# $address: the pasted bitcoin address.
fallback-withdraw-ask = ⛓ Bu bir bitcoin adresi, yani bu bir /withdraw işlemi: { $address } adresine on-chain gönderim. Bir şey göndermek istemediyseniz /cancel gönderin.
# $address: the address of the pasted bitcoin: link.
fallback-withdraw-confirm = ⛓ Bu bir bitcoin: bağlantısı, yani bu bir /withdraw işlemi: { $address } adresine on-chain gönderim.
fallback-not-understood = Bunu anlayamadım. Neler yapabildiğimi görmek için /help gönderin, ödemek için bir fatura yapıştırın ya da bir QR kodunun fotoğrafını gönderin.
