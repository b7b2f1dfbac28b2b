export const connectTexts = {
  sandbox:
    "🧪 This bot runs on a sandbox gateway: your account was made for you with test money, so there is nothing to connect. /balance shows it; /disconnect resets it to fresh test money.",
  sandboxInGroup:
    "🧪 This bot runs on a sandbox gateway: there is nothing to connect, everyone gets a test account in a private chat with me.",
  intro:
    "🔑 Let's connect your merchant account. I will ask for three things: merchant id, API key and secret key. I delete the messages with your keys right after reading them and store the keys encrypted. /cancel stops at any time.",
  askMerchantId: "1/3 · Send your <b>merchant id</b>.",
  askApiKey: "2/3 · Send your <b>API key</b>. (I delete your message right after reading it.)",
  askSecretKey:
    "3/3 · Send your <b>secret key</b>. (I delete your message right after reading it.)",
  badMerchantId: "A merchant id is one line of text without spaces. Please send it again.",
  badApiKey: "An API key is one line of text without spaces. Please send it again.",
  badSecretKey: "The secret key must be hexadecimal (0-9, a-f). Please send it again.",
  checking: "Checking with the gateway…",
  rejected: (reason: string) =>
    `❌ The gateway did not accept these keys. ${reason}\nNothing was saved. Send /connect to try again.`,
  connected: (merchantId: string, eventsUrl: string | undefined) =>
    [
      `✅ Connected merchant <code>${merchantId}</code>. Your keys are stored encrypted.`,
      eventsUrl
        ? `\nFor payment notifications and /lnurl, register this webhook URL for your merchant with your gateway:\n<code>${eventsUrl}</code>`
        : undefined,
      "\nTry /balance or /invoice 1000.",
    ]
      .filter(Boolean)
      .join("\n"),
  groupHint: "🔒 Connect your account in a private chat with me, never in a group.",
  disconnected: "Your merchant account was removed from this bot. Your keys are erased.",
  nothingToDisconnect: "There is no connected account to remove.",
  resetQuestion: (balance: string | undefined, fresh: string) =>
    [
      "🧪 <b>Reset your test account?</b>",
      balance === undefined
        ? `Your sandbox account is replaced by a new one with <b>${fresh}</b> of test money.`
        : `Your sandbox account, now holding <b>${balance}</b>, is replaced by a new one with <b>${fresh}</b> of test money.`,
      "Money paid to invoices and pay codes of the old account no longer reaches you. /history keeps the old account's operations.",
    ].join("\n"),
  resetButton: "🔄 Reset test money",
  resetDone: (fresh: string) =>
    `✅ Your test account was reset: it holds <b>${fresh}</b> of test money. /history still lists the old account's operations.`,
  resetCancelled: "Reset cancelled: your test account is unchanged.",
  resetExpired: "This question has expired: send /disconnect again to reset your test money.",
  nothingToReset:
    "🧪 You have no test account yet: one is made with your first command (try /balance). Nothing to reset.",
} as const;
