## /lnurl in a group, as a reply or with @username (src/features/group-lnurl), in the
## group's language. $name arrives HTML-escaped.

# Above the member's pay code (a photo caption).
group-lnurl-headline-caption =
    🔁 <b>Codice di pagamento di { $name }</b>
    Chiunque può usarlo per pagare qualsiasi importo, da qualsiasi wallet lightning.
# Above the pay code of a member's lightning address ($address, HTML-escaped).
group-lnurl-address-headline-caption =
    🔁 <b>Codice di pagamento di { $name }</b> (il suo indirizzo lightning <code>{ $address }</code>)
    Chiunque può usarlo per pagare qualsiasi importo, da qualsiasi wallet lightning.
group-lnurl-usage = 🔁 Rispondi al messaggio di un membro con /lnurl, oppure invia <code>/lnurl @username</code>, per mostrare il suo codice di pagamento. /lnurl da solo mostra il tuo.
# $username: the @username as written, HTML-escaped.
group-lnurl-unknown-username = Non conosco { $username } in questo gruppo. Rispondi invece a uno dei suoi messaggi con /lnurl.
group-lnurl-bot = 🤖 I bot non hanno un codice di pagamento.
group-lnurl-on-behalf-of-chat = Quel messaggio è stato pubblicato a nome di un canale o di un amministratore anonimo, quindi non c’è un membro di cui mostrare il codice di pagamento.
group-lnurl-no-account = { $name } non ha un account con me né un indirizzo lightning, quindi non c’è un codice di pagamento da mostrare. Può aprire una chat privata con me per configurarne uno.
group-lnurl-no-webhook = ⚠️ Il gateway fornisce un codice di pagamento per { $name } solo quando il suo account ha un webhook di pagamento configurato.
# $reason: the gateway's failure in one sentence, HTML-escaped.
group-lnurl-failed = ⚠️ Impossibile ottenere il codice di pagamento. { $reason }
