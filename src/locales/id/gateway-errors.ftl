## Gateway failures in plain words (src/wording/gateway-errors.ts): one plain-text
## sentence each, saying what happened and what to do next.

gateway-errors-unreachable = Gateway pembayaran tidak dapat dihubungi. Tidak ada yang dilakukan; silakan coba lagi nanti.
gateway-errors-authentication = Gateway tidak lagi menerima kunci akunmu. Kirim /connect untuk memasukkannya lagi.
gateway-errors-rate-limited = Gateway sedang sibuk. Tidak ada yang dilakukan; silakan coba lagi dalam satu menit.
gateway-errors-unavailable = Gateway pembayaran sedang tidak bisa dijangkau. Tidak ada yang dilakukan; silakan coba lagi nanti.
gateway-errors-outcome-unknown = Gateway tidak mengonfirmasi hasilnya. Hasilnya tidak diketahui, jadi TIDAK diulang: cek /balance dan /history sebelum mencoba lagi.
gateway-errors-unexpected-response = Gateway memberi jawaban yang tidak saya mengerti. Cek /balance dan /history sebelum mencoba lagi.
gateway-errors-permission-denied = Menurut gateway, akun ini tidak boleh melakukan itu. Periksa merchant id-mu dengan /connect.

## Refusals. $said is the gateway's own words (in its language, usually
## English), without their final punctuation, quoted after a sentence of ours.
## not-sent-*: the request was refused before it was sent, by what was wrong.

gateway-errors-not-sent-empty-invoice = Tidak ada yang dikirim: invoice-nya kosong.
gateway-errors-not-sent-empty-address = Tidak ada yang dikirim: alamat bitcoin-nya kosong.
gateway-errors-not-sent-empty-lnurl = Tidak ada yang dikirim: LNURL-nya kosong.
gateway-errors-not-sent-empty-merchant-id = Tidak ada yang dikirim: id merchant-nya kosong.
gateway-errors-not-sent-bad-amount = Tidak ada yang dikirim: jumlahnya harus bilangan bulat positif dalam satoshi.
gateway-errors-not-sent-bad-lnurl = Tidak ada yang dikirim: LNURL itu tidak bisa dikirim apa adanya. Periksa lalu coba lagi.
gateway-errors-not-sent-bad-merchant-id = Tidak ada yang dikirim: id merchant itu tidak bisa dikirim apa adanya. Periksa lalu coba lagi.
gateway-errors-not-sent-plain = Tidak ada yang dikirim.
gateway-errors-refused = Gateway menolak: “{ $said }”.
gateway-errors-refused-plain = Gateway menolak.
gateway-errors-unknown-merchant = Gateway tidak mengenal merchant itu: “{ $said }”.
gateway-errors-unknown-merchant-plain = Gateway tidak mengenal merchant itu.
gateway-errors-request-refused = Gateway menolak permintaan ini: “{ $said }”.
gateway-errors-request-refused-plain = Gateway menolak permintaan ini.
