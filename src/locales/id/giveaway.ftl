## /giveaway (id): see en/giveaway.ftl for what each text is for.

giveaway-usage = 🎁 Mulai giveaway dengan <code>/giveaway 1000 5</code>: 5 anggota pertama yang menekan Klaim masing-masing mendapat 200 sat dari akunmu. Catatan boleh menyusul.
giveaway-ambiguous = 🎁 Ini bisa dibaca lebih dari satu cara: spasi juga memisahkan ribuan (1 500 = 1500). Tulis total tanpa spasi, lalu jumlah anggota: <code>/giveaway 1500 5</code> (1500 sat untuk 5 anggota).
giveaway-in-private = 🎁 /giveaway berfungsi di grup: kirim <code>/giveaway 1000 5</code> di sana, dan 5 anggota pertama yang menekan Klaim masing-masing mendapat 200 sat.
giveaway-anonymous = Giveaway berasal dari akun seorang anggota: kirim sebagai dirimu sendiri (bukan sebagai grup atau kanal) untuk memulainya.
giveaway-too-many = 🎁 Satu giveaway membayar paling banyak { $max } anggota. Coba jumlah yang lebih kecil.
giveaway-share-too-small = 🎁 { $total } tidak bisa dibagi ke { $count } anggota: masing-masing perlu minimal 1 sat. Coba total lebih besar atau anggota lebih sedikit.
giveaway-description = giveaway di { $chat }
giveaway-confirm =
    🎁 { $creator }, mulai giveaway? Hingga <b>{ $total }</b> dari akunmu: { $count } × { $share }, untuk { $count } anggota pertama yang menekan Klaim.
    Tidak ada yang keluar dari akunmu sebelum ada yang mengklaim.
giveaway-confirm-remainder = Sisa pembagian yang tidak rata tetap padamu.
giveaway-confirm-label = ✅ Konfirmasi
giveaway-cancelled = 🚫 Giveaway dibatalkan. Tidak ada yang keluar dari akun siapa pun.
giveaway-card = 🎁 <b>Giveaway</b> dari { $creator }: masing-masing <b>{ $share }</b> untuk { $count } anggota pertama.
giveaway-card-open = Tekan Klaim untuk mengambil bagianmu.
giveaway-note = 📝 { $note }
giveaway-claims-none = Belum ada yang mengklaim.
giveaway-claims = Diklaim { $claimed } dari { $count }: { $names }
giveaway-more-claimers = { $count } lainnya
giveaway-claim-button = 🎁 Klaim
giveaway-end-button = Akhiri
giveaway-ended-completed = ✅ Semua { $count } bagian sudah diklaim: giveaway selesai.
giveaway-ended-expired = ⌛ Giveaway selesai: waktunya habis. Bagian yang tidak diklaim tidak pernah keluar dari akun { $creator }.
giveaway-ended-by-creator = 🛑 { $creator } mengakhiri giveaway. Bagian yang tidak diklaim tidak pernah keluar dari akunnya.
giveaway-ended-payer-out = 🛑 Giveaway selesai: dana atau batas { $creator } habis. Bagian yang belum diklaim tidak akan dibayar.
giveaway-ended-account-changed = 🛑 Giveaway selesai: { $creator } mengganti akun yang membayarnya.
giveaway-answer-posted = 🎁 Giveaway-mu sudah diposting.
giveaway-answer-decided = Giveaway ini sudah dikonfirmasi atau dibatalkan.
giveaway-answer-stale = Pertanyaan ini kedaluwarsa: kirim /giveaway lagi.
giveaway-answer-paid = 🎁 Kamu menerima { $amount }!
giveaway-answer-paid-test = 🎁 Kamu menerima { $amount } (uang uji)!
giveaway-answer-already = Kamu sudah mengklaim bagianmu dari giveaway ini.
giveaway-answer-unknown = ❓ Bagianmu terkirim tetapi hasilnya tidak diketahui. Tidak diulang: cek /balance di chat pribadi kita untuk melihat apakah sudah masuk.
giveaway-answer-busy = Bagianmu sedang dibayar sekarang.
giveaway-answer-wait = ⏳ Sebentar: klaimmu sedang diproses. Kartu menunjukkan siapa saja yang mendapat bagian.
giveaway-answer-all-taken = Terlambat: semua bagian sudah diambil.
giveaway-answer-ended = Giveaway ini sudah selesai.
giveaway-answer-gone = Giveaway ini tidak tersedia lagi.
giveaway-answer-own = Kamu tidak bisa mengklaim giveaway-mu sendiri.
giveaway-answer-no-route = Atur cara menerima di chat pribadi kita, lalu tekan Klaim lagi: bagianmu menunggu selama masih ada.
giveaway-answer-payer-out = Dana atau batas giveaway habis: tidak ada yang dibayarkan kepadamu.
giveaway-answer-not-paid = Bagianmu tidak bisa dibayar ke akun atau alamatmu. Tidak ada yang diambil: coba lagi nanti.
giveaway-answer-end-not-yours = Hanya anggota yang memulai giveaway ini yang bisa mengakhirinya.
giveaway-answer-you-ended = Giveaway diakhiri. Bagian yang tidak diklaim tetap di akunmu.
giveaway-payer-out-note =
    🛑 Giveaway-mu di { $where } selesai: satu bagian sebesar { $share } tidak bisa dibayar dari akunmu.
    { $reason }

giveaway-share-unknown-note = ❓ Bagianmu dari giveaway di { $where } ({ $share }) sedang dikirim saat bot terhenti. Hasilnya tidak diketahui dan <b>tidak</b> dikirim ulang: periksa saldomu untuk melihat apakah sudah masuk.
giveaway-share-unknown-creator = ❓ Satu bagian dari giveaway-mu di { $where } ({ $share } untuk { $claimer }) sedang dikirim saat bot terhenti. Hasilnya tidak diketahui dan <b>tidak</b> dikirim ulang: periksa /balance dan /history. Bagian itu tetap terambil.
giveaway-share-carried-note = 🎁 Kamu menerima { $share } dari giveaway di { $where }. Bot dimulai ulang saat mengirimnya; dana dikirim sekali.
