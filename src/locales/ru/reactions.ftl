## Чаевые реакциями (src/features/reactions).

reaction-settings-menu-off = 👍 Чаевые реакциями: выключены
reaction-settings-menu-on = 👍 Чаевые реакциями: { $amounts }, до <b>{ $budget }</b> в день (в группах, где я админ)
reaction-settings-on-button = 👍 Включить чаевые реакциями
reaction-settings-off-button = Выключить чаевые реакциями
reaction-settings-amounts-button = 👍 Суммы по эмодзи
reaction-settings-budget-button = 👍 Дневной бюджет
reaction-settings-turned-on = Чаевые реакциями включены: ваши реакции дают чаевые в группах, где я админ.
reaction-settings-turned-off = Чаевые реакциями выключены.
reaction-settings-ask-amounts =
    👍 Какая реакция даёт сколько? Сейчас: { $amounts }.
    Пришлите эмодзи, каждый с суммой, например <code>⚡ 21 🔥 100 ❤ 10</code> (/cancel оставит как есть).
reaction-settings-not-a-reaction = { $emoji } — не реакция из Telegram. Используйте реакции вроде ⚡ 🔥 ❤ 👍.
reaction-settings-bad-mapping = Пришлите эмодзи, за каждым сумму, например <code>⚡ 21 🔥 100</code> (не больше 10).
reaction-settings-amounts-saved = ✅ Сохранено: ваши реакции дают { $amounts }.
reaction-settings-ask-budget =
    👍 Сколько всего ваши реакции могут дать за день? Сейчас: <b>{ $budget }</b>.
    Пришлите сумму, например 1000 или 5k (/cancel оставит как есть).
reaction-settings-budget-saved = ✅ Сохранено: ваши реакции дают до <b>{ $budget }</b> в день.
reaction-group-needs-admin = 👍 Чаевые реакциями (включаются в /settings) работают, только если админ сделает меня здесь админом: Telegram показывает реакции только ботам-админам.
reaction-group-cannot-deliver = 👍 Ваши чаевые реакциями не могут работать в <b>{ $group }</b>: Telegram показывает реакции только ботам, которые там админы. Попросите админа назначить меня; пока работает /tip.
reaction-budget-reached = 👍 Ваши чаевые реакцией { $amount } для { $to } в { $where } не отправлены: это превысило бы ваш дневной бюджет реакций { $budget }. Увеличьте его в /settings или используйте /tip.
reaction-rate-limited = 👍 Ваша последняя реакция в { $where } ничего не отправила: не больше { $perMinute } чаевых в минуту в группе. Подождите немного и отреагируйте снова.

reaction-tip-tipper-line = 👍 Отправлено вашей реакцией. Суммы и дневной бюджет: /settings.
reaction-tip-recipient-line = 👍 Чаевые реакцией.
