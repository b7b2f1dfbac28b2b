## /top (src/features/top): the group's leaderboard, in the group's language.
## $name arrives HTML-escaped; $amount is a formatted amount; $rank a whole number.

top-title = 🏆 <b>Papan peringkat</b>
top-week = <b>Minggu ini</b>
top-all-time = <b>Sepanjang waktu</b>
top-tippers = 💸 Paling banyak memberi
top-receivers = 🎁 Paling banyak menerima
top-line = { $rank }. { $name }: { $amount }
# Shown instead of the name of a member who chose so in /settings.
top-someone = seseorang
top-none = belum ada
top-footer = Tip, giveaway, hujan, dan toples tip yang dibayar di grup ini. Untuk menyembunyikan namamu: /settings di chat pribadi kita.
top-empty = 🏆 Belum ada pembayaran di grup ini. Balas pesan dengan <code>/tip 100</code> atau buka toples dengan <code>/tipjar 10k</code>.
top-in-private = 🏆 /top berfungsi di grup: menunjukkan siapa yang paling banyak memberi dan menerima di sana.
