## Vouchers (src/features/voucher): LNURL-withdraw codes, lnurlw:// links and their
## QR codes, which pay whoever presents an invoice; redeemed into the user's own account.
## $host: the voucher's service (a host name); $amount, $min, $max: amounts;
## $refusal, $description: the service's own words (escaped and shortened).

voucher-group-hint = I buoni si riscattano nella nostra chat privata: mandami /claim lì.
voucher-ask = 🎟 Mandami il buono: la sua LNURL (lnurl1…), un link lnurlw:// o una foto del suo codice QR.
voucher-not-a-voucher = Questo non è un buono. Manda la sua LNURL (lnurl1…), un link lnurlw:// o una foto del suo codice QR.

## The offer and the question.
voucher-offer = 🎟 <b>Buono da { $host }</b>
voucher-description = 📝 Con parole sue: “{ $description }”
voucher-range = Dà da { $min } a { $max }.
voucher-fixed = Dà { $amount }.
voucher-ask-amount = Quanto vuoi ricevere? Premi il pulsante per { $max }, oppure scrivi un importo in sat o nella tua valuta (per esempio 5 eur).
# The button that answers with the voucher's largest amount.
voucher-take-max = Ricevi { $max }
voucher-under-min = { $amount } è meno di quanto dà questo buono: almeno { $min }.
voucher-over-max = { $amount } è più di quanto dà questo buono: al massimo { $max }.
voucher-out-of-range = { $amount } è fuori da quanto dà questo buono.

## The message that follows a redemption, edited as it goes.
voucher-redeeming = ⏳ Riscatto di { $amount } da { $host }…
voucher-accepted = ⏳ { $host } ha accettato la fattura di { $amount } e la pagherà: questo messaggio cambierà quando arriva il pagamento.
# $minutes: until the invoice expires.
voucher-unanswered = ⏳ { $host } non ha risposto in modo chiaro. Se paga { $amount }, questo messaggio cambierà; può farlo finché la fattura non scade tra { $minutes } min.
voucher-received = ✅ <b>Ricevuto ✓ { $amount }</b>
voucher-from = 🎟 Buono da { $host }
voucher-refused = ❌ { $host } non ha pagato { $amount }. Con parole sue: “{ $refusal }”
voucher-refused-silently = ❌ { $host } ha rifiutato di pagare { $amount }, senza dare un motivo.
voucher-expired = ⌛ Nessun pagamento di { $amount } da { $host } è stato visto prima che la fattura scadesse. Se { $host } ha pagato comunque, questo messaggio cambia quando il pagamento viene segnalato.
# $reason: the gateway's problem, one sentence.
voucher-invoice-failed = ❌ Non sono riuscito a creare la fattura per ricevere { $amount }: { $reason } Non è stato inviato nulla al servizio del buono: manda di nuovo il buono per riprovare.
voucher-not-sent = ❌ Ci è voluto troppo tempo, quindi non è stato inviato nulla al servizio del buono: manda di nuovo il buono.

## A voucher already redeemed through this bot.
voucher-taken = Questo buono è già stato riscattato da qualcun altro tramite questo bot.
voucher-in-progress = Questo buono è in fase di riscatto proprio ora: il suo messaggio dirà come finisce.
voucher-already-received = Hai già riscattato questo buono: ricevuti { $amount }.
voucher-already-waiting = Hai già riscattato questo buono per { $amount }; il suo servizio non ha ancora pagato. Il messaggio di quel riscatto cambierà quando lo farà.

## Why a voucher cannot be read or used.
voucher-error-loopback = Il buono punta a questa macchina ({ $host }).
voucher-error-private-network = Il buono punta a un indirizzo di rete privata ({ $host }), che non contatto.
voucher-error-not-https = L’indirizzo del buono su { $host } non è https, quindi non è sicuro usarlo.
voucher-error-unreachable = Non sono riuscito a raggiungere il servizio del buono su { $host }. Non è arrivato nulla: riprova più tardi.
voucher-error-not-lnurl = Il servizio su { $host } non ha risposto come un servizio LNURL.
voucher-error-refused = Il servizio su { $host } ha rifiutato. Con parole sue: “{ $refusal }”
voucher-error-refused-silently = Il servizio su { $host } ha rifiutato senza dare un motivo.
voucher-error-not-voucher = Questa LNURL su { $host } non è un buono: non dà denaro.
voucher-error-pay-code = Questo è un codice di pagamento di { $host }, non un buono: prende denaro invece di darlo. Per pagarlo, mandalo con /pay.
voucher-error-incomplete = Il servizio del buono su { $host } ha inviato una richiesta di prelievo incompleta.
voucher-error-no-whole-sat = Il buono su { $host } non dà alcun importo in satoshi interi, quindi non si può riscattare qui.
