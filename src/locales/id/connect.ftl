## /connect and /disconnect (src/features/connect): merchant keys, in a private chat only.

connect-sandbox = 🧪 Bot ini berjalan di gateway sandbox: akunmu sudah dibuatkan dengan uang uji, jadi tidak ada yang perlu dihubungkan. /balance menampilkannya; /disconnect meresetnya dengan uang uji baru.
connect-sandbox-in-group = 🧪 Bot ini berjalan di gateway sandbox: tidak ada yang perlu dihubungkan, semua orang mendapat akun uji di chat pribadi dengan saya.
connect-group-hint = 🔒 Hubungkan akunmu di chat pribadi dengan saya, jangan pernah di grup.

## The three questions of /connect, and the check with the gateway.

connect-intro = 🔑 Ayo hubungkan akun merchant-mu. Saya akan meminta tiga hal: merchant id, API key, dan secret key. Pesan berisi kuncimu saya hapus begitu selesai dibaca, dan kuncinya disimpan terenkripsi. /cancel menghentikan proses kapan saja.
connect-ask-merchant-id = 1/3 · Kirim <b>merchant id</b>-mu.
connect-ask-api-key = 2/3 · Kirim <b>API key</b>-mu. (Pesanmu saya hapus begitu selesai dibaca.)
connect-ask-secret-key = 3/3 · Kirim <b>secret key</b>-mu. (Pesanmu saya hapus begitu selesai dibaca.)
connect-bad-merchant-id = Merchant id adalah satu baris teks tanpa spasi. Silakan kirim lagi.
connect-bad-api-key = API key adalah satu baris teks tanpa spasi. Silakan kirim lagi.
connect-bad-secret-key = Secret key harus berupa heksadesimal (0-9, a-f). Silakan kirim lagi.
connect-checking = Memeriksa dengan gateway…
# $reason: the gateway's refusal, one sentence.
connect-rejected =
    ❌ Gateway tidak menerima kunci ini. { $reason }
    Tidak ada yang disimpan. Kirim /connect untuk mencoba lagi.
# The description of the 1 sat invoice /connect makes to prove the keys are the merchant's (seen in the gateway's own lists).
connect-check-invoice-description = Pemeriksaan koneksi oleh bot Telegram (jangan dibayar)
# $merchantId: what the user typed (HTML-escaped).
connect-merchant-mismatch =
    ❌ Kunci ini milik merchant lain, bukan <code>{ $merchantId }</code>.
    Tidak ada yang disimpan. Periksa id merchant lalu kirim /connect lagi.
# $merchantId: what the user typed; $reason: the gateway's answer, one sentence.
connect-check-failed =
    ❌ Aku tidak bisa memastikan bahwa kunci ini milik merchant <code>{ $merchantId }</code>. { $reason }
    Tidak ada yang disimpan. Kirim /connect untuk mencoba lagi.
# $merchantId: the merchant id (HTML-escaped).
connect-merchant-taken =
    ❌ Merchant <code>{ $merchantId }</code> sudah terhubung ke akun Telegram lain di bot ini. Satu merchant hanya bisa terhubung ke satu akun Telegram.
    Tidak ada yang disimpan. Kirim /disconnect dari akun itu terlebih dahulu.
# The answer after saving is up to three messages joined by a blank line:
# connect-connected, connect-connected-webhook (when the bot has a public
# address for payment events), connect-connected-next.
connect-connected = ✅ Merchant <code>{ $merchantId }</code> terhubung. Kuncimu disimpan terenkripsi.
# $eventsUrl: the URL the gateway should send this merchant's payment events to.
connect-connected-webhook =
    Untuk notifikasi pembayaran dan /lnurl, daftarkan URL webhook ini untuk merchant-mu di gateway:
    <code>{ $eventsUrl }</code>
connect-connected-next = Coba /balance atau /invoice 1000.
connect-disconnected = Akun merchant-mu sudah dilepas dari bot ini. Kuncimu sudah dihapus.
connect-nothing-to-disconnect = Tidak ada akun terhubung yang bisa dihapus.

## /disconnect on the sandbox: reset the test account, after a question only its asker may answer.

# $balance: what the account holds now; $fresh: what the new account starts with.
connect-reset-question =
    🧪 <b>Reset akun ujimu?</b>
    Akun sandbox-mu, yang sekarang berisi <b>{ $balance }</b>, diganti dengan akun baru berisi <b>{ $fresh }</b> uang uji.
    Uang yang dibayarkan ke invoice dan kode bayar akun lama tidak akan sampai lagi ke kamu. /history tetap menyimpan transaksi akun lama.
# The same question when the balance could not be read. $fresh: what the new account starts with.
connect-reset-question-no-balance =
    🧪 <b>Reset akun ujimu?</b>
    Akun sandbox-mu diganti dengan akun baru berisi <b>{ $fresh }</b> uang uji.
    Uang yang dibayarkan ke invoice dan kode bayar akun lama tidak akan sampai lagi ke kamu. /history tetap menyimpan transaksi akun lama.
connect-reset-button = 🔄 Reset uang uji
# $fresh: what the new account holds.
connect-reset-done = ✅ Akun ujimu sudah direset: isinya <b>{ $fresh }</b> uang uji. /history masih menampilkan transaksi akun lama.
connect-reset-cancelled = Reset dibatalkan: akun ujimu tidak berubah.
connect-reset-expired = Pertanyaan ini sudah kedaluwarsa: kirim /disconnect lagi untuk mereset uang ujimu.
connect-nothing-to-reset = 🧪 Kamu belum punya akun uji: akun dibuat saat perintah pertamamu (coba /balance). Tidak ada yang perlu direset.
