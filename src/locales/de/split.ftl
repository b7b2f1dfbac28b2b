## /split (src/features/split): Die Karte spricht die Sprache der Gruppe und zeigt, wer bezahlt hat, nie Kontostände.

split-usage = 🧾 Eine Rechnung teilen: <code>/split 60000 @ann @bob Pizza</code> (du zählst als ein Anteil und zahlst keinen), <code>@ann=20000</code> für einen eigenen Anteil, <code>--all</code>, um nur die Genannten zu belasten, oder <code>/split 60000 4 Pizza</code> für 4 Anteile, die sich die ersten Mitglieder per Knopfdruck nehmen. Auch als Antwort: Der Autor der Nachricht zahlt mit.
split-in-private = 🧾 /split funktioniert in Gruppen: <code>/split 60000 @ann @bob Pizza</code> teilt dort eine Rechnung unter den genannten Mitgliedern.
split-anonymous = 🧾 Eine Rechnung wird auf das Konto ihres Organisators bezahlt: Schreib als du selbst (nicht als Gruppe oder Kanal), um eine zu teilen.
split-organiser-no-account = 🧾 Die Anteile einer Rechnung gehen auf dein Konto, und du hast noch keins verbunden: Verbinde eins in unserem privaten Chat und teile die Rechnung dann erneut.
split-connect-button = Konto verbinden
split-bad-share = 🧾 { $word } kann ich nicht als Anteil lesen: Schreib ihn als <code>@ann=20000</code>.
split-too-many = 🧾 Eine Rechnung lässt sich unter höchstens { $max } Mitgliedern teilen.
split-too-small = 🧾 { $total } lässt sich so nicht teilen: Jeder Anteil braucht mindestens 1 sat.
split-custom-over = 🧾 Die ausgeschriebenen Anteile ergeben mehr als { $total }.
split-custom-mismatch = 🧾 Mit <code>--all</code> und lauter ausgeschriebenen Anteilen müssen sie { $total } ergeben; sie ergeben { $sum }.
split-description = { $note } (Rechnung in { $chat })
split-description-no-note = Rechnung in { $chat }

split-card = 🧾 <b>{ $what }</b>: { $total }, an { $organiser }
split-card-no-note = Rechnung
split-card-total-fiat = { $total } ({ $fiat })
split-card-organiser-share = Eigener Anteil von { $organiser }: { $share }
split-card-paid = ✅ { $name }: { $share }
split-card-owed = ⏳ { $name }: { $share }
split-card-out = 🚪 { $name }: raus
split-card-open-left = 🙋 { $count ->
    [one] Ein Anteil
   *[other] { $count } Anteile
} zu { $share } frei: Drück „Meinen Anteil zahlen“, um einen zu nehmen.
split-card-settled = Beglichen ✓
split-card-closed = Geschlossen: { $paid } von { $count } bezahlt.
split-card-closed-invoices = Bereits ausgegebene Rechnungen können noch bezahlt werden, bis sie ablaufen, innerhalb einer Stunde.
split-card-frozen = ⛔ Angehalten: Das Konto von { $organiser } ist nicht mehr verbunden. { $paid } von { $count } bezahlt.
split-button-pay = 💸 Meinen Anteil zahlen
split-button-out = 🚪 Ich bin raus
split-button-close = 🔒 Schließen (Organisator)

