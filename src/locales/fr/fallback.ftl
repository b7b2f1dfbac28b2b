## What the bot says to messages no command took (src/features/fallback). HTML.

fallback-not-understood = Je n’ai pas compris. Envoyez /help pour voir ce que je sais faire, collez une facture pour la payer ou envoyez la photo d’un QR code.
