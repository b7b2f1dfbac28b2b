## /tip (src/features/tip). In a group, texts speak the group's language; private notes
## speak the person's. $name, $to, $from and $note arrive HTML-escaped; $amount, $total and
## $spendable are formatted amounts; $where is the group in HTML (a link to the tipped
## message, or its title in bold).

## Usage and refusals (in the group, removed after a moment)

tip-usage = 💸 Reply to someone's message with <code>/tip 100</code> (a note may follow the amount, e.g. <code>/tip 1k thanks!</code>).
tip-no-reply = 💸 Reply to the message of the person you want to tip, with <code>/tip 100</code> (optionally a note after the amount). Without a reply: <code>/send 100 @username</code>.
tip-in-private = 💸 /tip works in groups: reply to someone's message there with <code>/tip 100</code>. Tips to you go to your account or to the lightning address you set in /settings.
tip-self = 🙃 You cannot tip yourself.
tip-anonymous-tipper = Tips come from a member's own account: post as yourself (not as the group or a channel) to tip.
tip-bot = 🤖 Bots cannot receive tips.
tip-on-behalf-of-chat = That message was posted on behalf of a channel or an anonymous admin, so there is no one to tip.
# The invoice description of a tip without a note (the recipient's wallet may show it). $chat: the group's title, plain text.
tip-description = tip in { $chat }

## The confirmation of a larger tip, in the group, and what it becomes

tip-confirm-summary = 💸 Tip <b>{ $amount }</b> to { $to }?
# The tipper's note: a line under the confirmation, its outcome and the private notes.
tip-note = 📝 { $note }
# Names the tip inside other sentences ("Done: tip of 1,500 sat to Bob").
tip-what = tip of { $amount } to { $to }
tip-outcomes-sent = ✅ <b>Tipped { $amount }</b> to { $to }
tip-outcomes-cancelled = 🚫 Tip of { $amount } to { $to } cancelled.
tip-outcomes-not-sent = ❌ <b>Tip of { $amount } to { $to } not sent</b>
tip-outcomes-unknown = ❓ <b>Tip of { $amount } to { $to }: unknown — not retried.</b>
tip-confirm-label = ✅ Tip

## The public receipt of a tipped message, edited as more tips arrive

# $recipient: the tipped member; $tippers: tip-tipper-share texts joined with ", ", maybe ending with tip-more-tippers.
tip-receipt =
    💸 <b>{ $recipient }</b> received <b>{ $total }</b> in tips
    from { $tippers }
# One tipper in the receipt: $name and what they gave in all.
tip-tipper-share = { $name } ({ $amount })
# Tippers beyond the ten named.
tip-more-tippers = { $count } more

## A tip that was not sent, or whose outcome is unknown: the group learns only that

tip-failed-in-group = ❌ The tip was not sent; I told you why in our private chat. Nothing was paid.
tip-failed-in-group-see-history = ❌ The tip was not sent. Nothing was paid. Open our private chat and send /history to see why.
tip-failed-in-group-untold = ❌ The tip was not sent. Nothing was paid. I cannot write to you privately yet: open a chat with me, then try again to learn why.
tip-unknown-in-group = ❓ The tip's outcome is unknown. It is <b>not</b> retried: check /history in our private chat before trying again.

## Private notes to the tipper and the recipient

# $spendable: what the tipper can spend now.
tip-not-enough-note =
    ❌ Your tip of { $amount } to { $to } in { $where } was not sent: you can spend { $spendable } right now.
    Nothing left your account.
tip-tipper-note = ✅ You tipped { $to } <b>{ $amount }</b> in { $where }.
tip-recipient-note = 🎁 { $from } tipped you <b>{ $amount }</b> in { $where }.
# $reason: why the send failed, one or two sentences.
tip-failed-note =
    ❌ Your tip of { $amount } to { $to } in { $where } was not sent.
    { $reason }
    Nothing left your account.
tip-unknown-note = ❓ Your tip of { $amount } to { $to } in { $where }: the gateway did not confirm it. It is <b>not</b> retried automatically: check /balance and /history before trying again.

## /start tip: how tipping works ($sandbox: "yes" on the sandbox's test accounts, else "no")

tip-welcome-ready =
    💸 <b>Tipping</b>: in a group, reply to someone's message with <code>/tip 100</code> (a note may follow the amount).

    { $sandbox ->
        [yes] ✅ Your test account is ready: tips to you arrive there.
       *[no] ✅ Your account is connected: tips to you arrive there.
    }
    To receive tips at another wallet instead, set a lightning address in /settings.
tip-welcome-set-up =
    💸 <b>Tipping</b>: in a group, reply to someone's message with <code>/tip 100</code> (a note may follow the amount).

    To receive tips, /connect your merchant account or set a lightning address in /settings.

# The tipper, privately: a tip a restart cut off could not go ahead (its account, limits or funds changed).
tip-interrupted-not-sent-note = ❌ Your tip of { $amount } to { $to } in { $where } was not sent: the bot restarted before it went out, and it could no longer go ahead. Nothing was paid.
