## Vouchers (src/features/voucher): LNURL-withdraw codes, lnurlw:// links and their
## QR codes, which pay whoever presents an invoice; redeemed into the user's own account.
## $host: the voucher's service (a host name); $amount, $min, $max: amounts;
## $refusal, $description: the service's own words (escaped and shortened).

voucher-group-hint = Vouchers are redeemed in our private chat: send me /claim there.
voucher-ask = 🎟 Send me the voucher: its LNURL (lnurl1…), an lnurlw:// link, or a photo of its QR code.
voucher-not-a-voucher = This is not a voucher. Send its LNURL (lnurl1…), an lnurlw:// link, or a photo of its QR code.

## The offer and the question.
voucher-offer = 🎟 <b>Voucher from { $host }</b>
voucher-description = 📝 In its words: “{ $description }”
voucher-range = It gives from { $min } to { $max }.
voucher-fixed = It gives { $amount }.
voucher-ask-amount = How much do you want to receive? Press the button for { $max }, or type an amount in sat or in your currency (for example 5 usd).
# The button that answers with the voucher's largest amount.
voucher-take-max = Receive { $max }
voucher-under-min = { $amount } is less than this voucher gives: at least { $min }.
voucher-over-max = { $amount } is more than this voucher gives: at most { $max }.
voucher-out-of-range = { $amount } is outside what this voucher gives.

## The message that follows a redemption, edited as it goes.
voucher-redeeming = ⏳ Redeeming { $amount } from { $host }…
voucher-accepted = ⏳ { $host } accepted the invoice for { $amount } and will pay it: this message changes when the payment arrives.
# $minutes: until the invoice expires.
voucher-unanswered = ⏳ { $host } did not answer clearly. If it pays { $amount }, this message changes; it can until the invoice expires in { $minutes } min.
voucher-received = ✅ <b>Received ✓ { $amount }</b>
voucher-from = 🎟 Voucher from { $host }
voucher-refused = ❌ { $host } did not pay { $amount }. In its own words: “{ $refusal }”
voucher-refused-silently = ❌ { $host } refused to pay { $amount }, without giving a reason.
voucher-expired = ⌛ No payment of { $amount } from { $host } was seen before the invoice expired. If { $host } paid it after all, this message changes when the payment is reported.
# $reason: the gateway's problem, one sentence.
voucher-invoice-failed = ❌ I could not create the invoice to receive { $amount }: { $reason } Nothing was sent to the voucher's service: send the voucher again to retry.
voucher-not-sent = ❌ This took too long, so nothing was sent to the voucher's service: send the voucher again.

## A voucher already redeemed through this bot.
voucher-taken = This voucher was already redeemed through this bot by someone else.
voucher-in-progress = This voucher is being redeemed right now: its message tells how it ends.
voucher-already-received = You already redeemed this voucher: { $amount } received.
voucher-already-waiting = You already redeemed this voucher for { $amount }; its service has not paid yet. The message of that redemption changes when it does.

## Why a voucher cannot be read or used.
voucher-error-loopback = The voucher points to this machine ({ $host }).
voucher-error-private-network = The voucher points to a private network address ({ $host }), which I do not contact.
voucher-error-not-https = The voucher's address at { $host } is not https, so it is not safe to use.
voucher-error-unreachable = I could not reach the voucher's service at { $host }. Nothing was received: try again later.
voucher-error-not-lnurl = The service at { $host } did not answer as LNURL does.
voucher-error-refused = The service at { $host } refused. In its own words: “{ $refusal }”
voucher-error-refused-silently = The service at { $host } refused without giving a reason.
voucher-error-not-voucher = This LNURL at { $host } is not a voucher: it gives no money.
voucher-error-pay-code = This is a pay code of { $host }, not a voucher: it takes money instead of giving it. To pay it, send it with /pay.
voucher-error-incomplete = The voucher's service at { $host } sent an incomplete withdraw request.
voucher-error-no-whole-sat = The voucher at { $host } gives no amount in whole satoshi, so it cannot be redeemed here.
