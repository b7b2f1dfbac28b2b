## Inline mode: @bot typed in any chat (src/features/inline). Result titles and
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
# Posted at once, until the invoice is made (HTML); it stays so if the bot never learns the result was chosen.
inline-invoice-pending = ⏳ <b>Invoice for { $amount }</b> is being created…
# The button of that message.
inline-pending-button = ⏳ Creating…
inline-pending-alert = This invoice is not ready yet. If this message has not changed within a minute, it was not created: ask the sender for a new one.
# The card when its sender has no account (HTML).
inline-no-account = ⚠️ No invoice was created: the sender has no account with me yet.
inline-invoice-not-created = ⚠️ No invoice was created: that amount is not allowed. Type a new one.
# Buttons of the card.
inline-pay-button = ⚡ Pay
inline-qr-button = 🔳 QR code
# Answers to a press of the QR button.
inline-qr-sent = The QR code is in your private chat with me.
inline-invoice-gone = This invoice is no longer available. Ask for a new one.

## The inline send: @bot send 500 [note], paid to the first other person who claims it.
## $amount: "500 sat"; $name: the sender's name and $claimer: the claimer's (HTML-escaped).

inline-help-send-title = Give to the first who claims: type send and an amount
# $bot: the bot's username, without @.
inline-help-send-description = e.g. @{ $bot } send 500 thanks
# Posted when that help result is chosen (HTML).
inline-help-send-message = 🎁 To give sats to the first who claims them in any chat, type <code>@{ $bot } send 500 thanks</code> and choose it.
inline-send-needs-amount = Type an amount after send, e.g. send 500 thanks.
# The result: its title and description state exactly what choosing it does.
inline-send-title = Send { $amount }: first to claim
inline-send-result-description = Sends { $amount } from your account to the first who claims it, at that moment (your limits apply). Open for a day.
# Posted at once, until the card is ready (HTML).
inline-send-pending = ⏳ <b>{ $amount } for the first to claim</b> is being set up…
inline-send-pending-alert = This is not ready yet. If this message has not changed within a minute, nothing was offered: ask the sender again.
inline-send-no-account = ⚠️ Nothing was offered: the sender has no account with me yet.
inline-send-not-offered = ⚠️ Nothing was offered: that amount is not allowed. Type a new one.
# The card (HTML).
inline-send-card = 🎁 <b>{ $name } sends { $amount }</b> to the first who claims it.
inline-send-card-expiry = Nothing is sent until someone claims it. Open for one day.
inline-claim-button = 🎁 Claim
inline-cancel-button = ✖️ Cancel (sender only)
inline-send-claimed = ✅ <b>{ $claimer } claimed { $amount }</b> from { $name }.
inline-send-unknown = ⚠️ <b>{ $amount } to { $claimer }: outcome unknown</b>, not retried. { $name } can check /history.
inline-send-cancelled = ✖️ <b>Cancelled</b> by { $name }: nothing was sent.
inline-send-expired = ⌛ <b>Expired</b>: nobody claimed { $amount } from { $name }; nothing was sent.
inline-send-closed = ✖️ <b>Closed</b>: { $name }'s { $amount } can no longer be claimed; nothing was sent.
# Someone who could not receive pressed Claim on an inline send and opened the bot through it:
# what waits for them, said first. $name: the sender (HTML-escaped); $ready: "yes" when they
# can receive now (the sandbox made their test account), else "no" (/connect follows).
inline-send-waiting =
    🎁 <b>{ $name } sends { $amount }</b> to the first who claims it, and it is still open.
    { $ready ->
        [yes] Your account is ready: go back to the message and press its 🎁 button again to receive it.
       *[no] To receive it, connect your merchant account (I ask for it below) or set a lightning address in /settings, then go back to the message and press its 🎁 button again.
    }
# Answers to presses, in the presser's language (plain text, at most 200 characters).
# $name: the sender's name, as is.
inline-claim-paid = 💰 You received { $amount } from { $name }.
inline-claim-own = You cannot claim your own send. Press Cancel to take it back.
inline-claim-taken = Someone else claimed it first.
inline-claim-ended = This send is no longer open.
inline-claim-busy = Your claim is being paid. Wait a moment.
inline-claim-already = You already claimed this.
inline-claim-not-paid = Nothing was paid: the sender's account cannot pay it right now. It stays open: try again later.
inline-claim-unknown = The payment left, but its outcome is unknown; it is not retried. Check /history.
inline-cancel-not-owner = Only the sender can cancel this.
inline-cancel-done = Cancelled: nothing was sent.
inline-cancel-too-late = Too late: someone is claiming it right now.
inline-send-gone = This send is no longer available.
# To the sender, privately (HTML).
inline-send-note-claimed = 🎁 { $claimer } claimed your <b>{ $amount }</b> (inline send).

## The inline giveaway: @bot giveaway 1000 5 [note]; its card is the giveaway's (giveaway.ftl).
## $count: how many members; $share: "200 sat" each; $total: the most that may leave the account.

inline-help-giveaway-title = Give to the first few: type giveaway, a total and how many
# $bot: the bot's username, without @.
inline-help-giveaway-description = e.g. @{ $bot } giveaway 1000 5 thanks
# Posted when that help result is chosen (HTML).
inline-help-giveaway-message = 🎁 To share sats among the first who claim them in any chat, type <code>@{ $bot } giveaway 1000 5 thanks</code> (5 × 200 sat) and choose it.
inline-giveaway-needs-amounts = Type a total and how many after giveaway, e.g. giveaway 1000 5 thanks.
inline-giveaway-ambiguous = That reads two ways: write the total without spaces, e.g. giveaway 1500 5
# The result: its title and description state exactly what choosing it does. $minutes: how long it stays open.
inline-giveaway-title = Giveaway: { $count } × { $share }, first to claim
inline-giveaway-result-description = Gives up to { $total } from your account: { $count } × { $share } to the first { $count } who claim, paid then (your limits apply then). Ends after { $minutes } min; you can end it sooner.
# Posted at once, until the card is ready (HTML).
inline-giveaway-pending = ⏳ <b>Giveaway: { $count } × { $share }</b> is being set up…
# Where the giveaway is, after "in" in the creator's private notes ("Your giveaway in an inline message ended") and in the shares' default description.
inline-giveaway-place = an inline message
