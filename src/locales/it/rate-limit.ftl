## The group command rate limit (src/bot/flows/group-rate-limit.ts). HTML.

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Rallenta, { $name }: in questo gruppo ognuno può inviare al massimo { $perMinute } comandi al minuto. Per un momento ignoro i tuoi.
