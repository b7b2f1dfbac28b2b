## Pledged tips (src/features/pledge): a tip to someone who cannot receive one yet waits,
## unpaid, until they claim it through a link. In a group, texts speak the group's language
## (no figures of anyone's account); private notes speak the person's. $from (the payer),
## $to (the member it is for) and $note arrive HTML-escaped; $amount is a formatted amount;
## $where is the chat in HTML (a link to the pledge message, or its title in bold);
## $until is a date and time.

## The pledge message, in the chat where it was made, edited as the pledge ends

pledge-message = 💸 { $from } a promis <b>{ $amount }</b> à { $to } — { $to }, touchez pour le récupérer.
pledge-claim-button = 🎁 Récupérer
pledge-message-claimed = ✅ { $to } a récupéré <b>{ $amount }</b> de { $from }.
pledge-message-cancelled = 🚫 { $from } a annulé la promesse de { $amount } à { $to }. Rien n’a été payé.
pledge-message-expired = ⌛ La promesse de { $amount } de { $from } à { $to } a expiré sans être récupérée. Rien n’a été payé.
pledge-message-unknown = ❓ { $to } a récupéré { $amount } de { $from }, mais le résultat est inconnu. Il n’est <b>pas</b> relancé.
pledge-message-closed = 🚫 La promesse de { $amount } de { $from } à { $to } ne peut plus être récupérée. Rien n’a été payé.
# In the group when a pledge was refused (the payer was told why in private).
pledge-not-made-in-group = ❌ Aucune promesse n’a été faite ; je vous ai dit pourquoi dans notre chat privé. Rien n’a été payé.
# Where a pledge made in a private chat was made.
pledge-where-private = un chat privé

## Private notes to the payer

# $link: the claim link, to pass on.
pledge-made-note =
    💸 Vous avez promis <b>{ $amount }</b> à { $to } dans { $where }. Rien n’a encore quitté votre compte : le paiement n’a lieu que si { $to } le récupère avant le { $until }.
    Lien pour récupérer, à transmettre à { $to } : { $link }
    Pour la retirer : /history.
pledge-made-private-note =
    💸 Vous avez promis <b>{ $amount }</b> à { $to }. Rien n’a encore quitté votre compte : le paiement n’a lieu que si { $to } le récupère avant le { $until }.
    { $to } ne voit pas cette conversation : transmettez-lui ce lien pour récupérer : { $link }
    Pour la retirer : /history.
# Refused: the payer made PLEDGES_PER_DAY pledges today. $max: that number.
pledge-daily-limit-note =
    ❌ Votre promesse de { $amount } à { $to } n’a pas été faite.
    Chaque membre peut en faire jusqu’à { $max } par jour, et vous avez atteint cette limite aujourd’hui. Vous pourrez de nouveau promettre demain (le jour change à minuit UTC).
pledge-paid-note = ✅ { $to } a récupéré votre promesse dans { $where } : vous avez payé <b>{ $amount }</b>.
pledge-unknown-note = ❓ { $to } a récupéré votre promesse de { $amount } dans { $where }, mais la passerelle n’a pas confirmé le paiement. Il n’est <b>pas</b> relancé automatiquement : vérifiez /balance et /history.
# $reason: why it was not paid; $open: "yes" when the pledge still waits (until $until), else "no".
pledge-not-paid-note =
    ❌ { $to } a essayé de récupérer votre promesse de { $amount } dans { $where }, mais elle n’a pas été payée.
    { $reason }
    Rien n’a quitté votre compte. { $open ->
        [yes] La promesse reste ouverte jusqu’au { $until } : rechargez votre compte, et { $to } pourra la récupérer à nouveau.
       *[no] La promesse est terminée.
    }
