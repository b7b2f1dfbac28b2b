## /tipjar (src/features/tipjar). The jar's message speaks the group's language and
## names contributors only (no one's figures); answers to a press and private messages speak
## the presser's. $owner, $note, $chat and $names arrive HTML-escaped where the text is HTML;
## $amount, $total, $target, $limit and $remaining are formatted amounts.

tipjar-usage = 🫙 Open a tip jar: <code>/tipjar 10k new microphone</code>. It closes when it reaches the target; write <code>10k+</code> to keep it open beyond it.
tipjar-in-private = 🫙 /tipjar works in groups: <code>/tipjar 10k what for</code> opens a jar the members can fill.
tipjar-anonymous = 🫙 A jar pays its owner: post as yourself (not as the group or a channel) to open one.
# $name: the member who wanted to open a jar.
tipjar-owner-cannot-receive = 🙁 { $name }, you cannot receive money yet: open a private chat with me to get an account or set a lightning address, then open the jar again.
tipjar-set-up-button = Set up receiving
# The invoice description of a jar payment without a "what for" (plain text). $owner: the jar's owner; $chat: the group's title.
tipjar-description = tip jar of { $owner } in { $chat }

## The jar's message, edited as payments land

tipjar-title = 🫙 <b>Tip jar of { $owner }</b>
tipjar-for = 📝 { $note }
# $bar: a bar of ▓ and ░; $percent: a whole number.
tipjar-progress = { $bar } { $percent }%
tipjar-total = <b>{ $total }</b> of { $target }
# A jar that stays open beyond its target.
tipjar-total-open-ended = <b>{ $total }</b> of { $target } (open beyond the target)
# $names: contributor names joined with ", ", maybe ending with tipjar-more-contributors.
tipjar-contributors = From: { $names }
tipjar-more-contributors = { $count } more
tipjar-no-contributors = Press a button to put something in.
tipjar-closed-by-owner = 🔒 Closed by { $owner }.
tipjar-closed-at-target = 🎉 Target reached: the jar is closed.
tipjar-other-button = Other amount
tipjar-close-button = 🔒 Close (owner)

## Answers to a press (only the presser sees them) and private messages: plain text

tipjar-answer-confirm-sent = I sent you a confirmation in our private chat.
tipjar-answer-second-press = That was a second press: only the first one counts. Press again in a moment to give more.
tipjar-answer-closed = The jar is closed.
# $amount: what the presser put in; $owner: the jar's owner.
tipjar-paid = ✅ You put { $amount } in the tip jar of { $owner }.
tipjar-refused-gone = This tip jar is no longer open. Nothing was paid.
tipjar-refused-closed = This tip jar is closed. Nothing was paid.
tipjar-refused-own = This is your own jar: the others fill it.
tipjar-refused-not-owner = Only { $owner } can close this jar.
tipjar-refused-no-account = You have no account with me yet: open a private chat with me, then press again. Nothing was paid.
tipjar-refused-owner-cannot-receive = { $owner } cannot receive money right now. Nothing was paid.
tipjar-refused-over-per-payment = That is above the limit of { $limit } per payment. Nothing was paid.
tipjar-refused-over-daily = That is over your daily limit: { $remaining } left today. Nothing was paid.
# $reason: why the send failed, one or two sentences.
tipjar-refused-failed = ❌ Not paid: { $reason } Nothing left your account.
tipjar-refused-unknown = ❓ The outcome is unknown and it is not retried. Check /history before paying again.

## Other amount, and the confirmation, in the presser's private chat

# $chat: the group's title.
tipjar-ask-amount = 🫙 How much do you want to put in the tip jar of { $owner } ({ $chat })? Send an amount, e.g. 500 or 2k (/cancel to stop).
tipjar-confirm-summary = 🫙 Put <b>{ $amount }</b> in the tip jar of { $owner } in { $chat }?
# Names the payment inside other sentences.
tipjar-what = { $amount } for the tip jar of { $owner }
tipjar-outcomes-sent = ✅ <b>{ $amount }</b> put in the tip jar of { $owner }
tipjar-outcomes-cancelled = 🚫 { $amount } for the tip jar of { $owner } cancelled.
tipjar-outcomes-not-sent = ❌ <b>{ $amount } for the tip jar of { $owner } not sent</b>
tipjar-outcomes-unknown = ❓ <b>{ $amount } for the tip jar of { $owner }: unknown — not retried.</b>
tipjar-confirm-label = ✅ Pay

## Private notes: to the owner when a payment lands (the owner's language), and to the presser
## of a direct press whose outcome is unknown (the presser's). $where: the group's title in bold.

# $from: who paid (escaped); $amount: what they put in.
tipjar-owner-note = 🫙 { $from } put <b>{ $amount }</b> in your tip jar in { $where }.
tipjar-unknown-note = ❓ Your { $amount } for the tip jar of { $owner } in { $where }: the gateway did not confirm it. It is <b>not</b> retried automatically: check /balance and /history before trying again.
