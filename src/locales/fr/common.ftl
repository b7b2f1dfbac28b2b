## Texts shared by several features (the flows of src/chat/flows, the
## middleware, /cancel). Plain text unless a message says it is HTML.

# Added under every message about money while the bot runs on the sandbox (HTML).
common-test-money = 🧪 <i>argent de test (bac à sable)</i>
common-unexpected-error = ⚠️ Un problème est survenu de notre côté. Vérifiez /history avant de refaire un paiement.
common-busy = ⏳ Je traite encore votre demande précédente. Merci de renvoyer ce message dans un instant.
common-late = ⏳ Désolé : j’étais surchargé et votre message m’est parvenu avec plusieurs minutes de retard, je n’y ai donc pas donné suite. Si vous en avez encore besoin, renvoyez-le.
common-overloaded = ⏳ Je suis très occupé en ce moment, je n’ai donc pas donné suite à votre message. Renvoyez-le dans quelques minutes.
common-storage-down = ⚠️ Je n’arrive pas à joindre mon stockage pour le moment : cet appui n’a rien fait et rien payé. Veuillez réessayer dans une minute.
common-button-error = Un problème est survenu. Veuillez réessayer.
common-stale-button = Ce bouton n’est plus actif.
common-not-your-button = Seule la personne qui a fait la demande peut appuyer sur ce bouton.
# A press on a copy of a card (a forwarded message, another chat): it does nothing.
common-press-elsewhere = Ce bouton ne fonctionne que sur le message d’origine, dans la discussion où il a été publié, pas sur une copie transférée.
# A press on a group's card by someone who is not in that group: it does nothing.
common-press-members-only = Seuls les membres de ce groupe peuvent utiliser ce bouton.
# $command: the command's name without its slash, e.g. history (HTML).
common-private-only = 🔒 /{ $command } fonctionne en conversation privée avec moi, pour que rien de sensible ne s’affiche dans le groupe.
# A button.
common-open-private-chat = Ouvrir la conversation privée
common-answered-privately = 💬 Depuis { $group } : réponse ici, car le groupe est très actif en ce moment.
common-no-account = Vous n’avez encore connecté aucun compte de passerelle. Envoyez /connect pour ajouter votre compte marchand.
common-cancelled = Annulé.
common-nothing-to-cancel = Il n’y a rien à annuler.
# A button.
common-skip = Passer
# A button.
common-cancel = Annuler
# Under a question in a group, where no Skip button fits beside the reply field.
common-skip-by-command = Ou envoyez /skip pour passer.

## A question closed, and how to start it again. $restart is the command that
## starts it again (e.g. /invoice), or "none" when it is not known.

# $tries: how many answers were refused.
common-question-closed = J’ai fermé cette question après { $tries } { $tries ->
        [one] réponse inutilisable
       *[other] réponses inutilisables
    }. { $restart ->
        [none] Renvoyez la commande pour recommencer.
       *[other] Envoyez { $restart } pour recommencer.
    }
common-question-was-closed = J’avais déjà fermé cette question, je n’ai donc pas utilisé cette réponse. { $restart ->
        [none] Renvoyez la commande pour recommencer.
       *[other] Envoyez { $restart } pour recommencer.
    }
common-question-timed-out = J’ai cessé d’attendre la réponse à cette question, je n’ai donc pas utilisé celle-ci. { $restart ->
        [none] Renvoyez la commande pour recommencer.
       *[other] Envoyez { $restart } pour recommencer.
    }
# $command: the command as written, with its slash, e.g. /pay.
common-edited-send = ✏️ Je ne tiens pas compte des commandes de paiement modifiées : rien n’a été envoyé ni modifié. Renvoyez { $command } dans un nouveau message.

## Why an amount was refused (one line; the examples are what the parser
## accepts in this language).

common-amount-reasons-empty = Envoyez un montant, par exemple 1500, 1,5k ou 0,0001 btc.
common-amount-reasons-not-a-number = Je ne comprends pas ce montant. Essayez 1500, 1 500, 1,5k, 21k sats ou 0,0001 btc.
common-amount-reasons-ambiguous = Ce montant peut se lire de deux façons : pour certains, le point sépare les décimales, pour d’autres, les milliers. Écrivez-le sans point, par exemple 1500, 1,5k ou 0,0001 btc.
# $unit: the unit as the user wrote it (letters and currency signs only).
common-amount-reasons-unknown-unit = « { $unit } » n’est pas une unité que je connais. Écrivez sat, k (mille sat) ou btc, par exemple 1500, 1,5k ou 0,0001 btc.
# The same, when the unit cannot be named.
common-amount-reasons-unknown-unit-unnamed = Je ne connais pas cette unité. Écrivez sat, k (mille sat) ou btc, par exemple 1500, 1,5k ou 0,0001 btc.
common-amount-reasons-zero = Le montant doit être supérieur à zéro.
common-amount-reasons-negative = Le montant ne peut pas être négatif.
common-amount-reasons-fractional-sat = Les montants Lightning sont en satoshis entiers : 1 sat est la plus petite unité (0,00000001 btc).
# $max: the largest amount of one payment, e.g. 1,000,000 sat.
common-amount-reasons-too-large = Ce montant dépasse le plafond de { $max } par paiement.
common-amount-reasons-unsafe = Ce montant est beaucoup trop élevé.
