## /tip ke beberapa orang sekaligus: /tip 300 @ann @bob terima kasih (src/features/tip/many.ts).

tip-many-too-many = 💸 Paling banyak { $max } orang dalam satu /tip.
tip-many-too-small = 💸 Itu kurang dari 1 sat per orang: sebut lebih sedikit orang atau beri lebih banyak.
tip-many-not-self = 💸 { $name } tidak bisa diberi tip di sini (dirimu sendiri, atau aku).
tip-many-refused-note = ❌ Tipmu sebesar { $total } total tidak dikirim ke siapa pun: { $reason }
tip-many-funds = saldo yang bisa dipakai tidak cukup (bisa dipakai: { $spendable }).
tip-many-working = ⏳ Mengirim tip…
tip-many-confirm = Beri masing-masing <b>{ $each }</b> kepada { $names } (total <b>{ $total }</b>)?
tip-many-gone = Tip ini sudah tidak tersedia.
tip-many-not-yours = Hanya orang yang meminta yang bisa menekan ini.
tip-many-cancelled = 🚫 Dibatalkan. Tidak ada yang dikirim.
tip-many-too-late = Terlambat untuk membatalkan: tip sudah dikonfirmasi.
tip-many-receipt = ⚡ { $tipper } memberi tip:
tip-many-line-sent = ✅ { $name }: { $amount }
tip-many-line-pledged = ⏳ { $name }: { $amount } dijanjikan, menunggu diklaim
tip-many-line-not-sent = ❌ { $name }: tidak terkirim
tip-many-line-unknown = ❓ { $name }: tidak diketahui — tidak diulang
tip-many-failed-note = Beberapa tipmu tidak terkirim:
tip-many-line-reason = • { $name }: { $reason }
tip-many-reason-other = pembayaran tidak bisa dilakukan.
