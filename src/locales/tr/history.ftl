## /history (src/features/history): the person's operations, newest first, a page at a time.

# $from–$to: the operations on this page; $total: all of them.
history-title = 📜 <b>Geçmiş</b> ({ $total } işlemden { $from }–{ $to })
history-empty = Henüz işlem yok. /invoice 1000 deneyin.
history-previous = ◀ Daha yeni
history-next = Daha eski ▶

## One operation: its first line, then the date (and what it was for), then the reason of a
## failure. $kind is a history-kind-… text, $state a history-state-… text, $amount the
## amount (history-amount or history-amount-unknown), $fee a history-fee… text.

history-row = { $kind } · { $amount } · { $state }
history-row-with-fee = { $kind } · { $amount } { $fee } · { $state }
history-amount = <b>{ $amount }</b>
history-amount-unknown = tutar belirtilmedi
history-fee = + { $fee } ücret
history-fee-unknown = + varsa ağ ücreti
# When it happened, in UTC: $date is YYYY-MM-DD, $time is HH:MM.
history-when = { $date } { $time } UTC
# The same with the other side or the description ($detail, HTML-escaped).
history-when-detail = { $date } { $time } UTC · { $detail }

history-kind-invoice = ⚡ Fatura
history-kind-payment = ➡️ Ödeme
history-kind-withdrawal = ⛓ Çekim
history-kind-tip-sent = 💸 Gönderilen bahşiş
history-kind-tip-received = 🎁 Alınan bahşiş
history-kind-received = 📥 Gelen ödeme
history-kind-voucher = 🎟 Kupon

history-state-pending = ⏳ beklemede
history-state-sent = ✅ gönderildi
history-state-paid = ✅ ödendi
history-state-failed = ❌ başarısız
history-state-unknown = ❓ bilinmiyor — yeniden denenmez
history-state-expired = ⌛ süresi doldu
# A voucher whose money came in (instead of history-state-paid).
history-state-received = ✅ alındı

## Under a voucher: its service has not paid yet, never paid, or refused ($reason: its own words).
history-voucher-waiting = fatura süresi dolana kadar hizmetin ödemesi bekleniyor
history-voucher-expired = fatura süresi dolmadan hizmetten bir ödeme görülmedi
history-voucher-refused = hizmet şunu söyledi: “{ $reason }”
