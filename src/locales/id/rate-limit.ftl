## The group command rate limit (src/bot/flows/group-rate-limit.ts). HTML.

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Pelan-pelan, { $name }: di grup ini tiap orang maksimal { $perMinute } perintah per menit. Perintahmu saya abaikan sebentar.
