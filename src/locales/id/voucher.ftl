## Vouchers (src/features/voucher): LNURL-withdraw codes, lnurlw:// links and their
## QR codes, which pay whoever presents an invoice; redeemed into the user's own account.
## $host: the voucher's service (a host name); $amount, $min, $max: amounts;
## $refusal, $description: the service's own words (escaped and shortened).

voucher-group-hint = Voucher ditukarkan di chat pribadi kita: kirim /claim kepada saya di sana.
voucher-ask = 🎟 Kirimkan vouchernya: LNURL-nya (lnurl1…), tautan lnurlw://, atau foto kode QR-nya.
voucher-not-a-voucher = Ini bukan voucher. Kirim LNURL-nya (lnurl1…), tautan lnurlw://, atau foto kode QR-nya.

## The offer and the question.
voucher-offer = 🎟 <b>Voucher dari { $host }</b>
voucher-description = 📝 Dengan kata-katanya sendiri: “{ $description }”
voucher-range = Voucher ini memberi { $min } sampai { $max }.
voucher-fixed = Voucher ini memberi { $amount }.
voucher-ask-amount = Berapa yang ingin kamu terima? Tekan tombol untuk { $max }, atau ketik jumlah dalam sat atau mata uangmu (misalnya 5 usd).
# The button that answers with the voucher's largest amount.
voucher-take-max = Terima { $max }
voucher-under-min = { $amount } lebih kecil dari yang diberikan voucher ini: minimal { $min }.
voucher-over-max = { $amount } lebih besar dari yang diberikan voucher ini: maksimal { $max }.
voucher-out-of-range = { $amount } di luar yang diberikan voucher ini.

## The message that follows a redemption, edited as it goes.
voucher-redeeming = ⏳ Menukarkan { $amount } dari { $host }…
voucher-accepted = ⏳ { $host } menerima tagihan sebesar { $amount } dan akan membayarnya: pesan ini berubah saat pembayaran tiba.
# $minutes: until the invoice expires.
voucher-unanswered = ⏳ { $host } tidak menjawab dengan jelas. Jika { $host } membayar { $amount }, pesan ini berubah; pembayaran masih bisa masuk sampai tagihan kedaluwarsa dalam { $minutes } menit.
voucher-received = ✅ <b>Diterima ✓ { $amount }</b>
voucher-from = 🎟 Voucher dari { $host }
voucher-refused = ❌ { $host } tidak membayar { $amount }. Dengan kata-katanya sendiri: “{ $refusal }”
voucher-refused-silently = ❌ { $host } menolak membayar { $amount } tanpa memberi alasan.
voucher-expired = ⌛ Tidak ada pembayaran { $amount } dari { $host } yang terlihat sebelum tagihan kedaluwarsa. Jika { $host } ternyata membayar, pesan ini berubah saat pembayarannya dilaporkan.
# $reason: the gateway's problem, one sentence.
voucher-invoice-failed = ❌ Saya tidak bisa membuat tagihan untuk menerima { $amount }: { $reason } Tidak ada yang dikirim ke layanan voucher: kirim vouchernya lagi untuk mencoba ulang.
voucher-not-sent = ❌ Ini terlalu lama, jadi tidak ada yang dikirim ke layanan voucher: kirim vouchernya lagi.

## A voucher already redeemed through this bot.
voucher-taken = Voucher ini sudah ditukarkan orang lain lewat bot ini.
voucher-in-progress = Voucher ini sedang ditukarkan saat ini: pesannya akan menunjukkan hasilnya.
voucher-already-received = Kamu sudah menukarkan voucher ini: { $amount } diterima.
voucher-already-waiting = Kamu sudah menukarkan voucher ini sebesar { $amount }; layanannya belum membayar. Pesan penukaran itu akan berubah saat layanannya membayar.

## Why a voucher cannot be read or used.
voucher-error-loopback = Voucher ini mengarah ke server ini sendiri ({ $host }).
voucher-error-private-network = Voucher ini mengarah ke alamat jaringan privat ({ $host }), yang tidak saya hubungi.
voucher-error-not-https = Alamat voucher di { $host } bukan https, jadi tidak aman dipakai.
voucher-error-unreachable = Saya tidak bisa menghubungi layanan voucher di { $host }. Tidak ada yang diterima: coba lagi nanti.
voucher-error-not-lnurl = Layanan di { $host } tidak menjawab seperti layanan LNURL.
voucher-error-refused = Layanan di { $host } menolak. Dengan kata-katanya sendiri: “{ $refusal }”
voucher-error-refused-silently = Layanan di { $host } menolak tanpa memberi alasan.
voucher-error-not-voucher = LNURL di { $host } ini bukan voucher: ia tidak memberi uang.
voucher-error-pay-code = Ini kode bayar dari { $host }, bukan voucher: kode ini meminta uang, bukan memberi. Untuk membayarnya, kirim dengan /pay.
voucher-error-incomplete = Layanan voucher di { $host } mengirim permintaan penarikan yang tidak lengkap.
voucher-error-no-whole-sat = Voucher di { $host } tidak memberi jumlah dalam satoshi utuh, jadi tidak bisa ditukarkan di sini.
