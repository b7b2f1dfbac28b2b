## /lnurl in a group, as a reply or with @username (src/features/group-lnurl), in the
## group's language. $name arrives HTML-escaped.

# Above the member's pay code (a photo caption).
group-lnurl-headline-caption =
    🔁 <b>Платёжный код: { $name }</b>
    По нему кто угодно может отправить этому участнику любую сумму с любого lightning-кошелька.
# Above the pay code of a member's lightning address ($address, HTML-escaped).
group-lnurl-address-headline-caption =
    🔁 <b>Платёжный код: { $name }</b> (lightning-адрес участника: <code>{ $address }</code>)
    По нему кто угодно может отправить этому участнику любую сумму с любого lightning-кошелька.
group-lnurl-usage = 🔁 Ответьте на сообщение участника командой /lnurl или отправьте <code>/lnurl @username</code>, чтобы показать его платёжный код. /lnurl без всего покажет ваш.
# $username: the @username as written, HTML-escaped.
group-lnurl-unknown-username = Я не знаю участника { $username } в этой группе. Вместо этого ответьте на одно из его сообщений командой /lnurl.
group-lnurl-bot = 🤖 У ботов нет платёжного кода.
group-lnurl-on-behalf-of-chat = Это сообщение отправлено от имени канала или анонимного админа, поэтому нет участника, чей платёжный код можно показать.
group-lnurl-no-account = У участника { $name } нет ни аккаунта у меня, ни lightning-адреса, поэтому показать платёжный код нельзя. Он может открыть личный чат со мной и всё настроить.
group-lnurl-no-webhook = ⚠️ Шлюз выдаст платёжный код участника { $name } только после того, как для его аккаунта будет настроен вебхук платежей.
# $reason: the gateway's failure in one sentence, HTML-escaped.
group-lnurl-failed = ⚠️ Не удалось получить платёжный код. { $reason }
