## ─── The Mini App's page (src/webapp/page) ───────────────────────────────
## Plain text shown in the page (no HTML). Numbers passed as values ($amount,
## $spent, $limit…) are formatted in the user's language by the page.

# An amount in satoshi. $amount: a number.
app-sat = { $amount } sat
app-loading = Loading…
app-retry = Try again
app-close = Close
app-sandbox = Test money: this bot runs on a sandbox gateway.
app-error-network = The bot could not be reached. Check your connection and try again.
app-error-unauthorized = This page could not confirm who you are. Close it and open it again from the bot's chat.
app-error-outside = Open this page from the bot's chat in Telegram.
app-error-not-connected = You have no wallet with the bot yet. Open its chat and press Start to set one up.
app-error-generic = Something went wrong. Try again in a moment.
app-copy = Copy
app-copied = Copied ✓
# A typed amount in sat that is no whole number above zero ("1,5", "abc", "0").
app-amount-whole-sat = Enter a whole number of sat, above zero.

## Home

app-home-balance = Balance
app-home-spendable = Spendable
app-home-frozen = Frozen
app-home-today = Spent today
# $spent and $limit: numbers of sat.
app-home-today-of-limit = { $spent } of { $limit } sat
app-home-no-limit = no daily limit
app-home-chart-title = Last 30 days
app-home-chart-in = In
app-home-chart-out = Out
app-home-chart-empty = Nothing came in or went out in the last 30 days.
app-home-receive = Receive
app-home-pay = Pay
app-home-send = Send
app-home-history = History
app-home-settings = Settings

## History

app-history-title = History
app-history-all = All
app-history-in = In
app-history-out = Out
app-history-pending = Pending
app-history-unknown = Unknown
app-history-empty = Nothing here yet.
app-history-more = Loading more…
app-history-end = That is everything.
app-history-amount-unknown = amount unknown
app-kind-invoice = Invoice
app-kind-payment = Payment
app-kind-withdrawal = Withdrawal
app-kind-tip-sent = Tip sent
app-kind-tip-received = Tip received
app-kind-received = Received
app-kind-voucher = Voucher
app-kind-pledge = Pledge
app-status-pending = pending
app-status-sent = sent
app-status-paid = paid
app-status-failed = failed
app-status-unknown = outcome unknown
app-status-expired = expired
app-detail-amount = Amount
app-detail-fee = Fee
app-detail-status = Status
app-detail-date = Date
app-detail-with = With
app-detail-description = Description
app-detail-reason = Reason
app-detail-hash = Payment hash
app-detail-pledge-ends = Ends unclaimed

## Receive

app-receive-title = Receive
app-receive-amount = Amount
app-receive-description = Description (optional)
app-receive-create = Create invoice
app-receive-amount-missing = Enter an amount above zero.
app-receive-waiting = Waiting for the payment…
app-receive-paid = Paid ✓
app-receive-expired = This invoice has expired. Create a new one.
app-receive-share = Share
# The text shared with the invoice. $amount: a number of sat.
app-receive-share-text = Please pay me { $amount } sat with this lightning invoice.
app-receive-new = New invoice
# $time: a date and time.
app-receive-expires = Valid until { $time }
app-receive-address = Your lightning address
app-receive-paycode = Your pay code

## Pay

app-pay-title = Pay
app-pay-input = Invoice, LNURL or lightning address
app-pay-placeholder = lnbc… or name@wallet.example
app-pay-scan = Scan QR code
app-pay-scan-hint = Point the camera at a lightning QR code
app-pay-check = Check
app-pay-amount = Amount
# $min and $max: numbers of sat.
app-pay-range = From { $min } to { $max } sat
app-pay-description = Description
app-pay-payee = To
# Whom an invoice pays when it is no member the bot knows: its node's key, shortened ($node, e.g. 02ab12cd…9f3e21).
app-pay-node = Lightning node { $node }
# Under the payee (the pay code's host) on Pay and Send: what the pay code calls itself, unchecked.
app-claimed-name = Calls itself “{ $name }”: its own words, not checked. The money goes to the host above.
app-pay-expires = Expires
app-pay-no-description = (none)
# The main button. $amount: a number of sat.
app-pay-button = Pay { $amount } sat
app-pay-paid = Paid ✓
# $fee: a number of sat.
app-pay-fee = Fee: { $fee } sat
app-pay-failed = Not paid. Nothing left your account.
app-pay-unknown = The outcome is not known yet, so it will not be tried again. Look in History in a few minutes before you pay again.
app-pay-pending = The payment is on its way. History shows how it ends.
app-pay-another = Pay something else

## Send

app-send-title = Send
app-send-to = To
app-send-to-placeholder = @username or name@wallet.example
app-send-amount = Amount in sat
app-send-note = Note (optional)
app-send-review = Review
# $amount: a number of sat.
app-send-confirm = Send { $amount } sat
# $name: "@alice" or an address.
app-send-to-whom = To { $name }
# $name: "@alice".
app-send-pledge = { $name } has no wallet with the bot yet. The sats stay yours until they start the bot; then they receive them.
app-send-sent = Sent ✓
# $name: "@alice".
app-send-pledged = Promised to { $name }: they receive it when they start the bot.
app-send-another = Send more

## Settings

app-settings-title = Settings
app-settings-language = Language
app-settings-language-telegram = As in Telegram
app-settings-currency = Currency
app-settings-currency-none = None (sat only)
app-settings-threshold = Confirm tips above (sat)
app-settings-threshold-hint = Tips above this amount ask Confirm / Cancel first; 0 confirms every tip.
app-settings-address = Lightning address for tips
app-settings-address-hint = Tips to you go there instead of your wallet with the bot. Leave it empty to keep them here.
app-settings-reaction-tips = Tip with emoji reactions
app-settings-leaderboard = Hide me on leaderboards
app-settings-save = Save
app-settings-saved = Saved ✓

## Bills (/split) on the home screen

app-bills-owe-title = You owe
app-bills-owed-title = Owed to you
app-bills-share = { $amount } to { $to }
app-bills-pay = Pay my share
app-bills-confirm = Confirm: { $amount } to { $to }
app-bills-paid = ✅ Your share is paid.
app-bills-not-paid = Your share was not paid.
app-bills-invoice = Pay this invoice from any lightning wallet:
app-bills-progress = { $paid } of { $count } paid

# Paid entry (/entry): the groups joined by paying, and an owner's groups.
app-entry-memberships-title = Memberships
app-entry-until = paid until { $date }
app-entry-paid-once = paid entry
app-entry-group-title = Paid entry · { $group }
app-entry-price = Price
app-entry-price-once = { $amount }
app-entry-price-monthly = { $amount } a month
app-entry-off = off
app-entry-members = Members
app-entry-no-members = No members yet.
app-entry-payments = Latest payments
app-entry-no-payments = No payments yet.
app-entry-status-waiting = waiting
app-entry-status-paid = paid, not let in yet
app-entry-status-in = in
app-entry-status-declined-first = paid, declined by an admin
app-entry-status-expired = not paid
app-entry-status-unwritten = could not write to them
