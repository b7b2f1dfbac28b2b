## The rate limits: group commands (src/chat/flows/group-rate-limit.ts, HTML) and private chats
## (src/chat/flows/private-rate-limit.ts, plain text, also shown as a button toast: under 200 characters).

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ { $name }, помедленнее: в этой группе каждый может отправлять не больше { $perMinute } { $perMinute ->
        [one] команды
        [few] команд
        [many] команд
       *[other] команды
    } в минуту. Ваши команды я ненадолго игнорирую.

# $perMinute: how many messages and button presses a minute each user may send the bot in private.
rate-limit-private = ⏳ Помедленнее: не больше { $perMinute } { $perMinute ->
        [one] сообщения или нажатия
        [few] сообщений или нажатий
        [many] сообщений или нажатий
       *[other] сообщения или нажатия
    } на кнопки в минуту. Ваши я ненадолго игнорирую; попробуйте снова через минуту.
