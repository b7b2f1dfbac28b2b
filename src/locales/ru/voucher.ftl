## Vouchers (src/features/voucher): LNURL-withdraw codes, lnurlw:// links and their
## QR codes, which pay whoever presents an invoice; redeemed into the user's own account.
## $host: the voucher's service (a host name); $amount, $min, $max: amounts;
## $refusal, $description: the service's own words (escaped and shortened).

voucher-group-hint = Ваучеры погашаются в нашем личном чате: отправьте мне там /claim.
voucher-ask = 🎟 Пришлите мне ваучер: его LNURL (lnurl1…), ссылку lnurlw:// или фото его QR-кода.
voucher-not-a-voucher = Это не ваучер. Пришлите его LNURL (lnurl1…), ссылку lnurlw:// или фото его QR-кода.

## The offer and the question.
voucher-offer = 🎟 <b>Ваучер от { $host }</b>
voucher-description = 📝 Его собственные слова: «{ $description }»
voucher-range = Он даёт от { $min } до { $max }.
voucher-fixed = Он даёт { $amount }.
voucher-ask-amount = Сколько вы хотите получить? Нажмите кнопку, чтобы получить { $max }, или введите сумму в sat или в вашей валюте (например, 5 usd).
# The button that answers with the voucher's largest amount.
voucher-take-max = Получить { $max }
voucher-under-min = { $amount } — меньше, чем даёт этот ваучер: не менее { $min }.
voucher-over-max = { $amount } — больше, чем даёт этот ваучер: не более { $max }.
voucher-out-of-range = { $amount } — вне того, что даёт этот ваучер.

## The message that follows a redemption, edited as it goes.
voucher-redeeming = ⏳ Погашаю { $amount } у { $host }…
voucher-accepted = ⏳ Сервис { $host } принял счёт на { $amount } и оплатит его: это сообщение изменится, когда придёт платёж.
# $minutes: until the invoice expires.
voucher-unanswered = ⏳ Сервис { $host } ответил неясно. Если он заплатит { $amount }, это сообщение изменится; это возможно, пока счёт не истечёт через { $minutes } мин.
voucher-received = ✅ <b>Получено ✓ { $amount }</b>
voucher-from = 🎟 Ваучер от { $host }
voucher-refused = ❌ Сервис { $host } не заплатил { $amount }. Его собственные слова: «{ $refusal }»
voucher-refused-silently = ❌ Сервис { $host } отказался платить { $amount }, не указав причину.
voucher-expired = ⌛ Платёж { $amount } от { $host } не был замечен до истечения счёта. Если { $host } всё же заплатил, это сообщение изменится, когда придёт уведомление о платеже.
# $reason: the gateway's problem, one sentence.
voucher-invoice-failed = ❌ Не удалось создать счёт на получение { $amount }: { $reason } Сервису ваучера ничего не отправлено: пришлите ваучер ещё раз, чтобы повторить попытку.
voucher-not-sent = ❌ Это заняло слишком много времени, поэтому сервису ваучера ничего не отправлено: пришлите ваучер ещё раз.

## A voucher already redeemed through this bot.
voucher-taken = Этот ваучер уже погасил через этого бота кто-то другой.
voucher-in-progress = Этот ваучер погашается прямо сейчас: его сообщение покажет, чем всё закончится.
voucher-already-received = Вы уже погасили этот ваучер: получено { $amount }.
voucher-already-waiting = Вы уже погасили этот ваучер на { $amount }; его сервис ещё не заплатил. Сообщение об этом погашении изменится, когда он заплатит.

## Why a voucher cannot be read or used.
voucher-error-loopback = Ваучер указывает на эту же машину ({ $host }).
voucher-error-private-network = Ваучер указывает на адрес в частной сети ({ $host }), а к таким я не обращаюсь.
voucher-error-not-https = Адрес ваучера на { $host } не использует https, поэтому он небезопасен.
voucher-error-unreachable = Не удалось связаться с сервисом ваучера на { $host }. Ничего не получено: попробуйте позже.
voucher-error-not-lnurl = Сервис на { $host } ответил не так, как отвечает LNURL.
voucher-error-refused = Сервис на { $host } отказал. Его собственные слова: «{ $refusal }»
voucher-error-refused-silently = Сервис на { $host } отказал, не указав причину.
voucher-error-not-voucher = Этот LNURL на { $host } — не ваучер: он не даёт денег.
voucher-error-pay-code = Это платёжный код { $host }, а не ваучер: он берёт деньги, а не даёт их. Чтобы оплатить его, отправьте его командой /pay.
voucher-error-incomplete = Сервис ваучера на { $host } прислал неполный запрос на вывод.
voucher-error-no-whole-sat = Ваучер на { $host } не даёт суммы в целых сатоши, поэтому его нельзя погасить здесь.
