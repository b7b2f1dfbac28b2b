## The rate limits: group commands (src/chat/flows/group-rate-limit.ts, HTML) and private chats
## (src/chat/flows/private-rate-limit.ts, plain text, also shown as a button toast: under 200 characters).

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Slow down, { $name }: at most { $perMinute } commands a minute each in this group. I am ignoring yours for a moment.

# $perMinute: how many messages and button presses a minute each user may send the bot in private.
rate-limit-private = ⏳ Slow down: at most { $perMinute } { $perMinute ->
        [one] message or button press
       *[other] messages or button presses
    } a minute. I am ignoring yours for a moment; try again in a minute.
