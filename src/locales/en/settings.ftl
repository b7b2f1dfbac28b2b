## /settings in a private chat (src/features/settings): the menu is
## settings-title, a blank line, then one line per setting.

settings-title = ⚙️ <b>Settings</b>
# $language: the language's name in itself (Español, Deutsch…), chosen in /settings.
settings-menu-language = 🌐 Language: { $language }
# No language chosen: the one of the user's Telegram app. $language: its name in itself.
settings-menu-language-telegram = 🌐 Language: { $language } (as in your Telegram app)
# No language chosen, and the Telegram app's language is not one the bot speaks (or unknown). $language: its name in itself.
settings-menu-language-default = 🌐 Language: { $language } (the default)
# $name: the currency's name (US Dollar), $code: its code (USD); chosen in /settings.
settings-menu-currency = 💱 Currency: { $name } ({ $code })
# No currency chosen: the one the user's language suggests. $name: the currency's name, $code: its code.
settings-menu-currency-default = 💱 Currency: { $name } ({ $code }), as your language suggests
settings-menu-currency-none = 💱 Currency: none (amounts in sat only)
# The exchange rate in use. $price: one bitcoin in the user's currency ($100,000.00); $minutes: how long ago it was read.
settings-menu-rate =
    📈 1 BTC = { $price }, { $minutes ->
        [0] just now
       *[other] { $minutes } min ago
    }
# The same, when the rate is a fixed test rate of the sandbox (not a market price).
settings-menu-test-rate =
    📈 1 BTC = { $price } (sandbox test rate), { $minutes ->
        [0] just now
       *[other] { $minutes } min ago
    }
settings-menu-no-rate = 📈 No exchange rate right now: amounts show in sat only.
settings-menu-every-tip = 💸 Tip confirmation: every tip you give asks Confirm / Cancel first
# $threshold: an amount.
settings-menu-threshold = 💸 Tip confirmation: tips you give above <b>{ $threshold }</b> ask Confirm / Cancel first; smaller ones go at once
settings-menu-no-address = ⚡ Lightning address for tips: not set (tips to you go to your account with me)
# $address: user@domain.
settings-menu-address = ⚡ Lightning address for tips: <code>{ $address }</code> (tips to you go there)

## The menu's buttons.

settings-language-button = 🌐 Language
settings-currency-button = 💱 Currency
settings-threshold-button = 💸 Change threshold
settings-always-confirm-button = Confirm every tip
settings-set-address-button = ⚡ Set address
settings-change-address-button = ⚡ Change address
settings-remove-address-button = Remove address
# In the language list: follow the language of the user's Telegram app.
settings-telegram-language-button = 📱 As in my Telegram app
settings-no-currency-button = None (sat only)
settings-back-button = « Back
# The option in force, in a list of choices. $label: the option's own label.
settings-chosen-button = ✓ { $label }

## Questions and answers of the menu.

# $current: the threshold now, an amount.
settings-ask-threshold =
    💸 Tips above which amount should ask Confirm / Cancel first? Now: <b>{ $current }</b>.
    Send an amount, e.g. 5000 or 10k (/cancel keeps it).
settings-ask-address = ⚡ Send the lightning address where tips to you should go, e.g. <code>you@wallet.example</code> (/cancel keeps the current one).
settings-not-an-address = That is not a lightning address: it looks like <code>name@wallet.example</code>.
settings-local-address = That address is on a local host the gateway cannot reach. Send your wallet's public lightning address.
settings-address-unreachable = I could not reach { $host } to check that address, so it was not saved. Check the address, or try again later.
settings-outdated-menu = This menu was replaced by a newer one: use that, or send /settings.
# $threshold: an amount.
settings-threshold-saved = ✅ Saved: tips you give above <b>{ $threshold }</b> ask Confirm / Cancel first.
# $address: user@domain.
settings-address-saved = ✅ Saved: tips to you go to <code>{ $address }</code>.
settings-always-confirm-saved = Every tip now asks first.
settings-address-removed = Address removed: tips to you go to your account.
settings-group-hint = ⚙️ /settings works in a private chat with me.

## /settings by an admin in a group: the language the bot speaks to the group.

# $language: the group's language, named in itself.
settings-group-language = 🌐 Language in this group: { $language }
settings-group-about = Group admins choose the language I speak here. Your own settings (language, currency, tips) are in our private chat.
settings-group-admins-only = Only group admins can change the group's language.

## The leaderboard (/top in groups): whether the user's name shows.

settings-menu-board-shown = 🏆 Leaderboards (/top): your name is shown
settings-menu-board-hidden = 🏆 Leaderboards (/top): you appear as "someone"
settings-board-hide-button = 🏆 Hide my name on /top
settings-board-show-button = 🏆 Show my name on /top
settings-board-hidden-saved = You now appear as "someone" on /top.
settings-board-shown-saved = Your name now shows on /top.

## Private /settings → My groups: the groups the reader manages, and a group's page ($group HTML-escaped).
settings-groups-button = 👥 My groups
settings-groups-title = 👥 <b>My groups</b>
    Groups where I saw you as an admin. Pick one to set it up.
settings-groups-none = 👥 <b>My groups</b>
    None yet: send /settings in a group where you are an admin, and it shows up here.
settings-group-page = ⚙️ <b>{ $group }</b>: group settings
settings-group-not-admin = You are not an admin of that group any more.
