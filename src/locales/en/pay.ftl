## /pay: what to pay (src/features/pay)
## Amounts ($amount, $spendable, $limit, ...) arrive formatted: "1,500 sat", maybe with "(≈ $1.02)".

pay-ask-target = What should I pay? Send a lightning invoice, an LNURL or a lightning address (name@domain), or a photo of a QR code.
pay-not-recognised = I could not read that as a lightning invoice, an LNURL or a lightning address (name@domain).
pay-group-hint = 🔒 Payments are made in a private chat with me.
pay-onchain-hint = This is an on-chain bitcoin address. To send there, use /withdraw.

## Invoices that cannot be paid

pay-expired = This invoice has expired. Ask the recipient for a new one.
pay-zero-amount = This invoice has no amount. Ask the recipient for an invoice with an amount, or pay their LNURL or lightning address instead.
# $invoiceNetwork, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
pay-wrong-network = This invoice is for { $invoiceNetwork }, but this bot pays on { $ours }.
pay-invoice-error-not-an-invoice = This is not a lightning invoice: an invoice starts with lnbc, lntb, lntbs or lnbcrt.
pay-invoice-error-checksum = This lightning invoice is damaged (its checksum does not match): copy it again in full.
pay-invoice-error-unknown-network = This lightning invoice is for a network this bot does not serve: ask for a bitcoin invoice.
pay-invoice-error-malformed = This lightning invoice is malformed: ask the payee for a new one.
pay-invoice-error-bad-signature = This lightning invoice has an invalid signature: ask the payee for a new one.
pay-invoice-error-unknown-feature = This lightning invoice requires a payment feature I do not support, so paying it would fail. Nothing was sent: ask the payee for another invoice.

## LNURLs and lightning addresses that cannot be read. $host: the pay code's web host, e.g. pay.example.com.

pay-lnurl-error-prefix = This is not a valid LNURL: it does not start with lnurl1.
pay-lnurl-error-checksum = This is not a valid LNURL: its bech32 checksum or characters are invalid.
pay-lnurl-error-no-url = This is not a valid LNURL: it does not contain a web address.
pay-request-error-loopback = The pay code points to this machine ({ $host }).
pay-request-error-private-network = The pay code points to a private network address ({ $host }), which I do not contact.
pay-request-error-not-https = The pay code's address at { $host } is not https, so it is not safe to use.
pay-request-error-unreachable = I could not read the pay code's details from { $host }, so I cannot show whom you would pay. Nothing was sent: try again later.
pay-request-error-not-lnurl = The pay code's service at { $host } did not answer as LNURL does.
# $refusal: the service's own words (in its language, shortened); they stay inside the
# quotation marks, so the reader sees they are the service's and not the bot's.
pay-request-error-service-said = The pay code's service at { $host } refused. In its own words: “{ $refusal }”
pay-request-error-refused-silently = The pay code's service at { $host } refused without giving a reason.
pay-request-error-not-pay-code = This LNURL at { $host } is not a pay code (it is for something else), so it cannot be paid.
pay-request-error-incomplete = The pay code's service at { $host } sent an incomplete pay request.
pay-request-error-bad-metadata = The pay code's service at { $host } sent unreadable metadata.
pay-request-error-no-whole-sat = The pay code at { $host } accepts no amount in whole satoshi, so it cannot be paid from here.

## Limits and balance, checked before the confirmation

pay-over-per-payment = This is above the limit of { $limit } per payment.
# $remaining: what the daily limit still allows today.
pay-over-daily = This would pass your daily limit of { $limit } (left today: { $remaining }).
pay-not-enough = Not enough funds: you can spend { $spendable } right now.
# $total: amount plus $fee.
pay-not-enough-with-fee = Not enough funds: this needs { $total } with the { $fee } network fee, and you can spend { $spendable } right now.

## The confirmation of an invoice: the question, then one line each (description, expiry, invoice)

pay-confirm-invoice = ⚡ <b>Pay { $amount }?</b>
# Under an amount shown to the millisatoshi: $sat is that amount rounded up ("967,879 sat").
pay-msat-counted = Counted as { $sat } in your limits and history (rounded up to a whole satoshi).
# A line of the confirmation and of its outcome; $description: the invoice's or pay code's own description.
pay-description = 📝 { $description }
# What a pay code (LNURL, lightning address) says of itself: its owner's words, not the payer's note (📝).
pay-code-description = 🏷 { $description }
# $minutes: whole minutes left, under an hour.
pay-expires-in-minutes = ⏳ Expires in { $minutes } { $minutes ->
        [one] min
       *[other] min
    }
