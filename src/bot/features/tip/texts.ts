/** What /tip says, in groups and in private notes. Names and notes arrive HTML-escaped. */
export const tipTexts = {
  usage:
    "💸 Reply to someone's message with <code>/tip 100</code> (a note may follow the amount, e.g. <code>/tip 1k thanks!</code>).",
  noReply:
    "💸 Reply to the message of the person you want to tip, with <code>/tip 100</code> (optionally a note after the amount).",
  inPrivate:
    "💸 /tip works in groups: reply to someone's message there with <code>/tip 100</code>. Tips to you go to your account or to the lightning address you set in /settings.",
  self: "🙃 You cannot tip yourself.",
  anonymousTipper:
    "Tips come from a member's own account: post as yourself (not as the group or a channel) to tip.",
  bot: "🤖 Bots cannot receive tips.",
  onBehalfOfChat:
    "That message was posted on behalf of a channel or an anonymous admin, so there is no one to tip.",
  cannotReceive: (name: string) =>
    `🙁 ${name} cannot receive tips yet: no account with me and no lightning address. ${name}, open a private chat with me to set one up. Nothing was paid.`,
  setUpButton: "Set up tips",
  confirmSummary: (amount: string, to: string, note: string | undefined) =>
    [`💸 Tip <b>${amount}</b> to ${to}?`, note ? `📝 ${note}` : undefined]
      .filter(Boolean)
      .join("\n"),
  what: (amount: string, to: string) => `tip of ${amount} to ${to}`,
  /** What the confirmation becomes (in the group: no figures of anyone's account). */
  outcomes: (amount: string, to: string, note: string | undefined) => ({
    sent: `✅ <b>Tipped ${amount}</b> to ${to}`,
    cancelled: `🚫 Tip of ${amount} to ${to} cancelled.`,
    notSent: `❌ <b>Tip of ${amount} to ${to} not sent</b>`,
    unknown: `❓ <b>Tip of ${amount} to ${to}: unknown — not retried.</b>`,
    details: note ? `📝 ${note}` : undefined,
  }),
  confirmLabel: "✅ Tip",
  receipt: (recipient: string, total: string, tippers: string) =>
    `💸 <b>${recipient}</b> received <b>${total}</b> in tips\nfrom ${tippers}`,
  tipperShare: (name: string, amount: string) => `${name} (${amount})`,
  moreTippers: (count: number) => `and ${count} more`,
  failedInGroup: "❌ The tip was not sent; I told you why in our private chat. Nothing was paid.",
  failedInGroupSeeHistory:
    "❌ The tip was not sent. Nothing was paid. Open our private chat and send /history to see why.",
  failedInGroupUntold:
    "❌ The tip was not sent. Nothing was paid. I cannot write to you privately yet: open a chat with me, then try again to learn why.",
  notEnoughNote: (amount: string, to: string, where: string, spendable: string) =>
    `❌ Your tip of ${amount} to ${to} in ${where} was not sent: you can spend ${spendable} right now.\nNothing left your account.`,
  unknownInGroup:
    "❓ The tip's outcome is unknown. It is <b>not</b> retried: check /history in our private chat before trying again.",
  tipperNote: (amount: string, to: string, where: string, note: string | undefined) =>
    [`✅ You tipped ${to} <b>${amount}</b> in ${where}.`, note ? `📝 ${note}` : undefined]
      .filter(Boolean)
      .join("\n"),
  recipientNote: (amount: string, from: string, where: string, note: string | undefined) =>
    [`🎁 ${from} tipped you <b>${amount}</b> in ${where}.`, note ? `📝 ${note}` : undefined]
      .filter(Boolean)
      .join("\n"),
  failedNote: (amount: string, to: string, where: string, reason: string) =>
    `❌ Your tip of ${amount} to ${to} in ${where} was not sent.\n${reason}\nNothing left your account.`,
  unknownNote: (amount: string, to: string, where: string) =>
    `❓ Your tip of ${amount} to ${to} in ${where}: the gateway did not confirm it. It is <b>not</b> retried automatically: check /balance and /history before trying again.`,
  welcomeReady: (sandbox: boolean) =>
    [
      "💸 <b>Tipping</b>: in a group, reply to someone's message with <code>/tip 100</code> (a note may follow the amount).",
      "",
      sandbox
        ? "✅ Your test account is ready: tips to you arrive there."
        : "✅ Your account is connected: tips to you arrive there.",
      "To receive tips at another wallet instead, set a lightning address in /settings.",
    ].join("\n"),
  welcomeSetUp:
    "💸 <b>Tipping</b>: in a group, reply to someone's message with <code>/tip 100</code> (a note may follow the amount).\n\nTo receive tips, /connect your merchant account or set a lightning address in /settings.",
} as const;
