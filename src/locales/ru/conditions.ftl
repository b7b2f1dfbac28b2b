## Условия розыгрышей, раздач и дождя (src/chat/flows/conditions.ts).

condition-bad = Не понимаю условие <code>{ $word }</code>. Условия: <code>member:7d</code>, <code>active:14d</code>, <code>channel:@имя</code>, <code>premium</code>, <code>captcha</code>.
condition-channel-not-admin = Я не вижу, кто состоит в @{ $channel }: сделайте меня там администратором и отправьте команду снова.
condition-member = • в этой группе не меньше { $days } дн.
condition-active = • писал здесь за последние { $days } дн.
condition-channel = • участник @{ $channel }
condition-premium = • Telegram Premium
condition-captcha = • сначала быстрая проверка в личке
condition-refused-premium = Это для участников с Telegram Premium.
condition-refused-member = Это для тех, кого я знаю в этой группе не меньше { $days } дн.
condition-refused-active = Это для тех, кто писал в этой группе за последние { $days } дн.
condition-refused-channel = Это для участников @{ $channel }: вступите и нажмите ещё раз.
condition-captcha-not-here = Для капчи нужна кнопка, которую нажимает каждый: у дождя её нет, поэтому <code>captcha</code> здесь нельзя.

captcha-ask = 🎟 Чтобы участвовать в <b>{ $chat }</b>, нажмите { $emoji }.
captcha-wrong = Не то: попробуйте ещё раз.
captcha-failed = Не угадали. Нажмите кнопку на карточке ещё раз, чтобы попробовать снова.
captcha-over = Эта проверка закончилась: карточка, для которой она была, уже закрыта.
captcha-passed = ✅ Проверка пройдена.
captcha-press-again = ✅ Проверка пройдена. Вернитесь в <b>{ $chat }</b> и нажмите кнопку ещё раз.
