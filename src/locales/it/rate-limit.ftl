## The rate limits: group commands (src/chat/flows/group-rate-limit.ts, HTML) and private chats
## (src/chat/flows/private-rate-limit.ts, plain text, also shown as a button toast: under 200 characters).

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Rallenta, { $name }: in questo gruppo ognuno può inviare al massimo { $perMinute } comandi al minuto. Per un momento ignoro i tuoi.

# $perMinute: how many messages and button presses a minute each user may send the bot in private.
rate-limit-private = ⏳ Rallenta: al massimo { $perMinute } { $perMinute ->
        [one] messaggio o pressione di pulsante
       *[other] messaggi o pressioni di pulsanti
    } al minuto. Per un momento ignoro i tuoi; riprova tra un minuto.
