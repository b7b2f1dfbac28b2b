## /balance (src/features/balance): the figures go to the person's private chat only.

balance-balance =
    💰 <b>Saldo</b>
    Disponível: <b>{ $spendable }</b>
    Total: { $total }
    Bloqueado: { $frozen }
# The gateway did not answer: $reason says why and what to do, in one sentence.
balance-failed = ⚠️ { $reason }
balance-sent-privately = 📬 Te enviei seu saldo no chat privado.
balance-start-private-first = 🔒 Respondo o /balance só no privado. Abra um chat privado comigo primeiro e peça de novo.
