## Tip sebagai tamu: @bot sebagai balasan di chat mana pun, juga tanpa bot sebagai anggota (src/features/guest).

guest-title = Tip
guest-how-to = ⚡ Untuk memberi tip kepada seseorang di sini, balas pesannya dengan <code>@{ $bot } 500 terima kasih</code>: dia menerima 500 sat dari akunmu.
guest-no-reply = ⚡ Balas pesan orang yang ingin kamu beri tip, dengan <code>@bot 500</code>.
guest-self = ⚡ Kamu tidak bisa memberi tip kepada dirimu sendiri: balas pesan orang lain.
guest-bot = ⚡ Bot tidak bisa diberi tip: balas pesan seseorang.
guest-on-behalf-of-chat = ⚡ Pesan itu dikirim atas nama sebuah chat, bukan oleh seseorang: balas pesan seorang anggota.
guest-anonymous-tipper = ⚡ Kamu menulis secara anonim: tip berasal dari akun milik seseorang.
guest-card = ⚡ { $tipper } → { $member } · { $amount }
guest-card-paid = ✅ { $tipper } → { $member } · { $amount } · dibayar
guest-card-cancelled = 🚫 { $tipper } → { $member } · { $amount } · dibatalkan, tidak ada yang dikirim
guest-card-not-sent = ❌ { $tipper } → { $member } · { $amount } · tidak terkirim
guest-card-unknown = ❓ { $tipper } → { $member } · { $amount } · hasil tidak diketahui, tidak diulang
guest-card-pledged = ⏳ { $tipper } → { $member } · { $amount } · menunggu { $member } mengklaimnya
guest-card-note = 💬 { $note }
guest-pay-button = ⚡ Bayar
guest-cancel-button = Batal
guest-claim-button = 🎁 Klaim
guest-only-tipper = Hanya { $tipper } yang bisa membayar atau membatalkan tip ini.
guest-gone = Tip ini sudah tidak tersedia.
guest-paid = Dibayar.
guest-pledged = Belum punya akun: tip menunggu untuk diklaim. Belum ada yang berpindah.
guest-already = Tip ini sudah ditangani.
guest-already-paid = Tip ini sudah dibayar. Tidak ada yang dikirim dua kali.
guest-not-sent = Tidak terkirim. Alasannya ada di chat pribadi kita.
guest-cancelled = Dibatalkan. Tidak ada yang dikirim.
guest-cancel-too-late = Terlambat untuk membatalkan: pembayaran sudah diminta.
guest-received-note = ⚡ { $tipper } memberimu tip { $amount } di { $where }.
guest-sent-note = ✅ Kamu memberi { $member } tip { $amount } di { $where }.
guest-pledged-note = ⏳ { $member } belum punya akun di sini: tipmu sebesar { $amount } menunggu sampai diklaim (belum ada yang berpindah). Kartu di chat punya tombol Klaim; kamu juga bisa meneruskan tautan ini: { $link }
guest-not-sent-note = ❌ Tipmu sebesar { $amount } untuk { $member } tidak terkirim: { $reason }
guest-unknown-note = ❓ Tipmu sebesar { $amount } untuk { $member }: hasilnya tidak diketahui. Tidak akan diulang; periksa /history sebelum memberi lagi.
guest-reason-funds = saldo yang bisa dipakai tidak cukup (bisa dipakai: { $spendable }).
guest-reason-no-account = kamu belum punya akun di sini. Gunakan /connect dulu.
guest-reason-other = pembayaran tidak bisa dilakukan.
guest-confirm-summary = Beri tip <b>{ $amount }</b> kepada { $to } di { $where }?
guest-what = tip { $amount } untuk { $to }
guest-outcome-sent = ✅ Tip { $amount } diberikan kepada { $to }
guest-outcome-cancelled = 🚫 Tip { $amount } untuk { $to } dibatalkan.
guest-outcome-not-sent = ❌ Tip { $amount } untuk { $to } tidak terkirim
guest-outcome-unknown = ❓ Tip { $amount } untuk { $to }: tidak diketahui — tidak diulang.

## Dijanjikan, lalu diklaim atau tidak (HTML).
guest-card-claimed = ✅ { $tipper } → { $member } · { $amount } · sudah diklaim
guest-card-unclaimed = 🚫 { $tipper } → { $member } · { $amount } · tidak diklaim, tidak ada yang dikirim
# Konfirmasi di chat pribadi tidak ditekan tepat waktu (HTML).
guest-card-expired = ⌛ { $tipper } → { $member } · { $amount } · tidak dikonfirmasi tepat waktu, tidak ada yang dikirim

## Kartu untuk beberapa orang: @bot 300 @ann @bob terima kasih (HTML).
guest-many-card = ⚡ { $tipper } → { $names } · masing-masing { $each } (total { $total })
guest-many-card-shares = ⚡ { $tipper } memberi tip:
guest-many-card-cancelled = 🚫 { $tipper } → { $names } · dibatalkan, tidak ada yang dikirim
guest-many-card-refused = ❌ { $tipper } → { $names } · tidak dikirim ke siapa pun
guest-many-card-expired = ⌛ { $tipper } → { $names } · tidak dikonfirmasi tepat waktu, tidak ada yang dikirim
guest-many-line-unclaimed = 🚫 { $name }: tidak diklaim
guest-many-claim-button = 🎁 Klaim: { $name }
guest-many-paying = Sedang membayar… Kartu menunjukkan siapa mendapat apa.
guest-many-confirm = Beri masing-masing <b>{ $each }</b> kepada { $names } (total <b>{ $total }</b>) di { $where }?
