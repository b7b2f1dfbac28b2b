## Propinas con reacciones (src/features/reactions).

reaction-settings-menu-off = 👍 Propinas con reacciones: desactivadas
reaction-settings-menu-on = 👍 Propinas con reacciones: { $amounts }, hasta <b>{ $budget }</b> al día (en grupos donde soy admin)
reaction-settings-on-button = 👍 Activar propinas con reacciones
reaction-settings-off-button = Desactivar propinas con reacciones
reaction-settings-amounts-button = 👍 Importes por emoji
reaction-settings-budget-button = 👍 Presupuesto diario
reaction-settings-turned-on = Propinas con reacciones activadas: tus reacciones dan propina en grupos donde soy admin.
reaction-settings-turned-off = Propinas con reacciones desactivadas.
reaction-settings-ask-amounts =
    👍 ¿Qué reacciones dan cuánta propina? Ahora: { $amounts }.
    Envía emojis, cada uno con un importe, p. ej. <code>⚡ 21 🔥 100 ❤ 10</code> (/cancel los mantiene).
reaction-settings-not-a-reaction = { $emoji } no es una reacción que ofrezca Telegram. Usa reacciones como ⚡ 🔥 ❤ 👍.
reaction-settings-bad-mapping = Envía emojis, cada uno seguido de un importe, p. ej. <code>⚡ 21 🔥 100</code> (10 como máximo).
reaction-settings-amounts-saved = ✅ Guardado: tus reacciones dan { $amounts }.
reaction-settings-ask-budget =
    👍 ¿Cuánto pueden dar tus reacciones en total al día? Ahora: <b>{ $budget }</b>.
    Envía un importe, p. ej. 1000 o 5k (/cancel lo mantiene).
reaction-settings-budget-saved = ✅ Guardado: tus reacciones dan hasta <b>{ $budget }</b> al día.
reaction-group-needs-admin = 👍 Las propinas con reacciones (se activan en /settings) solo funcionan si un admin me hace admin aquí: Telegram solo muestra las reacciones a bots admin.
reaction-group-cannot-deliver = 👍 Tus propinas con reacciones no pueden funcionar en <b>{ $group }</b>: Telegram solo muestra las reacciones a bots que son admin allí. Pide a un admin que me haga admin; mientras tanto, /tip funciona.
reaction-budget-reached = 👍 Tu propina por reacción de { $amount } a { $to } en { $where } no se envió: superaría tu presupuesto diario de reacciones de { $budget }. Súbelo en /settings o usa /tip.
reaction-rate-limited = 👍 Tu última reacción en { $where } no envió nada: como máximo { $perMinute } propinas por minuto en cada grupo. Espera un momento y vuelve a reaccionar.

reaction-tip-tipper-line = 👍 Enviada por tu reacción. Importes y presupuesto diario: /settings.
reaction-tip-recipient-line = 👍 Una propina por reacción.
