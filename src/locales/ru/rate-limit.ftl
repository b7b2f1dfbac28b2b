## The group command rate limit (src/bot/flows/group-rate-limit.ts). HTML.

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ { $name }, помедленнее: в этой группе каждый может отправлять не больше { $perMinute } { $perMinute ->
        [one] команды
        [few] команд
        [many] команд
       *[other] команды
    } в минуту. Ваши команды я ненадолго игнорирую.
