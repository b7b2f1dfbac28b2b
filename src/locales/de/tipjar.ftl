## /tipjar (src/features/tipjar). The jar's message speaks the group's language and
## names contributors only (no one's figures); answers to a press and private messages speak
## the presser's. $owner, $note, $chat and $names arrive HTML-escaped where the text is HTML;
## $amount, $total, $target, $limit and $remaining are formatted amounts.

tipjar-usage = 🫙 Öffne eine Trinkgeldkasse: <code>/tipjar 10k neues Mikrofon</code>. Sie schließt, wenn das Ziel erreicht ist; schreib <code>10k+</code>, damit sie danach offen bleibt.
tipjar-in-private = 🫙 /tipjar funktioniert in Gruppen: <code>/tipjar 10k wofür</code> öffnet eine Kasse, die die Mitglieder füllen können.
tipjar-anonymous = 🫙 Eine Kasse zahlt an ihren Besitzer: Poste als du selbst (nicht als Gruppe oder Kanal), um eine zu öffnen.
# $name: the member who wanted to open a jar.
tipjar-owner-cannot-receive = 🙁 { $name }, du kannst noch kein Geld empfangen: Öffne einen privaten Chat mit mir, um ein Konto zu bekommen oder eine Lightning-Adresse festzulegen, und öffne die Kasse dann erneut.
tipjar-set-up-button = Empfang einrichten
# The invoice description of a jar payment without a "what for" (plain text). $owner: the jar's owner; $chat: the group's title.
tipjar-description = Trinkgeldkasse von { $owner } in { $chat }

## The jar's message, edited as payments land

tipjar-title = 🫙 <b>Trinkgeldkasse von { $owner }</b>
tipjar-for = 📝 { $note }
# $bar: a bar of ▓ and ░; $percent: a whole number.
tipjar-progress = { $bar } { $percent } %
tipjar-total = <b>{ $total }</b> von { $target }
# A jar that stays open beyond its target.
tipjar-total-open-ended = <b>{ $total }</b> von { $target } (auch über das Ziel hinaus offen)
# $names: contributor names joined with ", ", maybe ending with tipjar-more-contributors.
tipjar-contributors = Von: { $names }
tipjar-more-contributors = { $count } weiteren
tipjar-no-contributors = Drück einen Knopf, um etwas hineinzulegen.
tipjar-closed-by-owner = 🔒 Geschlossen von { $owner }.
tipjar-closed-at-target = 🎉 Ziel erreicht: Die Kasse ist geschlossen.
tipjar-other-button = Anderer Betrag
tipjar-close-button = 🔒 Schließen (Besitzer)

## Answers to a press (only the presser sees them) and private messages: plain text

tipjar-answer-confirm-sent = Ich habe dir eine Bestätigung in unseren privaten Chat geschickt.
tipjar-answer-second-press = Das war ein zweiter Druck: Nur der erste zählt. Drück gleich noch einmal, um mehr zu geben.
tipjar-answer-closed = Die Kasse ist geschlossen.
# $amount: what the presser put in; $owner: the jar's owner.
tipjar-paid = ✅ Du hast { $amount } in die Trinkgeldkasse von { $owner } gelegt.
tipjar-refused-gone = Diese Trinkgeldkasse ist nicht mehr offen. Es wurde nichts bezahlt.
tipjar-refused-closed = Diese Trinkgeldkasse ist geschlossen. Es wurde nichts bezahlt.
tipjar-refused-own = Das ist deine eigene Kasse: Die anderen füllen sie.
tipjar-refused-not-owner = Nur { $owner } kann diese Kasse schließen.
tipjar-refused-no-account = Du hast noch kein Konto bei mir: Öffne einen privaten Chat mit mir und drück dann erneut. Es wurde nichts bezahlt.
tipjar-refused-owner-cannot-receive = { $owner } kann gerade kein Geld empfangen. Es wurde nichts bezahlt.
tipjar-refused-over-per-payment = Das liegt über dem Limit von { $limit } pro Zahlung. Es wurde nichts bezahlt.
tipjar-refused-over-daily = Das liegt über deinem Tageslimit: Heute bleiben { $remaining }. Es wurde nichts bezahlt.
# $reason: why the send failed, one or two sentences.
tipjar-refused-failed = ❌ Nicht bezahlt: { $reason } Von deinem Konto ist nichts abgegangen.
tipjar-refused-unknown = ❓ Das Ergebnis ist unbekannt und wird nicht wiederholt. Sieh in /history nach, bevor du erneut zahlst.

## Other amount, and the confirmation, in the presser's private chat

# $chat: the group's title.
tipjar-ask-amount = 🫙 Wie viel möchtest du in die Trinkgeldkasse von { $owner } ({ $chat }) legen? Schick einen Betrag, z. B. 500 oder 2k (/cancel zum Abbrechen).
tipjar-confirm-summary = 🫙 <b>{ $amount }</b> in die Trinkgeldkasse von { $owner } in { $chat } legen?
# Names the payment inside other sentences.
tipjar-what = { $amount } für die Trinkgeldkasse von { $owner }
tipjar-outcomes-sent = ✅ <b>{ $amount }</b> in die Trinkgeldkasse von { $owner } gelegt
tipjar-outcomes-cancelled = 🚫 { $amount } für die Trinkgeldkasse von { $owner } abgebrochen.
tipjar-outcomes-not-sent = ❌ <b>{ $amount } für die Trinkgeldkasse von { $owner } nicht gesendet</b>
tipjar-outcomes-unknown = ❓ <b>{ $amount } für die Trinkgeldkasse von { $owner }: unbekannt — nicht wiederholt.</b>
tipjar-confirm-label = ✅ Bezahlen

## Private notes

tipjar-owner-note = 🫙 { $from } hat <b>{ $amount }</b> in deine Trinkgeldkasse in { $where } gelegt.
tipjar-unknown-note = ❓ Deine { $amount } für die Trinkgeldkasse von { $owner } in { $where }: Das Gateway hat die Zahlung nicht bestätigt. Sie wird <b>nicht</b> automatisch wiederholt: Prüfe /balance und /history, bevor du es noch einmal versuchst.
