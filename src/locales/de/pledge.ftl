## Pledged tips (src/features/pledge): a tip to someone who cannot receive one yet waits,
## unpaid, until they claim it through a link. In a group, texts speak the group's language
## (no figures of anyone's account); private notes speak the person's. $from (the payer),
## $to (the member it is for) and $note arrive HTML-escaped; $amount is a formatted amount;
## $where is the chat in HTML (a link to the pledge message, or its title in bold);
## $until is a date and time.

## The pledge message, in the chat where it was made, edited as the pledge ends

pledge-message = 💸 { $from } hat { $to } <b>{ $amount }</b> zugesagt — { $to }, tippe zum Abholen.
pledge-claim-button = 🎁 Abholen
pledge-message-claimed = ✅ { $to } hat <b>{ $amount }</b> von { $from } abgeholt.
pledge-message-cancelled = 🚫 { $from } hat die Zusage von { $amount } an { $to } zurückgezogen. Es wurde nichts bezahlt.
pledge-message-expired = ⌛ Die Zusage von { $amount } von { $from } an { $to } ist abgelaufen, ohne abgeholt zu werden. Es wurde nichts bezahlt.
pledge-message-unknown = ❓ { $to } hat { $amount } von { $from } abgeholt, aber der Ausgang ist unbekannt. Es wird <b>nicht</b> wiederholt.
pledge-message-closed = 🚫 Die Zusage von { $amount } von { $from } an { $to } kann nicht mehr abgeholt werden. Es wurde nichts bezahlt.
# In the group when a pledge was refused (the payer was told why in private).
pledge-not-made-in-group = ❌ Es wurde keine Zusage gemacht; den Grund habe ich dir im privaten Chat geschrieben. Es wurde nichts bezahlt.
# Where a pledge made in a private chat was made.
pledge-where-private = einem privaten Chat

## Private notes to the payer

# $link: the claim link, to pass on.
pledge-made-note =
    💸 Du hast { $to } in { $where } <b>{ $amount }</b> zugesagt. Noch hat nichts dein Konto verlassen: Bezahlt wird nur, wenn { $to } es vor { $until } abholt.
    Link zum Abholen, zum Weitergeben an { $to }: { $link }
    Zurückziehen: /history.
pledge-made-private-note =
    💸 Du hast { $to } <b>{ $amount }</b> zugesagt. Noch hat nichts dein Konto verlassen: Bezahlt wird nur, wenn { $to } es vor { $until } abholt.
    { $to } sieht diesen Chat nicht: Gib diesen Link zum Abholen weiter: { $link }
    Zurückziehen: /history.
# Refused: the payer made PLEDGES_PER_DAY pledges today. $max: that number.
pledge-daily-limit-note =
    ❌ Deine Zusage von { $amount } an { $to } wurde nicht gemacht.
    Jedes Mitglied kann bis zu { $max } pro Tag machen, und du hast diese Grenze heute erreicht. Morgen kannst du wieder etwas zusagen (der Tag wechselt um Mitternacht UTC).
pledge-paid-note = ✅ { $to } hat deine Zusage in { $where } abgeholt: Du hast <b>{ $amount }</b> bezahlt.
pledge-unknown-note = ❓ { $to } hat deine Zusage von { $amount } in { $where } abgeholt, aber das Gateway hat die Zahlung nicht bestätigt. Sie wird <b>nicht</b> automatisch wiederholt: Prüfe /balance und /history.
# $reason: why it was not paid; $open: "yes" when the pledge still waits (until $until), else "no".
pledge-not-paid-note =
    ❌ { $to } wollte deine Zusage von { $amount } in { $where } abholen, aber sie wurde nicht bezahlt.
    { $reason }
    Nichts hat dein Konto verlassen. { $open ->
        [yes] Die Zusage bleibt bis { $until } offen: Lade dein Konto auf, dann kann { $to } sie erneut abholen.
       *[no] Die Zusage ist beendet.
    }
