## /tipjar (src/features/tipjar). The jar's message speaks the group's language and
## names contributors only (no one's figures); answers to a press and private messages speak
## the presser's. $owner, $note, $chat and $names arrive HTML-escaped where the text is HTML;
## $amount, $total, $target, $limit and $remaining are formatted amounts.

tipjar-usage = 🫙 Откройте копилку: <code>/tipjar 10k новый микрофон</code>. Она закрывается при достижении цели; напишите <code>10k+</code>, чтобы она оставалась открытой и дальше.
tipjar-in-private = 🫙 /tipjar работает в группах: <code>/tipjar 10k на что</code> открывает копилку, которую могут пополнять участники.
tipjar-anonymous = 🫙 Копилка платит своему владельцу: пишите от своего имени (не от имени группы или канала), чтобы открыть её.
# $name: the member who wanted to open a jar.
tipjar-owner-cannot-receive = 🙁 { $name }, вы пока не можете получать деньги: откройте личный чат со мной, чтобы завести счёт или указать lightning-адрес, затем откройте копилку снова.
tipjar-set-up-button = Настроить получение
# The invoice description of a jar payment without a "what for" (plain text). $owner: the jar's owner; $chat: the group's title.
tipjar-description = копилка { $owner } в { $chat }

## The jar's message, edited as payments land

tipjar-title = 🫙 <b>Копилка: { $owner }</b>
tipjar-for = 📝 { $note }
# $bar: a bar of ▓ and ░; $percent: a whole number.
tipjar-progress = { $bar } { $percent }%
tipjar-total = <b>{ $total }</b> из { $target }
# A jar that stays open beyond its target.
tipjar-total-open-ended = <b>{ $total }</b> из { $target } (открыта и после цели)
# $names: contributor names joined with ", ", maybe ending with tipjar-more-contributors.
tipjar-contributors = От: { $names }
tipjar-more-contributors = ещё { $count }
tipjar-no-contributors = Нажмите кнопку, чтобы внести вклад.
tipjar-closed-by-owner = 🔒 Закрыта владельцем: { $owner }.
tipjar-closed-at-target = 🎉 Цель достигнута: копилка закрыта.
tipjar-other-button = Другая сумма
tipjar-close-button = 🔒 Закрыть (владелец)

## Answers to a press (only the presser sees them) and private messages: plain text

tipjar-answer-confirm-sent = Я отправил вам подтверждение в личный чат.
tipjar-answer-second-press = Это было повторное нажатие: считается только первое. Нажмите ещё раз чуть позже, чтобы добавить.
tipjar-answer-closed = Копилка закрыта.
# $amount: what the presser put in; $owner: the jar's owner.
tipjar-paid = ✅ Вы положили { $amount } в копилку { $owner }.
tipjar-refused-gone = Эта копилка больше не открыта. Ничего не оплачено.
tipjar-refused-closed = Эта копилка закрыта. Ничего не оплачено.
tipjar-refused-own = Это ваша собственная копилка: её пополняют другие.
tipjar-refused-not-owner = Закрыть эту копилку может только { $owner }.
tipjar-refused-no-account = У вас пока нет счёта у меня: откройте личный чат со мной и нажмите снова. Ничего не оплачено.
tipjar-refused-owner-cannot-receive = { $owner } сейчас не может получать деньги. Ничего не оплачено.
tipjar-refused-over-per-payment = Это больше лимита { $limit } на один платёж. Ничего не оплачено.
tipjar-refused-over-daily = Это превышает ваш дневной лимит: сегодня осталось { $remaining }. Ничего не оплачено.
# $reason: why the send failed, one or two sentences.
tipjar-refused-failed = ❌ Не оплачено: { $reason } С вашего счёта ничего не ушло.
tipjar-refused-unknown = ❓ Результат неизвестен, повтора не будет. Проверьте /history, прежде чем платить снова.

## Other amount, and the confirmation, in the presser's private chat

# $chat: the group's title.
tipjar-ask-amount = 🫙 Сколько вы хотите положить в копилку { $owner } ({ $chat })? Отправьте сумму, например 500 или 2k (/cancel — отмена).
tipjar-confirm-summary = 🫙 Положить <b>{ $amount }</b> в копилку { $owner } в { $chat }?
# Names the payment inside other sentences.
tipjar-what = { $amount } в копилку { $owner }
tipjar-outcomes-sent = ✅ <b>{ $amount }</b> положено в копилку { $owner }
tipjar-outcomes-cancelled = 🚫 { $amount } в копилку { $owner }: отменено.
tipjar-outcomes-not-sent = ❌ <b>{ $amount } в копилку { $owner }: не отправлено</b>
tipjar-outcomes-unknown = ❓ <b>{ $amount } в копилку { $owner }: результат неизвестен — без повтора.</b>
tipjar-confirm-label = ✅ Оплатить

## Private notes

tipjar-owner-note = 🫙 В вашу копилку в чате { $where } поступило <b>{ $amount }</b>. Отправитель: { $from }.
tipjar-unknown-note = ❓ Ваш платёж { $amount } в копилку { $owner } в чате { $where }: шлюз не подтвердил операцию. Автоматически она <b>не</b> повторяется: проверьте /balance и /history, прежде чем пробовать снова.
