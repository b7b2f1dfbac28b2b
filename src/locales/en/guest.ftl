## Guest tips: @bot as a reply in any chat, also one the bot is not a member of
## (src/features/guest). The card may be read by anyone in that chat: names and amounts
## only, never a balance. $tipper and $member: names (HTML-escaped); $amount: "500 sat (≈ €0.45)".

# The title of the bot's one answer (plain text).
guest-title = Tip
# Answer to @bot alone, or to words without an amount (HTML). $bot: the bot's username, without @.
guest-how-to = ⚡ To tip someone here, reply to their message with <code>@{ $bot } 500 thanks</code>: they get 500 sat from your account.
# Answers when the replied-to message is not someone else's (HTML).
guest-no-reply = ⚡ Reply to the message of the person you want to tip, with <code>@bot 500</code>.
guest-self = ⚡ You cannot tip yourself: reply to someone else's message.
guest-bot = ⚡ Bots cannot be tipped: reply to a person's message.
guest-on-behalf-of-chat = ⚡ That message was sent on behalf of a chat, not by a person: reply to a member's message.
guest-anonymous-tipper = ⚡ You are writing anonymously: tips come from a person's own account.

## The card (HTML).
guest-card = ⚡ { $tipper } → { $member } · { $amount }
guest-card-paid = ✅ { $tipper } → { $member } · { $amount } · paid
guest-card-cancelled = 🚫 { $tipper } → { $member } · { $amount } · cancelled, nothing was sent
guest-card-not-sent = ❌ { $tipper } → { $member } · { $amount } · not sent
guest-card-unknown = ❓ { $tipper } → { $member } · { $amount } · outcome unknown, not retried
guest-card-pledged = ⏳ { $tipper } → { $member } · { $amount } · waiting for { $member } to claim it
# $note: as written by the tipper.
guest-card-note = 💬 { $note }
guest-pay-button = ⚡ Pay
guest-cancel-button = Cancel
guest-claim-button = 🎁 Claim

## Answers to presses (plain text, at most 200 characters).
guest-only-tipper = Only { $tipper } can pay or cancel this tip.
guest-gone = This tip is no longer available.
guest-paid = Paid.
guest-pledged = They have no account yet: the tip waits for them to claim it. Nothing has moved.
guest-already = This tip was handled already.
guest-already-paid = This tip was paid already. Nothing was sent twice.
guest-not-sent = Not sent. I told you why in our private chat.
guest-cancelled = Cancelled. Nothing was sent.
guest-cancel-too-late = Too late to cancel: the payment was already asked for.

## Private notes (HTML). $where: the chat's title.
guest-received-note = ⚡ { $tipper } tipped you { $amount } in { $where }.
guest-sent-note = ✅ You tipped { $member } { $amount } in { $where }.
# $link: the claim link, to pass on.
guest-pledged-note = ⏳ { $member } has no account with me yet: your tip of { $amount } waits until they claim it (nothing has moved). The card in the chat has a Claim button; you can also pass on this link: { $link }
# $reason: why (may mention the tipper's own figures: private only).
guest-not-sent-note = ❌ Your tip of { $amount } to { $member } was not sent: { $reason }
guest-unknown-note = ❓ Your tip of { $amount } to { $member }: the outcome is unknown. It will not be retried; check /history before tipping again.
guest-reason-funds = not enough to spend (spendable: { $spendable }).
guest-reason-no-account = you have no account with me yet. Use /connect first.
guest-reason-other = the payment could not be made.

## The confirmation in private, above the tipper's threshold (HTML). $to: the member's name.
guest-confirm-summary = Tip <b>{ $amount }</b> to { $to } in { $where }?
guest-what = tip of { $amount } to { $to }
guest-outcome-sent = ✅ Tipped { $amount } to { $to }
guest-outcome-cancelled = 🚫 Tip of { $amount } to { $to } cancelled.
guest-outcome-not-sent = ❌ Tip of { $amount } to { $to } not sent
guest-outcome-unknown = ❓ Tip of { $amount } to { $to }: unknown — not retried.

## Pledged, then claimed or not (HTML).
guest-card-claimed = ✅ { $tipper } → { $member } · { $amount } · claimed
guest-card-unclaimed = 🚫 { $tipper } → { $member } · { $amount } · not claimed, nothing was sent
# The private confirmation was not pressed in time (HTML).
guest-card-expired = ⌛ { $tipper } → { $member } · { $amount } · not confirmed in time, nothing was sent

## A card to several: @bot 300 @ann @bob thanks (HTML). $names: the names, joined;
## $each: each one's share; $total: all of them.
guest-many-card = ⚡ { $tipper } → { $names } · { $each } each ({ $total } in all)
# Heading of the receipt; a line per person follows.
guest-many-card-shares = ⚡ { $tipper } tipped:
guest-many-card-cancelled = 🚫 { $tipper } → { $names } · cancelled, nothing was sent
guest-many-card-refused = ❌ { $tipper } → { $names } · not sent, to anyone
guest-many-card-expired = ⌛ { $tipper } → { $names } · not confirmed in time, nothing was sent
# A pledge that ended unclaimed (HTML). $name: the person.
guest-many-line-unclaimed = 🚫 { $name }: not claimed
# The Claim button of one person's pledge (plain text).
guest-many-claim-button = 🎁 Claim: { $name }
# Answer to Pay or Confirm while the tips go out (plain text).
guest-many-paying = Paying… The card shows who got what.
# The one confirmation for the total, in private (HTML). $where: the chat's title.
guest-many-confirm = Tip <b>{ $each }</b> each to { $names } (<b>{ $total }</b> in all) in { $where }?
