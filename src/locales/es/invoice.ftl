## /invoice: receiving (src/features/invoice)

invoice-ask-amount = ¿De cuánto hago la factura? (p. ej. 1500, 1,5k, 0,0001 btc)
invoice-ask-description = ¿Para qué es? Envía una descripción breve o pulsa Omitir.
# $max: the longest description, in characters.
invoice-description-too-long = La descripción debe tener menos de { $max } caracteres.
# $reason: one sentence from the gateway's error texts.
invoice-failed = ⚠️ No se pudo crear la factura. { $reason }

## The caption of the invoice's QR photo: the headline, then the description and expiry lines when there are.

# $amount: "1,500 sat", maybe with "(≈ $1.02)".
invoice-headline-caption = ⚡ <b>Factura de { $amount }</b>
# $description: the payer's reason, as given.
invoice-description-caption = 📝 { $description }
# $expiresInMin: whole minutes until the invoice expires.
invoice-expires-caption = ⏳ Caduca en { $expiresInMin } { $expiresInMin ->
        [one] min
       *[other] min
    }
# Under the invoice sent as text when its QR photo could not be sent.
invoice-as-text = 🖼 No pude enviar el código QR aquí: toca la factura de arriba para copiarla.
