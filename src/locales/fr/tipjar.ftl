## /tipjar (src/features/tipjar). The jar's message speaks the group's language and
## names contributors only (no one's figures); answers to a press and private messages speak
## the presser's. $owner, $note, $chat and $names arrive HTML-escaped where the text is HTML;
## $amount, $total, $target, $limit and $remaining are formatted amounts.

tipjar-usage = 🫙 Ouvrez une cagnotte : <code>/tipjar 10k nouveau micro</code>. Elle se ferme à l’objectif ; écrivez <code>10k+</code> pour la garder ouverte au-delà.
tipjar-in-private = 🫙 /tipjar fonctionne dans les groupes : <code>/tipjar 10k pour quoi</code> ouvre une cagnotte que les membres peuvent remplir.
tipjar-anonymous = 🫙 Une cagnotte paie son propriétaire : publiez en votre nom (pas au nom du groupe ni d’un canal) pour en ouvrir une.
# $name: the member who wanted to open a jar.
tipjar-owner-cannot-receive = 🙁 { $name }, vous ne pouvez pas encore recevoir d’argent : ouvrez une discussion privée avec moi pour avoir un compte ou définir une adresse lightning, puis rouvrez la cagnotte.
tipjar-set-up-button = Configurer la réception
# The invoice description of a jar payment without a "what for" (plain text). $owner: the jar's owner; $chat: the group's title.
tipjar-description = cagnotte de { $owner } dans { $chat }

## The jar's message, edited as payments land

tipjar-title = 🫙 <b>Cagnotte de { $owner }</b>
tipjar-for = 📝 { $note }
# $bar: a bar of ▓ and ░; $percent: a whole number.
tipjar-progress = { $bar } { $percent } %
tipjar-total = <b>{ $total }</b> sur { $target }
# A jar that stays open beyond its target.
tipjar-total-open-ended = <b>{ $total }</b> sur { $target } (ouverte au-delà de l’objectif)
# $names: contributor names joined with ", ", maybe ending with tipjar-more-contributors.
tipjar-contributors = De : { $names }
tipjar-more-contributors = { $count } { $count ->
        [one] autre
       *[other] autres
    }
tipjar-no-contributors = Appuyez sur un bouton pour participer.
tipjar-closed-by-owner = 🔒 Fermée par { $owner }.
tipjar-closed-at-target = 🎉 Objectif atteint : la cagnotte est fermée.
tipjar-other-button = Autre montant
tipjar-close-button = 🔒 Fermer (propriétaire)

## Answers to a press (only the presser sees them) and private messages: plain text

tipjar-answer-confirm-sent = Je vous ai envoyé une confirmation dans notre discussion privée.
tipjar-answer-second-press = C’était un second appui : seul le premier compte. Appuyez de nouveau dans un instant pour donner plus.
tipjar-answer-closed = La cagnotte est fermée.
# $amount: what the presser put in; $owner: the jar's owner.
tipjar-paid = ✅ Vous avez mis { $amount } dans la cagnotte de { $owner }.
tipjar-refused-gone = Cette cagnotte n’est plus ouverte. Rien n’a été payé.
tipjar-refused-closed = Cette cagnotte est fermée. Rien n’a été payé.
tipjar-refused-own = C’est votre propre cagnotte : les autres la remplissent.
tipjar-refused-not-owner = Seul(e) { $owner } peut fermer cette cagnotte.
tipjar-refused-no-account = Vous n’avez pas encore de compte chez moi : ouvrez une discussion privée avec moi, puis appuyez à nouveau. Rien n’a été payé.
tipjar-refused-owner-cannot-receive = { $owner } ne peut pas recevoir d’argent pour le moment. Rien n’a été payé.
tipjar-refused-over-per-payment = C’est au-dessus de la limite de { $limit } par paiement. Rien n’a été payé.
tipjar-refused-over-daily = C’est au-delà de votre limite quotidienne : il vous reste { $remaining } aujourd’hui. Rien n’a été payé.
# $reason: why the send failed, one or two sentences.
tipjar-refused-failed = ❌ Non payé : { $reason } Rien n’est sorti de votre compte.
tipjar-refused-unknown = ❓ Le résultat est inconnu et n’est pas retenté. Consultez /history avant de payer à nouveau.

## Other amount, and the confirmation, in the presser's private chat

# $chat: the group's title.
tipjar-ask-amount = 🫙 Combien voulez-vous mettre dans la cagnotte de { $owner } ({ $chat }) ? Envoyez un montant, p. ex. 500 ou 2k (/cancel pour arrêter).
tipjar-confirm-summary = 🫙 Mettre <b>{ $amount }</b> dans la cagnotte de { $owner } dans { $chat } ?
# Names the payment inside other sentences.
tipjar-what = { $amount } pour la cagnotte de { $owner }
tipjar-outcomes-sent = ✅ <b>{ $amount }</b> mis dans la cagnotte de { $owner }
tipjar-outcomes-cancelled = 🚫 { $amount } pour la cagnotte de { $owner } : annulé.
tipjar-outcomes-not-sent = ❌ <b>{ $amount } pour la cagnotte de { $owner } : non envoyé</b>
tipjar-outcomes-unknown = ❓ <b>{ $amount } pour la cagnotte de { $owner } : inconnu — non retenté.</b>
tipjar-confirm-label = ✅ Payer

## Private notes

tipjar-owner-note = 🫙 { $from } a mis <b>{ $amount }</b> dans votre cagnotte dans { $where }.
tipjar-unknown-note = ❓ Vos { $amount } pour la cagnotte de { $owner } dans { $where } : la passerelle n’a pas confirmé le paiement. Il n’est <b>pas</b> relancé automatiquement : vérifiez /balance et /history avant de réessayer.
