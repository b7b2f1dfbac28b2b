## Gateway failures in plain words (src/wording/gateway-errors.ts): one plain-text
## sentence each, saying what happened and what to do next.

gateway-errors-unreachable = Non è stato possibile raggiungere il gateway di pagamento. Non è stato fatto nulla; riprova più tardi.
gateway-errors-authentication = Il gateway non accetta più le chiavi del tuo account. Invia /connect per inserirle di nuovo.
gateway-errors-rate-limited = Il gateway è occupato in questo momento. Non è stato fatto nulla; riprova tra un minuto.
gateway-errors-unavailable = Il gateway di pagamento non è raggiungibile in questo momento. Non è stato fatto nulla; riprova più tardi.
gateway-errors-outcome-unknown = Il gateway non ha confermato il risultato. L’esito è sconosciuto, quindi NON viene ritentato: controlla /balance e /history prima di riprovare.
gateway-errors-unexpected-response = Il gateway ha dato una risposta che non capisco. Controlla /balance e /history prima di riprovare.
gateway-errors-permission-denied = Il gateway dice che questo account non può farlo. Controlla il tuo ID esercente con /connect.

## Refusals. $said is the gateway's own words (in its language, usually
## English), without their final punctuation, quoted after a sentence of ours.
## not-sent-*: the request was refused before it was sent, by what was wrong.

gateway-errors-not-sent-empty-invoice = Non è stato inviato nulla: la fattura è vuota.
gateway-errors-not-sent-empty-address = Non è stato inviato nulla: l’indirizzo bitcoin è vuoto.
gateway-errors-not-sent-empty-lnurl = Non è stato inviato nulla: l’LNURL è vuoto.
gateway-errors-not-sent-empty-merchant-id = Non è stato inviato nulla: l’id esercente è vuoto.
gateway-errors-not-sent-bad-amount = Non è stato inviato nulla: l’importo deve essere un numero intero positivo di satoshi.
gateway-errors-not-sent-bad-lnurl = Non è stato inviato nulla: quell’LNURL non si può inviare così com’è. Controllalo e riprova.
gateway-errors-not-sent-bad-merchant-id = Non è stato inviato nulla: quell’id esercente non si può inviare così com’è. Controllalo e riprova.
gateway-errors-not-sent-plain = Non è stato inviato nulla.
gateway-errors-refused = Il gateway ha rifiutato: “{ $said }”.
gateway-errors-refused-plain = Il gateway ha rifiutato.
gateway-errors-unknown-merchant = Il gateway non conosce quell’esercente: “{ $said }”.
gateway-errors-unknown-merchant-plain = Il gateway non conosce quell’esercente.
gateway-errors-request-refused = Il gateway ha rifiutato la richiesta: “{ $said }”.
gateway-errors-request-refused-plain = Il gateway ha rifiutato la richiesta.
