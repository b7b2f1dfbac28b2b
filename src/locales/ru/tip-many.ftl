## /tip нескольким сразу: /tip 300 @ann @bob спасибо (src/features/tip/many.ts).

tip-many-too-many = 💸 Не больше { $max } человек в одном /tip.
tip-many-too-small = 💸 Это меньше 1 sat на человека: назовите меньше людей или дайте больше.
tip-many-not-self = 💸 { $name } не может получить чаевые здесь (это вы или я).
tip-many-refused-note = ❌ Ваши чаевые на { $total } в сумме никому не отправлены: { $reason }
tip-many-funds = недостаточно доступных средств (доступно: { $spendable }).
tip-many-working = ⏳ Отправляю чаевые…
tip-many-confirm = Дать по <b>{ $each }</b>: { $names } (всего <b>{ $total }</b>)?
tip-many-gone = Эти чаевые больше недоступны.
tip-many-not-yours = Нажать может только тот, кто просил.
tip-many-cancelled = 🚫 Отменено. Ничего не отправлено.
tip-many-too-late = Отменить уже нельзя: чаевые уже подтверждены.
tip-many-receipt = ⚡ { $tipper } дал(а) чаевые:
tip-many-line-sent = ✅ { $name }: { $amount }
tip-many-line-pledged = ⏳ { $name }: { $amount } обещано, ждёт получения
tip-many-line-not-sent = ❌ { $name }: не отправлено
tip-many-line-unknown = ❓ { $name }: неизвестно — повтора не будет
tip-many-failed-note = Часть ваших чаевых не отправлена:
tip-many-line-reason = • { $name }: { $reason }
tip-many-reason-other = платёж выполнить не удалось.