split-answer-gone = Diese Rechnung wird nicht mehr aufbewahrt.
split-answer-not-named = Diese Rechnung wird unter den genannten Mitgliedern geteilt: Du gehörst nicht dazu.
split-answer-full = Alle Anteile dieser Rechnung sind vergeben.
split-answer-own-bill = Du hast diese Rechnung organisiert: Dein eigener Anteil wird nicht berechnet.
split-answer-already-paid = ✅ Dein Anteil ist bezahlt.
split-answer-confirm-sent = Ich habe dir deinen Anteil zum Bestätigen in unseren privaten Chat geschickt.
split-answer-qr-sent = Ich habe dir die Rechnung für deinen Anteil in unseren privaten Chat geschickt.
split-answer-in-doubt = Deine Zahlung dieses Anteils läuft oder ihr Ergebnis ist unbekannt: Sie wird nicht wiederholt. Siehe /history.
split-answer-settled = Diese Rechnung ist beglichen.
split-answer-closed = Diese Rechnung ist geschlossen.
split-answer-closed-now = 🔒 Rechnung geschlossen.
split-answer-frozen = Diese Rechnung ist angehalten: Das Konto des Organisators ist nicht mehr verbunden. Nichts wurde bezahlt.
split-answer-invoice-failed = Ich konnte die Rechnung für deinen Anteil gerade nicht erstellen: Versuch es gleich noch einmal.
split-answer-out = 🚪 Du bist aus dieser Rechnung raus.
split-answer-not-organiser = Nur { $organiser } kann diese Rechnung schließen.
split-answer-open-private = Öffne unseren privaten Chat und drück noch einmal „Meinen Anteil zahlen“.
split-refused-over-daily = Dein Anteil ist mehr, als du heute noch senden darfst ({ $remaining }).
split-refused-over-per-payment = Dein Anteil liegt über dem Limit von { $limit } pro Zahlung.
split-refused-funds = Dein Konto kann diesen Anteil nicht zahlen: { $spendable } sind verfügbar.
split-refused-failed = Dein Anteil wurde nicht bezahlt: { $reason }

split-confirm-summary = 🧾 Deinen Anteil an <b>{ $what }</b> in { $chat } zahlen: <b>{ $amount }</b> an { $organiser }, von deinem Konto?
split-what = Anteil von { $amount } an { $organiser }
split-confirm-label = ✅ Meinen Anteil zahlen
split-outcome-sent = ✅ Du hast deinen Anteil an <b>{ $what }</b> bezahlt: { $amount } an { $organiser }.
split-outcome-cancelled = 🚫 Dein Anteil von { $amount } an { $organiser } wurde nicht bezahlt.
split-outcome-not-sent = ❌ Dein Anteil von { $amount } an { $organiser } wurde nicht bezahlt
split-outcome-unknown = ❓ Dein Anteil von { $amount } an { $organiser }: Ergebnis unbekannt — nicht wiederholt.
split-outcome-closed = 🔒 Diese Rechnung ist geschlossen, oder dein Anteil war schon bezahlt. Nichts wurde bezahlt.
split-qr = 🧾 Dein Anteil an <b>{ $what }</b> in { $chat }: <b>{ $share }</b> an { $organiser }. Bezahl diese Rechnung aus einer beliebigen Lightning-Wallet:
split-qr-expires = Sie läuft in { $minutes } Min. ab.
split-qr-connect = Oder verbinde dein Konto, dann zahlt „Meinen Anteil zahlen“ von dort.

split-summary-settled = 🧾 <b>{ $what }</b> in { $where } ist beglichen: alle { $count } Anteile bezahlt, insgesamt { $paidSat }.
split-summary-closed = 🧾 <b>{ $what }</b> in { $where } ist geschlossen: { $paid } von { $count } Anteilen bezahlt, { $paidSat } von { $billedSat }.
split-summary-unpaid = Nicht bezahlt: { $names }.
split-summary-late = 🧾 { $name } hat den Anteil an <b>{ $what }</b> in { $where } nach dem Ende der Rechnung bezahlt: { $share }. Jetzt { $paid } von { $count } bezahlt.
split-frozen-note = 🧾 Die Rechnung <b>{ $what }</b> von { $organiser } in { $where } ist angehalten: Das Konto ist nicht mehr verbunden, dein Anteil kann also nicht mehr über mich bezahlt werden. Dir wurde nichts abgebucht.

