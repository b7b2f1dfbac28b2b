## Texts shared by several features (the flows of src/chat/flows, the
## middleware, /cancel). Plain text unless a message says it is HTML.

# Added under every message about money while the bot runs on the sandbox (HTML).
common-test-money = 🧪 <i>Testgeld (Sandbox)</i>
common-unexpected-error = ⚠️ Bei uns ist etwas schiefgelaufen. Prüfe /history, bevor du eine Zahlung wiederholst.
common-busy = ⏳ Ich bearbeite noch deine vorherige Anfrage. Bitte schick das gleich noch einmal.
common-late = ⏳ Entschuldige: Ich war überlastet, und deine Nachricht kam Minuten zu spät bei mir an, deshalb habe ich nichts damit gemacht. Falls du sie noch brauchst, schick sie bitte noch einmal.
common-overloaded = ⏳ Ich bin gerade sehr beschäftigt und habe deshalb nichts mit deiner Nachricht gemacht. Schick sie bitte in ein paar Minuten noch einmal.
common-storage-down = ⚠️ Ich erreiche meinen Speicher gerade nicht: Dieser Druck hat nichts bewirkt und nichts bezahlt. Bitte versuch es in einer Minute noch einmal.
common-button-error = Etwas ist schiefgelaufen. Bitte versuch es noch einmal.
common-stale-button = Dieser Button ist nicht mehr aktiv.
common-not-your-button = Nur wer gefragt hat, kann diesen Button drücken.
# A press on a copy of a card (a forwarded message, another chat): it does nothing.
common-press-elsewhere = Dieser Button funktioniert nur in der ursprünglichen Nachricht im Chat, in dem sie gepostet wurde, nicht in einer weitergeleiteten Kopie.
# A press on a group's card by someone who is not in that group: it does nothing.
common-press-members-only = Nur Mitglieder dieser Gruppe können diesen Button verwenden.
# $command: the command's name without its slash, e.g. history (HTML).
common-private-only = 🔒 /{ $command } funktioniert im privaten Chat mit mir, damit in der Gruppe nichts Vertrauliches zu sehen ist.
# A button.
common-open-private-chat = Privaten Chat öffnen
common-answered-privately = 💬 Aus { $group }: hier beantwortet, weil in der Gruppe gerade viel los ist.
common-no-account = Du hast noch kein Gateway-Konto verbunden. Sende /connect, um dein Händlerkonto hinzuzufügen.
common-cancelled = Abgebrochen.
common-nothing-to-cancel = Es gibt nichts abzubrechen.
# A button.
common-skip = Überspringen
# A button.
common-cancel = Abbrechen
# Under a question in a group, where no Skip button fits beside the reply field.
common-skip-by-command = Oder sende /skip, um es auszulassen.

## A question closed, and how to start it again. $restart is the command that
## starts it again (e.g. /invoice), or "none" when it is not known.

# $tries: how many answers were refused.
common-question-closed = Ich habe diese Frage nach { $tries } unbrauchbaren { $tries ->
        [one] Antwort
       *[other] Antworten
    } geschlossen. { $restart ->
        [none] Sende den Befehl noch einmal, um neu zu beginnen.
       *[other] Sende { $restart }, um neu zu beginnen.
    }
common-question-was-closed = Diese Frage hatte ich schon geschlossen, deshalb habe ich diese Antwort nicht verwendet. { $restart ->
        [none] Sende den Befehl noch einmal, um neu zu beginnen.
       *[other] Sende { $restart }, um neu zu beginnen.
    }
common-question-timed-out = Ich habe nicht mehr auf eine Antwort auf diese Frage gewartet, deshalb habe ich diese Antwort nicht verwendet. { $restart ->
        [none] Sende den Befehl noch einmal, um neu zu beginnen.
       *[other] Sende { $restart }, um neu zu beginnen.
    }
# $command: the command as written, with its slash, e.g. /pay.
common-edited-send = ✏️ Auf bearbeitete Zahlungsbefehle reagiere ich nicht: Es wurde nichts gesendet oder geändert. Sende { $command } noch einmal als neue Nachricht.

## Why an amount was refused (one line; the examples are what the parser
## accepts in this language).

common-amount-reasons-empty = Bitte sende einen Betrag, zum Beispiel 1500, 1,5k oder 0,0001 btc.
common-amount-reasons-not-a-number = Diesen Betrag verstehe ich nicht. Versuch es mit 1500, 1.500, 1,5k, 21k sats oder 0,0001 btc.
common-amount-reasons-ambiguous = Dieser Betrag lässt sich zweifach lesen: Ein Punkt ist für manche ein Dezimaltrennzeichen, für andere ein Tausendertrennzeichen. Schreib ihn ohne Punkt, z. B. 1500, 1,5k oder 0,0001 btc.
# $unit: the unit as the user wrote it (letters and currency signs only).
common-amount-reasons-unknown-unit = „{ $unit }“ ist keine Einheit, die ich kenne. Schreib sat, k (tausend sat) oder btc, z. B. 1500, 1,5k oder 0,0001 btc.
# The same, when the unit cannot be named.
common-amount-reasons-unknown-unit-unnamed = Diese Einheit kenne ich nicht. Schreib sat, k (tausend sat) oder btc, z. B. 1500, 1,5k oder 0,0001 btc.
common-amount-reasons-zero = Der Betrag muss größer als null sein.
common-amount-reasons-negative = Der Betrag darf nicht negativ sein.
common-amount-reasons-fractional-sat = Lightning-Beträge sind ganze Satoshi: 1 sat ist die kleinste Einheit (0,00000001 btc).
# $max: the largest amount of one payment, e.g. 1,000,000 sat.
common-amount-reasons-too-large = Das liegt über dem Limit von { $max } pro Zahlung.
common-amount-reasons-unsafe = Dieser Betrag ist viel zu groß.
