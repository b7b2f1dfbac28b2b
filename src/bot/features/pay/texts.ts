export const payTexts = {
  askTarget:
    "What should I pay? Send a lightning invoice, an LNURL or a lightning address (name@domain), or a photo of a QR code.",
  notRecognised:
    "I could not read that as a lightning invoice, an LNURL or a lightning address (name@domain).",
  expired: "This invoice has expired. Ask the recipient for a new one.",
  zeroAmount:
    "This invoice has no amount. Ask the recipient for an invoice with an amount, or pay their LNURL or lightning address instead.",
  wrongNetwork: (invoiceNetwork: string, ours: string) =>
    `This invoice is for ${invoiceNetwork}, but this bot pays on ${ours}.`,
  notEnough: (spendable: string) => `Not enough funds: you can spend ${spendable} right now.`,
  notEnoughWithFee: (total: string, fee: string, spendable: string) =>
    `Not enough funds: this needs ${total} with the ${fee} network fee, and you can spend ${spendable} right now.`,
  confirmInvoice: (
    amount: string,
    description: string | undefined,
    expiresIn: string,
    short: string,
  ) =>
    [
      `⚡ <b>Pay ${amount}?</b>`,
      description ? `📝 ${description}` : undefined,
      `⏳ Expires in ${expiresIn}`,
      `🧾 <code>${short}</code>`,
    ]
      .filter(Boolean)
      .join("\n"),
  /** `to`: a lightning address naming the recipient, when known; `lines`: `lnurlDetails`. */
  confirmLnurl: (amount: string, to: string | undefined, lines: string) =>
    `${to ? `⚡ <b>Pay ${amount}</b> to ${to}?` : `⚡ <b>Pay ${amount}?</b>`}\n${lines}`,
  askLnurlAmount: (to: string | undefined, lines: string) =>
    `${to ? `How much do you want to send to ${to}?` : "How much do you want to send?"}\n${lines}`,
  /** What a pay code says of itself: its description, its host and the amounts it accepts. */
  lnurlDetails: (description: string | undefined, host: string, min: string, max: string) =>
    [
      description ? `📝 ${description}` : undefined,
      `🌐 Pay code at ${host} · accepts ${min} to ${max}`,
    ]
      .filter(Boolean)
      .join("\n"),
  outOfRange: (amount: string, min: string, max: string) =>
    `This pay code accepts ${min} to ${max}, so ${amount} cannot be paid to it. Nothing was sent: send /pay again with an amount in that range.`,
  confirmLabel: "Pay",
  whatInvoice: (amount: string) => `payment of ${amount}`,
  whatLnurl: (amount: string, to: string) => `payment of ${amount} to ${to}`,
  /** What the confirmation becomes; `to` is the recipient's name (HTML), when known. */
  outcomes: (amount: string, to: string | undefined, details: string | undefined) => ({
    sent: to ? `✅ <b>Paid ${amount}</b> to ${to}` : `✅ <b>Paid ${amount}</b>`,
    cancelled: to
      ? `🚫 Payment of ${amount} to ${to} cancelled.`
      : `🚫 Payment of ${amount} cancelled.`,
    notSent: "❌ <b>Not paid</b>",
    unknown: `❓ <b>Payment of ${amount}: unknown — not retried.</b>`,
    details,
  }),
  /** Lines of an invoice kept under the outcome (no question, no expiry). */
  invoiceDetails: (description: string | undefined, short: string) =>
    [description ? `📝 ${description}` : undefined, `🧾 <code>${short}</code>`]
      .filter(Boolean)
      .join("\n"),
  groupHint: "🔒 Payments are made in a private chat with me.",
  noQr: "I could not find a QR code in this photo. Try a sharper, closer picture, or paste the invoice as text.",
  unreadableImage:
    "I could not read this image. Send it as a photo (JPEG or PNG), or paste the invoice as text.",
  onchainHint: "This is an on-chain bitcoin address. To send there, use /withdraw.",
  photoTooLarge: "This image is too large to read. Send a smaller photo of the QR code.",
  /** What a scanned QR code held, shown before anything else (`content` escaped, clipped). */
  qrShown: (content: string) => `📷 QR code: <code>${content}</code>`,
  qrWebAddress: (host: string) =>
    `This QR code holds a web address (${host}), not a payment. I do not open links: open it yourself if you trust it.`,
  qrOnchain: (address: string) =>
    `This QR code holds a bitcoin address. To send bitcoin there, send <code>/withdraw ${address}</code> and I will ask how much.`,
  qrText:
    "This QR code holds text, not a payment, so there is nothing to pay. Send a lightning invoice, an LNURL or a lightning address instead.",
} as const;
