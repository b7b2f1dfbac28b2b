## The group command rate limit (src/bot/flows/group-rate-limit.ts). HTML.

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Slow down, { $name }: at most { $perMinute } commands a minute each in this group. I am ignoring yours for a moment.
