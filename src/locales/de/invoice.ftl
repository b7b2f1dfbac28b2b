## /invoice: receiving (src/features/invoice)

invoice-ask-amount = Über welchen Betrag soll die Rechnung lauten? (z. B. 1500, 1,5k, 0,0001 btc)
invoice-ask-description = Wofür ist sie? Sende eine kurze Beschreibung oder tippe auf Überspringen.
# $max: the longest description, in characters.
invoice-description-too-long = Bitte halte die Beschreibung unter { $max } Zeichen.
# $reason: one sentence from the gateway's error texts.
invoice-failed = ⚠️ Die Rechnung konnte nicht erstellt werden. { $reason }

## The caption of the invoice's QR photo: the headline, then the description and expiry lines when there are.

# $amount: "1,500 sat", maybe with "(≈ $1.02)".
invoice-headline-caption = ⚡ <b>Rechnung über { $amount }</b>
# $description: the payer's reason, as given.
invoice-description-caption = 📝 { $description }
# $expiresInMin: whole minutes until the invoice expires.
invoice-expires-caption = ⏳ Läuft in { $expiresInMin } { $expiresInMin ->
        [one] Min.
       *[other] Min.
    } ab
# Under the invoice sent as text when its QR photo could not be sent.
invoice-as-text = 🖼 Den QR-Code konnte ich hier nicht senden: Tippe auf die Rechnung oben, um sie zu kopieren.
