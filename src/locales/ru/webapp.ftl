## ─── The Mini App's page (src/webapp/page) ───────────────────────────────
## Plain text shown in the page (no HTML). Numbers passed as values ($amount,
## $spent, $limit…) are formatted in the user's language by the page.

# An amount in satoshi. $amount: a number.
app-sat = { $amount } sat
app-loading = Загрузка…
app-retry = Повторить
app-close = Закрыть
app-sandbox = Тестовые деньги: бот работает через тестовый шлюз (sandbox).
app-error-network = Не удалось связаться с ботом. Проверьте соединение и попробуйте снова.
app-error-unauthorized = Страница не смогла подтвердить, кто вы. Закройте её и откройте снова из чата с ботом.
app-error-outside = Откройте эту страницу из чата с ботом в Telegram.
app-error-not-connected = У вас ещё нет кошелька в боте. Откройте чат с ним и нажмите «Старт», чтобы создать его.
app-error-generic = Что-то пошло не так. Попробуйте ещё раз чуть позже.
app-copy = Копировать
app-copied = Скопировано ✓
app-amount-whole-sat = Введите целое число sat больше нуля.

## Home

app-home-balance = Баланс
app-home-spendable = Доступно
app-home-frozen = Заморожено
app-home-today = Потрачено сегодня
# $spent and $limit: numbers of sat.
app-home-today-of-limit = { $spent } из { $limit } sat
app-home-no-limit = без дневного лимита
app-home-chart-title = Последние 30 дней
app-home-chart-in = Приход
app-home-chart-out = Расход
app-home-chart-empty = За последние 30 дней ничего не поступало и не уходило.
app-home-receive = Получить
app-home-pay = Оплатить
app-home-send = Отправить
app-home-history = История
app-home-settings = Настройки

## History

app-history-title = История
app-history-all = Все
app-history-in = Приход
app-history-out = Расход
app-history-pending = В ожидании
app-history-unknown = Под вопросом
app-history-empty = Здесь пока пусто.
app-history-more = Загружаю ещё…
app-history-end = Это всё.
app-history-amount-unknown = сумма неизвестна
app-kind-invoice = Счёт
app-kind-payment = Платёж
app-kind-withdrawal = Вывод
app-kind-tip-sent = Чаевые отправлены
app-kind-tip-received = Чаевые получены
app-kind-received = Получено
app-kind-voucher = Ваучер
app-kind-pledge = Обещание
app-status-pending = в ожидании
app-status-sent = отправлено
app-status-paid = оплачено
app-status-failed = не удалось
app-status-unknown = исход неизвестен
app-status-expired = срок истёк
app-detail-amount = Сумма
app-detail-fee = Комиссия
app-detail-status = Статус
app-detail-date = Дата
app-detail-with = С кем
app-detail-description = Описание
app-detail-reason = Причина
app-detail-hash = Хеш платежа
app-detail-pledge-ends = Действует до

## Receive

app-receive-title = Получить
app-receive-amount = Сумма
app-receive-description = Описание (необязательно)
app-receive-create = Создать счёт
app-receive-amount-missing = Введите сумму больше нуля.
app-receive-waiting = Ожидаю оплату…
app-receive-paid = Оплачено ✓
app-receive-expired = Срок этого счёта истёк. Создайте новый.
app-receive-share = Поделиться
# The text shared with the invoice. $amount: a number of sat.
app-receive-share-text = Пожалуйста, заплатите мне { $amount } sat по этому lightning-счёту.
app-receive-new = Новый счёт
# $time: a date and time.
app-receive-expires = Действует до { $time }
app-receive-address = Ваш lightning-адрес
app-receive-paycode = Ваш платёжный код

## Pay

