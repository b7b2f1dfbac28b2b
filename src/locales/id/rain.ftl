## /rain (id): see en/rain.ftl for what each text is for.

rain-usage = 🌧 <code>/rain 1000</code> membagi 1000 sat dari akunmu ke anggota yang menulis di sini dalam { $minutes } menit terakhir (paling banyak { $max }). Catatan boleh menyusul setelah jumlah.
rain-in-private = 🌧 /rain berfungsi di grup: kirim <code>/rain 1000</code> di sana untuk membagi 1000 sat ke yang baru saja menulis.
rain-anonymous = Hujan berasal dari akun seorang anggota: kirim sebagai dirimu sendiri (bukan sebagai grup atau kanal).
rain-too-few = 🌧 Tidak ada yang bisa dihujani: aku tidak tahu orang lain yang menulis di sini dalam { $minutes } menit terakhir. Kalau aku bukan admin, Telegram hanya menunjukkan perintah dan balasan ke pesanku (mode privasi): jadikan aku admin agar aku melihat siapa yang mengobrol, atau coba lagi setelah orang berbicara denganku.
rain-none-meet = 🌧 Tidak ada yang menulis di sini dalam { $minutes } menit terakhir yang memenuhi syarat: tidak ada yang diminta dari akunmu.
rain-share-too-small = 🌧 { $total } tidak bisa dibagi ke { $count } anggota: masing-masing perlu minimal 1 sat. Coba total lebih besar.
rain-description = hujan di { $chat }
rain-confirm =
    🌧 { $sender }, turunkan hujan? <b>{ $total }</b> dari akunmu: { $count } × { $share } untuk { $names }.
    Anggota yang belum punya akun mendapat janji, dibayar dari akunmu saat mereka mengklaimnya.
rain-confirm-remainder = Sisa pembagian yang tidak rata tetap padamu.
rain-confirm-label = 🌧 Hujan
rain-note = 📝 { $note }
rain-cancelled = 🚫 Hujan dibatalkan. Tidak ada yang dikirim.
rain-receipt = 🌧 <b>{ $sender }</b> menurunkan hujan: masing-masing { $share }
rain-sent-line = ✅ Dibayar: { $names }
rain-pledged-line = 🤝 Dijanjikan, belum punya akun — ketuk namamu untuk mengklaim: { $names }
rain-pending-line = ⏳ Mengirim: { $names }
rain-skipped-line = ⏭ Dilewati, belum punya akun atau alamat lightning: { $names }
rain-failed-line = ❌ Tidak bisa dibayar: { $names }
rain-unknown-line = ❓ Hasil tidak diketahui, tidak diulang: { $names }
rain-not-sent-line = 🚫 Tidak dikirim: { $names }
rain-stopped-payer-out = 🛑 Hujan berhenti: dana atau batas { $sender } habis.
rain-stopped-unknown = 🛑 Hujan berhenti setelah hasil yang tidak diketahui; tidak ada yang diulang.
rain-answer-started = 🌧 Menurunkan hujan…
rain-answer-decided = Hujan ini sudah dikirim atau dibatalkan.
rain-answer-stale = Pertanyaan ini kedaluwarsa: kirim /rain lagi.
rain-stopped-note =
    🛑 Hujanmu di { $where } berhenti setelah { $sent } dari { $count } bagian: satu bagian tidak bisa dibayar dari akunmu.
    { $reason }

# The sender, privately, once a rain a restart cut off was carried on to its end.
rain-resumed-note = 🌧 Hujanmu di { $where } terputus karena bot dimulai ulang lalu dilanjutkan: { $sent } dari { $count } anggota sudah dibayar. Tanda terima di grup menunjukkan setiap bagian.
