## /lnurl: your own pay code (src/features/lnurl), in the chat's language.

# Above the pay code (a photo caption).
lnurl-headline-caption =
    🔁 <b>Ваш платёжный код LNURL</b>
    По нему кто угодно может отправить вам любую сумму с любого lightning-кошелька, сколько угодно раз.
# Under the pay code, when it is a lightning address ($address, HTML-escaped).
lnurl-address-caption = ⚡ Lightning-адрес: <code>{ $address }</code>
# The gateway wants a webhook first; the operator's help, when no events URL of the bot is known.
lnurl-no-webhook =
    ⚠️ Шлюз выдаёт платёжные коды LNURL только аккаунтам с настроенным вебхуком платежей.
    Попросите оператора вашего шлюза настроить вебхук для вашего аккаунта мерчанта, затем попробуйте снова.
# The same with the bot's events URL for this account ($eventsUrl, HTML-escaped; private chat only: it holds a secret).
lnurl-no-webhook-url =
    ⚠️ Шлюз выдаёт платёжные коды LNURL только аккаунтам с настроенным вебхуком платежей.
    Зарегистрируйте у вашего шлюза этот URL вебхука для вашего аккаунта мерчанта, затем попробуйте снова:
    <code>{ $eventsUrl }</code>
lnurl-setup-sent-privately = 📬 Для платёжного кода сначала нужен один шаг настройки: инструкция отправлена вам в личный чат.
lnurl-setup-in-private-first = 🔒 Для платёжного кода сначала нужен один шаг настройки — я объясню его в личном чате. Откройте его и отправьте там /lnurl.
# Plain text (no HTML): $reason is the gateway's failure in one sentence.
lnurl-failed = ⚠️ Не удалось получить ваш платёжный код. { $reason }
