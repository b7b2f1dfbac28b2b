## What the bot says to messages no command took (src/features/fallback). HTML.

fallback-not-understood = Das habe ich nicht verstanden. Sende /help, um zu sehen, was ich kann, füge eine Rechnung ein, um sie zu bezahlen, oder schick ein Foto von einem QR-Code.