pledge-expired-payer-note = ⌛ Deine Zusage von { $amount } an { $to } in { $where } ist abgelaufen, ohne abgeholt zu werden. Nichts hat dein Konto verlassen.
# Several pledges made together (one rain's) expired at once: one note lists them.
# $count: how many; $rows: one pledge-expired-payer-row per line.
pledge-expired-payer-list =
    ⌛ { $count ->
        [one] Deine Zusage in { $where } ist abgelaufen, ohne abgeholt zu werden:
       *[other] Deine { $count } Zusagen in { $where } sind abgelaufen, ohne abgeholt zu werden:
    }
    { $rows }
    Nichts hat dein Konto verlassen.
pledge-expired-payer-row = • { $to }: { $amount }

## Private notes to the member it is for

pledge-claimed-note = 🎁 Du hast <b>{ $amount }</b> von { $from } in { $where } abgeholt.
pledge-claimed-next = /history zeigt es; /help, was ich sonst kann.
pledge-cancelled-recipient-note = 🚫 { $from } hat die Zusage von { $amount } an dich in { $where } zurückgezogen. Es wurde nichts bezahlt.
pledge-expired-recipient-note = ⌛ Die Zusage von { $amount } von { $from } an dich in { $where } ist abgelaufen. Es wurde nichts bezahlt.

## Answers to the claim link (/start claim_…), in the private chat

pledge-claim-gone = Diese Zusage gibt es nicht mehr. Es wurde nichts bezahlt.
pledge-claim-own = Das ist deine eigene Zusage an { $to }: Nur { $to } kann sie abholen. Zurückziehen kannst du sie in /history.
pledge-claim-not-for-you = 🙅 Diese Zusage ist für { $to }, nicht für dich. Es wurde nichts bezahlt.
pledge-claim-cancelled = 🚫 { $from } hat diese Zusage zurückgezogen. Es wurde nichts bezahlt.
pledge-claim-expired = ⌛ Diese Zusage ist abgelaufen. Es wurde nichts bezahlt.
pledge-claim-taken = Diese Zusage wurde schon abgeholt.
pledge-claim-closed = 🚫 Diese Zusage kann nicht mehr abgeholt werden. Es wurde nichts bezahlt.
pledge-claim-busy = ⏳ Diese Zusage wird gerade abgeholt: Das Ergebnis folgt hier gleich. Nichts wird doppelt bezahlt.
pledge-claim-already = ✅ Du hast diese Zusage schon abgeholt.
pledge-claim-unknown = ❓ Die Zusage von { $from } über { $amount } wurde an dich gesendet, aber das Gateway hat sie nicht bestätigt. Sie wird <b>nicht</b> automatisch wiederholt: Prüfe /balance und /history.
pledge-claim-set-up = 🎁 { $from } hat dir <b>{ $amount }</b> zugesagt. Zum Abholen verbinde dein Händlerkonto mit /connect oder lege in /settings eine Lightning-Adresse fest, dann öffne den Link erneut. Die Zusage wartet bis { $until }.
# $open: "yes" when the pledge still waits (until $until), else "no".
pledge-claim-not-paid =
    ❌ Die Zusage von { $from } über { $amount } konnte gerade nicht bezahlt werden. Es wurde nichts bezahlt; { $from } weiß Bescheid. { $open ->
        [yes] Sie bleibt bis { $until } offen: Öffne den Link später erneut.
       *[no] Die Zusage ist beendet.
    }

## The payer's open pledges, after /history

pledge-open-title = 💸 <b>Deine offenen Zusagen</b> (erst beim Abholen von deinem Konto bezahlt):
pledge-open-row = • { $amount } an { $to } in { $where }, bis { $until }
pledge-open-none = 💸 Du hast keine offenen Zusagen.
# A button (plain text): $amount, $to unescaped.
pledge-cancel-button = 🚫 { $amount } an { $to } zurückziehen
## Answers to Cancel (short, plain text)
pledge-cancelled-answer = Zusage zurückgezogen. Es wurde nichts bezahlt.
pledge-cancel-too-late = Zu spät: Sie wird gerade abgeholt.
pledge-cancel-not-yours = Nur wer die Zusage gemacht hat, kann sie zurückziehen.
pledge-cancel-ended = Diese Zusage ist schon beendet.
pledge-cancel-gone = Diese Zusage gibt es nicht mehr.
