## Pourboires en invité : @bot en réponse dans n'importe quel chat, même sans le bot comme membre (src/features/guest).

guest-title = Pourboire
guest-how-to = ⚡ Pour donner un pourboire ici, répondez à son message avec <code>@{ $bot } 500 merci</code> : la personne reçoit 500 sat de votre compte.
guest-no-reply = ⚡ Répondez au message de la personne à qui vous voulez donner un pourboire, avec <code>@bot 500</code>.
guest-self = ⚡ Vous ne pouvez pas vous donner un pourboire : répondez au message de quelqu'un d'autre.
guest-bot = ⚡ Les bots ne reçoivent pas de pourboire : répondez au message d'une personne.
guest-on-behalf-of-chat = ⚡ Ce message a été envoyé au nom d'un chat, pas par une personne : répondez au message d'un membre.
guest-anonymous-tipper = ⚡ Vous écrivez anonymement : un pourboire vient du compte d'une personne.
guest-card = ⚡ { $tipper } → { $member } · { $amount }
guest-card-paid = ✅ { $tipper } → { $member } · { $amount } · payé
guest-card-cancelled = 🚫 { $tipper } → { $member } · { $amount } · annulé, rien n'a été envoyé
guest-card-not-sent = ❌ { $tipper } → { $member } · { $amount } · non envoyé
guest-card-unknown = ❓ { $tipper } → { $member } · { $amount } · résultat inconnu, pas de nouvel essai
guest-card-pledged = ⏳ { $tipper } → { $member } · { $amount } · en attente que { $member } le récupère
guest-card-note = 💬 { $note }
guest-pay-button = ⚡ Payer
guest-cancel-button = Annuler
guest-claim-button = 🎁 Récupérer
guest-only-tipper = Seul(e) { $tipper } peut payer ou annuler ce pourboire.
guest-gone = Ce pourboire n'est plus disponible.
guest-paid = Payé.
guest-pledged = Pas encore de compte : le pourboire attend d'être récupéré. Rien n'a bougé.
guest-already = Ce pourboire a déjà été traité.
guest-already-paid = Ce pourboire a déjà été payé. Rien n'a été envoyé deux fois.
guest-not-sent = Non envoyé. Je vous ai dit pourquoi dans notre chat privé.
guest-cancelled = Annulé. Rien n'a été envoyé.
guest-cancel-too-late = Trop tard pour annuler : le paiement a déjà été demandé.
guest-received-note = ⚡ { $tipper } vous a donné un pourboire de { $amount } dans { $where }.
guest-sent-note = ✅ Vous avez donné à { $member } un pourboire de { $amount } dans { $where }.
guest-pledged-note = ⏳ { $member } n'a pas encore de compte chez moi : votre pourboire de { $amount } attend d'être récupéré (rien n'a bougé). La carte du chat a un bouton Récupérer ; vous pouvez aussi transmettre ce lien : { $link }
guest-not-sent-note = ❌ Votre pourboire de { $amount } à { $member } n'a pas été envoyé : { $reason }
guest-unknown-note = ❓ Votre pourboire de { $amount } à { $member } : le résultat est inconnu. Il ne sera pas réessayé ; consultez /history avant de recommencer.
guest-reason-funds = solde disponible insuffisant (disponible : { $spendable }).
guest-reason-no-account = vous n'avez pas encore de compte chez moi. Utilisez d'abord /connect.
guest-reason-other = le paiement n'a pas pu être fait.
guest-confirm-summary = Donner un pourboire de <b>{ $amount }</b> à { $to } dans { $where } ?
guest-what = pourboire de { $amount } à { $to }
guest-outcome-sent = ✅ Pourboire de { $amount } donné à { $to }
guest-outcome-cancelled = 🚫 Pourboire de { $amount } à { $to } annulé.
guest-outcome-not-sent = ❌ Pourboire de { $amount } à { $to } non envoyé
guest-outcome-unknown = ❓ Pourboire de { $amount } à { $to } : inconnu — pas de nouvel essai.

## Promis, puis récupéré ou non (HTML).
guest-card-claimed = ✅ { $tipper } → { $member } · { $amount } · récupéré
guest-card-unclaimed = 🚫 { $tipper } → { $member } · { $amount } · non récupéré, rien n'a été envoyé
# La confirmation en privé n'a pas été faite à temps (HTML).
guest-card-expired = ⌛ { $tipper } → { $member } · { $amount } · non confirmé à temps, rien n'a été envoyé

## Une carte pour plusieurs personnes : @bot 300 @ann @bob merci (HTML).
guest-many-card = ⚡ { $tipper } → { $names } · { $each } chacun ({ $total } au total)
guest-many-card-shares = ⚡ { $tipper } a donné un pourboire :
guest-many-card-cancelled = 🚫 { $tipper } → { $names } · annulé, rien n'a été envoyé
guest-many-card-refused = ❌ { $tipper } → { $names } · envoyé à personne
guest-many-card-expired = ⌛ { $tipper } → { $names } · non confirmé à temps, rien n'a été envoyé
guest-many-line-unclaimed = 🚫 { $name } : non récupéré
guest-many-claim-button = 🎁 Récupérer : { $name }
guest-many-paying = Paiement en cours… La carte montre qui a reçu quoi.
guest-many-confirm = Donner <b>{ $each }</b> chacun à { $names } (<b>{ $total }</b> au total) dans { $where } ?
