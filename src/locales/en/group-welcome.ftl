## The welcome when the bot is added to a group (src/features/group-welcome). HTML.

group-welcome-welcome =
    👋 Hi all! I am a lightning wallet bot.
    Reply to someone's message with <code>/tip 100</code> to tip them (a note may follow the amount); /invoice <i>1000</i> asks the group for a payment; /help shows more.
    Each of you sets up in a private chat with me: balances and details stay there.
# A line under the welcome while the bot may not delete messages in the group.
group-welcome-allow-delete = Admins: let me delete messages, and I tidy up /tip commands and my hints after a moment.
# A button.
group-welcome-set-up-button = Set up tips
