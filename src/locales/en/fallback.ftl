## What the bot says to messages no command took (src/features/fallback.ts). HTML.

# $address: the pasted bitcoin address.
fallback-withdraw-ask = ⛓ That is a bitcoin address, so this is /withdraw: an on-chain send to { $address }. Send /cancel if you did not mean to send anything.
# $address: the address of the pasted bitcoin: link.
fallback-withdraw-confirm = ⛓ That is a bitcoin: link, so this is /withdraw: an on-chain send to { $address }.
fallback-not-understood = I did not understand that. Send /help to see what I can do, paste an invoice to pay it, or send a photo of a QR code.
