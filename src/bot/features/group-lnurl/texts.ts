/** What the group form of /lnurl says. Names arrive HTML-escaped. */
export const groupLnurlTexts = {
  headline: (name: string) =>
    `🔁 <b>Pay code of ${name}</b>\nAnyone can pay them any amount with it, from any lightning wallet.`,
  addressHeadline: (name: string, address: string) =>
    `🔁 <b>Pay code of ${name}</b> (their lightning address <code>${address}</code>)\nAnyone can pay them any amount with it, from any lightning wallet.`,
  usage:
    "🔁 Reply to a member's message with /lnurl, or send <code>/lnurl @username</code>, to show their pay code. /lnurl alone shows yours.",
  unknownUsername: (username: string) =>
    `I do not know ${username} in this group. Reply to one of their messages with /lnurl instead.`,
  bot: "🤖 Bots have no pay code.",
  onBehalfOfChat:
    "That message was posted on behalf of a channel or an anonymous admin, so there is no member to show a pay code for.",
  noAccount: (name: string) =>
    `${name} has no account with me and no lightning address, so there is no pay code to show. They can open a private chat with me to set one up.`,
  noWebhook: (name: string) =>
    `⚠️ The gateway gives out a pay code for ${name} only once their account has a payment webhook set up.`,
  failed: (reason: string) => `⚠️ Could not get the pay code. ${reason}`,
} as const;
