## The command menu (src/chat/menu.ts): one short description per command
## (at most 256 characters, plain text).

## In private chats

menu-private-invoice = Créer une facture avec QR code
menu-private-pay = Payer une facture, un LNURL ou une adresse Lightning
menu-private-send = Payer @pseudo, nom@domaine ou LNURL : /send 100 @pseudo
menu-private-balance = Total, bloqué et disponible
menu-private-history = Opérations récentes
menu-private-lnurl = Votre code de paiement réutilisable
menu-private-claim = Récupérer un bon (LNURL-withdraw)
menu-private-entry = Tes groupes payants, leurs membres et paiements
menu-private-withdraw = Envoyer on-chain
menu-private-settings = Langue, devise, confirmation des pourboires, adresse Lightning
menu-private-connect = Connecter votre compte marchand
menu-private-disconnect = Retirer votre compte marchand
# /disconnect on the sandbox, where it resets the test account.
menu-private-disconnect-sandbox = Réinitialiser votre argent de test
menu-private-cancel = Arrêter la question en cours
menu-private-help = Ce que je sais faire

## In groups

menu-group-tip = Répondre à un message : /tip 100 [mot]
menu-group-tipjar = Ouvrir une cagnotte : /tipjar 10k [pour quoi]
menu-group-entry = Entrée payante dans ce groupe : /entry 2100 [monthly]
menu-group-split = Partager une addition : /split 60000 @ann @bob [quoi]
menu-group-chipin = Tout ou rien : /chipin 100000 @dev 10 [by 3d]
menu-group-top = Qui a le plus donné et reçu ici
menu-group-send = Payer un membre ou une adresse : /send 100 @pseudo
menu-group-giveaway = Les premiers à appuyer sur Réclamer reçoivent une part : /giveaway 1000 5
menu-group-rain = Partager des sats entre ceux qui ont écrit récemment : /rain 1000
menu-group-raffle = Un lot tiré au sort entre les participants : /raffle 21000 3 1h
menu-group-invoice = Demander un paiement au groupe
menu-group-lnurl = Votre code de paiement, ou celui d’un membre (en réponse ou @pseudo)
menu-group-balance = Votre solde, envoyé en privé
menu-group-help = Ce que je sais faire