pledge-expired-payer-note = ⌛ Votre promesse de { $amount } à { $to } dans { $where } a expiré sans être récupérée. Rien n’a quitté votre compte.
# Several pledges made together (one rain's) expired at once: one note lists them.
# $count: how many; $rows: one pledge-expired-payer-row per line.
pledge-expired-payer-list =
    ⌛ { $count ->
        [one] Votre promesse dans { $where } a expiré sans être récupérée :
       *[other] Vos { $count } promesses dans { $where } ont expiré sans être récupérées :
    }
    { $rows }
    Rien n’a quitté votre compte.
pledge-expired-payer-row = • { $to }: { $amount }

## Private notes to the member it is for

pledge-claimed-note = 🎁 Vous avez récupéré <b>{ $amount }</b> de { $from } dans { $where }.
pledge-claimed-next = /history l’affiche ; /help montre tout ce que je sais faire.
pledge-cancelled-recipient-note = 🚫 { $from } a annulé la promesse de { $amount } qui vous était destinée dans { $where }. Rien n’a été payé.
pledge-expired-recipient-note = ⌛ La promesse de { $amount } de { $from } qui vous était destinée dans { $where } a expiré. Rien n’a été payé.

## Answers to the claim link (/start claim_…), in the private chat

pledge-claim-gone = Cette promesse n’existe plus. Rien n’a été payé.
pledge-claim-own = C’est votre propre promesse à { $to } : seul(e) { $to } peut la récupérer. Vous pouvez l’annuler dans /history.
pledge-claim-not-for-you = 🙅 Cette promesse est pour { $to }, pas pour vous. Rien n’a été payé.
pledge-claim-cancelled = 🚫 { $from } a annulé cette promesse. Rien n’a été payé.
pledge-claim-expired = ⌛ Cette promesse a expiré. Rien n’a été payé.
pledge-claim-taken = Cette promesse a déjà été récupérée.
pledge-claim-closed = 🚫 Cette promesse ne peut plus être récupérée. Rien n’a été payé.
pledge-claim-busy = ⏳ Cette promesse est en cours de récupération : le résultat arrive ici dans un instant. Rien n’est payé deux fois.
pledge-claim-already = ✅ Vous avez déjà récupéré cette promesse.
pledge-claim-unknown = ❓ La promesse de { $amount } de { $from } vous a été envoyée, mais la passerelle ne l’a pas confirmée. Elle n’est <b>pas</b> relancée automatiquement : vérifiez /balance et /history.
pledge-claim-set-up = 🎁 { $from } vous a promis <b>{ $amount }</b>. Pour le récupérer, connectez votre compte marchand avec /connect ou définissez une adresse lightning dans /settings, puis rouvrez le lien. La promesse attend jusqu’au { $until }.
# $open: "yes" when the pledge still waits (until $until), else "no".
pledge-claim-not-paid =
    ❌ La promesse de { $amount } de { $from } n’a pas pu être payée pour l’instant. Rien n’a été payé ; { $from } a été prévenu(e). { $open ->
        [yes] Elle reste ouverte jusqu’au { $until } : rouvrez le lien plus tard.
       *[no] La promesse est terminée.
    }

## The payer's open pledges, after /history

pledge-open-title = 💸 <b>Vos promesses ouvertes</b> (payées depuis votre compte seulement une fois récupérées) :
pledge-open-row = • { $amount } à { $to } dans { $where }, jusqu’au { $until }
pledge-open-none = 💸 Vous n’avez aucune promesse ouverte.
# A button (plain text): $amount, $to unescaped.
pledge-cancel-button = 🚫 Annuler { $amount } à { $to }
## Answers to Cancel (short, plain text)
pledge-cancelled-answer = Promesse annulée. Rien n’a été payé.
pledge-cancel-too-late = Trop tard : elle est en cours de récupération.
pledge-cancel-not-yours = Seule la personne qui a fait la promesse peut l’annuler.
pledge-cancel-ended = Cette promesse est déjà terminée.
pledge-cancel-gone = Cette promesse n’existe plus.
