## What the bot says to messages no command took (src/features/fallback). HTML.

fallback-not-understood = Não entendi. Envie /help para ver o que eu sei fazer, cole uma fatura para pagá-la ou envie a foto de um QR code.
