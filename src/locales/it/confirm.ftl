## The confirmation of every send (pay, withdraw, tip): the answers to its
## buttons and the outcomes it becomes (src/chat/flows/confirm.ts). HTML.
## $what names the send, e.g. "payment of 1,500 sat to alice@example.com";
## $reason is one plain sentence saying why it failed.

# The answer to a press of Confirm, while the send runs.
confirm-sending = ⏳ Invio in corso…
confirm-sent = ✅ Fatto: { $what }
confirm-not-sent = ❌ Non inviato: { $what }
confirm-failed =
    ❌ Non inviato: { $what }
    { $reason }
    Dal tuo account non è uscito nulla.
confirm-unknown =
    ❓ Esito sconosciuto: { $what }
    Il gateway non l’ha confermato. <b>Non</b> viene ritentato automaticamente: controlla /balance e /history prima di riprovare.
confirm-cancelled = 🚫 Annullato: { $what }. Non è stato inviato nulla.
confirm-nothing-left = Dal tuo account non è uscito nulla.
confirm-nothing-sent = Non è stato inviato nulla.
confirm-unknown-advice = Il gateway non l’ha confermato. <b>Non</b> viene ritentato automaticamente: controlla /balance e /history prima di riprovare.
confirm-reason-told-privately = Ti ho spiegato il motivo nella nostra chat privata. Dal tuo account non è uscito nulla.
confirm-reason-in-history = Dal tuo account non è uscito nulla. Apri la nostra chat privata e invia /history per vedere il motivo.
confirm-already = Questa operazione è già stata gestita.
# $state: the send's state as kept in the history.
confirm-already-state = Già gestito: { $state ->
        [sent] inviato
        [paid] pagato
        [failed] non riuscito
       *[other] { $state }
    }.
confirm-stale = Questa conferma è scaduta. Ricomincia.
# $limit: an amount, e.g. 1,000,000 sat.
confirm-over-per-payment = Supera il limite di { $limit } per pagamento. Non è stato inviato nulla.
# $limit, $remaining: amounts.
confirm-over-daily = Supereresti il tuo limite giornaliero di { $limit } (rimanenti oggi: { $remaining }). Non è stato inviato nulla.
# In the group; $told is "yes" when the person was told more in the private chat, else "no".
confirm-over-daily-in-group = { $told ->
        [yes] Supereresti il tuo limite giornaliero; ti ho dato i dettagli nella nostra chat privata. Non è stato inviato nulla.
       *[no] Supereresti il tuo limite giornaliero. Non è stato inviato nulla.
    }
# $expected, $got: amounts.
confirm-amount-mismatch = La fattura del destinatario era di { $got }, non di { $expected } come hai confermato, quindi non l’ho pagata.
# $expected: an amount.
confirm-amount-mismatch-no-amount = La fattura del destinatario non aveva un importo fisso, mentre tu avevi confermato { $expected }, quindi non l’ho pagata.
confirm-no-recipient = Il destinatario non ha un account per ricevere questo pagamento.
confirm-gateway-refused = Il gateway ha rifiutato.
confirm-account-changed =
    🚫 Non inviato: { $what }
    Questa conferma era stata mostrata per un account del gateway che non è più collegato. Non è stato inviato nulla: ricomincia per pagare dal tuo account attuale.
confirm-account-changed-answer = Il tuo account è cambiato da quando è stata mostrata questa conferma. Non è stato inviato nulla: ricomincia.
confirm-interrupted =
    ❓ Esito sconosciuto: { $what }
    Il bot è stato interrotto durante l’invio. <b>Non</b> viene ritentato automaticamente: controlla /balance e /history prima di riprovare.
confirm-interrupted-advice = Il bot è stato interrotto durante l’invio. <b>Non</b> viene ritentato automaticamente: controlla /balance e /history prima di riprovare.
confirm-unknown-answer = ❓ Esito sconosciuto — non ritentato. Controlla /balance e /history prima di riprovare.
confirm-in-progress = ⏳ Ancora nessun esito: comparirà sul messaggio di conferma. Nulla viene inviato due volte.
# A send named from its history entry: $amount, e.g. 1,500 sat; $counterpart, e.g. alice@example.com.
confirm-what-from-history = { $amount } a { $counterpart }

## Why a payment failed or is in doubt, as /history and a settled send say it.
failure-not-confirmed = Il gateway non ha confermato il risultato; non viene ritentato. Controlla /balance prima di riprovare.
failure-interrupted-before-send = Interrotto prima dell’invio: non è stato inviato nulla.
failure-cancelled-before-send = Annullato prima dell’invio: non è stato inviato nulla.
failure-interrupted-while-sending = Interrotto durante l’invio: non viene ritentato. Controlla /balance e /history.
failure-host-unreachable = Non sono riuscito a raggiungere { $host } subito prima dell’invio, quindi non è stato inviato nulla. Riprova più tardi.
