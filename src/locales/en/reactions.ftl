## Reaction tips (src/features/reactions): the /settings part, the notes
## a member gets in private, and the line for groups. Amounts: $amount,
## $budget; $amounts: emoji with amounts, "⚡ 21 sat · 🔥 100 sat".

reaction-settings-menu-off = 👍 Reaction tips: off
reaction-settings-menu-on = 👍 Reaction tips: { $amounts }, up to <b>{ $budget }</b> a day (in groups where I am an admin)
reaction-settings-on-button = 👍 Turn on reaction tips
reaction-settings-off-button = Turn off reaction tips
reaction-settings-amounts-button = 👍 Emoji amounts
reaction-settings-budget-button = 👍 Daily budget
# Short pop-ups after a button press (plain text).
reaction-settings-turned-on = Reaction tips on: your reactions tip in groups where I am an admin.
reaction-settings-turned-off = Reaction tips off.
reaction-settings-ask-amounts =
    👍 Which reactions tip how much? Now: { $amounts }.
    Send emoji each with an amount, e.g. <code>⚡ 21 🔥 100 ❤ 10</code> (/cancel keeps them).
# $emoji: what the user typed in place of an emoji.
reaction-settings-not-a-reaction = { $emoji } is not a reaction Telegram offers. Use reactions such as ⚡ 🔥 ❤ 👍.
reaction-settings-bad-mapping = Send emoji each followed by an amount, e.g. <code>⚡ 21 🔥 100</code> (at most 10).
reaction-settings-amounts-saved = ✅ Saved: your reactions tip { $amounts }.
reaction-settings-ask-budget =
    👍 How much may your reactions tip in all per day? Now: <b>{ $budget }</b>.
    Send an amount, e.g. 1000 or 5k (/cancel keeps it).
reaction-settings-budget-saved = ✅ Saved: your reactions tip up to <b>{ $budget }</b> a day.

## In groups: the welcome and /help add this line.

reaction-group-needs-admin = 👍 Reaction tips (turned on in /settings) work only if an admin makes me an admin here: Telegram shows reactions to admin bots only.

## Private notes to the member who reacted. $where: the group (a link to the message where there is one); $to, $name: the member reacted to.

# $group: the group's title.
reaction-group-cannot-deliver = 👍 Your reaction tips cannot work in <b>{ $group }</b>: Telegram shows reactions only to bots that are admins there. Ask an admin to make me one; /tip works meanwhile.
reaction-budget-reached = 👍 Your reaction tip of { $amount } to { $to } in { $where } was not sent: it would pass your daily reaction budget of { $budget }. Raise it in /settings, or use /tip.
# $perMinute: a number.
reaction-rate-limited = 👍 Your last reaction in { $where } sent nothing: at most { $perMinute } tips a minute per group. Wait a moment and react again.

## Under the private notes of a reaction tip that was sent: the reactor's (what sent it,
## where to change it) and the tipped member's.

reaction-tip-tipper-line = 👍 Sent by your reaction. Amounts and daily budget: /settings.
reaction-tip-recipient-line = 👍 A tip by reaction.
