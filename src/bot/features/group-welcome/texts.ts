/** What the bot says when it is added to a group. */
export const groupWelcomeTexts = {
  welcome: (options: { sandbox: boolean; mayDelete: boolean }) =>
    [
      "👋 Hi all! I am a lightning wallet bot.",
      "Reply to someone's message with <code>/tip 100</code> to tip them (a note may follow the amount); /invoice <i>1000</i> asks the group for a payment; /help shows more.",
      "Each of you sets up in a private chat with me: balances and details stay there.",
      options.mayDelete
        ? undefined
        : "Admins: let me delete messages, and I tidy up /tip commands and my hints after a moment.",
      options.sandbox ? "🧪 <i>test money (sandbox)</i>" : undefined,
    ]
      .filter((line) => line !== undefined)
      .join("\n"),
  setUpButton: "Set up tips",
} as const;
