## /lnurl: your own pay code (src/features/lnurl), in the chat's language.

# Above the pay code (a photo caption).
lnurl-headline-caption =
    🔁 <b>Dein LNURL-Zahlungscode</b>
    Damit kann man dir aus jeder Lightning-Wallet beliebige Beträge zahlen, so oft man möchte.
# Under the pay code, when it is a lightning address ($address, HTML-escaped).
lnurl-address-caption = ⚡ Lightning-Adresse: <code>{ $address }</code>
# The gateway wants a webhook first; the operator's help, when no events URL of the bot is known.
lnurl-no-webhook =
    ⚠️ Das Gateway gibt LNURL-Zahlungscodes nur für Konten mit eingerichtetem Zahlungs-Webhook heraus.
    Bitte den Betreiber deines Gateways, einen Webhook für dein Händlerkonto einzurichten, und versuch es dann noch einmal.
# The same with the bot's events URL for this account ($eventsUrl, HTML-escaped; private chat only: it holds a secret).
lnurl-no-webhook-url =
    ⚠️ Das Gateway gibt LNURL-Zahlungscodes nur für Konten mit eingerichtetem Zahlungs-Webhook heraus.
    Registriere diese Webhook-URL für dein Händlerkonto bei deinem Gateway und versuch es dann noch einmal:
    <code>{ $eventsUrl }</code>
lnurl-setup-sent-privately = 📬 Für deinen Zahlungscode ist zuerst ein Einrichtungsschritt nötig: Ich habe ihn dir im privaten Chat geschickt.
lnurl-setup-in-private-first = 🔒 Für deinen Zahlungscode ist zuerst ein Einrichtungsschritt nötig, den ich dir im privaten Chat erkläre. Öffne ihn und sende dort /lnurl.
# Plain text (no HTML): $reason is the gateway's failure in one sentence.
lnurl-failed = ⚠️ Dein Zahlungscode konnte nicht abgerufen werden. { $reason }
