/**
 * What a group and its members see after a tip was sent: the public
 * receipt, private notes to both people, and the removal of the /tip
 * command. Every step may run again (a redelivered update after a crash)
 * without doing anything twice: the receipt is keyed by the tip's
 * operation id, the notes by a claim.
 */
import type { Api } from "grammy";
import type { Logger } from "../../logger.ts";
import type { Operation } from "../../operations/ledger.ts";
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

/**
 * Everything a member sees after the tip `operation` described by `details`
 * was sent (its history entry and the group's board are the intents
 * engine's): the receipt, the notes, the command's removal. Idempotent;
 * Telegram failures are logged, not thrown. Resolves at once: they follow
 * in the background as notifications (Telegram lets a group have 20
 * messages a minute, and a busy group's next updates must not wait for that).
 */
export async function settleTip(
  env: TipEnv,
  details: TipDetails,
  operation: Operation,
): Promise<void> {
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
