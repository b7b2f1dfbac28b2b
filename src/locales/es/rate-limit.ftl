## The group command rate limit (src/bot/flows/group-rate-limit.ts). HTML.

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Más despacio, { $name }: en este grupo, como máximo { $perMinute } comandos por minuto cada uno. Ignoro los tuyos durante un momento.
