## What the bot says to messages no command took (src/features/fallback.ts). HTML.

# $address: the pasted bitcoin address.
fallback-withdraw-ask = ⛓ Eso es una dirección bitcoin, así que esto es /withdraw: un envío on-chain a { $address }. Envía /cancel si no querías enviar nada.
# $address: the address of the pasted bitcoin: link.
fallback-withdraw-confirm = ⛓ Eso es un enlace bitcoin:, así que esto es /withdraw: un envío on-chain a { $address }.
fallback-not-understood = No te entendí. Envía /help para ver lo que puedo hacer, pega una factura para pagarla o envía una foto de un código QR.
