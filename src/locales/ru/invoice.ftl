## /invoice: receiving (src/features/invoice)

invoice-ask-amount = На какую сумму выставить счёт? (например: 1500; 1,5k; 0,0001 btc)
invoice-ask-description = За что этот счёт? Отправьте короткое описание или нажмите «Пропустить».
# $max: the longest description, in characters.
invoice-description-too-long = Описание должно быть не длиннее { $max } { $max ->
        [one] символа
        [few] символов
        [many] символов
       *[other] символа
    }.
# $reason: one sentence from the gateway's error texts.
invoice-failed = ⚠️ Не удалось создать счёт. { $reason }

## The caption of the invoice's QR photo: the headline, then the description and expiry lines when there are.

# $amount: "1,500 sat", maybe with "(≈ $1.02)".
invoice-headline-caption = ⚡ <b>Счёт на { $amount }</b>
# $description: the payer's reason, as given.
invoice-description-caption = 📝 { $description }
# $expiresInMin: whole minutes until the invoice expires.
invoice-expires-caption = ⏳ Истекает через { $expiresInMin } { $expiresInMin ->
        [one] минуту
        [few] минуты
        [many] минут
       *[other] минуты
    }
# Under the invoice sent as text when its QR photo could not be sent.
invoice-as-text = 🖼 Не удалось отправить сюда QR-код: нажмите на счёт выше, чтобы скопировать его.
