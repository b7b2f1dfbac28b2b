## /history (src/features/history): the person's operations, newest first, a page at a time.

# $from–$to: the operations on this page; $total: all of them.
history-title = 📜 <b>Cronologia</b> ({ $from }–{ $to } di { $total })
history-empty = Ancora nessuna operazione. Prova /invoice 1000.
history-previous = ◀ Più recenti
history-next = Meno recenti ▶

## One operation: its first line, then the date (and what it was for), then the reason of a
## failure. $kind is a history-kind-… text, $state a history-state-… text, $amount the
## amount (history-amount or history-amount-unknown), $fee a history-fee… text.

history-row = { $kind } · { $amount } · { $state }
history-row-with-fee = { $kind } · { $amount } { $fee } · { $state }
history-amount = <b>{ $amount }</b>
history-amount-unknown = importo non indicato
history-fee = + { $fee } di commissione
history-fee-unknown = + eventuale commissione di rete
# When it happened, in UTC: $date is YYYY-MM-DD, $time is HH:MM.
history-when = { $date } { $time } UTC
# The same with the other side or the description ($detail, HTML-escaped).
history-when-detail = { $date } { $time } UTC · { $detail }

history-kind-invoice = ⚡ Fattura
history-kind-payment = ➡️ Pagamento
history-kind-withdrawal = ⛓ Prelievo
history-kind-tip-sent = 💸 Mancia inviata
history-kind-tip-received = 🎁 Mancia ricevuta
history-kind-received = 📥 Ricevuto
history-kind-voucher = 🎟 Buono

history-state-pending = ⏳ in attesa
history-state-sent = ✅ inviato
history-state-paid = ✅ pagato
history-state-failed = ❌ non riuscito
history-state-unknown = ❓ sconosciuto — non ritentato
history-state-expired = ⌛ scaduto
# A voucher whose money came in (instead of history-state-paid).
history-state-received = ✅ ricevuto

## Under a voucher: its service has not paid yet, never paid, or refused ($reason: its own words).
history-voucher-waiting = in attesa che il servizio paghi, finché la fattura non scade
history-voucher-expired = nessun pagamento del servizio è stato visto prima che la fattura scadesse
history-voucher-refused = il servizio ha detto: “{ $reason }”
