## Gateway failures in plain words (src/wording/gateway-errors.ts): one plain-text
## sentence each, saying what happened and what to do next.

gateway-errors-unreachable = La passerelle de paiement n’a pas pu être jointe. Rien n’a été fait ; veuillez réessayer plus tard.
gateway-errors-authentication = La passerelle n’accepte plus les clés de votre compte. Envoyez /connect pour les saisir à nouveau.
gateway-errors-rate-limited = La passerelle est surchargée pour le moment. Rien n’a été fait ; veuillez réessayer dans une minute.
gateway-errors-unavailable = La passerelle de paiement est injoignable pour le moment. Rien n’a été fait ; veuillez réessayer plus tard.
gateway-errors-outcome-unknown = La passerelle n’a pas confirmé le résultat. Le résultat étant inconnu, l’opération n’est PAS relancée : vérifiez /balance et /history avant de réessayer.
gateway-errors-unexpected-response = La passerelle a donné une réponse que je ne comprends pas. Vérifiez /balance et /history avant de réessayer.
gateway-errors-permission-denied = La passerelle indique que ce compte n’a pas le droit de faire cela. Vérifiez votre identifiant marchand avec /connect.

## Refusals. $said is the gateway's own words (in its language, usually
## English), without their final punctuation, quoted after a sentence of ours.
## not-sent-*: the request was refused before it was sent, by what was wrong.

gateway-errors-not-sent-empty-invoice = Rien n’a été envoyé : la facture est vide.
gateway-errors-not-sent-empty-address = Rien n’a été envoyé : l’adresse bitcoin est vide.
gateway-errors-not-sent-empty-lnurl = Rien n’a été envoyé : le LNURL est vide.
gateway-errors-not-sent-empty-merchant-id = Rien n’a été envoyé : l’identifiant marchand est vide.
gateway-errors-not-sent-bad-amount = Rien n’a été envoyé : le montant doit être un nombre entier positif de satoshis.
gateway-errors-not-sent-bad-lnurl = Rien n’a été envoyé : ce LNURL ne peut pas être envoyé tel quel. Vérifiez-le et réessayez.
gateway-errors-not-sent-bad-merchant-id = Rien n’a été envoyé : cet identifiant marchand ne peut pas être envoyé tel quel. Vérifiez-le et réessayez.
gateway-errors-not-sent-plain = Rien n’a été envoyé.
gateway-errors-refused = La passerelle a refusé : « { $said } ».
gateway-errors-refused-plain = La passerelle a refusé.
gateway-errors-unknown-merchant = La passerelle ne connaît pas ce marchand : « { $said } ».
gateway-errors-unknown-merchant-plain = La passerelle ne connaît pas ce marchand.
gateway-errors-request-refused = La passerelle a refusé la demande : « { $said } ».
gateway-errors-request-refused-plain = La passerelle a refusé la demande.
