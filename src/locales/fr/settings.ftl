## /settings in a private chat (src/features/settings): the menu is
## settings-title, a blank line, then one line per setting.

settings-title = ⚙️ <b>Paramètres</b>
# $language: the language's name in itself (Español, Deutsch…), chosen in /settings.
settings-menu-language = 🌐 Langue : { $language }
# No language chosen: the one of the user's Telegram app. $language: its name in itself.
settings-menu-language-telegram = 🌐 Langue : { $language } (comme dans votre application Telegram)
# No language chosen, and the Telegram app's language is not one the bot speaks (or unknown). $language: its name in itself.
settings-menu-language-default = 🌐 Langue : { $language } (par défaut)
# $name: the currency's name (US Dollar), $code: its code (USD); chosen in /settings.
settings-menu-currency = 💱 Devise : { $name } ({ $code })
# No currency chosen: the one the user's language suggests. $name: the currency's name, $code: its code.
settings-menu-currency-default = 💱 Devise : { $name } ({ $code }), suggérée par votre langue
settings-menu-currency-none = 💱 Devise : aucune (montants en sat uniquement)
# The exchange rate in use. $price: one bitcoin in the user's currency ($100,000.00); $minutes: how long ago it was read.
settings-menu-rate =
    📈 1 BTC = { $price }, { $minutes ->
        [0] à l’instant
       *[other] il y a { $minutes } min
    }
# The same, when the rate is a fixed test rate of the sandbox (not a market price).
settings-menu-test-rate =
    📈 1 BTC = { $price } (taux de test du bac à sable), { $minutes ->
        [0] à l’instant
       *[other] il y a { $minutes } min
    }
settings-menu-no-rate = 📈 Pas de taux de change pour le moment : les montants s’affichent en sat uniquement.
settings-menu-every-tip = 💸 Confirmation des pourboires : chaque pourboire que vous donnez passe d’abord par Confirmer / Annuler
# $threshold: an amount.
settings-menu-threshold = 💸 Confirmation des pourboires : les pourboires que vous donnez au-delà de <b>{ $threshold }</b> passent d’abord par Confirmer / Annuler ; les plus petits partent aussitôt
settings-menu-no-address = ⚡ Adresse Lightning pour les pourboires : non définie (les pourboires reçus arrivent sur votre compte chez moi)
# $address: user@domain.
settings-menu-address = ⚡ Adresse Lightning pour les pourboires : <code>{ $address }</code> (les pourboires reçus y arrivent)

## The menu's buttons.

settings-language-button = 🌐 Langue
settings-currency-button = 💱 Devise
settings-threshold-button = 💸 Modifier le seuil
settings-always-confirm-button = Confirmer chaque pourboire
settings-set-address-button = ⚡ Définir l’adresse
settings-change-address-button = ⚡ Modifier l’adresse
settings-remove-address-button = Retirer l’adresse
# In the language list: follow the language of the user's Telegram app.
settings-telegram-language-button = 📱 Comme dans mon application Telegram
settings-no-currency-button = Aucune (sat uniquement)
settings-back-button = « Retour
# The option in force, in a list of choices. $label: the option's own label.
settings-chosen-button = ✓ { $label }

## Questions and answers of the menu.

# $current: the threshold now, an amount.
settings-ask-threshold =
    💸 Au-delà de quel montant un pourboire doit-il passer d’abord par Confirmer / Annuler ? Actuellement : <b>{ $current }</b>.
    Envoyez un montant, par ex. 5000 ou 10k (/cancel le conserve).
settings-ask-address = ⚡ Envoyez l’adresse Lightning où doivent arriver les pourboires qui vous sont destinés, par ex. <code>vous@wallet.example</code> (/cancel conserve l’adresse actuelle).
settings-not-an-address = Ce n’est pas une adresse Lightning : elle ressemble à <code>nom@wallet.example</code>.
settings-local-address = Cette adresse est sur un hôte local que la passerelle ne peut pas joindre. Envoyez l’adresse Lightning publique de votre portefeuille.
settings-address-unreachable = Je n’ai pas pu joindre { $host } pour vérifier cette adresse : elle n’a pas été enregistrée. Vérifiez l’adresse ou réessayez plus tard.
settings-outdated-menu = Ce menu a été remplacé par un plus récent : utilisez ce dernier, ou envoyez /settings.
# $threshold: an amount.
settings-threshold-saved = ✅ Enregistré : les pourboires que vous donnez au-delà de <b>{ $threshold }</b> passent d’abord par Confirmer / Annuler.
# $address: user@domain.
settings-address-saved = ✅ Enregistré : les pourboires reçus arrivent sur <code>{ $address }</code>.
settings-always-confirm-saved = Chaque pourboire demande désormais une confirmation.
settings-address-removed = Adresse retirée : les pourboires reçus arrivent sur votre compte.
settings-group-hint = ⚙️ /settings fonctionne en conversation privée avec moi.

## /settings by an admin in a group: the language the bot speaks to the group.

# $language: the group's language, named in itself.
settings-group-language = 🌐 Langue de ce groupe : { $language }
settings-group-about = Les admins du groupe choisissent la langue que je parle ici. Vos propres paramètres (langue, devise, pourboires) sont dans notre conversation privée.
settings-group-admins-only = Seuls les admins du groupe peuvent changer la langue du groupe.

## The leaderboard (/top in groups): whether the user's name shows.

settings-menu-board-shown = 🏆 Classements (/top) : votre nom est affiché
settings-menu-board-hidden = 🏆 Classements (/top) : vous apparaissez comme « quelqu’un »
settings-board-hide-button = 🏆 Masquer mon nom dans /top
settings-board-show-button = 🏆 Afficher mon nom dans /top
settings-board-hidden-saved = Vous apparaissez désormais comme « quelqu’un » dans /top.
settings-board-shown-saved = Votre nom est désormais affiché dans /top.

## Private /settings → My groups: the groups the reader manages, and a group's page ($group HTML-escaped).
settings-groups-button = 👥 Mes groupes
settings-groups-title = 👥 <b>Mes groupes</b>
    Les groupes où je t'ai vu admin. Choisis-en un pour le configurer.
settings-groups-none = 👥 <b>Mes groupes</b>
    Aucun pour l'instant : envoie /settings dans un groupe où tu es admin, et il apparaîtra ici.
settings-group-page = ⚙️ <b>{ $group }</b> : réglages du groupe
settings-group-not-admin = Tu n'es plus admin de ce groupe.
