## ─── The Mini App's page (src/webapp/page) ───────────────────────────────
## Plain text shown in the page (no HTML). Numbers passed as values ($amount,
## $spent, $limit…) are formatted in the user's language by the page.

# An amount in satoshi. $amount: a number.
app-sat = { $amount } sat
app-loading = Wird geladen…
app-retry = Erneut versuchen
app-close = Schließen
app-sandbox = Testgeld: Dieser Bot läuft auf einem Sandbox-Gateway.
app-error-network = Der Bot ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.
app-error-unauthorized = Diese Seite konnte nicht bestätigen, wer du bist. Schließe sie und öffne sie erneut aus dem Chat mit dem Bot.
app-error-outside = Öffne diese Seite in Telegram aus dem Chat mit dem Bot.
app-error-not-connected = Du hast noch kein Wallet beim Bot. Öffne den Chat und tippe auf Start, um eines einzurichten.
app-error-generic = Etwas ist schiefgelaufen. Versuche es gleich noch einmal.
app-copy = Kopieren
app-copied = Kopiert ✓
app-amount-whole-sat = Gib eine ganze Zahl von sat über null ein.

## Home

app-home-balance = Guthaben
app-home-spendable = Verfügbar
app-home-frozen = Eingefroren
app-home-today = Heute ausgegeben
# $spent and $limit: numbers of sat.
app-home-today-of-limit = { $spent } von { $limit } sat
app-home-no-limit = kein Tageslimit
app-home-chart-title = Letzte 30 Tage
app-home-chart-in = Eingang
app-home-chart-out = Ausgang
app-home-chart-empty = In den letzten 30 Tagen ist nichts ein- oder ausgegangen.
app-home-receive = Empfangen
app-home-pay = Bezahlen
app-home-send = Senden
app-home-history = Verlauf
app-home-settings = Einstellungen

## History

app-history-title = Verlauf
app-history-all = Alle
app-history-in = Eingang
app-history-out = Ausgang
app-history-pending = Offen
app-history-unknown = Unklar
app-history-empty = Hier ist noch nichts.
app-history-more = Weitere werden geladen…
app-history-end = Das ist alles.
app-history-amount-unknown = Betrag unbekannt
app-kind-invoice = Rechnung
app-kind-payment = Zahlung
app-kind-withdrawal = Auszahlung
app-kind-tip-sent = Trinkgeld gegeben
app-kind-tip-received = Trinkgeld erhalten
app-kind-received = Empfangen
app-kind-voucher = Gutschein
app-kind-pledge = Zusage
app-status-pending = offen
app-status-sent = gesendet
app-status-paid = bezahlt
app-status-failed = fehlgeschlagen
app-status-unknown = Ausgang unklar
app-status-expired = abgelaufen
app-detail-amount = Betrag
app-detail-fee = Gebühr
app-detail-status = Status
app-detail-date = Datum
app-detail-with = Mit
app-detail-description = Beschreibung
app-detail-reason = Grund
app-detail-hash = Zahlungs-Hash
app-detail-pledge-ends = Verfällt ungenutzt am

## Receive

app-receive-title = Empfangen
app-receive-amount = Betrag
app-receive-description = Beschreibung (optional)
app-receive-create = Rechnung erstellen
app-receive-amount-missing = Gib einen Betrag über null ein.
app-receive-waiting = Warte auf die Zahlung…
app-receive-paid = Bezahlt ✓
app-receive-expired = Diese Rechnung ist abgelaufen. Erstelle eine neue.
app-receive-share = Teilen
# The text shared with the invoice. $amount: a number of sat.
app-receive-share-text = Bitte zahle mir { $amount } sat mit dieser Lightning-Rechnung.
app-receive-new = Neue Rechnung
# $time: a date and time.
app-receive-expires = Gültig bis { $time }
app-receive-address = Deine Lightning-Adresse
app-receive-paycode = Dein Zahlungscode

## Pay

