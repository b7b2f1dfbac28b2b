## /pay: what to pay (src/features/pay)
## Amounts ($amount, $spendable, $limit, ...) arrive formatted: "1,500 sat", maybe with "(≈ $1.02)".

pay-ask-target = Что оплатить? Отправьте lightning-счёт, LNURL или lightning-адрес (name@domain) либо фото QR-кода.
pay-not-recognised = Не удалось распознать это как lightning-счёт, LNURL или lightning-адрес (name@domain).
pay-group-hint = 🔒 Платежи проводятся в личном чате со мной.
pay-onchain-hint = Это ончейн-адрес биткоина. Чтобы отправить на него, используйте /withdraw.

## Invoices that cannot be paid

pay-expired = Срок действия этого счёта истёк. Попросите получателя выставить новый.
pay-zero-amount = В этом счёте не указана сумма. Попросите получателя выставить счёт с суммой или заплатите ему через LNURL или lightning-адрес.
# $invoiceNetwork, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
pay-wrong-network = Этот счёт для сети { $invoiceNetwork }, а этот бот платит в сети { $ours }.
pay-invoice-error-not-an-invoice = Это не lightning-счёт: счёт начинается с lnbc, lntb, lntbs или lnbcrt.
pay-invoice-error-checksum = Этот lightning-счёт повреждён (контрольная сумма не совпадает): скопируйте его ещё раз целиком.
pay-invoice-error-unknown-network = Этот lightning-счёт для сети, которую бот не обслуживает: попросите счёт в биткоине.
pay-invoice-error-malformed = Этот lightning-счёт составлен неправильно: попросите получателя выставить новый.
pay-invoice-error-bad-signature = У этого lightning-счёта недействительная подпись: попросите получателя выставить новый.
pay-invoice-error-unknown-feature = Этот lightning-счёт требует платёжную функцию, которую я не поддерживаю, поэтому оплата не прошла бы. Ничего не отправлено: попросите у получателя другой счёт.

## LNURLs and lightning addresses that cannot be read. $host: the pay code's web host, e.g. pay.example.com.

pay-lnurl-error-prefix = Это недействительный LNURL: он не начинается с lnurl1.
pay-lnurl-error-checksum = Это недействительный LNURL: неверная контрольная сумма bech32 или недопустимые символы.
pay-lnurl-error-no-url = Это недействительный LNURL: в нём нет веб-адреса.
pay-request-error-loopback = Платёжный код указывает на эту же машину ({ $host }).
pay-request-error-private-network = Платёжный код указывает на адрес в частной сети ({ $host }), а к таким я не обращаюсь.
pay-request-error-not-https = Адрес платёжного кода на { $host } не использует https, поэтому он небезопасен.
pay-request-error-unreachable = Не удалось получить данные платёжного кода с { $host }, поэтому я не могу показать, кому вы заплатите. Ничего не отправлено: попробуйте позже.
pay-request-error-not-lnurl = Сервис платёжного кода на { $host } ответил не так, как отвечает LNURL.
# $refusal: the service's own words (in its language, shortened); they stay inside the
# quotation marks, so the reader sees they are the service's and not the bot's.
pay-request-error-service-said = Сервис платёжного кода на { $host } отказал. Его собственные слова: «{ $refusal }»
pay-request-error-refused-silently = Сервис платёжного кода на { $host } отказал, не указав причину.
pay-request-error-not-pay-code = Этот LNURL на { $host } — не платёжный код (он для чего-то другого), поэтому его нельзя оплатить.
pay-request-error-incomplete = Сервис платёжного кода на { $host } прислал неполный запрос на оплату.
pay-request-error-bad-metadata = Сервис платёжного кода на { $host } прислал нечитаемые метаданные.
pay-request-error-no-whole-sat = Платёжный код на { $host } не принимает ни одной суммы в целых сатоши, поэтому отсюда его оплатить нельзя.

## Limits and balance, checked before the confirmation

pay-over-per-payment = Это больше лимита { $limit } на один платёж.
# $remaining: what the daily limit still allows today.
pay-over-daily = Так будет превышен ваш дневной лимит { $limit } (на сегодня осталось: { $remaining }).
pay-not-enough = Недостаточно средств: сейчас вам доступно { $spendable }.
# $total: amount plus $fee.
pay-not-enough-with-fee = Недостаточно средств: с комиссией сети { $fee } нужно { $total }, а сейчас вам доступно { $spendable }.

## The confirmation of an invoice: the question, then one line each (description, expiry, invoice)

