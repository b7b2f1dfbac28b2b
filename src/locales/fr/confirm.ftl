## The confirmation of every send (pay, withdraw, tip): the answers to its
## buttons and the outcomes it becomes (src/chat/flows/confirm.ts). HTML.
## $what names the send, e.g. "payment of 1,500 sat to alice@example.com";
## $reason is one plain sentence saying why it failed.

# The answer to a press of Confirm, while the send runs.
confirm-sending = ⏳ Envoi en cours…
confirm-sent = ✅ Effectué : { $what }
confirm-not-sent = ❌ Non envoyé : { $what }
confirm-failed =
    ❌ Non envoyé : { $what }
    { $reason }
    Rien n’a quitté votre compte.
confirm-unknown =
    ❓ Résultat inconnu : { $what }
    La passerelle ne l’a pas confirmé. L’envoi n’est <b>pas</b> relancé automatiquement : vérifiez /balance et /history avant de réessayer.
confirm-cancelled = 🚫 Annulé : { $what }. Rien n’a été envoyé.
confirm-nothing-left = Rien n’a quitté votre compte.
confirm-nothing-sent = Rien n’a été envoyé.
confirm-unknown-advice = La passerelle ne l’a pas confirmé. L’envoi n’est <b>pas</b> relancé automatiquement : vérifiez /balance et /history avant de réessayer.
confirm-reason-told-privately = Je vous ai expliqué pourquoi dans notre conversation privée. Rien n’a quitté votre compte.
confirm-reason-in-history = Rien n’a quitté votre compte. Ouvrez notre conversation privée et envoyez /history pour savoir pourquoi.
confirm-already = Cette opération a déjà été traitée.
# $state: the send's state as kept in the history.
confirm-already-state = Déjà traité : { $state ->
        [sent] envoyé
        [paid] payé
        [failed] échec
       *[other] { $state }
    }.
confirm-stale = Cette confirmation a expiré. Recommencez.
# $limit: an amount, e.g. 1,000,000 sat.
confirm-over-per-payment = Ce montant dépasse le plafond de { $limit } par paiement. Rien n’a été envoyé.
# $limit, $remaining: amounts.
confirm-over-daily = Cela dépasserait votre plafond journalier de { $limit } (reste aujourd’hui : { $remaining }). Rien n’a été envoyé.
# In the group; $told is "yes" when the person was told more in the private chat, else "no".
confirm-over-daily-in-group = { $told ->
        [yes] Cela dépasserait votre plafond journalier ; je vous en ai dit plus dans notre conversation privée. Rien n’a été envoyé.
       *[no] Cela dépasserait votre plafond journalier. Rien n’a été envoyé.
    }
# $expected, $got: amounts.
confirm-amount-mismatch = La facture du destinataire était de { $got }, alors que vous avez confirmé { $expected } : je ne l’ai donc pas payée.
# $expected: an amount.
confirm-amount-mismatch-no-amount = La facture du destinataire n’avait pas de montant fixe, alors que vous avez confirmé { $expected } : je ne l’ai donc pas payée.
confirm-no-recipient = Le destinataire n’a aucun compte pour recevoir cet envoi.
confirm-gateway-refused = La passerelle a refusé.
confirm-account-changed =
    🚫 Non envoyé : { $what }
    Cette confirmation a été affichée pour un compte de passerelle qui n’est plus connecté. Rien n’a été envoyé : recommencez pour payer depuis votre compte actuel.
confirm-account-changed-answer = Votre compte a changé depuis l’affichage de ce message. Rien n’a été envoyé : recommencez.
confirm-interrupted =
    ❓ Résultat inconnu : { $what }
    Le bot a été interrompu pendant l’envoi. Celui-ci n’est <b>pas</b> relancé automatiquement : vérifiez /balance et /history avant de réessayer.
confirm-interrupted-advice = Le bot a été interrompu pendant l’envoi. Celui-ci n’est <b>pas</b> relancé automatiquement : vérifiez /balance et /history avant de réessayer.
confirm-unknown-answer = ❓ Résultat inconnu — non relancé. Vérifiez /balance et /history avant de réessayer.
confirm-in-progress = ⏳ Pas encore de résultat : il s’affichera sur le message de confirmation. Rien n’est envoyé deux fois.
# A send named from its history entry: $amount, e.g. 1,500 sat; $counterpart, e.g. alice@example.com.
confirm-what-from-history = { $amount } à { $counterpart }

## Why a payment failed or is in doubt, as /history and a settled send say it.
failure-not-confirmed = La passerelle n’a pas confirmé le résultat ; il n’est pas retenté. Vérifiez /balance avant de réessayer.
failure-interrupted-before-send = Interrompu avant l’envoi : rien n’a été envoyé.
failure-cancelled-before-send = Annulé avant l’envoi : rien n’a été envoyé.
failure-interrupted-while-sending = Interrompu pendant l’envoi : pas de nouvelle tentative. Vérifiez /balance et /history.
failure-host-unreachable = Je n’ai pas pu joindre { $host } juste avant l’envoi : rien n’a été envoyé. Réessayez plus tard.
