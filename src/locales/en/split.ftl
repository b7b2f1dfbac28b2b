## /split (src/features/split). The card speaks the group's language and shows who paid, never
## anyone's balance or account; answers to a press and private messages speak the person's.
## $organiser, $name, $names, $what, $note, $chat and $word arrive HTML-escaped where the text is
## HTML; $total, $share, $amount, $limit, $remaining, $spendable, $paidSat and $billedSat are
## formatted amounts; $where is the group in HTML (a link to the card, or its title in bold).

split-usage = 🧾 Share a bill: <code>/split 60000 @ann @bob Pizza</code> (you count as one share, and pay none), <code>@ann=20000</code> for a share of its own, <code>--all</code> to bill only the members named, or <code>/split 60000 4 Pizza</code> for 4 shares the first members to press take. Also as a reply: the author of the message is billed too.
split-in-private = 🧾 /split works in groups: <code>/split 60000 @ann @bob Pizza</code> there shares a bill among the members named.
split-anonymous = 🧾 A bill is paid to its organiser's account: post as yourself (not as the group or a channel) to share one.
split-organiser-no-account = 🧾 The shares of a bill are paid into your account, and you have none connected yet: connect one in our private chat, then share the bill again.
split-connect-button = Connect an account
# $word: what could not be read as a share, e.g. "@ann=lots".
split-bad-share = 🧾 I cannot read { $word } as a share: write it as <code>@ann=20000</code>.
split-too-many = 🧾 A bill can be shared among at most { $max } members.
split-too-small = 🧾 { $total } cannot be split so: each share needs at least 1 sat.
split-custom-over = 🧾 The shares written out add up to more than { $total }.
# $sum: what the shares written out add up to.
split-custom-mismatch = 🧾 With <code>--all</code> and every share written out, they must add up to { $total }; they add up to { $sum }.
# The invoice description of a share (plain text). $note: what the bill is for; $chat: the group's title.
split-description = { $note } (bill in { $chat })
split-description-no-note = bill in { $chat }

## The card, edited as shares are paid

# $total: the amount, with the fiat amount it was written in when it was.
split-card = 🧾 <b>{ $what }</b>: { $total }, to { $organiser }
split-card-no-note = Bill
split-card-total-fiat = { $total } ({ $fiat })
split-card-organiser-share = { $organiser }'s own share: { $share }
split-card-paid = ✅ { $name }: { $share }
split-card-owed = ⏳ { $name }: { $share }
split-card-out = 🚪 { $name }: out
# An open bill: $count shares of $share still free.
split-card-open-left = 🙋 { $count ->
    [one] One share
   *[other] { $count } shares
} of { $share } left: press Pay my share to take one.
split-card-settled = Settled ✓
split-card-closed = Closed: { $paid } of { $count } paid.
split-card-closed-invoices = Invoices already given out can still be paid until they expire, within the hour.
split-card-frozen = ⛔ Stopped: { $organiser }'s account is no longer connected. { $paid } of { $count } paid.
split-button-pay = 💸 Pay my share
split-button-out = 🚪 I'm out
split-button-close = 🔒 Close (organiser)

## Answers to a press (plain text)

split-answer-gone = This bill is no longer kept.
split-answer-not-named = This bill is shared among the members it names: you are not one of them.
split-answer-full = Every share of this bill is taken.
split-answer-own-bill = You organised this bill: your own share is not billed.
split-answer-already-paid = ✅ Your share is paid.
split-answer-confirm-sent = I sent you your share to confirm in our private chat.
split-answer-qr-sent = I sent you the invoice for your share in our private chat.
split-answer-in-doubt = Your payment of this share is under way or its outcome is unknown: it is not retried. See /history.
split-answer-settled = This bill is settled.
split-answer-closed = This bill is closed.
split-answer-closed-now = 🔒 Bill closed.
split-answer-frozen = This bill stopped: its organiser's account is no longer connected. Nothing was paid.
split-answer-invoice-failed = I could not make the invoice for your share just now: try again in a moment.
split-answer-out = 🚪 You are out of this bill.
# $organiser: plain text.
split-answer-not-organiser = Only { $organiser } can close this bill.
split-answer-open-private = Open our private chat and press Pay my share again.
split-refused-over-daily = Your share is over what you may still send today ({ $remaining }).
split-refused-over-per-payment = Your share is over the limit of { $limit } per payment.
split-refused-funds = Your account cannot pay this share: { $spendable } can be spent.
# $reason: plain text.
split-refused-failed = Your share was not paid: { $reason }

## The member's confirmation and the QR code, in their private chat

