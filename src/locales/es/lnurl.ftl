## /lnurl: your own pay code (src/features/lnurl), in the chat's language.

# Above the pay code (a photo caption).
lnurl-headline-caption =
    🔁 <b>Tu código de pago LNURL</b>
    Con él, cualquiera puede pagarte el importe que quiera desde cualquier billetera lightning, tantas veces como quiera.
# Under the pay code, when it is a lightning address ($address, HTML-escaped).
lnurl-address-caption = ⚡ Dirección lightning: <code>{ $address }</code>
# The gateway wants a webhook first; the operator's help, when no events URL of the bot is known.
lnurl-no-webhook =
    ⚠️ La pasarela solo da códigos de pago LNURL a cuentas con un webhook de pagos configurado.
    Pide al operador de tu pasarela que configure un webhook para tu cuenta de comercio y vuelve a intentarlo.
# The same with the bot's events URL for this account ($eventsUrl, HTML-escaped; private chat only: it holds a secret).
lnurl-no-webhook-url =
    ⚠️ La pasarela solo da códigos de pago LNURL a cuentas con un webhook de pagos configurado.
    Registra en tu pasarela esta URL de webhook para tu cuenta de comercio y vuelve a intentarlo:
    <code>{ $eventsUrl }</code>
lnurl-setup-sent-privately = 📬 Tu código de pago necesita antes un paso de configuración: te lo envié por chat privado.
lnurl-setup-in-private-first = 🔒 Tu código de pago necesita antes un paso de configuración, que te explico en un chat privado. Ábrelo y envía /lnurl allí.
# Plain text (no HTML): $reason is the gateway's failure in one sentence.
lnurl-failed = ⚠️ No se pudo obtener tu código de pago. { $reason }
