## /raffle (src/features/raffle). В группе — на языке группы и без сумм чьих-либо счетов;
## ответы на кнопки и личные сообщения — на языке человека.

raffle-usage =
    🎟 <code>/raffle 21000 3 1h</code> разыгрывает 21 000 sat с вашего счёта между 3 победителями, которых выберут через час среди участников, нажавших «Участвовать» (не больше { $max } победителей, розыгрыш не позже чем через { $days } дней).
    Можно добавить условия: <code>member:7d</code> (знаком здесь 7 дней), <code>active:14d</code> (писал здесь за 14 дней), <code>channel:@имя</code>, <code>premium</code>, <code>captcha</code>. Затем заметку.
raffle-in-private = 🎟 /raffle работает в группах: отправьте там <code>/raffle 21000 3 1h</code>.
raffle-anonymous = Розыгрыш оплачивается со счёта участника: пишите от своего имени (не от имени группы или канала), чтобы его начать.
raffle-bad-winners = 🎟 В розыгрыше от 1 до { $max } победителей.
raffle-bad-duration = 🎟 Розыгрыш должен быть не раньше чем через { $min } мин. и не позже чем через { $days } дней: например <code>30m</code>, <code>2h</code> или <code>1d</code>.
raffle-share-too-small = 🎟 { $total } нельзя разделить между { $count } победителями: каждому нужен хотя бы 1 sat. Увеличьте сумму или уменьшите число победителей.
raffle-share-too-large = 🎟 Доля каждого победителя — не больше { $max }: уменьшите сумму или добавьте победителей.
raffle-description = розыгрыш в { $chat }
raffle-duration = { $days ->
        [0] {""}
        [one] { $days } день{" "}
        [few] { $days } дня{" "}
       *[other] { $days } дней{" "}
    }{ $hours ->
        [0] {""}
        [one] { $hours } час{" "}
        [few] { $hours } часа{" "}
       *[other] { $hours } часов{" "}
    }{ $minutes ->
        [0] {""}
        [one] { $minutes } минуту
        [few] { $minutes } минуты
       *[other] { $minutes } минут
    }

raffle-confirm =
    🎟 { $creator }, начать розыгрыш? <b>{ $total }</b> с вашего счёта: { $count } × { $share }, победители — через { $duration } среди нажавших «Участвовать».
    Победители без счёта получат обещание, которое оплатится с вашего счёта, когда они его заберут.
raffle-confirm-remainder = Остаток от неровного деления остаётся у вас.
raffle-start-label = 🎟 Начать
raffle-note = 📝 { $note }
raffle-cancelled = 🚫 Розыгрыш отменён. Ничего не отправлено.

raffle-card = 🎟 Розыгрыш от <b>{ $creator }</b>: { $count ->
        [one] { $count } победитель получит { $share }
        [few] { $count } победителя получат по { $share }
       *[other] { $count } победителей получат по { $share }
    }
raffle-card-draw = ⏰ Розыгрыш: { $when }
raffle-card-entrants = 👥 { $count ->
        [0] Пока никто не участвует.
        [one] { $count } участник
        [few] { $count } участника
       *[other] { $count } участников
    }
raffle-card-commitment = 🔒 Обязательство: <code>{ $commitment }</code>
raffle-enter-label = 🎟 Участвовать
raffle-end-label = Отменить розыгрыш
raffle-card-cancelled = 🚫 { $creator } отменил(а) розыгрыш до его проведения. Ничего не отправлено.
raffle-card-void = 🚫 Розыгрыш недействителен: счёт { $creator } больше не подключён. Ничего не отправлено; участники ({ $count }) в этот раз ничего не выигрывают.
raffle-card-drawn = 🎲 Разыграно { $when }.
raffle-card-drawn-late = 🎲 Разыграно с опозданием, { $when }: в момент розыгрыша я не работал.
raffle-card-no-entrants = Никто не участвовал: ничего не отправлено.
raffle-paid-line = ✅ Оплачено: { $names }
raffle-pledged-line = 🤝 Обещано, счёта пока нет — нажмите на своё имя, чтобы забрать: { $names }
raffle-pending-line = ⏳ Отправляется: { $names }
raffle-failed-line = ❌ Не удалось оплатить: { $names }
raffle-unknown-line = ❓ Исход неизвестен, повтора не будет: { $names }
raffle-not-sent-line = 🚫 Не оплачено: { $names }
raffle-card-fewer = Участников меньше, чем победителей: не разыграно долей — { $count }, они остаются у создателя.
raffle-stopped-payer-out = 🛑 Выплаты остановлены: у { $creator } закончились средства или лимиты.
raffle-stopped-unknown = 🛑 Выплаты остановлены после неизвестного исхода; ничего не повторяется.
raffle-card-seed = 🔓 Зерно: <code>{ $seed }</code> (его SHA-256 — обязательство <code>{ $commitment }</code>)
raffle-card-cutoff = 🧮 У каждого победителя HMAC-SHA256(зерно, id пользователя) не больше <code>{ $cutoff }…</code>; у остальных — больше.

raffle-answer-started = 🎟 Розыгрыш открыт.
raffle-answer-decided = Этот розыгрыш уже начат или отменён.
raffle-answer-stale = Этот розыгрыш больше не открыт.
raffle-answer-entered = 🎟 Вы участвуете ({ $count ->
        [one] { $count } участник
        [few] { $count } участника
       *[other] { $count } участников
    }).
raffle-answer-already = Вы уже участвуете ({ $count ->
        [one] { $count } участник
        [few] { $count } участника
       *[other] { $count } участников
    }).
raffle-answer-closed = Участие закрыто: розыгрыш проведён или отменён.
raffle-answer-own = В своём розыгрыше участвовать нельзя.
raffle-answer-only-creator = Отменить розыгрыш может только его создатель.
raffle-answer-drawn = Слишком поздно: этот розыгрыш уже проведён или отменён.
raffle-answer-cancelled = Розыгрыш отменён. Ничего не отправлено.


raffle-void-note = 🚫 Ваш розыгрыш в { $where } оказался недействительным: ваш счёт больше не подключён, поэтому ничего не отправлено.
raffle-stopped-note =
    🛑 Ваш розыгрыш в { $where } остановился после { $paid } из { $count } победителей: выплату не удалось провести с вашего счёта.
    { $reason }
