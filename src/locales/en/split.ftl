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
