## /send (src/features/send): pays a person or an address without replying to a message.
## In a group, texts speak the group's language; what concerns the sender's account goes to
## their private chat in their language. $to, $from and $target arrive
## HTML-escaped; $amount and $spendable are formatted amounts.

## Usage and refusals (in a group, removed after a moment)

send-usage = 💸 Напиши сумму, а затем кому: <code>/send 100 @username</code>, или lightning-адрес либо LNURL (<code>/send 100 name@domain.com</code>). После можно добавить комментарий.
send-anonymous = Платежи идут со счёта самого участника: пиши от своего имени (не от имени группы или канала), чтобы отправить.
# $target: the word that is neither an @username, a lightning address nor an LNURL.
send-unknown-target = 🤔 Не могу отправить на { $target }: после суммы напиши @username, lightning-адрес (name@domain) или LNURL, например <code>/send 100 @username</code>.
send-invoice = 🧾 Это счёт: сумма в нём уже указана. Оплати его командой /pay в нашем личном чате.
send-self = 🙃 Нельзя отправить самому себе.
send-bot = 🤖 Боты не могут получать платежи.
# The invoice description of a send without a note (the recipient's wallet may show it). $from: the sender's name, plain text.
send-description = от { $from } через Telegram
# $name: the member's name, $username: their username without the "@" (plain text).
send-person = { $name } (@{ $username })

## The confirmation, and what it becomes

send-confirm-summary = 💸 <b>Отправить { $amount }</b> получателю { $to }?
send-confirm-pledge = 🎁 { $to } ещё не пользовался этим ботом, поэтому это будет обещание: сейчас с вашего счёта ничего не списывается, я дам вам ссылку, чтобы переслать ему, и оплата пройдёт, только если { $to } вовремя её получит.
send-confirm-summary-in-group = 💸 { $from }, <b>отправить { $amount }</b> получателю { $to }?
# Names the send inside other sentences ("Done: payment of 1,500 sat to Bob").
send-what = платёж { $amount } получателю { $to }
send-outcomes-sent = ✅ <b>Отправлено { $amount }</b> получателю { $to }
# In a group the outcome is the public receipt. $from: the sender.
send-outcomes-sent-in-group = ✅ { $from } <b>отправил(а) { $amount }</b> получателю { $to }
send-outcomes-cancelled = 🚫 Платёж { $amount } получателю { $to } отменён.
send-outcomes-not-sent = ❌ <b>Платёж { $amount } получателю { $to } не отправлен</b>
send-outcomes-unknown = ❓ <b>Платёж { $amount } получателю { $to }: результат неизвестен — повтора не будет.</b>
send-confirm-label = ✅ Отправить

## Refused for a reason about the sender's account: said in private; the group learns only that

# $spendable: what the sender can spend now.
send-not-enough =
    ❌ Твой платёж { $amount } получателю { $to } не отправлен: сейчас ты можешь потратить { $spendable }.
    С твоего счёта ничего не ушло.
send-failed-in-group = ❌ Не отправлено; причину я написал тебе в личном чате. Ничего не оплачено.
send-failed-untold = ❌ Не отправлено. Ничего не оплачено. Я пока не могу написать тебе в личку: открой чат со мной и попробуй снова, чтобы узнать причину.

## The recipient's private note after a send from a private chat

send-recipient-note = 🎁 { $from } отправил(а) тебе <b>{ $amount }</b>.
