## /history (src/features/history): the person's operations, newest first, a page at a time.

# $from–$to: the operations on this page; $total: all of them.
history-title = 📜 <b>History</b> ({ $from }–{ $to } of { $total })
history-empty = No operations yet. Try /invoice 1000.
history-previous = ◀ Newer
history-next = Older ▶

## One operation: its first line, then the date (and what it was for), then the reason of a
## failure. $kind is a history-kind-… text, $state a history-state-… text, $amount the
## amount (history-amount or history-amount-unknown), $fee a history-fee… text.

history-row = { $kind } · { $amount } · { $state }
history-row-with-fee = { $kind } · { $amount } { $fee } · { $state }
history-amount = <b>{ $amount }</b>
history-amount-unknown = amount not given
history-fee = + { $fee } fee
history-fee-unknown = + network fee, if any
# When it happened, in UTC: $date is YYYY-MM-DD, $time is HH:MM.
history-when = { $date } { $time } UTC
# The same with the other side or the description ($detail, HTML-escaped).
history-when-detail = { $date } { $time } UTC · { $detail }

history-kind-invoice = ⚡ Invoice
history-kind-payment = ➡️ Payment
history-kind-withdrawal = ⛓ Withdrawal
history-kind-tip-sent = 💸 Tip sent
history-kind-tip-received = 🎁 Tip received
history-kind-received = 📥 Received
history-kind-voucher = 🎟 Voucher

history-state-pending = ⏳ pending
history-state-sent = ✅ sent
history-state-paid = ✅ paid
history-state-failed = ❌ failed
history-state-unknown = ❓ unknown — not retried
history-state-expired = ⌛ expired
# A voucher whose money came in (instead of history-state-paid).
history-state-received = ✅ received

## Under a voucher: its service has not paid yet, never paid, or refused ($reason: its own words).
history-voucher-waiting = waiting for the service to pay, until the invoice expires
history-voucher-expired = no payment from the service was seen before the invoice expired
history-voucher-refused = the service said: “{ $reason }”
