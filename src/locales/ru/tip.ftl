## /tip (src/features/tip). In a group, texts speak the group's language; private notes
## speak the person's. $name, $to, $from and $note arrive HTML-escaped; $amount, $total and
## $spendable are formatted amounts; $where is the group in HTML (a link to the tipped
## message, or its title in bold).

## Usage and refusals (in the group, removed after a moment)

tip-usage = 💸 Ответьте на чьё-то сообщение командой <code>/tip 100</code> (после суммы можно добавить комментарий, например <code>/tip 1k спасибо!</code>).
tip-no-reply = 💸 Ответьте на сообщение того, кому хотите дать чаевые, командой <code>/tip 100</code> (после суммы можно добавить комментарий). Без ответа: <code>/send 100 @username</code>.
tip-in-private = 💸 /tip работает в группах: ответьте там на чьё-то сообщение командой <code>/tip 100</code>. Чаевые вам приходят на ваш аккаунт или на lightning-адрес, заданный в /settings.
tip-self = 🙃 Себе чаевые дать нельзя.
tip-anonymous-tipper = Чаевые идут с личного аккаунта участника: чтобы дать чаевые, пишите от своего имени (не от имени группы или канала).
tip-bot = 🤖 Боты не могут получать чаевые.
tip-on-behalf-of-chat = Это сообщение отправлено от имени канала или анонимного админа, поэтому чаевые давать некому.
# The invoice description of a tip without a note (the recipient's wallet may show it). $chat: the group's title, plain text.
tip-description = чаевые в чате «{ $chat }»

## The confirmation of a larger tip, in the group, and what it becomes

tip-confirm-summary = 💸 Дать чаевые <b>{ $amount }</b> пользователю { $to }?
# The tipper's note: a line under the confirmation, its outcome and the private notes.
tip-note = 📝 { $note }
# Names the tip inside other sentences ("Done: tip of 1,500 sat to Bob").
tip-what = чаевые { $amount } пользователю { $to }
tip-outcomes-sent = ✅ <b>Чаевые { $amount } отправлены</b> пользователю { $to }
tip-outcomes-cancelled = 🚫 Чаевые { $amount } пользователю { $to } отменены.
tip-outcomes-not-sent = ❌ <b>Чаевые { $amount } пользователю { $to } не отправлены</b>
tip-outcomes-unknown = ❓ <b>Чаевые { $amount } пользователю { $to }: результат неизвестен — без повтора.</b>
tip-confirm-label = ✅ Дать чаевые

## The public receipt of a tipped message, edited as more tips arrive

# $recipient: the tipped member; $tippers: tip-tipper-share texts joined with ", ", maybe ending with tip-more-tippers.
tip-receipt =
    💸 <b>{ $recipient }</b> получает <b>{ $total }</b> чаевых
    От: { $tippers }
# One tipper in the receipt: $name and what they gave in all.
tip-tipper-share = { $name } ({ $amount })
# Tippers beyond the ten named.
tip-more-tippers = ещё { $count }

## A tip that was not sent, or whose outcome is unknown: the group learns only that

tip-failed-in-group = ❌ Чаевые не отправлены; причина — в нашем личном чате. Ничего не оплачено.
tip-failed-in-group-see-history = ❌ Чаевые не отправлены. Ничего не оплачено. Откройте наш личный чат и отправьте /history, чтобы узнать причину.
tip-failed-in-group-untold = ❌ Чаевые не отправлены. Ничего не оплачено. Я пока не могу написать вам в личные сообщения: откройте чат со мной и попробуйте снова, чтобы узнать причину.
tip-unknown-in-group = ❓ Результат отправки чаевых неизвестен. Отправка <b>не</b> повторяется: проверьте /history в нашем личном чате, прежде чем пробовать снова.

## Private notes to the tipper and the recipient

# $spendable: what the tipper can spend now.
tip-not-enough-note =
    ❌ Ваши чаевые { $amount } пользователю { $to } в чате { $where } не отправлены: сейчас вам доступно { $spendable }.
    С вашего аккаунта ничего не списано.
tip-tipper-note = ✅ Вы дали чаевые <b>{ $amount }</b> пользователю { $to } в чате { $where }.
tip-recipient-note = 🎁 Вы получили чаевые <b>{ $amount }</b> в чате { $where }. Отправитель: { $from }.
# $reason: why the send failed, one or two sentences.
tip-failed-note =
    ❌ Ваши чаевые { $amount } пользователю { $to } в чате { $where } не отправлены.
    { $reason }
    С вашего аккаунта ничего не списано.
tip-unknown-note = ❓ Ваши чаевые { $amount } пользователю { $to } в чате { $where }: шлюз не подтвердил операцию. Автоматически она <b>не</b> повторяется: проверьте /balance и /history, прежде чем пробовать снова.

## /start tip: how tipping works ($sandbox: "yes" on the sandbox's test accounts, else "no")

tip-welcome-ready =
    💸 <b>Чаевые</b>: в группе ответьте на чьё-то сообщение командой <code>/tip 100</code> (после суммы можно добавить комментарий).

    { $sandbox ->
        [yes] ✅ Ваш тестовый аккаунт готов: чаевые вам приходят на него.
       *[no] ✅ Ваш аккаунт подключён: чаевые вам приходят на него.
    }
    Чтобы получать чаевые на другой кошелёк, задайте lightning-адрес в /settings.
tip-welcome-set-up =
    💸 <b>Чаевые</b>: в группе ответьте на чьё-то сообщение командой <code>/tip 100</code> (после суммы можно добавить комментарий).

    Чтобы получать чаевые, подключите аккаунт мерчанта через /connect или задайте lightning-адрес в /settings.

# The tipper, privately: a tip a restart cut off could not go ahead (its account, limits or funds changed).
tip-interrupted-not-sent-note = ❌ Ваши чаевые { $amount } для { $to } в { $where } не отправлены: бот перезапустился до отправки, и продолжить уже было нельзя. Ничего не оплачено.
