/** Inline mode: @bot in any chat (invoices, sends, giveaways). */
import type { Feature } from "../../feature.ts";
import { inlineFeature } from "./index.ts";
import { inlineCardPaid } from "./invoice.ts";
import { inlineSendExpired } from "./send.ts";

export const inline: Feature = {
  name: "inline",
  moneyIn: inlineCardPaid,
  chat: inlineFeature,
  offerEndings: { "inline-send": inlineSendExpired },
};
