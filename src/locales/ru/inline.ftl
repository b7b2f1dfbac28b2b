## Инлайн-режим: @bot в любом чате (src/features/inline).

inline-setup-button = Настроить: открыть бота
inline-help-invoice-title = Запросить платёж: введите сумму и назначение
inline-help-invoice-description = напр. @{ $bot } 1000 кофе, 5k обед, 5 usd
inline-help-message = ⚡ Чтобы запросить платёж в любом чате, введите <code>@{ $bot } 1000 кофе</code> и выберите счёт.
inline-refused-title = Эту сумму использовать нельзя

inline-invoice-title = Счёт на { $amount }: { $description }
inline-invoice-title-alone = Счёт на { $amount }
inline-invoice-result-description = Создаёт счёт на вашем аккаунте и публикует его здесь, чтобы любой мог оплатить.
inline-invoice-pending = ⏳ Создаю <b>счёт на { $amount }</b>…
inline-pending-button = ⏳ Создаю…
inline-pending-alert = Счёт ещё не готов. Если это сообщение не изменится в течение минуты, счёт не создан: попросите отправителя о новом.
inline-no-account = ⚠️ Счёт не создан: у отправителя ещё нет аккаунта у меня.
inline-invoice-not-created = ⚠️ Счёт не создан: такая сумма не допускается. Введите другую.
inline-pay-button = ⚡ Оплатить
inline-qr-button = 🔳 QR-код
inline-qr-sent = QR-код в вашем личном чате со мной.
inline-invoice-gone = Этот счёт больше недоступен. Запросите новый.

inline-help-send-title = Подарить первому, кто заберёт: введите send и сумму
inline-help-send-description = напр. @{ $bot } send 500 спасибо
inline-help-send-message = 🎁 Чтобы подарить сатоши первому, кто заберёт их в любом чате, введите <code>@{ $bot } send 500 спасибо</code> и выберите.
inline-send-needs-amount = Введите сумму после send, напр. send 500 спасибо.
inline-send-title = Отправить { $amount }: первому, кто заберёт
inline-send-result-description = Отправляет { $amount } с вашего аккаунта первому, кто заберёт, в этот момент (действуют ваши лимиты). Открыто сутки.
inline-send-pending = ⏳ Готовлю <b>{ $amount } для первого, кто заберёт</b>…
inline-send-pending-alert = Ещё не готово. Если это сообщение не изменится в течение минуты, ничего не предложено: попросите отправителя ещё раз.
inline-send-no-account = ⚠️ Ничего не предложено: у отправителя ещё нет аккаунта у меня.
inline-send-not-offered = ⚠️ Ничего не предложено: такая сумма не допускается. Введите другую.
inline-send-card = 🎁 <b>{ $name } отправляет { $amount }</b> первому, кто заберёт.
inline-send-card-expiry = Ничего не отправляется, пока кто-то не заберёт. Открыто сутки.
inline-claim-button = 🎁 Забрать
inline-cancel-button = ✖️ Отменить (только отправитель)
inline-send-claimed = ✅ <b>{ $claimer } забрал(а) { $amount }</b> от { $name }.
inline-send-unknown = ⚠️ <b>{ $amount } для { $claimer }: результат неизвестен</b>, без повтора. { $name } может проверить /history.
inline-send-cancelled = ✖️ <b>Отменено</b> отправителем { $name }: ничего не отправлено.
inline-send-expired = ⌛ <b>Истекло</b>: никто не забрал { $amount } от { $name }; ничего не отправлено.
inline-send-closed = ✖️ <b>Закрыто</b>: { $amount } от { $name } больше нельзя забрать; ничего не отправлено.
# Someone who could not receive pressed Claim on an inline send and opened the bot through it:
# what waits for them, said first. $name: the sender (HTML-escaped); $ready: "yes" when they
# can receive now (the sandbox made their test account), else "no" (/connect follows).
inline-send-waiting =
    🎁 <b>{ $name } отправляет { $amount }</b> первому, кто заберёт, и отправка всё ещё открыта.
    { $ready ->
        [yes] Ваш счёт готов: вернитесь к сообщению и снова нажмите на нём кнопку 🎁, чтобы получить.
       *[no] Чтобы получить, подключите торговый счёт (данные я спрошу ниже) или укажите lightning-адрес в /settings, затем вернитесь к сообщению и снова нажмите на нём кнопку 🎁.
    }
inline-claim-paid = 💰 Вы получили { $amount } от { $name }.
inline-claim-own = Нельзя забрать собственную отправку. Нажмите «Отменить», чтобы забрать её назад.
inline-claim-taken = Кто-то другой забрал первым.
inline-claim-ended = Эта отправка больше не открыта.
inline-claim-busy = Ваш платёж уже проводится. Подождите немного.
inline-claim-already = Вы уже забрали это.
inline-claim-not-paid = Ничего не оплачено: аккаунт отправителя сейчас не может заплатить. Отправка открыта: попробуйте позже.
inline-claim-unknown = Платёж ушёл, но его результат неизвестен; повтора не будет. Проверьте /history.
inline-cancel-not-owner = Отменить может только отправитель.
inline-cancel-done = Отменено: ничего не отправлено.
inline-cancel-too-late = Слишком поздно: кто-то как раз забирает.
inline-send-gone = Эта отправка больше недоступна.
inline-send-note-claimed = 🎁 { $claimer } забрал(а) ваши <b>{ $amount }</b> (инлайн-отправка).

## The inline giveaway (ru): see en/inline.ftl for what each text is for.

inline-help-giveaway-title = Раздать первым: введите giveaway, сумму и сколько человек
inline-help-giveaway-description = напр. @{ $bot } giveaway 1000 5 спасибо
inline-help-giveaway-message = 🎁 Чтобы разделить сатоши между первыми, кто заберёт их в любом чате, введите <code>@{ $bot } giveaway 1000 5 спасибо</code> (5 × 200 sat) и выберите.
inline-giveaway-needs-amounts = Введите сумму и сколько человек после giveaway, напр. giveaway 1000 5 спасибо.
inline-giveaway-ambiguous = Это читается двояко: напишите сумму без пробелов, например giveaway 1500 5
inline-giveaway-title = Раздача: { $count } × { $share }, первым, кто заберёт
inline-giveaway-result-description = Отдаёт до { $total } с вашего аккаунта: { $count } × { $share } первым { $count }, кто заберёт, оплата в этот момент (тогда действуют ваши лимиты). Заканчивается через { $minutes } мин; можно завершить раньше.
inline-giveaway-pending = ⏳ Готовлю <b>раздачу: { $count } × { $share }</b>…
inline-giveaway-place = инлайн-сообщении
