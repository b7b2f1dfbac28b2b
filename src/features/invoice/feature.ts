/** /invoice: receiving, an invoice sent back as a QR image. */
import type { Feature } from "../../feature.ts";
import { invoiceConversation, invoiceFeature } from "./index.ts";

export const invoice: Feature = {
  name: "invoice",
  chat: invoiceFeature,
  questions: [{ id: "invoice", run: invoiceConversation }],
  commands: [
    { scope: "private", command: "invoice", rank: 10 },
    { scope: "group", command: "invoice", rank: 70 },
  ],
};
