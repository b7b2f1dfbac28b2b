export const balanceTexts = {
  balance: (total: string, frozen: string, spendable: string) =>
    [
      "💰 <b>Balance</b>",
      `Spendable: <b>${spendable}</b>`,
      `Total: ${total}`,
      `Frozen: ${frozen}`,
    ].join("\n"),
  sentPrivately: "📬 I sent your balance to you in a private chat.",
  startPrivateFirst:
    "🔒 I answer /balance in private. Open a private chat with me first, then ask again.",
} as const;
