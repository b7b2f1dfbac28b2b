## /giveaway (src/features/giveaway). In the group, texts speak the group's language and
## show no figures of anyone's account; callback answers and private notes speak the person's.
## $creator and $note arrive HTML-escaped; $total, $share and $amount are formatted amounts;
## $where is the group in HTML (a link to the giveaway, or its title in bold).

giveaway-usage = 🎁 Start a giveaway with <code>/giveaway 1000 5</code>: the first 5 members who press Claim get 200 sat each, from your account. A note may follow.
# The total and count read more than one way ("1 500 5"): nothing is asked.
giveaway-ambiguous = 🎁 That can be read in more than one way: a space also groups thousands (1 500 = 1500). Write the total without spaces, then how many members: <code>/giveaway 1500 5</code> (1500 sat for 5 members).
giveaway-in-private = 🎁 /giveaway works in groups: send <code>/giveaway 1000 5</code> there, and the first 5 members who press Claim get 200 sat each.
giveaway-anonymous = Giveaways come from a member's own account: post as yourself (not as the group or a channel) to start one.
# $max: the most members one giveaway pays.
giveaway-too-many = 🎁 A giveaway pays at most { $max } members. Try a smaller count.
giveaway-share-too-small = 🎁 { $total } cannot be split among { $count } members: each needs at least 1 sat. Try a larger total or fewer members.
# The invoice description of a share without a note. $chat: the group's title, plain text.
giveaway-description = giveaway in { $chat }

## The creator's confirmation, in the group (only the creator may press Confirm)

giveaway-confirm =
    🎁 { $creator }, start a giveaway? Up to <b>{ $total }</b> from your account: { $count } × { $share }, paid to the first { $count } members who press Claim.
    Nothing leaves your account before someone claims.
giveaway-confirm-remainder = The remainder of the uneven split stays with you.
giveaway-confirm-label = ✅ Confirm
giveaway-cancelled = 🚫 Giveaway cancelled. Nothing left anyone's account.

## The giveaway's card, edited as members claim

giveaway-card = 🎁 <b>Giveaway</b> by { $creator }: <b>{ $share }</b> each for the first { $count } members.
# While the giveaway takes claims.
giveaway-card-open = Press Claim to get yours.
giveaway-note = 📝 { $note }
giveaway-claims-none = Nobody has claimed yet.
# $names: the claimers' names joined with ", ", maybe ending with giveaway-more-claimers.
giveaway-claims = Claimed { $claimed } of { $count }: { $names }
giveaway-more-claimers = { $count } more
giveaway-claim-button = 🎁 Claim
giveaway-end-button = End
giveaway-ended-completed = ✅ All { $count } shares are claimed: the giveaway is over.
giveaway-ended-expired = ⌛ The giveaway is over: its time ran out. Unclaimed shares were never taken from { $creator }.
giveaway-ended-by-creator = 🛑 { $creator } ended the giveaway. Unclaimed shares were never taken from their account.
giveaway-ended-payer-out = 🛑 The giveaway is over: { $creator }'s funds or limits ran out. Shares not yet claimed will not be paid.
giveaway-ended-account-changed = 🛑 The giveaway is over: { $creator } changed the account it was paid from.

## Answers to a press (the presser's language; at most 200 characters)

giveaway-answer-posted = 🎁 Your giveaway is posted.
giveaway-answer-decided = This giveaway was already confirmed or cancelled.
giveaway-answer-stale = This question expired: send /giveaway again.
giveaway-answer-paid = 🎁 You received { $amount }!
giveaway-answer-paid-test = 🎁 You received { $amount } (test money)!
giveaway-answer-already = You already claimed your share of this giveaway.
giveaway-answer-unknown = ❓ Your share was sent but its outcome is unknown. It is not retried: check /balance in our private chat to see whether it arrived.
giveaway-answer-busy = Your share is being paid right now.
giveaway-answer-wait = ⏳ One moment: your claim is being handled. The card shows who got a share.
giveaway-answer-all-taken = Too late: every share is taken.
giveaway-answer-ended = This giveaway is over.
giveaway-answer-gone = This giveaway is no longer available.
giveaway-answer-own = You cannot claim your own giveaway.
giveaway-answer-no-route = Set up receiving in our private chat, then press Claim again: your share waits for you while any are left.
giveaway-answer-payer-out = The giveaway's funds or limits ran out: nothing was paid to you.
giveaway-answer-not-paid = Your share could not be paid to your account or address. Nothing was taken: try again later.
giveaway-answer-end-not-yours = Only the member who started this giveaway can end it.
giveaway-answer-you-ended = Giveaway ended. Unclaimed shares stay in your account.

## Private note to the creator

# $reason: why their share was refused (may carry their own figures: private only).
giveaway-payer-out-note =
    🛑 Your giveaway in { $where } ended: a share of { $share } could not be paid from your account.
    { $reason }

## A share whose send the bot's interruption cut off (settled as unknown, never sent again)

# To the claimer, privately.
giveaway-share-unknown-note = ❓ Your share of the giveaway in { $where } ({ $share }) was being sent when the bot was interrupted. Its outcome is unknown and it is <b>not</b> sent again: check your balance to see whether it arrived.
# To the creator, privately. $claimer: the claimer's name (HTML-escaped).
giveaway-share-unknown-creator = ❓ A share of your giveaway in { $where } ({ $share } to { $claimer }) was being sent when the bot was interrupted. Its outcome is unknown and it is <b>not</b> sent again: check /balance and /history. The share stays taken.
# To the claimer, privately: their share, cut off before its send, was carried on and sent.
giveaway-share-carried-note = 🎁 You received { $share } from the giveaway in { $where }. The bot restarted while sending it; it was sent once.
