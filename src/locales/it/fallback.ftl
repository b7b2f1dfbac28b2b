## What the bot says to messages no command took (src/features/fallback.ts). HTML.

# $address: the pasted bitcoin address.
fallback-withdraw-ask = ⛓ Questo è un indirizzo bitcoin, quindi si tratta di /withdraw: un invio on-chain a { $address }. Invia /cancel se non volevi inviare nulla.
# $address: the address of the pasted bitcoin: link.
fallback-withdraw-confirm = ⛓ Questo è un link bitcoin:, quindi si tratta di /withdraw: un invio on-chain a { $address }.
fallback-not-understood = Non ho capito. Invia /help per vedere cosa so fare, incolla una fattura per pagarla o invia la foto di un codice QR.
