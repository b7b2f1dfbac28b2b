## The Mini App: its button in the chat, and the API's refusals (plain text in the page)

webapp-open-button = 👛 Buka dompet
webapp-open-hint = Dompetmu sebagai aplikasi: saldo, riwayat, terima dan bayar dengan beberapa ketukan.
webapp-error-not-connected = Kamu belum punya dompet di bot. Buka obrolan bot dan hubungkan dompet dengan /connect.
webapp-error-bad-amount = Masukkan jumlah dalam sat berupa bilangan bulat di atas nol, atau jumlah mata uang seperti 5 idr.
webapp-error-voucher = LNURL ini bukan kode pembayaran. Jika ini voucher, tempelkan di obrolan dengan bot untuk menukarkannya.
webapp-error-stale = Konfirmasi ini sudah kedaluwarsa atau tidak berlaku lagi. Mulai lagi.
webapp-error-cannot-receive = Pembayaran ini tidak dapat dilakukan ke penerima tersebut.
webapp-error-bad-language = Bahasa itu tidak tersedia.
webapp-error-bad-currency = Mata uang itu tidak tersedia.
webapp-error-bad-threshold = Masukkan bilangan bulat sat dari 0 sampai { $max }.
webapp-error-too-large = Teks terlalu banyak untuk satu permintaan (paling banyak { $kb } kB). Periksa yang kamu tempel: invoice atau kode pembayaran jauh lebih pendek.
webapp-outcome-unknown = Gateway tidak mengonfirmasi hasilnya. Tidak akan dicoba lagi: periksa saldo dan riwayatmu sebelum membayar lagi.
