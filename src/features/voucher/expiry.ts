/**
 * Vouchers whose service accepted the invoice but never paid it: when the
 * invoice expires, the engine ends them (src/operations/vouchers.ts) and
 * their message says so, in the owner's language. Run by a sweeper in
 * app.ts, once across replicas.
 */
import type { Api } from "grammy";
import { voucherStatusText } from "../../chat/flows/voucher-status.ts";
import type { Services } from "../../services.ts";

/**
 * Ends the vouchers whose invoice expired unpaid and edits their messages;
 * returns how many. `signal` (shutdown) stops the round early; the ones
 * ended so far are still told.
 */
export async function expireVouchers(
  api: Api,
  deps: Services,
  signal?: AbortSignal,
): Promise<number> {
  const expired = await deps.vouchers.expireDue(signal);
  for (const op of expired) {
    deps.logger.info({ operation_id: op.id, user_id: op.userId }, "voucher expired unpaid");
    const message = op.message;
    if (!message) continue;
    try {
      const voice = await deps.voices.forUser(op.userId);
      const text = voucherStatusText(voice, op, { sandbox: deps.accounts.isSandbox });
      await api.editMessageText(message.chatId, message.messageId, text, { parse_mode: "HTML" });
    } catch (error) {
      deps.logger.warn({ err: error, operation_id: op.id }, "could not mark a voucher expired");
    }
  }
  return expired.length;
}
