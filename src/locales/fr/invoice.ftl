## /invoice: receiving (src/features/invoice)

invoice-ask-amount = Quel montant pour la facture ? (par ex. 1500, 1,5k, 0,0001 btc)
invoice-ask-description = C’est pour quoi ? Envoyez une courte description, ou appuyez sur Passer.
# $max: the longest description, in characters.
invoice-description-too-long = La description doit faire moins de { $max } caractères.
# $reason: one sentence from the gateway's error texts.
invoice-failed = ⚠️ Impossible de créer la facture. { $reason }

## The caption of the invoice's QR photo: the headline, then the description and expiry lines when there are.

# $amount: "1,500 sat", maybe with "(≈ $1.02)".
invoice-headline-caption = ⚡ <b>Facture de { $amount }</b>
# $description: the payer's reason, as given.
invoice-description-caption = 📝 { $description }
# $expiresInMin: whole minutes until the invoice expires.
invoice-expires-caption = ⏳ Expire dans { $expiresInMin } { $expiresInMin ->
        [one] min
       *[other] min
    }
# Under the invoice sent as text when its QR photo could not be sent.
invoice-as-text = 🖼 Je n’ai pas pu envoyer le QR code ici : touchez la facture ci-dessus pour la copier.
