## /pay: what to pay (src/features/pay)
## Amounts ($amount, $spendable, $limit, ...) arrive formatted: "1,500 sat", maybe with "(≈ $1.02)".

pay-ask-target = Cosa devo pagare? Invia una fattura lightning, un LNURL o un indirizzo lightning (nome@dominio), oppure la foto di un codice QR.
pay-not-recognised = Non riesco a riconoscerlo come fattura lightning, LNURL o indirizzo lightning (nome@dominio).
pay-group-hint = 🔒 I pagamenti si fanno nella chat privata con me.
pay-onchain-hint = Questo è un indirizzo bitcoin on-chain. Per inviare lì, usa /withdraw.

## Invoices that cannot be paid

pay-expired = Questa fattura è scaduta. Chiedine una nuova al destinatario.
pay-zero-amount = Questa fattura non ha un importo. Chiedi al destinatario una fattura con un importo, oppure paga il suo LNURL o indirizzo lightning.
# $invoiceNetwork, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
pay-wrong-network = Questa fattura è per { $invoiceNetwork }, ma questo bot paga su { $ours }.
pay-invoice-error-not-an-invoice = Questa non è una fattura lightning: una fattura inizia con lnbc, lntb, lntbs o lnbcrt.
pay-invoice-error-checksum = Questa fattura lightning è danneggiata (il checksum non corrisponde): copiala di nuovo per intero.
pay-invoice-error-unknown-network = Questa fattura lightning è per una rete che questo bot non gestisce: chiedi una fattura bitcoin.
pay-invoice-error-malformed = Questa fattura lightning non è ben formata: chiedine una nuova al beneficiario.
pay-invoice-error-bad-signature = Questa fattura lightning ha una firma non valida: chiedine una nuova al beneficiario.
pay-invoice-error-unknown-feature = Questa fattura lightning richiede una funzione di pagamento che non supporto, quindi il pagamento fallirebbe. Non è stato inviato nulla: chiedi un’altra fattura al destinatario.

## LNURLs and lightning addresses that cannot be read. $host: the pay code's web host, e.g. pay.example.com.

pay-lnurl-error-prefix = Questo non è un LNURL valido: non inizia con lnurl1.
pay-lnurl-error-checksum = Questo non è un LNURL valido: il checksum bech32 o i caratteri non sono validi.
pay-lnurl-error-no-url = Questo non è un LNURL valido: non contiene un indirizzo web.
pay-request-error-loopback = Il codice di pagamento punta a questa macchina ({ $host }).
pay-request-error-private-network = Il codice di pagamento punta a un indirizzo di rete privata ({ $host }), che non contatto.
pay-request-error-not-https = L’indirizzo del codice di pagamento su { $host } non è https, quindi non è sicuro usarlo.
pay-request-error-unreachable = Non sono riuscito a leggere i dettagli del codice di pagamento da { $host }, quindi non posso mostrarti chi pagheresti. Non è stato inviato nulla: riprova più tardi.
pay-request-error-not-lnurl = Il servizio del codice di pagamento su { $host } non ha risposto come un servizio LNURL.
# $refusal: the service's own words (in its language, shortened); they stay inside the
# quotation marks, so the reader sees they are the service's and not the bot's.
pay-request-error-service-said = Il servizio del codice di pagamento su { $host } ha rifiutato. Con parole sue: “{ $refusal }”
pay-request-error-refused-silently = Il servizio del codice di pagamento su { $host } ha rifiutato senza indicare un motivo.
pay-request-error-not-pay-code = Questo LNURL su { $host } non è un codice di pagamento (serve ad altro), quindi non si può pagare.
pay-request-error-incomplete = Il servizio del codice di pagamento su { $host } ha inviato una richiesta di pagamento incompleta.
pay-request-error-bad-metadata = Il servizio del codice di pagamento su { $host } ha inviato metadati illeggibili.
pay-request-error-no-whole-sat = Il codice di pagamento su { $host } non accetta alcun importo in satoshi interi, quindi non si può pagare da qui.

## Limits and balance, checked before the confirmation

pay-over-per-payment = Supera il limite di { $limit } per pagamento.
# $remaining: what the daily limit still allows today.
pay-over-daily = Supereresti il tuo limite giornaliero di { $limit } (rimanenti oggi: { $remaining }).
pay-not-enough = Fondi insufficienti: al momento puoi spendere { $spendable }.
# $total: amount plus $fee.
pay-not-enough-with-fee = Fondi insufficienti: servono { $total } con la commissione di rete di { $fee }, e al momento puoi spendere { $spendable }.

## The confirmation of an invoice: the question, then one line each (description, expiry, invoice)

