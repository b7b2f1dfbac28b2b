## Pledged tips (src/features/pledge): a tip to someone who cannot receive one yet waits,
## unpaid, until they claim it through a link. In a group, texts speak the group's language
## (no figures of anyone's account); private notes speak the person's. $from (the payer),
## $to (the member it is for) and $note arrive HTML-escaped; $amount is a formatted amount;
## $where is the chat in HTML (a link to the pledge message, or its title in bold);
## $until is a date and time.

## The pledge message, in the chat where it was made, edited as the pledge ends

pledge-message = 💸 { $from } menjanjikan <b>{ $amount }</b> untuk { $to } — { $to }, ketuk untuk mengklaim.
pledge-claim-button = 🎁 Klaim
pledge-message-claimed = ✅ { $to } mengklaim <b>{ $amount }</b> dari { $from }.
pledge-message-cancelled = 🚫 { $from } membatalkan janji { $amount } untuk { $to }. Tidak ada yang dibayar.
pledge-message-expired = ⌛ Janji { $amount } dari { $from } untuk { $to } kedaluwarsa tanpa diklaim. Tidak ada yang dibayar.
pledge-message-unknown = ❓ { $to } mengklaim { $amount } dari { $from }, tetapi hasilnya tidak diketahui. Ini <b>tidak</b> diulang.
pledge-message-closed = 🚫 Janji { $amount } dari { $from } untuk { $to } tidak bisa diklaim lagi. Tidak ada yang dibayar.
# In the group when a pledge was refused (the payer was told why in private).
pledge-not-made-in-group = ❌ Tidak ada janji yang dibuat; alasannya sudah kukirim di chat pribadi kita. Tidak ada yang dibayar.
# Where a pledge made in a private chat was made.
pledge-where-private = chat pribadi

## Private notes to the payer

# $link: the claim link, to pass on.
pledge-made-note =
    💸 Kamu menjanjikan <b>{ $amount }</b> untuk { $to } di { $where }. Belum ada yang keluar dari akunmu: hanya dibayar jika { $to } mengklaim sebelum { $until }.
    Tautan klaim, untuk diteruskan ke { $to }: { $link }
    Untuk menariknya: /history.
pledge-made-private-note =
    💸 Kamu menjanjikan <b>{ $amount }</b> untuk { $to }. Belum ada yang keluar dari akunmu: hanya dibayar jika { $to } mengklaim sebelum { $until }.
    { $to } tidak bisa melihat obrolan ini: teruskan tautan klaim ini kepadanya: { $link }
    Untuk menariknya: /history.
# Refused: the payer made PLEDGES_PER_DAY pledges today. $max: that number.
pledge-daily-limit-note =
    ❌ Janji { $amount } darimu untuk { $to } tidak dibuat.
    Setiap anggota bisa membuat paling banyak { $max } janji per hari, dan hari ini kamu sudah mencapai batas itu. Kamu bisa berjanji lagi besok (hari berganti pada tengah malam UTC).
pledge-paid-note = ✅ { $to } mengklaim janjimu di { $where }: kamu membayar <b>{ $amount }</b>.
pledge-unknown-note = ❓ { $to } mengklaim janji { $amount } darimu di { $where }, tetapi gateway tidak mengonfirmasi pembayarannya. Ini <b>tidak</b> diulang otomatis: cek /balance dan /history.
# $reason: why it was not paid; $open: "yes" when the pledge still waits (until $until), else "no".
pledge-not-paid-note =
    ❌ { $to } mencoba mengklaim janji { $amount } darimu di { $where }, tetapi tidak dibayar.
    { $reason }
    Tidak ada yang keluar dari akunmu. { $open ->
        [yes] Janji tetap terbuka sampai { $until }: isi saldo, lalu { $to } bisa mengklaimnya lagi.
       *[no] Janji sudah berakhir.
    }
