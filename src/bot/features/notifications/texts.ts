export const notificationTexts = {
  paidCaption: (amount: string, description: string | undefined) =>
    [`✅ <b>Paid: ${amount}</b>`, description ? `📝 ${description}` : undefined]
      .filter(Boolean)
      .join("\n"),
  received: (amount: string, description: string | undefined) =>
    [`💰 <b>Received ${amount}</b>`, description ? `📝 ${description}` : undefined]
      .filter(Boolean)
      .join("\n"),
  /** `from` (HTML) only when the payer is a user of this bot. */
  receivedThroughPayCode: (amount: string, from: string | undefined) =>
    `💰 <b>Received ${amount}</b>${from ? ` from ${from}` : ""} through your pay code.`,
  /** The event carried no amount: say what is known, never a guess. */
  receivedAmountUnknown: (balance: string | undefined) =>
    [
      "💰 <b>Money arrived through your pay code.</b>",
      balance
        ? `The gateway did not say how much; your balance is now <b>${balance}</b>.`
        : "The gateway did not say how much: see /balance.",
    ].join("\n"),
} as const;
