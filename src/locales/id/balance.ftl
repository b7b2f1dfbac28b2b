## /balance (src/features/balance): the figures go to the person's private chat only.

balance-balance =
    💰 <b>Saldo</b>
    Bisa dipakai: <b>{ $spendable }</b>
    Total: { $total }
    Dibekukan: { $frozen }
# The gateway did not answer: $reason says why and what to do, in one sentence.
balance-failed = ⚠️ { $reason }
balance-sent-privately = 📬 Saldomu sudah saya kirim lewat chat pribadi.
balance-start-private-first = 🔒 Saya menjawab /balance secara pribadi. Buka chat pribadi dengan saya dulu, lalu tanya lagi.
