## Gateway failures in plain words (src/bot/gateway-errors.ts): one plain-text
## sentence each, saying what happened and what to do next.

gateway-errors-unreachable = Non è stato possibile raggiungere il gateway di pagamento. Non è stato fatto nulla; riprova più tardi.
gateway-errors-authentication = Il gateway non accetta più le chiavi del tuo account. Invia /connect per inserirle di nuovo.
gateway-errors-rate-limited = Il gateway è occupato in questo momento. Non è stato fatto nulla; riprova tra un minuto.
gateway-errors-unavailable = Il gateway di pagamento non è raggiungibile in questo momento. Non è stato fatto nulla; riprova più tardi.
gateway-errors-outcome-unknown = Il gateway non ha confermato il risultato. L’esito è sconosciuto, quindi NON viene ritentato: controlla /balance e /history prima di riprovare.
gateway-errors-unexpected-response = Il gateway ha dato una risposta che non capisco. Controlla /balance e /history prima di riprovare.
gateway-errors-permission-denied = Il gateway dice che questo account non può farlo. Controlla il tuo ID esercente con /connect.

## Refusals. $said is the gateway's own words (in its language, usually
## English), without their final punctuation; $what is what was wrong with
## a request refused before it was sent.

gateway-errors-not-sent = Non è stato inviato nulla: { $what }.
gateway-errors-not-sent-plain = Non è stato inviato nulla.
gateway-errors-refused = Il gateway ha rifiutato: “{ $said }”.
gateway-errors-refused-plain = Il gateway ha rifiutato.
gateway-errors-unknown-merchant = Il gateway non conosce quell’esercente: “{ $said }”.
gateway-errors-unknown-merchant-plain = Il gateway non conosce quell’esercente.
gateway-errors-request-refused = Il gateway ha rifiutato la richiesta: “{ $said }”.
gateway-errors-request-refused-plain = Il gateway ha rifiutato la richiesta.
