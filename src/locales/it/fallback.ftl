## What the bot says to messages no command took (src/features/fallback). HTML.

fallback-not-understood = Non ho capito. Invia /help per vedere cosa so fare, incolla una fattura per pagarla o invia la foto di un codice QR.
