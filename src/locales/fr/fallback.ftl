## What the bot says to messages no command took (src/features/fallback.ts). HTML.

# $address: the pasted bitcoin address.
fallback-withdraw-ask = ⛓ C’est une adresse bitcoin, il s’agit donc d’un /withdraw : un envoi on-chain vers { $address }. Envoyez /cancel si vous ne vouliez rien envoyer.
# $address: the address of the pasted bitcoin: link.
fallback-withdraw-confirm = ⛓ C’est un lien bitcoin:, il s’agit donc d’un /withdraw : un envoi on-chain vers { $address }.
fallback-not-understood = Je n’ai pas compris. Envoyez /help pour voir ce que je sais faire, collez une facture pour la payer ou envoyez la photo d’un QR code.
