## The Mini App: its button in the chat, and the API's refusals (plain text in the page)

webapp-open-button = 👛 Open wallet
webapp-open-hint = Your wallet as an app: balance, history, receive and pay in a few taps.
webapp-error-not-connected = You have no wallet with the bot yet. Open its chat and connect one with /connect.
webapp-error-bad-amount = Enter an amount as a whole number of sat above zero, or a fiat amount such as 5 usd.
webapp-error-voucher = This LNURL is not a pay code. If it is a voucher, paste it in the chat with the bot to redeem it.
webapp-error-stale = This confirmation has expired or no longer applies. Start again.
webapp-error-cannot-receive = This payment cannot be made to that recipient.
webapp-error-bad-language = That language is not offered.
webapp-error-bad-currency = That currency is not offered.
webapp-error-bad-threshold = Enter a whole number of sat from 0 to { $max }.
webapp-error-too-large = That is too much text for one request (at most { $kb } kB). Check what you pasted: an invoice or a pay code is far shorter.
webapp-outcome-unknown = The gateway did not confirm the result. It will not be tried again: check your balance and history before paying again.
