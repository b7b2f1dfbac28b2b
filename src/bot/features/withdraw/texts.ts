export const withdrawTexts = {
  askAddress: "Which bitcoin address should I send to? (a <code>bitcoin:</code> link works too)",
  askAmount: "How much should I send? (e.g. 20000, 20k or 0.0002 btc)",
  invalid: "That is not a valid bitcoin address. Check it and send it again.",
  wrongNetwork: (detected: string, ours: string) =>
    `That is a ${detected} address, but this bot sends on ${ours}.`,
  unsupported:
    "That address type has no spending rules yet: coins sent there could be lost. Use another address.",
  uriAmount: (reason: string) => `The amount in that bitcoin: link is not valid (${reason}).`,
  uriNotAddress: "That bitcoin: link has no address to send to.",
  confirm: (sat: string, btc: string, address: string, fee: string) =>
    [
      `⛓ <b>Send ${sat}</b> (${btc}) on-chain?`,
      `To: <code>${address}</code>`,
      fee,
      "On-chain sends cannot be reversed.",
    ].join("\n"),
  /** The fee line: what leaves the account in all. */
  fee: (fee: string, total: string) => `Network fee: ${fee} · <b>${total}</b> in all`,
  feeUnknown: "A network fee may apply on top of this amount.",
  confirmLabel: "Confirm",
  what: (sat: string, address: string) => `withdrawal of ${sat} to ${address}`,
  /** What the confirmation becomes. */
  outcomes: (sat: string, address: string, fee: string) => ({
    sent: `✅ <b>Sent ${sat}</b> on-chain`,
    cancelled: `🚫 Withdrawal of ${sat} cancelled.`,
    notSent: "❌ <b>Not sent</b>",
    unknown: `❓ <b>Withdrawal of ${sat}: unknown — not retried.</b>`,
    details: `To: <code>${address}</code>\n${fee}`,
  }),
  groupHint: "🔒 Withdrawals are made in a private chat with me.",
} as const;
