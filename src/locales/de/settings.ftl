## /settings in a private chat (src/features/settings): the menu is
## settings-title, a blank line, then one line per setting.

settings-title = ⚙️ <b>Einstellungen</b>
# $language: the language's name in itself (Español, Deutsch…), chosen in /settings.
settings-menu-language = 🌐 Sprache: { $language }
# No language chosen: the one of the user's Telegram app. $language: its name in itself.
settings-menu-language-telegram = 🌐 Sprache: { $language } (wie in deiner Telegram-App)
# No language chosen, and the Telegram app's language is not one the bot speaks (or unknown). $language: its name in itself.
settings-menu-language-default = 🌐 Sprache: { $language } (Standard)
# $name: the currency's name (US Dollar), $code: its code (USD); chosen in /settings.
settings-menu-currency = 💱 Währung: { $name } ({ $code })
# No currency chosen: the one the user's language suggests. $name: the currency's name, $code: its code.
settings-menu-currency-default = 💱 Währung: { $name } ({ $code }), passend zu deiner Sprache
settings-menu-currency-none = 💱 Währung: keine (Beträge nur in sat)
# The exchange rate in use. $price: one bitcoin in the user's currency ($100,000.00); $minutes: how long ago it was read.
settings-menu-rate =
    📈 1 BTC = { $price }, { $minutes ->
        [0] gerade eben
       *[other] vor { $minutes } Min.
    }
# The same, when the rate is a fixed test rate of the sandbox (not a market price).
settings-menu-test-rate =
    📈 1 BTC = { $price } (Sandbox-Testkurs), { $minutes ->
        [0] gerade eben
       *[other] vor { $minutes } Min.
    }
settings-menu-no-rate = 📈 Gerade kein Wechselkurs: Beträge werden nur in sat angezeigt.
settings-menu-every-tip = 💸 Trinkgeld-Bestätigung: Vor jedem Trinkgeld, das du gibst, kommt erst Bestätigen / Abbrechen
# $threshold: an amount.
settings-menu-threshold = 💸 Trinkgeld-Bestätigung: Vor deinen Trinkgeldern über <b>{ $threshold }</b> kommt erst Bestätigen / Abbrechen; kleinere gehen sofort raus
settings-menu-no-address = ⚡ Lightning-Adresse für Trinkgeld: nicht festgelegt (Trinkgeld an dich geht auf dein Konto bei mir)
# $address: user@domain.
settings-menu-address = ⚡ Lightning-Adresse für Trinkgeld: <code>{ $address }</code> (Trinkgeld an dich geht dorthin)

## The menu's buttons.

settings-language-button = 🌐 Sprache
settings-currency-button = 💱 Währung
settings-threshold-button = 💸 Schwelle ändern
settings-always-confirm-button = Jedes Trinkgeld bestätigen
settings-set-address-button = ⚡ Adresse festlegen
settings-change-address-button = ⚡ Adresse ändern
settings-remove-address-button = Adresse entfernen
# In the language list: follow the language of the user's Telegram app.
settings-telegram-language-button = 📱 Wie in meiner Telegram-App
settings-no-currency-button = Keine (nur sat)
settings-back-button = « Zurück
# The option in force, in a list of choices. $label: the option's own label.
settings-chosen-button = ✓ { $label }

## Questions and answers of the menu.

# $current: the threshold now, an amount.
settings-ask-threshold =
    💸 Über welchem Betrag soll bei deinen Trinkgeldern erst Bestätigen / Abbrechen kommen? Aktuell: <b>{ $current }</b>.
    Sende einen Betrag, z. B. 5000 oder 10k (/cancel lässt ihn unverändert).
settings-ask-address = ⚡ Sende die Lightning-Adresse, an die Trinkgeld für dich gehen soll, z. B. <code>du@wallet.example</code> (/cancel lässt die aktuelle unverändert).
settings-not-an-address = Das ist keine Lightning-Adresse: Die sieht so aus: <code>name@wallet.example</code>.
settings-local-address = Diese Adresse liegt auf einem lokalen Host, den das Gateway nicht erreichen kann. Sende die öffentliche Lightning-Adresse deiner Wallet.
settings-address-unreachable = Ich konnte { $host } nicht erreichen, um die Adresse zu prüfen, daher wurde sie nicht gespeichert. Prüfe die Adresse oder versuche es später noch einmal.
settings-outdated-menu = Dieses Menü wurde durch ein neueres ersetzt: Nutze das neuere oder sende /settings.
# $threshold: an amount.
settings-threshold-saved = ✅ Gespeichert: Vor deinen Trinkgeldern über <b>{ $threshold }</b> kommt erst Bestätigen / Abbrechen.
# $address: user@domain.
settings-address-saved = ✅ Gespeichert: Trinkgeld an dich geht an <code>{ $address }</code>.
settings-always-confirm-saved = Ab jetzt kommt vor jedem Trinkgeld erst die Rückfrage.
settings-address-removed = Adresse entfernt: Trinkgeld an dich geht auf dein Konto.
settings-group-hint = ⚙️ /settings funktioniert im privaten Chat mit mir.

## /settings by an admin in a group: the language the bot speaks to the group.

# $language: the group's language, named in itself.
settings-group-language = 🌐 Sprache in dieser Gruppe: { $language }
settings-group-about = Gruppen-Admins legen fest, welche Sprache ich hier spreche. Deine eigenen Einstellungen (Sprache, Währung, Trinkgeld) findest du in unserem privaten Chat.
settings-group-admins-only = Nur Gruppen-Admins können die Sprache der Gruppe ändern.

## The leaderboard (/top in groups): whether the user's name shows.

settings-menu-board-shown = 🏆 Bestenlisten (/top): dein Name wird gezeigt
settings-menu-board-hidden = 🏆 Bestenlisten (/top): du erscheinst als „jemand“
settings-board-hide-button = 🏆 Meinen Namen in /top verbergen
settings-board-show-button = 🏆 Meinen Namen in /top zeigen
settings-board-hidden-saved = Du erscheinst jetzt in /top als „jemand“.
settings-board-shown-saved = Dein Name wird jetzt in /top gezeigt.

## Private /settings → My groups: the groups the reader manages, and a group's page ($group HTML-escaped).
settings-groups-button = 👥 Meine Gruppen
settings-groups-title = 👥 <b>Meine Gruppen</b>
    Gruppen, in denen ich dich als Admin gesehen habe. Wähle eine, um sie einzurichten.
settings-groups-none = 👥 <b>Meine Gruppen</b>
    Noch keine: Sende /settings in einer Gruppe, in der du Admin bist, dann erscheint sie hier.
settings-group-page = ⚙️ <b>{ $group }</b>: Gruppeneinstellungen
settings-group-not-admin = Du bist kein Admin dieser Gruppe mehr.
