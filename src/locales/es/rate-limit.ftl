## The rate limits: group commands (src/chat/flows/group-rate-limit.ts, HTML) and private chats
## (src/chat/flows/private-rate-limit.ts, plain text, also shown as a button toast: under 200 characters).

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Más despacio, { $name }: en este grupo, como máximo { $perMinute } comandos por minuto cada uno. Ignoro los tuyos durante un momento.

# $perMinute: how many messages and button presses a minute each user may send the bot in private.
rate-limit-private = ⏳ Más despacio: como máximo { $perMinute } { $perMinute ->
        [one] mensaje o pulsación de botón
       *[other] mensajes o pulsaciones de botón
    } por minuto. Ignoro los tuyos durante un momento; vuelve a intentarlo en un minuto.
