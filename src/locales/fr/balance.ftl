## /balance (src/features/balance): the figures go to the person's private chat only.

balance-balance =
    💰 <b>Solde</b>
    Disponible : <b>{ $spendable }</b>
    Total : { $total }
    Bloqué : { $frozen }
# The gateway did not answer: $reason says why and what to do, in one sentence.
balance-failed = ⚠️ { $reason }
balance-sent-privately = 📬 Je vous ai envoyé votre solde en conversation privée.
balance-start-private-first = 🔒 Je réponds à /balance en privé. Ouvrez d’abord une conversation privée avec moi, puis redemandez.
