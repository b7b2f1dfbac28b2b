## The group command rate limit (src/bot/flows/group-rate-limit.ts). HTML.

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Langsam, { $name }: In dieser Gruppe sind höchstens { $perMinute } Befehle pro Minute und Person erlaubt. Deine ignoriere ich kurz.
