## /invoice: receiving (src/features/invoice)

invoice-ask-amount = How much should the invoice be for? (e.g. 1500, 1.5k, 0.0001 btc)
invoice-ask-description = What is it for? Send a short description, or press Skip.
# $max: the longest description, in characters.
invoice-description-too-long = Please keep the description under { $max } characters.
# $reason: one sentence from the gateway's error texts.
invoice-failed = ⚠️ Could not create the invoice. { $reason }

## The caption of the invoice's QR photo: the headline, then the description and expiry lines when there are.

# $amount: "1,500 sat", maybe with "(≈ $1.02)".
invoice-headline-caption = ⚡ <b>Invoice for { $amount }</b>
# $description: the payer's reason, as given.
invoice-description-caption = 📝 { $description }
# $expiresInMin: whole minutes until the invoice expires.
invoice-expires-caption = ⏳ Expires in { $expiresInMin } { $expiresInMin ->
        [one] min
       *[other] min
    }
# Under the invoice sent as text when its QR photo could not be sent.
invoice-as-text = 🖼 I could not send the QR code here: tap the invoice above to copy it.
