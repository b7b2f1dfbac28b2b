## The rate limits: group commands (src/chat/flows/group-rate-limit.ts, HTML) and private chats
## (src/chat/flows/private-rate-limit.ts, plain text, also shown as a button toast: under 200 characters).

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Langsam, { $name }: In dieser Gruppe sind höchstens { $perMinute } Befehle pro Minute und Person erlaubt. Deine ignoriere ich kurz.

# $perMinute: how many messages and button presses a minute each user may send the bot in private.
rate-limit-private = ⏳ Langsam: höchstens { $perMinute } { $perMinute ->
        [one] Nachricht oder Tastendruck
       *[other] Nachrichten oder Tastendrücke
    } pro Minute. Deine ignoriere ich kurz; versuch es in einer Minute wieder.
