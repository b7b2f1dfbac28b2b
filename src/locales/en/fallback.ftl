## What the bot says to messages no command took (src/features/fallback). HTML.

fallback-not-understood = I did not understand that. Send /help to see what I can do, paste an invoice to pay it, or send a photo of a QR code.
