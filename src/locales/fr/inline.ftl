## Mode inline : @bot dans n'importe quelle discussion (src/bot/features/inline).

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
inline-pending-alert = La facture est encore en cours de création. Réessayez dans un instant.
inline-no-account = ⚠️ Aucune facture n'a été créée : l'expéditeur n'a pas encore de compte chez moi.
inline-invoice-not-created = ⚠️ Aucune facture n'a été créée : ce montant n'est pas autorisé. Tapez-en un autre.
inline-pay-button = ⚡ Payer
inline-qr-button = 🔳 Code QR
inline-qr-sent = Le code QR est dans votre discussion privée avec moi.
inline-invoice-gone = Cette facture n'est plus disponible. Demandez-en une nouvelle.