split-confirm-summary = 🧾 Pay your share of <b>{ $what }</b> in { $chat }: <b>{ $amount }</b> to { $organiser }, from your account?
split-what = share of { $amount } to { $organiser }
split-confirm-label = ✅ Pay my share
split-outcome-sent = ✅ You paid your share of <b>{ $what }</b>: { $amount } to { $organiser }.
split-outcome-cancelled = 🚫 Your share of { $amount } to { $organiser } was not paid.
split-outcome-not-sent = ❌ Your share of { $amount } to { $organiser } was not paid
split-outcome-unknown = ❓ Your share of { $amount } to { $organiser }: the outcome is unknown — not retried.
split-outcome-closed = 🔒 This bill is closed, or your share was paid already. Nothing was paid.
split-qr = 🧾 Your share of <b>{ $what }</b> in { $chat }: <b>{ $share }</b> to { $organiser }. Pay this invoice from any lightning wallet:
# $minutes: whole minutes.
split-qr-expires = It expires in { $minutes } min.
split-qr-connect = Or connect your account, and Pay my share pays it from there.

## The organiser's summary, and notes

split-summary-settled = 🧾 <b>{ $what }</b> in { $where } is settled: all { $count } shares paid, { $paidSat } in all.
split-summary-closed = 🧾 <b>{ $what }</b> in { $where } is closed: { $paid } of { $count } shares paid, { $paidSat } of { $billedSat }.
split-summary-unpaid = Not paid: { $names }.
split-summary-late = 🧾 { $name } paid their share of <b>{ $what }</b> in { $where } after the bill ended: { $share }. Now { $paid } of { $count } paid.
split-frozen-note = 🧾 The bill <b>{ $what }</b> of { $organiser } in { $where } stopped: their account is no longer connected, so your share can no longer be paid through me. Nothing was taken from you.

## /chipin: all or nothing. $payee, $what, $chat, $name and $names arrive HTML-escaped; $amount and
## $share are formatted amounts; $deadline a date and time (UTC).

chipin-usage = 🤝 Chip in, all or nothing: <code>/chipin 100000 @dev 10 by 3d Laptop</code> — when 10 members have committed (before the deadline: <code>by 12h</code>, <code>by 3d</code>; a day if none is written), each pays 10,000 sat to @dev from their own account. Without 10, nothing moves.
chipin-in-private = 🤝 /chipin works in groups: <code>/chipin 100000 @dev 10 Laptop</code> there gathers 10 members to pay @dev together.
# $username: as typed, without "@".
chipin-payee-unknown = 🤝 I cannot pay @{ $username }: I have not seen them, or they cannot receive yet (no account and no lightning address).
chipin-bad-count = 🤝 A chip-in needs 1 to { $max } members, and each part at least 1 sat.
chipin-no-note = Chip-in
chipin-card = 🤝 <b>{ $what }</b> for { $payee }: { $count } × { $share }, all or nothing
chipin-card-committed = Committed: { $committed } of { $count }.
chipin-card-deadline = ⏳ Until { $deadline } (UTC). Nothing moves before the goal is met.
chipin-card-running = 💸 Goal met: the payments are going out.
chipin-card-done = ✅ Goal met: { $paid } of { $count } paid.
chipin-card-failed = ❌ Not paid: { $names } (Pay my part tries again).
chipin-card-unknown = ❓ Outcome unknown, not retried: { $names }
chipin-card-expired = ⌛ The deadline passed without enough members: nothing moved.
chipin-button-commit = 🤝 Commit
chipin-button-withdraw = ↩️ Withdraw
chipin-button-pay = 💸 Pay my part
chipin-answer-gone = This chip-in is no longer kept.
chipin-answer-not-committed = You have not committed to this chip-in.
chipin-answer-too-late = This chip-in is no longer taking commitments.
chipin-answer-withdrawn = ↩️ Your commitment is withdrawn.
chipin-answer-paid = ✅ Your part is paid.
chipin-answer-committed = You have committed already.
chipin-answer-committed-now = 🤝 You are in. Nothing moves until the goal is met.
chipin-answer-own = This chip-in is for you: you cannot commit to it.
chipin-answer-cannot = Your account cannot commit { $amount } now (no account, a limit, or its funds): see our private chat.
chipin-answer-cannot-plain = Your account is not connected: connect it in our private chat first.
chipin-answer-confirm-sent = I sent you the commitment to confirm in our private chat.
chipin-answer-failed-again = Your part was not paid this time either: nothing was taken. See our private chat.
chipin-confirm = 🤝 Commit to <b>{ $what }</b> in { $chat }? When { $count } members have committed, <b>{ $amount }</b> goes from your account to { $payee }. Until then nothing moves, and you can withdraw.
chipin-confirm-label = 🤝 Commit
chipin-expired-note = ⌛ <b>{ $what }</b> in { $chat } did not reach its goal ({ $committed } of { $count } committed): nothing moved.
chipin-end-note = 🤝 <b>{ $what }</b> in { $chat } met its goal: { $paid } of { $count } paid { $payee }, { $amount } in all.
chipin-end-failed = Not paid: { $names }.
chipin-failed-note = ❌ Your part of { $amount } to { $payee } ({ $chat }) was not paid: { $reason }. Nothing was taken; press Pay my part on the card to try again.
chipin-reason-no-account = your account is no longer the one you committed with
chipin-reason-refused = it was refused
chipin-late-note = 🤝 { $name } paid their part of { $amount } ({ $chat }) on a second try.
