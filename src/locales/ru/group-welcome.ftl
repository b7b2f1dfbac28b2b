## The welcome when the bot is added to a group (src/features/group-welcome). HTML.

group-welcome-welcome =
    👋 Всем привет! Я бот — lightning-кошелёк.
    Ответьте на чьё-то сообщение командой <code>/tip 100</code>, чтобы дать чаевые (после суммы можно добавить комментарий); /invoice <i>1000</i> — попросить группу об оплате; /help — остальное.
    Каждый настраивается в личном чате со мной: балансы и подробности остаются там.
# A line under the welcome while the bot may not delete messages in the group.
group-welcome-allow-delete = Админы: разрешите мне удалять сообщения, и я буду убирать команды /tip и свои подсказки через некоторое время.
# A button.
group-welcome-set-up-button = Настроить чаевые
