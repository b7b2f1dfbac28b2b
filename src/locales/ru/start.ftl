## /start and /help in a private chat (src/features/start). The welcome is
## three messages joined by a blank line: the greeting, the user's lightning
## address (only when they have one), and the list of commands.

# $name: the user's first name.
start-welcome-hello = ⚡ Привет, { $name }! Я — lightning-кошелёк прямо в Telegram: выставляйте счета, платите, выводите и дарите чаевые в группах.
# $address: user@domain, where anyone can pay the user.
start-welcome-address = Ваш lightning-адрес: <code>{ $address }</code>
# $sandbox: "yes" on the sandbox gateway (test money, nothing to connect), "no" on a real one.
start-welcome-commands =
    <b>Получить</b>
    /invoice <i>сумма [описание]</i> – lightning-счёт с QR-кодом
    /lnurl – ваш многоразовый платёжный код для любого кошелька
    /claim <i>lnurl</i> – погасить ваучер на ваш счёт (или просто вставьте его или пришлите фото его QR-кода)

    <b>Отправить</b>
    /pay <i>счёт | lnurl | user@domain [сумма]</i> – оплатить (или просто вставьте счёт либо пришлите фото QR-кода)
    /send <i>сумма @username | user@domain [комментарий]</i> – заплатить кому-то напрямую
    /withdraw <i>адрес сумма</i> – отправить ончейн

    <b>В группах</b>
    /tip <i>сумма [комментарий]</i> – ответьте кому-нибудь в группе, чтобы дать чаевые
    /giveaway, /rain, /tipjar, /top – раздачи, «дождь», копилки и рейтинг; подробнее – /help в группе

    <b>Аккаунт</b>
    /balance – всего, заморожено и доступно
    /history – ваши последние операции и открытые обещания
    /settings – язык, валюта, чаевые, чаевые реакциями, lightning-адрес
    { $sandbox ->
        [yes]
            {""}
            🧪 Этот бот работает на тестовом шлюзе (<b>песочнице</b>): ваш аккаунт создан автоматически, и на нём только тестовые деньги. /disconnect сбросит его и начислит тестовые деньги заново.
       *[no] /connect – подключить аккаунт мерчанта · /disconnect – удалить его
    }

    Суммы: 1500; 1 500; 1,5k; 21k sats или 0,0001 btc. /cancel прерывает любой вопрос.

start-welcome-inline = 🔎 В любом чате наберите <code>@{ $bot } 1000 кофе</code>, чтобы отправить счёт, или <code>@{ $bot } send 500</code>, чтобы подарить sat тому, кто заберёт первым.

## /start and /help in a group: what the bot does there; the rest is in the private chat.

start-group =
    ⚡ Я бот — lightning-кошелёк. Здесь, в группе:
    /tip <i>100</i> ответом на сообщение – дать чаевые его автору
    /send <i>100 @username</i> – заплатить участнику без ответа на сообщение
    /giveaway <i>1000 5</i> – первые 5, нажавшие «Забрать», получат по 200 sat
    /rain <i>1000</i> – разделить между недавно писавшими
    /tipjar <i>10k</i> – копилка, в которую может положить каждый; /top – кто здесь дал больше всех
    /invoice <i>1000</i> – попросить группу об оплате
    /lnurl – ваш платёжный код (ответом на сообщение — код этого участника)
    Ваш кошелёк, баланс и настройки — в нашем личном чате.
