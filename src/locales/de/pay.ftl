## /pay: what to pay (src/features/pay)
## Amounts ($amount, $spendable, $limit, ...) arrive formatted: "1,500 sat", maybe with "(≈ $1.02)".

pay-ask-target = Was soll ich bezahlen? Sende eine Lightning-Rechnung, eine LNURL, eine Lightning-Adresse (name@domain) oder ein Foto von einem QR-Code.
pay-not-recognised = Das konnte ich weder als Lightning-Rechnung noch als LNURL oder Lightning-Adresse (name@domain) lesen.
pay-group-hint = 🔒 Zahlungen laufen über den privaten Chat mit mir.
pay-onchain-hint = Das ist eine On-Chain-Bitcoin-Adresse. Um dorthin zu senden, nutze /withdraw.

## Invoices that cannot be paid

pay-expired = Diese Rechnung ist abgelaufen. Bitte den Empfänger um eine neue.
pay-zero-amount = Diese Rechnung enthält keinen Betrag. Bitte den Empfänger um eine Rechnung mit Betrag oder zahle stattdessen an seine LNURL oder Lightning-Adresse.
# $invoiceNetwork, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
pay-wrong-network = Diese Rechnung ist für { $invoiceNetwork }, aber dieser Bot zahlt auf { $ours }.
pay-invoice-error-not-an-invoice = Das ist keine Lightning-Rechnung: Eine Rechnung beginnt mit lnbc, lntb, lntbs oder lnbcrt.
pay-invoice-error-checksum = Diese Lightning-Rechnung ist beschädigt (ihre Prüfsumme stimmt nicht): Kopiere sie noch einmal vollständig.
pay-invoice-error-unknown-network = Diese Lightning-Rechnung ist für ein Netzwerk, das dieser Bot nicht bedient: Bitte um eine Bitcoin-Rechnung.
pay-invoice-error-malformed = Diese Lightning-Rechnung ist fehlerhaft: Bitte den Empfänger um eine neue.
pay-invoice-error-bad-signature = Diese Lightning-Rechnung hat eine ungültige Signatur: Bitte den Empfänger um eine neue.
pay-invoice-error-unknown-feature = Diese Lightning-Rechnung verlangt eine Zahlungsfunktion, die ich nicht unterstütze, daher würde die Zahlung scheitern. Es wurde nichts gesendet: Bitte den Empfänger um eine andere Rechnung.

## LNURLs and lightning addresses that cannot be read. $host: the pay code's web host, e.g. pay.example.com.

pay-lnurl-error-prefix = Das ist keine gültige LNURL: Sie beginnt nicht mit lnurl1.
pay-lnurl-error-checksum = Das ist keine gültige LNURL: Ihre bech32-Prüfsumme oder ihre Zeichen sind ungültig.
pay-lnurl-error-no-url = Das ist keine gültige LNURL: Sie enthält keine Webadresse.
pay-request-error-loopback = Der Zahlungscode verweist auf diesen Rechner ({ $host }).
pay-request-error-private-network = Der Zahlungscode verweist auf eine Adresse in einem privaten Netzwerk ({ $host }), die ich nicht kontaktiere.
pay-request-error-not-https = Die Adresse des Zahlungscodes bei { $host } nutzt kein https und ist daher nicht sicher.
pay-request-error-unreachable = Ich konnte die Details des Zahlungscodes nicht von { $host } abrufen und kann daher nicht zeigen, an wen du zahlen würdest. Es wurde nichts gesendet: Versuch es später noch einmal.
pay-request-error-not-lnurl = Der Dienst des Zahlungscodes bei { $host } hat nicht wie ein LNURL-Dienst geantwortet.
# $refusal: the service's own words (in its language, shortened); they stay inside the
# quotation marks, so the reader sees they are the service's and not the bot's.
pay-request-error-service-said = Der Dienst des Zahlungscodes bei { $host } hat abgelehnt. In seinen eigenen Worten: „{ $refusal }“
pay-request-error-refused-silently = Der Dienst des Zahlungscodes bei { $host } hat ohne Begründung abgelehnt.
pay-request-error-not-pay-code = Diese LNURL bei { $host } ist kein Zahlungscode (sie ist für etwas anderes gedacht) und kann daher nicht bezahlt werden.
pay-request-error-incomplete = Der Dienst des Zahlungscodes bei { $host } hat eine unvollständige Zahlungsanfrage geschickt.
pay-request-error-bad-metadata = Der Dienst des Zahlungscodes bei { $host } hat unlesbare Metadaten geschickt.
pay-request-error-no-whole-sat = Der Zahlungscode bei { $host } akzeptiert keinen Betrag in ganzen Satoshi und kann daher von hier aus nicht bezahlt werden.

## Limits and balance, checked before the confirmation

pay-over-per-payment = Das liegt über dem Limit von { $limit } pro Zahlung.
# $remaining: what the daily limit still allows today.
pay-over-daily = Damit würdest du dein Tageslimit von { $limit } überschreiten (heute noch übrig: { $remaining }).
pay-not-enough = Nicht genug Guthaben: Du kannst gerade { $spendable } ausgeben.
# $total: amount plus $fee.
pay-not-enough-with-fee = Nicht genug Guthaben: Dafür sind { $total } inklusive { $fee } Netzwerkgebühr nötig, und du kannst gerade { $spendable } ausgeben.

## The confirmation of an invoice: the question, then one line each (description, expiry, invoice)

