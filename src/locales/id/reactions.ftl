## Tip lewat reaksi (src/features/reactions).

reaction-settings-menu-off = 👍 Tip lewat reaksi: mati
reaction-settings-menu-on = 👍 Tip lewat reaksi: { $amounts }, hingga <b>{ $budget }</b> per hari (di grup tempat saya admin)
reaction-settings-on-button = 👍 Nyalakan tip lewat reaksi
reaction-settings-off-button = Matikan tip lewat reaksi
reaction-settings-amounts-button = 👍 Jumlah per emoji
reaction-settings-budget-button = 👍 Anggaran harian
reaction-settings-turned-on = Tip lewat reaksi menyala: reaksi Anda memberi tip di grup tempat saya admin.
reaction-settings-turned-off = Tip lewat reaksi mati.
reaction-settings-ask-amounts =
    👍 Reaksi mana memberi tip berapa? Sekarang: { $amounts }.
    Kirim emoji, masing-masing dengan jumlah, mis. <code>⚡ 21 🔥 100 ❤ 10</code> (/cancel membiarkannya).
reaction-settings-not-a-reaction = { $emoji } bukan reaksi yang ditawarkan Telegram. Gunakan reaksi seperti ⚡ 🔥 ❤ 👍.
reaction-settings-bad-mapping = Kirim emoji, masing-masing diikuti jumlah, mis. <code>⚡ 21 🔥 100</code> (paling banyak 10).
reaction-settings-amounts-saved = ✅ Tersimpan: reaksi Anda memberi { $amounts }.
reaction-settings-ask-budget =
    👍 Berapa total yang boleh diberikan reaksi Anda per hari? Sekarang: <b>{ $budget }</b>.
    Kirim jumlah, mis. 1000 atau 5k (/cancel membiarkannya).
reaction-settings-budget-saved = ✅ Tersimpan: reaksi Anda memberi hingga <b>{ $budget }</b> per hari.
reaction-group-needs-admin = 👍 Tip lewat reaksi (dinyalakan di /settings) hanya jalan jika admin menjadikan saya admin di sini: Telegram hanya menampilkan reaksi ke bot admin.
reaction-group-cannot-deliver = 👍 Tip lewat reaksi Anda tidak bisa jalan di <b>{ $group }</b>: Telegram hanya menampilkan reaksi ke bot yang menjadi admin di sana. Minta admin menjadikan saya admin; sementara itu /tip tetap bisa.
reaction-budget-reached = 👍 Tip reaksi Anda sebesar { $amount } untuk { $to } di { $where } tidak dikirim: akan melewati anggaran reaksi harian Anda sebesar { $budget }. Naikkan di /settings, atau gunakan /tip.
reaction-rate-limited = 👍 Reaksi terakhir Anda di { $where } tidak mengirim apa pun: paling banyak { $perMinute } tip per menit di tiap grup. Tunggu sebentar lalu beri reaksi lagi.

reaction-tip-tipper-line = 👍 Dikirim lewat reaksimu. Jumlah dan anggaran harian: /settings.
reaction-tip-recipient-line = 👍 Tip lewat reaksi.
