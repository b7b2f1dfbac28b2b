## Notes from the gateway's events (src/features/notifications): to the owner of the
## money, in their language; an invoice's own message, turned "paid", in the language of the
## chat it is in. $amount and $balance are formatted amounts.

# An invoice's message (photo caption or text) once it is paid.
notification-paid-caption = ✅ <b>Ödendi: { $amount }</b>
# The invoice's description under its paid message or the owner's note (HTML-escaped).
notification-description = 📝 { $description }
# To the owner of a paid invoice.
notification-received = 💰 <b>{ $amount } alındı</b>
# Money through the owner's pay code or lightning address, payer unknown.
notification-received-through-pay-code = 💰 Ödeme kodunuz üzerinden <b>{ $amount } alındı</b>.
# The same, paid by another user of this bot ($from: their name, HTML-escaped).
notification-received-through-pay-code-from = 💰 Ödeme kodunuz üzerinden <b>{ $amount } alındı</b> (gönderen: { $from }).
# The event carried no amount: say what is known, never a guess.
notification-received-amount-unknown =
    💰 <b>Ödeme kodunuz üzerinden para geldi.</b>
    Ödeme geçidi tutarı bildirmedi: /balance ile bakın.
# The same, with the balance now.
notification-received-amount-unknown-balance =
    💰 <b>Ödeme kodunuz üzerinden para geldi.</b>
    Ödeme geçidi tutarı bildirmedi; bakiyeniz şu anda <b>{ $balance }</b>.
