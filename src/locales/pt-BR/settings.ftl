## /settings in a private chat (src/features/settings): the menu is
## settings-title, a blank line, then one line per setting.

settings-title = ⚙️ <b>Configurações</b>
# $language: the language's name in itself (Español, Deutsch…), chosen in /settings.
settings-menu-language = 🌐 Idioma: { $language }
# No language chosen: the one of the user's Telegram app. $language: its name in itself.
settings-menu-language-telegram = 🌐 Idioma: { $language } (o mesmo do seu app do Telegram)
# No language chosen, and the Telegram app's language is not one the bot speaks (or unknown). $language: its name in itself.
settings-menu-language-default = 🌐 Idioma: { $language } (o padrão)
# $name: the currency's name (US Dollar), $code: its code (USD); chosen in /settings.
settings-menu-currency = 💱 Moeda: { $name } ({ $code })
# No currency chosen: the one the user's language suggests. $name: the currency's name, $code: its code.
settings-menu-currency-default = 💱 Moeda: { $name } ({ $code }), sugerida pelo seu idioma
settings-menu-currency-none = 💱 Moeda: nenhuma (valores só em sat)
# The exchange rate in use. $price: one bitcoin in the user's currency ($100,000.00); $minutes: how long ago it was read.
settings-menu-rate =
    📈 1 BTC = { $price }, { $minutes ->
        [0] agora mesmo
       *[other] há { $minutes } min
    }
# The same, when the rate is a fixed test rate of the sandbox (not a market price).
settings-menu-test-rate =
    📈 1 BTC = { $price } (cotação de teste do sandbox), { $minutes ->
        [0] agora mesmo
       *[other] há { $minutes } min
    }
settings-menu-no-rate = 📈 Sem cotação no momento: os valores aparecem só em sat.
settings-menu-every-tip = 💸 Confirmação de gorjetas: toda gorjeta que você dá pede Confirmar / Cancelar antes
# $threshold: an amount.
settings-menu-threshold = 💸 Confirmação de gorjetas: gorjetas suas acima de <b>{ $threshold }</b> pedem Confirmar / Cancelar antes; as menores saem na hora
settings-menu-no-address = ⚡ Endereço lightning para gorjetas: não definido (as gorjetas para você vão para a sua conta aqui comigo)
# $address: user@domain.
settings-menu-address = ⚡ Endereço lightning para gorjetas: <code>{ $address }</code> (as gorjetas para você vão para lá)

## The menu's buttons.

settings-language-button = 🌐 Idioma
settings-currency-button = 💱 Moeda
settings-threshold-button = 💸 Alterar limite
settings-always-confirm-button = Confirmar toda gorjeta
settings-set-address-button = ⚡ Definir endereço
settings-change-address-button = ⚡ Alterar endereço
settings-remove-address-button = Remover endereço
# In the language list: follow the language of the user's Telegram app.
settings-telegram-language-button = 📱 O mesmo do meu app do Telegram
settings-no-currency-button = Nenhuma (só sat)
settings-back-button = « Voltar
# The option in force, in a list of choices. $label: the option's own label.
settings-chosen-button = ✓ { $label }

## Questions and answers of the menu.

# $current: the threshold now, an amount.
settings-ask-threshold =
    💸 Acima de qual valor as gorjetas devem pedir Confirmar / Cancelar antes? Agora: <b>{ $current }</b>.
    Envie um valor, por exemplo 5000 ou 10k (/cancel mantém o atual).
settings-ask-address = ⚡ Envie o endereço lightning para onde devem ir as gorjetas para você, por exemplo <code>voce@wallet.example</code> (/cancel mantém o atual).
settings-not-an-address = Isso não é um endereço lightning: ele tem o formato <code>nome@wallet.example</code>.
settings-local-address = Esse endereço está em um host local que o gateway não consegue acessar. Envie o endereço lightning público da sua carteira.
settings-address-unreachable = Não consegui alcançar { $host } para verificar esse endereço, então ele não foi salvo. Confira o endereço ou tente de novo mais tarde.
settings-outdated-menu = Este menu foi substituído por um mais novo: use aquele ou envie /settings.
# $threshold: an amount.
settings-threshold-saved = ✅ Salvo: gorjetas suas acima de <b>{ $threshold }</b> pedem Confirmar / Cancelar antes.
# $address: user@domain.
settings-address-saved = ✅ Salvo: as gorjetas para você vão para <code>{ $address }</code>.
settings-always-confirm-saved = Agora toda gorjeta pede confirmação antes.
settings-address-removed = Endereço removido: as gorjetas para você vão para a sua conta.
settings-group-hint = ⚙️ O /settings funciona no chat privado comigo.

## /settings by an admin in a group: the language the bot speaks to the group.

# $language: the group's language, named in itself.
settings-group-language = 🌐 Idioma neste grupo: { $language }
settings-group-about = Os admins do grupo escolhem o idioma que eu falo aqui. Suas configurações pessoais (idioma, moeda, gorjetas) ficam no nosso chat privado.
settings-group-admins-only = Só os admins do grupo podem mudar o idioma do grupo.

## The leaderboard (/top in groups): whether the user's name shows.

settings-menu-board-shown = 🏆 Rankings (/top): seu nome aparece
settings-menu-board-hidden = 🏆 Rankings (/top): você aparece como "alguém"
settings-board-hide-button = 🏆 Ocultar meu nome no /top
settings-board-show-button = 🏆 Mostrar meu nome no /top
settings-board-hidden-saved = Agora você aparece como "alguém" no /top.
settings-board-shown-saved = Agora seu nome aparece no /top.

## Private /settings → My groups: the groups the reader manages, and a group's page ($group HTML-escaped).
settings-groups-button = 👥 Meus grupos
settings-groups-title = 👥 <b>Meus grupos</b>
    Grupos em que vi você como admin. Escolha um para configurá-lo.
settings-groups-none = 👥 <b>Meus grupos</b>
    Nenhum ainda: envie /settings em um grupo em que você é admin e ele aparecerá aqui.
settings-group-page = ⚙️ <b>{ $group }</b>: configurações do grupo
settings-group-not-admin = Você não é mais admin desse grupo.
