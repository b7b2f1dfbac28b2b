export const lnurlTexts = {
  headline:
    "🔁 <b>Your LNURL pay code</b>\nAnyone can pay you any amount with it, from any lightning wallet, as often as they like.",
  /** `address` is HTML (in <code>). */
  address: (address: string) => `⚡ Lightning address: ${address}`,
  noWebhook: (eventsUrl: string | undefined) =>
    [
      "⚠️ The gateway gives out LNURL pay codes only for accounts with a payment webhook set up.",
      eventsUrl
        ? `Register this webhook URL for your merchant account with your gateway, then try again:\n<code>${eventsUrl}</code>`
        : "Ask your gateway operator to set up a webhook for your merchant account, then try again.",
    ].join("\n"),
  setupSentPrivately:
    "📬 Your pay code needs one setup step first: I sent it to you in a private chat.",
  setupInPrivateFirst:
    "🔒 Your pay code needs one setup step first, which I explain in a private chat. Open it, then send /lnurl there.",
  failed: (reason: string) => `⚠️ Could not get your pay code. ${reason}`,
} as const;
