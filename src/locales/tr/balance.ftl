## /balance (src/features/balance): the figures go to the person's private chat only.

balance-balance =
    💰 <b>Bakiye</b>
    Harcanabilir: <b>{ $spendable }</b>
    Toplam: { $total }
    Dondurulmuş: { $frozen }
# The gateway did not answer: $reason says why and what to do, in one sentence.
balance-failed = ⚠️ { $reason }
balance-sent-privately = 📬 Bakiyenizi size özel sohbette gönderdim.
balance-start-private-first = 🔒 /balance komutunu yalnızca özel sohbette yanıtlıyorum. Önce benimle özel bir sohbet açın, sonra yeniden sorun.
