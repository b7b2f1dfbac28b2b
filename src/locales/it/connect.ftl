## /connect and /disconnect (src/features/connect): merchant keys, in a private chat only.

connect-sandbox = 🧪 Questo bot funziona su un gateway sandbox: il tuo account è stato creato per te con denaro di prova, quindi non c’è niente da collegare. Lo vedi con /balance; /disconnect lo reimposta con nuovo denaro di prova.
connect-sandbox-in-group = 🧪 Questo bot funziona su un gateway sandbox: non c’è niente da collegare, ognuno riceve un account di prova nella chat privata con me.
connect-group-hint = 🔒 Collega il tuo account nella chat privata con me, mai in un gruppo.

## The three questions of /connect, and the check with the gateway.

connect-intro = 🔑 Colleghiamo il tuo account esercente. Ti chiederò tre dati: ID esercente (merchant id), chiave API e chiave segreta. Cancello i messaggi con le tue chiavi subito dopo averli letti e conservo le chiavi cifrate. Con /cancel ti fermi in qualsiasi momento.
connect-ask-merchant-id = 1/3 · Invia il tuo <b>ID esercente</b> (merchant id).
connect-ask-api-key = 2/3 · Invia la tua <b>chiave API</b>. (Cancello il tuo messaggio subito dopo averlo letto.)
connect-ask-secret-key = 3/3 · Invia la tua <b>chiave segreta</b>. (Cancello il tuo messaggio subito dopo averlo letto.)
connect-bad-merchant-id = L’ID esercente è una sola riga di testo senza spazi. Invialo di nuovo.
connect-bad-api-key = La chiave API è una sola riga di testo senza spazi. Inviala di nuovo.
connect-bad-secret-key = La chiave segreta deve essere esadecimale (0-9, a-f). Inviala di nuovo.
connect-checking = Verifica con il gateway in corso…
# $reason: the gateway's refusal, one sentence.
connect-rejected =
    ❌ Il gateway non ha accettato queste chiavi. { $reason }
    Non è stato salvato nulla. Invia /connect per riprovare.
# The description of the 1 sat invoice /connect makes to prove the keys are the merchant's (seen in the gateway's own lists).
connect-check-invoice-description = Verifica di collegamento del bot Telegram (da non pagare)
# $merchantId: what the user typed (HTML-escaped).
connect-merchant-mismatch =
    ❌ Queste chiavi appartengono a un altro esercente, non a <code>{ $merchantId }</code>.
    Non è stato salvato nulla. Controlla l’id esercente e invia di nuovo /connect.
# $merchantId: what the user typed; $reason: the gateway's answer, one sentence.
connect-check-failed =
    ❌ Non ho potuto confermare che queste chiavi appartengano all’esercente <code>{ $merchantId }</code>. { $reason }
    Non è stato salvato nulla. Invia /connect per riprovare.
# $merchantId: the merchant id (HTML-escaped).
connect-merchant-taken =
    ❌ L’esercente <code>{ $merchantId }</code> è già collegato a un altro account Telegram in questo bot. Un esercente può essere collegato a un solo account Telegram.
    Non è stato salvato nulla. Invia prima /disconnect da quell’account.
# The answer after saving is up to three messages joined by a blank line:
# connect-connected, connect-connected-webhook (when the bot has a public
# address for payment events), connect-connected-next.
connect-connected = ✅ Esercente <code>{ $merchantId }</code> collegato. Le tue chiavi sono conservate cifrate.
# $eventsUrl: the URL the gateway should send this merchant's payment events to.
connect-connected-webhook =
    Per le notifiche di pagamento e per /lnurl, registra presso il tuo gateway questo URL webhook per il tuo account esercente:
    <code>{ $eventsUrl }</code>
connect-connected-next = Prova /balance oppure /invoice 1000.
connect-disconnected = Il tuo account esercente è stato rimosso da questo bot. Le tue chiavi sono state cancellate.
connect-nothing-to-disconnect = Non c’è nessun account collegato da rimuovere.

## /disconnect on the sandbox: reset the test account, after a question only its asker may answer.

# $balance: what the account holds now; $fresh: what the new account starts with.
connect-reset-question =
    🧪 <b>Reimpostare il tuo account di prova?</b>
    Il tuo account sandbox, che ora contiene <b>{ $balance }</b>, viene sostituito da uno nuovo con <b>{ $fresh }</b> di denaro di prova.
    I pagamenti a fatture e codici di pagamento del vecchio account non ti arriveranno più. /history conserva le operazioni del vecchio account.
# The same question when the balance could not be read. $fresh: what the new account starts with.
connect-reset-question-no-balance =
    🧪 <b>Reimpostare il tuo account di prova?</b>
    Il tuo account sandbox viene sostituito da uno nuovo con <b>{ $fresh }</b> di denaro di prova.
    I pagamenti a fatture e codici di pagamento del vecchio account non ti arriveranno più. /history conserva le operazioni del vecchio account.
connect-reset-button = 🔄 Reimposta il denaro di prova
# $fresh: what the new account holds.
connect-reset-done = ✅ Il tuo account di prova è stato reimpostato: contiene <b>{ $fresh }</b> di denaro di prova. /history elenca ancora le operazioni del vecchio account.
connect-reset-cancelled = Reimpostazione annullata: il tuo account di prova è invariato.
connect-reset-expired = Questa domanda è scaduta: invia di nuovo /disconnect per reimpostare il denaro di prova.
connect-nothing-to-reset = 🧪 Non hai ancora un account di prova: viene creato con il tuo primo comando (prova /balance). Non c’è niente da reimpostare.
