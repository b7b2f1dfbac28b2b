## The confirmation of every send (pay, withdraw, tip): the answers to its
## buttons and the outcomes it becomes (src/chat/flows/confirm.ts). HTML.
## $what names the send, e.g. "payment of 1,500 sat to alice@example.com";
## $reason is one plain sentence saying why it failed.

# The answer to a press of Confirm, while the send runs.
confirm-sending = ⏳ Отправляю…
confirm-sent = ✅ Готово: { $what }
confirm-not-sent = ❌ Не отправлено: { $what }
confirm-failed =
    ❌ Не отправлено: { $what }
    { $reason }
    С вашего аккаунта ничего не списано.
confirm-unknown =
    ❓ Результат неизвестен: { $what }
    Шлюз не подтвердил операцию. Автоматически она <b>не</b> повторяется: проверьте /balance и /history, прежде чем пробовать снова.
confirm-cancelled = 🚫 Отменено: { $what }. Ничего не отправлено.
confirm-nothing-left = С вашего аккаунта ничего не списано.
confirm-nothing-sent = Ничего не отправлено.
confirm-unknown-advice = Шлюз не подтвердил операцию. Автоматически она <b>не</b> повторяется: проверьте /balance и /history, прежде чем пробовать снова.
confirm-reason-told-privately = Причина указана в нашем личном чате. С вашего аккаунта ничего не списано.
confirm-reason-in-history = С вашего аккаунта ничего не списано. Откройте наш личный чат и отправьте /history, чтобы узнать причину.
confirm-already = Это уже обработано.
# $state: the send's state as kept in the history.
confirm-already-state = Уже обработано: { $state ->
        [sent] отправлено
        [paid] оплачено
        [failed] не удалось
       *[other] { $state }
    }.
confirm-stale = Срок этого подтверждения истёк. Начните заново.
# $limit: an amount, e.g. 1,000,000 sat.
confirm-over-per-payment = Это больше лимита { $limit } на один платёж. Ничего не отправлено.
# $limit, $remaining: amounts.
confirm-over-daily = Так будет превышен ваш дневной лимит { $limit } (на сегодня осталось: { $remaining }). Ничего не отправлено.
# In the group; $told is "yes" when the person was told more in the private chat, else "no".
confirm-over-daily-in-group = { $told ->
        [yes] Так будет превышен ваш дневной лимит; подробности — в нашем личном чате. Ничего не отправлено.
       *[no] Так будет превышен ваш дневной лимит. Ничего не отправлено.
    }
# $expected, $got: amounts.
confirm-amount-mismatch = Счёт получателя выставлен на { $got }, а не на подтверждённую вами сумму { $expected }, поэтому он не оплачен.
# $expected: an amount.
confirm-amount-mismatch-no-amount = Счёт получателя выставлен без фиксированной суммы, а не на подтверждённую вами сумму { $expected }, поэтому он не оплачен.
confirm-no-recipient = У получателя нет аккаунта, на который можно это получить.
confirm-gateway-refused = Шлюз отказал.
confirm-account-changed =
    🚫 Не отправлено: { $what }
    Это было показано для аккаунта шлюза, который больше не подключён. Ничего не отправлено: начните заново, чтобы заплатить с текущего аккаунта.
confirm-account-changed-answer = После показа этого сообщения ваш аккаунт сменился. Ничего не отправлено: начните заново.
confirm-interrupted =
    ❓ Результат неизвестен: { $what }
    Работа бота прервалась во время отправки. Автоматически операция <b>не</b> повторяется: проверьте /balance и /history, прежде чем пробовать снова.
confirm-interrupted-advice = Работа бота прервалась во время отправки. Автоматически операция <b>не</b> повторяется: проверьте /balance и /history, прежде чем пробовать снова.
confirm-unknown-answer = ❓ Результат неизвестен — без повтора. Проверьте /balance и /history, прежде чем пробовать снова.
confirm-in-progress = ⏳ Результата пока нет: он появится в сообщении с подтверждением. Ничего не отправляется дважды.
# A send named from its history entry: $amount, e.g. 1,500 sat; $counterpart, e.g. alice@example.com.
confirm-what-from-history = { $amount } получателю { $counterpart }

## Why a payment failed or is in doubt, as /history and a settled send say it.
failure-not-confirmed = Шлюз не подтвердил результат; повтора не будет. Проверьте /balance, прежде чем пробовать снова.
failure-interrupted-before-send = Прервано до отправки: ничего не отправлено.
failure-cancelled-before-send = Отменено до отправки: ничего не отправлено.
failure-interrupted-while-sending = Прервано во время отправки: повтора не будет. Проверьте /balance и /history.
failure-host-unreachable = Не удалось связаться с { $host } перед самой отправкой, поэтому ничего не отправлено. Попробуйте позже.
