## /pay: what to pay (src/features/pay)
## Amounts ($amount, $spendable, $limit, ...) arrive formatted: "1,500 sat", maybe with "(≈ $1.02)".

pay-ask-target = Que dois-je payer ? Envoyez une facture Lightning, un LNURL ou une adresse Lightning (nom@domaine), ou la photo d’un QR code.
pay-not-recognised = Je n’y ai reconnu ni une facture Lightning, ni un LNURL, ni une adresse Lightning (nom@domaine).
pay-group-hint = 🔒 Les paiements se font dans une conversation privée avec moi.
pay-onchain-hint = C’est une adresse bitcoin on-chain. Pour y envoyer des fonds, utilisez /withdraw.

## Invoices that cannot be paid

pay-expired = Cette facture a expiré. Demandez-en une nouvelle au destinataire.
pay-zero-amount = Cette facture n’a pas de montant. Demandez au destinataire une facture avec un montant, ou payez plutôt son LNURL ou son adresse Lightning.
# $invoiceNetwork, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
pay-wrong-network = Cette facture est destinée au réseau { $invoiceNetwork }, mais ce bot paie sur { $ours }.
pay-invoice-error-not-an-invoice = Ce n’est pas une facture Lightning : une facture commence par lnbc, lntb, lntbs ou lnbcrt.
pay-invoice-error-checksum = Cette facture Lightning est endommagée (sa somme de contrôle ne correspond pas) : copiez-la à nouveau en entier.
pay-invoice-error-unknown-network = Cette facture Lightning est destinée à un réseau que ce bot ne prend pas en charge : demandez une facture bitcoin.
pay-invoice-error-malformed = Cette facture Lightning est mal formée : demandez-en une nouvelle au bénéficiaire.
pay-invoice-error-bad-signature = Cette facture Lightning a une signature invalide : demandez-en une nouvelle au bénéficiaire.
pay-invoice-error-unknown-feature = Cette facture Lightning exige une fonction de paiement que je ne prends pas en charge, le paiement échouerait donc. Rien n’a été envoyé : demandez une autre facture au bénéficiaire.

## LNURLs and lightning addresses that cannot be read. $host: the pay code's web host, e.g. pay.example.com.

pay-lnurl-error-prefix = Ce n’est pas un LNURL valide : il ne commence pas par lnurl1.
pay-lnurl-error-checksum = Ce n’est pas un LNURL valide : sa somme de contrôle bech32 ou ses caractères sont invalides.
pay-lnurl-error-no-url = Ce n’est pas un LNURL valide : il ne contient pas d’adresse web.
pay-request-error-loopback = Le code de paiement pointe vers cette machine ({ $host }).
pay-request-error-private-network = Le code de paiement pointe vers une adresse de réseau privé ({ $host }), que je ne contacte pas.
pay-request-error-not-https = L’adresse du code de paiement sur { $host } n’est pas en https, elle n’est donc pas sûre.
pay-request-error-unreachable = Je n’ai pas pu lire les détails du code de paiement sur { $host }, je ne peux donc pas vous montrer qui vous paieriez. Rien n’a été envoyé : réessayez plus tard.
pay-request-error-not-lnurl = Le service du code de paiement sur { $host } n’a pas répondu selon le protocole LNURL.
# $refusal: the service's own words (in its language, shortened); they stay inside the
# quotation marks, so the reader sees they are the service's and not the bot's.
pay-request-error-service-said = Le service du code de paiement sur { $host } a refusé. Selon ses propres mots : « { $refusal } »
pay-request-error-refused-silently = Le service du code de paiement sur { $host } a refusé sans donner de raison.
pay-request-error-not-pay-code = Ce LNURL sur { $host } n’est pas un code de paiement (il sert à autre chose), il ne peut donc pas être payé.
pay-request-error-incomplete = Le service du code de paiement sur { $host } a envoyé une demande de paiement incomplète.
pay-request-error-bad-metadata = Le service du code de paiement sur { $host } a envoyé des métadonnées illisibles.
pay-request-error-no-whole-sat = Le code de paiement sur { $host } n’accepte aucun montant en satoshis entiers, il ne peut donc pas être payé d’ici.

## Limits and balance, checked before the confirmation

pay-over-per-payment = Ce montant dépasse le plafond de { $limit } par paiement.
# $remaining: what the daily limit still allows today.
pay-over-daily = Cela dépasserait votre plafond journalier de { $limit } (reste aujourd’hui : { $remaining }).
pay-not-enough = Fonds insuffisants : vous pouvez dépenser { $spendable } pour le moment.
# $total: amount plus $fee.
pay-not-enough-with-fee = Fonds insuffisants : il faut { $total } avec les frais de réseau de { $fee }, et vous pouvez dépenser { $spendable } pour le moment.

## The confirmation of an invoice: the question, then one line each (description, expiry, invoice)

