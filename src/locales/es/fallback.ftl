## What the bot says to messages no command took (src/features/fallback). HTML.

fallback-not-understood = No te entendí. Envía /help para ver lo que puedo hacer, pega una factura para pagarla o envía una foto de un código QR.
