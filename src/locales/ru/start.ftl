## /start and /help in a private chat (src/bot/features/start). The welcome is
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

    <b>Отправить</b>
    /pay <i>счёт | lnurl | user@domain [сумма]</i> – оплатить (или просто вставьте счёт либо пришлите фото QR-кода)
    /withdraw <i>адрес сумма</i> – отправить ончейн
    /tip <i>сумма [комментарий]</i> – ответьте кому-нибудь в группе, чтобы дать чаевые

    <b>Аккаунт</b>
    /balance – всего, заморожено и доступно
    /history – ваши последние операции
    /settings – язык, валюта, подтверждение чаевых, lightning-адрес
    { $sandbox ->
        [yes]
            {""}
            🧪 Этот бот работает на тестовом шлюзе (<b>песочнице</b>): ваш аккаунт создан автоматически, и на нём только тестовые деньги. /disconnect сбросит его и начислит тестовые деньги заново.
       *[no] /connect – подключить аккаунт мерчанта · /disconnect – удалить его
    }

    Суммы: 1500; 1 500; 1,5k; 21k sats или 0,0001 btc. /cancel прерывает любой вопрос.

## /start and /help in a group: what the bot does there; the rest is in the private chat.

start-group =
    ⚡ Я бот — lightning-кошелёк. Здесь, в группе:
    /tip <i>100</i> ответом на сообщение – дать чаевые его автору
    /invoice <i>1000</i> – попросить группу об оплате
    /lnurl – ваш платёжный код (ответом на сообщение — код этого участника)
    Ваш кошелёк, баланс и настройки — в нашем личном чате.
