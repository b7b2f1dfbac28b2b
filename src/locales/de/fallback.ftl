## What the bot says to messages no command took (src/features/fallback.ts). HTML.

# $address: the pasted bitcoin address.
fallback-withdraw-ask = ⛓ Das ist eine Bitcoin-Adresse, also geht es um /withdraw: eine On-Chain-Auszahlung an { $address }. Sende /cancel, wenn du nichts senden wolltest.
# $address: the address of the pasted bitcoin: link.
fallback-withdraw-confirm = ⛓ Das ist ein bitcoin:-Link, also geht es um /withdraw: eine On-Chain-Auszahlung an { $address }.
fallback-not-understood = Das habe ich nicht verstanden. Sende /help, um zu sehen, was ich kann, füge eine Rechnung ein, um sie zu bezahlen, oder schick ein Foto von einem QR-Code.
