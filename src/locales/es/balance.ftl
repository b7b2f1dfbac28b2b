## /balance (src/features/balance): the figures go to the person's private chat only.

balance-balance =
    💰 <b>Saldo</b>
    Disponible: <b>{ $spendable }</b>
    Total: { $total }
    Bloqueado: { $frozen }
# The gateway did not answer: $reason says why and what to do, in one sentence.
balance-failed = ⚠️ { $reason }
balance-sent-privately = 📬 Te envié tu saldo por chat privado.
balance-start-private-first = 🔒 /balance lo respondo en privado. Abre primero un chat privado conmigo y vuelve a pedírmelo.
