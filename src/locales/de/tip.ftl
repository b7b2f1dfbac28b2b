## /tip (src/features/tip). In a group, texts speak the group's language; private notes
## speak the person's. $name, $to, $from and $note arrive HTML-escaped; $amount, $total and
## $spendable are formatted amounts; $where is the group in HTML (a link to the tipped
## message, or its title in bold).

## Usage and refusals (in the group, removed after a moment)

tip-usage = 💸 Antworte auf eine Nachricht mit <code>/tip 100</code> (nach dem Betrag darf eine Notiz folgen, z. B. <code>/tip 1k danke!</code>).
tip-no-reply = 💸 Antworte auf die Nachricht der Person, der du Trinkgeld geben möchtest, mit <code>/tip 100</code> (optional mit einer Notiz nach dem Betrag). Ohne Antwort: <code>/send 100 @nutzer</code>.
tip-in-private = 💸 /tip funktioniert in Gruppen: Antworte dort auf eine Nachricht mit <code>/tip 100</code>. Trinkgeld an dich geht auf dein Konto oder an die Lightning-Adresse, die du in /settings festgelegt hast.
tip-self = 🙃 Du kannst dir nicht selbst Trinkgeld geben.
tip-anonymous-tipper = Trinkgeld kommt immer vom eigenen Konto eines Mitglieds: Schreib als du selbst (nicht als Gruppe oder Kanal), um Trinkgeld zu geben.
tip-bot = 🤖 Bots können kein Trinkgeld empfangen.
tip-on-behalf-of-chat = Diese Nachricht wurde im Namen eines Kanals oder eines anonymen Admins gesendet, daher gibt es niemanden, dem man Trinkgeld geben könnte.
# The invoice description of a tip without a note (the recipient's wallet may show it). $chat: the group's title, plain text.
tip-description = Trinkgeld in { $chat }

## The confirmation of a larger tip, in the group, and what it becomes

tip-confirm-summary = 💸 <b>{ $amount }</b> Trinkgeld an { $to } geben?
# The tipper's note: a line under the confirmation, its outcome and the private notes.
tip-note = 📝 { $note }
# Names the tip inside other sentences ("Done: tip of 1,500 sat to Bob").
tip-what = Trinkgeld von { $amount } an { $to }
tip-outcomes-sent = ✅ <b>Trinkgeld gegeben: { $amount }</b> an { $to }
tip-outcomes-cancelled = 🚫 Trinkgeld von { $amount } an { $to } abgebrochen.
tip-outcomes-not-sent = ❌ <b>Trinkgeld von { $amount } an { $to } nicht gesendet</b>
tip-outcomes-unknown = ❓ <b>Trinkgeld von { $amount } an { $to }: unbekannt – wird nicht wiederholt.</b>
tip-confirm-label = ✅ Trinkgeld geben

## The public receipt of a tipped message, edited as more tips arrive

# $recipient: the tipped member; $tippers: tip-tipper-share texts joined with ", ", maybe ending with tip-more-tippers.
tip-receipt =
    💸 <b>{ $recipient }</b> hat <b>{ $total }</b> Trinkgeld erhalten
    von { $tippers }
# One tipper in the receipt: $name and what they gave in all.
tip-tipper-share = { $name } ({ $amount })
# Tippers beyond the ten named.
tip-more-tippers = { $count } weiteren

## A tip that was not sent, or whose outcome is unknown: the group learns only that

tip-failed-in-group = ❌ Das Trinkgeld wurde nicht gesendet; den Grund habe ich dir in unserem privaten Chat geschrieben. Es wurde nichts bezahlt.
tip-failed-in-group-see-history = ❌ Das Trinkgeld wurde nicht gesendet. Es wurde nichts bezahlt. Öffne unseren privaten Chat und sende /history, um den Grund zu sehen.
tip-failed-in-group-untold = ❌ Das Trinkgeld wurde nicht gesendet. Es wurde nichts bezahlt. Ich kann dir noch nicht privat schreiben: Öffne einen Chat mit mir und versuch es dann noch einmal, um den Grund zu erfahren.
tip-unknown-in-group = ❓ Das Ergebnis des Trinkgelds ist unbekannt. Es wird <b>nicht</b> wiederholt: Prüfe /history in unserem privaten Chat, bevor du es noch einmal versuchst.

## Private notes to the tipper and the recipient

# $spendable: what the tipper can spend now.
tip-not-enough-note =
    ❌ Dein Trinkgeld von { $amount } an { $to } in { $where } wurde nicht gesendet: Du kannst gerade { $spendable } ausgeben.
    Von deinem Konto ist nichts abgegangen.
tip-tipper-note = ✅ Du hast { $to } in { $where } <b>{ $amount }</b> Trinkgeld gegeben.
tip-recipient-note = 🎁 { $from } hat dir in { $where } <b>{ $amount }</b> Trinkgeld gegeben.
# $reason: why the send failed, one or two sentences.
tip-failed-note =
    ❌ Dein Trinkgeld von { $amount } an { $to } in { $where } wurde nicht gesendet.
    { $reason }
    Von deinem Konto ist nichts abgegangen.
tip-unknown-note = ❓ Dein Trinkgeld von { $amount } an { $to } in { $where }: Das Gateway hat es nicht bestätigt. Es wird <b>nicht</b> automatisch wiederholt: Prüfe /balance und /history, bevor du es noch einmal versuchst.

## /start tip: how tipping works ($sandbox: "yes" on the sandbox's test accounts, else "no")

tip-welcome-ready =
    💸 <b>Trinkgeld</b>: Antworte in einer Gruppe auf eine Nachricht mit <code>/tip 100</code> (nach dem Betrag darf eine Notiz folgen).

    { $sandbox ->
        [yes] ✅ Dein Testkonto ist bereit: Trinkgeld an dich kommt dort an.
       *[no] ✅ Dein Konto ist verbunden: Trinkgeld an dich kommt dort an.
    }
    Um Trinkgeld stattdessen in einer anderen Wallet zu empfangen, lege in /settings eine Lightning-Adresse fest.
tip-welcome-set-up =
    💸 <b>Trinkgeld</b>: Antworte in einer Gruppe auf eine Nachricht mit <code>/tip 100</code> (nach dem Betrag darf eine Notiz folgen).

    Um Trinkgeld zu empfangen, verbinde dein Händlerkonto mit /connect oder lege in /settings eine Lightning-Adresse fest.

# The tipper, privately: a tip a restart cut off could not go ahead (its account, limits or funds changed).
tip-interrupted-not-sent-note = ❌ Dein Trinkgeld von { $amount } an { $to } in { $where } wurde nicht gesendet: Der Bot wurde neu gestartet, bevor es rausging, und es konnte danach nicht mehr ausgeführt werden. Es wurde nichts gezahlt.