pay-confirm-invoice = ⚡ <b>Payer { $amount } ?</b>
# Under an amount shown to the millisatoshi: $sat is that amount rounded up ("967,879 sat").
pay-msat-counted = Compté comme { $sat } dans vos limites et votre historique (arrondi au satoshi entier supérieur).
# A line of the confirmation and of its outcome; $description: the invoice's or pay code's own description.
pay-description = 📝 { $description }
pay-code-description = 🏷 { $description }
# $minutes: whole minutes left, under an hour.
pay-expires-in-minutes = ⏳ Expire dans { $minutes } { $minutes ->
        [one] min
       *[other] min
    }
# $hours: 1 to 47 hours, exactly.
pay-expires-in-hours = ⏳ Expire dans { $hours } h
# $hours (1 to 47) and $minutes (1 to 59).
pay-expires-in-hours-minutes = ⏳ Expire dans { $hours } h { $minutes } min
# $days: two or more.
pay-expires-in-days = ⏳ Expire dans { $days } { $days ->
        [one] jour
       *[other] jours
    }
# $short: the invoice shortened, e.g. lnbc15u1p3…x7q4.
pay-invoice = 🧾 <code>{ $short }</code>

## The confirmation of an LNURL or lightning address. $to: the recipient's lightning address.

pay-confirm-lnurl = ⚡ <b>Payer { $amount } ?</b>
pay-confirm-lnurl-to = ⚡ <b>Payer { $amount }</b> à { $to } ?
pay-ask-lnurl-amount = Combien voulez-vous envoyer ?
pay-ask-lnurl-amount-to = Combien voulez-vous envoyer à { $to } ?
# Under the question and the outcome. $min, $max: the amounts the pay code accepts.
pay-lnurl-details = 🌐 Code de paiement sur { $host } · accepte de { $min } à { $max }
pay-code-claimed-name = 🏷 Se présente comme « { $name } » (ses propres mots, non vérifiés)
pay-out-of-range = Ce code de paiement accepte de { $min } à { $max }, donc { $amount } ne peut pas lui être payé. Rien n’a été envoyé : renvoyez /pay avec un montant compris dans cette fourchette.

## The button and what the confirmation becomes

pay-confirm-label = Payer
# Names the send in the confirmation's other messages ("✅ Done: payment of 1,500 sat").
pay-what-invoice = paiement de { $amount }
# $to: the recipient's lightning address, or the pay code's host.
pay-what-lnurl = paiement de { $amount } à { $to }
pay-outcomes-sent = ✅ <b>Payé : { $amount }</b>
pay-outcomes-sent-to = ✅ <b>Payé : { $amount }</b> à { $to }
pay-outcomes-cancelled = 🚫 Paiement de { $amount } annulé.
pay-outcomes-cancelled-to = 🚫 Paiement de { $amount } à { $to } annulé.
pay-outcomes-not-sent = ❌ <b>Non payé</b>
pay-outcomes-unknown = ❓ <b>Paiement de { $amount } : résultat inconnu — non relancé.</b>

## Photos of QR codes

pay-no-qr = Je n’ai trouvé aucun QR code sur cette photo. Essayez une photo plus nette et prise de plus près, ou collez la facture en texte.
pay-unreadable-image = Je n’ai pas pu lire cette image. Envoyez-la comme photo (JPEG ou PNG), ou collez la facture en texte.
pay-photo-too-large = Cette image est trop lourde pour être lue. Envoyez une photo plus petite du QR code.
pay-qr-error-too-much-data = Ce texte est trop long pour un QR code : partagez-le plutôt en texte.
pay-qr-error-unsupported-format = Cette image n’est ni un JPEG ni un PNG : envoyez le QR code en photo.
pay-qr-error-unreadable = Cette image n’a pas pu être lue : renvoyez le QR code en photo.
pay-qr-error-too-large = Cette image est trop lourde pour être analysée : envoyez une photo plus petite du QR code.
pay-qr-error-busy = Trop de photos sont en cours de lecture : renvoyez la vôtre dans une minute.
# What the scanned QR code held, shown first; $content: its text, clipped.
pay-qr-shown = 📷 QR code : <code>{ $content }</code>
# Shown under pay-qr-shown.
pay-qr-web-address = Ce QR code contient une adresse web ({ $host }), pas un paiement. Je n’ouvre pas les liens : ouvrez-le vous-même si vous lui faites confiance.
pay-qr-onchain = Ce QR code contient une adresse bitcoin. Pour y envoyer des bitcoins, envoyez <code>/withdraw { $address }</code> et je vous demanderai combien.
pay-qr-text = Ce QR code contient du texte, pas un paiement : il n’y a donc rien à payer. Envoyez plutôt une facture Lightning, un LNURL ou une adresse Lightning.
# After Confirm: the same invoice was paid, or is being paid, by another of the payer's payments
# (another /pay message, or the Mini App).
pay-paid-elsewhere = ✅ Cette facture a déjà été payée depuis ton compte. Rien de plus n’a été envoyé.
pay-paying-elsewhere = ⏳ Cette facture est déjà en cours de paiement depuis ton compte (ici ou dans la Mini App). Rien de plus n’a été envoyé : /history montre comment cela se termine.
