## Pledged tips (src/features/pledge): a tip to someone who cannot receive one yet waits,
## unpaid, until they claim it through a link. In a group, texts speak the group's language
## (no figures of anyone's account); private notes speak the person's. $from (the payer),
## $to (the member it is for) and $note arrive HTML-escaped; $amount is a formatted amount;
## $where is the chat in HTML (a link to the pledge message, or its title in bold);
## $until is a date and time.

## The pledge message, in the chat where it was made, edited as the pledge ends

pledge-message = 💸 { $from } pledged <b>{ $amount }</b> to { $to } — { $to }, tap to claim.
pledge-claim-button = 🎁 Claim
pledge-message-claimed = ✅ { $to } claimed <b>{ $amount }</b> from { $from }.
pledge-message-cancelled = 🚫 { $from } cancelled the pledge of { $amount } to { $to }. Nothing was paid.
pledge-message-expired = ⌛ The pledge of { $amount } from { $from } to { $to } expired unclaimed. Nothing was paid.
pledge-message-unknown = ❓ { $to } claimed { $amount } from { $from }, but the outcome is unknown. It is <b>not</b> retried.
pledge-message-closed = 🚫 The pledge of { $amount } from { $from } to { $to } can no longer be claimed. Nothing was paid.
# In the group when a pledge was refused (the payer was told why in private).
pledge-not-made-in-group = ❌ No pledge was made; I told you why in our private chat. Nothing was paid.
# Where a pledge made in a private chat was made.
pledge-where-private = a private chat

## Private notes to the payer

# $link: the claim link, to pass on.
pledge-made-note =
    💸 You pledged <b>{ $amount }</b> to { $to } in { $where }. Nothing has left your account yet: it is paid only if { $to } claims it before { $until }.
    Claim link, to pass on to { $to }: { $link }
    To take it back: /history.
# Made in the payer's own private chat (a /send there, the Mini App): the one message, no card. $link: the claim link.
pledge-made-private-note =
    💸 You pledged <b>{ $amount }</b> to { $to }. Nothing has left your account yet: it is paid only if { $to } claims it before { $until }.
    { $to } cannot see this chat: pass this claim link on to them: { $link }
    To take it back: /history.
# Refused: the payer made PLEDGES_PER_DAY pledges today. $max: that number.
pledge-daily-limit-note =
    ❌ Your pledge of { $amount } to { $to } was not made.
    Each member may make up to { $max } a day, and you reached that limit today. You can pledge again tomorrow (days change at midnight UTC).
pledge-paid-note = ✅ { $to } claimed your pledge in { $where }: you paid <b>{ $amount }</b>.
pledge-unknown-note = ❓ { $to } claimed your pledge of { $amount } in { $where }, but the gateway did not confirm the payment. It is <b>not</b> retried automatically: check /balance and /history.
# $reason: why it was not paid; $open: "yes" when the pledge still waits (until $until), else "no".
pledge-not-paid-note =
    ❌ { $to } tried to claim your pledge of { $amount } in { $where }, but it was not paid.
    { $reason }
    Nothing left your account. { $open ->
        [yes] The pledge stays open until { $until }: top up, and { $to } can claim it again.
       *[no] The pledge has ended.
    }
pledge-expired-payer-note = ⌛ Your pledge of { $amount } to { $to } in { $where } expired unclaimed. Nothing left your account.
# Several pledges made together (one rain's) expired at once: one note lists them.
# $count: how many; $rows: one pledge-expired-payer-row per line.
pledge-expired-payer-list =
    ⌛ { $count ->
        [one] Your pledge in { $where } expired unclaimed:
       *[other] Your { $count } pledges in { $where } expired unclaimed:
    }
    { $rows }
    Nothing left your account.
pledge-expired-payer-row = • { $to }: { $amount }

## Private notes to the member it is for

pledge-claimed-note = 🎁 You claimed <b>{ $amount }</b> from { $from } in { $where }.
# After the claimed note and its note: where to see it, and what else there is (the member may be new).
pledge-claimed-next = /history lists it; /help shows what else I can do.
pledge-cancelled-recipient-note = 🚫 { $from } cancelled the pledge of { $amount } to you in { $where }. Nothing was paid.
pledge-expired-recipient-note = ⌛ The pledge of { $amount } from { $from } to you in { $where } expired. Nothing was paid.

## Answers to the claim link (/start claim_…), in the private chat

pledge-claim-gone = This pledge no longer exists. Nothing was paid.
pledge-claim-own = This is your own pledge to { $to }: only { $to } can claim it. You can cancel it in /history.
pledge-claim-not-for-you = 🙅 This pledge is for { $to }, not for you. Nothing was paid.
pledge-claim-cancelled = 🚫 { $from } cancelled this pledge. Nothing was paid.
pledge-claim-expired = ⌛ This pledge expired. Nothing was paid.
pledge-claim-taken = This pledge was already claimed.
pledge-claim-closed = 🚫 This pledge can no longer be claimed. Nothing was paid.
pledge-claim-busy = ⏳ This pledge is being claimed right now: its outcome follows here in a moment. Nothing is paid twice.
pledge-claim-already = ✅ You already claimed this pledge.
pledge-claim-unknown = ❓ { $from }'s pledge of { $amount } was sent to you, but the gateway did not confirm it. It is <b>not</b> retried automatically: check /balance and /history.
pledge-claim-set-up = 🎁 { $from } pledged you <b>{ $amount }</b>. To claim it, /connect your merchant account or set a lightning address in /settings, then open the link again. The pledge waits until { $until }.
# $open: "yes" when the pledge still waits (until $until), else "no".
pledge-claim-not-paid =
    ❌ { $from }'s pledge of { $amount } could not be paid right now. Nothing was paid; { $from } has been told. { $open ->
        [yes] It stays open until { $until }: open the link again later.
       *[no] The pledge has ended.
    }

## The payer's open pledges, after /history

pledge-open-title = 💸 <b>Your open pledges</b> (paid from your account only when claimed):
pledge-open-row = • { $amount } to { $to } in { $where }, until { $until }
pledge-open-none = 💸 You have no open pledges.
# A button (plain text): $amount, $to unescaped.
pledge-cancel-button = 🚫 Cancel { $amount } to { $to }
## Answers to Cancel (short, plain text)
pledge-cancelled-answer = Pledge cancelled. Nothing was paid.
pledge-cancel-too-late = Too late: it is being claimed right now.
pledge-cancel-not-yours = Only the person who pledged can cancel it.
pledge-cancel-ended = This pledge has already ended.
pledge-cancel-gone = This pledge no longer exists.
