## /invoice: receiving (src/features/invoice)

invoice-ask-amount = Berapa jumlah invoice-nya? (misalnya 1500, 1,5k, 0,0001 btc)
invoice-ask-description = Untuk apa? Kirim deskripsi singkat, atau tekan Lewati.
# $max: the longest description, in characters.
invoice-description-too-long = Deskripsinya maksimal { $max } karakter, ya.
# $reason: one sentence from the gateway's error texts.
invoice-failed = ⚠️ Gagal membuat invoice. { $reason }

## The caption of the invoice's QR photo: the headline, then the description and expiry lines when there are.

# $amount: "1,500 sat", maybe with "(≈ $1.02)".
invoice-headline-caption = ⚡ <b>Invoice sebesar { $amount }</b>
# $description: the payer's reason, as given.
invoice-description-caption = 📝 { $description }
# $expiresInMin: whole minutes until the invoice expires.
invoice-expires-caption = ⏳ Kedaluwarsa dalam { $expiresInMin } menit
# Under the invoice sent as text when its QR photo could not be sent.
invoice-as-text = 🖼 Saya tidak bisa mengirim kode QR di sini: ketuk invoice di atas untuk menyalinnya.
