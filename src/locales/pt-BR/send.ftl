## /send (src/features/send): pays a person or an address without replying to a message.
## In a group, texts speak the group's language; what concerns the sender's account goes to
## their private chat in their language. $to, $from and $target arrive
## HTML-escaped; $amount and $spendable are formatted amounts.

## Usage and refusals (in a group, removed after a moment)

send-usage = 💸 Escreva o valor e depois para quem: <code>/send 100 @usuario</code>, ou um endereço lightning ou LNURL (<code>/send 100 nome@dominio.com</code>). Uma nota pode vir depois.
send-anonymous = Os pagamentos saem da conta do próprio membro: escreva como você mesmo (não como o grupo ou um canal) para enviar.
# $target: the word that is neither an @username, a lightning address nor an LNURL.
send-unknown-target = 🤔 Não consigo enviar para { $target }: depois do valor, escreva um @usuario, um endereço lightning (nome@dominio) ou um LNURL, por ex. <code>/send 100 @usuario</code>.
send-invoice = 🧾 Isso é uma fatura: ela já tem o próprio valor. Pague-a com /pay no nosso chat privado.
send-self = 🙃 Você não pode enviar para si mesmo.
send-bot = 🤖 Bots não podem receber pagamentos.
# The invoice description of a send without a note (the recipient's wallet may show it). $from: the sender's name, plain text.
send-description = enviado por { $from } no Telegram
# $name: the member's name, $username: their username without the "@" (plain text).
send-person = { $name } (@{ $username })

## The confirmation, and what it becomes

send-confirm-summary = 💸 <b>Enviar { $amount }</b> para { $to }?
send-confirm-pledge = 🎁 { $to } ainda não usou este bot, então isto vira uma promessa: nada sai da sua conta agora, eu te dou um link de resgate para repassar, e só é pago se { $to } resgatar a tempo.
send-confirm-summary-in-group = 💸 { $from }, <b>enviar { $amount }</b> para { $to }?
# Names the send inside other sentences ("Done: payment of 1,500 sat to Bob").
send-what = pagamento de { $amount } para { $to }
send-outcomes-sent = ✅ <b>Enviado { $amount }</b> para { $to }
# In a group the outcome is the public receipt. $from: the sender.
send-outcomes-sent-in-group = ✅ { $from } <b>enviou { $amount }</b> para { $to }
send-outcomes-cancelled = 🚫 Pagamento de { $amount } para { $to } cancelado.
send-outcomes-not-sent = ❌ <b>Pagamento de { $amount } para { $to } não enviado</b>
send-outcomes-unknown = ❓ <b>Pagamento de { $amount } para { $to }: resultado desconhecido — não será repetido.</b>
send-confirm-label = ✅ Enviar

## Refused for a reason about the sender's account: said in private; the group learns only that

# $spendable: what the sender can spend now.
send-not-enough =
    ❌ Seu pagamento de { $amount } para { $to } não foi enviado: agora você pode gastar { $spendable }.
    Nada saiu da sua conta.
send-failed-in-group = ❌ Não enviado; expliquei o motivo no nosso chat privado. Nada foi pago.
send-failed-untold = ❌ Não enviado. Nada foi pago. Ainda não consigo escrever para você no privado: abra um chat comigo e tente de novo para saber o motivo.

## The recipient's private note after a send from a private chat

send-recipient-note = 🎁 { $from } enviou <b>{ $amount }</b> para você.