pledge-expired-payer-note = ⌛ Janji { $amount } darimu untuk { $to } di { $where } kedaluwarsa tanpa diklaim. Tidak ada yang keluar dari akunmu.
# Several pledges made together (one rain's) expired at once: one note lists them.
# $count: how many; $rows: one pledge-expired-payer-row per line.
pledge-expired-payer-list =
    ⌛ { $count } janji darimu di { $where } kedaluwarsa tanpa diklaim:
    { $rows }
    Tidak ada yang keluar dari akunmu.
pledge-expired-payer-row = • { $to }: { $amount }

## Private notes to the member it is for

pledge-claimed-note = 🎁 Kamu mengklaim <b>{ $amount }</b> dari { $from } di { $where }.
pledge-claimed-next = /history menampilkannya; /help, apa lagi yang bisa saya lakukan.
pledge-cancelled-recipient-note = 🚫 { $from } membatalkan janji { $amount } untukmu di { $where }. Tidak ada yang dibayar.
pledge-expired-recipient-note = ⌛ Janji { $amount } dari { $from } untukmu di { $where } kedaluwarsa. Tidak ada yang dibayar.

## Answers to the claim link (/start claim_…), in the private chat

pledge-claim-gone = Janji ini sudah tidak ada. Tidak ada yang dibayar.
pledge-claim-own = Ini janjimu sendiri untuk { $to }: hanya { $to } yang bisa mengklaimnya. Kamu bisa membatalkannya di /history.
pledge-claim-not-for-you = 🙅 Janji ini untuk { $to }, bukan untukmu. Tidak ada yang dibayar.
pledge-claim-cancelled = 🚫 { $from } membatalkan janji ini. Tidak ada yang dibayar.
pledge-claim-expired = ⌛ Janji ini sudah kedaluwarsa. Tidak ada yang dibayar.
pledge-claim-taken = Janji ini sudah diklaim.
pledge-claim-closed = 🚫 Janji ini tidak bisa diklaim lagi. Tidak ada yang dibayar.
pledge-claim-busy = ⏳ Janji ini sedang diklaim saat ini: hasilnya muncul di sini sebentar lagi. Tidak ada yang dibayar dua kali.
pledge-claim-already = ✅ Kamu sudah mengklaim janji ini.
pledge-claim-unknown = ❓ Janji { $amount } dari { $from } sudah dikirim kepadamu, tetapi gateway tidak mengonfirmasinya. Ini <b>tidak</b> diulang otomatis: cek /balance dan /history.
pledge-claim-set-up = 🎁 { $from } menjanjikan <b>{ $amount }</b> untukmu. Untuk mengklaimnya, hubungkan akun merchant-mu dengan /connect atau atur alamat lightning di /settings, lalu buka tautannya lagi. Janji ini menunggu sampai { $until }.
# $open: "yes" when the pledge still waits (until $until), else "no".
pledge-claim-not-paid =
    ❌ Janji { $amount } dari { $from } belum bisa dibayar sekarang. Tidak ada yang dibayar; { $from } sudah diberi tahu. { $open ->
        [yes] Janji tetap terbuka sampai { $until }: buka tautannya lagi nanti.
       *[no] Janji sudah berakhir.
    }

## The payer's open pledges, after /history

pledge-open-title = 💸 <b>Janji terbukamu</b> (dibayar dari akunmu hanya saat diklaim):
pledge-open-row = • { $amount } untuk { $to } di { $where }, sampai { $until }
pledge-open-none = 💸 Kamu tidak punya janji terbuka.
# A button (plain text): $amount, $to unescaped.
pledge-cancel-button = 🚫 Batalkan { $amount } untuk { $to }
## Answers to Cancel (short, plain text)
pledge-cancelled-answer = Janji dibatalkan. Tidak ada yang dibayar.
pledge-cancel-too-late = Terlambat: janji ini sedang diklaim.
pledge-cancel-not-yours = Hanya orang yang membuat janji yang bisa membatalkannya.
pledge-cancel-ended = Janji ini sudah berakhir.
pledge-cancel-gone = Janji ini sudah tidak ada.
