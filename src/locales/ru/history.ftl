## /history (src/features/history): the person's operations, newest first, a page at a time.

# $from–$to: the operations on this page; $total: all of them.
history-title = 📜 <b>История</b> ({ $from }–{ $to } из { $total })
history-empty = Операций пока нет. Попробуйте /invoice 1000.
history-previous = ◀ Новее
history-next = Старше ▶

## One operation: its first line, then the date (and what it was for), then the reason of a
## failure. $kind is a history-kind-… text, $state a history-state-… text, $amount the
## amount (history-amount or history-amount-unknown), $fee a history-fee… text.

history-row = { $kind } · { $amount } · { $state }
history-row-with-fee = { $kind } · { $amount } { $fee } · { $state }
history-amount = <b>{ $amount }</b>
history-amount-unknown = сумма не указана
history-fee = + комиссия { $fee }
history-fee-unknown = + комиссия сети, если есть
# When it happened, in UTC: $date is YYYY-MM-DD, $time is HH:MM.
history-when = { $date } { $time } UTC
# The same with the other side or the description ($detail, HTML-escaped).
history-when-detail = { $date } { $time } UTC · { $detail }

history-kind-invoice = ⚡ Счёт
history-kind-payment = ➡️ Платёж
history-kind-withdrawal = ⛓ Вывод
history-kind-tip-sent = 💸 Чаевые отправлены
history-kind-tip-received = 🎁 Чаевые получены
history-kind-received = 📥 Поступление
history-kind-voucher = 🎟 Ваучер

history-state-pending = ⏳ в обработке
history-state-sent = ✅ отправлено
history-state-paid = ✅ оплачено
history-state-failed = ❌ не удалось
history-state-unknown = ❓ неизвестно — без повтора
history-state-expired = ⌛ истёк
# A voucher whose money came in (instead of history-state-paid).
history-state-received = ✅ получено

## Under a voucher: its service has not paid yet, never paid, or refused ($reason: its own words).
history-voucher-waiting = ждёт оплаты от сервиса, пока счёт не истечёт
history-voucher-expired = платёж сервиса не был замечен до истечения счёта
history-voucher-refused = сервис ответил: «{ $reason }»
