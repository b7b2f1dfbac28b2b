## ─── The Mini App's page (src/webapp/page) ───────────────────────────────
## Plain text shown in the page (no HTML). Numbers passed as values ($amount,
## $spent, $limit…) are formatted in the user's language by the page.

# An amount in satoshi. $amount: a number.
app-sat = { $amount } sat
app-loading = Memuat…
app-retry = Coba lagi
app-close = Tutup
app-sandbox = Uang uji coba: bot ini berjalan di gateway sandbox.
app-error-network = Bot tidak dapat dihubungi. Periksa koneksimu lalu coba lagi.
app-error-unauthorized = Halaman ini tidak dapat memastikan siapa kamu. Tutup lalu buka lagi dari chat bot.
app-error-outside = Buka halaman ini dari chat bot di Telegram.
app-error-not-connected = Kamu belum punya dompet di bot. Buka chat-nya dan tekan Mulai untuk membuatnya.
app-error-generic = Terjadi kesalahan. Coba lagi sebentar lagi.
app-copy = Salin
app-copied = Disalin ✓
app-amount-whole-sat = Masukkan jumlah sat berupa bilangan bulat di atas nol.

## Home

app-home-balance = Saldo
app-home-spendable = Bisa dipakai
app-home-frozen = Dibekukan
app-home-today = Terpakai hari ini
# $spent and $limit: numbers of sat.
app-home-today-of-limit = { $spent } dari { $limit } sat
app-home-no-limit = tanpa batas harian
app-home-chart-title = 30 hari terakhir
app-home-chart-in = Masuk
app-home-chart-out = Keluar
app-home-chart-empty = Tidak ada yang masuk atau keluar dalam 30 hari terakhir.
app-home-receive = Terima
app-home-pay = Bayar
app-home-send = Kirim
app-home-history = Riwayat
app-home-settings = Pengaturan

## History

app-history-title = Riwayat
app-history-all = Semua
app-history-in = Masuk
app-history-out = Keluar
app-history-pending = Tertunda
app-history-unknown = Belum jelas
app-history-empty = Belum ada apa-apa di sini.
app-history-more = Memuat lagi…
app-history-end = Itu saja.
app-history-amount-unknown = jumlah tidak diketahui
app-kind-invoice = Tagihan
app-kind-payment = Pembayaran
app-kind-withdrawal = Penarikan
app-kind-tip-sent = Tip diberikan
app-kind-tip-received = Tip diterima
app-kind-received = Diterima
app-kind-voucher = Voucher
app-kind-pledge = Janji
app-status-pending = tertunda
app-status-sent = terkirim
app-status-paid = dibayar
app-status-failed = gagal
app-status-unknown = hasil belum diketahui
app-status-expired = kedaluwarsa
app-detail-amount = Jumlah
app-detail-fee = Biaya
app-detail-status = Status
app-detail-date = Tanggal
app-detail-with = Dengan
app-detail-description = Deskripsi
app-detail-reason = Alasan
app-detail-hash = Hash pembayaran
app-detail-pledge-ends = Berakhir jika tidak diklaim

## Receive

app-receive-title = Terima
app-receive-amount = Jumlah
app-receive-description = Deskripsi (opsional)
app-receive-create = Buat tagihan
app-receive-amount-missing = Masukkan jumlah di atas nol.
app-receive-waiting = Menunggu pembayaran…
app-receive-paid = Dibayar ✓
app-receive-expired = Tagihan ini sudah kedaluwarsa. Buat yang baru.
app-receive-share = Bagikan
# The text shared with the invoice. $amount: a number of sat.
app-receive-share-text = Tolong bayar aku { $amount } sat dengan tagihan lightning ini.
app-receive-new = Tagihan baru
# $time: a date and time.
app-receive-expires = Berlaku sampai { $time }
app-receive-address = Alamat lightning-mu
app-receive-paycode = Kode bayarmu

## Pay

