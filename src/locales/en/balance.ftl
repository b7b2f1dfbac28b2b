## /balance (src/features/balance): the figures go to the person's private chat only.

balance-balance =
    💰 <b>Balance</b>
    Spendable: <b>{ $spendable }</b>
    Total: { $total }
    Frozen: { $frozen }
# The gateway did not answer: $reason says why and what to do, in one sentence.
balance-failed = ⚠️ { $reason }
balance-sent-privately = 📬 I sent your balance to you in a private chat.
balance-start-private-first = 🔒 I answer /balance in private. Open a private chat with me first, then ask again.
