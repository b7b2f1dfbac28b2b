## /connect and /disconnect (src/features/connect): merchant keys, in a private chat only.

connect-sandbox = 🧪 Этот бот работает на тестовом шлюзе (песочнице): ваш аккаунт создан автоматически и пополнен тестовыми деньгами, подключать ничего не нужно. /balance покажет баланс; /disconnect сбросит его и начислит тестовые деньги заново.
connect-sandbox-in-group = 🧪 Этот бот работает на тестовом шлюзе (песочнице): подключать ничего не нужно, каждый получает тестовый аккаунт в личном чате со мной.
connect-group-hint = 🔒 Подключайте аккаунт в личном чате со мной, никогда — в группе.

## The three questions of /connect, and the check with the gateway.

connect-intro = 🔑 Подключим ваш аккаунт мерчанта. Мне понадобятся три вещи: ID мерчанта, API-ключ и секретный ключ. Сообщения с ключами я удаляю сразу после прочтения, а сами ключи храню в зашифрованном виде. /cancel прерывает в любой момент.
connect-ask-merchant-id = 1/3 · Отправьте ваш <b>ID мерчанта</b>.
connect-ask-api-key = 2/3 · Отправьте ваш <b>API-ключ</b>. (Я удалю сообщение сразу после прочтения.)
connect-ask-secret-key = 3/3 · Отправьте ваш <b>секретный ключ</b>. (Я удалю сообщение сразу после прочтения.)
connect-bad-merchant-id = ID мерчанта — это одна строка без пробелов. Отправьте его ещё раз.
connect-bad-api-key = API-ключ — это одна строка без пробелов. Отправьте его ещё раз.
connect-bad-secret-key = Секретный ключ должен быть шестнадцатеричным (0-9, a-f). Отправьте его ещё раз.
connect-checking = Проверяю у шлюза…
# $reason: the gateway's refusal, one sentence.
connect-rejected =
    ❌ Шлюз не принял эти ключи. { $reason }
    Ничего не сохранено. Отправьте /connect, чтобы попробовать снова.
# The description of the 1 sat invoice /connect makes to prove the keys are the merchant's (seen in the gateway's own lists).
connect-check-invoice-description = Проверка подключения Telegram-ботом (не оплачивать)
# $merchantId: what the user typed (HTML-escaped).
connect-merchant-mismatch =
    ❌ Эти ключи принадлежат другому мерчанту, а не <code>{ $merchantId }</code>.
    Ничего не сохранено. Проверьте id мерчанта и отправьте /connect ещё раз.
# $merchantId: what the user typed; $reason: the gateway's answer, one sentence.
connect-check-failed =
    ❌ Не удалось подтвердить, что эти ключи принадлежат мерчанту <code>{ $merchantId }</code>. { $reason }
    Ничего не сохранено. Отправьте /connect, чтобы попробовать снова.
# $merchantId: the merchant id (HTML-escaped).
connect-merchant-taken =
    ❌ Мерчант <code>{ $merchantId }</code> уже подключён к другому аккаунту Telegram в этом боте. Мерчант может быть подключён только к одному аккаунту Telegram.
    Ничего не сохранено. Сначала отправьте /disconnect из того аккаунта.
# The answer after saving is up to three messages joined by a blank line:
# connect-connected, connect-connected-webhook (when the bot has a public
# address for payment events), connect-connected-next.
connect-connected = ✅ Мерчант <code>{ $merchantId }</code> подключён. Ваши ключи хранятся в зашифрованном виде.
# $eventsUrl: the URL the gateway should send this merchant's payment events to.
connect-connected-webhook =
    Чтобы получать уведомления о платежах и пользоваться /lnurl, зарегистрируйте у вашего шлюза этот URL вебхука для вашего мерчанта:
    <code>{ $eventsUrl }</code>
connect-connected-next = Попробуйте /balance или /invoice 1000.
connect-disconnected = Ваш аккаунт мерчанта удалён из этого бота. Ваши ключи стёрты.
connect-nothing-to-disconnect = Нет подключённого аккаунта, который можно удалить.

## /disconnect on the sandbox: reset the test account, after a question only its asker may answer.

# $balance: what the account holds now; $fresh: what the new account starts with.
connect-reset-question =
    🧪 <b>Сбросить тестовый аккаунт?</b>
    Ваш аккаунт в песочнице, на котором сейчас <b>{ $balance }</b>, заменится новым с <b>{ $fresh }</b> тестовых денег.
    Деньги, оплаченные по счетам и платёжным кодам старого аккаунта, до вас больше не дойдут. В /history останутся операции старого аккаунта.
# The same question when the balance could not be read. $fresh: what the new account starts with.
connect-reset-question-no-balance =
    🧪 <b>Сбросить тестовый аккаунт?</b>
    Ваш аккаунт в песочнице заменится новым с <b>{ $fresh }</b> тестовых денег.
    Деньги, оплаченные по счетам и платёжным кодам старого аккаунта, до вас больше не дойдут. В /history останутся операции старого аккаунта.
connect-reset-button = 🔄 Сбросить тестовые деньги
# $fresh: what the new account holds.
connect-reset-done = ✅ Тестовый аккаунт сброшен: на нём <b>{ $fresh }</b> тестовых денег. В /history по-прежнему есть операции старого аккаунта.
connect-reset-cancelled = Сброс отменён: тестовый аккаунт не изменился.
connect-reset-expired = Срок этого вопроса истёк: отправьте /disconnect ещё раз, чтобы сбросить тестовые деньги.
connect-nothing-to-reset = 🧪 У вас ещё нет тестового аккаунта: он создаётся при первой команде (попробуйте /balance). Сбрасывать нечего.
