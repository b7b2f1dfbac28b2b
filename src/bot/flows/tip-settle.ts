/**
 * What follows a tip that was sent: the recipient's history entry, the
 * public receipt, private notes to both people, and the removal of the
 * /tip command. Every step may run again (a redelivered update after a
 * crash) without doing anything twice: the history entry and the receipt
 * are keyed by the tip's operation id, the notes by a claim.
 */
import type { Api } from "grammy";
import type { Logger } from "../../logger.ts";
import { recordGroupPayment } from "../../operations/board.ts";
import type { Operation } from "../../operations/ledger.ts";
import type { ExecuteResult } from "../../operations/payments.ts";
import { recordTipReceived, tipReceivedId } from "../../operations/tip-received.ts";
import type { BotContext, BotDeps } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { withPriority } from "../outgoing-queue.ts";
import { withMoneyMark } from "../texts.ts";
import { removeCommandLater } from "./command-cleanup.ts";
import type { TipDetails } from "./tip-details.ts";
import { showTipOnReceipt } from "./tip-receipt.ts";

/** How long "the notes of this tip were sent" is remembered (7 days). */
const NOTES_MEMORY_MS = 7 * 24 * 60 * 60_000;

/** What settling needs from the update that finished the tip. */
export interface TipEnv {
  deps: BotDeps;
  api: Api;
  log: Logger;
  /** The bot's own user id (to ask whether it may delete messages). */
  botId: number;
  /** The bot's username, for t.me deep links (pledges); asked of Telegram (getMe) when absent. */
  botUsername?: string | undefined;
}

/** The settling environment of the update `ctx` handles. */
export function tipEnv(ctx: BotContext): TipEnv {
  return {
    deps: ctx.deps,
    api: ctx.api,
    log: ctx.log,
    botId: ctx.me.id,
    botUsername: ctx.me.username,
  };
}

/** The id of the recipient's "tip received" entry for a tip operation. */
export const receivedOperationId = tipReceivedId;

/**
 * Settles the tip `details` describes when `result` says it was sent: now,
 * or by an earlier press whose send went out (one that did not is left as
 * it is). True for those two outcomes: nothing more is to be said then.
 */
export async function settleIfSent(
  env: TipEnv,
  details: TipDetails,
  result: ExecuteResult,
): Promise<boolean> {
  if (result.status === "sent") {
    await settleTip(env, details, result.operation);
    return true;
  }
  if (result.status === "already") {
    if (result.operation?.state === "sent") await settleTip(env, details, result.operation);
    return true;
  }
  return false;
}

/**
 * Everything after a successful send of the tip `operation` described by
 * `details`. Idempotent; Telegram failures are logged, not thrown. Resolves
 * once the recipient's history has it; the receipt and the notes follow in
 * the background as notifications: Telegram lets a group have 20 messages a
 * minute, and a busy group's next updates must not wait for that.
 */
export async function settleTip(
  env: TipEnv,
  details: TipDetails,
  operation: Operation,
): Promise<void> {
  const { deps } = env;
  await recordTipReceived(deps.ledger, operation, {
    recipientId: details.recipientId,
    description: details.note,
    counterpart: details.tipperHandle,
  });
  // The group's leaderboard (/top); idempotent by the tip's id, never failing the tip.
  await recordGroupPayment(deps, {
    chatId: details.chatId,
    from: { id: details.tipperId, name: details.tipperName },
    to: { id: details.recipientId, name: details.recipientName },
    sat: operation.amountSat,
    at: deps.now(),
    operationId: operation.id,
  }).catch((error: unknown) =>
    env.log.warn({ err: error, operation_id: operation.id }, "could not count a tip on the board"),
  );
  void withPriority("notification", () => announceTip(env, details, operation)).catch(
    (error: unknown) =>
      env.log.warn({ err: error, operation_id: operation.id }, "could not announce a tip"),
  );
}

/** The receipt in the group, the notes to both people, and the /tip command's removal. */
async function announceTip(env: TipEnv, details: TipDetails, operation: Operation): Promise<void> {
  const { deps } = env;
  const sandbox = deps.accounts.isSandbox;
  await showTipOnReceipt(
    { store: deps.store, api: env.api, log: env.log, sandbox, voices: deps.voices },
    { chatId: details.chatId, tippedMessageId: details.tippedMessageId },
    details.recipientName,
    {
      id: operation.id,
      tipperId: details.tipperId,
      tipperName: details.tipperName,
      amountSat: operation.amountSat,
    },
  );
  // Each note in its reader's language and currency, found before the notes are claimed:
  // a store that cannot say fails this settling (done again on redelivery), not the notes.
  const tipper = await deps.voices.forUser(details.tipperId);
  const recipient = await deps.voices.forUser(details.recipientId);
  if (await deps.store.claim(`tip-notes:${operation.id}`, String(deps.now()), NOTES_MEMORY_MS)) {
    const where = placeOf(details);
    const note = details.note ? escapeHtml(details.note) : undefined;
    await notify(
      env,
      details.tipperId,
      withMoneyMark(
        withNote(
          tipper.t("tip-tipper-note", {
            amount: tipper.amount(operation.amountSat),
            to: escapeHtml(details.recipientName),
            where,
          }),
          note && tipper.t("tip-note", { note }),
          // A reaction tip has no command to remember it by: say what sent it, where to change it.
          details.via === "reaction" ? tipper.t("reaction-tip-tipper-line") : undefined,
        ),
        sandbox,
        tipper.t,
      ),
    );
    await notify(
      env,
      details.recipientId,
      withMoneyMark(
        withNote(
          recipient.t("tip-recipient-note", {
            amount: recipient.amount(operation.amountSat),
            from: escapeHtml(details.tipperName),
            where,
          }),
          note && recipient.t("tip-note", { note }),
          details.via === "reaction" ? recipient.t("reaction-tip-recipient-line") : undefined,
        ),
        sandbox,
        recipient.t,
      ),
    );
  }
  // A reaction tip has no command message: its `commandMessageId` is the tipped message.
  if (details.via === "reaction") return;
  removeCommandLater(
    env,
    details.chatId,
    details.commandMessageId,
    deps.config.groups.tipCommandDeleteDelayMs,
  );
}

/** The group, in HTML: a link to the tipped message where Telegram has one, else its title. */
export function placeOf(
  details: Pick<TipDetails, "chatTitle" | "linkBase" | "tippedMessageId">,
): string {
  const title = escapeHtml(details.chatTitle);
  return details.linkBase
    ? `<a href="${details.linkBase}/${details.tippedMessageId}">${title}</a>`
    : `<b>${title}</b>`;
}

/**
 * Sends a private note; false when it could not be delivered (the user
 * never opened the private chat or blocked the bot: Telegram answers 403).
 */
export async function notify(
  env: Pick<TipEnv, "api" | "log">,
  userId: number,
  html: string,
): Promise<boolean> {
  try {
    await env.api.sendMessage(userId, html, {
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    });
    return true;
  } catch (error) {
    env.log.info({ err: error, user_id: userId }, "could not send a private tip note");
    return false;
  }
}

/** `html`, with the tip's note line under it when there is one. */
export function withNote(html: string, ...lines: Array<string | undefined>): string {
  return [html, ...lines].filter((line) => line !== undefined && line !== "").join("\n");
}
