## Notes from the gateway's events (src/features/notifications): to the owner of the
## money, in their language; an invoice's own message, turned "paid", in the language of the
## chat it is in. $amount and $balance are formatted amounts.

# An invoice's message (photo caption or text) once it is paid.
notification-paid-caption = ✅ <b>Dibayar: { $amount }</b>
# The invoice's description under its paid message or the owner's note (HTML-escaped).
notification-description = 📝 { $description }
# To the owner of a paid invoice.
notification-received = 💰 <b>Kamu menerima { $amount }</b>
# Money through the owner's pay code or lightning address, payer unknown.
notification-received-through-pay-code = 💰 <b>Kamu menerima { $amount }</b> lewat kode bayarmu.
# The same, paid by another user of this bot ($from: their name, HTML-escaped).
notification-received-through-pay-code-from = 💰 <b>Kamu menerima { $amount }</b> dari { $from } lewat kode bayarmu.
# The event carried no amount: say what is known, never a guess.
notification-received-amount-unknown =
    💰 <b>Ada uang masuk lewat kode bayarmu.</b>
    Gateway tidak menyebutkan jumlahnya: lihat /balance.
# The same, with the balance now.
notification-received-amount-unknown-balance =
    💰 <b>Ada uang masuk lewat kode bayarmu.</b>
    Gateway tidak menyebutkan jumlahnya; saldomu sekarang <b>{ $balance }</b>.
