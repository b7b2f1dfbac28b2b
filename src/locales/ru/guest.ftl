## Чаевые в гостевом режиме: @bot ответом в любом чате, даже если бота там нет (src/features/guest).

guest-title = Чаевые
guest-how-to = ⚡ Чтобы дать кому-то чаевые здесь, ответьте на его сообщение: <code>@{ $bot } 500 спасибо</code>. Он получит 500 sat с вашего счёта.
guest-no-reply = ⚡ Ответьте на сообщение того, кому хотите дать чаевые: <code>@bot 500</code>.
guest-self = ⚡ Себе чаевые дать нельзя: ответьте на сообщение другого человека.
guest-bot = ⚡ Ботам чаевые не дают: ответьте на сообщение человека.
guest-on-behalf-of-chat = ⚡ Это сообщение отправлено от имени чата, а не человеком: ответьте на сообщение участника.
guest-anonymous-tipper = ⚡ Вы пишете анонимно: чаевые идут со счёта конкретного человека.
guest-card = ⚡ { $tipper } → { $member } · { $amount }
guest-card-paid = ✅ { $tipper } → { $member } · { $amount } · оплачено
guest-card-cancelled = 🚫 { $tipper } → { $member } · { $amount } · отменено, ничего не отправлено
guest-card-not-sent = ❌ { $tipper } → { $member } · { $amount } · не отправлено
guest-card-unknown = ❓ { $tipper } → { $member } · { $amount } · результат неизвестен, повтора не будет
guest-card-pledged = ⏳ { $tipper } → { $member } · { $amount } · ждёт, пока { $member } заберёт
guest-card-note = 💬 { $note }
guest-pay-button = ⚡ Оплатить
guest-cancel-button = Отмена
guest-claim-button = 🎁 Получить
guest-only-tipper = Оплатить или отменить эти чаевые может только { $tipper }.
guest-gone = Эти чаевые больше недоступны.
guest-paid = Оплачено.
guest-pledged = Счёта пока нет: чаевые ждут, пока их заберут. Ничего не списано.
guest-already = Эти чаевые уже обработаны.
guest-already-paid = Эти чаевые уже оплачены. Ничего не отправлено дважды.
guest-not-sent = Не отправлено. Причину я написал в нашем личном чате.
guest-cancelled = Отменено. Ничего не отправлено.
guest-cancel-too-late = Отменить уже нельзя: платёж уже запрошен.
guest-received-note = ⚡ { $tipper } дал(а) вам чаевые { $amount } в { $where }.
guest-sent-note = ✅ Вы дали { $member } чаевые { $amount } в { $where }.
guest-pledged-note = ⏳ У { $member } пока нет счёта у меня: ваши чаевые { $amount } ждут, пока их заберут (ничего не списано). На карточке в чате есть кнопка «Получить»; можно также передать эту ссылку: { $link }
guest-not-sent-note = ❌ Ваши чаевые { $amount } для { $member } не отправлены: { $reason }
guest-unknown-note = ❓ Ваши чаевые { $amount } для { $member }: результат неизвестен. Повтора не будет; проверьте /history, прежде чем давать снова.
guest-reason-funds = недостаточно доступных средств (доступно: { $spendable }).
guest-reason-no-account = у вас пока нет счёта у меня. Сначала используйте /connect.
guest-reason-other = платёж выполнить не удалось.
guest-confirm-summary = Дать чаевые <b>{ $amount }</b> для { $to } в { $where }?
guest-what = чаевые { $amount } для { $to }
guest-outcome-sent = ✅ Чаевые { $amount } для { $to } отправлены
guest-outcome-cancelled = 🚫 Чаевые { $amount } для { $to } отменены.
guest-outcome-not-sent = ❌ Чаевые { $amount } для { $to } не отправлены
guest-outcome-unknown = ❓ Чаевые { $amount } для { $to }: неизвестно — повтора не будет.

## Обещано, затем получено или нет (HTML).
guest-card-claimed = ✅ { $tipper } → { $member } · { $amount } · получено
guest-card-unclaimed = 🚫 { $tipper } → { $member } · { $amount } · не получено, ничего не отправлено
# Подтверждение в личном чате не нажато вовремя (HTML).
guest-card-expired = ⌛ { $tipper } → { $member } · { $amount } · не подтверждено вовремя, ничего не отправлено

## Карточка для нескольких: @bot 300 @ann @bob спасибо (HTML).
guest-many-card = ⚡ { $tipper } → { $names } · по { $each } (всего { $total })
guest-many-card-shares = ⚡ { $tipper } дал чаевые:
guest-many-card-cancelled = 🚫 { $tipper } → { $names } · отменено, ничего не отправлено
guest-many-card-refused = ❌ { $tipper } → { $names } · никому не отправлено
guest-many-card-expired = ⌛ { $tipper } → { $names } · не подтверждено вовремя, ничего не отправлено
guest-many-line-unclaimed = 🚫 { $name }: не получено
guest-many-claim-button = 🎁 Получить: { $name }
guest-many-paying = Оплачиваю… На карточке видно, кто что получил.
guest-many-confirm = Дать по <b>{ $each }</b>: { $names } (всего <b>{ $total }</b>) в { $where }?
