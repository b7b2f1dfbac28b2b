## /invoice: receiving (src/features/invoice)

invoice-ask-amount = Fatura ne kadarlık olsun? (ör. 1500, 1,5k, 0,0001 btc)
invoice-ask-description = Ne için? Kısa bir açıklama gönderin ya da Atla’ya basın.
# $max: the longest description, in characters.
invoice-description-too-long = Lütfen açıklamayı { $max } karakterin altında tutun.
# $reason: one sentence from the gateway's error texts.
invoice-failed = ⚠️ Fatura oluşturulamadı. { $reason }

## The caption of the invoice's QR photo: the headline, then the description and expiry lines when there are.

# $amount: "1,500 sat", maybe with "(≈ $1.02)".
invoice-headline-caption = ⚡ <b>Fatura: { $amount }</b>
# $description: the payer's reason, as given.
invoice-description-caption = 📝 { $description }
# $expiresInMin: whole minutes until the invoice expires.
invoice-expires-caption = ⏳ { $expiresInMin } dk sonra sona erer
# Under the invoice sent as text when its QR photo could not be sent.
invoice-as-text = 🖼 QR kodunu buraya gönderemedim: kopyalamak için yukarıdaki faturaya dokunun.
