## /entry (src/features/entry): masuk berbayar ke grup.

entry-anonymous = 🚪 Masuk berbayar dibayar ke akun milik seorang anggota: kirim /entry sebagai dirimu sendiri (bukan sebagai grup), atau pakai /settings di chat pribadi denganku.
entry-not-admin = 🚪 Hanya pembuat grup atau admin yang boleh mengundang pengguna yang dapat mengatur masuk berbayar.
entry-usage = 🚪 Tentukan harga masuk: <code>/entry 2100</code>, <code>/entry 5 usd</code> atau <code>/entry 2100 monthly</code>. <code>/entry off</code> menghentikan invoice baru.
entry-missing = 🚪 Masuk berbayar belum aktif. Yang kurang:
entry-missing-invite = • hakku untuk mengundang pengguna (jadikan aku admin yang boleh mengundang lewat tautan)
entry-missing-restrict = • hakku untuk memblokir pengguna (masuk bulanan mengeluarkan anggota yang berhenti membayar)
entry-missing-account = • akun yang terhubung untuk { $owner } (hubungkan di chat pribadi denganku)
entry-link-failed = 🚪 Aku tidak bisa membuat tautan undangan. Pastikan aku boleh mengundang pengguna, lalu coba lagi.
entry-link-name = Masuk berbayar · { $price }
entry-link-name-monthly = Masuk · { $price }/bulan
entry-on = 🚪 Masuk berbayar aktif: { $price }, dibayar ke akun { $owner }. { $owner } sudah menerima tautannya di chat pribadi.
entry-on-monthly = 🚪 Masuk berbayar aktif: { $price } per bulan, dibayar ke akun { $owner }. { $owner } sudah menerima tautannya di chat pribadi.
entry-on-no-dm = 🚪 Masuk berbayar aktif, tapi aku tidak bisa mengirim tautannya ke { $owner }: buka chat pribadi denganku dan kirim /entry di sana.
entry-owner-link = 🚪 Pintu { $group }: { $link }
    Bagikan tautan ini: siapa pun yang minta bergabung lewat tautan ini mendapat invoice { $price } dariku, dibayar ke akunmu, dan masuk begitu invoice dibayar. Tautan lain grup ini tetap berfungsi seperti biasa.
entry-state-on = 🚪 Masuk berbayar: { $price }, dibayar ke { $owner }. Tautannya ada pada { $owner }.
entry-state-on-monthly = 🚪 Masuk berbayar: { $price } per bulan, dibayar ke { $owner }. Tautannya ada pada { $owner }.
entry-state-off = 🚪 Masuk berbayar tidak aktif di sini. Aktifkan dengan <code>/entry 2100</code> (atau <code>/entry 5 usd</code>, <code>/entry 2100 monthly</code>).
entry-off = 🚪 Masuk berbayar dimatikan: tidak ada invoice baru. Invoice yang sudah dikirim tetap dihormati.

entry-invoice = 🚪 Untuk bergabung dengan <b>{ $group }</b>, bayar { $price } ke { $owner }.
    ⏳ Berlaku 15 menit.
entry-invoice-renewal = 🔁 Keanggotaanmu di <b>{ $group }</b> berakhir pada { $date }. Bayar { $price } ke { $owner } untuk satu bulan lagi.
entry-pay-button = ⚡ Bayar dari akunku
entry-paused = ⏸ Masuk berbayar ke { $group } sedang dijeda: para admin akan melihat permintaanmu.
entry-busy = ⏳ Terlalu banyak orang minta bergabung dengan { $group } saat ini: minta lagi satu menit lagi lewat tautan yang sama.
entry-in = ✅ Kamu sudah masuk: selamat datang di { $group }!
entry-in-by-admin = ✅ Sudah dibayar. Seorang admin sudah lebih dulu memasukkanmu ke { $group }.
entry-welcome-back = ✅ Selamat datang kembali di { $group }: keanggotaanmu dibayar sampai { $date }.
entry-declined-first = ⚠️ Sudah dibayar, tapi seorang admin sudah menolak permintaanmu untuk bergabung dengan { $group }: { $owner } bisa mengembalikannya dengan /send.
entry-expired = ⌛ Invoice untuk bergabung dengan { $group } tidak dibayar tepat waktu, jadi permintaannya ditolak. Untuk mencoba lagi, minta bergabung lewat tautan yang sama: kamu akan mendapat invoice baru.
entry-waiting = ⏳ Sudah dibayar. Aku belum bisa memasukkanmu ke { $group } sekarang; akan kulakukan secepatnya.
entry-renewed = ✅ Keanggotaanmu di { $group } dibayar sampai { $date }.
entry-removed = 👋 Keanggotaanmu di { $group } berakhir pada { $date } dan tidak diperpanjang, jadi kamu dikeluarkan. Kamu bisa kembali kapan saja lewat tautan grup.
entry-not-yours = Invoice ini milik orang lain.
entry-closed = Invoice ini sudah tidak terbuka.

