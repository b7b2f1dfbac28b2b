## Pledged tips (src/features/pledge): a tip to someone who cannot receive one yet waits,
## unpaid, until they claim it through a link. In a group, texts speak the group's language
## (no figures of anyone's account); private notes speak the person's. $from (the payer),
## $to (the member it is for) and $note arrive HTML-escaped; $amount is a formatted amount;
## $where is the chat in HTML (a link to the pledge message, or its title in bold);
## $until is a date and time.

## The pledge message, in the chat where it was made, edited as the pledge ends

pledge-message = 💸 { $from } обещает <b>{ $amount }</b> пользователю { $to } — { $to }, нажмите, чтобы получить.
pledge-claim-button = 🎁 Получить
pledge-message-claimed = ✅ { $to } получает <b>{ $amount }</b> от { $from }.
pledge-message-cancelled = 🚫 { $from } отменяет обещание { $amount } пользователю { $to }. Ничего не оплачено.
pledge-message-expired = ⌛ Обещание { $amount } от { $from } пользователю { $to } истекло, его не получили. Ничего не оплачено.
pledge-message-unknown = ❓ { $to } получает { $amount } от { $from }, но результат неизвестен. Платёж <b>не</b> повторяется.
pledge-message-closed = 🚫 Обещание { $amount } от { $from } пользователю { $to } больше нельзя получить. Ничего не оплачено.
# In the group when a pledge was refused (the payer was told why in private).
pledge-not-made-in-group = ❌ Обещание не создано; причину я написал вам в личном чате. Ничего не оплачено.
# Where a pledge made in a private chat was made.
pledge-where-private = личном чате

## Private notes to the payer

# $link: the claim link, to pass on.
pledge-made-note =
    💸 Вы обещали <b>{ $amount }</b> пользователю { $to } в чате { $where }. С вашего счёта пока ничего не списано: оплата пройдёт, только если { $to } получит обещание до { $until }.
    Ссылка для получения – перешлите её { $to }: { $link }
    Отменить: /history.
pledge-made-private-note =
    💸 Вы обещали <b>{ $amount }</b> пользователю { $to }. С вашего счёта пока ничего не списано: оплата пройдёт, только если { $to } получит обещание до { $until }.
    { $to } не видит этот чат: перешлите ему ссылку для получения: { $link }
    Отменить: /history.
# Refused: the payer made PLEDGES_PER_DAY pledges today. $max: that number.
pledge-daily-limit-note =
    ❌ Ваше обещание { $amount } пользователю { $to } не создано.
    Каждый участник может создать не больше { $max } в день, и сегодня вы достигли этого предела. Снова пообещать можно будет завтра (день меняется в полночь по UTC).
pledge-paid-note = ✅ { $to } получил(а) ваше обещание в чате { $where }: вы заплатили <b>{ $amount }</b>.
pledge-unknown-note = ❓ { $to } получил(а) ваше обещание { $amount } в чате { $where }, но шлюз не подтвердил платёж. Автоматически он <b>не</b> повторяется: проверьте /balance и /history.
# $reason: why it was not paid; $open: "yes" when the pledge still waits (until $until), else "no".
pledge-not-paid-note =
    ❌ { $to } пытался(-ась) получить ваше обещание { $amount } в чате { $where }, но оно не оплачено.
    { $reason }
    С вашего счёта ничего не списано. { $open ->
        [yes] Обещание открыто до { $until }: пополните счёт, и { $to } сможет получить его снова.
       *[no] Обещание завершено.
    }
pledge-expired-payer-note = ⌛ Ваше обещание { $amount } пользователю { $to } в чате { $where } истекло, его не получили. С вашего счёта ничего не списано.
# Several pledges made together (one rain's) expired at once: one note lists them.
# $count: how many; $rows: one pledge-expired-payer-row per line.
pledge-expired-payer-list =
    ⌛ { $count ->
        [one] { $count } ваше обещание в чате { $where } истекло, его не получили:
        [few] { $count } ваших обещания в чате { $where } истекли, их не получили:
        [many] { $count } ваших обещаний в чате { $where } истекли, их не получили:
       *[other] { $count } ваших обещания в чате { $where } истекли, их не получили:
    }
    { $rows }
    С вашего счёта ничего не списано.
pledge-expired-payer-row = • { $to }: { $amount }

## Private notes to the member it is for

pledge-claimed-note = 🎁 Вы получили <b>{ $amount }</b> от { $from } в чате { $where }.
pledge-claimed-next = Это видно в /history; /help покажет, что ещё я умею.
pledge-cancelled-recipient-note = 🚫 { $from } отменяет обещание { $amount } вам в чате { $where }. Ничего не оплачено.
pledge-expired-recipient-note = ⌛ Обещание { $amount } от { $from } вам в чате { $where } истекло. Ничего не оплачено.

## Answers to the claim link (/start claim_…), in the private chat

pledge-claim-gone = Этого обещания больше нет. Ничего не оплачено.
pledge-claim-own = Это ваше собственное обещание пользователю { $to }: получить его может только { $to }. Отменить можно в /history.
pledge-claim-not-for-you = 🙅 Это обещание для { $to }, а не для вас. Ничего не оплачено.
pledge-claim-cancelled = 🚫 { $from } отменяет это обещание. Ничего не оплачено.
pledge-claim-expired = ⌛ Срок этого обещания истёк. Ничего не оплачено.
pledge-claim-taken = Это обещание уже получено.
pledge-claim-closed = 🚫 Это обещание больше нельзя получить. Ничего не оплачено.
pledge-claim-busy = ⏳ Это обещание получают прямо сейчас: результат появится здесь через мгновение. Ничего не оплачивается дважды.
pledge-claim-already = ✅ Вы уже получили это обещание.
pledge-claim-unknown = ❓ Обещание { $amount } от { $from } отправлено вам, но шлюз его не подтвердил. Автоматически оно <b>не</b> повторяется: проверьте /balance и /history.
pledge-claim-set-up = 🎁 { $from } обещает вам <b>{ $amount }</b>. Чтобы получить, подключите торговый счёт через /connect или укажите lightning-адрес в /settings, затем откройте ссылку снова. Обещание ждёт до { $until }.
# $open: "yes" when the pledge still waits (until $until), else "no".
pledge-claim-not-paid =
    ❌ Обещание { $amount } от { $from } сейчас не удалось оплатить. Ничего не оплачено; { $from } уже знает. { $open ->
        [yes] Оно открыто до { $until }: откройте ссылку позже.
       *[no] Обещание завершено.
    }

## The payer's open pledges, after /history

pledge-open-title = 💸 <b>Ваши открытые обещания</b> (оплачиваются с вашего счёта только при получении):
pledge-open-row = • { $amount } для { $to } в чате { $where }, до { $until }
pledge-open-none = 💸 У вас нет открытых обещаний.
# A button (plain text): $amount, $to unescaped.
pledge-cancel-button = 🚫 Отменить { $amount } для { $to }
## Answers to Cancel (short, plain text)
pledge-cancelled-answer = Обещание отменено. Ничего не оплачено.
pledge-cancel-too-late = Слишком поздно: его получают прямо сейчас.
pledge-cancel-not-yours = Отменить обещание может только тот, кто его дал.
pledge-cancel-ended = Это обещание уже завершено.
pledge-cancel-gone = Этого обещания больше нет.
