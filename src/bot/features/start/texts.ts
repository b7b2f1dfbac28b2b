export const startTexts = {
  welcome: (name: string, sandbox: boolean) =>
    [
      `⚡ Hi ${name}! I put a lightning wallet into Telegram: bill people, pay, withdraw and tip in groups.`,
      "",
      "<b>Receive</b>",
      "/invoice <i>amount [description]</i> – a lightning invoice with QR code",
      "/lnurl – your reusable pay code, for any wallet",
      "",
      "<b>Send</b>",
      "/pay <i>invoice | lnurl | user@domain [amount]</i> – pay (or just paste an invoice or send a QR photo)",
      "/withdraw <i>address amount</i> – send on-chain",
      "/tip <i>amount [note]</i> – reply to someone in a group to tip them",
      "",
      "<b>Account</b>",
      "/balance – total, frozen and spendable",
      "/history – your recent operations",
      "/settings – language, tip confirmation, lightning address",
      sandbox
        ? "\n🧪 This bot runs on a <b>sandbox</b> gateway: your account was made for you and holds test money only."
        : "/connect – connect your merchant account · /disconnect – remove it",
      "",
      "Amounts: 1500, 1 500, 1,500, 1.5k, 21k sats or 0.0001 btc. /cancel stops any question.",
    ].join("\n"),
} as const;
