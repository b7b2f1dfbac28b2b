## The command menu (src/chat/menu.ts): one short description per command
## (at most 256 characters, plain text).

## In private chats

menu-private-invoice = Создать счёт с QR-кодом
menu-private-pay = Оплатить счёт, LNURL или lightning-адрес
menu-private-send = Оплатить @username, name@domain или LNURL: /send 100 @username
menu-private-balance = Всего, заморожено и доступно
menu-private-history = Последние операции
menu-private-lnurl = Ваш многоразовый платёжный код
menu-private-claim = Погасить ваучер (LNURL-withdraw)
menu-private-entry = Твои платные группы, их участники и платежи
menu-private-withdraw = Отправить ончейн
menu-private-settings = Язык, валюта, подтверждение чаевых, lightning-адрес
menu-private-connect = Подключить аккаунт мерчанта
menu-private-disconnect = Удалить аккаунт мерчанта
# /disconnect on the sandbox, where it resets the test account.
menu-private-disconnect-sandbox = Сбросить тестовые деньги
menu-private-cancel = Прервать текущий вопрос
menu-private-help = Что я умею

## In groups

menu-group-tip = Ответ на сообщение: /tip 100 [комментарий]
menu-group-tipjar = Открыть копилку: /tipjar 10k [на что]
menu-group-entry = Платный вход в эту группу: /entry 2100 [monthly]
menu-group-split = Разделить счёт: /split 60000 @ann @bob [за что]
menu-group-chipin = Всё или ничего: /chipin 100000 @dev 10 [by 3d]
menu-group-top = Кто здесь больше всех дал и получил
menu-group-send = Оплатить участнику или на адрес: /send 100 @username
menu-group-giveaway = Первые, кто нажмёт «Забрать», получат долю: /giveaway 1000 5
menu-group-rain = Разделить sat между недавно писавшими: /rain 1000
menu-group-raffle = Приз, разыгранный среди участников: /raffle 21000 3 1h
menu-group-invoice = Попросить группу об оплате
menu-group-lnurl = Ваш платёжный код или код участника (ответом или @user)
menu-group-balance = Ваш баланс, в личные сообщения
menu-group-help = Что я умею
