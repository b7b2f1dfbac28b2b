## The Mini App: its button in the chat, and the API's refusals (plain text in the page)

webapp-open-button = 👛 Открыть кошелёк
webapp-open-hint = Ваш кошелёк в виде приложения: баланс, история, получение и оплата в пару касаний.
webapp-error-not-connected = У вас ещё нет кошелька в боте. Откройте чат с ботом и подключите кошелёк командой /connect.
webapp-error-bad-amount = Введите сумму в sat — целое число больше нуля — или сумму в валюте, например 5 rub.
webapp-error-voucher = Этот LNURL — не платёжный код. Если это ваучер, вставьте его в чат с ботом, чтобы погасить.
webapp-error-stale = Это подтверждение истекло или больше не действует. Начните заново.
webapp-error-cannot-receive = Этот платёж нельзя отправить этому получателю.
webapp-error-bad-language = Этот язык недоступен.
webapp-error-bad-currency = Эта валюта недоступна.
webapp-error-bad-threshold = Введите целое число sat от 0 до { $max }.
webapp-error-too-large = Слишком много текста для одного запроса (не больше { $kb } КБ). Проверьте, что вы вставили: счёт или платёжный код гораздо короче.
webapp-outcome-unknown = Шлюз не подтвердил результат. Повторной попытки не будет: проверьте баланс и историю, прежде чем платить снова.
