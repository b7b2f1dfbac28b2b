## /history (src/features/history): the person's operations, newest first, a page at a time.

# $from–$to: the operations on this page; $total: all of them.
history-title = 📜 <b>Verlauf</b> ({ $from }–{ $to } von { $total })
history-empty = Noch keine Vorgänge. Probier /invoice 1000.
history-previous = ◀ Neuere
history-next = Ältere ▶

## One operation: its first line, then the date (and what it was for), then the reason of a
## failure. $kind is a history-kind-… text, $state a history-state-… text, $amount the
## amount (history-amount or history-amount-unknown), $fee a history-fee… text.

history-row = { $kind } · { $amount } · { $state }
history-row-with-fee = { $kind } · { $amount } { $fee } · { $state }
history-amount = <b>{ $amount }</b>
history-amount-unknown = Betrag nicht angegeben
history-fee = + { $fee } Gebühr
history-fee-unknown = + ggf. Netzwerkgebühr
# When it happened, in UTC: $date is YYYY-MM-DD, $time is HH:MM.
history-when = { $date } { $time } UTC
# The same with the other side or the description ($detail, HTML-escaped).
history-when-detail = { $date } { $time } UTC · { $detail }

history-kind-invoice = ⚡ Rechnung
history-kind-payment = ➡️ Zahlung
history-kind-withdrawal = ⛓ Auszahlung
history-kind-tip-sent = 💸 Trinkgeld gegeben
history-kind-tip-received = 🎁 Trinkgeld erhalten
history-kind-received = 📥 Empfangen
history-kind-voucher = 🎟 Gutschein

history-state-pending = ⏳ ausstehend
history-state-sent = ✅ gesendet
history-state-paid = ✅ bezahlt
history-state-failed = ❌ fehlgeschlagen
history-state-unknown = ❓ unbekannt – nicht wiederholt
history-state-expired = ⌛ abgelaufen
# A voucher whose money came in (instead of history-state-paid).
history-state-received = ✅ empfangen

## Under a voucher: its service has not paid yet, never paid, or refused ($reason: its own words).
history-voucher-waiting = wartet auf die Zahlung des Dienstes, bis die Rechnung abläuft
history-voucher-expired = vor Ablauf der Rechnung wurde keine Zahlung des Dienstes gesehen
history-voucher-refused = der Dienst sagte: „{ $reason }“
