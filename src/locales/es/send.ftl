## /send (src/features/send): pays a person or an address without replying to a message.
## In a group, texts speak the group's language; what concerns the sender's account goes to
## their private chat in their language. $to, $from and $target arrive
## HTML-escaped; $amount and $spendable are formatted amounts.

## Usage and refusals (in a group, removed after a moment)

send-usage = 💸 Escribe el importe y luego a quién: <code>/send 100 @usuario</code>, o una dirección lightning o un LNURL (<code>/send 100 nombre@dominio.com</code>). Puede seguir una nota.
send-anonymous = Los pagos salen de la cuenta propia de un miembro: escribe como tú mismo (no como el grupo ni como un canal) para enviar.
# $target: the word that is neither an @username, a lightning address nor an LNURL.
send-unknown-target = 🤔 No puedo enviar a { $target }: después del importe escribe un @usuario, una dirección lightning (nombre@dominio) o un LNURL, p. ej. <code>/send 100 @usuario</code>.
send-invoice = 🧾 Eso es una factura: ya lleva su propio importe. Págala con /pay en nuestro chat privado.
send-self = 🙃 No puedes enviarte a ti mismo.
send-bot = 🤖 Los bots no pueden recibir pagos.
# The invoice description of a send without a note (the recipient's wallet may show it). $from: the sender's name, plain text.
send-description = enviado por { $from } en Telegram
# $name: the member's name, $username: their username without the "@" (plain text).
send-person = { $name } (@{ $username })

## The confirmation, and what it becomes

send-confirm-summary = 💸 ¿<b>Enviar { $amount }</b> a { $to }?
send-confirm-pledge = 🎁 { $to } aún no ha usado este bot, así que esto será una promesa: ahora no sale nada de tu cuenta, te doy un enlace para reclamar que debes pasarle, y solo se paga si { $to } lo reclama a tiempo.
send-confirm-summary-in-group = 💸 { $from }, ¿<b>enviar { $amount }</b> a { $to }?
# Names the send inside other sentences ("Done: payment of 1,500 sat to Bob").
send-what = pago de { $amount } a { $to }
send-outcomes-sent = ✅ <b>Enviado { $amount }</b> a { $to }
# In a group the outcome is the public receipt. $from: the sender.
send-outcomes-sent-in-group = ✅ { $from } <b>envió { $amount }</b> a { $to }
send-outcomes-cancelled = 🚫 Pago de { $amount } a { $to } cancelado.
send-outcomes-not-sent = ❌ <b>Pago de { $amount } a { $to } no enviado</b>
send-outcomes-unknown = ❓ <b>Pago de { $amount } a { $to }: resultado desconocido — no se reintenta.</b>
send-confirm-label = ✅ Enviar

## Refused for a reason about the sender's account: said in private; the group learns only that

# $spendable: what the sender can spend now.
send-not-enough =
    ❌ Tu pago de { $amount } a { $to } no se envió: ahora mismo puedes gastar { $spendable }.
    No salió nada de tu cuenta.
send-failed-in-group = ❌ No enviado; te dije el motivo en nuestro chat privado. No se pagó nada.
send-failed-untold = ❌ No enviado. No se pagó nada. Aún no puedo escribirte en privado: abre un chat conmigo y vuelve a intentarlo para saber el motivo.

## The recipient's private note after a send from a private chat

send-recipient-note = 🎁 { $from } te envió <b>{ $amount }</b>.
