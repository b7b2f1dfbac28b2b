## /tipjar (src/features/tipjar). The jar's message speaks the group's language and
## names contributors only (no one's figures); answers to a press and private messages speak
## the presser's. $owner, $note, $chat and $names arrive HTML-escaped where the text is HTML;
## $amount, $total, $target, $limit and $remaining are formatted amounts.

tipjar-usage = 🫙 Buka toples tip: <code>/tipjar 10k mikrofon baru</code>. Toples tertutup saat target tercapai; tulis <code>10k+</code> agar tetap terbuka setelahnya.
tipjar-in-private = 🫙 /tipjar berfungsi di grup: <code>/tipjar 10k untuk apa</code> membuka toples yang bisa diisi anggota.
tipjar-anonymous = 🫙 Toples membayar pemiliknya: kirim sebagai dirimu sendiri (bukan sebagai grup atau kanal) untuk membukanya.
# $name: the member who wanted to open a jar.
tipjar-owner-cannot-receive = 🙁 { $name }, kamu belum bisa menerima uang: buka chat pribadi denganku untuk membuat akun atau mengatur alamat lightning, lalu buka toplesnya lagi.
tipjar-set-up-button = Atur penerimaan
# The invoice description of a jar payment without a "what for" (plain text). $owner: the jar's owner; $chat: the group's title.
tipjar-description = toples tip { $owner } di { $chat }

## The jar's message, edited as payments land

tipjar-title = 🫙 <b>Toples tip { $owner }</b>
tipjar-for = 📝 { $note }
# $bar: a bar of ▓ and ░; $percent: a whole number.
tipjar-progress = { $bar } { $percent }%
tipjar-total = <b>{ $total }</b> dari { $target }
# A jar that stays open beyond its target.
tipjar-total-open-ended = <b>{ $total }</b> dari { $target } (tetap terbuka setelah target)
# $names: contributor names joined with ", ", maybe ending with tipjar-more-contributors.
tipjar-contributors = Dari: { $names }
tipjar-more-contributors = { $count } lainnya
tipjar-no-contributors = Tekan tombol untuk ikut mengisi.
tipjar-closed-by-owner = 🔒 Ditutup oleh { $owner }.
tipjar-closed-at-target = 🎉 Target tercapai: toples ditutup.
tipjar-other-button = Jumlah lain
tipjar-close-button = 🔒 Tutup (pemilik)

## Answers to a press (only the presser sees them) and private messages: plain text

tipjar-answer-confirm-sent = Aku mengirim konfirmasi di chat pribadi kita.
tipjar-answer-second-press = Itu tekanan kedua: hanya yang pertama dihitung. Tekan lagi sebentar lagi untuk memberi lebih.
tipjar-answer-closed = Toples ditutup.
# $amount: what the presser put in; $owner: the jar's owner.
tipjar-paid = ✅ Kamu memasukkan { $amount } ke toples tip { $owner }.
tipjar-refused-gone = Toples tip ini sudah tidak terbuka. Tidak ada yang dibayar.
tipjar-refused-closed = Toples tip ini sudah ditutup. Tidak ada yang dibayar.
tipjar-refused-own = Ini toplesmu sendiri: yang lain yang mengisinya.
tipjar-refused-not-owner = Hanya { $owner } yang bisa menutup toples ini.
tipjar-refused-no-account = Kamu belum punya akun denganku: buka chat pribadi denganku, lalu tekan lagi. Tidak ada yang dibayar.
tipjar-refused-owner-cannot-receive = { $owner } tidak bisa menerima uang saat ini. Tidak ada yang dibayar.
tipjar-refused-over-per-payment = Itu melebihi batas { $limit } per pembayaran. Tidak ada yang dibayar.
tipjar-refused-over-daily = Itu melebihi batas harianmu: sisa { $remaining } hari ini. Tidak ada yang dibayar.
# $reason: why the send failed, one or two sentences.
tipjar-refused-failed = ❌ Tidak dibayar: { $reason } Tidak ada yang keluar dari akunmu.
tipjar-refused-unknown = ❓ Hasilnya tidak diketahui dan tidak dicoba ulang. Periksa /history sebelum membayar lagi.

## Other amount, and the confirmation, in the presser's private chat

# $chat: the group's title.
tipjar-ask-amount = 🫙 Berapa yang ingin kamu masukkan ke toples tip { $owner } ({ $chat })? Kirim jumlah, mis. 500 atau 2k (/cancel untuk berhenti).
tipjar-confirm-summary = 🫙 Masukkan <b>{ $amount }</b> ke toples tip { $owner } di { $chat }?
# Names the payment inside other sentences.
tipjar-what = { $amount } untuk toples tip { $owner }
tipjar-outcomes-sent = ✅ <b>{ $amount }</b> dimasukkan ke toples tip { $owner }
tipjar-outcomes-cancelled = 🚫 { $amount } untuk toples tip { $owner } dibatalkan.
tipjar-outcomes-not-sent = ❌ <b>{ $amount } untuk toples tip { $owner } tidak terkirim</b>
tipjar-outcomes-unknown = ❓ <b>{ $amount } untuk toples tip { $owner }: tidak diketahui — tidak dicoba ulang.</b>
tipjar-confirm-label = ✅ Bayar

## Private notes

tipjar-owner-note = 🫙 { $from } memasukkan <b>{ $amount }</b> ke toples tipmu di { $where }.
tipjar-unknown-note = ❓ { $amount } darimu untuk toples tip { $owner } di { $where }: gateway tidak mengonfirmasinya. Ini <b>tidak</b> diulang otomatis: cek /balance dan /history sebelum mencoba lagi.
