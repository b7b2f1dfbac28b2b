## The confirmation of every send (pay, withdraw, tip): the answers to its
## buttons and the outcomes it becomes (src/chat/flows/confirm.ts). HTML.
## $what names the send, e.g. "payment of 1,500 sat to alice@example.com";
## $reason is one plain sentence saying why it failed.

# The answer to a press of Confirm, while the send runs.
confirm-sending = ⏳ Enviando…
confirm-sent = ✅ Hecho: { $what }
confirm-not-sent = ❌ No se envió: { $what }
confirm-failed =
    ❌ No se envió: { $what }
    { $reason }
    No salió nada de tu cuenta.
confirm-unknown =
    ❓ Resultado desconocido: { $what }
    La pasarela no lo confirmó. <b>No</b> se reintenta automáticamente: revisa /balance y /history antes de volver a intentarlo.
confirm-cancelled = 🚫 Se canceló: { $what }. No se envió nada.
confirm-nothing-left = No salió nada de tu cuenta.
confirm-nothing-sent = No se envió nada.
confirm-unknown-advice = La pasarela no lo confirmó. <b>No</b> se reintenta automáticamente: revisa /balance y /history antes de volver a intentarlo.
confirm-reason-told-privately = Te expliqué el motivo en nuestro chat privado. No salió nada de tu cuenta.
confirm-reason-in-history = No salió nada de tu cuenta. Abre nuestro chat privado y envía /history para ver el motivo.
confirm-already = Esto ya se procesó.
# $state: the send's state as kept in the history.
confirm-already-state = Esto ya se procesó: { $state ->
        [sent] enviado
        [paid] pagado
        [failed] fallido
       *[other] { $state }
    }.
confirm-stale = Esta confirmación caducó. Empieza de nuevo.
# $limit: an amount, e.g. 1,000,000 sat.
confirm-over-per-payment = Esto supera el límite de { $limit } por pago. No se envió nada.
# $limit, $remaining: amounts.
confirm-over-daily = Esto superaría tu límite diario de { $limit } (restante hoy: { $remaining }). No se envió nada.
# In the group; $told is "yes" when the person was told more in the private chat, else "no".
confirm-over-daily-in-group = { $told ->
        [yes] Esto superaría tu límite diario; te di más detalles en nuestro chat privado. No se envió nada.
       *[no] Esto superaría tu límite diario. No se envió nada.
    }
# $expected, $got: amounts.
confirm-amount-mismatch = La factura del destinatario era de { $got }, no de los { $expected } que confirmaste, así que no la pagué.
# $expected: an amount.
confirm-amount-mismatch-no-amount = La factura del destinatario no tenía importe fijo, en lugar de los { $expected } que confirmaste, así que no la pagué.
confirm-no-recipient = El destinatario no tiene una cuenta para recibir esto.
confirm-gateway-refused = La pasarela lo rechazó.
confirm-account-changed =
    🚫 No se envió: { $what }
    Esto se mostró para una cuenta de la pasarela que ya no está conectada. No se envió nada: empieza de nuevo para pagar desde tu cuenta actual.
confirm-account-changed-answer = Tu cuenta cambió desde que se mostró esto. No se envió nada: empieza de nuevo.
confirm-interrupted =
    ❓ Resultado desconocido: { $what }
    El bot se interrumpió durante el envío. <b>No</b> se reintenta automáticamente: revisa /balance y /history antes de volver a intentarlo.
confirm-interrupted-advice = El bot se interrumpió durante el envío. <b>No</b> se reintenta automáticamente: revisa /balance y /history antes de volver a intentarlo.
confirm-unknown-answer = ❓ Resultado desconocido — no se reintenta. Revisa /balance y /history antes de volver a intentarlo.
confirm-in-progress = ⏳ Aún no hay resultado: aparecerá en el mensaje de confirmación. Nada se envía dos veces.
# A send named from its history entry: $amount, e.g. 1,500 sat; $counterpart, e.g. alice@example.com.
confirm-what-from-history = { $amount } a { $counterpart }

## Why a payment failed or is in doubt, as /history and a settled send say it.
failure-not-confirmed = La pasarela no confirmó el resultado; no se reintenta. Revisa /balance antes de volver a intentarlo.
failure-interrupted-before-send = Interrumpido antes de enviar: no se envió nada.
failure-cancelled-before-send = Cancelado antes de enviar: no se envió nada.
failure-interrupted-while-sending = Interrumpido durante el envío: no se reintenta. Revisa /balance y /history.
failure-host-unreachable = No pude contactar con { $host } justo antes de enviar, así que no se envió nada. Inténtalo más tarde.
