## /giveaway (ru): see en/giveaway.ftl for what each text is for.

giveaway-usage = 🎁 Начните раздачу: <code>/giveaway 1000 5</code> — первые 5 участников, нажавших «Забрать», получат по 200 sat с вашего счёта. Можно добавить заметку.
giveaway-ambiguous = 🎁 Это можно прочитать по-разному: пробел также разделяет тысячи (1 500 = 1500). Напишите сумму без пробелов, затем число участников: <code>/giveaway 1500 5</code> (1500 sat на 5 участников).
giveaway-in-private = 🎁 /giveaway работает в группах: отправьте там <code>/giveaway 1000 5</code>, и первые 5 участников, нажавших «Забрать», получат по 200 sat.
giveaway-anonymous = Раздачи идут со счёта участника: пишите от своего имени (не от группы или канала), чтобы начать раздачу.
giveaway-too-many = 🎁 Раздача платит не больше чем { $max } участникам. Укажите меньшее число.
giveaway-share-too-small = 🎁 { $total } нельзя разделить на { $count } участников: каждому нужно хотя бы 1 sat. Укажите большую сумму или меньше участников.
giveaway-description = раздача в { $chat }
giveaway-confirm =
    🎁 { $creator }, начать раздачу? До <b>{ $total }</b> с вашего счёта: { $count } × { $share } первым { $count } участникам, нажавшим «Забрать».
    Ничего не уйдёт со счёта, пока кто-то не заберёт.
giveaway-confirm-remainder = Остаток от неровного деления останется у вас.
giveaway-confirm-label = ✅ Подтвердить
giveaway-cancelled = 🚫 Раздача отменена. Ни с чьего счёта ничего не ушло.
giveaway-card = 🎁 <b>Раздача</b> от { $creator }: по <b>{ $share }</b> первым { $count } участникам.
giveaway-card-open = Нажмите «Забрать», чтобы получить свою долю.
giveaway-note = 📝 { $note }
giveaway-claims-none = Пока никто не забрал.
giveaway-claims = Забрано { $claimed } из { $count }: { $names }
giveaway-more-claimers = ещё { $count }
giveaway-claim-button = 🎁 Забрать
giveaway-end-button = Завершить
giveaway-ended-completed = ✅ Все { $count } доли забраны: раздача окончена.
giveaway-ended-expired = ⌛ Раздача окончена: время вышло. Незабранные доли не покидали счёт { $creator }.
giveaway-ended-by-creator = 🛑 { $creator } завершил(а) раздачу. Незабранные доли не покидали счёт.
giveaway-ended-payer-out = 🛑 Раздача окончена: у { $creator } закончились средства или лимиты. Ещё не забранные доли не будут выплачены.
giveaway-ended-account-changed = 🛑 Раздача окончена: { $creator } сменил(а) счёт, с которого она платилась.
giveaway-answer-posted = 🎁 Ваша раздача опубликована.
giveaway-answer-decided = Эта раздача уже подтверждена или отменена.
giveaway-answer-stale = Вопрос устарел: отправьте /giveaway снова.
giveaway-answer-paid = 🎁 Вы получили { $amount }!
giveaway-answer-paid-test = 🎁 Вы получили { $amount } (тестовые деньги)!
giveaway-answer-already = Вы уже забрали свою долю этой раздачи.
giveaway-answer-unknown = ❓ Ваша доля отправлена, но результат неизвестен. Повтора не будет: проверьте /balance в нашем личном чате, чтобы узнать, дошла ли она.
giveaway-answer-busy = Ваша доля выплачивается прямо сейчас.
giveaway-answer-wait = ⏳ Минутку: ваша заявка обрабатывается. На карточке видно, кто получил долю.
giveaway-answer-all-taken = Поздно: все доли разобраны.
giveaway-answer-ended = Эта раздача окончена.
giveaway-answer-gone = Эта раздача больше недоступна.
giveaway-answer-own = Нельзя забрать долю своей раздачи.
giveaway-answer-no-route = Настройте получение в нашем личном чате и снова нажмите «Забрать»: доля ждёт вас, пока они остаются.
giveaway-answer-payer-out = У раздачи закончились средства или лимиты: вам ничего не выплачено.
giveaway-answer-not-paid = Не удалось выплатить долю на ваш счёт или адрес. Ничего не взято: попробуйте позже.
giveaway-answer-end-not-yours = Завершить раздачу может только тот, кто её начал.
giveaway-answer-you-ended = Раздача завершена. Незабранные доли остаются на вашем счёте.
giveaway-payer-out-note =
    🛑 Ваша раздача в { $where } окончена: долю в { $share } не удалось оплатить с вашего счёта.
    { $reason }

giveaway-share-unknown-note = ❓ Ваша доля раздачи в { $where } ({ $share }) отправлялась, когда работа бота прервалась. Результат неизвестен, повторно она <b>не</b> отправляется: проверьте баланс, чтобы узнать, дошла ли она.
giveaway-share-unknown-creator = ❓ Доля вашей раздачи в { $where } ({ $share } для { $claimer }) отправлялась, когда работа бота прервалась. Результат неизвестен, повторно она <b>не</b> отправляется: проверьте /balance и /history. Доля остаётся занятой.
giveaway-share-carried-note = 🎁 Вы получили { $share } из раздачи в { $where }. Бот перезапустился во время отправки; сумма отправлена один раз.
