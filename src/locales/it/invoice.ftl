## /invoice: receiving (src/features/invoice)

invoice-ask-amount = Di quanto deve essere la fattura? (ad es. 1500, 1,5k, 0,0001 btc)
invoice-ask-description = A cosa serve? Invia una breve descrizione oppure premi Salta.
# $max: the longest description, in characters.
invoice-description-too-long = La descrizione deve restare sotto i { $max } caratteri.
# $reason: one sentence from the gateway's error texts.
invoice-failed = ⚠️ Impossibile creare la fattura. { $reason }

## The caption of the invoice's QR photo: the headline, then the description and expiry lines when there are.

# $amount: "1,500 sat", maybe with "(≈ $1.02)".
invoice-headline-caption = ⚡ <b>Fattura da { $amount }</b>
# $description: the payer's reason, as given.
invoice-description-caption = 📝 { $description }
# $expiresInMin: whole minutes until the invoice expires.
invoice-expires-caption = ⏳ Scade tra { $expiresInMin } { $expiresInMin ->
        [one] min
       *[other] min
    }
# Under the invoice sent as text when its QR photo could not be sent.
invoice-as-text = 🖼 Non sono riuscito a inviare qui il codice QR: tocca la fattura qui sopra per copiarla.
