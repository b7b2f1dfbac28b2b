## Gateway failures in plain words (src/wording/gateway-errors.ts): one plain-text
## sentence each, saying what happened and what to do next.

gateway-errors-unreachable = Не удалось связаться с платёжным шлюзом. Ничего не сделано; попробуйте позже.
gateway-errors-authentication = Шлюз больше не принимает ключи вашего аккаунта. Отправьте /connect, чтобы ввести их заново.
gateway-errors-rate-limited = Шлюз сейчас перегружен. Ничего не сделано; попробуйте через минуту.
gateway-errors-unavailable = Платёжный шлюз сейчас недоступен. Ничего не сделано; попробуйте позже.
gateway-errors-outcome-unknown = Шлюз не подтвердил результат. Результат неизвестен, поэтому операция НЕ повторяется: проверьте /balance и /history, прежде чем пробовать снова.
gateway-errors-unexpected-response = Шлюз прислал непонятный мне ответ. Проверьте /balance и /history, прежде чем пробовать снова.
gateway-errors-permission-denied = Шлюз сообщает, что этому аккаунту такое действие запрещено. Проверьте ID мерчанта через /connect.

## Refusals. $said is the gateway's own words (in its language, usually
## English), without their final punctuation, quoted after a sentence of ours.
## not-sent-*: the request was refused before it was sent, by what was wrong.

gateway-errors-not-sent-empty-invoice = Ничего не отправлено: счёт пустой.
gateway-errors-not-sent-empty-address = Ничего не отправлено: биткоин-адрес пустой.
gateway-errors-not-sent-empty-lnurl = Ничего не отправлено: LNURL пустой.
gateway-errors-not-sent-empty-merchant-id = Ничего не отправлено: идентификатор продавца пустой.
gateway-errors-not-sent-bad-amount = Ничего не отправлено: сумма должна быть целым положительным числом сатоши.
gateway-errors-not-sent-bad-lnurl = Ничего не отправлено: этот LNURL нельзя отправить как есть. Проверьте его и попробуйте снова.
gateway-errors-not-sent-bad-merchant-id = Ничего не отправлено: этот идентификатор продавца нельзя отправить как есть. Проверьте его и попробуйте снова.
gateway-errors-not-sent-plain = Ничего не отправлено.
gateway-errors-refused = Шлюз отказал: «{ $said }».
gateway-errors-refused-plain = Шлюз отказал.
gateway-errors-unknown-merchant = Шлюз не знает такого мерчанта: «{ $said }».
gateway-errors-unknown-merchant-plain = Шлюз не знает такого мерчанта.
gateway-errors-request-refused = Шлюз отклонил запрос: «{ $said }».
gateway-errors-request-refused-plain = Шлюз отклонил запрос.
