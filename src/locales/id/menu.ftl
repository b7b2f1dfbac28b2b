## The command menu (src/chat/menu.ts): one short description per command
## (at most 256 characters, plain text).

## In private chats

menu-private-invoice = Buat invoice dengan kode QR
menu-private-pay = Bayar invoice, LNURL atau alamat lightning
menu-private-send = Bayar @username, nama@domain atau LNURL: /send 100 @username
menu-private-balance = Total, dibekukan dan bisa dipakai
menu-private-history = Transaksi terakhir
menu-private-lnurl = Kode bayarmu yang bisa dipakai ulang
menu-private-claim = Tukarkan voucher (LNURL-withdraw)
menu-private-entry = Grup berbayarmu, anggota dan pembayarannya
menu-private-withdraw = Kirim on-chain
menu-private-settings = Bahasa, mata uang, konfirmasi tip, alamat lightning
menu-private-connect = Hubungkan akun merchant-mu
menu-private-disconnect = Lepas akun merchant-mu dari bot
# /disconnect on the sandbox, where it resets the test account.
menu-private-disconnect-sandbox = Reset uang ujimu
menu-private-cancel = Hentikan pertanyaan yang sedang berjalan
menu-private-help = Apa yang bisa saya lakukan

## In groups

menu-group-tip = Balas pesan: /tip 100 [catatan]
menu-group-tipjar = Buka toples tip: /tipjar 10k [untuk apa]
menu-group-entry = Masuk berbayar ke grup ini: /entry 2100 [monthly]
menu-group-split = Bagi tagihan: /split 60000 @ann @bob [untuk apa]
menu-group-chipin = Semua atau tidak sama sekali: /chipin 100000 @dev 10 [by 3d]
menu-group-top = Siapa yang paling banyak memberi dan menerima di sini
menu-group-send = Bayar anggota atau alamat: /send 100 @username
menu-group-giveaway = Yang pertama menekan Klaim dapat bagian: /giveaway 1000 5
menu-group-rain = Bagi sats ke anggota yang baru saja menulis: /rain 1000
menu-group-raffle = Hadiah yang diundi di antara peserta: /raffle 21000 3 1h
menu-group-invoice = Minta pembayaran dari grup
menu-group-lnurl = Kode bayarmu, atau milik anggota (balas atau @user)
menu-group-balance = Saldomu, dikirim secara pribadi
menu-group-help = Apa yang bisa saya lakukan
