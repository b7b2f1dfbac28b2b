## Mode inline: @bot di obrolan mana pun (src/features/inline).

inline-setup-button = Siapkan: buka bot
inline-help-invoice-title = Minta pembayaran: ketik jumlah dan keperluannya
inline-help-invoice-description = mis. @{ $bot } 1000 kopi, 5k makan siang, 5 usd
inline-help-message = ⚡ Untuk meminta pembayaran di obrolan mana pun, ketik <code>@{ $bot } 1000 kopi</code> lalu pilih tagihannya.
inline-refused-title = Saya tidak bisa memakai jumlah itu

inline-invoice-title = Tagihan { $amount }: { $description }
inline-invoice-title-alone = Tagihan { $amount }
inline-invoice-result-description = Membuat tagihan di akun Anda dan mengirimnya ke sini agar siapa pun bisa membayar.
inline-invoice-pending = ⏳ <b>Tagihan { $amount }</b> sedang dibuat…
inline-pending-button = ⏳ Membuat…
inline-pending-alert = Tagihan ini belum siap. Jika pesan ini tidak berubah dalam satu menit, tagihan tidak dibuat: minta yang baru ke pengirim.
inline-no-account = ⚠️ Tidak ada tagihan yang dibuat: pengirim belum punya akun di saya.
inline-invoice-not-created = ⚠️ Tidak ada tagihan yang dibuat: jumlah itu tidak diizinkan. Ketik jumlah lain.
inline-pay-button = ⚡ Bayar
inline-qr-button = 🔳 Kode QR
inline-qr-sent = Kode QR ada di obrolan pribadi Anda dengan saya.
inline-invoice-gone = Tagihan ini sudah tidak tersedia. Minta yang baru.

inline-help-send-title = Beri ke yang pertama klaim: ketik send dan jumlah
inline-help-send-description = mis. @{ $bot } send 500 terima kasih
inline-help-send-message = 🎁 Untuk memberi sats ke orang pertama yang mengklaim di obrolan mana pun, ketik <code>@{ $bot } send 500 terima kasih</code> lalu pilih.
inline-send-needs-amount = Ketik jumlah setelah send, mis. send 500 terima kasih.
inline-send-title = Kirim { $amount }: ke yang pertama klaim
inline-send-result-description = Mengirim { $amount } dari akun Anda ke orang pertama yang mengklaim, saat itu juga (batas Anda berlaku). Terbuka selama sehari.
inline-send-pending = ⏳ <b>{ $amount } untuk yang pertama klaim</b> sedang disiapkan…
inline-send-pending-alert = Ini belum siap. Jika pesan ini tidak berubah dalam satu menit, tidak ada yang ditawarkan: minta lagi ke pengirim.
inline-send-no-account = ⚠️ Tidak ada yang ditawarkan: pengirim belum punya akun di saya.
inline-send-not-offered = ⚠️ Tidak ada yang ditawarkan: jumlah itu tidak diizinkan. Ketik jumlah lain.
inline-send-card = 🎁 <b>{ $name } mengirim { $amount }</b> ke orang pertama yang mengklaim.
inline-send-card-expiry = Tidak ada yang dikirim sampai seseorang mengklaim. Terbuka selama sehari.
inline-claim-button = 🎁 Klaim
inline-cancel-button = ✖️ Batal (hanya pengirim)
inline-send-claimed = ✅ <b>{ $claimer } mengklaim { $amount }</b> dari { $name }.
inline-send-unknown = ⚠️ <b>{ $amount } ke { $claimer }: hasil tidak diketahui</b>, tidak diulang. { $name } bisa cek /history.
inline-send-cancelled = ✖️ <b>Dibatalkan</b> oleh { $name }: tidak ada yang dikirim.
inline-send-expired = ⌛ <b>Kedaluwarsa</b>: tidak ada yang mengklaim { $amount } dari { $name }; tidak ada yang dikirim.
inline-send-closed = ✖️ <b>Ditutup</b>: { $amount } dari { $name } tidak bisa diklaim lagi; tidak ada yang dikirim.
# Someone who could not receive pressed Claim on an inline send and opened the bot through it:
# what waits for them, said first. $name: the sender (HTML-escaped); $ready: "yes" when they
# can receive now (the sandbox made their test account), else "no" (/connect follows).
inline-send-waiting =
    🎁 <b>{ $name } mengirim { $amount }</b> ke orang pertama yang mengklaim, dan kiriman itu masih terbuka.
    { $ready ->
        [yes] Akun Anda sudah siap: kembali ke pesan itu dan tekan lagi tombol 🎁 di sana untuk menerimanya.
       *[no] Untuk menerimanya, hubungkan akun merchant Anda (saya memintanya di bawah ini) atau atur alamat lightning di /settings, lalu kembali ke pesan itu dan tekan lagi tombol 🎁 di sana.
    }
inline-claim-paid = 💰 Anda menerima { $amount } dari { $name }.
inline-claim-own = Anda tidak bisa mengklaim kiriman sendiri. Tekan Batal untuk menariknya.
inline-claim-taken = Orang lain sudah mengklaim lebih dulu.
inline-claim-ended = Kiriman ini sudah tidak terbuka.
inline-claim-busy = Klaim Anda sedang dibayar. Tunggu sebentar.
inline-claim-already = Anda sudah mengklaim ini.
inline-claim-not-paid = Tidak ada yang dibayar: akun pengirim tidak bisa membayar sekarang. Tetap terbuka: coba lagi nanti.
inline-claim-unknown = Pembayaran sudah keluar, tetapi hasilnya tidak diketahui; tidak diulang. Cek /history.
inline-cancel-not-owner = Hanya pengirim yang bisa membatalkan ini.
inline-cancel-done = Dibatalkan: tidak ada yang dikirim.
inline-cancel-too-late = Terlambat: seseorang sedang mengklaimnya sekarang.
inline-send-gone = Kiriman ini sudah tidak tersedia.
inline-send-note-claimed = 🎁 { $claimer } mengklaim <b>{ $amount }</b> Anda (kiriman inline).

## The inline giveaway (id): see en/inline.ftl for what each text is for.

inline-help-giveaway-title = Beri ke beberapa yang pertama: ketik giveaway, total dan jumlah orang
inline-help-giveaway-description = mis. @{ $bot } giveaway 1000 5 terima kasih
inline-help-giveaway-message = 🎁 Untuk membagi sats ke orang-orang pertama yang mengklaim di obrolan mana pun, ketik <code>@{ $bot } giveaway 1000 5 terima kasih</code> (5 × 200 sat) lalu pilih.
inline-giveaway-needs-amounts = Ketik total dan jumlah orang setelah giveaway, mis. giveaway 1000 5 terima kasih.
inline-giveaway-ambiguous = Ini bisa dibaca dua cara: tulis totalnya tanpa spasi, mis. giveaway 1500 5
inline-giveaway-title = Giveaway: { $count } × { $share }, untuk yang pertama klaim
inline-giveaway-result-description = Memberi hingga { $total } dari akun Anda: { $count } × { $share } ke { $count } orang pertama yang mengklaim, dibayar saat itu (batas Anda berlaku saat itu). Berakhir setelah { $minutes } menit; Anda bisa mengakhirinya lebih awal.
inline-giveaway-pending = ⏳ <b>Giveaway: { $count } × { $share }</b> sedang disiapkan…
inline-giveaway-place = pesan inline
