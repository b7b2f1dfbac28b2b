## Notes from the gateway's events (src/features/notifications): to the owner of the
## money, in their language; an invoice's own message, turned "paid", in the language of the
## chat it is in. $amount and $balance are formatted amounts.

# An invoice's message (photo caption or text) once it is paid.
notification-paid-caption = ✅ <b>Payée : { $amount }</b>
# The invoice's description under its paid message or the owner's note (HTML-escaped).
notification-description = 📝 { $description }
# To the owner of a paid invoice.
notification-received = 💰 <b>Vous avez reçu { $amount }</b>
# Money through the owner's pay code or lightning address, payer unknown.
notification-received-through-pay-code = 💰 <b>Vous avez reçu { $amount }</b> via votre code de paiement.
# The same, paid by another user of this bot ($from: their name, HTML-escaped).
notification-received-through-pay-code-from = 💰 <b>Vous avez reçu { $amount }</b> de { $from } via votre code de paiement.
# The event carried no amount: say what is known, never a guess.
notification-received-amount-unknown =
    💰 <b>De l’argent est arrivé via votre code de paiement.</b>
    La passerelle n’a pas indiqué le montant : consultez /balance.
# The same, with the balance now.
notification-received-amount-unknown-balance =
    💰 <b>De l’argent est arrivé via votre code de paiement.</b>
    La passerelle n’a pas indiqué le montant ; votre solde est maintenant de <b>{ $balance }</b>.
