## /top (src/features/top): the group's leaderboard, in the group's language.
## $name arrives HTML-escaped; $amount is a formatted amount; $rank a whole number.

top-title = 🏆 <b>Bestenliste</b>
top-week = <b>Diese Woche</b>
top-all-time = <b>Insgesamt</b>
top-tippers = 💸 Am meisten gegeben
top-receivers = 🎁 Am meisten erhalten
top-line = { $rank }. { $name }: { $amount }
# Shown instead of the name of a member who chose so in /settings.
top-someone = jemand
top-none = noch niemand
top-footer = Trinkgelder, Giveaways, Rain und Trinkgeldkassen in dieser Gruppe. Namen verbergen: /settings in unserem privaten Chat.
top-empty = 🏆 Noch keine Zahlungen in dieser Gruppe. Antworte auf eine Nachricht mit <code>/tip 100</code> oder öffne eine Kasse mit <code>/tipjar 10k</code>.
top-in-private = 🏆 /top funktioniert in Gruppen: Es zeigt, wer dort am meisten gegeben und erhalten hat.
