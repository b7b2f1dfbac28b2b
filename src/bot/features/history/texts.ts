import type { OperationKind, OperationState } from "../../../operations/ledger.ts";

export const historyTexts = {
  title: (from: number, to: number, total: number) =>
    `📜 <b>History</b> (${from}–${to} of ${total})`,
  empty: "No operations yet. Try /invoice 1000.",
  amountUnknown: "amount not given",
  fee: (fee: string) => ` + ${fee} fee`,
  feeUnknown: " + network fee, if any",
  previous: "◀ Newer",
  next: "Older ▶",
  kind: {
    invoice: "⚡ Invoice",
    payment: "➡️ Payment",
    withdrawal: "⛓ Withdrawal",
    "tip-sent": "💸 Tip sent",
    "tip-received": "🎁 Tip received",
    received: "📥 Received",
  } satisfies Record<OperationKind, string>,
  state: {
    pending: "⏳ pending",
    sent: "✅ sent",
    paid: "✅ paid",
    failed: "❌ failed",
    unknown: "❓ unknown — not retried",
  } satisfies Record<OperationState, string>,
} as const;
