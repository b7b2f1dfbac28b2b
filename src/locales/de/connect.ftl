## /connect and /disconnect (src/features/connect): merchant keys, in a private chat only.

connect-sandbox = 🧪 Dieser Bot läuft auf einem Sandbox-Gateway: Dein Konto wurde mit Testgeld für dich angelegt, es gibt also nichts zu verbinden. /balance zeigt es an; /disconnect setzt es auf frisches Testgeld zurück.
connect-sandbox-in-group = 🧪 Dieser Bot läuft auf einem Sandbox-Gateway: Es gibt nichts zu verbinden, alle bekommen ein Testkonto im privaten Chat mit mir.
connect-group-hint = 🔒 Verbinde dein Konto im privaten Chat mit mir, niemals in einer Gruppe.

## The three questions of /connect, and the check with the gateway.

connect-intro = 🔑 Lass uns dein Händlerkonto verbinden. Ich frage nach drei Dingen: Händler-ID, API-Schlüssel und geheimer Schlüssel. Die Nachrichten mit deinen Schlüsseln lösche ich direkt nach dem Lesen, und die Schlüssel speichere ich verschlüsselt. Mit /cancel brichst du jederzeit ab.
connect-ask-merchant-id = 1/3 · Sende deine <b>Händler-ID</b>.
connect-ask-api-key = 2/3 · Sende deinen <b>API-Schlüssel</b>. (Ich lösche deine Nachricht direkt nach dem Lesen.)
connect-ask-secret-key = 3/3 · Sende deinen <b>geheimen Schlüssel</b>. (Ich lösche deine Nachricht direkt nach dem Lesen.)
connect-bad-merchant-id = Eine Händler-ID ist eine Textzeile ohne Leerzeichen. Bitte sende sie noch einmal.
connect-bad-api-key = Ein API-Schlüssel ist eine Textzeile ohne Leerzeichen. Bitte sende ihn noch einmal.
connect-bad-secret-key = Der geheime Schlüssel muss hexadezimal sein (0-9, a-f). Bitte sende ihn noch einmal.
connect-checking = Ich prüfe das beim Gateway…
# $reason: the gateway's refusal, one sentence.
connect-rejected =
    ❌ Das Gateway hat diese Schlüssel nicht akzeptiert. { $reason }
    Es wurde nichts gespeichert. Sende /connect, um es noch einmal zu versuchen.
# The description of the 1 sat invoice /connect makes to prove the keys are the merchant's (seen in the gateway's own lists).
connect-check-invoice-description = Verbindungsprüfung durch den Telegram-Bot (nicht bezahlen)
# $merchantId: what the user typed (HTML-escaped).
connect-merchant-mismatch =
    ❌ Diese Schlüssel gehören zu einem anderen Händler, nicht zu <code>{ $merchantId }</code>.
    Es wurde nichts gespeichert. Prüfe die Händler-ID und sende /connect noch einmal.
# $merchantId: what the user typed; $reason: the gateway's answer, one sentence.
connect-check-failed =
    ❌ Ich konnte nicht bestätigen, dass diese Schlüssel zum Händler <code>{ $merchantId }</code> gehören. { $reason }
    Es wurde nichts gespeichert. Sende /connect, um es noch einmal zu versuchen.
# $merchantId: the merchant id (HTML-escaped).
connect-merchant-taken =
    ❌ Der Händler <code>{ $merchantId }</code> ist in diesem Bot schon mit einem anderen Telegram-Konto verbunden. Ein Händler kann nur mit einem Telegram-Konto verbunden sein.
    Es wurde nichts gespeichert. Sende zuerst /disconnect von jenem Konto.
# The answer after saving is up to three messages joined by a blank line:
# connect-connected, connect-connected-webhook (when the bot has a public
# address for payment events), connect-connected-next.
connect-connected = ✅ Händler <code>{ $merchantId }</code> verbunden. Deine Schlüssel sind verschlüsselt gespeichert.
# $eventsUrl: the URL the gateway should send this merchant's payment events to.
connect-connected-webhook =
    Für Zahlungsbenachrichtigungen und /lnurl registriere diese Webhook-URL für deinen Händler bei deinem Gateway:
    <code>{ $eventsUrl }</code>
connect-connected-next = Probier /balance oder /invoice 1000.
connect-disconnected = Dein Händlerkonto wurde aus diesem Bot entfernt. Deine Schlüssel sind gelöscht.
connect-nothing-to-disconnect = Es ist kein Konto verbunden, das ich entfernen könnte.

## /disconnect on the sandbox: reset the test account, after a question only its asker may answer.

# $balance: what the account holds now; $fresh: what the new account starts with.
connect-reset-question =
    🧪 <b>Testkonto zurücksetzen?</b>
    Dein Sandbox-Konto mit derzeit <b>{ $balance }</b> wird durch ein neues mit <b>{ $fresh }</b> Testgeld ersetzt.
    Geld, das an Rechnungen und Zahlungscodes des alten Kontos gezahlt wird, erreicht dich dann nicht mehr. /history behält die Vorgänge des alten Kontos.
# The same question when the balance could not be read. $fresh: what the new account starts with.
connect-reset-question-no-balance =
    🧪 <b>Testkonto zurücksetzen?</b>
    Dein Sandbox-Konto wird durch ein neues mit <b>{ $fresh }</b> Testgeld ersetzt.
    Geld, das an Rechnungen und Zahlungscodes des alten Kontos gezahlt wird, erreicht dich dann nicht mehr. /history behält die Vorgänge des alten Kontos.
connect-reset-button = 🔄 Testgeld zurücksetzen
# $fresh: what the new account holds.
connect-reset-done = ✅ Dein Testkonto wurde zurückgesetzt: Es enthält <b>{ $fresh }</b> Testgeld. /history zeigt weiterhin die Vorgänge des alten Kontos.
connect-reset-cancelled = Zurücksetzen abgebrochen: Dein Testkonto bleibt unverändert.
connect-reset-expired = Diese Frage ist abgelaufen: Sende /disconnect noch einmal, um dein Testgeld zurückzusetzen.
connect-nothing-to-reset = 🧪 Du hast noch kein Testkonto: Es wird mit deinem ersten Befehl angelegt (probier /balance). Es gibt nichts zurückzusetzen.
