## Inline mode: @bot typed in any chat (src/bot/features/inline). Result titles and
## descriptions are plain text seen only by the sender; posted messages are HTML and may be
## read by anyone in that chat (satoshi only, never a balance).

# The button above the results for someone without an account (at most 64 characters).
inline-setup-button = Set up: open the bot
# A help result: what can be typed.
inline-help-invoice-title = Ask for a payment: type an amount and what for
# $bot: the bot's username, without @.
inline-help-invoice-description = e.g. @{ $bot } 1000 coffee, 5k lunch, 5 usd
# Posted when a help result is chosen (HTML). $bot: the bot's username, without @.
inline-help-message = ⚡ To ask for a payment in any chat, type <code>@{ $bot } 1000 coffee</code> and choose the invoice.
# Above the help results when the amount typed cannot be used (the reason is shown under it).
inline-refused-title = I cannot use that amount

## The invoice result and its card. $amount: "1,000 sat".

# $description: as typed.
inline-invoice-title = Invoice for { $amount }: { $description }
inline-invoice-title-alone = Invoice for { $amount }
inline-invoice-result-description = Creates an invoice on your account and posts it here for anyone to pay.
# Posted at once, until the invoice is made (HTML).
inline-invoice-pending = ⏳ <b>Invoice for { $amount }</b> is being created…
# The button of that message.
inline-pending-button = ⏳ Creating…
inline-pending-alert = The invoice is still being created. Try again in a moment.
# The card when its sender has no account (HTML).
inline-no-account = ⚠️ No invoice was created: the sender has no account with me yet.
inline-invoice-not-created = ⚠️ No invoice was created: that amount is not allowed. Type a new one.
# Buttons of the card.
inline-pay-button = ⚡ Pay
inline-qr-button = 🔳 QR code
# Answers to a press of the QR button.
inline-qr-sent = The QR code is in your private chat with me.
inline-invoice-gone = This invoice is no longer available. Ask for a new one.
