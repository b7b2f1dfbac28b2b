## Condizioni di lotterie, giveaway e pioggia (src/chat/flows/conditions.ts).

condition-bad = Non capisco la condizione <code>{ $word }</code>. Condizioni: <code>member:7d</code>, <code>active:14d</code>, <code>channel:@nome</code>, <code>premium</code>, <code>captcha</code>.
condition-channel-not-admin = Non vedo chi è in @{ $channel }: rendimi amministratore lì, poi invia di nuovo il comando.
condition-member = • conosciuto in questo gruppo da { $days } giorni o più
condition-active = • ha scritto qui negli ultimi { $days } giorni
condition-channel = • membro di @{ $channel }
condition-premium = • Telegram Premium
condition-captcha = • prima un rapido controllo in privato
condition-refused-premium = È per i membri con Telegram Premium.
condition-refused-member = È per i membri che conosco in questo gruppo da { $days } giorni o più.
condition-refused-active = È per i membri che hanno scritto in questo gruppo negli ultimi { $days } giorni.
condition-refused-channel = È per i membri di @{ $channel }: unisciti, poi premi di nuovo.
condition-captcha-not-here = Un captcha richiede un pulsante che ognuno preme: la pioggia non ne ha, quindi non accetta <code>captcha</code>.

captcha-ask = 🎟 Per partecipare in <b>{ $chat }</b>, tocca { $emoji }.
captcha-wrong = Non quello: riprova.
captcha-failed = Non era quello. Premi di nuovo il pulsante della scheda per riprovare.
captcha-over = Questo controllo è finito: la scheda a cui serviva è chiusa.
captcha-passed = ✅ Controllo superato.
captcha-press-again = ✅ Controllo superato. Torna in <b>{ $chat }</b> e premi di nuovo il pulsante.
