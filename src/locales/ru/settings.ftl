## /settings in a private chat (src/features/settings): the menu is
## settings-title, a blank line, then one line per setting.

settings-title = ⚙️ <b>Настройки</b>
# $language: the language's name in itself (Español, Deutsch…), chosen in /settings.
settings-menu-language = 🌐 Язык: { $language }
# No language chosen: the one of the user's Telegram app. $language: its name in itself.
settings-menu-language-telegram = 🌐 Язык: { $language } (как в вашем приложении Telegram)
# No language chosen, and the Telegram app's language is not one the bot speaks (or unknown). $language: its name in itself.
settings-menu-language-default = 🌐 Язык: { $language } (по умолчанию)
# $name: the currency's name (US Dollar), $code: its code (USD); chosen in /settings.
settings-menu-currency = 💱 Валюта: { $name } ({ $code })
# No currency chosen: the one the user's language suggests. $name: the currency's name, $code: its code.
settings-menu-currency-default = 💱 Валюта: { $name } ({ $code }) — выбрана по вашему языку
settings-menu-currency-none = 💱 Валюта: нет (суммы только в sat)
# The exchange rate in use. $price: one bitcoin in the user's currency ($100,000.00); $minutes: how long ago it was read.
settings-menu-rate =
    📈 1 BTC = { $price }, { $minutes ->
        [0] только что
        [one] { $minutes } минуту назад
        [few] { $minutes } минуты назад
        [many] { $minutes } минут назад
       *[other] { $minutes } минуты назад
    }
# The same, when the rate is a fixed test rate of the sandbox (not a market price).
settings-menu-test-rate =
    📈 1 BTC = { $price } (тестовый курс песочницы), { $minutes ->
        [0] только что
        [one] { $minutes } минуту назад
        [few] { $minutes } минуты назад
        [many] { $minutes } минут назад
       *[other] { $minutes } минуты назад
    }
settings-menu-no-rate = 📈 Курса валют сейчас нет: суммы показываются только в sat.
settings-menu-every-tip = 💸 Подтверждение чаевых: любые ваши чаевые сначала нужно подтвердить
# $threshold: an amount.
settings-menu-threshold = 💸 Подтверждение чаевых: ваши чаевые больше <b>{ $threshold }</b> сначала нужно подтвердить, меньшие уходят сразу
settings-menu-no-address = ⚡ Lightning-адрес для чаевых: не задан (чаевые вам приходят на ваш аккаунт у меня)
# $address: user@domain.
settings-menu-address = ⚡ Lightning-адрес для чаевых: <code>{ $address }</code> (чаевые вам приходят туда)

## The menu's buttons.

settings-language-button = 🌐 Язык
settings-currency-button = 💱 Валюта
settings-threshold-button = 💸 Изменить порог
settings-always-confirm-button = Подтверждать все чаевые
settings-set-address-button = ⚡ Задать адрес
settings-change-address-button = ⚡ Изменить адрес
settings-remove-address-button = Удалить адрес
# In the language list: follow the language of the user's Telegram app.
settings-telegram-language-button = 📱 Как в моём Telegram
settings-no-currency-button = Нет (только sat)
settings-back-button = « Назад
# The option in force, in a list of choices. $label: the option's own label.
settings-chosen-button = ✓ { $label }

## Questions and answers of the menu.

# $current: the threshold now, an amount.
settings-ask-threshold =
    💸 Чаевые больше какой суммы нужно сначала подтверждать? Сейчас: <b>{ $current }</b>.
    Отправьте сумму, например 5000 или 10k (/cancel оставит как есть).
settings-ask-address = ⚡ Отправьте lightning-адрес, на который должны приходить ваши чаевые, например <code>you@wallet.example</code> (/cancel оставит текущий).
settings-not-an-address = Это не lightning-адрес. Он выглядит так: <code>name@wallet.example</code>.
settings-local-address = Этот адрес на локальном хосте, недоступном для шлюза. Отправьте публичный lightning-адрес вашего кошелька.
settings-address-unreachable = Не удалось связаться с { $host }, чтобы проверить адрес, поэтому он не сохранён. Проверьте адрес или попробуйте позже.
settings-outdated-menu = Это меню заменено более новым: используйте его или отправьте /settings.
# $threshold: an amount.
settings-threshold-saved = ✅ Сохранено: ваши чаевые больше <b>{ $threshold }</b> сначала нужно подтвердить.
# $address: user@domain.
settings-address-saved = ✅ Сохранено: чаевые вам приходят на <code>{ $address }</code>.
settings-always-confirm-saved = Теперь все чаевые нужно сначала подтверждать.
settings-address-removed = Адрес удалён: чаевые вам приходят на ваш аккаунт.
settings-group-hint = ⚙️ /settings работает в личном чате со мной.

## /settings by an admin in a group: the language the bot speaks to the group.

# $language: the group's language, named in itself.
settings-group-language = 🌐 Язык в этой группе: { $language }
settings-group-about = Язык, на котором я говорю здесь, выбирают админы группы. Ваши личные настройки (язык, валюта, чаевые) — в нашем личном чате.
settings-group-admins-only = Менять язык группы могут только админы группы.

## The leaderboard (/top in groups): whether the user's name shows.

settings-menu-board-shown = 🏆 Рейтинги (/top): ваше имя видно
settings-menu-board-hidden = 🏆 Рейтинги (/top): вы показаны как «кто-то»
settings-board-hide-button = 🏆 Скрыть моё имя в /top
settings-board-show-button = 🏆 Показывать моё имя в /top
settings-board-hidden-saved = Теперь в /top вы показаны как «кто-то».
settings-board-shown-saved = Теперь ваше имя видно в /top.

## Private /settings → My groups: the groups the reader manages, and a group's page ($group HTML-escaped).
settings-groups-button = 👥 Мои группы
settings-groups-title = 👥 <b>Мои группы</b>
    Группы, где я видел вас админом. Выберите группу, чтобы настроить её.
settings-groups-none = 👥 <b>Мои группы</b>
    Пока нет: отправьте /settings в группе, где вы админ, и она появится здесь.
settings-group-page = ⚙️ <b>{ $group }</b>: настройки группы
settings-group-not-admin = Вы больше не админ этой группы.
