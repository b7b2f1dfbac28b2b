## /entry (src/features/entry): paid entry to a group. In the group the bot speaks the group's
## language; to the newcomer and the owner in private, their own. $group, $owner and $user arrive
## HTML-escaped; $price is a formatted amount; $date a formatted date.

entry-anonymous = 🚪 Paid entry pays a member's own account: send /entry as yourself (not as the group), or use /settings in a private chat with me.
entry-not-admin = 🚪 Only the group's creator or an admin who may invite users can set paid entry.
entry-usage = 🚪 Set the price of entry: <code>/entry 2100</code>, <code>/entry 5 usd</code> or <code>/entry 2100 monthly</code>. <code>/entry off</code> stops new invoices.
entry-missing = 🚪 Paid entry is not on yet. Missing:
entry-missing-invite = • my right to invite users (make me an admin who may invite users via link)
entry-missing-restrict = • my right to ban users (monthly entry removes members who stop paying)
entry-missing-account = • a connected account for { $owner } (connect one in a private chat with me)
entry-link-failed = 🚪 I could not make the invite link. Check that I may invite users, then try again.
# The invite link's name (Telegram keeps at most 32 characters).
entry-link-name = Paid entry · { $price }
entry-link-name-monthly = Paid entry · { $price }/month
entry-on = 🚪 Paid entry is on: { $price }, paid to { $owner }'s account. { $owner } got the link in a private chat.
entry-on-monthly = 🚪 Paid entry is on: { $price } a month, paid to { $owner }'s account. { $owner } got the link in a private chat.
entry-on-no-dm = 🚪 Paid entry is on, but I could not send { $owner } the link: open a private chat with me and send /entry there.
entry-owner-link = 🚪 The door of { $group }: { $link }
    Share this link: whoever asks to join through it gets an invoice of { $price } from me, paid to your account, and is let in once it is paid. The group's other links keep working as they are.
entry-state-on = 🚪 Paid entry: { $price }, paid to { $owner }. The link is with { $owner }.
entry-state-on-monthly = 🚪 Paid entry: { $price } a month, paid to { $owner }. The link is with { $owner }.
entry-state-off = 🚪 Paid entry is off here. Turn it on with <code>/entry 2100</code> (or <code>/entry 5 usd</code>, <code>/entry 2100 monthly</code>).
entry-off = 🚪 Paid entry is off: no new invoices. Invoices already sent are still honoured.

## To the newcomer, in private

entry-invoice = 🚪 To join <b>{ $group }</b>, pay { $price } to { $owner }.
    ⏳ Valid for 15 minutes.
entry-invoice-renewal = 🔁 Your membership of <b>{ $group }</b> ends on { $date }. Pay { $price } to { $owner } for one more month.
entry-pay-button = ⚡ Pay from my account
entry-paused = ⏸ Paid entry to { $group } is paused: the admins will look at your request.
entry-busy = ⏳ Too many people are asking to join { $group } right now: ask again in a minute through the same link.
entry-in = ✅ You're in: welcome to { $group }!
entry-in-by-admin = ✅ Paid. An admin had already let you into { $group }.
entry-welcome-back = ✅ Welcome back to { $group }: your membership is paid until { $date }.
entry-declined-first = ⚠️ Paid, but an admin had already declined your request to join { $group }: { $owner } can send it back with /send.
entry-expired = ⌛ Your invoice to join { $group } was not paid in time, so the request was declined. To try again, ask to join through the same link: you will get a fresh invoice.
entry-waiting = ⏳ Paid. I cannot let you into { $group } right now; I will as soon as I can.
entry-renewed = ✅ Your membership of { $group } is paid until { $date }.
entry-removed = 👋 Your membership of { $group } ended on { $date } and was not renewed, so you were removed. You can come back anytime through the group's link.
entry-not-yours = This invoice is someone else's.
entry-closed = This invoice is no longer open.

## The payment's confirmation

entry-confirm = 🚪 Pay { $price } to { $owner } to join { $group }?
entry-what = entry to { $group }
entry-confirm-label = ⚡ Pay
entry-outcome-sent = ✅ Paid { $price } for { $group }: waiting for the payment to be confirmed…
entry-outcome-cancelled = 🚫 Payment of { $price } for { $group } cancelled.
entry-outcome-not-sent = ❌ Not paid
entry-outcome-unknown = ❓ Payment of { $price } for { $group }: unknown — not retried.
# The invoice description (plain text, shown in the payer's wallet and both histories).
entry-description = Entry to { $group } · { $user }

## To the owner, in private

entry-owner-paid = 🚪 { $user } paid { $price } and joined { $group }.
entry-owner-renewed = 🔁 { $user } renewed their membership of { $group } until { $date }.
entry-owner-declined-first = ⚠️ { $user } paid { $price } for { $group }, but an admin had already declined the request. You can send it back with /send.
entry-owner-no-dm = ⏳ { $user } asked to join { $group }: waiting, but I could not write to them (they have to open a private chat with me first).
entry-owner-paused = ⏸ { $user } asked to join { $group }, but paid entry is paused: your account is not connected. The request waits for the admins.
entry-owner-paused-rights = ⏸ { $user } asked to join { $group }, but paid entry is paused: you are no longer an admin who may invite users there. The request waits for the admins.
entry-owner-stuck = ⚠️ { $user } paid { $price } for { $group }, but I cannot let them in: I may no longer invite users there. Give me back that right and I will let them in.
entry-owner-removed = 👋 { $user }'s membership of { $group } was not renewed: removed.
entry-mine-none = 🚪 No paid entry of yours is on. In a group where you are an admin, send <code>/entry 2100</code>.
entry-mine-door = 🚪 <b>{ $group }</b>: { $price }{ $monthly ->
        [yes] {" "}a month
       *[no] {""}
    } · { $state ->
        [on] on
       *[off] off
    }
entry-mine-member = • { $user }: until { $date }
entry-mine-member-once = • { $user }
entry-mine-payment = • { $date } · { $user } · { $price } · { $state ->
        [waiting] waiting
        [paid] paid, not let in yet
        [in] in
        [declined-first] paid, declined by an admin
        [unwritten] could not write to them: left to the admins
       *[expired] not paid
    }

## /history

entry-history-title = 🚪 <b>Memberships</b>
entry-history-line = • { $group }: paid until { $date }
entry-history-line-once = • { $group }: paid entry

## Paid entry on a group's page of private /settings ($group, $owner HTML-escaped; $price an amount).
entry-settings-button = 🚪 Paid entry
entry-settings-line-off = 🚪 Paid entry: off
entry-settings-line-on = 🚪 Paid entry: { $price }, paid to { $owner }
entry-settings-line-monthly = 🚪 Paid entry: { $price } a month, paid to { $owner }
entry-settings-set-button = Set the price
entry-settings-off-button = Turn off
entry-settings-ask = 🚪 What should entry to { $group } cost? For example <code>2100</code>, <code>5 usd</code> or <code>2100 monthly</code>.
entry-on-here = 🚪 Paid entry to { $group } is on: { $price }, paid to your account. The link is above; I told the group.
entry-on-here-monthly = 🚪 Paid entry to { $group } is on: { $price } a month, paid to your account. The link is above; I told the group.
