## /settings in a private chat (src/features/settings): the menu is
## settings-title, a blank line, then one line per setting.

settings-title = ⚙️ <b>Pengaturan</b>
# $language: the language's name in itself (Español, Deutsch…), chosen in /settings.
settings-menu-language = 🌐 Bahasa: { $language }
# No language chosen: the one of the user's Telegram app. $language: its name in itself.
settings-menu-language-telegram = 🌐 Bahasa: { $language } (sesuai aplikasi Telegram-mu)
# No language chosen, and the Telegram app's language is not one the bot speaks (or unknown). $language: its name in itself.
settings-menu-language-default = 🌐 Bahasa: { $language } (bawaan)
# $name: the currency's name (US Dollar), $code: its code (USD); chosen in /settings.
settings-menu-currency = 💱 Mata uang: { $name } ({ $code })
# No currency chosen: the one the user's language suggests. $name: the currency's name, $code: its code.
settings-menu-currency-default = 💱 Mata uang: { $name } ({ $code }), sesuai bahasamu
settings-menu-currency-none = 💱 Mata uang: tidak ada (jumlah hanya dalam sat)
# The exchange rate in use. $price: one bitcoin in the user's currency ($100,000.00); $minutes: how long ago it was read.
settings-menu-rate =
    📈 1 BTC = { $price }, { $minutes ->
        [0] baru saja
       *[other] { $minutes } menit lalu
    }
# The same, when the rate is a fixed test rate of the sandbox (not a market price).
settings-menu-test-rate =
    📈 1 BTC = { $price } (kurs uji sandbox), { $minutes ->
        [0] baru saja
       *[other] { $minutes } menit lalu
    }
settings-menu-no-rate = 📈 Kurs sedang tidak tersedia: jumlah hanya ditampilkan dalam sat.
settings-menu-every-tip = 💸 Konfirmasi tip: setiap tip yang kamu berikan ditanyakan dulu (Konfirmasi / Batal)
# $threshold: an amount.
settings-menu-threshold = 💸 Konfirmasi tip: tip yang kamu berikan di atas <b>{ $threshold }</b> ditanyakan dulu (Konfirmasi / Batal); yang lebih kecil langsung terkirim
settings-menu-no-address = ⚡ Alamat lightning untuk tip: belum diatur (tip untukmu masuk ke akunmu di bot ini)
# $address: user@domain.
settings-menu-address = ⚡ Alamat lightning untuk tip: <code>{ $address }</code> (tip untukmu masuk ke sana)

## The menu's buttons.

settings-language-button = 🌐 Bahasa
settings-currency-button = 💱 Mata uang
settings-threshold-button = 💸 Ubah ambang batas
settings-always-confirm-button = Konfirmasi setiap tip
settings-set-address-button = ⚡ Atur alamat
settings-change-address-button = ⚡ Ubah alamat
settings-remove-address-button = Hapus alamat
# In the language list: follow the language of the user's Telegram app.
settings-telegram-language-button = 📱 Sesuai aplikasi Telegram-ku
settings-no-currency-button = Tidak ada (hanya sat)
settings-back-button = « Kembali
# The option in force, in a list of choices. $label: the option's own label.
settings-chosen-button = ✓ { $label }

## Questions and answers of the menu.

# $current: the threshold now, an amount.
settings-ask-threshold =
    💸 Tip di atas jumlah berapa yang perlu ditanyakan dulu (Konfirmasi / Batal)? Sekarang: <b>{ $current }</b>.
    Kirim jumlahnya, misalnya 5000 atau 10k (/cancel untuk tidak mengubahnya).
settings-ask-address = ⚡ Kirim alamat lightning tujuan tip untukmu, misalnya <code>kamu@wallet.example</code> (/cancel untuk tetap memakai yang sekarang).
settings-not-an-address = Itu bukan alamat lightning: bentuknya seperti <code>nama@wallet.example</code>.
settings-local-address = Alamat itu ada di host lokal yang tidak bisa dijangkau gateway. Kirim alamat lightning publik dari wallet-mu.
settings-address-unreachable = Saya tidak bisa menjangkau { $host } untuk memeriksa alamat itu, jadi alamat tidak disimpan. Periksa alamatnya, atau coba lagi nanti.
settings-outdated-menu = Menu ini sudah diganti dengan yang lebih baru: pakai menu itu, atau kirim /settings.
# $threshold: an amount.
settings-threshold-saved = ✅ Tersimpan: tip yang kamu berikan di atas <b>{ $threshold }</b> ditanyakan dulu (Konfirmasi / Batal).
# $address: user@domain.
settings-address-saved = ✅ Tersimpan: tip untukmu masuk ke <code>{ $address }</code>.
settings-always-confirm-saved = Sekarang setiap tip ditanyakan dulu.
settings-address-removed = Alamat dihapus: tip untukmu masuk ke akunmu.
settings-group-hint = ⚙️ /settings hanya bisa dipakai di chat pribadi dengan saya.

## /settings by an admin in a group: the language the bot speaks to the group.

# $language: the group's language, named in itself.
settings-group-language = 🌐 Bahasa di grup ini: { $language }
settings-group-about = Admin grup memilih bahasa yang saya pakai di sini. Pengaturanmu sendiri (bahasa, mata uang, tip) ada di chat pribadi kita.
settings-group-admins-only = Hanya admin grup yang bisa mengubah bahasa grup.

## The leaderboard (/top in groups): whether the user's name shows.

settings-menu-board-shown = 🏆 Papan peringkat (/top): namamu ditampilkan
settings-menu-board-hidden = 🏆 Papan peringkat (/top): kamu tampil sebagai "seseorang"
settings-board-hide-button = 🏆 Sembunyikan namaku di /top
settings-board-show-button = 🏆 Tampilkan namaku di /top
settings-board-hidden-saved = Sekarang kamu tampil sebagai "seseorang" di /top.
settings-board-shown-saved = Sekarang namamu ditampilkan di /top.

## Private /settings → My groups: the groups the reader manages, and a group's page ($group HTML-escaped).
settings-groups-button = 👥 Grup saya
settings-groups-title = 👥 <b>Grup saya</b>
    Grup tempat saya melihat kamu sebagai admin. Pilih satu untuk mengaturnya.
settings-groups-none = 👥 <b>Grup saya</b>
    Belum ada: kirim /settings di grup tempat kamu admin, lalu grup itu muncul di sini.
settings-group-page = ⚙️ <b>{ $group }</b>: pengaturan grup
settings-group-not-admin = Kamu bukan admin grup itu lagi.
