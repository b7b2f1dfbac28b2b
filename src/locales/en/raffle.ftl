## /raffle (src/features/raffle). In the group, texts speak the group's language and show no
## figures of anyone's account; callback answers and private notes speak the person's.
## $creator, $names, $note, $chat and $channel arrive HTML-escaped where shown in HTML;
## $total and $share are formatted amounts; $when is a date and time;
## $where is the group in HTML (a link to the card, or its title in bold).

raffle-usage =
    🎟 <code>/raffle 21000 3 1h</code> shares 21,000 sat from your account among 3 winners drawn in an hour from the members who press Enter (at most { $max } winners, a draw within { $days } days).
    Conditions may follow: <code>member:7d</code> (known here for 7 days), <code>active:14d</code> (wrote here within 14 days), <code>channel:@name</code>, <code>premium</code>, <code>captcha</code>. Then a note.
raffle-in-private = 🎟 /raffle works in groups: send <code>/raffle 21000 3 1h</code> there.
raffle-anonymous = A raffle is paid from a member's own account: post as yourself (not as the group or a channel) to start one.
raffle-bad-winners = 🎟 A raffle has 1 to { $max } winners.
raffle-bad-duration = 🎟 The draw must be at least { $min } minute away and at most { $days } days: for example <code>30m</code>, <code>2h</code> or <code>1d</code>.
raffle-share-too-small = 🎟 { $total } cannot be shared among { $count } winners: each needs at least 1 sat. Try a larger total or fewer winners.
raffle-share-too-large = 🎟 Each winner's share must be at most { $max }: try fewer sat or more winners.
# Without a note: the invoice description of a payout. $chat: the group's title, plain text.
raffle-description = raffle in { $chat }
# $days, $hours, $minutes: parts of the time until the draw.
raffle-duration = { $days ->
        [0] {""}
        [one] 1 day{" "}
       *[other] { $days } days{" "}
    }{ $hours ->
        [0] {""}
        [one] 1 hour{" "}
       *[other] { $hours } hours{" "}
    }{ $minutes ->
        [0] {""}
        [one] 1 minute
       *[other] { $minutes } minutes
    }

## The creator's question, in the group (only the creator may press Start)

raffle-confirm =
    🎟 { $creator }, start a raffle? <b>{ $total }</b> from your account: { $count } × { $share }, drawn in { $duration } among the members who press Enter.
    Winners without an account yet get a pledge, paid from your account when they claim it.
raffle-confirm-remainder = The remainder of the uneven split stays with you.
raffle-start-label = 🎟 Start
raffle-note = 📝 { $note }
raffle-cancelled = 🚫 Raffle cancelled. Nothing was sent.

## The card

raffle-card = 🎟 <b>{ $creator }</b>'s raffle: { $count ->
        [one] 1 winner gets { $share }
       *[other] { $count } winners get { $share } each
    }
raffle-card-draw = ⏰ Draw: { $when }
raffle-card-entrants = 👥 { $count ->
        [0] No one has entered yet.
        [one] 1 entrant
       *[other] { $count } entrants
    }
raffle-card-commitment = 🔒 Commitment: <code>{ $commitment }</code>
raffle-enter-label = 🎟 Enter
raffle-end-label = Cancel raffle
raffle-card-cancelled = 🚫 { $creator } cancelled the raffle before the draw. Nothing was sent.
raffle-card-void = 🚫 The raffle is void: { $creator }'s account is no longer connected. Nothing was sent; the entrants ({ $count }) win nothing this time.
raffle-card-drawn = 🎲 Drawn at { $when }.
raffle-card-drawn-late = 🎲 Drawn late, at { $when }: I was not running at the draw time.
raffle-card-no-entrants = No one entered: nothing was sent.
raffle-paid-line = ✅ Paid: { $names }
# $names: the pledged winners, each name a claim link.
raffle-pledged-line = 🤝 Pledged, no account yet — tap your name to claim: { $names }
raffle-pending-line = ⏳ Sending: { $names }
raffle-failed-line = ❌ Could not be paid: { $names }
raffle-unknown-line = ❓ Outcome unknown, not retried: { $names }
raffle-not-sent-line = 🚫 Not paid: { $names }
raffle-card-fewer = Fewer entrants than winners: { $count ->
        [one] 1 share stays
       *[other] { $count } shares stay
    } with the creator.
raffle-stopped-payer-out = 🛑 The payouts stopped: { $creator }'s funds or limits ran out.
raffle-stopped-unknown = 🛑 The payouts stopped after an unknown outcome; nothing is retried.
raffle-card-seed = 🔓 Seed: <code>{ $seed }</code> (its SHA-256 is the commitment <code>{ $commitment }</code>)
raffle-card-cutoff = 🧮 Each winner's HMAC-SHA256(seed, user id) is at most <code>{ $cutoff }…</code>; everyone else's is above it.

## Answers to a press (the presser's language; at most 200 characters)

raffle-answer-started = 🎟 The raffle is open.
raffle-answer-decided = This raffle was already started or cancelled.
raffle-answer-stale = This raffle is no longer open.
raffle-answer-entered = 🎟 You're in ({ $count ->
        [one] 1 entrant
       *[other] { $count } entrants
    }).
raffle-answer-already = You're already in ({ $count ->
        [one] 1 entrant
       *[other] { $count } entrants
    }).
raffle-answer-closed = Entries are closed: the raffle was drawn or cancelled.
raffle-answer-own = You can't enter your own raffle.
raffle-answer-only-creator = Only the raffle's creator can cancel it.
raffle-answer-drawn = Too late: this raffle was already drawn or cancelled.
raffle-answer-cancelled = Raffle cancelled. Nothing was sent.

## Private notes to the creator

raffle-void-note = 🚫 Your raffle in { $where } was void at the draw: your account is no longer connected, so nothing was sent.
# $paid and $count: winners paid or pledged, and winners drawn; $reason: why the payout was refused.
raffle-stopped-note =
    🛑 Your raffle in { $where } stopped after { $paid } of { $count } winners: a payout could not be paid from your account.
    { $reason }
