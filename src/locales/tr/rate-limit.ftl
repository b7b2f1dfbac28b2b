## The group command rate limit (src/bot/flows/group-rate-limit.ts). HTML.

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Biraz yavaşlayın, { $name }: bu grupta herkes dakikada en fazla { $perMinute } komut gönderebilir. Sizinkileri bir süreliğine yok sayıyorum.
