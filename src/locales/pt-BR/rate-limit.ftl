## The group command rate limit (src/bot/flows/group-rate-limit.ts). HTML.

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Mais devagar, { $name }: no máximo { $perMinute } comandos por minuto para cada um neste grupo. Vou ignorar os seus por um momento.
