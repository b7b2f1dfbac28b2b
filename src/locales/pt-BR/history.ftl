## /history (src/features/history): the person's operations, newest first, a page at a time.

# $from–$to: the operations on this page; $total: all of them.
history-title = 📜 <b>Histórico</b> ({ $from }–{ $to } de { $total })
history-empty = Nenhuma operação ainda. Experimente /invoice 1000.
history-previous = ◀ Mais recentes
history-next = Mais antigas ▶

## One operation: its first line, then the date (and what it was for), then the reason of a
## failure. $kind is a history-kind-… text, $state a history-state-… text, $amount the
## amount (history-amount or history-amount-unknown), $fee a history-fee… text.

history-row = { $kind } · { $amount } · { $state }
history-row-with-fee = { $kind } · { $amount } { $fee } · { $state }
history-amount = <b>{ $amount }</b>
history-amount-unknown = valor não informado
history-fee = + { $fee } de taxa
history-fee-unknown = + taxa de rede, se houver
# When it happened, in UTC: $date is YYYY-MM-DD, $time is HH:MM.
history-when = { $date } { $time } UTC
# The same with the other side or the description ($detail, HTML-escaped).
history-when-detail = { $date } { $time } UTC · { $detail }

history-kind-invoice = ⚡ Fatura
history-kind-payment = ➡️ Pagamento
history-kind-withdrawal = ⛓ Saque
history-kind-tip-sent = 💸 Gorjeta enviada
history-kind-tip-received = 🎁 Gorjeta recebida
history-kind-received = 📥 Recebido
history-kind-voucher = 🎟 Voucher

history-state-pending = ⏳ pendente
history-state-sent = ✅ enviado
history-state-paid = ✅ pago
history-state-failed = ❌ falhou
history-state-unknown = ❓ desconhecido — sem nova tentativa
history-state-expired = ⌛ expirado
# A voucher whose money came in (instead of history-state-paid).
history-state-received = ✅ recebido

## Under a voucher: its service has not paid yet, never paid, or refused ($reason: its own words).
history-voucher-waiting = aguardando o serviço pagar, até a fatura expirar
history-voucher-expired = nenhum pagamento do serviço foi visto antes de a fatura expirar
history-voucher-refused = o serviço disse: “{ $reason }”
