## /tip (src/features/tip). In a group, texts speak the group's language; private notes
## speak the person's. $name, $to, $from and $note arrive HTML-escaped; $amount, $total and
## $spendable are formatted amounts; $where is the group in HTML (a link to the tipped
## message, or its title in bold).

## Usage and refusals (in the group, removed after a moment)

tip-usage = 💸 Répondez au message de quelqu’un avec <code>/tip 100</code> (un mot peut suivre le montant, par ex. <code>/tip 1k merci !</code>).
tip-no-reply = 💸 Répondez au message de la personne à qui vous voulez donner un pourboire, avec <code>/tip 100</code> (éventuellement suivi d’un mot). Sans répondre : <code>/send 100 @pseudo</code>.
tip-in-private = 💸 /tip fonctionne dans les groupes : répondez-y au message de quelqu’un avec <code>/tip 100</code>. Les pourboires reçus arrivent sur votre compte ou à l’adresse Lightning définie dans /settings.
tip-self = 🙃 Vous ne pouvez pas vous donner un pourboire à vous-même.
tip-anonymous-tipper = Les pourboires partent du compte personnel d’un membre : publiez en votre nom (pas au nom du groupe ni d’un canal) pour donner un pourboire.
tip-bot = 🤖 Les bots ne peuvent pas recevoir de pourboires.
tip-on-behalf-of-chat = Ce message a été publié au nom d’un canal ou d’un admin anonyme : il n’y a donc personne à qui donner un pourboire.
# The invoice description of a tip without a note (the recipient's wallet may show it). $chat: the group's title, plain text.
tip-description = pourboire dans { $chat }

## The confirmation of a larger tip, in the group, and what it becomes

tip-confirm-summary = 💸 Donner un pourboire de <b>{ $amount }</b> à { $to } ?
# The tipper's note: a line under the confirmation, its outcome and the private notes.
tip-note = 📝 { $note }
# Names the tip inside other sentences ("Done: tip of 1,500 sat to Bob").
tip-what = pourboire de { $amount } à { $to }
tip-outcomes-sent = ✅ <b>Pourboire de { $amount }</b> envoyé à { $to }
tip-outcomes-cancelled = 🚫 Pourboire de { $amount } à { $to } annulé.
tip-outcomes-not-sent = ❌ <b>Pourboire de { $amount } à { $to } non envoyé</b>
tip-outcomes-unknown = ❓ <b>Pourboire de { $amount } à { $to } : résultat inconnu — non relancé.</b>
tip-confirm-label = ✅ Envoyer

## The public receipt of a tipped message, edited as more tips arrive

# $recipient: the tipped member; $tippers: tip-tipper-share texts joined with ", ", maybe ending with tip-more-tippers.
tip-receipt =
    💸 <b>{ $recipient }</b> a reçu <b>{ $total }</b> en pourboires
    offerts par { $tippers }
# One tipper in the receipt: $name and what they gave in all.
tip-tipper-share = { $name } ({ $amount })
# Tippers beyond the ten named.
tip-more-tippers = { $count } { $count ->
        [one] autre
       *[other] autres
    }

## A tip that was not sent, or whose outcome is unknown: the group learns only that

tip-failed-in-group = ❌ Le pourboire n’a pas été envoyé ; je vous ai expliqué pourquoi dans notre conversation privée. Rien n’a été payé.
tip-failed-in-group-see-history = ❌ Le pourboire n’a pas été envoyé. Rien n’a été payé. Ouvrez notre conversation privée et envoyez /history pour savoir pourquoi.
tip-failed-in-group-untold = ❌ Le pourboire n’a pas été envoyé. Rien n’a été payé. Je ne peux pas encore vous écrire en privé : ouvrez une conversation avec moi, puis réessayez pour savoir pourquoi.
tip-unknown-in-group = ❓ Le résultat du pourboire est inconnu. Il n’est <b>pas</b> relancé : consultez /history dans notre conversation privée avant de réessayer.

## Private notes to the tipper and the recipient

# $spendable: what the tipper can spend now.
tip-not-enough-note =
    ❌ Votre pourboire de { $amount } à { $to } dans { $where } n’a pas été envoyé : vous pouvez dépenser { $spendable } pour le moment.
    Rien n’a quitté votre compte.
tip-tipper-note = ✅ Vous avez donné un pourboire de <b>{ $amount }</b> à { $to } dans { $where }.
tip-recipient-note = 🎁 { $from } vous a donné un pourboire de <b>{ $amount }</b> dans { $where }.
# $reason: why the send failed, one or two sentences.
tip-failed-note =
    ❌ Votre pourboire de { $amount } à { $to } dans { $where } n’a pas été envoyé.
    { $reason }
    Rien n’a quitté votre compte.
tip-unknown-note = ❓ Votre pourboire de { $amount } à { $to } dans { $where } : la passerelle ne l’a pas confirmé. Il n’est <b>pas</b> relancé automatiquement : vérifiez /balance et /history avant de réessayer.

## /start tip: how tipping works ($sandbox: "yes" on the sandbox's test accounts, else "no")

tip-welcome-ready =
    💸 <b>Pourboires</b> : dans un groupe, répondez au message de quelqu’un avec <code>/tip 100</code> (un mot peut suivre le montant).

    { $sandbox ->
        [yes] ✅ Votre compte de test est prêt : les pourboires reçus y arrivent.
       *[no] ✅ Votre compte est connecté : les pourboires reçus y arrivent.
    }
    Pour recevoir les pourboires sur un autre portefeuille, définissez une adresse Lightning dans /settings.
tip-welcome-set-up =
    💸 <b>Pourboires</b> : dans un groupe, répondez au message de quelqu’un avec <code>/tip 100</code> (un mot peut suivre le montant).

    Pour recevoir des pourboires, connectez votre compte marchand avec /connect ou définissez une adresse Lightning dans /settings.

# The tipper, privately: a tip a restart cut off could not go ahead (its account, limits or funds changed).
tip-interrupted-not-sent-note = ❌ Votre pourboire de { $amount } à { $to } dans { $where } n'a pas été envoyé : le bot a redémarré avant son envoi et il ne pouvait plus être effectué. Rien n'a été payé.
