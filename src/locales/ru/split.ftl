## /split (src/features/split): карточка говорит на языке группы и показывает, кто заплатил, но никогда не балансы.

split-usage = 🧾 Разделить счёт: <code>/split 60000 @ann @bob Pizza</code> (вы считаетесь одной долей и ничего не платите), <code>@ann=20000</code> — отдельная доля, <code>--all</code> — платят только названные, или <code>/split 60000 4 Pizza</code> — 4 доли, которые берут первые нажавшие участники. Можно и ответом: автор сообщения тоже платит.
split-in-private = 🧾 /split работает в группах: там <code>/split 60000 @ann @bob Pizza</code> делит счёт между названными участниками.
split-anonymous = 🧾 Счёт оплачивается на счёт организатора: пишите от своего имени (не от имени группы или канала), чтобы разделить счёт.
split-organiser-no-account = 🧾 Доли счёта платятся на ваш аккаунт, а он ещё не подключён: подключите его в нашем личном чате и разделите счёт снова.
split-connect-button = Подключить аккаунт
split-bad-share = 🧾 Не могу прочитать { $word } как долю: напишите так: <code>@ann=20000</code>.
split-too-many = 🧾 Счёт можно разделить не более чем на { $max } участников.
split-too-small = 🧾 { $total } так не разделить: каждая доля — не меньше 1 sat.
split-custom-over = 🧾 Указанные доли в сумме больше { $total }.
split-custom-mismatch = 🧾 С <code>--all</code> и всеми указанными долями их сумма должна быть { $total }; сейчас { $sum }.
split-description = { $note } (счёт в { $chat })
split-description-no-note = счёт в { $chat }

split-card = 🧾 <b>{ $what }</b>: { $total }, получатель — { $organiser }
split-card-no-note = Счёт
split-card-total-fiat = { $total } ({ $fiat })
split-card-organiser-share = Своя доля { $organiser }: { $share }
split-card-paid = ✅ { $name }: { $share }
split-card-owed = ⏳ { $name }: { $share }
split-card-out = 🚪 { $name }: не участвует
split-card-open-left = 🙋 { $count ->
    [one] Осталась { $count } доля
    [few] Осталось { $count } доли
    [many] Осталось { $count } долей
   *[other] Осталось { $count } доли
} по { $share }: нажмите «Оплатить мою долю», чтобы взять одну.
split-card-settled = Оплачен ✓
split-card-closed = Закрыт: оплачено { $paid } из { $count }.
split-card-closed-invoices = Уже выданные инвойсы можно оплатить, пока они не истекут, в течение часа.
split-card-frozen = ⛔ Остановлен: аккаунт { $organiser } больше не подключён. Оплачено { $paid } из { $count }.
split-button-pay = 💸 Оплатить мою долю
split-button-out = 🚪 Я не участвую
split-button-close = 🔒 Закрыть (организатор)

split-answer-gone = Этот счёт больше не хранится.
split-answer-not-named = Этот счёт делится между названными в нём участниками: вас среди них нет.
split-answer-full = Все доли этого счёта уже заняты.
split-answer-own-bill = Вы организатор этого счёта: ваша доля не выставляется.
split-answer-already-paid = ✅ Ваша доля оплачена.
split-answer-confirm-sent = Я отправил вам вашу долю на подтверждение в наш личный чат.
split-answer-qr-sent = Я отправил вам инвойс на вашу долю в наш личный чат.
split-answer-in-doubt = Оплата вашей доли идёт или её исход неизвестен: повтора не будет. См. /history.
split-answer-settled = Этот счёт оплачен.
split-answer-closed = Этот счёт закрыт.
split-answer-closed-now = 🔒 Счёт закрыт.
split-answer-frozen = Этот счёт остановлен: аккаунт организатора больше не подключён. Ничего не оплачено.
split-answer-invoice-failed = Не удалось создать инвойс на вашу долю: попробуйте ещё раз через минуту.
split-answer-out = 🚪 Вы больше не участвуете в этом счёте.
split-answer-not-organiser = Закрыть этот счёт может только { $organiser }.
split-answer-open-private = Откройте наш личный чат и снова нажмите «Оплатить мою долю».
split-refused-over-daily = Ваша доля больше, чем вы ещё можете отправить сегодня ({ $remaining }).
split-refused-over-per-payment = Ваша доля превышает лимит { $limit } на платёж.
split-refused-funds = Ваш аккаунт не может оплатить эту долю: доступно { $spendable }.
split-refused-failed = Ваша доля не оплачена: { $reason }

split-confirm-summary = 🧾 Оплатить вашу долю за <b>{ $what }</b> в { $chat }: <b>{ $amount }</b> для { $organiser } с вашего аккаунта?
split-what = доля { $amount } для { $organiser }
split-confirm-label = ✅ Оплатить мою долю
split-outcome-sent = ✅ Вы оплатили свою долю за <b>{ $what }</b>: { $amount } для { $organiser }.
split-outcome-cancelled = 🚫 Ваша доля { $amount } для { $organiser } не оплачена.
split-outcome-not-sent = ❌ Ваша доля { $amount } для { $organiser } не оплачена
split-outcome-unknown = ❓ Ваша доля { $amount } для { $organiser }: исход неизвестен — без повтора.
split-outcome-closed = 🔒 Этот счёт закрыт, или ваша доля уже оплачена. Ничего не оплачено.
split-qr = 🧾 Ваша доля за <b>{ $what }</b> в { $chat }: <b>{ $share }</b> для { $organiser }. Оплатите этот инвойс из любого lightning-кошелька:
split-qr-expires = Он истекает через { $minutes } мин.
split-qr-connect = Или подключите свой аккаунт, и «Оплатить мою долю» оплатит с него.

