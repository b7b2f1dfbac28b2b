## Pourboires par réaction (src/features/reactions).

reaction-settings-menu-off = 👍 Pourboires par réaction : désactivés
reaction-settings-menu-on = 👍 Pourboires par réaction : { $amounts }, jusqu’à <b>{ $budget }</b> par jour (dans les groupes où je suis admin)
reaction-settings-on-button = 👍 Activer les pourboires par réaction
reaction-settings-off-button = Désactiver les pourboires par réaction
reaction-settings-amounts-button = 👍 Montants par emoji
reaction-settings-budget-button = 👍 Budget quotidien
reaction-settings-turned-on = Pourboires par réaction activés : vos réactions donnent un pourboire dans les groupes où je suis admin.
reaction-settings-turned-off = Pourboires par réaction désactivés.
reaction-settings-ask-amounts =
    👍 Quelle réaction donne combien ? Actuellement : { $amounts }.
    Envoyez des emojis, chacun avec un montant, p. ex. <code>⚡ 21 🔥 100 ❤ 10</code> (/cancel les garde).
reaction-settings-not-a-reaction = { $emoji } n’est pas une réaction proposée par Telegram. Utilisez des réactions comme ⚡ 🔥 ❤ 👍.
reaction-settings-bad-mapping = Envoyez des emojis, chacun suivi d’un montant, p. ex. <code>⚡ 21 🔥 100</code> (10 au plus).
reaction-settings-amounts-saved = ✅ Enregistré : vos réactions donnent { $amounts }.
reaction-settings-ask-budget =
    👍 Combien vos réactions peuvent-elles donner en tout par jour ? Actuellement : <b>{ $budget }</b>.
    Envoyez un montant, p. ex. 1000 ou 5k (/cancel le garde).
reaction-settings-budget-saved = ✅ Enregistré : vos réactions donnent jusqu’à <b>{ $budget }</b> par jour.
reaction-group-needs-admin = 👍 Les pourboires par réaction (à activer dans /settings) ne marchent que si un admin me nomme admin ici : Telegram ne montre les réactions qu’aux bots admins.
reaction-group-cannot-deliver = 👍 Vos pourboires par réaction ne peuvent pas marcher dans <b>{ $group }</b> : Telegram ne montre les réactions qu’aux bots admins du groupe. Demandez à un admin de me nommer admin ; en attendant, /tip marche.
reaction-budget-reached = 👍 Votre pourboire par réaction de { $amount } à { $to } dans { $where } n’a pas été envoyé : il dépasserait votre budget quotidien de réactions de { $budget }. Augmentez-le dans /settings, ou utilisez /tip.
reaction-rate-limited = 👍 Votre dernière réaction dans { $where } n’a rien envoyé : { $perMinute } pourboires par minute au plus dans chaque groupe. Attendez un instant et réagissez de nouveau.

reaction-tip-tipper-line = 👍 Envoyé par votre réaction. Montants et budget quotidien : /settings.
reaction-tip-recipient-line = 👍 Un pourboire par réaction.
