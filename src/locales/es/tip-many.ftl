## /tip a varias personas a la vez: /tip 300 @ann @bob gracias (src/features/tip/many.ts).

tip-many-too-many = 💸 Como máximo { $max } personas en un /tip.
tip-many-too-small = 💸 Eso es menos de 1 sat por persona: nombra a menos personas o da más.
tip-many-not-self = 💸 { $name } no puede recibir propina aquí (tú mismo, o yo).
tip-many-refused-note = ❌ Tu propina de { $total } en total no se envió a nadie: { $reason }
tip-many-funds = no hay suficiente disponible (disponible: { $spendable }).
tip-many-working = ⏳ Enviando propinas…
tip-many-confirm = ¿Dar <b>{ $each }</b> a cada uno de { $names } (<b>{ $total }</b> en total)?
tip-many-gone = Esta propina ya no está disponible.
tip-many-not-yours = Solo quien lo pidió puede pulsar esto.
tip-many-cancelled = 🚫 Cancelada. No se envió nada.
tip-many-too-late = Demasiado tarde para cancelar: las propinas ya se confirmaron.
tip-many-receipt = ⚡ { $tipper } dio propina a:
tip-many-line-sent = ✅ { $name }: { $amount }
tip-many-line-pledged = ⏳ { $name }: { $amount } prometidos, por reclamar
tip-many-line-not-sent = ❌ { $name }: no enviada
tip-many-line-unknown = ❓ { $name }: desconocido — no se reintenta
tip-many-failed-note = Algunas de tus propinas no se enviaron:
tip-many-line-reason = • { $name }: { $reason }
tip-many-reason-other = no se pudo hacer el pago.
