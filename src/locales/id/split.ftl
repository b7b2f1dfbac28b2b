## /split (src/features/split): kartu memakai bahasa grup dan menunjukkan siapa yang sudah bayar, tidak pernah saldo.

split-usage = 🧾 Bagi tagihan: <code>/split 60000 @ann @bob Pizza</code> (kamu dihitung satu bagian dan tidak membayar bagian mana pun), <code>@ann=20000</code> untuk bagian tersendiri, <code>--all</code> untuk menagih hanya anggota yang disebut, atau <code>/split 60000 4 Pizza</code> untuk 4 bagian yang diambil anggota pertama yang menekan. Bisa juga sebagai balasan: penulis pesan itu ikut ditagih.
split-in-private = 🧾 /split berfungsi di grup: di sana <code>/split 60000 @ann @bob Pizza</code> membagi tagihan di antara anggota yang disebut.
split-anonymous = 🧾 Tagihan dibayar ke akun penyelenggaranya: kirim sebagai dirimu sendiri (bukan sebagai grup atau kanal) untuk membaginya.
split-organiser-no-account = 🧾 Bagian tagihan dibayar ke akunmu, dan kamu belum menghubungkan akun: hubungkan satu di obrolan pribadi kita, lalu bagi tagihannya lagi.
split-connect-button = Hubungkan akun
split-bad-share = 🧾 Saya tidak bisa membaca { $word } sebagai bagian: tulis seperti <code>@ann=20000</code>.
split-too-many = 🧾 Tagihan bisa dibagi di antara paling banyak { $max } anggota.
split-too-small = 🧾 { $total } tidak bisa dibagi begitu: setiap bagian perlu setidaknya 1 sat.
split-custom-over = 🧾 Bagian yang ditulis berjumlah lebih dari { $total }.
split-custom-mismatch = 🧾 Dengan <code>--all</code> dan semua bagian ditulis, jumlahnya harus { $total }; jumlahnya { $sum }.
split-description = { $note } (tagihan di { $chat })
split-description-no-note = tagihan di { $chat }

split-card = 🧾 <b>{ $what }</b>: { $total }, untuk { $organiser }
split-card-no-note = Tagihan
split-card-total-fiat = { $total } ({ $fiat })
split-card-organiser-share = Bagian { $organiser } sendiri: { $share }
split-card-paid = ✅ { $name }: { $share }
split-card-owed = ⏳ { $name }: { $share }
split-card-out = 🚪 { $name }: keluar
split-card-open-left = 🙋 Tersisa { $count } bagian senilai { $share }: tekan Bayar bagianku untuk mengambil satu.
split-card-settled = Lunas ✓
split-card-closed = Ditutup: { $paid } dari { $count } dibayar.
split-card-closed-invoices = Invoice yang sudah diberikan masih bisa dibayar sampai kedaluwarsa, dalam satu jam.
split-card-frozen = ⛔ Dihentikan: akun { $organiser } tidak lagi terhubung. { $paid } dari { $count } dibayar.
split-button-pay = 💸 Bayar bagianku
split-button-out = 🚪 Aku keluar
split-button-close = 🔒 Tutup (penyelenggara)

split-answer-gone = Tagihan ini tidak disimpan lagi.
split-answer-not-named = Tagihan ini dibagi di antara anggota yang disebut: kamu bukan salah satunya.
split-answer-full = Semua bagian tagihan ini sudah diambil.
split-answer-own-bill = Kamu penyelenggara tagihan ini: bagianmu sendiri tidak ditagih.
split-answer-already-paid = ✅ Bagianmu sudah dibayar.
split-answer-confirm-sent = Saya mengirim bagianmu untuk dikonfirmasi di obrolan pribadi kita.
split-answer-qr-sent = Saya mengirim invoice bagianmu di obrolan pribadi kita.
split-answer-in-doubt = Pembayaran bagianmu sedang berjalan atau hasilnya tidak diketahui: tidak dicoba ulang. Lihat /history.
split-answer-settled = Tagihan ini sudah lunas.
split-answer-closed = Tagihan ini sudah ditutup.
split-answer-closed-now = 🔒 Tagihan ditutup.
split-answer-frozen = Tagihan ini dihentikan: akun penyelenggaranya tidak lagi terhubung. Tidak ada yang dibayar.
split-answer-invoice-failed = Saya belum bisa membuat invoice untuk bagianmu: coba lagi sebentar lagi.
split-answer-out = 🚪 Kamu keluar dari tagihan ini.
split-answer-not-organiser = Hanya { $organiser } yang bisa menutup tagihan ini.
split-answer-open-private = Buka obrolan pribadi kita dan tekan Bayar bagianku lagi.
split-refused-over-daily = Bagianmu melebihi yang masih boleh kamu kirim hari ini ({ $remaining }).
split-refused-over-per-payment = Bagianmu melebihi batas { $limit } per pembayaran.
split-refused-funds = Akunmu tidak bisa membayar bagian ini: { $spendable } bisa dibelanjakan.
split-refused-failed = Bagianmu tidak dibayar: { $reason }

split-confirm-summary = 🧾 Bayar bagianmu untuk <b>{ $what }</b> di { $chat }: <b>{ $amount }</b> ke { $organiser }, dari akunmu?
split-what = bagian { $amount } ke { $organiser }
split-confirm-label = ✅ Bayar bagianku
split-outcome-sent = ✅ Kamu membayar bagianmu untuk <b>{ $what }</b>: { $amount } ke { $organiser }.
split-outcome-cancelled = 🚫 Bagianmu { $amount } ke { $organiser } tidak dibayar.
split-outcome-not-sent = ❌ Bagianmu { $amount } ke { $organiser } tidak dibayar
split-outcome-unknown = ❓ Bagianmu { $amount } ke { $organiser }: hasilnya tidak diketahui — tidak dicoba ulang.
split-outcome-closed = 🔒 Tagihan ini sudah ditutup, atau bagianmu sudah dibayar. Tidak ada yang dibayar.
split-qr = 🧾 Bagianmu untuk <b>{ $what }</b> di { $chat }: <b>{ $share }</b> ke { $organiser }. Bayar invoice ini dari dompet lightning mana pun:
split-qr-expires = Kedaluwarsa dalam { $minutes } menit.
split-qr-connect = Atau hubungkan akunmu, maka Bayar bagianku membayarnya dari sana.

split-summary-settled = 🧾 <b>{ $what }</b> di { $where } sudah lunas: semua { $count } bagian dibayar, total { $paidSat }.
split-summary-closed = 🧾 <b>{ $what }</b> di { $where } ditutup: { $paid } dari { $count } bagian dibayar, { $paidSat } dari { $billedSat }.
split-summary-unpaid = Belum dibayar: { $names }.
split-summary-late = 🧾 { $name } membayar bagiannya untuk <b>{ $what }</b> di { $where } setelah tagihan berakhir: { $share }. Sekarang { $paid } dari { $count } dibayar.
split-frozen-note = 🧾 Tagihan <b>{ $what }</b> dari { $organiser } di { $where } dihentikan: akunnya tidak lagi terhubung, jadi bagianmu tidak bisa lagi dibayar lewat saya. Tidak ada yang diambil darimu.
