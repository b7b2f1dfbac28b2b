## /top (src/features/top): the group's leaderboard, in the group's language.
## $name arrives HTML-escaped; $amount is a formatted amount; $rank a whole number.

top-title = 🏆 <b>Classifica</b>
top-week = <b>Questa settimana</b>
top-all-time = <b>Da sempre</b>
top-tippers = 💸 Chi ha dato di più
top-receivers = 🎁 Chi ha ricevuto di più
top-line = { $rank }. { $name }: { $amount }
# Shown instead of the name of a member who chose so in /settings.
top-someone = qualcuno
top-none = ancora nessuno
top-footer = Mance, giveaway, piogge e barattoli pagati in questo gruppo. Per nascondere il tuo nome: /settings nella nostra chat privata.
top-empty = 🏆 Ancora nessun pagamento in questo gruppo. Rispondi a un messaggio con <code>/tip 100</code> o apri un barattolo con <code>/tipjar 10k</code>.
top-in-private = 🏆 /top funziona nei gruppi: mostra chi lì ha dato e ricevuto di più.
