## /top (src/features/top): the group's leaderboard, in the group's language.
## $name arrives HTML-escaped; $amount is a formatted amount; $rank a whole number.

top-title = 🏆 <b>Leaderboard</b>
top-week = <b>This week</b>
top-all-time = <b>All time</b>
top-tippers = 💸 Gave most
top-receivers = 🎁 Received most
top-line = { $rank }. { $name }: { $amount }
# Shown instead of the name of a member who chose so in /settings.
top-someone = someone
top-none = nobody yet
top-footer = Tips, giveaways, rain and tip jars paid in this group. To hide your name: /settings in our private chat.
top-empty = 🏆 No payments in this group yet. Reply to a message with <code>/tip 100</code>, or open a jar with <code>/tipjar 10k</code>.
top-in-private = 🏆 /top works in groups: it shows who gave and received most there.
