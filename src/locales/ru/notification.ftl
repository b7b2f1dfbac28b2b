## Notes from the gateway's events (src/features/notifications): to the owner of the
## money, in their language; an invoice's own message, turned "paid", in the language of the
## chat it is in. $amount and $balance are formatted amounts.

# An invoice's message (photo caption or text) once it is paid.
notification-paid-caption = ✅ <b>Оплачено: { $amount }</b>
# The invoice's description under its paid message or the owner's note (HTML-escaped).
notification-description = 📝 { $description }
# To the owner of a paid invoice.
notification-received = 💰 <b>Получено { $amount }</b>
# Money through the owner's pay code or lightning address, payer unknown.
notification-received-through-pay-code = 💰 <b>Получено { $amount }</b> через ваш платёжный код.
# The same, paid by another user of this bot ($from: their name, HTML-escaped).
notification-received-through-pay-code-from = 💰 <b>Получено { $amount }</b> через ваш платёжный код. Отправитель: { $from }.
# The event carried no amount: say what is known, never a guess.
notification-received-amount-unknown =
    💰 <b>Через ваш платёжный код поступили деньги.</b>
    Шлюз не сообщил сумму: смотрите /balance.
# The same, with the balance now.
notification-received-amount-unknown-balance =
    💰 <b>Через ваш платёжный код поступили деньги.</b>
    Шлюз не сообщил сумму; ваш баланс сейчас <b>{ $balance }</b>.
