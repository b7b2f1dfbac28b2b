## Mode inline: @bot di obrolan mana pun (src/bot/features/inline).

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
inline-pending-alert = Tagihan masih dibuat. Coba lagi sebentar lagi.
inline-no-account = ⚠️ Tidak ada tagihan yang dibuat: pengirim belum punya akun di saya.
inline-invoice-not-created = ⚠️ Tidak ada tagihan yang dibuat: jumlah itu tidak diizinkan. Ketik jumlah lain.
inline-pay-button = ⚡ Bayar
inline-qr-button = 🔳 Kode QR
inline-qr-sent = Kode QR ada di obrolan pribadi Anda dengan saya.
inline-invoice-gone = Tagihan ini sudah tidak tersedia. Minta yang baru.
