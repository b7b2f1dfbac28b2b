## The welcome when the bot is added to a group (src/features/group-welcome). HTML.

group-welcome-welcome =
    👋 Halo semua! Saya bot wallet lightning.
    Balas pesan seseorang dengan <code>/tip 100</code> untuk memberinya tip (boleh ditambah catatan setelah jumlahnya); /invoice <i>1000</i> meminta pembayaran dari grup; /help menampilkan lebih banyak.
    Setiap orang mengatur akunnya di chat pribadi dengan saya: saldo dan detailnya tetap di sana.
# A line under the welcome while the bot may not delete messages in the group.
group-welcome-allow-delete = Admin: izinkan saya menghapus pesan, nanti saya rapikan perintah /tip dan petunjuk saya setelah beberapa saat.
# A button.
group-welcome-set-up-button = Atur tip
