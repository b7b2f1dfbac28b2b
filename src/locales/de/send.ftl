## /send (src/features/send): pays a person or an address without replying to a message.
## In a group, texts speak the group's language; what concerns the sender's account goes to
## their private chat in their language. $to, $from and $target arrive
## HTML-escaped; $amount and $spendable are formatted amounts.

## Usage and refusals (in a group, removed after a moment)

send-usage = 💸 Schreib den Betrag und dann an wen: <code>/send 100 @nutzername</code>, oder eine Lightning-Adresse oder LNURL (<code>/send 100 name@domain.de</code>). Danach darf eine Notiz folgen.
send-anonymous = Zahlungen kommen vom eigenen Konto eines Mitglieds: Schreib als du selbst (nicht als Gruppe oder Kanal), um zu senden.
# $target: the word that is neither an @username, a lightning address nor an LNURL.
send-unknown-target = 🤔 An { $target } kann ich nicht senden: Schreib nach dem Betrag einen @nutzernamen, eine Lightning-Adresse (name@domain) oder eine LNURL, z. B. <code>/send 100 @nutzername</code>.
send-invoice = 🧾 Das ist eine Rechnung: Sie enthält ihren eigenen Betrag. Bezahl sie mit /pay in unserem privaten Chat.
send-self = 🙃 Du kannst nicht an dich selbst senden.
send-bot = 🤖 Bots können keine Zahlungen empfangen.
# The invoice description of a send without a note (the recipient's wallet may show it). $from: the sender's name, plain text.
send-description = gesendet von { $from } über Telegram
# $name: the member's name, $username: their username without the "@" (plain text).
send-person = { $name } (@{ $username })

## The confirmation, and what it becomes

send-confirm-summary = 💸 <b>{ $amount } senden</b> an { $to }?
send-confirm-pledge = 🎁 { $to } hat diesen Bot noch nicht benutzt, daher wird daraus eine Zusage: Jetzt verlässt nichts dein Konto, du bekommst einen Link zum Weitergeben, und bezahlt wird nur, wenn { $to } rechtzeitig abholt.
send-confirm-summary-in-group = 💸 { $from }, <b>{ $amount } senden</b> an { $to }?
# Names the send inside other sentences ("Done: payment of 1,500 sat to Bob").
send-what = Zahlung von { $amount } an { $to }
send-outcomes-sent = ✅ <b>{ $amount } gesendet</b> an { $to }
# In a group the outcome is the public receipt. $from: the sender.
send-outcomes-sent-in-group = ✅ { $from } <b>hat { $amount } gesendet</b> an { $to }
send-outcomes-cancelled = 🚫 Zahlung von { $amount } an { $to } abgebrochen.
send-outcomes-not-sent = ❌ <b>Zahlung von { $amount } an { $to } nicht gesendet</b>
send-outcomes-unknown = ❓ <b>Zahlung von { $amount } an { $to }: unbekannt – wird nicht wiederholt.</b>
send-confirm-label = ✅ Senden

## Refused for a reason about the sender's account: said in private; the group learns only that

# $spendable: what the sender can spend now.
send-not-enough =
    ❌ Deine Zahlung von { $amount } an { $to } wurde nicht gesendet: Du kannst gerade { $spendable } ausgeben.
    Von deinem Konto ist nichts abgegangen.
send-failed-in-group = ❌ Nicht gesendet; den Grund habe ich dir in unserem privaten Chat geschrieben. Es wurde nichts bezahlt.
send-failed-untold = ❌ Nicht gesendet. Es wurde nichts bezahlt. Ich kann dir noch nicht privat schreiben: Öffne einen Chat mit mir und versuch es dann noch einmal, um den Grund zu erfahren.

## The recipient's private note after a send from a private chat

send-recipient-note = 🎁 { $from } hat dir <b>{ $amount }</b> gesendet.
