## /lnurl: your own pay code (src/features/lnurl), in the chat's language.

# Above the pay code (a photo caption).
lnurl-headline-caption =
    🔁 <b>Il tuo codice di pagamento LNURL</b>
    Chiunque può usarlo per pagarti qualsiasi importo, da qualsiasi wallet lightning, tutte le volte che vuole.
# Under the pay code, when it is a lightning address ($address, HTML-escaped).
lnurl-address-caption = ⚡ Indirizzo lightning: <code>{ $address }</code>
# The gateway wants a webhook first; the operator's help, when no events URL of the bot is known.
lnurl-no-webhook =
    ⚠️ Il gateway fornisce codici di pagamento LNURL solo agli account con un webhook di pagamento configurato.
    Chiedi all’operatore del tuo gateway di configurare un webhook per il tuo account esercente, poi riprova.
# The same with the bot's events URL for this account ($eventsUrl, HTML-escaped; private chat only: it holds a secret).
lnurl-no-webhook-url =
    ⚠️ Il gateway fornisce codici di pagamento LNURL solo agli account con un webhook di pagamento configurato.
    Registra presso il tuo gateway questo URL webhook per il tuo account esercente, poi riprova:
    <code>{ $eventsUrl }</code>
lnurl-setup-sent-privately = 📬 Il tuo codice di pagamento richiede prima un passaggio di configurazione: te l’ho inviato in chat privata.
lnurl-setup-in-private-first = 🔒 Il tuo codice di pagamento richiede prima un passaggio di configurazione, che ti spiego in chat privata. Aprila, poi invia /lnurl lì.
# Plain text (no HTML): $reason is the gateway's failure in one sentence.
lnurl-failed = ⚠️ Impossibile ottenere il tuo codice di pagamento. { $reason }
