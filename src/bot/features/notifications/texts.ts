export const notificationTexts = {
  paidCaption: (amount: string, description: string | undefined) =>
    [`✅ <b>Paid: ${amount}</b>`, description ? `📝 ${description}` : undefined]
      .filter(Boolean)
      .join("\n"),
  received: (amount: string, description: string | undefined) =>
    [`💰 <b>Received ${amount}</b>`, description ? `📝 ${description}` : undefined]
      .filter(Boolean)
      .join("\n"),
} as const;
