/**
 * What a group and its members see after a tip was sent: the public
 * receipt, private notes to both people, and the removal of the /tip
 * command. The notes go first and on their own: a private chat has its own
 * message budget, a busy group's receipt may wait most of a minute for its
 * turn, and the notes never wait for it.
 *
 * The work is kept in the store until done (like sends cut off by a crash:
 * src/operations/sweeper.ts), so a restart, or another replica, carries
 * out what a crash interrupted (`resumeTipAnnouncements`). Every step may
 * run again without doing anything twice: the receipt counts a tip once
 * (by its operation id), each note is marked sent, and one process at a
 * time works on an announcement (a lock whose lease its holder renews).
 */
import { type Api, GrammyError } from "grammy";
import type { Logger } from "../../logger.ts";
import type { Operation } from "../../operations/ledger.ts";
import type { Services } from "../../services.ts";
import { LockTimeoutError } from "../../storage/types.ts";
import type { BotContext } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { withPriority } from "../outgoing-queue.ts";
import { withMoneyMark } from "../texts.ts";
import { removeCommandLater } from "./command-cleanup.ts";
import type { TipDetails } from "./tip-details.ts";
import { type ShownOn, showTipOnReceipt } from "./tip-receipt.ts";

/** How long "this note of this tip was sent" is remembered (7 days). */
const NOTES_MEMORY_MS = 7 * 24 * 60 * 60_000;
/** How long an announcement not yet done is kept for a restart to finish (1 day). */
const PENDING_MEMORY_MS = 24 * 60 * 60_000;
/** The index of announcements not yet done is split in this many records, each under its own lock. */
const INDEX_SHARDS = 16;
/** Tries of one announcement before it is given up (a try every sweep, about 5 s apart). */
const MAX_ATTEMPTS = 5;
/** The lease of the lock one process holds while announcing (renewed while it works). */
const ANNOUNCE_LEASE_MS = 10_000;