app-pay-title = Bayar
app-pay-input = Tagihan, LNURL, atau alamat lightning
app-pay-placeholder = lnbc… atau nama@wallet.example
app-pay-scan = Pindai kode QR
app-pay-scan-hint = Arahkan kamera ke kode QR lightning
app-pay-check = Periksa
app-pay-amount = Jumlah
# $min and $max: numbers of sat.
app-pay-range = Dari { $min } sampai { $max } sat
app-pay-description = Deskripsi
app-pay-payee = Kepada
app-pay-node = Node Lightning { $node }
app-claimed-name = Menyebut dirinya “{ $name }”: kata layanan itu sendiri, tidak diperiksa. Uangnya pergi ke host di atas.
app-pay-expires = Kedaluwarsa
app-pay-no-description = (tidak ada)
# The main button. $amount: a number of sat.
app-pay-button = Bayar { $amount } sat
app-pay-paid = Dibayar ✓
# $fee: a number of sat.
app-pay-fee = Biaya: { $fee } sat
app-pay-failed = Tidak dibayar. Tidak ada yang keluar dari akunmu.
app-pay-unknown = Hasilnya belum diketahui, jadi tidak akan dicoba lagi. Lihat Riwayat beberapa menit lagi sebelum membayar ulang.
app-pay-pending = Pembayaran sedang dalam perjalanan. Riwayat akan menunjukkan hasilnya.
app-pay-another = Bayar yang lain

## Send

app-send-title = Kirim
app-send-to = Kepada
app-send-to-placeholder = @username atau nama@wallet.example
app-send-amount = Jumlah dalam sat
app-send-note = Catatan (opsional)
app-send-review = Tinjau
# $amount: a number of sat.
app-send-confirm = Kirim { $amount } sat
# $name: "@alice" or an address.
app-send-to-whom = Kepada { $name }
# $name: "@alice".
app-send-pledge = { $name } belum punya dompet di bot. Sats tetap milikmu sampai dia memulai bot; saat itu dia menerimanya.
app-send-sent = Terkirim ✓
# $name: "@alice".
app-send-pledged = Dijanjikan kepada { $name }: dia menerimanya saat memulai bot.
app-send-another = Kirim lagi

## Settings

app-settings-title = Pengaturan
app-settings-language = Bahasa
app-settings-language-telegram = Sesuai Telegram
app-settings-currency = Mata uang
app-settings-currency-none = Tidak ada (hanya sat)
app-settings-threshold = Konfirmasi tip di atas (sat)
app-settings-threshold-hint = Tip di atas jumlah ini menanyakan Konfirmasi / Batal dulu; dengan 0 setiap tip dikonfirmasi.
app-settings-address = Alamat lightning untuk tip
app-settings-address-hint = Tip untukmu dikirim ke sana, bukan ke dompetmu di bot. Kosongkan untuk menyimpannya di sini.
app-settings-reaction-tips = Beri tip dengan reaksi emoji
app-settings-leaderboard = Sembunyikan aku di papan peringkat
app-settings-save = Simpan
app-settings-saved = Disimpan ✓

## Bills (/split) on the home screen

app-bills-owe-title = Utangmu
app-bills-owed-title = Piutangmu
app-bills-share = { $amount } ke { $to }
app-bills-pay = Bayar bagianku
app-bills-confirm = Konfirmasi: { $amount } ke { $to }
app-bills-paid = ✅ Bagianmu sudah dibayar.
app-bills-not-paid = Bagianmu tidak dibayar.
app-bills-invoice = Bayar invoice ini dari dompet lightning mana pun:
app-bills-progress = { $paid } dari { $count } dibayar

# Paid entry (/entry): the groups joined by paying, and an owner's groups.
app-entry-memberships-title = Keanggotaan
app-entry-until = dibayar sampai { $date }
app-entry-paid-once = masuk berbayar
app-entry-group-title = Masuk berbayar · { $group }
app-entry-price = Harga
app-entry-price-once = { $amount }
app-entry-price-monthly = { $amount } per bulan
app-entry-off = mati
app-entry-members = Anggota
app-entry-no-members = Belum ada anggota.
app-entry-payments = Pembayaran terakhir
app-entry-no-payments = Belum ada pembayaran.
app-entry-status-waiting = menunggu
app-entry-status-paid = dibayar, belum dimasukkan
app-entry-status-in = masuk
app-entry-status-declined-first = dibayar, ditolak admin
app-entry-status-expired = tidak dibayar
app-entry-status-unwritten = tidak bisa menghubungi mereka
