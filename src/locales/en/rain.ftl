## /rain (src/features/rain). In the group, texts speak the group's language and show no
## figures of anyone's account; callback answers and private notes speak the person's.
## $sender, $names and $note arrive HTML-escaped; $total and $share are formatted amounts;
## $where is the group in HTML (a link to the rain, or its title in bold).

rain-usage = 🌧 <code>/rain 1000</code> shares 1,000 sat from your account among the members who wrote here in the last { $minutes } minutes (at most { $max }). A note may follow the amount.
rain-in-private = 🌧 /rain works in groups: send <code>/rain 1000</code> there to share 1,000 sat among the members who wrote recently.
rain-anonymous = Rain comes from a member's own account: post as yourself (not as the group or a channel) to make it rain.
# $minutes: the rain window.
rain-too-few = 🌧 There is no one to rain on: I know of no one else who wrote here in the last { $minutes } minutes. Unless I am an admin here, Telegram shows me only commands and replies to my messages (privacy mode): make me an admin so I see who chats, or try again once people have talked to me.
rain-none-meet = 🌧 No one who wrote here in the last { $minutes } minutes meets the conditions: nothing was asked of your account.
rain-share-too-small = 🌧 { $total } cannot be split among { $count } members: each needs at least 1 sat. Try a larger total.
# The invoice description of a share without a note. $chat: the group's title, plain text.
rain-description = rain in { $chat }

## The sender's confirmation, in the group (only the sender may press Rain)

rain-confirm =
    🌧 { $sender }, make it rain? <b>{ $total }</b> from your account: { $count } × { $share } to { $names }.
    Members without an account yet get a pledge, paid from your account when they claim it.
rain-confirm-remainder = The remainder of the uneven split stays with you.
rain-confirm-label = 🌧 Rain
rain-note = 📝 { $note }
rain-cancelled = 🚫 Rain cancelled. Nothing was sent.

## The receipt, edited as shares land

rain-receipt = 🌧 <b>{ $sender }</b> made it rain: { $share } each
rain-sent-line = ✅ Paid: { $names }
# $names: the pledged members, each name a claim link (no group message per pledge).
rain-pledged-line = 🤝 Pledged, no account yet — tap your name to claim: { $names }
rain-pending-line = ⏳ Sending: { $names }
rain-skipped-line = ⏭ Skipped, no account or lightning address yet: { $names }
rain-failed-line = ❌ Could not be paid: { $names }
rain-unknown-line = ❓ Outcome unknown, not retried: { $names }
rain-not-sent-line = 🚫 Not sent: { $names }
rain-stopped-payer-out = 🛑 The rain stopped: { $sender }'s funds or limits ran out.
rain-stopped-unknown = 🛑 The rain stopped after an unknown outcome; nothing is retried.

## Answers to a press (the presser's language; at most 200 characters)

rain-answer-started = 🌧 Making it rain…
rain-answer-decided = This rain was already sent or cancelled.
rain-answer-stale = This question expired: send /rain again.

## Private note to the sender

# $sent and $count: shares paid and shares planned; $reason: why the share was refused (private only).
rain-stopped-note =
    🛑 Your rain in { $where } stopped after { $sent } of { $count } shares: a share could not be paid from your account.
    { $reason }

# The sender, privately, once a rain a restart cut off was carried on to its end.
rain-resumed-note = 🌧 Your rain in { $where } was interrupted by a restart and carried on: { $sent } of { $count } members were paid. The receipt in the group shows each share.
