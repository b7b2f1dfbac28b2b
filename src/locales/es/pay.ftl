## /pay: what to pay (src/features/pay)
## Amounts ($amount, $spendable, $limit, ...) arrive formatted: "1,500 sat", maybe with "(≈ $1.02)".

pay-ask-target = ¿Qué quieres pagar? Envía una factura lightning, un LNURL o una dirección lightning (nombre@dominio), o una foto de un código QR.
pay-not-recognised = No pude leer eso como una factura lightning, un LNURL ni una dirección lightning (nombre@dominio).
pay-group-hint = 🔒 Los pagos se hacen en un chat privado conmigo.
pay-onchain-hint = Esta es una dirección bitcoin on-chain. Para enviar ahí, usa /withdraw.

## Invoices that cannot be paid

pay-expired = Esta factura caducó. Pide una nueva al destinatario.
pay-zero-amount = Esta factura no tiene importe. Pide al destinatario una factura con importe, o paga a su LNURL o dirección lightning.
# $invoiceNetwork, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
pay-wrong-network = Esta factura es para { $invoiceNetwork }, pero este bot paga en { $ours }.
pay-invoice-error-not-an-invoice = Esto no es una factura lightning: una factura empieza por lnbc, lntb, lntbs o lnbcrt.
pay-invoice-error-checksum = Esta factura lightning está dañada (su suma de verificación no coincide): vuelve a copiarla entera.
pay-invoice-error-unknown-network = Esta factura lightning es de una red con la que este bot no trabaja: pide una factura de bitcoin.
pay-invoice-error-malformed = Esta factura lightning está mal formada: pide una nueva al beneficiario.
pay-invoice-error-bad-signature = Esta factura lightning tiene una firma no válida: pide una nueva al beneficiario.
pay-invoice-error-unknown-feature = Esta factura lightning exige una función de pago que no admito, así que el pago fallaría. No se envió nada: pide otra factura al destinatario.

## LNURLs and lightning addresses that cannot be read. $host: the pay code's web host, e.g. pay.example.com.

pay-lnurl-error-prefix = Esto no es un LNURL válido: no empieza por lnurl1.
pay-lnurl-error-checksum = Esto no es un LNURL válido: su suma de verificación bech32 o sus caracteres no son válidos.
pay-lnurl-error-no-url = Esto no es un LNURL válido: no contiene ninguna dirección web.
pay-request-error-loopback = El código de pago apunta a esta misma máquina ({ $host }).
pay-request-error-private-network = El código de pago apunta a una dirección de red privada ({ $host }), y no me conecto a esas.
pay-request-error-not-https = La dirección del código de pago en { $host } no es https, así que no es seguro usarla.
pay-request-error-unreachable = No pude leer los datos del código de pago en { $host }, así que no puedo mostrarte a quién pagarías. No se envió nada: inténtalo de nuevo más tarde.
pay-request-error-not-lnurl = El servicio del código de pago en { $host } no respondió como lo hace un LNURL.
# $refusal: the service's own words (in its language, shortened); they stay inside the
# quotation marks, so the reader sees they are the service's and not the bot's.
pay-request-error-service-said = El servicio del código de pago en { $host } lo rechazó. En sus propias palabras: “{ $refusal }”
pay-request-error-refused-silently = El servicio del código de pago en { $host } lo rechazó sin dar ningún motivo.
pay-request-error-not-pay-code = Este LNURL de { $host } no es un código de pago (sirve para otra cosa), así que no se puede pagar.
pay-request-error-incomplete = El servicio del código de pago en { $host } envió una solicitud de pago incompleta.
pay-request-error-bad-metadata = El servicio del código de pago en { $host } envió metadatos ilegibles.
pay-request-error-no-whole-sat = El código de pago de { $host } no acepta ningún importe en satoshis enteros, así que no se puede pagar desde aquí.

## Limits and balance, checked before the confirmation

pay-over-per-payment = Esto supera el límite de { $limit } por pago.
# $remaining: what the daily limit still allows today.
pay-over-daily = Esto superaría tu límite diario de { $limit } (restante hoy: { $remaining }).
pay-not-enough = Fondos insuficientes: ahora mismo puedes gastar { $spendable }.
# $total: amount plus $fee.
pay-not-enough-with-fee = Fondos insuficientes: esto requiere { $total } con la comisión de red de { $fee }, y ahora mismo puedes gastar { $spendable }.

## The confirmation of an invoice: the question, then one line each (description, expiry, invoice)

