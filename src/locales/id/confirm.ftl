## The confirmation of every send (pay, withdraw, tip): the answers to its
## buttons and the outcomes it becomes (src/chat/flows/confirm.ts). HTML.
## $what names the send, e.g. "payment of 1,500 sat to alice@example.com";
## $reason is one plain sentence saying why it failed.

# The answer to a press of Confirm, while the send runs.
confirm-sending = ⏳ Mengirim…
confirm-sent = ✅ Selesai: { $what }
confirm-not-sent = ❌ Tidak terkirim: { $what }
confirm-failed =
    ❌ Tidak terkirim: { $what }
    { $reason }
    Tidak ada dana yang keluar dari akunmu.
confirm-unknown =
    ❓ Hasil tidak diketahui: { $what }
    Gateway tidak mengonfirmasinya. Ini <b>tidak</b> diulang otomatis: cek /balance dan /history sebelum mencoba lagi.
confirm-cancelled = 🚫 Dibatalkan: { $what }. Tidak ada yang dikirim.
confirm-nothing-left = Tidak ada dana yang keluar dari akunmu.
confirm-nothing-sent = Tidak ada yang dikirim.
confirm-unknown-advice = Gateway tidak mengonfirmasinya. Ini <b>tidak</b> diulang otomatis: cek /balance dan /history sebelum mencoba lagi.
confirm-reason-told-privately = Alasannya sudah saya sampaikan di chat pribadi kita. Tidak ada dana yang keluar dari akunmu.
confirm-reason-in-history = Tidak ada dana yang keluar dari akunmu. Buka chat pribadi kita dan kirim /history untuk melihat alasannya.
confirm-already = Ini sudah diproses.
# $state: the send's state as kept in the history.
confirm-already-state = Sudah diproses: { $state ->
        [sent] terkirim
        [paid] dibayar
        [failed] gagal
       *[other] { $state }
    }.
confirm-stale = Konfirmasi ini sudah kedaluwarsa. Mulai lagi dari awal.
# $limit: an amount, e.g. 1,000,000 sat.
confirm-over-per-payment = Ini melebihi batas { $limit } per pembayaran. Tidak ada yang dikirim.
# $limit, $remaining: amounts.
confirm-over-daily = Ini akan melewati batas harianmu sebesar { $limit } (sisa hari ini: { $remaining }). Tidak ada yang dikirim.
# In the group; $told is "yes" when the person was told more in the private chat, else "no".
confirm-over-daily-in-group = { $told ->
        [yes] Ini akan melewati batas harianmu; detailnya sudah saya sampaikan di chat pribadi kita. Tidak ada yang dikirim.
       *[no] Ini akan melewati batas harianmu. Tidak ada yang dikirim.
    }
# $expected, $got: amounts.
confirm-amount-mismatch = Invoice penerima bernilai { $got }, bukan { $expected } seperti yang kamu konfirmasi, jadi tidak saya bayar.
# $expected: an amount.
confirm-amount-mismatch-no-amount = Invoice penerima tidak berisi jumlah tetap, bukan { $expected } seperti yang kamu konfirmasi, jadi tidak saya bayar.
confirm-no-recipient = Penerima tidak punya akun untuk menerima ini.
confirm-gateway-refused = Gateway menolak.
confirm-account-changed =
    🚫 Tidak terkirim: { $what }
    Ini ditampilkan untuk akun gateway yang sudah tidak terhubung. Tidak ada yang dikirim: mulai lagi untuk membayar dari akunmu yang sekarang.
confirm-account-changed-answer = Akunmu berubah sejak ini ditampilkan. Tidak ada yang dikirim: mulai lagi.
confirm-interrupted =
    ❓ Hasil tidak diketahui: { $what }
    Bot terhenti saat mengirim. Ini <b>tidak</b> diulang otomatis: cek /balance dan /history sebelum mencoba lagi.
confirm-interrupted-advice = Bot terhenti saat mengirim. Ini <b>tidak</b> diulang otomatis: cek /balance dan /history sebelum mencoba lagi.
confirm-unknown-answer = ❓ Hasil tidak diketahui — tidak diulang. Cek /balance dan /history sebelum mencoba lagi.
confirm-in-progress = ⏳ Belum ada hasil: hasilnya akan muncul di pesan konfirmasi. Tidak ada yang dikirim dua kali.
# A send named from its history entry: $amount, e.g. 1,500 sat; $counterpart, e.g. alice@example.com.
confirm-what-from-history = { $amount } ke { $counterpart }

## Why a payment failed or is in doubt, as /history and a settled send say it.
failure-not-confirmed = Gateway tidak mengonfirmasi hasilnya; tidak dicoba ulang. Periksa /balance sebelum mencoba lagi.
failure-interrupted-before-send = Terputus sebelum dikirim: tidak ada yang dikirim.
failure-cancelled-before-send = Dibatalkan sebelum dikirim: tidak ada yang dikirim.
failure-interrupted-while-sending = Terputus saat mengirim: tidak dicoba ulang. Periksa /balance dan /history.
failure-host-unreachable = Saya tidak bisa menjangkau { $host } tepat sebelum mengirim, jadi tidak ada yang dikirim. Coba lagi nanti.
