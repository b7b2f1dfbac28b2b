## What the bot says to messages no command took (src/features/fallback.ts). HTML.

# $address: the pasted bitcoin address.
fallback-withdraw-ask = ⛓ Isso é um endereço bitcoin, então isto é um /withdraw: um envio on-chain para { $address }. Envie /cancel se você não queria enviar nada.
# $address: the address of the pasted bitcoin: link.
fallback-withdraw-confirm = ⛓ Isso é um link bitcoin:, então isto é um /withdraw: um envio on-chain para { $address }.
fallback-not-understood = Não entendi. Envie /help para ver o que eu sei fazer, cole uma fatura para pagá-la ou envie a foto de um QR code.
