## Gorjetas por reação (src/features/reactions).

reaction-settings-menu-off = 👍 Gorjetas por reação: desativadas
reaction-settings-menu-on = 👍 Gorjetas por reação: { $amounts }, até <b>{ $budget }</b> por dia (em grupos onde sou admin)
reaction-settings-on-button = 👍 Ativar gorjetas por reação
reaction-settings-off-button = Desativar gorjetas por reação
reaction-settings-amounts-button = 👍 Valores por emoji
reaction-settings-budget-button = 👍 Orçamento diário
reaction-settings-turned-on = Gorjetas por reação ativadas: suas reações dão gorjeta em grupos onde sou admin.
reaction-settings-turned-off = Gorjetas por reação desativadas.
reaction-settings-ask-amounts =
    👍 Quais reações dão quanto de gorjeta? Agora: { $amounts }.
    Envie emojis, cada um com um valor, ex.: <code>⚡ 21 🔥 100 ❤ 10</code> (/cancel mantém os atuais).
reaction-settings-not-a-reaction = { $emoji } não é uma reação que o Telegram oferece. Use reações como ⚡ 🔥 ❤ 👍.
reaction-settings-bad-mapping = Envie emojis, cada um seguido de um valor, ex.: <code>⚡ 21 🔥 100</code> (no máximo 10).
reaction-settings-amounts-saved = ✅ Salvo: suas reações dão { $amounts }.
reaction-settings-ask-budget =
    👍 Quanto suas reações podem dar no total por dia? Agora: <b>{ $budget }</b>.
    Envie um valor, ex.: 1000 ou 5k (/cancel mantém o atual).
reaction-settings-budget-saved = ✅ Salvo: suas reações dão até <b>{ $budget }</b> por dia.
reaction-group-needs-admin = 👍 Gorjetas por reação (ativadas em /settings) só funcionam se um admin me tornar admin aqui: o Telegram só mostra reações a bots admin.
reaction-group-cannot-deliver = 👍 Suas gorjetas por reação não funcionam em <b>{ $group }</b>: o Telegram só mostra reações a bots que são admin lá. Peça a um admin para me tornar admin; enquanto isso, /tip funciona.
reaction-budget-reached = 👍 Sua gorjeta por reação de { $amount } para { $to } em { $where } não foi enviada: passaria do seu orçamento diário de reações de { $budget }. Aumente-o em /settings ou use /tip.
reaction-rate-limited = 👍 Sua última reação em { $where } não enviou nada: no máximo { $perMinute } gorjetas por minuto em cada grupo. Espere um pouco e reaja de novo.

reaction-tip-tipper-line = 👍 Enviada pela sua reação. Valores e orçamento diário: /settings.
reaction-tip-recipient-line = 👍 Uma gorjeta por reação.
