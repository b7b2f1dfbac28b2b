/**
 * The recipient's side of money one member sent another through the bot
 * (a tip, a /send, a jar payment, a share of a rain, giveaway or pledge):
 * a "tip received" entry in their history, keyed by the sent operation.
 */
import type { Ledger, Operation } from "./ledger.ts";

/** The id of the recipient's "tip received" entry for the sent operation `sentOperationId`. */
export function tipReceivedId(sentOperationId: string): string {
  return `${sentOperationId}-in`;
}

/**
 * Writes `recipientId`'s "tip received" entry for `sent`: paid, its amount
 * and time, with `description` and `counterpart` (who sent it) for history.
 * Keyed by the sent operation, so writing it again changes nothing.
 */
export async function recordTipReceived(
  ledger: Pick<Ledger, "record">,
  sent: Pick<Operation, "id" | "amountSat" | "createdAt">,
  entry: { recipientId: number; description: string | undefined; counterpart: string | undefined },
): Promise<void> {
  await ledger.record({
    id: tipReceivedId(sent.id),
    userId: entry.recipientId,
    kind: "tip-received",
    state: "paid",
    amountSat: sent.amountSat,
    description: entry.description,
    counterpart: entry.counterpart,
    createdAt: sent.createdAt,
  });
}
