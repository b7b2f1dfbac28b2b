## /settings in a private chat (src/features/settings): the menu is
## settings-title, a blank line, then one line per setting.

settings-title = ⚙️ <b>Ajustes</b>
# $language: the language's name in itself (Español, Deutsch…), chosen in /settings.
settings-menu-language = 🌐 Idioma: { $language }
# No language chosen: the one of the user's Telegram app. $language: its name in itself.
settings-menu-language-telegram = 🌐 Idioma: { $language } (el de tu app de Telegram)
# No language chosen, and the Telegram app's language is not one the bot speaks (or unknown). $language: its name in itself.
settings-menu-language-default = 🌐 Idioma: { $language } (predeterminado)
# $name: the currency's name (US Dollar), $code: its code (USD); chosen in /settings.
settings-menu-currency = 💱 Moneda: { $name } ({ $code })
# No currency chosen: the one the user's language suggests. $name: the currency's name, $code: its code.
settings-menu-currency-default = 💱 Moneda: { $name } ({ $code }), la que sugiere tu idioma
settings-menu-currency-none = 💱 Moneda: ninguna (importes solo en sat)
# The exchange rate in use. $price: one bitcoin in the user's currency ($100,000.00); $minutes: how long ago it was read.
settings-menu-rate =
    📈 1 BTC = { $price }, { $minutes ->
        [0] ahora mismo
       *[other] hace { $minutes } min
    }
# The same, when the rate is a fixed test rate of the sandbox (not a market price).
settings-menu-test-rate =
    📈 1 BTC = { $price } (tipo de cambio de prueba del sandbox), { $minutes ->
        [0] ahora mismo
       *[other] hace { $minutes } min
    }
settings-menu-no-rate = 📈 Ahora no hay tipo de cambio: los importes se muestran solo en sat.
settings-menu-every-tip = 💸 Confirmación de propinas: cada propina que das pide antes Confirmar / Cancelar
# $threshold: an amount.
settings-menu-threshold = 💸 Confirmación de propinas: las propinas que das de más de <b>{ $threshold }</b> piden antes Confirmar / Cancelar; las menores se envían al instante
settings-menu-no-address = ⚡ Dirección lightning para propinas: sin configurar (las propinas para ti van a tu cuenta conmigo)
# $address: user@domain.
settings-menu-address = ⚡ Dirección lightning para propinas: <code>{ $address }</code> (las propinas para ti van ahí)

## The menu's buttons.

settings-language-button = 🌐 Idioma
settings-currency-button = 💱 Moneda
settings-threshold-button = 💸 Cambiar umbral
settings-always-confirm-button = Confirmar cada propina
settings-set-address-button = ⚡ Añadir dirección
settings-change-address-button = ⚡ Cambiar dirección
settings-remove-address-button = Quitar dirección
# In the language list: follow the language of the user's Telegram app.
settings-telegram-language-button = 📱 El de mi app de Telegram
settings-no-currency-button = Ninguna (solo sat)
settings-back-button = « Atrás
# The option in force, in a list of choices. $label: the option's own label.
settings-chosen-button = ✓ { $label }

## Questions and answers of the menu.

# $current: the threshold now, an amount.
settings-ask-threshold =
    💸 ¿Por encima de qué importe deben las propinas pedir antes Confirmar / Cancelar? Ahora: <b>{ $current }</b>.
    Envía un importe, p. ej. 5000 o 10k (con /cancel se queda como está).
settings-ask-address = ⚡ Envía la dirección lightning a la que deben ir las propinas para ti, p. ej. <code>tu@wallet.example</code> (con /cancel se mantiene la actual).
settings-not-an-address = Eso no es una dirección lightning, que tiene la forma <code>nombre@wallet.example</code>.
settings-local-address = Esa dirección está en un host local al que la pasarela no puede llegar. Envía la dirección lightning pública de tu billetera.
settings-address-unreachable = No pude contactar con { $host } para comprobar esa dirección, así que no se guardó. Revisa la dirección o inténtalo más tarde.
settings-outdated-menu = Este menú se sustituyó por uno más reciente: usa ese o envía /settings.
# $threshold: an amount.
settings-threshold-saved = ✅ Guardado: las propinas que das de más de <b>{ $threshold }</b> piden antes Confirmar / Cancelar.
# $address: user@domain.
settings-address-saved = ✅ Guardado: las propinas para ti van a <code>{ $address }</code>.
settings-always-confirm-saved = Ahora cada propina pide confirmación antes.
settings-address-removed = Dirección quitada: las propinas para ti van a tu cuenta.
settings-group-hint = ⚙️ /settings funciona en un chat privado conmigo.

## /settings by an admin in a group: the language the bot speaks to the group.

# $language: the group's language, named in itself.
settings-group-language = 🌐 Idioma de este grupo: { $language }
settings-group-about = Los administradores del grupo eligen el idioma en que hablo aquí. Tus propios ajustes (idioma, moneda, propinas) están en nuestro chat privado.
settings-group-admins-only = Solo los administradores del grupo pueden cambiar el idioma del grupo.

## The leaderboard (/top in groups): whether the user's name shows.

settings-menu-board-shown = 🏆 Clasificaciones (/top): se muestra tu nombre
settings-menu-board-hidden = 🏆 Clasificaciones (/top): apareces como «alguien»
settings-board-hide-button = 🏆 Ocultar mi nombre en /top
settings-board-show-button = 🏆 Mostrar mi nombre en /top
settings-board-hidden-saved = Ahora apareces como «alguien» en /top.
settings-board-shown-saved = Ahora tu nombre se muestra en /top.

## Private /settings → My groups: the groups the reader manages, and a group's page ($group HTML-escaped).
settings-groups-button = 👥 Mis grupos
settings-groups-title = 👥 <b>Mis grupos</b>
    Grupos en los que te vi como admin. Elige uno para configurarlo.
settings-groups-none = 👥 <b>Mis grupos</b>
    Ninguno aún: envía /settings en un grupo donde seas admin y aparecerá aquí.
settings-group-page = ⚙️ <b>{ $group }</b>: ajustes del grupo
settings-group-not-admin = Ya no eres admin de ese grupo.
