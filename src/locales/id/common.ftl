## Texts shared by several features (the flows of src/chat/flows, the
## middleware, /cancel). Plain text unless a message says it is HTML.

# Added under every message about money while the bot runs on the sandbox (HTML).
common-test-money = 🧪 <i>uang uji (sandbox)</i>
common-unexpected-error = ⚠️ Ada yang salah di sistem kami. Cek /history sebelum mengulang pembayaran.
common-busy = ⏳ Saya masih memproses permintaanmu sebelumnya. Kirim ulang sesaat lagi, ya.
common-late = ⏳ Maaf: saya sedang kewalahan dan pesanmu sampai ke saya terlambat beberapa menit, jadi tidak saya proses. Kalau masih perlu, kirim ulang ya.
common-overloaded = ⏳ Saya sedang sangat sibuk, jadi pesanmu tidak saya proses. Kirim ulang beberapa menit lagi, ya.
common-storage-down = ⚠️ Saya tidak bisa menjangkau penyimpanan saya saat ini: tekanan tombol ini tidak melakukan apa pun dan tidak membayar apa pun. Silakan coba lagi dalam satu menit.
common-button-error = Ada yang salah. Silakan coba lagi.
common-stale-button = Tombol ini sudah tidak aktif.
common-not-your-button = Hanya orang yang meminta yang bisa menekan tombol ini.
# A press on a copy of a card (a forwarded message, another chat): it does nothing.
common-press-elsewhere = Tombol ini hanya berfungsi di pesan aslinya, di chat tempat pesan itu dikirim, bukan di salinan yang diteruskan.
# A press on a group's card by someone who is not in that group: it does nothing.
common-press-members-only = Hanya anggota grup ini yang bisa memakai tombol ini.
# $command: the command's name without its slash, e.g. history (HTML).
common-private-only = 🔒 /{ $command } hanya bisa dipakai di chat pribadi dengan saya, supaya tidak ada info sensitif yang terlihat di grup.
# A button.
common-open-private-chat = Buka chat pribadi
common-answered-privately = 💬 Dari { $group }: dijawab di sini karena grup sedang sangat ramai.
common-no-account = Kamu belum menghubungkan akun gateway. Kirim /connect untuk menambahkan akun merchant-mu.
common-cancelled = Dibatalkan.
common-nothing-to-cancel = Tidak ada yang perlu dibatalkan.
# A button.
common-skip = Lewati
# A button.
common-cancel = Batal
# Under a question in a group, where no Skip button fits beside the reply field.
common-skip-by-command = Atau kirim /skip untuk melewatinya.

## A question closed, and how to start it again. $restart is the command that
## starts it again (e.g. /invoice), or "none" when it is not known.

# $tries: how many answers were refused.
common-question-closed = Pertanyaan ini saya tutup setelah { $tries } jawaban yang tidak bisa saya pakai. { $restart ->
        [none] Kirim perintahnya lagi untuk mulai dari awal.
       *[other] Kirim { $restart } untuk mulai lagi.
    }
common-question-was-closed = Pertanyaan itu sudah saya tutup sebelumnya, jadi jawaban ini tidak saya pakai. { $restart ->
        [none] Kirim perintahnya lagi untuk mulai dari awal.
       *[other] Kirim { $restart } untuk mulai lagi.
    }
common-question-timed-out = Saya sudah berhenti menunggu jawaban untuk pertanyaan itu, jadi jawaban ini tidak saya pakai. { $restart ->
        [none] Kirim perintahnya lagi untuk mulai dari awal.
       *[other] Kirim { $restart } untuk mulai lagi.
    }
# $command: the command as written, with its slash, e.g. /pay.
common-edited-send = ✏️ Saya tidak menjalankan perintah pembayaran yang diedit: tidak ada yang dikirim atau diubah. Kirim { $command } lagi sebagai pesan baru.

## Why an amount was refused (one line; the examples are what the parser
## accepts in this language).

common-amount-reasons-empty = Kirim jumlahnya, misalnya 1500, 1,5k atau 0,0001 btc.
common-amount-reasons-not-a-number = Saya tidak mengerti jumlah itu. Coba 1500, 1 500, 1.500, 1,5k, 21k sats atau 0,0001 btc.
common-amount-reasons-ambiguous = Jumlah itu bisa dibaca dengan dua cara: bagi sebagian orang titik adalah pemisah desimal, bagi yang lain pemisah ribuan. Tulis tanpa titik, misalnya 1500, 1,5k atau 0,0001 btc.
# $unit: the unit as the user wrote it (letters and currency signs only).
common-amount-reasons-unknown-unit = “{ $unit }” bukan satuan yang saya kenal. Tulis sat, k (ribu sat) atau btc, misalnya 1500, 1,5k atau 0,0001 btc.
# The same, when the unit cannot be named.
common-amount-reasons-unknown-unit-unnamed = Itu bukan satuan yang saya kenal. Tulis sat, k (ribu sat) atau btc, misalnya 1500, 1,5k atau 0,0001 btc.
common-amount-reasons-zero = Jumlahnya harus lebih dari nol.
common-amount-reasons-negative = Jumlahnya tidak boleh negatif.
common-amount-reasons-fractional-sat = Jumlah lightning selalu satoshi bulat: 1 sat adalah satuan terkecil (0,00000001 btc).
# $max: the largest amount of one payment, e.g. 1,000,000 sat.
common-amount-reasons-too-large = Itu melebihi batas { $max } per pembayaran.
common-amount-reasons-unsafe = Jumlah itu jauh terlalu besar.
