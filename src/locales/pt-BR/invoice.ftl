## /invoice: receiving (src/features/invoice)

invoice-ask-amount = De quanto vai ser a fatura? (por exemplo 1500, 1,5k, 0,0001 btc)
invoice-ask-description = É para quê? Envie uma descrição curta ou toque em Pular.
# $max: the longest description, in characters.
invoice-description-too-long = A descrição precisa ter menos de { $max } caracteres.
# $reason: one sentence from the gateway's error texts.
invoice-failed = ⚠️ Não foi possível criar a fatura. { $reason }

## The caption of the invoice's QR photo: the headline, then the description and expiry lines when there are.

# $amount: "1,500 sat", maybe with "(≈ $1.02)".
invoice-headline-caption = ⚡ <b>Fatura de { $amount }</b>
# $description: the payer's reason, as given.
invoice-description-caption = 📝 { $description }
# $expiresInMin: whole minutes until the invoice expires.
invoice-expires-caption = ⏳ Expira em { $expiresInMin } { $expiresInMin ->
        [one] min
       *[other] min
    }
# Under the invoice sent as text when its QR photo could not be sent.
invoice-as-text = 🖼 Não consegui enviar o QR code aqui: toque na fatura acima para copiá-la.
