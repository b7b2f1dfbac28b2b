/** What /settings says. Values arrive formatted and HTML-escaped. */
export const settingsTexts = {
  menu: (threshold: string | undefined, address: string | undefined) =>
    [
      "⚙️ <b>Settings</b>",
      "",
      "🌐 Language: English (the only one so far)",
      threshold === undefined
        ? "💸 Tip confirmation: every tip you give asks Confirm / Cancel first"
        : `💸 Tip confirmation: tips you give above <b>${threshold}</b> ask Confirm / Cancel first; smaller ones go at once`,
      address === undefined
        ? "⚡ Lightning address for tips: not set (tips to you go to your account with me)"
        : `⚡ Lightning address for tips: <code>${address}</code> (tips to you go there)`,
    ].join("\n"),
  thresholdButton: "💸 Change threshold",
  alwaysConfirmButton: "Confirm every tip",
  setAddressButton: "⚡ Set address",
  changeAddressButton: "⚡ Change address",
  removeAddressButton: "Remove address",
  askThreshold: (current: string) =>
    `💸 Tips above which amount should ask Confirm / Cancel first? Now: <b>${current}</b>.\nSend an amount, e.g. 5000 or 10k (/cancel keeps it).`,
  askAddress:
    "⚡ Send the lightning address where tips to you should go, e.g. <code>you@wallet.example</code> (/cancel keeps the current one).",
  notAnAddress: "That is not a lightning address: it looks like <code>name@wallet.example</code>.",
  localAddress:
    "That address is on a local host the gateway cannot reach. Send your wallet's public lightning address.",
  outdatedMenu: "This menu was replaced by a newer one: use that, or send /settings.",
  thresholdSaved: (threshold: string) =>
    `✅ Saved: tips you give above <b>${threshold}</b> ask Confirm / Cancel first.`,
  addressSaved: (address: string) => `✅ Saved: tips to you go to <code>${address}</code>.`,
  alwaysConfirmSaved: "Every tip now asks first.",
  addressRemoved: "Address removed: tips to you go to your account.",
  groupHint: "⚙️ /settings works in a private chat with me.",
} as const;
