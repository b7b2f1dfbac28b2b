## The rate limits: group commands (src/chat/flows/group-rate-limit.ts, HTML) and private chats
## (src/chat/flows/private-rate-limit.ts, plain text, also shown as a button toast: under 200 characters).

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Pelan-pelan, { $name }: di grup ini tiap orang maksimal { $perMinute } perintah per menit. Perintahmu saya abaikan sebentar.

# $perMinute: how many messages and button presses a minute each user may send the bot in private.
rate-limit-private = ⏳ Pelan-pelan: maksimal { $perMinute } pesan atau tekanan tombol per menit. Pesanmu saya abaikan sebentar; coba lagi dalam semenit.