pay-confirm-invoice = ⚡ <b>Заплатить { $amount }?</b>
# Under an amount shown to the millisatoshi: $sat is that amount rounded up ("967,879 sat").
pay-msat-counted = Учитывается как { $sat } в ваших лимитах и истории (с округлением вверх до целых сатоши).
# A line of the confirmation and of its outcome; $description: the invoice's or pay code's own description.
pay-description = 📝 { $description }
pay-code-description = 🏷 { $description }
# $minutes: whole minutes left, under an hour.
pay-expires-in-minutes = ⏳ Истекает через { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
        [many] минут
       *[other] минуты
    }
# $hours: 1 to 47 hours, exactly.
pay-expires-in-hours = ⏳ Истекает через { $hours } { $hours ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    }
# $hours (1 to 47) and $minutes (1 to 59).
pay-expires-in-hours-minutes = ⏳ Истекает через { $hours } ч { $minutes } мин
# $days: two or more.
pay-expires-in-days = ⏳ Истекает через { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    }
# $short: the invoice shortened, e.g. lnbc15u1p3…x7q4.
pay-invoice = 🧾 <code>{ $short }</code>

## The confirmation of an LNURL or lightning address. $to: the recipient's lightning address.

pay-confirm-lnurl = ⚡ <b>Заплатить { $amount }?</b>
pay-confirm-lnurl-to = ⚡ <b>Заплатить { $amount }</b> получателю { $to }?
pay-ask-lnurl-amount = Сколько вы хотите отправить?
pay-ask-lnurl-amount-to = Сколько вы хотите отправить получателю { $to }?
# Under the question and the outcome. $min, $max: the amounts the pay code accepts.
pay-lnurl-details = 🌐 Платёжный код на { $host } · принимает от { $min } до { $max }
pay-code-claimed-name = 🏷 Называет себя «{ $name }» (его собственные слова, не проверено)
pay-out-of-range = Этот платёжный код принимает от { $min } до { $max }, поэтому { $amount } на него заплатить нельзя. Ничего не отправлено: отправьте /pay ещё раз с суммой в этих пределах.

## The button and what the confirmation becomes

pay-confirm-label = Оплатить
# Names the send in the confirmation's other messages ("✅ Done: payment of 1,500 sat").
pay-what-invoice = платёж на { $amount }
# $to: the recipient's lightning address, or the pay code's host.
pay-what-lnurl = платёж на { $amount } получателю { $to }
pay-outcomes-sent = ✅ <b>Оплачено: { $amount }</b>
pay-outcomes-sent-to = ✅ <b>Оплачено: { $amount }</b>, получатель: { $to }
pay-outcomes-cancelled = 🚫 Платёж на { $amount } отменён.
pay-outcomes-cancelled-to = 🚫 Платёж на { $amount } получателю { $to } отменён.
pay-outcomes-not-sent = ❌ <b>Не оплачено</b>
pay-outcomes-unknown = ❓ <b>Платёж на { $amount }: результат неизвестен — без повтора.</b>

## Photos of QR codes

pay-no-qr = Не удалось найти QR-код на этом фото. Попробуйте снять чётче и ближе или вставьте счёт текстом.
pay-unreadable-image = Не удалось прочитать это изображение. Отправьте его как фото (JPEG или PNG) или вставьте счёт текстом.
pay-photo-too-large = Это изображение слишком большое. Отправьте фото QR-кода поменьше.
pay-qr-error-too-much-data = Этот текст слишком длинный для QR-кода: отправьте его текстом.
pay-qr-error-unsupported-format = Это изображение не в формате JPEG или PNG: отправьте QR-код как фото.
pay-qr-error-unreadable = Не удалось прочитать это изображение: отправьте QR-код ещё раз как фото.
pay-qr-error-too-large = Это изображение слишком большое для сканирования: отправьте фото QR-кода поменьше.
pay-qr-error-busy = Сейчас распознаётся слишком много фото: отправьте своё ещё раз через минуту.
# What the scanned QR code held, shown first; $content: its text, clipped.
pay-qr-shown = 📷 QR-код: <code>{ $content }</code>
# Shown under pay-qr-shown.
pay-qr-web-address = В этом QR-коде веб-адрес ({ $host }), а не платёж. Я не открываю ссылки: если доверяете этому адресу, откройте его сами.
pay-qr-onchain = В этом QR-коде биткоин-адрес. Чтобы отправить на него биткоин, отправьте <code>/withdraw { $address }</code>, и я спрошу сумму.
pay-qr-text = В этом QR-коде текст, а не платёж, поэтому оплачивать нечего. Отправьте вместо этого lightning-счёт, LNURL или lightning-адрес.
# After Confirm: the same invoice was paid, or is being paid, by another of the payer's payments
# (another /pay message, or the Mini App).
pay-paid-elsewhere = ✅ Этот счёт уже оплачен с вашего аккаунта. Больше ничего не отправлено.
pay-paying-elsewhere = ⏳ Этот счёт уже оплачивается с вашего аккаунта (здесь или в мини-приложении). Больше ничего не отправлено: в /history будет видно, чем всё закончится.
