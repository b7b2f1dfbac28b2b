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
