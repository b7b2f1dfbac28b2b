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
  /** The invoice when its QR photo could not be sent; `invoice` is already in <code>. */
  asText: (headline: string, invoice: string, footer: string | undefined) =>
    [
      headline,
      invoice,
      "🖼 I could not send the QR code here: tap the invoice above to copy it.",
      footer,
    ]
      .filter(Boolean)
      .join("\n\n"),
  waiting: "Waiting for payment…",
  failed: (reason: string) => `⚠️ Could not create the invoice. ${reason}`,
} as const;
