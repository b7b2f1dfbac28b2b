## Texts shared by several features (the flows of src/chat/flows, the
## middleware, /cancel). Plain text unless a message says it is HTML.

# Added under every message about money while the bot runs on the sandbox (HTML).
common-test-money = 🧪 <i>тестовые деньги (песочница)</i>
common-unexpected-error = ⚠️ У нас что-то пошло не так. Проверьте /history, прежде чем повторять платёж.
common-busy = ⏳ Ваш предыдущий запрос ещё обрабатывается. Отправьте это снова чуть позже.
common-late = ⏳ Извините: я был перегружен, и ваше сообщение дошло до меня с опозданием на несколько минут, поэтому я его не выполнил. Если это ещё нужно, отправьте его снова.
common-overloaded = ⏳ Сейчас я очень занят, поэтому не выполнил ваше сообщение. Отправьте его снова через несколько минут.
common-storage-down = ⚠️ Сейчас я не могу связаться со своим хранилищем: это нажатие ничего не сделало и ничего не оплатило. Попробуйте ещё раз через минуту.
common-button-error = Что-то пошло не так. Попробуйте ещё раз.
common-stale-button = Эта кнопка больше не действует.
common-not-your-button = Эту кнопку может нажать только тот, кто задал вопрос.
# A press on a copy of a card (a forwarded message, another chat): it does nothing.
common-press-elsewhere = Эта кнопка работает только в исходном сообщении, в том чате, где оно опубликовано, а не в пересланной копии.
# A press on a group's card by someone who is not in that group: it does nothing.
common-press-members-only = Эту кнопку могут использовать только участники этой группы.
# $command: the command's name without its slash, e.g. history (HTML).
common-private-only = 🔒 /{ $command } работает в личном чате со мной, чтобы ничего конфиденциального не попало в группу.
# A button.
common-open-private-chat = Открыть личный чат
common-answered-privately = 💬 Из { $group }: отвечаю здесь, потому что в группе сейчас очень оживлённо.
common-no-account = У вас ещё не подключён аккаунт шлюза. Отправьте /connect, чтобы добавить аккаунт мерчанта.
common-cancelled = Отменено.
common-nothing-to-cancel = Отменять нечего.
# A button.
common-skip = Пропустить
# A button.
common-cancel = Отмена
# Under a question in a group, where no Skip button fits beside the reply field.
common-skip-by-command = Или отправьте /skip, чтобы пропустить.

## A question closed, and how to start it again. $restart is the command that
## starts it again (e.g. /invoice), or "none" when it is not known.

# $tries: how many answers were refused.
common-question-closed = Вопрос закрыт: не удалось использовать { $tries } { $tries ->
        [one] ответ
        [few] ответа
        [many] ответов
       *[other] ответа
    }. { $restart ->
        [none] Отправьте команду ещё раз, чтобы начать заново.
       *[other] Отправьте { $restart }, чтобы начать заново.
    }
common-question-was-closed = Этот вопрос был закрыт раньше, поэтому ваш ответ не использован. { $restart ->
        [none] Отправьте команду ещё раз, чтобы начать заново.
       *[other] Отправьте { $restart }, чтобы начать заново.
    }
common-question-timed-out = Время ожидания ответа на этот вопрос истекло, поэтому ваш ответ не использован. { $restart ->
        [none] Отправьте команду ещё раз, чтобы начать заново.
       *[other] Отправьте { $restart }, чтобы начать заново.
    }
# $command: the command as written, with its slash, e.g. /pay.
common-edited-send = ✏️ Отредактированные платёжные команды я не выполняю: ничего не отправлено и не изменено. Отправьте { $command } заново, новым сообщением.

## Why an amount was refused (one line; the examples are what the parser
## accepts in this language).

common-amount-reasons-empty = Отправьте сумму, например: 1500; 1,5k или 0,0001 btc.
common-amount-reasons-not-a-number = Не понимаю такую сумму. Попробуйте: 1500; 1 500; 1,5k; 21k sats или 0,0001 btc.
common-amount-reasons-ambiguous = Эту сумму можно понять двояко: точка для одних отделяет дробную часть, а для других — тысячи. Напишите без точки, например: 1500; 1,5k или 0,0001 btc.
# $unit: the unit as the user wrote it (letters and currency signs only).
common-amount-reasons-unknown-unit = Единица «{ $unit }» мне незнакома. Пишите sat, k (тысяча sat) или btc, например: 1500; 1,5k или 0,0001 btc.
# The same, when the unit cannot be named.
common-amount-reasons-unknown-unit-unnamed = Эта единица мне незнакома. Пишите sat, k (тысяча sat) или btc, например: 1500; 1,5k или 0,0001 btc.
common-amount-reasons-zero = Сумма должна быть больше нуля.
common-amount-reasons-negative = Сумма не может быть отрицательной.
common-amount-reasons-fractional-sat = В lightning суммы — только целые сатоши: 1 sat — наименьшая единица (0,00000001 btc).
# $max: the largest amount of one payment, e.g. 1,000,000 sat.
common-amount-reasons-too-large = Это больше лимита { $max } на один платёж.
common-amount-reasons-unsafe = Это слишком большая сумма.
