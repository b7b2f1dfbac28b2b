## /send (src/features/send): pays a person or an address without replying to a message.
## In a group, texts speak the group's language; what concerns the sender's account goes to
## their private chat in their language. $to, $from and $target arrive
## HTML-escaped; $amount and $spendable are formatted amounts.

## Usage and refusals (in a group, removed after a moment)

send-usage = 💸 Écris le montant, puis à qui : <code>/send 100 @pseudo</code>, ou une adresse Lightning ou un LNURL (<code>/send 100 nom@domaine.fr</code>). Un mot peut suivre.
send-anonymous = Les paiements partent du compte d'un membre : écris en ton nom (pas au nom du groupe ni d'un canal) pour envoyer.
# $target: the word that is neither an @username, a lightning address nor an LNURL.
send-unknown-target = 🤔 Je ne peux pas envoyer à { $target } : après le montant, écris un @pseudo, une adresse Lightning (nom@domaine) ou un LNURL, par ex. <code>/send 100 @pseudo</code>.
send-invoice = 🧾 C'est une facture : elle porte son propre montant. Paie-la avec /pay dans notre chat privé.
send-self = 🙃 Tu ne peux pas t'envoyer de l'argent à toi-même.
send-bot = 🤖 Les bots ne peuvent pas recevoir de paiements.
# The invoice description of a send without a note (the recipient's wallet may show it). $from: the sender's name, plain text.
send-description = envoyé par { $from } sur Telegram
# $name: the member's name, $username: their username without the "@" (plain text).
send-person = { $name } (@{ $username })

## The confirmation, and what it becomes

send-confirm-summary = 💸 <b>Envoyer { $amount }</b> à { $to } ?
send-confirm-pledge = 🎁 { $to } n’a pas encore utilisé ce bot : ce sera donc une promesse. Rien ne quitte votre compte maintenant, je vous donne un lien à lui transmettre, et le paiement n’a lieu que si { $to } le récupère à temps.
send-confirm-summary-in-group = 💸 { $from }, <b>envoyer { $amount }</b> à { $to } ?
# Names the send inside other sentences ("Done: payment of 1,500 sat to Bob").
send-what = paiement de { $amount } à { $to }
send-outcomes-sent = ✅ <b>{ $amount } envoyés</b> à { $to }
# In a group the outcome is the public receipt. $from: the sender.
send-outcomes-sent-in-group = ✅ { $from } <b>a envoyé { $amount }</b> à { $to }
send-outcomes-cancelled = 🚫 Paiement de { $amount } à { $to } annulé.
send-outcomes-not-sent = ❌ <b>Paiement de { $amount } à { $to } non envoyé</b>
send-outcomes-unknown = ❓ <b>Paiement de { $amount } à { $to } : résultat inconnu — pas de nouvel essai.</b>
send-confirm-label = ✅ Envoyer

## Refused for a reason about the sender's account: said in private; the group learns only that

# $spendable: what the sender can spend now.
send-not-enough =
    ❌ Ton paiement de { $amount } à { $to } n'a pas été envoyé : tu peux dépenser { $spendable } en ce moment.
    Rien n'a quitté ton compte.
send-failed-in-group = ❌ Non envoyé ; je t'ai dit pourquoi dans notre chat privé. Rien n'a été payé.
send-failed-untold = ❌ Non envoyé. Rien n'a été payé. Je ne peux pas encore t'écrire en privé : ouvre un chat avec moi, puis réessaie pour savoir pourquoi.

## The recipient's private note after a send from a private chat

send-recipient-note = 🎁 { $from } t'a envoyé <b>{ $amount }</b>.