/** What settling needs from the update that finished the tip. */
export interface TipEnv {
  deps: Services;
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

/** An announcement as the store keeps it until it is done. */
export interface PendingTipAnnouncement {
  v: 1;
  details: TipDetails;
  operation: { id: string; amountSat: number };
  shownOn?: ShownOn | undefined;
  at: number;
  /** Tries that failed so far (Telegram or the store); given up after MAX_ATTEMPTS. */
  failures?: number | undefined;
}

function pendingOf(deps: Pick<Services, "store">) {
  return deps.store.keyv<PendingTipAnnouncement>("tip-announcements");
}

function indexOf(deps: Pick<Services, "store">) {
  return deps.store.keyv<Record<string, number>>("tip-announcement-index");
}

/**
 * Everything a member sees after the tip `operation` described by `details`
 * was sent (its history entry and the group's board are the intents
 * engine's): the notes, the receipt, the command's removal. `shownOn`: the
 * confirmation message the tip was confirmed on, which becomes the receipt
 * (or shows its outcome when the tipped message has a receipt already).
 * Resolves once the work is kept in the store; it is done in the
 * background (Telegram failures are logged, not thrown).
 */
export async function settleTip(
  env: TipEnv,
  details: TipDetails,
  operation: Pick<Operation, "id" | "amountSat">,
  shownOn?: ShownOn,
): Promise<void> {
  const pending: PendingTipAnnouncement = {
    v: 1,
    details,
    operation: { id: operation.id, amountSat: operation.amountSat },
    ...(shownOn ? { shownOn } : {}),
    at: env.deps.now(),
  };
  let kept = true;
  try {
    await keepPending(env.deps, pending);
  } catch (error) {
    // The tip went out: a store that cannot keep its announcement must not turn into an error
    // for the tipper. Announced from memory (a crash now would lose it, as before).
    kept = false;
    env.log.warn({ err: error, operation_id: operation.id }, "could not keep a tip announcement");
  }
  void env.deps.activity.track(
    announceOnce(env, pending, { kept }).catch((error: unknown) =>
      env.log.warn({ err: error, operation_id: operation.id }, "could not announce a tip"),
    ),
  );
}

/**
 * `settleTip` for a tip confirmed with a press on its confirmation
 * message: that message becomes the receipt (`outcome`: what it shows
 * instead when the tipped message has a receipt already). True when the
 * message is taken over (the confirmation flow then does not edit it).
 */
export async function settleConfirmedTip(
  ctx: BotContext,
  details: TipDetails,
  operation: Pick<Operation, "id" | "amountSat">,
  outcome: string,
): Promise<boolean> {
  const message = ctx.callbackQuery?.message;
  const shownOn =
    message && message.chat.id === details.chatId
      ? { messageId: message.message_id, outcome }
      : undefined;
  await settleTip(tipEnv(ctx), details, operation, shownOn);
  return shownOn !== undefined;
}

/**
 * Carries out the tip announcements a crash (of this process or another
 * replica) left undone; returns how many it finished. Those another live
 * process is working on are left to it.
 */
export async function resumeTipAnnouncements(env: TipEnv): Promise<number> {
  let done = 0;
  for (let shard = 0; shard < INDEX_SHARDS; shard++) {
    const index = (await indexOf(env.deps).get(String(shard))) ?? {};
    for (const id of Object.keys(index)) {
      const pending = await pendingOf(env.deps).get(id);
      if (!pending) {
        await unlist(env.deps, id);
        continue;
      }
      if (await announceOnce(env, pending, { resumed: true })) done += 1;
    }
  }
  return done;
}

async function keepPending(deps: Services, pending: PendingTipAnnouncement): Promise<void> {
  await pendingOf(deps).set(pending.operation.id, pending, PENDING_MEMORY_MS);
  await changeIndex(deps, pending.operation.id, (index) => ({
    ...index,
    [pending.operation.id]: pending.at,
  }));
}

async function unlist(deps: Pick<Services, "store">, id: string): Promise<void> {
  await changeIndex(deps, id, (index) => {
    const { [id]: _gone, ...rest } = index;
    return rest;
  });
}

/** Changes the index record holding `id`, under its own lock (busy groups tip in parallel). */
async function changeIndex(
  deps: Pick<Services, "store">,
  id: string,
  change: (index: Record<string, number>) => Record<string, number>,
): Promise<void> {
  const shard = String(shardOf(id));
  // Held for a read and a write: a short lease, so one a stopped process left frees soon.
  await deps.store.withLock(
    `tip-announcement-index:${shard}`,
    async () => {
      const index = indexOf(deps);
      await index.set(shard, change((await index.get(shard)) ?? {}), PENDING_MEMORY_MS);
    },
    { waitMs: 10_000, leaseMs: 5_000 },
  );
}

/** The index record of `id` (operation ids are random: spread evenly). */
function shardOf(id: string): number {
  let sum = 0;
  for (let i = 0; i < id.length; i++) sum = (sum + id.charCodeAt(i)) % INDEX_SHARDS;
  return sum;
}

/**
 * Announces under the announcement's lock, then forgets it; false when
 * another process holds the lock (it is announcing it now).
 */
async function announceOnce(
  env: TipEnv,
  pending: PendingTipAnnouncement,
  options: { resumed?: boolean; kept?: boolean } = {},
): Promise<boolean> {
  const id = pending.operation.id;
  try {
    await env.deps.store.withLock(
      `tip-announce:${id}`,
      async () => {
        // Done by another process since it was read: nothing left.
        const current = options.kept === false ? pending : await pendingOf(env.deps).get(id);
        if (!current) return;
        if (options.resumed) env.log.info({ operation_id: id }, "announcing a tip a crash cut off");
        try {
          await withPriority("notification", () => announceTip(env, pending));
        } catch (error) {
          const failures = (current.failures ?? 0) + 1;
          if (failures < MAX_ATTEMPTS) {
            // Kept: the next sweep (or a press on it again) tries what is left.
            await pendingOf(env.deps).set(id, { ...current, failures }, PENDING_MEMORY_MS);
            throw error;
          }
          env.log.error({ err: error, operation_id: id }, "tip announcement given up");
        }
        await pendingOf(env.deps).delete(id);
        await unlist(env.deps, id);
      },
      { waitMs: 0, leaseMs: ANNOUNCE_LEASE_MS },
    );
    return true;
  } catch (error) {
    if (error instanceof LockTimeoutError) return false;
    throw error;
  }
}

/** The notes to both people and the receipt in the group, side by side; then the /tip's removal. */
async function announceTip(env: TipEnv, pending: PendingTipAnnouncement): Promise<void> {
  const { deps } = env;
  const { details, operation } = pending;
  const sandbox = deps.accounts.isSandbox;
  const where = placeOf(details);
  const note = details.note ? escapeHtml(details.note) : undefined;
  const noteTo = async (role: "tipper" | "recipient") => {
    const userId = role === "tipper" ? details.tipperId : details.recipientId;
    const key = `tip-note-sent:${operation.id}:${role}`;
    if ((await deps.store.readClaim(key)) !== undefined) return;
    const voice = await deps.voices.forUser(userId);
    const html =
      role === "tipper"
        ? voice.t("tip-tipper-note", {
            amount: voice.amount(operation.amountSat),
            to: escapeHtml(details.recipientName),
            where,
          })
        : voice.t("tip-recipient-note", {
            amount: voice.amount(operation.amountSat),
            from: escapeHtml(details.tipperName),
            where,
          });
    // A reaction tip has no command to remember it by: say what sent it, where to change it.
    const via =
      details.via === "reaction"
        ? voice.t(role === "tipper" ? "reaction-tip-tipper-line" : "reaction-tip-recipient-line")
        : undefined;
    try {
      await env.api.sendMessage(
        userId,
        withMoneyMark(withNote(html, note && voice.t("tip-note", { note }), via), sandbox, voice.t),
        { parse_mode: "HTML", link_preview_options: { is_disabled: true } },
      );
    } catch (error) {
      // Someone who never opened the private chat, or blocked the bot, is not asked again;
      // anything else leaves the note to the next try.
      if (!(error instanceof GrammyError && error.error_code === 403)) throw error;
      env.log.info({ err: error, user_id: userId }, "could not send a private tip note");
    }
    await deps.store.claim(key, String(deps.now()), NOTES_MEMORY_MS);
  };
  const receipt = () =>
    showTipOnReceipt(
      { store: deps.store, api: env.api, log: env.log, sandbox, voices: deps.voices },
      { chatId: details.chatId, tippedMessageId: details.tippedMessageId },
      details.recipientName,
      {
        id: operation.id,
        tipperId: details.tipperId,
        tipperName: details.tipperName,
        amountSat: operation.amountSat,
        note: details.note,
      },
      pending.shownOn,
    );
  // Each step on its own: one that fails (a store hiccup) leaves the announcement kept for a retry.
  const steps = await Promise.allSettled([noteTo("tipper"), noteTo("recipient"), receipt()]);
  const failed = steps.find((step) => step.status === "rejected");
  if (failed) throw failed.reason;
  // A reaction tip has no command message: its `commandMessageId` is the tipped message.
  if (details.via === "reaction") return;
  removeCommandLater(
    { ...env, activity: deps.activity },
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
