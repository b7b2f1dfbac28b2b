## Vouchers (src/features/voucher): LNURL-withdraw codes, lnurlw:// links and their
## QR codes, which pay whoever presents an invoice; redeemed into the user's own account.
## $host: the voucher's service (a host name); $amount, $min, $max: amounts;
## $refusal, $description: the service's own words (escaped and shortened).

voucher-group-hint = Les bons se récupèrent dans notre conversation privée : envoyez-moi /claim là-bas.
voucher-ask = 🎟 Envoyez-moi le bon : son LNURL (lnurl1…), un lien lnurlw:// ou une photo de son code QR.
voucher-not-a-voucher = Ce n’est pas un bon. Envoyez son LNURL (lnurl1…), un lien lnurlw:// ou une photo de son code QR.

## The offer and the question.
voucher-offer = 🎟 <b>Bon de { $host }</b>
voucher-description = 📝 Selon ses mots : « { $description } »
voucher-range = Il donne de { $min } à { $max }.
voucher-fixed = Il donne { $amount }.
voucher-ask-amount = Combien voulez-vous recevoir ? Appuyez sur le bouton pour { $max }, ou saisissez un montant en sat ou dans votre devise (par exemple 5 eur).
# The button that answers with the voucher's largest amount.
voucher-take-max = Recevoir { $max }
voucher-under-min = { $amount }, c’est moins que ce que donne ce bon : au moins { $min }.
voucher-over-max = { $amount }, c’est plus que ce que donne ce bon : au plus { $max }.
voucher-out-of-range = { $amount } est en dehors de ce que donne ce bon.

## The message that follows a redemption, edited as it goes.
voucher-redeeming = ⏳ Récupération de { $amount } auprès de { $host }…
voucher-accepted = ⏳ { $host } a accepté la facture de { $amount } et va la payer : ce message changera à l’arrivée du paiement.
# $minutes: until the invoice expires.
voucher-unanswered = ⏳ { $host } n’a pas répondu clairement. S’il paie { $amount }, ce message changera ; il le peut jusqu’à l’expiration de la facture dans { $minutes } min.
voucher-received = ✅ <b>Reçu ✓ { $amount }</b>
voucher-from = 🎟 Bon de { $host }
voucher-refused = ❌ { $host } n’a pas payé { $amount }. Selon ses propres mots : « { $refusal } »
voucher-refused-silently = ❌ { $host } a refusé de payer { $amount }, sans donner de raison.
voucher-expired = ⌛ Aucun paiement de { $amount } de { $host } n’a été vu avant l’expiration de la facture. Si { $host } a tout de même payé, ce message changera quand le paiement sera signalé.
# $reason: the gateway's problem, one sentence.
voucher-invoice-failed = ❌ Je n’ai pas pu créer la facture pour recevoir { $amount } : { $reason } Rien n’a été envoyé au service du bon : renvoyez le bon pour réessayer.
voucher-not-sent = ❌ Cela a pris trop de temps, donc rien n’a été envoyé au service du bon : renvoyez le bon.

## A voucher already redeemed through this bot.
voucher-taken = Ce bon a déjà été récupéré par quelqu’un d’autre via ce bot.
voucher-in-progress = Ce bon est en cours de récupération : son message indiquera comment cela se termine.
voucher-already-received = Vous avez déjà récupéré ce bon : { $amount } reçus.
voucher-already-waiting = Vous avez déjà récupéré ce bon pour { $amount } ; son service n’a pas encore payé. Le message de cette récupération changera quand il le fera.

## Why a voucher cannot be read or used.
voucher-error-loopback = Le bon pointe vers cette machine ({ $host }).
voucher-error-private-network = Le bon pointe vers une adresse de réseau privé ({ $host }), que je ne contacte pas.
voucher-error-not-https = L’adresse du bon sur { $host } n’est pas en https, elle n’est donc pas sûre.
voucher-error-unreachable = Je n’ai pas pu joindre le service du bon sur { $host }. Rien n’a été reçu : réessayez plus tard.
voucher-error-not-lnurl = Le service sur { $host } n’a pas répondu selon le protocole LNURL.
voucher-error-refused = Le service sur { $host } a refusé. Selon ses propres mots : « { $refusal } »
voucher-error-refused-silently = Le service sur { $host } a refusé sans donner de raison.
voucher-error-not-voucher = Ce LNURL sur { $host } n’est pas un bon : il ne donne pas d’argent.
voucher-error-pay-code = C’est un code de paiement de { $host }, pas un bon : il prend de l’argent au lieu d’en donner. Pour le payer, envoyez-le avec /pay.
voucher-error-incomplete = Le service du bon sur { $host } a envoyé une demande de retrait incomplète.
voucher-error-no-whole-sat = Le bon sur { $host } ne donne aucun montant en satoshis entiers, il ne peut donc pas être récupéré ici.
