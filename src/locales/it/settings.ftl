## /settings in a private chat (src/features/settings): the menu is
## settings-title, a blank line, then one line per setting.

settings-title = ⚙️ <b>Impostazioni</b>
# $language: the language's name in itself (Español, Deutsch…), chosen in /settings.
settings-menu-language = 🌐 Lingua: { $language }
# No language chosen: the one of the user's Telegram app. $language: its name in itself.
settings-menu-language-telegram = 🌐 Lingua: { $language } (come nella tua app Telegram)
# No language chosen, and the Telegram app's language is not one the bot speaks (or unknown). $language: its name in itself.
settings-menu-language-default = 🌐 Lingua: { $language } (predefinita)
# $name: the currency's name (US Dollar), $code: its code (USD); chosen in /settings.
settings-menu-currency = 💱 Valuta: { $name } ({ $code })
# No currency chosen: the one the user's language suggests. $name: the currency's name, $code: its code.
settings-menu-currency-default = 💱 Valuta: { $name } ({ $code }), in base alla tua lingua
settings-menu-currency-none = 💱 Valuta: nessuna (importi solo in sat)
# The exchange rate in use. $price: one bitcoin in the user's currency ($100,000.00); $minutes: how long ago it was read.
settings-menu-rate =
    📈 1 BTC = { $price }, { $minutes ->
        [0] proprio ora
       *[other] { $minutes } min fa
    }
# The same, when the rate is a fixed test rate of the sandbox (not a market price).
settings-menu-test-rate =
    📈 1 BTC = { $price } (tasso di prova della sandbox), { $minutes ->
        [0] proprio ora
       *[other] { $minutes } min fa
    }
settings-menu-no-rate = 📈 Nessun tasso di cambio al momento: gli importi sono mostrati solo in sat.
settings-menu-every-tip = 💸 Conferma delle mance: ogni mancia che dai chiede prima Conferma / Annulla
# $threshold: an amount.
settings-menu-threshold = 💸 Conferma delle mance: le mance che dai sopra <b>{ $threshold }</b> chiedono prima Conferma / Annulla; quelle più piccole partono subito
settings-menu-no-address = ⚡ Indirizzo lightning per le mance: non impostato (le mance per te arrivano sul tuo account con me)
# $address: user@domain.
settings-menu-address = ⚡ Indirizzo lightning per le mance: <code>{ $address }</code> (le mance per te arrivano lì)

## The menu's buttons.

settings-language-button = 🌐 Lingua
settings-currency-button = 💱 Valuta
settings-threshold-button = 💸 Cambia soglia
settings-always-confirm-button = Conferma ogni mancia
settings-set-address-button = ⚡ Imposta indirizzo
settings-change-address-button = ⚡ Cambia indirizzo
settings-remove-address-button = Rimuovi indirizzo
# In the language list: follow the language of the user's Telegram app.
settings-telegram-language-button = 📱 Come nella mia app Telegram
settings-no-currency-button = Nessuna (solo sat)
settings-back-button = « Indietro
# The option in force, in a list of choices. $label: the option's own label.
settings-chosen-button = ✓ { $label }

## Questions and answers of the menu.

# $current: the threshold now, an amount.
settings-ask-threshold =
    💸 Sopra quale importo le mance devono chiedere prima Conferma / Annulla? Ora: <b>{ $current }</b>.
    Invia un importo, ad es. 5000 o 10k (/cancel lo lascia invariato).
settings-ask-address = ⚡ Invia l’indirizzo lightning dove devono arrivare le mance per te, ad es. <code>tu@wallet.example</code> (/cancel mantiene quello attuale).
settings-not-an-address = Questo non è un indirizzo lightning: ha la forma <code>nome@wallet.example</code>.
settings-local-address = Questo indirizzo è su un host locale che il gateway non può raggiungere. Invia l’indirizzo lightning pubblico del tuo wallet.
settings-address-unreachable = Non sono riuscito a raggiungere { $host } per controllare l’indirizzo, quindi non è stato salvato. Controlla l’indirizzo o riprova più tardi.
settings-outdated-menu = Questo menu è stato sostituito da uno più recente: usa quello, oppure invia /settings.
# $threshold: an amount.
settings-threshold-saved = ✅ Salvato: le mance che dai sopra <b>{ $threshold }</b> chiedono prima Conferma / Annulla.
# $address: user@domain.
settings-address-saved = ✅ Salvato: le mance per te arrivano a <code>{ $address }</code>.
settings-always-confirm-saved = Ora ogni mancia chiede prima conferma.
settings-address-removed = Indirizzo rimosso: le mance per te arrivano sul tuo account.
settings-group-hint = ⚙️ /settings funziona nella chat privata con me.

## /settings by an admin in a group: the language the bot speaks to the group.

# $language: the group's language, named in itself.
settings-group-language = 🌐 Lingua in questo gruppo: { $language }
settings-group-about = Gli amministratori del gruppo scelgono la lingua in cui parlo qui. Le tue impostazioni personali (lingua, valuta, mance) sono nella nostra chat privata.
settings-group-admins-only = Solo gli amministratori del gruppo possono cambiare la lingua del gruppo.

## The leaderboard (/top in groups): whether the user's name shows.

settings-menu-board-shown = 🏆 Classifiche (/top): il tuo nome è mostrato
settings-menu-board-hidden = 🏆 Classifiche (/top): compari come «qualcuno»
settings-board-hide-button = 🏆 Nascondi il mio nome in /top
settings-board-show-button = 🏆 Mostra il mio nome in /top
settings-board-hidden-saved = Ora compari come «qualcuno» in /top.
settings-board-shown-saved = Ora il tuo nome è mostrato in /top.

## Private /settings → My groups: the groups the reader manages, and a group's page ($group HTML-escaped).
settings-groups-button = 👥 I miei gruppi
settings-groups-title = 👥 <b>I miei gruppi</b>
    Gruppi in cui ti ho visto come admin. Scegline uno per configurarlo.
settings-groups-none = 👥 <b>I miei gruppi</b>
    Ancora nessuno: invia /settings in un gruppo in cui sei admin e apparirà qui.
settings-group-page = ⚙️ <b>{ $group }</b>: impostazioni del gruppo
settings-group-not-admin = Non sei più admin di quel gruppo.
