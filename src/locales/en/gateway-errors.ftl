## Gateway failures in plain words (src/wording/gateway-errors.ts): one plain-text
## sentence each, saying what happened and what to do next.

gateway-errors-unreachable = The payment gateway could not be reached. Nothing was done; please try again later.
gateway-errors-authentication = The gateway no longer accepts your account's keys. Send /connect to enter them again.
gateway-errors-rate-limited = The gateway is busy right now. Nothing was done; please try again in a minute.
gateway-errors-unavailable = The payment gateway is not reachable right now. Nothing was done; please try again later.
gateway-errors-outcome-unknown = The gateway did not confirm the result. The outcome is unknown, so it is NOT retried: check /balance and /history before trying again.
gateway-errors-unexpected-response = The gateway gave an answer I do not understand. Check /balance and /history before trying again.
gateway-errors-permission-denied = The gateway says this account may not do that. Check your merchant id with /connect.

## Refusals. $said is the gateway's own words (in its language, usually
## English), without their final punctuation, quoted after a sentence of ours.
## not-sent-*: the request was refused before it was sent, by what was wrong.

gateway-errors-not-sent-empty-invoice = Nothing was sent: the invoice is empty.
gateway-errors-not-sent-empty-address = Nothing was sent: the bitcoin address is empty.
gateway-errors-not-sent-empty-lnurl = Nothing was sent: the LNURL is empty.
gateway-errors-not-sent-empty-merchant-id = Nothing was sent: the merchant id is empty.
gateway-errors-not-sent-bad-amount = Nothing was sent: the amount must be a whole positive number of satoshi.
gateway-errors-not-sent-bad-lnurl = Nothing was sent: that LNURL cannot be sent as it is. Check it and try again.
gateway-errors-not-sent-bad-merchant-id = Nothing was sent: that merchant id cannot be sent as it is. Check it and try again.
gateway-errors-not-sent-plain = Nothing was sent.
gateway-errors-refused = The gateway refused: “{ $said }”.
gateway-errors-refused-plain = The gateway refused.
gateway-errors-unknown-merchant = The gateway does not know that merchant: “{ $said }”.
gateway-errors-unknown-merchant-plain = The gateway does not know that merchant.
gateway-errors-request-refused = The gateway refused the request: “{ $said }”.
gateway-errors-request-refused-plain = The gateway refused the request.
