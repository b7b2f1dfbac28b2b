## /top (src/features/top): the group's leaderboard, in the group's language.
## $name arrives HTML-escaped; $amount is a formatted amount; $rank a whole number.

top-title = 🏆 <b>Рейтинг</b>
top-week = <b>На этой неделе</b>
top-all-time = <b>За всё время</b>
top-tippers = 💸 Больше всех дали
top-receivers = 🎁 Больше всех получили
top-line = { $rank }. { $name }: { $amount }
# Shown instead of the name of a member who chose so in /settings.
top-someone = кто-то
top-none = пока никого
top-footer = Чаевые, раздачи, «дождь» и копилки в этой группе. Скрыть своё имя: /settings в личном чате со мной.
top-empty = 🏆 В этой группе ещё не было платежей. Ответьте на сообщение командой <code>/tip 100</code> или откройте копилку: <code>/tipjar 10k</code>.
top-in-private = 🏆 /top работает в группах: показывает, кто там больше всех дал и получил.
