## Mode inline : @bot dans n'importe quelle discussion (src/features/inline).

inline-setup-button = Configurer : ouvrir le bot
inline-help-invoice-title = Demander un paiement : tapez un montant et le motif
inline-help-invoice-description = p. ex. @{ $bot } 1000 café, 5k déjeuner, 5 usd
inline-help-message = ⚡ Pour demander un paiement dans n'importe quelle discussion, tapez <code>@{ $bot } 1000 café</code> et choisissez la facture.
inline-refused-title = Je ne peux pas utiliser ce montant

inline-invoice-title = Facture de { $amount } : { $description }
inline-invoice-title-alone = Facture de { $amount }
inline-invoice-result-description = Crée une facture sur votre compte et la publie ici pour que chacun puisse la payer.
inline-invoice-pending = ⏳ <b>Facture de { $amount }</b> en cours de création…
inline-pending-button = ⏳ Création…
inline-pending-alert = Cette facture n'est pas encore prête. Si ce message ne change pas d'ici une minute, elle n'a pas été créée : demandez-en une nouvelle à l'expéditeur.
inline-no-account = ⚠️ Aucune facture n'a été créée : l'expéditeur n'a pas encore de compte chez moi.
inline-invoice-not-created = ⚠️ Aucune facture n'a été créée : ce montant n'est pas autorisé. Tapez-en un autre.
inline-pay-button = ⚡ Payer
inline-qr-button = 🔳 Code QR
inline-qr-sent = Le code QR est dans votre discussion privée avec moi.
inline-invoice-gone = Cette facture n'est plus disponible. Demandez-en une nouvelle.

inline-help-send-title = Offrir au premier qui réclame : tapez send et un montant
inline-help-send-description = p. ex. @{ $bot } send 500 merci
inline-help-send-message = 🎁 Pour offrir des sats au premier qui les réclame dans n'importe quelle discussion, tapez <code>@{ $bot } send 500 merci</code> et choisissez-le.
inline-send-needs-amount = Tapez un montant après send, p. ex. send 500 merci.
inline-send-title = Envoyer { $amount } : au premier qui réclame
inline-send-result-description = Envoie { $amount } depuis votre compte au premier qui le réclame, à ce moment-là (vos limites s'appliquent). Ouvert pendant un jour.
inline-send-pending = ⏳ <b>{ $amount } pour le premier qui réclame</b> en préparation…
inline-send-pending-alert = Ce n'est pas encore prêt. Si ce message ne change pas d'ici une minute, rien n'a été offert : redemandez à l'expéditeur.
inline-send-no-account = ⚠️ Rien n'a été offert : l'expéditeur n'a pas encore de compte chez moi.
inline-send-not-offered = ⚠️ Rien n'a été offert : ce montant n'est pas autorisé. Tapez-en un autre.
inline-send-card = 🎁 <b>{ $name } envoie { $amount }</b> au premier qui le réclame.
inline-send-card-expiry = Rien n'est envoyé avant que quelqu'un le réclame. Ouvert pendant un jour.
inline-claim-button = 🎁 Réclamer
inline-cancel-button = ✖️ Annuler (expéditeur seul)
inline-send-claimed = ✅ <b>{ $claimer } a réclamé { $amount }</b> de { $name }.
inline-send-unknown = ⚠️ <b>{ $amount } pour { $claimer } : résultat inconnu</b>, pas de nouvel essai. { $name } peut consulter /history.
inline-send-cancelled = ✖️ <b>Annulé</b> par { $name } : rien n'a été envoyé.
inline-send-expired = ⌛ <b>Expiré</b> : personne n'a réclamé { $amount } de { $name } ; rien n'a été envoyé.
inline-send-closed = ✖️ <b>Fermé</b> : les { $amount } de { $name } ne peuvent plus être réclamés ; rien n'a été envoyé.
# Someone who could not receive pressed Claim on an inline send and opened the bot through it:
# what waits for them, said first. $name: the sender (HTML-escaped); $ready: "yes" when they
# can receive now (the sandbox made their test account), else "no" (/connect follows).
inline-send-waiting =
    🎁 <b>{ $name } envoie { $amount }</b> au premier qui le réclame, et l’envoi est toujours ouvert.
    { $ready ->
        [yes] Votre compte est prêt : revenez au message et appuyez de nouveau sur son bouton 🎁 pour le recevoir.
       *[no] Pour le recevoir, connectez votre compte marchand (je vous le demande ci-dessous) ou définissez une adresse lightning dans /settings, puis revenez au message et appuyez de nouveau sur son bouton 🎁.
    }
inline-claim-paid = 💰 Vous avez reçu { $amount } de { $name }.
inline-claim-own = Vous ne pouvez pas réclamer votre propre envoi. Appuyez sur Annuler pour le reprendre.
inline-claim-taken = Quelqu'un d'autre l'a réclamé en premier.
inline-claim-ended = Cet envoi n'est plus ouvert.
inline-claim-busy = Votre réclamation est en cours de paiement. Patientez un instant.
inline-claim-already = Vous l'avez déjà réclamé.
inline-claim-not-paid = Rien n'a été payé : le compte de l'expéditeur ne peut pas le payer maintenant. Il reste ouvert : réessayez plus tard.
inline-claim-unknown = Le paiement est parti, mais son résultat est inconnu ; il n'est pas relancé. Consultez /history.
inline-cancel-not-owner = Seul l'expéditeur peut annuler.
inline-cancel-done = Annulé : rien n'a été envoyé.
inline-cancel-too-late = Trop tard : quelqu'un est en train de le réclamer.
inline-send-gone = Cet envoi n'est plus disponible.
inline-send-note-claimed = 🎁 { $claimer } a réclamé vos <b>{ $amount }</b> (envoi inline).

## The inline giveaway (fr): see en/inline.ftl for what each text is for.

inline-help-giveaway-title = Offrir aux premiers : tapez giveaway, un total et combien de personnes
inline-help-giveaway-description = p. ex. @{ $bot } giveaway 1000 5 merci
inline-help-giveaway-message = 🎁 Pour partager des sats entre les premiers qui les réclament dans n'importe quelle discussion, tapez <code>@{ $bot } giveaway 1000 5 merci</code> (5 × 200 sat) et choisissez-le.
inline-giveaway-needs-amounts = Tapez un total et combien de personnes après giveaway, p. ex. giveaway 1000 5 merci.
inline-giveaway-ambiguous = Cela se lit de deux façons : écrivez le total sans espace, par ex. giveaway 1500 5
inline-giveaway-title = Giveaway : { $count } × { $share }, aux premiers qui réclament
inline-giveaway-result-description = Donne jusqu'à { $total } depuis votre compte : { $count } × { $share } aux { $count } premiers qui réclament, payé à ce moment-là (vos limites s'appliquent alors). Se termine après { $minutes } min ; vous pouvez y mettre fin avant.
inline-giveaway-pending = ⏳ <b>Giveaway : { $count } × { $share }</b> en préparation…
inline-giveaway-place = un message inline