chipin-usage = 🤝 Zusammenlegen, alles oder nichts: <code>/chipin 100000 @dev 10 by 3d Laptop</code> — sobald 10 Mitglieder zugesagt haben (vor der Frist: <code>by 12h</code>, <code>by 3d</code>; ohne Angabe ein Tag), zahlt jedes 10.000 sat von seinem eigenen Konto an @dev. Ohne 10 bewegt sich nichts.
chipin-in-private = 🤝 /chipin funktioniert in Gruppen: <code>/chipin 100000 @dev 10 Laptop</code> sammelt dort 10 Mitglieder, die @dev gemeinsam bezahlen.
chipin-payee-unknown = 🤝 Ich kann @{ $username } nicht bezahlen: Ich habe die Person nicht gesehen, oder sie kann noch nichts empfangen (kein Konto, keine Lightning-Adresse).
chipin-bad-count = 🤝 Ein Zusammenlegen braucht 1 bis { $max } Mitglieder und jeder Teil mindestens 1 sat.
chipin-no-note = Zusammenlegen
chipin-card = 🤝 <b>{ $what }</b> für { $payee }: { $count } × { $share }, alles oder nichts
chipin-card-committed = Zugesagt: { $committed } von { $count }.
chipin-card-deadline = ⏳ Bis { $deadline } (UTC). Vor Erreichen des Ziels bewegt sich nichts.
chipin-card-running = 💸 Ziel erreicht: Die Zahlungen gehen raus.
chipin-card-done = ✅ Ziel erreicht: { $paid } von { $count } bezahlt.
chipin-card-failed = ❌ Nicht bezahlt: { $names } („Meinen Teil zahlen“ versucht es erneut).
chipin-card-unknown = ❓ Ergebnis unbekannt, nicht wiederholt: { $names }
chipin-card-expired = ⌛ Die Frist ist ohne genug Mitglieder abgelaufen: Nichts wurde bewegt.
chipin-button-commit = 🤝 Zusagen
chipin-button-withdraw = ↩️ Zurückziehen
chipin-button-pay = 💸 Meinen Teil zahlen
chipin-answer-gone = Dieses Zusammenlegen wird nicht mehr aufbewahrt.
chipin-answer-not-committed = Du hast bei diesem Zusammenlegen nicht zugesagt.
chipin-answer-too-late = Dieses Zusammenlegen nimmt keine Zusagen mehr an.
chipin-answer-withdrawn = ↩️ Deine Zusage ist zurückgezogen.
chipin-answer-paid = ✅ Dein Teil ist bezahlt.
chipin-answer-committed = Du hast schon zugesagt.
chipin-answer-committed-now = 🤝 Du bist dabei. Bis das Ziel erreicht ist, bewegt sich nichts.
chipin-answer-own = Dieses Zusammenlegen ist für dich: Du kannst nicht zusagen.
chipin-answer-cannot = Dein Konto kann { $amount } gerade nicht zusagen (kein Konto, ein Limit oder das Guthaben): siehe unseren privaten Chat.
chipin-answer-cannot-plain = Dein Konto ist nicht verbunden: Verbinde es zuerst in unserem privaten Chat.
chipin-answer-confirm-sent = Ich habe dir die Zusage zum Bestätigen in unseren privaten Chat geschickt.
chipin-answer-failed-again = Dein Teil wurde auch diesmal nicht bezahlt: Nichts wurde abgebucht. Siehe unseren privaten Chat.
chipin-confirm = 🤝 Bei <b>{ $what }</b> in { $chat } zusagen? Sobald { $count } Mitglieder zugesagt haben, gehen <b>{ $amount }</b> von deinem Konto an { $payee }. Bis dahin bewegt sich nichts, und du kannst zurückziehen.
chipin-confirm-label = 🤝 Zusagen
chipin-expired-note = ⌛ <b>{ $what }</b> in { $chat } hat sein Ziel nicht erreicht ({ $committed } von { $count } zugesagt): Nichts wurde bewegt.
chipin-end-note = 🤝 <b>{ $what }</b> in { $chat } hat sein Ziel erreicht: { $paid } von { $count } haben { $payee } bezahlt, insgesamt { $amount }.
chipin-end-failed = Nicht bezahlt: { $names }.
chipin-failed-note = ❌ Dein Teil von { $amount } an { $payee } ({ $chat }) wurde nicht bezahlt: { $reason }. Nichts wurde abgebucht; drück auf der Karte „Meinen Teil zahlen“, um es erneut zu versuchen.
chipin-reason-no-account = Dein Konto ist nicht mehr das, mit dem du zugesagt hast
chipin-reason-refused = sie wurde abgelehnt
chipin-late-note = 🤝 { $name } hat den Teil von { $amount } ({ $chat }) im zweiten Versuch bezahlt.
