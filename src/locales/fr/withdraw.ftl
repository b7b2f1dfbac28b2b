## /withdraw: sending on-chain (src/features/withdraw)
## $sat: the amount, formatted ("20,000 sat", maybe with "(≈ $13.60)"); $address: a bitcoin address.

withdraw-ask-address = À quelle adresse bitcoin dois-je envoyer ? (un lien <code>bitcoin:</code> fonctionne aussi)
withdraw-ask-amount = Combien dois-je envoyer ? (par ex. 20000, 20k ou 0,0002 btc)
withdraw-group-hint = 🔒 Les retraits se font dans une conversation privée avec moi.

## Addresses and bitcoin: links that cannot be used

withdraw-invalid = Ce n’est pas une adresse bitcoin valide. Vérifiez-la et renvoyez-la.
# $detected, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
withdraw-wrong-network = C’est une adresse { $detected }, mais ce bot envoie sur { $ours }.
withdraw-unsupported = Ce type d’adresse n’a pas encore de règles de dépense : des fonds envoyés à cette adresse pourraient être perdus. Utilisez une autre adresse.
# $reason: why the link's amount is refused, as a code; each code is said in words
# (a code without its own words reads as unreadable, never as the code).
withdraw-uri-amount = Le montant de ce lien bitcoin: n’est pas valide ({ $reason ->
        [empty] vide
        [not_a_number] pas un nombre
        [ambiguous] ambigu
        [unknown_unit] unité inconnue
        [zero] zéro
        [negative] négatif
        [fractional_sat] fraction de satoshi
        [too_large] trop élevé
        [unsafe] bien trop élevé
        [duplicate] en double
       *[other] illisible
    }).
withdraw-uri-not-address = Ce lien bitcoin: ne contient aucune adresse de destination.

## The confirmation. $btc: the amount in BTC ("0.00020000 BTC"); $fee: the line withdraw-fee or withdraw-fee-unknown.

withdraw-confirm =
    ⛓ <b>Envoyer { $sat }</b> ({ $btc }) on-chain ?
    Vers : <code>{ $address }</code>
    { $fee }
    Les envois on-chain sont irréversibles.
# $fee: the network fee; $total: what leaves the account in all (amount and fee).
withdraw-fee = Frais de réseau : { $fee } · <b>{ $total }</b> au total
withdraw-fee-unknown = Des frais de réseau peuvent s’ajouter à ce montant.
withdraw-confirm-label = Confirmer
# Names the send in the confirmation's other messages ("✅ Done: withdrawal of 20,000 sat to bc1q…").
withdraw-what = retrait de { $sat } vers { $address }

## What the confirmation becomes

withdraw-outcomes-sent = ✅ <b>Retrait de { $sat } envoyé</b> on-chain
withdraw-outcomes-cancelled = 🚫 Retrait de { $sat } annulé.
withdraw-outcomes-not-sent = ❌ <b>Non envoyé</b>
withdraw-outcomes-unknown = ❓ <b>Retrait de { $sat } : résultat inconnu — non relancé.</b>
# Kept under every outcome; $fee: the line withdraw-fee or withdraw-fee-unknown.
withdraw-outcomes-details =
    Vers : <code>{ $address }</code>
    { $fee }

## A bitcoin address or bitcoin: link pasted alone in a private chat starts /withdraw.
# $address: the pasted bitcoin address.
withdraw-pasted-address = ⛓ C’est une adresse bitcoin, il s’agit donc d’un /withdraw : un envoi on-chain vers { $address }. Envoyez /cancel si vous ne vouliez rien envoyer.
# $address: the address of the pasted bitcoin: link.
withdraw-pasted-link = ⛓ C’est un lien bitcoin:, il s’agit donc d’un /withdraw : un envoi on-chain vers { $address }.
