## /send (src/features/send): pays a person or an address without replying to a message.
## In a group, texts speak the group's language; what concerns the sender's account goes to
## their private chat in their language. $to, $from and $target arrive
## HTML-escaped; $amount and $spendable are formatted amounts.

## Usage and refusals (in a group, removed after a moment)

send-usage = 💸 Scrivi l'importo e poi a chi: <code>/send 100 @utente</code>, oppure un indirizzo lightning o un LNURL (<code>/send 100 nome@dominio.it</code>). Può seguire una nota.
send-anonymous = I pagamenti partono dal conto di un membro: scrivi come te stesso (non come il gruppo o un canale) per inviare.
# $target: the word that is neither an @username, a lightning address nor an LNURL.
send-unknown-target = 🤔 Non posso inviare a { $target }: dopo l'importo scrivi un @utente, un indirizzo lightning (nome@dominio) o un LNURL, ad es. <code>/send 100 @utente</code>.
send-invoice = 🧾 Questa è una fattura: ha già il suo importo. Pagala con /pay nella nostra chat privata.
send-self = 🙃 Non puoi inviare a te stesso.
send-bot = 🤖 I bot non possono ricevere pagamenti.
# The invoice description of a send without a note (the recipient's wallet may show it). $from: the sender's name, plain text.
send-description = inviato da { $from } su Telegram
# $name: the member's name, $username: their username without the "@" (plain text).
send-person = { $name } (@{ $username })

## The confirmation, and what it becomes

send-confirm-summary = 💸 <b>Inviare { $amount }</b> a { $to }?
send-confirm-pledge = 🎁 { $to } non ha ancora usato questo bot, quindi sarà una promessa: ora non esce nulla dal tuo conto, ti do un link da girargli, e si paga solo se { $to } riscuote in tempo.
send-confirm-summary-in-group = 💸 { $from }, <b>inviare { $amount }</b> a { $to }?
# Names the send inside other sentences ("Done: payment of 1,500 sat to Bob").
send-what = pagamento di { $amount } a { $to }
send-outcomes-sent = ✅ <b>Inviati { $amount }</b> a { $to }
# In a group the outcome is the public receipt. $from: the sender.
send-outcomes-sent-in-group = ✅ { $from } <b>ha inviato { $amount }</b> a { $to }
send-outcomes-cancelled = 🚫 Pagamento di { $amount } a { $to } annullato.
send-outcomes-not-sent = ❌ <b>Pagamento di { $amount } a { $to } non inviato</b>
send-outcomes-unknown = ❓ <b>Pagamento di { $amount } a { $to }: esito sconosciuto — non viene ritentato.</b>
send-confirm-label = ✅ Invia

## Refused for a reason about the sender's account: said in private; the group learns only that

# $spendable: what the sender can spend now.
send-not-enough =
    ❌ Il tuo pagamento di { $amount } a { $to } non è stato inviato: in questo momento puoi spendere { $spendable }.
    Dal tuo conto non è uscito nulla.
send-failed-in-group = ❌ Non inviato; ti ho spiegato il motivo nella nostra chat privata. Non è stato pagato nulla.
send-failed-untold = ❌ Non inviato. Non è stato pagato nulla. Non posso ancora scriverti in privato: apri una chat con me, poi riprova per sapere il motivo.

## The recipient's private note after a send from a private chat

send-recipient-note = 🎁 { $from } ti ha inviato <b>{ $amount }</b>.