pay-confirm-invoice = ⚡ <b>Pagare { $amount }?</b>
# Under an amount shown to the millisatoshi: $sat is that amount rounded up ("967,879 sat").
pay-msat-counted = Conta come { $sat } nei tuoi limiti e nella cronologia (arrotondato per eccesso al satoshi intero).
# A line of the confirmation and of its outcome; $description: the invoice's or pay code's own description.
pay-description = 📝 { $description }
pay-code-description = 🏷 { $description }
# $minutes: whole minutes left, under an hour.
pay-expires-in-minutes = ⏳ Scade tra { $minutes } { $minutes ->
        [one] min
       *[other] min
    }
# $hours: 1 to 47 hours, exactly.
pay-expires-in-hours = ⏳ Scade tra { $hours } h
# $hours (1 to 47) and $minutes (1 to 59).
pay-expires-in-hours-minutes = ⏳ Scade tra { $hours } h { $minutes } min
# $days: two or more.
pay-expires-in-days = ⏳ Scade tra { $days } { $days ->
        [one] giorno
       *[other] giorni
    }
# $short: the invoice shortened, e.g. lnbc15u1p3…x7q4.
pay-invoice = 🧾 <code>{ $short }</code>

## The confirmation of an LNURL or lightning address. $to: the recipient's lightning address.

pay-confirm-lnurl = ⚡ <b>Pagare { $amount }?</b>
pay-confirm-lnurl-to = ⚡ <b>Pagare { $amount }</b> a { $to }?
pay-ask-lnurl-amount = Quanto vuoi inviare?
pay-ask-lnurl-amount-to = Quanto vuoi inviare a { $to }?
# Under the question and the outcome. $min, $max: the amounts the pay code accepts.
pay-lnurl-details = 🌐 Codice di pagamento su { $host } · accetta da { $min } a { $max }
pay-code-claimed-name = 🏷 Si presenta come «{ $name }» (parole sue, non verificate)
pay-out-of-range = Questo codice di pagamento accetta da { $min } a { $max }, quindi non può ricevere { $amount }. Non è stato inviato nulla: invia di nuovo /pay con un importo in quell’intervallo.

## The button and what the confirmation becomes

pay-confirm-label = Paga
# Names the send in the confirmation's other messages ("✅ Done: payment of 1,500 sat").
pay-what-invoice = pagamento di { $amount }
# $to: the recipient's lightning address, or the pay code's host.
pay-what-lnurl = pagamento di { $amount } a { $to }
pay-outcomes-sent = ✅ <b>Hai pagato { $amount }</b>
pay-outcomes-sent-to = ✅ <b>Hai pagato { $amount }</b> a { $to }
pay-outcomes-cancelled = 🚫 Pagamento di { $amount } annullato.
pay-outcomes-cancelled-to = 🚫 Pagamento di { $amount } a { $to } annullato.
pay-outcomes-not-sent = ❌ <b>Non pagato</b>
pay-outcomes-unknown = ❓ <b>Pagamento di { $amount }: esito sconosciuto — non ritentato.</b>

## Photos of QR codes

pay-no-qr = Non ho trovato un codice QR in questa foto. Prova con una foto più nitida e ravvicinata, oppure incolla la fattura come testo.
pay-unreadable-image = Non riesco a leggere questa immagine. Inviala come foto (JPEG o PNG), oppure incolla la fattura come testo.
pay-photo-too-large = Questa immagine è troppo grande da leggere. Invia una foto più piccola del codice QR.
pay-qr-error-too-much-data = Questo testo è troppo lungo per un codice QR: condividilo come testo.
pay-qr-error-unsupported-format = Questa immagine non è un JPEG o un PNG: invia il codice QR come foto.
pay-qr-error-unreadable = Non è stato possibile leggere questa immagine: invia di nuovo il codice QR come foto.
pay-qr-error-too-large = Questa immagine è troppo grande da scansionare: invia una foto più piccola del codice QR.
pay-qr-error-busy = Sto leggendo troppe foto in questo momento: invia di nuovo la tua tra un minuto.
# What the scanned QR code held, shown first; $content: its text, clipped.
pay-qr-shown = 📷 Codice QR: <code>{ $content }</code>
# Shown under pay-qr-shown.
pay-qr-web-address = Questo codice QR contiene un indirizzo web ({ $host }), non un pagamento. Non apro link: aprilo tu se ti fidi.
pay-qr-onchain = Questo codice QR contiene un indirizzo bitcoin. Per inviare bitcoin lì, invia <code>/withdraw { $address }</code> e ti chiederò quanto.
pay-qr-text = Questo codice QR contiene del testo, non un pagamento, quindi non c’è niente da pagare. Invia invece una fattura lightning, un LNURL o un indirizzo lightning.
# After Confirm: the same invoice was paid, or is being paid, by another of the payer's payments
# (another /pay message, or the Mini App).
pay-paid-elsewhere = ✅ Questa fattura è già stata pagata dal tuo conto. Non è stato inviato altro.
pay-paying-elsewhere = ⏳ Questa fattura è già in pagamento dal tuo conto (qui o nella Mini App). Non è stato inviato altro: /history mostra come finisce.