app-pay-title = Bezahlen
app-pay-input = Rechnung, LNURL oder Lightning-Adresse
app-pay-placeholder = lnbc… oder name@wallet.example
app-pay-scan = QR-Code scannen
app-pay-scan-hint = Richte die Kamera auf einen Lightning-QR-Code
app-pay-check = Prüfen
app-pay-amount = Betrag
# $min and $max: numbers of sat.
app-pay-range = Von { $min } bis { $max } sat
app-pay-description = Beschreibung
app-pay-payee = An
app-pay-node = Lightning-Knoten { $node }
app-claimed-name = Nennt sich „{ $name }“: eigene Angabe, nicht geprüft. Das Geld geht an den Host oben.
app-pay-expires = Gültig bis
app-pay-no-description = (keine)
# The main button. $amount: a number of sat.
app-pay-button = { $amount } sat bezahlen
app-pay-paid = Bezahlt ✓
# $fee: a number of sat.
app-pay-fee = Gebühr: { $fee } sat
app-pay-failed = Nicht bezahlt. Von deinem Konto ist nichts abgegangen.
app-pay-unknown = Der Ausgang ist noch unklar, deshalb wird es nicht erneut versucht. Schau in ein paar Minuten im Verlauf nach, bevor du noch einmal zahlst.
app-pay-pending = Die Zahlung ist unterwegs. Im Verlauf siehst du, wie sie ausgeht.
app-pay-another = Etwas anderes bezahlen

## Send

app-send-title = Senden
app-send-to = An
app-send-to-placeholder = @benutzername oder name@wallet.example
app-send-amount = Betrag in sat
app-send-note = Notiz (optional)
app-send-review = Prüfen
# $amount: a number of sat.
app-send-confirm = { $amount } sat senden
# $name: "@alice" or an address.
app-send-to-whom = An { $name }
# $name: "@alice".
app-send-pledge = { $name } hat noch kein Wallet beim Bot. Die sats bleiben bei dir, bis die Person den Bot startet; dann bekommt sie sie.
app-send-sent = Gesendet ✓
# $name: "@alice".
app-send-pledged = Zusage an { $name }: Das Geld kommt an, sobald die Person den Bot startet.
app-send-another = Noch etwas senden

## Settings

app-settings-title = Einstellungen
app-settings-language = Sprache
app-settings-language-telegram = Wie in Telegram
app-settings-currency = Währung
app-settings-currency-none = Keine (nur sat)
app-settings-threshold = Trinkgelder bestätigen ab (sat)
app-settings-threshold-hint = Bei Trinkgeldern über diesem Betrag fragt der Bot zuerst „Bestätigen / Abbrechen“; bei 0 bei jedem Trinkgeld.
app-settings-address = Lightning-Adresse für Trinkgelder
app-settings-address-hint = Trinkgelder an dich gehen dorthin statt in dein Wallet beim Bot. Leer lassen, um sie hier zu behalten.
app-settings-reaction-tips = Trinkgeld mit Emoji-Reaktionen
app-settings-leaderboard = Mich in Bestenlisten verbergen
app-settings-save = Speichern
app-settings-saved = Gespeichert ✓

## Bills (/split) on the home screen

app-bills-owe-title = Du schuldest
app-bills-owed-title = Dir geschuldet
app-bills-share = { $amount } an { $to }
app-bills-pay = Meinen Anteil zahlen
app-bills-confirm = Bestätigen: { $amount } an { $to }
app-bills-paid = ✅ Dein Anteil ist bezahlt.
app-bills-not-paid = Dein Anteil wurde nicht bezahlt.
app-bills-invoice = Bezahl diese Rechnung aus einer beliebigen Lightning-Wallet:
app-bills-progress = { $paid } von { $count } bezahlt

# Paid entry (/entry): the groups joined by paying, and an owner's groups.
app-entry-memberships-title = Mitgliedschaften
app-entry-until = bezahlt bis { $date }
app-entry-paid-once = bezahlter Beitritt
app-entry-group-title = Bezahlter Beitritt · { $group }
app-entry-price = Preis
app-entry-price-once = { $amount }
app-entry-price-monthly = { $amount } im Monat
app-entry-off = aus
app-entry-members = Mitglieder
app-entry-no-members = Noch keine Mitglieder.
app-entry-payments = Letzte Zahlungen
app-entry-no-payments = Noch keine Zahlungen.
app-entry-status-waiting = wartet
app-entry-status-paid = bezahlt, noch nicht eingelassen
app-entry-status-in = drin
app-entry-status-declined-first = bezahlt, von einem Admin abgelehnt
app-entry-status-expired = nicht bezahlt
app-entry-status-unwritten = konnte nicht angeschrieben werden
