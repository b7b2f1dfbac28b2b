## /entry (src/features/entry): платный вход в группу.

entry-anonymous = 🚪 Платный вход оплачивается на собственный счёт участника: отправь /entry от своего имени (не от имени группы) или используй /settings в личном чате со мной.
entry-not-admin = 🚪 Настроить платный вход может только создатель группы или админ с правом приглашать участников.
entry-usage = 🚪 Задай цену входа: <code>/entry 2100</code>, <code>/entry 5 usd</code> или <code>/entry 2100 monthly</code>. <code>/entry off</code> останавливает новые счета.
entry-missing = 🚪 Платный вход ещё не включён. Не хватает:
entry-missing-invite = • моего права приглашать участников (сделай меня админом с правом приглашать по ссылке)
entry-missing-restrict = • моего права банить участников (ежемесячный вход удаляет тех, кто перестал платить)
entry-missing-account = • подключённого счёта у { $owner } (подключи его в личном чате со мной)
entry-link-failed = 🚪 Не удалось создать ссылку-приглашение. Проверь, что я могу приглашать участников, и попробуй снова.
entry-link-name = Платный вход · { $price }
entry-link-name-monthly = Вход · { $price }/мес
entry-on = 🚪 Платный вход включён: { $price } на счёт { $owner }. { $owner } получил ссылку в личном чате.
entry-on-monthly = 🚪 Платный вход включён: { $price } в месяц на счёт { $owner }. { $owner } получил ссылку в личном чате.
entry-on-no-dm = 🚪 Платный вход включён, но я не смог отправить ссылку { $owner }: открой личный чат со мной и отправь там /entry.
entry-owner-link = 🚪 Дверь { $group }: { $link }
    Поделись этой ссылкой: кто попросится в группу по ней, получит от меня счёт на { $price } на твой счёт и войдёт, как только оплатит. Остальные ссылки группы работают как прежде.
entry-state-on = 🚪 Платный вход: { $price }, оплата { $owner }. Ссылка у { $owner }.
entry-state-on-monthly = 🚪 Платный вход: { $price } в месяц, оплата { $owner }. Ссылка у { $owner }.
entry-state-off = 🚪 Платный вход здесь выключен. Включи его командой <code>/entry 2100</code> (или <code>/entry 5 usd</code>, <code>/entry 2100 monthly</code>).
entry-off = 🚪 Платный вход выключен: новых счетов не будет. Уже отправленные счета остаются в силе.

entry-invoice = 🚪 Чтобы вступить в <b>{ $group }</b>, заплати { $price } для { $owner }.
    ⏳ Действует 15 минут.
entry-invoice-renewal = 🔁 Твоя подписка на <b>{ $group }</b> заканчивается { $date }. Заплати { $price } для { $owner } ещё за месяц.
entry-pay-button = ⚡ Оплатить с моего счёта
entry-paused = ⏸ Платный вход в { $group } приостановлен: админы рассмотрят твою заявку.
entry-busy = ⏳ Сейчас слишком много людей просятся в { $group }: попробуй снова через минуту по той же ссылке.
entry-in = ✅ Ты в группе: добро пожаловать в { $group }!
entry-in-by-admin = ✅ Оплачено. Админ уже впустил тебя в { $group }.
entry-welcome-back = ✅ С возвращением в { $group }: подписка оплачена до { $date }.
entry-declined-first = ⚠️ Оплачено, но админ уже отклонил твою заявку в { $group }: { $owner } может вернуть деньги через /send.
entry-expired = ⌛ Счёт за вход в { $group } не был оплачен вовремя, поэтому заявка отклонена. Чтобы попробовать снова, попросись по той же ссылке: придёт новый счёт.
entry-waiting = ⏳ Оплачено. Сейчас я не могу впустить тебя в { $group }; сделаю это, как только смогу.
entry-renewed = ✅ Твоя подписка на { $group } оплачена до { $date }.
entry-removed = 👋 Твоя подписка на { $group } закончилась { $date } и не была продлена, поэтому тебя удалили из группы. Вернуться можно в любой момент по ссылке группы.
entry-not-yours = Этот счёт чужой.
entry-closed = Этот счёт уже закрыт.

