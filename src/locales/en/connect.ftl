## /connect and /disconnect (src/features/connect): merchant keys, in a private chat only.

connect-sandbox = 🧪 This bot runs on a sandbox gateway: your account was made for you with test money, so there is nothing to connect. /balance shows it; /disconnect resets it to fresh test money.
connect-sandbox-in-group = 🧪 This bot runs on a sandbox gateway: there is nothing to connect, everyone gets a test account in a private chat with me.
connect-group-hint = 🔒 Connect your account in a private chat with me, never in a group.

## The three questions of /connect, and the check with the gateway.

connect-intro = 🔑 Let's connect your merchant account. I will ask for three things: merchant id, API key and secret key. I delete the messages with your keys right after reading them and store the keys encrypted. /cancel stops at any time.
connect-ask-merchant-id = 1/3 · Send your <b>merchant id</b>.
connect-ask-api-key = 2/3 · Send your <b>API key</b>. (I delete your message right after reading it.)
connect-ask-secret-key = 3/3 · Send your <b>secret key</b>. (I delete your message right after reading it.)
connect-bad-merchant-id = A merchant id is one line of text without spaces. Please send it again.
connect-bad-api-key = An API key is one line of text without spaces. Please send it again.
connect-bad-secret-key = The secret key must be hexadecimal (0-9, a-f). Please send it again.
connect-checking = Checking with the gateway…
# $reason: the gateway's refusal, one sentence.
connect-rejected =
    ❌ The gateway did not accept these keys. { $reason }
    Nothing was saved. Send /connect to try again.
# The description of the 1 sat invoice /connect makes to prove the keys are the merchant's (seen in the gateway's own lists).
connect-check-invoice-description = Connection check by the Telegram bot (not to be paid)
# $merchantId: what the user typed (HTML-escaped).
connect-merchant-mismatch =
    ❌ These keys belong to another merchant, not to <code>{ $merchantId }</code>.
    Nothing was saved. Check the merchant id and send /connect again.
# $merchantId: what the user typed; $reason: the gateway's answer, one sentence.
connect-check-failed =
    ❌ I could not confirm that these keys belong to merchant <code>{ $merchantId }</code>. { $reason }
    Nothing was saved. Send /connect to try again.
# $merchantId: the merchant id (HTML-escaped).
connect-merchant-taken =
    ❌ Merchant <code>{ $merchantId }</code> is already connected to another Telegram account in this bot. A merchant can be connected to one Telegram account only.
    Nothing was saved. Send /disconnect from that account first.
# The answer after saving is up to three messages joined by a blank line:
# connect-connected, connect-connected-webhook (when the bot has a public
# address for payment events), connect-connected-next.
connect-connected = ✅ Connected merchant <code>{ $merchantId }</code>. Your keys are stored encrypted.
# $eventsUrl: the URL the gateway should send this merchant's payment events to.
connect-connected-webhook =
    For payment notifications and /lnurl, register this webhook URL for your merchant with your gateway:
    <code>{ $eventsUrl }</code>
connect-connected-next = Try /balance or /invoice 1000.
connect-disconnected = Your merchant account was removed from this bot. Your keys are erased.
connect-nothing-to-disconnect = There is no connected account to remove.

## /disconnect on the sandbox: reset the test account, after a question only its asker may answer.

# $balance: what the account holds now; $fresh: what the new account starts with.
connect-reset-question =
    🧪 <b>Reset your test account?</b>
    Your sandbox account, now holding <b>{ $balance }</b>, is replaced by a new one with <b>{ $fresh }</b> of test money.
    Money paid to invoices and pay codes of the old account no longer reaches you. /history keeps the old account's operations.
# The same question when the balance could not be read. $fresh: what the new account starts with.
connect-reset-question-no-balance =
    🧪 <b>Reset your test account?</b>
    Your sandbox account is replaced by a new one with <b>{ $fresh }</b> of test money.
    Money paid to invoices and pay codes of the old account no longer reaches you. /history keeps the old account's operations.
connect-reset-button = 🔄 Reset test money
# $fresh: what the new account holds.
connect-reset-done = ✅ Your test account was reset: it holds <b>{ $fresh }</b> of test money. /history still lists the old account's operations.
connect-reset-cancelled = Reset cancelled: your test account is unchanged.
connect-reset-expired = This question has expired: send /disconnect again to reset your test money.
connect-nothing-to-reset = 🧪 You have no test account yet: one is made with your first command (try /balance). Nothing to reset.