# $hours: 1 to 47 hours, exactly.
pay-expires-in-hours = ⏳ Expires in { $hours } h
# $hours (1 to 47) and $minutes (1 to 59).
pay-expires-in-hours-minutes = ⏳ Expires in { $hours } h { $minutes } min
# $days: two or more.
pay-expires-in-days = ⏳ Expires in { $days } { $days ->
        [one] day
       *[other] days
    }
# $short: the invoice shortened, e.g. lnbc15u1p3…x7q4.
pay-invoice = 🧾 <code>{ $short }</code>

## The confirmation of an LNURL or lightning address. $to: the recipient's lightning address.

pay-confirm-lnurl = ⚡ <b>Pay { $amount }?</b>
pay-confirm-lnurl-to = ⚡ <b>Pay { $amount }</b> to { $to }?
pay-ask-lnurl-amount = How much do you want to send?
pay-ask-lnurl-amount-to = How much do you want to send to { $to }?
# Under the question and the outcome. $min, $max: the amounts the pay code accepts.
pay-lnurl-details = 🌐 Pay code at { $host } · accepts { $min } to { $max }
# Under pay-lnurl-details: what a pay code's metadata calls itself (anyone may write any name), so it is quoted as the service's own claim; the host above is where the money goes.
pay-code-claimed-name = 🏷 Calls itself “{ $name }” (its own words, not checked)
pay-out-of-range = This pay code accepts { $min } to { $max }, so { $amount } cannot be paid to it. Nothing was sent: send /pay again with an amount in that range.

## The button and what the confirmation becomes

pay-confirm-label = Pay
# Names the send in the confirmation's other messages ("✅ Done: payment of 1,500 sat").
pay-what-invoice = payment of { $amount }
# $to: the recipient's lightning address, or the pay code's host.
pay-what-lnurl = payment of { $amount } to { $to }
pay-outcomes-sent = ✅ <b>Paid { $amount }</b>
pay-outcomes-sent-to = ✅ <b>Paid { $amount }</b> to { $to }
pay-outcomes-cancelled = 🚫 Payment of { $amount } cancelled.
pay-outcomes-cancelled-to = 🚫 Payment of { $amount } to { $to } cancelled.
pay-outcomes-not-sent = ❌ <b>Not paid</b>
pay-outcomes-unknown = ❓ <b>Payment of { $amount }: unknown — not retried.</b>

## Photos of QR codes

pay-no-qr = I could not find a QR code in this photo. Try a sharper, closer picture, or paste the invoice as text.
pay-unreadable-image = I could not read this image. Send it as a photo (JPEG or PNG), or paste the invoice as text.
pay-photo-too-large = This image is too large to read. Send a smaller photo of the QR code.
pay-qr-error-too-much-data = This text is too long for a QR code: share it as text instead.
pay-qr-error-unsupported-format = This image is not a JPEG or PNG: send the QR code as a photo.
pay-qr-error-unreadable = This image could not be read: send the QR code again as a photo.
pay-qr-error-too-large = This image is too large to scan: send a smaller photo of the QR code.
pay-qr-error-busy = Too many photos are being read right now: send yours again in a minute.
# What the scanned QR code held, shown first; $content: its text, clipped.
pay-qr-shown = 📷 QR code: <code>{ $content }</code>
# Shown under pay-qr-shown.
pay-qr-web-address = This QR code holds a web address ({ $host }), not a payment. I do not open links: open it yourself if you trust it.
pay-qr-onchain = This QR code holds a bitcoin address. To send bitcoin there, send <code>/withdraw { $address }</code> and I will ask how much.
pay-qr-text = This QR code holds text, not a payment, so there is nothing to pay. Send a lightning invoice, an LNURL or a lightning address instead.
# After Confirm: the same invoice was paid, or is being paid, by another of the payer's payments
# (another /pay message, or the Mini App).
pay-paid-elsewhere = ✅ This invoice was already paid from your account. Nothing more was sent.
pay-paying-elsewhere = ⏳ This invoice is already being paid from your account (here or in the Mini App). Nothing more was sent: /history shows how it ends.
