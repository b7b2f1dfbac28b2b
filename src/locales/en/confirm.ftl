## The confirmation of every send (pay, withdraw, tip): the answers to its
## buttons and the outcomes it becomes (src/chat/flows/confirm.ts). HTML.
## $what names the send, e.g. "payment of 1,500 sat to alice@example.com";
## $reason is one plain sentence saying why it failed.

# The answer to a press of Confirm, while the send runs.
confirm-sending = ⏳ Sending…
confirm-sent = ✅ Done: { $what }
confirm-not-sent = ❌ Not sent: { $what }
confirm-failed =
    ❌ Not sent: { $what }
    { $reason }
    Nothing left your account.
confirm-unknown =
    ❓ Outcome unknown: { $what }
    The gateway did not confirm it. It is <b>not</b> retried automatically: check /balance and /history before trying again.
confirm-cancelled = 🚫 Cancelled: { $what }. Nothing was sent.
confirm-nothing-left = Nothing left your account.
confirm-nothing-sent = Nothing was sent.
confirm-unknown-advice = The gateway did not confirm it. It is <b>not</b> retried automatically: check /balance and /history before trying again.
confirm-reason-told-privately = I told you why in our private chat. Nothing left your account.
confirm-reason-in-history = Nothing left your account. Open our private chat and send /history to see why.
confirm-already = This was already handled.
# $state: the send's state as kept in the history.
confirm-already-state = Already handled: { $state ->
        [sent] sent
        [paid] paid
        [failed] failed
       *[other] { $state }
    }.
confirm-stale = This confirmation has expired. Start again.
# $limit: an amount, e.g. 1,000,000 sat.
confirm-over-per-payment = This is above the limit of { $limit } per payment. Nothing was sent.
# $limit, $remaining: amounts.
confirm-over-daily = This would pass your daily limit of { $limit } (left today: { $remaining }). Nothing was sent.
# In the group; $told is "yes" when the person was told more in the private chat, else "no".
confirm-over-daily-in-group = { $told ->
        [yes] This would pass your daily limit; I told you more in our private chat. Nothing was sent.
       *[no] This would pass your daily limit. Nothing was sent.
    }
# $expected, $got: amounts.
confirm-amount-mismatch = The recipient's invoice was for { $got }, not the { $expected } you confirmed, so I did not pay it.
# $expected: an amount.
confirm-amount-mismatch-no-amount = The recipient's invoice was for no fixed amount, not the { $expected } you confirmed, so I did not pay it.
confirm-no-recipient = The recipient has no account to receive this.
confirm-gateway-refused = The gateway refused.
confirm-account-changed =
    🚫 Not sent: { $what }
    This was shown for a gateway account that is no longer connected. Nothing was sent: start again to pay from your current account.
confirm-account-changed-answer = Your account changed since this was shown. Nothing was sent: start again.
confirm-interrupted =
    ❓ Outcome unknown: { $what }
    The bot was interrupted while sending. It is <b>not</b> retried automatically: check /balance and /history before trying again.
confirm-interrupted-advice = The bot was interrupted while sending. It is <b>not</b> retried automatically: check /balance and /history before trying again.
confirm-unknown-answer = ❓ Outcome unknown — not retried. Check /balance and /history before trying again.
confirm-in-progress = ⏳ No outcome yet: it will appear on the confirmation message. Nothing is sent twice.
# A send named from its history entry: $amount, e.g. 1,500 sat; $counterpart, e.g. alice@example.com.
confirm-what-from-history = { $amount } to { $counterpart }

## Why a payment failed or is in doubt, as /history and a settled send say it.
failure-not-confirmed = The gateway did not confirm the result; it is not retried. Check /balance before trying again.
failure-interrupted-before-send = Interrupted before sending: nothing was sent.
failure-cancelled-before-send = Cancelled before sending: nothing was sent.
failure-interrupted-while-sending = Interrupted while sending: not retried. Check /balance and /history.
failure-host-unreachable = I could not reach { $host } right before sending, so nothing was sent. Try again later.