entry-confirm = 🚪 Заплатить { $price } для { $owner } за вход в { $group }?
entry-what = вход в { $group }
entry-confirm-label = ⚡ Оплатить
entry-outcome-sent = ✅ Оплачено { $price } за { $group }: ждём подтверждения платежа…
entry-outcome-cancelled = 🚫 Платёж { $price } за { $group } отменён.
entry-outcome-not-sent = ❌ Не оплачено
entry-outcome-unknown = ❓ Платёж { $price } за { $group }: результат неизвестен — повтора не будет.
entry-description = Вход в { $group } · { $user }

entry-owner-paid = 🚪 { $user } заплатил { $price } и вступил в { $group }.
entry-owner-renewed = 🔁 { $user } продлил подписку на { $group } до { $date }.
entry-owner-declined-first = ⚠️ { $user } заплатил { $price } за { $group }, но админ уже отклонил заявку. Ты можешь вернуть деньги через /send.
entry-owner-no-dm = ⏳ { $user } просится в { $group }: ждём, но я не смог написать ему (сначала нужно открыть личный чат со мной).
entry-owner-paused = ⏸ { $user } просится в { $group }, но платный вход приостановлен: твой счёт не подключён. Заявка ждёт админов.
entry-owner-paused-rights = ⏸ { $user } просится в { $group }, но платный вход приостановлен: ты больше не админ с правом приглашать участников. Заявка ждёт админов.
entry-owner-stuck = ⚠️ { $user } заплатил { $price } за { $group }, но я не могу его впустить: мне больше нельзя приглашать участников. Верни мне это право, и я его впущу.
entry-owner-removed = 👋 Подписка { $user } на { $group } не продлена: удалён из группы.
entry-mine-none = 🚪 У тебя нет включённого платного входа. В группе, где ты админ, отправь <code>/entry 2100</code>.
entry-mine-door = 🚪 <b>{ $group }</b>: { $price }{ $monthly ->
        [yes] {" "}в месяц
       *[no] {""}
    } · { $state ->
        [on] включён
       *[off] выключен
    }
entry-mine-member = • { $user }: до { $date }
entry-mine-member-once = • { $user }
entry-mine-payment = • { $date } · { $user } · { $price } · { $state ->
        [waiting] ждёт оплаты
        [paid] оплачено, ещё не впущен
        [in] в группе
        [declined-first] оплачено, отклонено админом
        [unwritten] не удалось написать: решают админы
       *[expired] не оплачено
    }

entry-history-title = 🚪 <b>Подписки</b>
entry-history-line = • { $group }: оплачено до { $date }
entry-history-line-once = • { $group }: платный вход

## Paid entry on a group's page of private /settings ($group, $owner HTML-escaped; $price an amount).
entry-settings-button = 🚪 Платный вход
entry-settings-line-off = 🚪 Платный вход: выключен
entry-settings-line-on = 🚪 Платный вход: { $price }, оплата { $owner }
entry-settings-line-monthly = 🚪 Платный вход: { $price } в месяц, оплата { $owner }
entry-settings-set-button = Задать цену
entry-settings-off-button = Выключить
entry-settings-ask = 🚪 Сколько должен стоить вход в { $group }? Например <code>2100</code>, <code>5 usd</code> или <code>2100 monthly</code>.
entry-on-here = 🚪 Платный вход в { $group } включён: { $price }, оплата на ваш счёт. Ссылка выше; группе я сообщил.
entry-on-here-monthly = 🚪 Платный вход в { $group } включён: { $price } в месяц, оплата на ваш счёт. Ссылка выше; группе я сообщил.
