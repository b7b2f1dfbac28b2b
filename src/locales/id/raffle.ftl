## /raffle (src/features/raffle). Di grup, dalam bahasa grup dan tanpa angka akun siapa pun;
## jawaban tombol dan catatan pribadi dalam bahasa orangnya.

raffle-usage =
    🎟 <code>/raffle 21000 3 1h</code> membagi 21.000 sat dari akunmu kepada 3 pemenang yang diundi satu jam lagi di antara anggota yang menekan Ikut (paling banyak { $max } pemenang, undian paling lambat { $days } hari lagi).
    Syarat boleh menyusul: <code>member:7d</code> (dikenal di sini sejak 7 hari), <code>active:14d</code> (menulis di sini dalam 14 hari terakhir), <code>channel:@nama</code>, <code>premium</code>, <code>captcha</code>. Lalu catatan.
raffle-in-private = 🎟 /raffle berfungsi di grup: kirim <code>/raffle 21000 3 1h</code> di sana.
raffle-anonymous = Undian dibayar dari akun anggota sendiri: tulis sebagai dirimu (bukan sebagai grup atau kanal) untuk memulainya.
raffle-bad-winners = 🎟 Undian punya 1 sampai { $max } pemenang.
raffle-bad-duration = 🎟 Undian harus paling cepat { $min } menit dan paling lambat { $days } hari lagi: misalnya <code>30m</code>, <code>2h</code> atau <code>1d</code>.
raffle-share-too-small = 🎟 { $total } tidak bisa dibagi kepada { $count } pemenang: masing-masing perlu minimal 1 sat. Coba lebih banyak sat atau lebih sedikit pemenang.
raffle-share-too-large = 🎟 Bagian tiap pemenang paling banyak { $max }: coba lebih sedikit sat atau lebih banyak pemenang.
raffle-description = undian di { $chat }
raffle-duration = { $days ->
        [0] {""}
       *[other] { $days } hari{" "}
    }{ $hours ->
        [0] {""}
       *[other] { $hours } jam{" "}
    }{ $minutes ->
        [0] {""}
       *[other] { $minutes } menit
    }

raffle-confirm =
    🎟 { $creator }, mulai undian? <b>{ $total }</b> dari akunmu: { $count } × { $share }, diundi { $duration } lagi di antara anggota yang menekan Ikut.
    Pemenang yang belum punya akun mendapat janji, dibayar dari akunmu saat mereka mengklaimnya.
raffle-confirm-remainder = Sisa pembagian yang tidak rata tetap padamu.
raffle-start-label = 🎟 Mulai
raffle-note = 📝 { $note }
raffle-cancelled = 🚫 Undian dibatalkan. Tidak ada yang dikirim.

raffle-card = 🎟 Undian dari <b>{ $creator }</b>: { $count } pemenang, masing-masing { $share }
raffle-card-draw = ⏰ Undian: { $when }
raffle-card-entrants = 👥 { $count ->
        [0] Belum ada yang ikut.
       *[other] { $count } peserta
    }
raffle-card-commitment = 🔒 Komitmen: <code>{ $commitment }</code>
raffle-enter-label = 🎟 Ikut
raffle-end-label = Batalkan undian
raffle-card-cancelled = 🚫 { $creator } membatalkan undian sebelum diundi. Tidak ada yang dikirim.
raffle-card-void = 🚫 Undian batal: akun { $creator } tidak lagi terhubung. Tidak ada yang dikirim; para peserta ({ $count }) tidak menang apa pun kali ini.
raffle-card-drawn = 🎲 Diundi pada { $when }.
raffle-card-drawn-late = 🎲 Diundi terlambat, pada { $when }: aku tidak berjalan pada waktu undian.
raffle-card-no-entrants = Tidak ada yang ikut: tidak ada yang dikirim.
raffle-paid-line = ✅ Dibayar: { $names }
raffle-pledged-line = 🤝 Dijanjikan, belum punya akun — ketuk namamu untuk mengklaim: { $names }
raffle-pending-line = ⏳ Sedang dikirim: { $names }
raffle-failed-line = ❌ Tidak bisa dibayar: { $names }
raffle-unknown-line = ❓ Hasil tidak diketahui, tidak diulang: { $names }
raffle-not-sent-line = 🚫 Tidak dibayar: { $names }
raffle-card-fewer = Peserta lebih sedikit daripada pemenang: { $count } bagian tetap pada pembuatnya.
raffle-stopped-payer-out = 🛑 Pembayaran berhenti: dana atau batas { $creator } habis.
raffle-stopped-unknown = 🛑 Pembayaran berhenti setelah hasil yang tidak diketahui; tidak ada yang diulang.
raffle-card-seed = 🔓 Benih: <code>{ $seed }</code> (SHA-256-nya adalah komitmen <code>{ $commitment }</code>)
raffle-card-cutoff = 🧮 HMAC-SHA256(benih, id pengguna) tiap pemenang paling besar <code>{ $cutoff }…</code>; milik yang lain lebih besar.

raffle-answer-started = 🎟 Undian dibuka.
raffle-answer-decided = Undian ini sudah dimulai atau dibatalkan.
raffle-answer-stale = Undian ini tidak lagi dibuka.
raffle-answer-entered = 🎟 Kamu ikut ({ $count } peserta).
raffle-answer-already = Kamu sudah ikut ({ $count } peserta).
raffle-answer-closed = Pendaftaran ditutup: undian sudah diundi atau dibatalkan.
raffle-answer-own = Kamu tidak bisa ikut undianmu sendiri.
raffle-answer-only-creator = Hanya pembuat undian yang bisa membatalkannya.
raffle-answer-drawn = Terlambat: undian ini sudah diundi atau dibatalkan.
raffle-answer-cancelled = Undian dibatalkan. Tidak ada yang dikirim.


raffle-void-note = 🚫 Undianmu di { $where } batal saat diundi: akunmu tidak lagi terhubung, jadi tidak ada yang dikirim.
raffle-stopped-note =
    🛑 Undianmu di { $where } berhenti setelah { $paid } dari { $count } pemenang: satu pembayaran tidak bisa dilakukan dari akunmu.
    { $reason }