app-pay-title = Оплатить
app-pay-input = Счёт, LNURL или lightning-адрес
app-pay-placeholder = lnbc… или name@wallet.example
app-pay-scan = Сканировать QR-код
app-pay-scan-hint = Наведите камеру на lightning QR-код
app-pay-check = Проверить
app-pay-amount = Сумма
# $min and $max: numbers of sat.
app-pay-range = От { $min } до { $max } sat
app-pay-description = Описание
app-pay-payee = Кому
app-pay-node = Узел Lightning { $node }
app-claimed-name = Называет себя «{ $name }»: его собственные слова, не проверено. Деньги уходят на хост, указанный выше.
app-pay-expires = Истекает
app-pay-no-description = (нет)
# The main button. $amount: a number of sat.
app-pay-button = Оплатить { $amount } sat
app-pay-paid = Оплачено ✓
# $fee: a number of sat.
app-pay-fee = Комиссия: { $fee } sat
app-pay-failed = Не оплачено. С вашего кошелька ничего не списано.
app-pay-unknown = Исход пока неизвестен, поэтому повторной попытки не будет. Загляните в историю через несколько минут, прежде чем платить снова.
app-pay-pending = Платёж в пути. В истории будет видно, чем он закончится.
app-pay-another = Оплатить что-то ещё

## Send

app-send-title = Отправить
app-send-to = Кому
app-send-to-placeholder = @username или name@wallet.example
app-send-amount = Сумма в sat
app-send-note = Заметка (необязательно)
app-send-review = Проверить
# $amount: a number of sat.
app-send-confirm = Отправить { $amount } sat
# $name: "@alice" or an address.
app-send-to-whom = Кому: { $name }
# $name: "@alice".
app-send-pledge = У { $name } ещё нет кошелька в боте. Сатоши остаются вашими, пока получатель не запустит бота; тогда он их получит.
app-send-sent = Отправлено ✓
# $name: "@alice".
app-send-pledged = Обещание для { $name }: сумма придёт, когда получатель запустит бота.
app-send-another = Отправить ещё

## Settings

app-settings-title = Настройки
app-settings-language = Язык
app-settings-language-telegram = Как в Telegram
app-settings-currency = Валюта
app-settings-currency-none = Нет (только sat)
app-settings-threshold = Подтверждать чаевые свыше (sat)
app-settings-threshold-hint = Перед чаевыми больше этой суммы бот спросит «Подтвердить / Отмена»; при 0 — перед любыми.
app-settings-address = Lightning-адрес для чаевых
app-settings-address-hint = Чаевые вам будут приходить туда, а не в кошелёк в боте. Оставьте пустым, чтобы получать их здесь.
app-settings-reaction-tips = Чаевые реакциями-эмодзи
app-settings-leaderboard = Скрывать меня в рейтингах
app-settings-save = Сохранить
app-settings-saved = Сохранено ✓

## Bills (/split) on the home screen

app-bills-owe-title = Вы должны
app-bills-owed-title = Вам должны
app-bills-share = { $amount } для { $to }
app-bills-pay = Оплатить мою долю
app-bills-confirm = Подтвердить: { $amount } для { $to }
app-bills-paid = ✅ Ваша доля оплачена.
app-bills-not-paid = Ваша доля не оплачена.
app-bills-invoice = Оплатите этот инвойс из любого lightning-кошелька:
app-bills-progress = оплачено { $paid } из { $count }

# Paid entry (/entry): the groups joined by paying, and an owner's groups.
app-entry-memberships-title = Членства
app-entry-until = оплачено до { $date }
app-entry-paid-once = платный вход
app-entry-group-title = Платный вход · { $group }
app-entry-price = Цена
app-entry-price-once = { $amount }
app-entry-price-monthly = { $amount } в месяц
app-entry-off = выключен
app-entry-members = Участники
app-entry-no-members = Участников пока нет.
app-entry-payments = Последние платежи
app-entry-no-payments = Платежей пока нет.
app-entry-status-waiting = ожидает
app-entry-status-paid = оплачено, ещё не впущен
app-entry-status-in = в группе
app-entry-status-declined-first = оплачено, отклонено админом
app-entry-status-expired = не оплачено
app-entry-status-unwritten = не удалось написать