split-summary-settled = 🧾 <b>{ $what }</b> в { $where } оплачен: все доли ({ $count }) оплачены, всего { $paidSat }.
split-summary-closed = 🧾 <b>{ $what }</b> в { $where } закрыт: оплачено { $paid } из { $count } долей, { $paidSat } из { $billedSat }.
split-summary-unpaid = Не оплатили: { $names }.
split-summary-late = 🧾 { $name } оплатил(а) долю за <b>{ $what }</b> в { $where } после окончания счёта: { $share }. Теперь оплачено { $paid } из { $count }.
split-frozen-note = 🧾 Счёт <b>{ $what }</b> от { $organiser } в { $where } остановлен: аккаунт организатора больше не подключён, поэтому вашу долю больше нельзя оплатить через меня. С вас ничего не списано.

chipin-usage = 🤝 Складчина, всё или ничего: <code>/chipin 100000 @dev 10 by 3d Laptop</code> — когда 10 участников пообещают (до срока: <code>by 12h</code>, <code>by 3d</code>; сутки, если срок не указан), каждый платит 10 000 sat @dev со своего аккаунта. Без 10 ничего не движется.
chipin-in-private = 🤝 /chipin работает в группах: там <code>/chipin 100000 @dev 10 Laptop</code> собирает 10 участников, чтобы вместе заплатить @dev.
chipin-payee-unknown = 🤝 Я не могу заплатить @{ $username }: я его не видел, или он пока не может принимать (нет аккаунта и lightning-адреса).
chipin-bad-count = 🤝 Складчине нужно от 1 до { $max } участников, и каждая часть — не меньше 1 sat.
chipin-no-note = Складчина
chipin-card = 🤝 <b>{ $what }</b> для { $payee }: { $count } × { $share }, всё или ничего
chipin-card-committed = Обещали: { $committed } из { $count }.
chipin-card-deadline = ⏳ До { $deadline } (UTC). Пока цель не достигнута, ничего не движется.
chipin-card-running = 💸 Цель достигнута: платежи уходят.
chipin-card-done = ✅ Цель достигнута: оплачено { $paid } из { $count }.
chipin-card-failed = ❌ Не оплачено: { $names } («Оплатить мою часть» пробует снова).
chipin-card-unknown = ❓ Исход неизвестен, без повтора: { $names }
chipin-card-expired = ⌛ Срок прошёл, участников не хватило: ничего не двигалось.
chipin-button-commit = 🤝 Обещаю
chipin-button-withdraw = ↩️ Отказаться
chipin-button-pay = 💸 Оплатить мою часть
chipin-answer-gone = Эта складчина больше не хранится.
chipin-answer-not-committed = Вы не участвуете в этой складчине.
chipin-answer-too-late = Эта складчина больше не принимает обещания.
chipin-answer-withdrawn = ↩️ Ваше обещание отозвано.
chipin-answer-paid = ✅ Ваша часть оплачена.
chipin-answer-committed = Вы уже пообещали.
chipin-answer-committed-now = 🤝 Вы участвуете. Пока цель не достигнута, ничего не движется.
chipin-answer-own = Эта складчина для вас: участвовать в ней нельзя.
chipin-answer-cannot = Ваш аккаунт сейчас не может пообещать { $amount } (нет аккаунта, лимит или средства): см. наш личный чат.
chipin-answer-cannot-plain = Ваш аккаунт не подключён: сначала подключите его в нашем личном чате.
chipin-answer-confirm-sent = Я отправил вам обещание на подтверждение в наш личный чат.
chipin-answer-failed-again = Ваша часть снова не оплачена: ничего не списано. См. наш личный чат.
chipin-confirm = 🤝 Участвовать в <b>{ $what }</b> в { $chat }? Когда пообещают { $count } участников, <b>{ $amount }</b> уйдёт с вашего аккаунта к { $payee }. До тех пор ничего не движется, и вы можете отказаться.
chipin-confirm-label = 🤝 Обещаю
chipin-expired-note = ⌛ <b>{ $what }</b> в { $chat } не достигла цели (пообещали { $committed } из { $count }): ничего не двигалось.
chipin-end-note = 🤝 <b>{ $what }</b> в { $chat } достигла цели: { $paid } из { $count } заплатили { $payee }, всего { $amount }.
chipin-end-failed = Не оплатили: { $names }.
chipin-failed-note = ❌ Ваша часть { $amount } для { $payee } ({ $chat }) не оплачена: { $reason }. Ничего не списано; нажмите «Оплатить мою часть» на карточке, чтобы попробовать снова.
chipin-reason-no-account = ваш аккаунт уже не тот, с которым вы пообещали
chipin-reason-refused = платёж отклонён
chipin-late-note = 🤝 { $name } оплатил(а) свою часть { $amount } ({ $chat }) со второй попытки.
