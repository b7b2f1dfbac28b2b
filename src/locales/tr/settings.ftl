## /settings in a private chat (src/features/settings): the menu is
## settings-title, a blank line, then one line per setting.

settings-title = ⚙️ <b>Ayarlar</b>
# $language: the language's name in itself (Español, Deutsch…), chosen in /settings.
settings-menu-language = 🌐 Dil: { $language }
# No language chosen: the one of the user's Telegram app. $language: its name in itself.
settings-menu-language-telegram = 🌐 Dil: { $language } (Telegram uygulamanızdaki gibi)
# No language chosen, and the Telegram app's language is not one the bot speaks (or unknown). $language: its name in itself.
settings-menu-language-default = 🌐 Dil: { $language } (varsayılan)
# $name: the currency's name (US Dollar), $code: its code (USD); chosen in /settings.
settings-menu-currency = 💱 Para birimi: { $name } ({ $code })
# No currency chosen: the one the user's language suggests. $name: the currency's name, $code: its code.
settings-menu-currency-default = 💱 Para birimi: { $name } ({ $code }), dilinize göre
settings-menu-currency-none = 💱 Para birimi: yok (tutarlar yalnızca sat olarak)
# The exchange rate in use. $price: one bitcoin in the user's currency ($100,000.00); $minutes: how long ago it was read.
settings-menu-rate =
    📈 1 BTC = { $price }, { $minutes ->
        [0] az önce
       *[other] { $minutes } dk önce
    }
# The same, when the rate is a fixed test rate of the sandbox (not a market price).
settings-menu-test-rate =
    📈 1 BTC = { $price } (sandbox test kuru), { $minutes ->
        [0] az önce
       *[other] { $minutes } dk önce
    }
settings-menu-no-rate = 📈 Şu anda döviz kuru yok: tutarlar yalnızca sat olarak gösteriliyor.
settings-menu-every-tip = 💸 Bahşiş onayı: verdiğiniz her bahşiş için önce Onayla / İptal sorulur
# $threshold: an amount.
settings-menu-threshold = 💸 Bahşiş onayı: <b>{ $threshold }</b> üzerindeki bahşişleriniz için önce Onayla / İptal sorulur; daha küçükleri hemen gönderilir
settings-menu-no-address = ⚡ Bahşişler için lightning adresi: ayarlanmadı (size gelen bahşişler bendeki hesabınıza gider)
# $address: user@domain.
settings-menu-address = ⚡ Bahşişler için lightning adresi: <code>{ $address }</code> (size gelen bahşişler oraya gider)

## The menu's buttons.

settings-language-button = 🌐 Dil
settings-currency-button = 💱 Para birimi
settings-threshold-button = 💸 Eşiği değiştir
settings-always-confirm-button = Her bahşişte onay iste
settings-set-address-button = ⚡ Adres ayarla
settings-change-address-button = ⚡ Adresi değiştir
settings-remove-address-button = Adresi kaldır
# In the language list: follow the language of the user's Telegram app.
settings-telegram-language-button = 📱 Telegram uygulamamdaki gibi
settings-no-currency-button = Yok (yalnızca sat)
settings-back-button = « Geri
# The option in force, in a list of choices. $label: the option's own label.
settings-chosen-button = ✓ { $label }

## Questions and answers of the menu.

# $current: the threshold now, an amount.
settings-ask-threshold =
    💸 Hangi tutarın üzerindeki bahşişler için önce Onayla / İptal sorulsun? Şu an: <b>{ $current }</b>.
    Bir tutar gönderin, ör. 5000 veya 10k (/cancel mevcut değeri korur).
settings-ask-address = ⚡ Size gelen bahşişlerin gideceği lightning adresini gönderin, ör. <code>siz@wallet.example</code> (/cancel mevcut adresi korur).
settings-not-an-address = Bu bir lightning adresi değil: lightning adresi <code>ad@wallet.example</code> gibi görünür.
settings-local-address = Bu adres, ödeme geçidinin erişemediği yerel bir sunucuda. Cüzdanınızın herkese açık lightning adresini gönderin.
settings-address-unreachable = Bu adresi doğrulamak için { $host } adresine ulaşamadım, bu yüzden kaydedilmedi. Adresi kontrol et ya da daha sonra tekrar dene.
settings-outdated-menu = Bu menünün yerini daha yeni bir menü aldı: onu kullanın ya da /settings gönderin.
# $threshold: an amount.
settings-threshold-saved = ✅ Kaydedildi: <b>{ $threshold }</b> üzerindeki bahşişleriniz için önce Onayla / İptal sorulur.
# $address: user@domain.
settings-address-saved = ✅ Kaydedildi: size gelen bahşişler <code>{ $address }</code> adresine gider.
settings-always-confirm-saved = Artık her bahşiş için önce onay sorulur.
settings-address-removed = Adres kaldırıldı: size gelen bahşişler hesabınıza gider.
settings-group-hint = ⚙️ /settings benimle özel sohbette çalışır.

## /settings by an admin in a group: the language the bot speaks to the group.

# $language: the group's language, named in itself.
settings-group-language = 🌐 Bu gruptaki dil: { $language }
settings-group-about = Burada hangi dili konuşacağımı grup yöneticileri seçer. Kendi ayarlarınız (dil, para birimi, bahşişler) özel sohbetimizde.
settings-group-admins-only = Grubun dilini yalnızca grup yöneticileri değiştirebilir.

## The leaderboard (/top in groups): whether the user's name shows.

settings-menu-board-shown = 🏆 Sıralamalar (/top): adın görünüyor
settings-menu-board-hidden = 🏆 Sıralamalar (/top): "biri" olarak görünüyorsun
settings-board-hide-button = 🏆 /top içinde adımı gizle
settings-board-show-button = 🏆 /top içinde adımı göster
settings-board-hidden-saved = Artık /top içinde "biri" olarak görünüyorsun.
settings-board-shown-saved = Artık adın /top içinde görünüyor.

## Private /settings → My groups: the groups the reader manages, and a group's page ($group HTML-escaped).
settings-groups-button = 👥 Gruplarım
settings-groups-title = 👥 <b>Gruplarım</b>
    Seni yönetici olarak gördüğüm gruplar. Ayarlamak için birini seç.
settings-groups-none = 👥 <b>Gruplarım</b>
    Henüz yok: yönetici olduğun bir grupta /settings gönder, burada görünür.
settings-group-page = ⚙️ <b>{ $group }</b>: grup ayarları
settings-group-not-admin = Artık o grubun yöneticisi değilsin.
