## /pay: what to pay (src/features/pay)
## Amounts ($amount, $spendable, $limit, ...) arrive formatted: "1,500 sat", maybe with "(≈ $1.02)".

pay-ask-target = Apa yang harus saya bayar? Kirim invoice lightning, LNURL atau alamat lightning (nama@domain), atau foto kode QR.
pay-not-recognised = Saya tidak bisa membacanya sebagai invoice lightning, LNURL atau alamat lightning (nama@domain).
pay-group-hint = 🔒 Pembayaran dilakukan di chat pribadi dengan saya.
pay-onchain-hint = Ini alamat bitcoin on-chain. Untuk mengirim ke sana, pakai /withdraw.

## Invoices that cannot be paid

pay-expired = Invoice ini sudah kedaluwarsa. Minta invoice baru ke penerima.
pay-zero-amount = Invoice ini tidak berisi jumlah. Minta invoice yang ada jumlahnya ke penerima, atau bayar ke LNURL atau alamat lightning-nya.
# $invoiceNetwork, $ours: network names as the bot writes them (mainnet, testnet, signet, regtest).
pay-wrong-network = Invoice ini untuk { $invoiceNetwork }, tetapi bot ini membayar di { $ours }.
pay-invoice-error-not-an-invoice = Ini bukan invoice lightning: invoice diawali lnbc, lntb, lntbs atau lnbcrt.
pay-invoice-error-checksum = Invoice lightning ini rusak (checksum-nya tidak cocok): salin lagi secara lengkap.
pay-invoice-error-unknown-network = Invoice lightning ini untuk jaringan yang tidak dilayani bot ini: minta invoice bitcoin.
pay-invoice-error-malformed = Format invoice lightning ini salah: minta invoice baru ke penerima.
pay-invoice-error-bad-signature = Tanda tangan invoice lightning ini tidak valid: minta invoice baru ke penerima.
pay-invoice-error-unknown-feature = Invoice lightning ini memerlukan fitur pembayaran yang tidak saya dukung, jadi pembayarannya akan gagal. Tidak ada yang dikirim: minta invoice lain kepada penerima.

## LNURLs and lightning addresses that cannot be read. $host: the pay code's web host, e.g. pay.example.com.

pay-lnurl-error-prefix = Ini bukan LNURL yang valid: tidak diawali lnurl1.
pay-lnurl-error-checksum = Ini bukan LNURL yang valid: checksum bech32 atau karakternya tidak valid.
pay-lnurl-error-no-url = Ini bukan LNURL yang valid: tidak berisi alamat web.
pay-request-error-loopback = Kode bayar ini mengarah ke server ini sendiri ({ $host }).
pay-request-error-private-network = Kode bayar ini mengarah ke alamat jaringan privat ({ $host }), yang tidak saya hubungi.
pay-request-error-not-https = Alamat kode bayar di { $host } bukan https, jadi tidak aman dipakai.
pay-request-error-unreachable = Saya tidak bisa membaca detail kode bayar dari { $host }, jadi saya tidak bisa menunjukkan siapa yang akan kamu bayar. Tidak ada yang dikirim: coba lagi nanti.
pay-request-error-not-lnurl = Layanan kode bayar di { $host } tidak menjawab seperti layanan LNURL.
# $refusal: the service's own words (in its language, shortened); they stay inside the
# quotation marks, so the reader sees they are the service's and not the bot's.
pay-request-error-service-said = Layanan kode bayar di { $host } menolak. Dengan kata-katanya sendiri: “{ $refusal }”
pay-request-error-refused-silently = Layanan kode bayar di { $host } menolak tanpa memberi alasan.
pay-request-error-not-pay-code = LNURL di { $host } ini bukan kode bayar (gunanya untuk hal lain), jadi tidak bisa dibayar.
pay-request-error-incomplete = Layanan kode bayar di { $host } mengirim permintaan pembayaran yang tidak lengkap.
pay-request-error-bad-metadata = Layanan kode bayar di { $host } mengirim metadata yang tidak terbaca.
pay-request-error-no-whole-sat = Kode bayar di { $host } tidak menerima jumlah dalam satoshi bulat, jadi tidak bisa dibayar dari sini.

## Limits and balance, checked before the confirmation

pay-over-per-payment = Ini melebihi batas { $limit } per pembayaran.
# $remaining: what the daily limit still allows today.
pay-over-daily = Ini akan melewati batas harianmu sebesar { $limit } (sisa hari ini: { $remaining }).
pay-not-enough = Dana tidak cukup: saat ini kamu bisa memakai { $spendable }.
# $total: amount plus $fee.
pay-not-enough-with-fee = Dana tidak cukup: ini butuh { $total } termasuk biaya jaringan { $fee }, dan saat ini kamu bisa memakai { $spendable }.

## The confirmation of an invoice: the question, then one line each (description, expiry, invoice)