pay-confirm-invoice = ⚡ <b>{ $amount } bezahlen?</b>
# Under an amount shown to the millisatoshi: $sat is that amount rounded up ("967,879 sat").
pay-msat-counted = Zählt als { $sat } für deine Limits und deinen Verlauf (auf ganze Satoshi aufgerundet).
# A line of the confirmation and of its outcome; $description: the invoice's or pay code's own description.
pay-description = 📝 { $description }
pay-code-description = 🏷 { $description }
# $minutes: whole minutes left, under an hour.
pay-expires-in-minutes = ⏳ Läuft in { $minutes } { $minutes ->
        [one] Min.
       *[other] Min.
    } ab
# $hours: 1 to 47 hours, exactly.
pay-expires-in-hours = ⏳ Läuft in { $hours } Std. ab
# $hours (1 to 47) and $minutes (1 to 59).
pay-expires-in-hours-minutes = ⏳ Läuft in { $hours } Std. { $minutes } Min. ab
# $days: two or more.
pay-expires-in-days = ⏳ Läuft in { $days } { $days ->
        [one] Tag
       *[other] Tagen
    } ab
# $short: the invoice shortened, e.g. lnbc15u1p3…x7q4.
pay-invoice = 🧾 <code>{ $short }</code>

## The confirmation of an LNURL or lightning address. $to: the recipient's lightning address.

pay-confirm-lnurl = ⚡ <b>{ $amount } bezahlen?</b>
pay-confirm-lnurl-to = ⚡ <b>{ $amount }</b> an { $to } zahlen?
pay-ask-lnurl-amount = Wie viel möchtest du senden?
pay-ask-lnurl-amount-to = Wie viel möchtest du an { $to } senden?
# Under the question and the outcome. $min, $max: the amounts the pay code accepts.
pay-lnurl-details = 🌐 Zahlungscode bei { $host } · akzeptiert { $min } bis { $max }
pay-code-claimed-name = 🏷 Nennt sich „{ $name }“ (eigene Angabe, nicht geprüft)
pay-out-of-range = Dieser Zahlungscode akzeptiert { $min } bis { $max }, daher können { $amount } nicht an ihn gezahlt werden. Es wurde nichts gesendet: Sende /pay noch einmal mit einem Betrag in diesem Bereich.

## The button and what the confirmation becomes

pay-confirm-label = Bezahlen
# Names the send in the confirmation's other messages ("✅ Done: payment of 1,500 sat").
pay-what-invoice = Zahlung von { $amount }
# $to: the recipient's lightning address, or the pay code's host.
pay-what-lnurl = Zahlung von { $amount } an { $to }
pay-outcomes-sent = ✅ <b>Bezahlt: { $amount }</b>
pay-outcomes-sent-to = ✅ <b>Bezahlt: { $amount }</b> an { $to }
pay-outcomes-cancelled = 🚫 Zahlung von { $amount } abgebrochen.
pay-outcomes-cancelled-to = 🚫 Zahlung von { $amount } an { $to } abgebrochen.
pay-outcomes-not-sent = ❌ <b>Nicht bezahlt</b>
pay-outcomes-unknown = ❓ <b>Zahlung von { $amount }: unbekannt – wird nicht wiederholt.</b>

## Photos of QR codes

pay-no-qr = In diesem Foto konnte ich keinen QR-Code finden. Versuch ein schärferes Foto aus größerer Nähe oder füge die Rechnung als Text ein.
pay-unreadable-image = Dieses Bild konnte ich nicht lesen. Sende es als Foto (JPEG oder PNG) oder füge die Rechnung als Text ein.
pay-photo-too-large = Dieses Bild ist zu groß zum Lesen. Sende ein kleineres Foto des QR-Codes.
pay-qr-error-too-much-data = Dieser Text ist zu lang für einen QR-Code: Teile ihn stattdessen als Text.
pay-qr-error-unsupported-format = Dieses Bild ist kein JPEG oder PNG: Sende den QR-Code als Foto.
pay-qr-error-unreadable = Dieses Bild konnte nicht gelesen werden: Sende den QR-Code noch einmal als Foto.
pay-qr-error-too-large = Dieses Bild ist zu groß zum Scannen: Sende ein kleineres Foto des QR-Codes.
pay-qr-error-busy = Gerade werden zu viele Fotos gelesen: Sende deins in einer Minute noch einmal.
# What the scanned QR code held, shown first; $content: its text, clipped.
pay-qr-shown = 📷 QR-Code: <code>{ $content }</code>
# Shown under pay-qr-shown.
pay-qr-web-address = Dieser QR-Code enthält eine Webadresse ({ $host }), keine Zahlung. Links öffne ich nicht: Öffne ihn selbst, wenn du ihm vertraust.
pay-qr-onchain = Dieser QR-Code enthält eine Bitcoin-Adresse. Um Bitcoin dorthin zu senden, sende <code>/withdraw { $address }</code>, dann frage ich nach dem Betrag.
pay-qr-text = Dieser QR-Code enthält Text, keine Zahlung, es gibt also nichts zu bezahlen. Sende stattdessen eine Lightning-Rechnung, eine LNURL oder eine Lightning-Adresse.
# After Confirm: the same invoice was paid, or is being paid, by another of the payer's payments
# (another /pay message, or the Mini App).
pay-paid-elsewhere = ✅ Diese Rechnung wurde bereits von deinem Konto bezahlt. Es wurde nichts weiter gesendet.
pay-paying-elsewhere = ⏳ Diese Rechnung wird bereits von deinem Konto bezahlt (hier oder in der Mini App). Es wurde nichts weiter gesendet: /history zeigt, wie es ausgeht.
