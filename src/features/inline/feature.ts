/** Inline mode: @bot in any chat (invoices, sends, giveaways). */
import type { Feature } from "../../feature.ts";
import { inlineFeature } from "./index.ts";
import { inlineCardPaid } from "./invoice.ts";
import { CLAIM_BUTTON, inlineSendExpired } from "./send.ts";

export const inline: Feature = {
  name: "inline",
  moneyIn: inlineCardPaid,
  chat: inlineFeature,
  // A send's Claim is one-use by the offers engine's claims: a member's press does not wait
  // behind their own private chat's updates (an inline press has no chat: it is queued by its
  // presser), and another delivery of it waits for this one and drops.
  lockFreePresses: [CLAIM_BUTTON],
  offerEndings: { "inline-send": inlineSendExpired },
};