pay-confirm-invoice = ⚡ <b>Bayar { $amount }?</b>
# Under an amount shown to the millisatoshi: $sat is that amount rounded up ("967,879 sat").
pay-msat-counted = Dihitung sebagai { $sat } dalam batas dan riwayatmu (dibulatkan ke atas ke satoshi bulat).
# A line of the confirmation and of its outcome; $description: the invoice's or pay code's own description.
pay-description = 📝 { $description }
pay-code-description = 🏷 { $description }
# $minutes: whole minutes left, under an hour.
pay-expires-in-minutes = ⏳ Kedaluwarsa dalam { $minutes } menit
# $hours: 1 to 47 hours, exactly.
pay-expires-in-hours = ⏳ Kedaluwarsa dalam { $hours } jam
# $hours (1 to 47) and $minutes (1 to 59).
pay-expires-in-hours-minutes = ⏳ Kedaluwarsa dalam { $hours } jam { $minutes } menit
# $days: two or more.
pay-expires-in-days = ⏳ Kedaluwarsa dalam { $days } hari
# $short: the invoice shortened, e.g. lnbc15u1p3…x7q4.
pay-invoice = 🧾 <code>{ $short }</code>

## The confirmation of an LNURL or lightning address. $to: the recipient's lightning address.

pay-confirm-lnurl = ⚡ <b>Bayar { $amount }?</b>
pay-confirm-lnurl-to = ⚡ <b>Bayar { $amount }</b> ke { $to }?
pay-ask-lnurl-amount = Berapa yang mau kamu kirim?
pay-ask-lnurl-amount-to = Berapa yang mau kamu kirim ke { $to }?
# Under the question and the outcome. $min, $max: the amounts the pay code accepts.
pay-lnurl-details = 🌐 Kode bayar di { $host } · menerima { $min } sampai { $max }
pay-code-claimed-name = 🏷 Menyebut dirinya “{ $name }” (kata layanan itu sendiri, tidak diperiksa)
pay-out-of-range = Kode bayar ini menerima { $min } sampai { $max }, jadi { $amount } tidak bisa dibayarkan ke sana. Tidak ada yang dikirim: kirim /pay lagi dengan jumlah dalam rentang itu.

## The button and what the confirmation becomes

pay-confirm-label = Bayar
# Names the send in the confirmation's other messages ("✅ Done: payment of 1,500 sat").
pay-what-invoice = pembayaran { $amount }
# $to: the recipient's lightning address, or the pay code's host.
pay-what-lnurl = pembayaran { $amount } ke { $to }
pay-outcomes-sent = ✅ <b>Berhasil membayar { $amount }</b>
pay-outcomes-sent-to = ✅ <b>Berhasil membayar { $amount }</b> ke { $to }
pay-outcomes-cancelled = 🚫 Pembayaran { $amount } dibatalkan.
pay-outcomes-cancelled-to = 🚫 Pembayaran { $amount } ke { $to } dibatalkan.
pay-outcomes-not-sent = ❌ <b>Tidak dibayar</b>
pay-outcomes-unknown = ❓ <b>Pembayaran { $amount }: tidak diketahui — tidak diulang.</b>

## Photos of QR codes

pay-no-qr = Saya tidak menemukan kode QR di foto ini. Coba foto yang lebih tajam dan lebih dekat, atau tempel invoice-nya sebagai teks.
pay-unreadable-image = Saya tidak bisa membaca gambar ini. Kirim sebagai foto (JPEG atau PNG), atau tempel invoice-nya sebagai teks.
pay-photo-too-large = Gambar ini terlalu besar untuk dibaca. Kirim foto kode QR yang lebih kecil.
pay-qr-error-too-much-data = Teks ini terlalu panjang untuk kode QR: bagikan sebagai teks saja.
pay-qr-error-unsupported-format = Gambar ini bukan JPEG atau PNG: kirim kode QR-nya sebagai foto.
pay-qr-error-unreadable = Gambar ini tidak bisa dibaca: kirim lagi kode QR-nya sebagai foto.
pay-qr-error-too-large = Gambar ini terlalu besar untuk dipindai: kirim foto kode QR yang lebih kecil.
pay-qr-error-busy = Terlalu banyak foto yang sedang dibaca: kirim lagi fotomu semenit lagi.
# What the scanned QR code held, shown first; $content: its text, clipped.
pay-qr-shown = 📷 Kode QR: <code>{ $content }</code>
# Shown under pay-qr-shown.
pay-qr-web-address = Kode QR ini berisi alamat web ({ $host }), bukan pembayaran. Saya tidak membuka tautan: buka sendiri kalau kamu memercayainya.
pay-qr-onchain = Kode QR ini berisi alamat bitcoin. Untuk mengirim bitcoin ke sana, kirim <code>/withdraw { $address }</code> dan saya akan menanyakan jumlahnya.
pay-qr-text = Kode QR ini berisi teks, bukan pembayaran, jadi tidak ada yang perlu dibayar. Kirim invoice lightning, LNURL atau alamat lightning.
# After Confirm: the same invoice was paid, or is being paid, by another of the payer's payments
# (another /pay message, or the Mini App).
pay-paid-elsewhere = ✅ Tagihan ini sudah dibayar dari akunmu. Tidak ada lagi yang dikirim.
pay-paying-elsewhere = ⏳ Tagihan ini sedang dibayar dari akunmu (di sini atau di Mini App). Tidak ada lagi yang dikirim: /history menunjukkan hasilnya.