pay-confirm-invoice = ⚡ <b>¿Pagar { $amount }?</b>
# Under an amount shown to the millisatoshi: $sat is that amount rounded up ("967,879 sat").
pay-msat-counted = Cuenta como { $sat } en tus límites y tu historial (redondeado hacia arriba a satoshis enteros).
# A line of the confirmation and of its outcome; $description: the invoice's or pay code's own description.
pay-description = 📝 { $description }
pay-code-description = 🏷 { $description }
# $minutes: whole minutes left, under an hour.
pay-expires-in-minutes = ⏳ Caduca en { $minutes } { $minutes ->
        [one] min
       *[other] min
    }
# $hours: 1 to 47 hours, exactly.
pay-expires-in-hours = ⏳ Caduca en { $hours } h
# $hours (1 to 47) and $minutes (1 to 59).
pay-expires-in-hours-minutes = ⏳ Caduca en { $hours } h { $minutes } min
# $days: two or more.
pay-expires-in-days = ⏳ Caduca en { $days } { $days ->
        [one] día
       *[other] días
    }
# $short: the invoice shortened, e.g. lnbc15u1p3…x7q4.
pay-invoice = 🧾 <code>{ $short }</code>

## The confirmation of an LNURL or lightning address. $to: the recipient's lightning address.

pay-confirm-lnurl = ⚡ <b>¿Pagar { $amount }?</b>
pay-confirm-lnurl-to = ⚡ <b>¿Pagar { $amount }</b> a { $to }?
pay-ask-lnurl-amount = ¿Cuánto quieres enviar?
pay-ask-lnurl-amount-to = ¿Cuánto quieres enviar a { $to }?
# Under the question and the outcome. $min, $max: the amounts the pay code accepts.
pay-lnurl-details = 🌐 Código de pago en { $host } · acepta de { $min } a { $max }
pay-code-claimed-name = 🏷 Se hace llamar «{ $name }» (palabras del servicio, sin comprobar)
pay-out-of-range = Este código de pago acepta de { $min } a { $max }, así que no admite un pago de { $amount }. No se envió nada: envía /pay otra vez con un importe dentro de ese rango.

## The button and what the confirmation becomes

pay-confirm-label = Pagar
# Names the send in the confirmation's other messages ("✅ Done: payment of 1,500 sat").
pay-what-invoice = pago de { $amount }
# $to: the recipient's lightning address, or the pay code's host.
pay-what-lnurl = pago de { $amount } a { $to }
pay-outcomes-sent = ✅ <b>Pagaste { $amount }</b>
pay-outcomes-sent-to = ✅ <b>Pagaste { $amount }</b> a { $to }
pay-outcomes-cancelled = 🚫 Pago de { $amount } cancelado.
pay-outcomes-cancelled-to = 🚫 Pago de { $amount } a { $to } cancelado.
pay-outcomes-not-sent = ❌ <b>No se pagó</b>
pay-outcomes-unknown = ❓ <b>Pago de { $amount }: resultado desconocido — no se reintenta.</b>

## Photos of QR codes

pay-no-qr = No encontré ningún código QR en esta foto. Prueba con una foto más nítida y de más cerca, o pega la factura como texto.
pay-unreadable-image = No pude leer esta imagen. Envíala como foto (JPEG o PNG) o pega la factura como texto.
pay-photo-too-large = Esta imagen es demasiado grande para leerla. Envía una foto más pequeña del código QR.
pay-qr-error-too-much-data = Este texto es demasiado largo para un código QR: compártelo como texto.
pay-qr-error-unsupported-format = Esta imagen no es JPEG ni PNG: envía el código QR como foto.
pay-qr-error-unreadable = No se pudo leer esta imagen: envía de nuevo el código QR como foto.
pay-qr-error-too-large = Esta imagen es demasiado grande para escanearla: envía una foto más pequeña del código QR.
pay-qr-error-busy = Ahora mismo se están leyendo demasiadas fotos: vuelve a enviar la tuya en un minuto.
# What the scanned QR code held, shown first; $content: its text, clipped.
pay-qr-shown = 📷 Código QR: <code>{ $content }</code>
# Shown under pay-qr-shown.
pay-qr-web-address = Este código QR contiene una dirección web ({ $host }), no un pago. No abro enlaces: ábrelo tú si confías en él.
pay-qr-onchain = Este código QR contiene una dirección bitcoin. Para enviar bitcoin ahí, envía <code>/withdraw { $address }</code> y te preguntaré cuánto.
pay-qr-text = Este código QR contiene texto, no un pago, así que no hay nada que pagar. Envía una factura lightning, un LNURL o una dirección lightning.
# After Confirm: the same invoice was paid, or is being paid, by another of the payer's payments
# (another /pay message, or the Mini App).
pay-paid-elsewhere = ✅ Esta factura ya se pagó desde tu cuenta. No se envió nada más.
pay-paying-elsewhere = ⏳ Esta factura ya se está pagando desde tu cuenta (aquí o en la Mini App). No se envió nada más: /history muestra cómo termina.