entry-confirm = 🚪 Bayar { $price } ke { $owner } untuk bergabung dengan { $group }?
entry-what = masuk ke { $group }
entry-confirm-label = ⚡ Bayar
entry-outcome-sent = ✅ { $price } dibayar untuk { $group }: menunggu konfirmasi pembayaran…
entry-outcome-cancelled = 🚫 Pembayaran { $price } untuk { $group } dibatalkan.
entry-outcome-not-sent = ❌ Tidak dibayar
entry-outcome-unknown = ❓ Pembayaran { $price } untuk { $group }: tidak diketahui — tidak diulang.
entry-description = Masuk ke { $group } · { $user }

entry-owner-paid = 🚪 { $user } membayar { $price } dan bergabung dengan { $group }.
entry-owner-renewed = 🔁 { $user } memperpanjang keanggotaan di { $group } sampai { $date }.
entry-owner-declined-first = ⚠️ { $user } membayar { $price } untuk { $group }, tapi seorang admin sudah menolak permintaannya. Kamu bisa mengembalikannya dengan /send.
entry-owner-no-dm = ⏳ { $user } minta bergabung dengan { $group }: menunggu, tapi aku tidak bisa menulis kepadanya (dia harus membuka chat pribadi denganku dulu).
entry-owner-paused = ⏸ { $user } minta bergabung dengan { $group }, tapi masuk berbayar sedang dijeda: akunmu tidak terhubung. Permintaannya menunggu para admin.
entry-owner-paused-rights = ⏸ { $user } minta bergabung dengan { $group }, tapi masuk berbayar sedang dijeda: kamu bukan lagi admin yang boleh mengundang pengguna di sana. Permintaannya menunggu para admin.
entry-owner-stuck = ⚠️ { $user } membayar { $price } untuk { $group }, tapi aku tidak bisa memasukkannya: aku tidak boleh lagi mengundang pengguna di sana. Kembalikan hak itu dan aku akan memasukkannya.
entry-owner-removed = 👋 Keanggotaan { $user } di { $group } tidak diperpanjang: dikeluarkan.
entry-mine-none = 🚪 Tidak ada masuk berbayar milikmu yang aktif. Di grup tempat kamu admin, kirim <code>/entry 2100</code>.
entry-mine-door = 🚪 <b>{ $group }</b>: { $price }{ $monthly ->
        [yes] {" "}per bulan
       *[no] {""}
    } · { $state ->
        [on] aktif
       *[off] tidak aktif
    }
entry-mine-member = • { $user }: sampai { $date }
entry-mine-member-once = • { $user }
entry-mine-payment = • { $date } · { $user } · { $price } · { $state ->
        [waiting] menunggu
        [paid] dibayar, belum masuk
        [in] masuk
        [declined-first] dibayar, ditolak admin
        [unwritten] tidak bisa dihubungi: diserahkan ke admin
       *[expired] tidak dibayar
    }

entry-history-title = 🚪 <b>Keanggotaan</b>
entry-history-line = • { $group }: dibayar sampai { $date }
entry-history-line-once = • { $group }: masuk berbayar

## Paid entry on a group's page of private /settings ($group, $owner HTML-escaped; $price an amount).
entry-settings-button = 🚪 Masuk berbayar
entry-settings-line-off = 🚪 Masuk berbayar: mati
entry-settings-line-on = 🚪 Masuk berbayar: { $price }, dibayar ke { $owner }
entry-settings-line-monthly = 🚪 Masuk berbayar: { $price } per bulan, dibayar ke { $owner }
entry-settings-set-button = Atur harga
entry-settings-off-button = Matikan
entry-settings-ask = 🚪 Berapa biaya masuk ke { $group }? Misalnya <code>2100</code>, <code>5 usd</code> atau <code>2100 monthly</code>.
entry-on-here = 🚪 Masuk berbayar ke { $group } aktif: { $price }, dibayar ke akunmu. Tautannya ada di atas; grup sudah saya beri tahu.
entry-on-here-monthly = 🚪 Masuk berbayar ke { $group } aktif: { $price } per bulan, dibayar ke akunmu. Tautannya ada di atas; grup sudah saya beri tahu.
