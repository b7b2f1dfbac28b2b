## Texts shared by several features (the flows of src/chat/flows, the
## middleware, /cancel). Plain text unless a message says it is HTML.

# Added under every message about money while the bot runs on the sandbox (HTML).
common-test-money = 🧪 <i>denaro di prova (sandbox)</i>
common-unexpected-error = ⚠️ Qualcosa è andato storto da parte nostra. Controlla /history prima di ripetere un pagamento.
common-busy = ⏳ Sto ancora elaborando la tua richiesta precedente. Invia di nuovo il messaggio tra un momento.
common-late = ⏳ Scusa: ero sovraccarico e il tuo messaggio mi è arrivato con minuti di ritardo, quindi non l’ho eseguito. Se ti serve ancora, invialo di nuovo.
common-overloaded = ⏳ In questo momento sono molto occupato, quindi non ho eseguito il tuo messaggio. Invialo di nuovo tra qualche minuto.
common-storage-down = ⚠️ Al momento non riesco a raggiungere il mio archivio: questa pressione non ha fatto nulla e non ha pagato nulla. Riprova tra un minuto.
common-button-error = Qualcosa è andato storto. Riprova.
common-stale-button = Questo pulsante non è più attivo.
common-not-your-button = Solo chi ha fatto la richiesta può premere questo pulsante.
# A press on a copy of a card (a forwarded message, another chat): it does nothing.
common-press-elsewhere = Questo pulsante funziona solo sul messaggio originale, nella chat in cui è stato pubblicato, non su una copia inoltrata.
# A press on a group's card by someone who is not in that group: it does nothing.
common-press-members-only = Solo i membri di questo gruppo possono usare questo pulsante.
# $command: the command's name without its slash, e.g. history (HTML).
common-private-only = 🔒 /{ $command } funziona nella chat privata con me, così nel gruppo non compare nulla di riservato.
# A button.
common-open-private-chat = Apri la chat privata
common-answered-privately = 💬 Da { $group }: ti rispondo qui, perché il gruppo è molto attivo in questo momento.
common-no-account = Non hai ancora collegato un account del gateway. Invia /connect per aggiungere il tuo account esercente.
common-cancelled = Annullato.
common-nothing-to-cancel = Non c’è niente da annullare.
# A button.
common-skip = Salta
# A button.
common-cancel = Annulla
# Under a question in a group, where no Skip button fits beside the reply field.
common-skip-by-command = Oppure invia /skip per saltare.

## A question closed, and how to start it again. $restart is the command that
## starts it again (e.g. /invoice), or "none" when it is not known.

# $tries: how many answers were refused.
common-question-closed = Ho chiuso questa domanda dopo { $tries } risposte che non ho potuto usare. { $restart ->
        [none] Invia di nuovo il comando per ricominciare.
       *[other] Invia { $restart } per ricominciare.
    }
common-question-was-closed = Avevo già chiuso quella domanda, quindi non ho usato questa risposta. { $restart ->
        [none] Invia di nuovo il comando per ricominciare.
       *[other] Invia { $restart } per ricominciare.
    }
common-question-timed-out = Ho smesso di aspettare una risposta a quella domanda, quindi non ho usato questa. { $restart ->
        [none] Invia di nuovo il comando per ricominciare.
       *[other] Invia { $restart } per ricominciare.
    }
# $command: the command as written, with its slash, e.g. /pay.
common-edited-send = ✏️ Non eseguo i comandi di pagamento modificati: non è stato inviato né cambiato nulla. Invia di nuovo { $command } come nuovo messaggio.

## Why an amount was refused (one line; the examples are what the parser
## accepts in this language).

common-amount-reasons-empty = Indica un importo, ad esempio 1500, 1,5k o 0,0001 btc.
common-amount-reasons-not-a-number = Non è un importo che riesco a capire. Prova con 1500, 1 500, 1,5k, 21k sats o 0,0001 btc.
common-amount-reasons-ambiguous = Questo importo si può leggere in due modi: per alcuni il punto separa i decimali, per altri le migliaia. Scrivilo senza il punto, ad es. 1500, 1,5k o 0,0001 btc.
# $unit: the unit as the user wrote it (letters and currency signs only).
common-amount-reasons-unknown-unit = “{ $unit }” non è un’unità che conosco. Scrivi sat, k (mille sat) o btc, ad es. 1500, 1,5k o 0,0001 btc.
# The same, when the unit cannot be named.
common-amount-reasons-unknown-unit-unnamed = Non è un’unità che conosco. Scrivi sat, k (mille sat) o btc, ad es. 1500, 1,5k o 0,0001 btc.
common-amount-reasons-zero = L’importo deve essere maggiore di zero.
common-amount-reasons-negative = L’importo non può essere negativo.
common-amount-reasons-fractional-sat = Gli importi lightning sono in satoshi interi: 1 sat è l’unità più piccola (0,00000001 btc).
# $max: the largest amount of one payment, e.g. 1,000,000 sat.
common-amount-reasons-too-large = Supera il limite di { $max } per pagamento.
common-amount-reasons-unsafe = Questo importo è decisamente troppo grande.
