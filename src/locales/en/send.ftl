## /send (src/features/send): pays a person or an address without replying to a message.
## In a group, texts speak the group's language; what concerns the sender's account goes to
## their private chat in their language. $to, $from and $target arrive
## HTML-escaped; $amount and $spendable are formatted amounts.

## Usage and refusals (in a group, removed after a moment)

send-usage = 💸 Write the amount, then whom: <code>/send 100 @username</code>, or a lightning address or LNURL (<code>/send 100 name@domain.com</code>). A note may follow.
send-anonymous = Payments come from a member's own account: post as yourself (not as the group or a channel) to send.
# $target: the word that is neither an @username, a lightning address nor an LNURL.
send-unknown-target = 🤔 I cannot send to { $target }: after the amount, write an @username, a lightning address (name@domain) or an LNURL, e.g. <code>/send 100 @username</code>.
send-invoice = 🧾 That is an invoice: it carries its own amount. Pay it with /pay in our private chat.
send-self = 🙃 You cannot send to yourself.
send-bot = 🤖 Bots cannot receive payments.
# The invoice description of a send without a note (the recipient's wallet may show it). $from: the sender's name, plain text.
send-description = sent by { $from } on Telegram
# How a confirmation names a member the sender named by @username, as the bot last saw them. $name: their name, $username: without the "@" (plain text).
send-person = { $name } (@{ $username })

## The confirmation, and what it becomes

send-confirm-summary = 💸 <b>Send { $amount }</b> to { $to }?
# Under the question in a private chat when the send can only be a pledge ($to: a @username the bot never saw).
send-confirm-pledge = 🎁 { $to } has not used this bot yet, so this makes a pledge: nothing leaves your account now, I give you a claim link to pass on, and it is paid only if { $to } claims it in time.
# In a group, where others see the question too. $from: the sender.
send-confirm-summary-in-group = 💸 { $from }, <b>send { $amount }</b> to { $to }?
# Names the send inside other sentences ("Done: payment of 1,500 sat to Bob").
send-what = payment of { $amount } to { $to }
send-outcomes-sent = ✅ <b>Sent { $amount }</b> to { $to }
# In a group the outcome is the public receipt. $from: the sender.
send-outcomes-sent-in-group = ✅ { $from } <b>sent { $amount }</b> to { $to }
send-outcomes-cancelled = 🚫 Payment of { $amount } to { $to } cancelled.
send-outcomes-not-sent = ❌ <b>Payment of { $amount } to { $to } not sent</b>
send-outcomes-unknown = ❓ <b>Payment of { $amount } to { $to }: unknown — not retried.</b>
send-confirm-label = ✅ Send

## Refused for a reason about the sender's account: said in private; the group learns only that

# $spendable: what the sender can spend now.
send-not-enough =
    ❌ Your payment of { $amount } to { $to } was not sent: you can spend { $spendable } right now.
    Nothing left your account.
send-failed-in-group = ❌ Not sent; I told you why in our private chat. Nothing was paid.
send-failed-untold = ❌ Not sent. Nothing was paid. I cannot write to you privately yet: open a chat with me, then try again to learn why.

## The recipient's private note after a send from a private chat

send-recipient-note = 🎁 { $from } sent you <b>{ $amount }</b>.
