## The rate limits: group commands (src/chat/flows/group-rate-limit.ts, HTML) and private chats
## (src/chat/flows/private-rate-limit.ts, plain text, also shown as a button toast: under 200 characters).

# $name: the member's first name; $perMinute: how many commands a minute each member may send.
rate-limit-slow-down = ⏳ Biraz yavaşlayın, { $name }: bu grupta herkes dakikada en fazla { $perMinute } komut gönderebilir. Sizinkileri bir süreliğine yok sayıyorum.

# $perMinute: how many messages and button presses a minute each user may send the bot in private.
rate-limit-private = ⏳ Biraz yavaşlayın: dakikada en fazla { $perMinute } mesaj veya düğme basışı. Sizinkileri bir süreliğine yok sayıyorum; bir dakika sonra yeniden deneyin.
