/** /invoice: receiving, an invoice sent back as a QR image. */
import type { Feature } from "../../feature.ts";
import { invoiceAppRoutes } from "./api.ts";
import { invoiceConversation, invoiceFeature, invoiceMessagePaid } from "./index.ts";

export const invoice: Feature = {
  name: "invoice",
  moneyIn: invoiceMessagePaid,
  appRoutes: invoiceAppRoutes,
  chat: invoiceFeature,
  questions: [{ id: "invoice", run: invoiceConversation }],
  commands: [
    { scope: "private", command: "invoice", rank: 10 },
    { scope: "group", command: "invoice", rank: 70 },
  ],
};
