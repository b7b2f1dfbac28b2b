/** The owner's note when money came in (a paid invoice, a payment to their pay code). */
import type { Feature } from "../../feature.ts";
import { paymentNotes } from "./events.ts";

export const notifications: Feature = { name: "notifications", moneyIn: paymentNotes };
