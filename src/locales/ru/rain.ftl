## /rain (ru): see en/rain.ftl for what each text is for.

rain-usage = 🌧 <code>/rain 1000</code> делит 1000 sat с вашего счёта между участниками, писавшими здесь за последние { $minutes } мин. (не больше { $max }). После суммы можно добавить заметку.
rain-in-private = 🌧 /rain работает в группах: отправьте там <code>/rain 1000</code>, чтобы разделить 1000 sat между недавно писавшими.
rain-anonymous = Дождь идёт со счёта участника: пишите от своего имени (не от группы или канала).
rain-too-few = 🌧 Некого осыпать: я не знаю никого, кто писал здесь за последние { $minutes } мин. Если я не администратор, Telegram показывает мне только команды и ответы на мои сообщения (режим приватности): сделайте меня администратором, чтобы я видел, кто общается, или попробуйте, когда со мной поговорят.
rain-none-meet = 🌧 Никто из писавших здесь за последние { $minutes } мин. не подходит под условия: с вашего счёта ничего не списано.
rain-share-too-small = 🌧 { $total } нельзя разделить на { $count } участников: каждому нужно хотя бы 1 sat. Укажите большую сумму.
rain-description = дождь в { $chat }
rain-confirm =
    🌧 { $sender }, устроить дождь? <b>{ $total }</b> с вашего счёта: { $count } × { $share } для { $names }.
    Кто ещё без счёта, получит обещание: оно оплачивается с вашего счёта, когда его заберут.
rain-confirm-remainder = Остаток от неровного деления останется у вас.
rain-confirm-label = 🌧 Дождь
rain-note = 📝 { $note }
rain-cancelled = 🚫 Дождь отменён. Ничего не отправлено.
rain-receipt = 🌧 <b>{ $sender }</b> устроил(а) дождь: по { $share }
rain-sent-line = ✅ Оплачено: { $names }
rain-pledged-line = 🤝 Обещано, счёта пока нет — нажмите на своё имя, чтобы получить: { $names }
rain-pending-line = ⏳ Отправляется: { $names }
rain-skipped-line = ⏭ Пропущены, пока нет счёта или lightning-адреса: { $names }
rain-failed-line = ❌ Не удалось оплатить: { $names }
rain-unknown-line = ❓ Результат неизвестен, без повтора: { $names }
rain-not-sent-line = 🚫 Не отправлено: { $names }
rain-stopped-payer-out = 🛑 Дождь остановлен: у { $sender } закончились средства или лимиты.
rain-stopped-unknown = 🛑 Дождь остановлен после неизвестного результата; ничего не повторяется.
rain-answer-started = 🌧 Идёт дождь…
rain-answer-decided = Этот дождь уже отправлен или отменён.
rain-answer-stale = Вопрос устарел: отправьте /rain снова.
rain-stopped-note =
    🛑 Ваш дождь в { $where } остановлен после { $sent } из { $count } долей: долю не удалось оплатить с вашего счёта.
    { $reason }

# The sender, privately, once a rain a restart cut off was carried on to its end.
rain-resumed-note = 🌧 Ваш дождь в { $where } был прерван перезапуском и продолжен: оплачено { $sent } из { $count } участников. Квитанция в группе показывает каждую долю.
