## /history (src/features/history): the person's operations, newest first, a page at a time.

# $from–$to: the operations on this page; $total: all of them.
history-title = 📜 <b>Historial</b> ({ $from }–{ $to } de { $total })
history-empty = Todavía no hay operaciones. Prueba /invoice 1000.
history-previous = ◀ Más recientes
history-next = Más antiguas ▶

## One operation: its first line, then the date (and what it was for), then the reason of a
## failure. $kind is a history-kind-… text, $state a history-state-… text, $amount the
## amount (history-amount or history-amount-unknown), $fee a history-fee… text.

history-row = { $kind } · { $amount } · { $state }
history-row-with-fee = { $kind } · { $amount } { $fee } · { $state }
history-amount = <b>{ $amount }</b>
history-amount-unknown = importe no indicado
history-fee = + { $fee } de comisión
history-fee-unknown = + comisión de red, si la hay
# When it happened, in UTC: $date is YYYY-MM-DD, $time is HH:MM.
history-when = { $date } { $time } UTC
# The same with the other side or the description ($detail, HTML-escaped).
history-when-detail = { $date } { $time } UTC · { $detail }

history-kind-invoice = ⚡ Factura
history-kind-payment = ➡️ Pago
history-kind-withdrawal = ⛓ Retiro
history-kind-tip-sent = 💸 Propina enviada
history-kind-tip-received = 🎁 Propina recibida
history-kind-received = 📥 Recibido
history-kind-voucher = 🎟 Vale

history-state-pending = ⏳ pendiente
history-state-sent = ✅ enviado
history-state-paid = ✅ pagado
history-state-failed = ❌ fallido
history-state-unknown = ❓ desconocido — no se reintenta
history-state-expired = ⌛ caducado
# A voucher whose money came in (instead of history-state-paid).
history-state-received = ✅ recibido

## Under a voucher: its service has not paid yet, never paid, or refused ($reason: its own words).
history-voucher-waiting = esperando a que el servicio pague, hasta que caduque la factura
history-voucher-expired = no se vio ningún pago del servicio antes de que caducara la factura
history-voucher-refused = el servicio dijo: “{ $reason }”
