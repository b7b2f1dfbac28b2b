/** Which way money moves for each kind of history entry: in (received) or out (sent). */
import type { OperationKind } from "./ledger.ts";

/** Which way each kind of operation moves money. */
export const MONEY_DIRECTION = {
  invoice: "in",
  payment: "out",
  withdrawal: "out",
  "tip-sent": "out",
  "tip-received": "in",
  received: "in",
  voucher: "in",
} as const satisfies Record<OperationKind, "in" | "out">;
