## The Mini App: its button in the chat, and the API's refusals (plain text in the page)

webapp-open-button = 👛 Wallet öffnen
webapp-open-hint = Dein Wallet als App: Guthaben, Verlauf, Empfangen und Bezahlen mit wenigen Fingertipps.
webapp-error-not-connected = Du hast noch kein Wallet beim Bot. Öffne den Chat mit dem Bot und verbinde eines mit /connect.
webapp-error-bad-amount = Gib eine ganze Zahl von sat über null ein oder einen Betrag in deiner Währung wie 5 eur.
webapp-error-voucher = Diese LNURL ist kein Zahlungscode. Wenn es ein Gutschein ist, füge ihn im Chat mit dem Bot ein, um ihn einzulösen.
webapp-error-stale = Diese Bestätigung ist abgelaufen oder gilt nicht mehr. Fang noch einmal an.
webapp-error-cannot-receive = Diese Zahlung kann diesen Empfänger nicht erreichen.
webapp-error-bad-language = Diese Sprache wird nicht angeboten.
webapp-error-bad-currency = Diese Währung wird nicht angeboten.
webapp-error-bad-threshold = Gib eine ganze Zahl von 0 bis { $max } sat ein.
webapp-error-too-large = Das ist zu viel Text für eine Anfrage (höchstens { $kb } kB). Prüfe, was du eingefügt hast: Eine Rechnung oder ein Zahlungscode ist viel kürzer.
webapp-outcome-unknown = Das Gateway hat das Ergebnis nicht bestätigt. Es wird nicht erneut versucht: Prüfe Guthaben und Verlauf, bevor du noch einmal zahlst.
