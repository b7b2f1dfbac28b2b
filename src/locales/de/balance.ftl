## /balance (src/features/balance): the figures go to the person's private chat only.

balance-balance =
    💰 <b>Guthaben</b>
    Verfügbar: <b>{ $spendable }</b>
    Gesamt: { $total }
    Eingefroren: { $frozen }
# The gateway did not answer: $reason says why and what to do, in one sentence.
balance-failed = ⚠️ { $reason }
balance-sent-privately = 📬 Ich habe dir dein Guthaben im privaten Chat geschickt.
balance-start-private-first = 🔒 /balance beantworte ich nur privat. Öffne zuerst einen privaten Chat mit mir und frag dann noch einmal.
