## /balance (src/features/balance): the figures go to the person's private chat only.

balance-balance =
    💰 <b>Баланс</b>
    Доступно: <b>{ $spendable }</b>
    Всего: { $total }
    Заморожено: { $frozen }
# The gateway did not answer: $reason says why and what to do, in one sentence.
balance-failed = ⚠️ { $reason }
balance-sent-privately = 📬 Ваш баланс отправлен вам в личный чат.
balance-start-private-first = 🔒 На /balance я отвечаю только в личном чате. Сначала откройте личный чат со мной, затем спросите снова.
