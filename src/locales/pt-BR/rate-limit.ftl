## The rate limits: group commands (src/chat/flows/group-rate-limit.ts, HTML) and private chats
## (src/chat/flows/private-rate-limit.ts, plain text, also shown as a button toast: under 200 characters).

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Mais devagar, { $name }: no máximo { $perMinute } comandos por minuto para cada um neste grupo. Vou ignorar os seus por um momento.

# $perMinute: how many messages and button presses a minute each user may send the bot in private.
rate-limit-private = ⏳ Mais devagar: no máximo { $perMinute } { $perMinute ->
        [one] mensagem ou toque em botão
       *[other] mensagens ou toques em botões
    } por minuto. Vou ignorar os seus por um momento; tente de novo em um minuto.
