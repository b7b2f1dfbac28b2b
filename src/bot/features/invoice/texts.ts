export const invoiceTexts = {
  askAmount: "How much should the invoice be for? (e.g. 1500, 1.5k, 0.0001 btc)",
  askDescription: "What is it for? Send a short description, or press Skip.",
  descriptionTooLong: (max: number) => `Please keep the description under ${max} characters.`,
  headline: (amount: string, description: string | undefined, expiresInMin: number | undefined) =>
    [
      `⚡ <b>Invoice for ${amount}</b>`,
      description ? `📝 ${description}` : undefined,
      expiresInMin !== undefined ? `⏳ Expires in ${expiresInMin} min` : undefined,
    ]
      .filter(Boolean)
      .join("\n"),
  waiting: "Waiting for payment…",
  failed: (reason: string) => `⚠️ Could not create the invoice. ${reason}`,
} as const;
