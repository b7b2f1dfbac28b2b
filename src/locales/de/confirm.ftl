## The confirmation of every send (pay, withdraw, tip): the answers to its
## buttons and the outcomes it becomes (src/chat/flows/confirm.ts). HTML.
## $what names the send, e.g. "payment of 1,500 sat to alice@example.com";
## $reason is one plain sentence saying why it failed.

# The answer to a press of Confirm, while the send runs.
confirm-sending = ⏳ Wird gesendet…
confirm-sent = ✅ Erledigt: { $what }
confirm-not-sent = ❌ Nicht gesendet: { $what }
confirm-failed =
    ❌ Nicht gesendet: { $what }
    { $reason }
    Von deinem Konto ist nichts abgegangen.
confirm-unknown =
    ❓ Ergebnis unbekannt: { $what }
    Das Gateway hat den Vorgang nicht bestätigt. Er wird <b>nicht</b> automatisch wiederholt: Prüfe /balance und /history, bevor du es noch einmal versuchst.
confirm-cancelled = 🚫 Abgebrochen: { $what }. Es wurde nichts gesendet.
confirm-nothing-left = Von deinem Konto ist nichts abgegangen.
confirm-nothing-sent = Es wurde nichts gesendet.
confirm-unknown-advice = Das Gateway hat den Vorgang nicht bestätigt. Er wird <b>nicht</b> automatisch wiederholt: Prüfe /balance und /history, bevor du es noch einmal versuchst.
confirm-reason-told-privately = Den Grund habe ich dir in unserem privaten Chat geschrieben. Von deinem Konto ist nichts abgegangen.
confirm-reason-in-history = Von deinem Konto ist nichts abgegangen. Öffne unseren privaten Chat und sende /history, um den Grund zu sehen.
confirm-already = Das wurde bereits bearbeitet.
# $state: the send's state as kept in the history.
confirm-already-state = Bereits bearbeitet: { $state ->
        [sent] gesendet
        [paid] bezahlt
        [failed] fehlgeschlagen
       *[other] { $state }
    }.
confirm-stale = Diese Bestätigung ist abgelaufen. Bitte fang noch einmal von vorn an.
# $limit: an amount, e.g. 1,000,000 sat.
confirm-over-per-payment = Das liegt über dem Limit von { $limit } pro Zahlung. Es wurde nichts gesendet.
# $limit, $remaining: amounts.
confirm-over-daily = Damit würdest du dein Tageslimit von { $limit } überschreiten (heute noch übrig: { $remaining }). Es wurde nichts gesendet.
# In the group; $told is "yes" when the person was told more in the private chat, else "no".
confirm-over-daily-in-group = { $told ->
        [yes] Damit würdest du dein Tageslimit überschreiten; mehr dazu habe ich dir in unserem privaten Chat geschrieben. Es wurde nichts gesendet.
       *[no] Damit würdest du dein Tageslimit überschreiten. Es wurde nichts gesendet.
    }
# $expected, $got: amounts.
confirm-amount-mismatch = Die Rechnung des Empfängers lautete auf { $got }, du hattest aber { $expected } bestätigt, deshalb habe ich sie nicht bezahlt.
# $expected: an amount.
confirm-amount-mismatch-no-amount = Die Rechnung des Empfängers hatte keinen festen Betrag, du hattest aber { $expected } bestätigt, deshalb habe ich sie nicht bezahlt.
confirm-no-recipient = Der Empfänger hat kein Konto, auf dem das ankommen kann.
confirm-gateway-refused = Das Gateway hat abgelehnt.
confirm-account-changed =
    🚫 Nicht gesendet: { $what }
    Das wurde für ein Gateway-Konto angezeigt, das nicht mehr verbunden ist. Es wurde nichts gesendet: Fang noch einmal von vorn an, um von deinem aktuellen Konto zu zahlen.
confirm-account-changed-answer = Dein Konto hat sich geändert, seit das angezeigt wurde. Es wurde nichts gesendet: Fang noch einmal von vorn an.
confirm-interrupted =
    ❓ Ergebnis unbekannt: { $what }
    Der Bot wurde beim Senden unterbrochen. Der Vorgang wird <b>nicht</b> automatisch wiederholt: Prüfe /balance und /history, bevor du es noch einmal versuchst.
confirm-interrupted-advice = Der Bot wurde beim Senden unterbrochen. Der Vorgang wird <b>nicht</b> automatisch wiederholt: Prüfe /balance und /history, bevor du es noch einmal versuchst.
confirm-unknown-answer = ❓ Ergebnis unbekannt – wird nicht wiederholt. Prüfe /balance und /history, bevor du es noch einmal versuchst.
confirm-in-progress = ⏳ Noch kein Ergebnis: Es erscheint in der Bestätigungsnachricht. Nichts wird doppelt gesendet.
# A send named from its history entry: $amount, e.g. 1,500 sat; $counterpart, e.g. alice@example.com.
confirm-what-from-history = { $amount } an { $counterpart }

## Why a payment failed or is in doubt, as /history and a settled send say it.
failure-not-confirmed = Das Gateway hat das Ergebnis nicht bestätigt; es wird nicht wiederholt. Prüfe /balance, bevor du es noch einmal versuchst.
failure-interrupted-before-send = Vor dem Senden unterbrochen: Es wurde nichts gesendet.
failure-cancelled-before-send = Vor dem Senden abgebrochen: Es wurde nichts gesendet.
failure-interrupted-while-sending = Während des Sendens unterbrochen: Es wird nicht wiederholt. Prüfe /balance und /history.
failure-host-unreachable = Ich konnte { $host } direkt vor dem Senden nicht erreichen, daher wurde nichts gesendet. Versuche es später noch einmal.
