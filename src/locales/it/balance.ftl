## /balance (src/features/balance): the figures go to the person's private chat only.

balance-balance =
    💰 <b>Saldo</b>
    Disponibile: <b>{ $spendable }</b>
    Totale: { $total }
    Bloccato: { $frozen }
# The gateway did not answer: $reason says why and what to do, in one sentence.
balance-failed = ⚠️ { $reason }
balance-sent-privately = 📬 Ti ho inviato il saldo in chat privata.
balance-start-private-first = 🔒 Rispondo a /balance solo in privato. Prima apri una chat privata con me, poi chiedi di nuovo.
