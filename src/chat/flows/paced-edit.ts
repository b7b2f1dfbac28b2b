/**
 * Edits of a message that changes in bursts (a giveaway's list of claims, a
 * rain's receipt): at most one edit per `config.telegram.editIntervalMs`
 * (TELEGRAM_EDIT_INTERVAL_MS, 1 s by default) per message, across replicas,
 * always showing the newest state.
 *
 * Whoever changes the state calls `requestEdit`: it counts the change in
 * the store (`paced-edit:<key>`, an atomic counter) and tries to become the
 * message's one editor (a lock taken without waiting). The editor renders
 * the state as it is now, edits, waits out the interval, and goes on while
 * the counter moved past what it showed; the counter is read again after
 * the lock is let go, so no change is lost between the editor's last look
 * and its release. A change made while another process holds the lock is
 * not simply left to that editor, which may have died (a crash, a killed
 * replica) and stays "holding" until its lease runs out: its maker checks
 * once per interval that the change got shown, and takes the lock over when
 * it frees. One call per message and process does this; later calls there
 * raise what it waits for. A render equal to what was last shown is not
 * sent (Telegram refuses it as "message is not modified").
 */
import type { Api } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import type { Config } from "../../config.ts";
import type { Logger } from "../../logger.ts";
import { LockTimeoutError, type Store } from "../../storage/types.ts";

/** What the message should show now, or undefined when there is nothing to show. */
export interface RenderedMessage {
  html: string;
  keyboard: InlineKeyboardMarkup;
}

/**
 * The message to edit: one in a chat, or one posted from an inline result
 * (edited by its `inlineMessageId` alone: the bot never learns its chat).
 */
export type PacedEditTarget = {
  /** Names the message's state in the store (e.g. "giveaway:<offer id>"). */
  key: string;
} & ({ chatId: number; messageId: number } | { inlineMessageId: string });

export interface PacedEditDeps {
  store: Store;
  logger: Logger;
  /** `editIntervalMs`: the shortest time between two edits of one message. */
  config: { telegram: Pick<Config["telegram"], "editIntervalMs"> };
}

interface Shown {
  version: number;
  html: string;
  keyboard: string;
  at: number;
}

/** How long the counters and the last shown state are kept (2 days: beyond any message's activity). */
const KEEP_MS = 2 * 24 * 60 * 60_000;

/**
 * How long the edit lock outlives an editor that died (a crash, a killed
 * replica). A live editor renews it every third of this, so it only bounds
 * how long a dead editor's card waits before another process takes over.
 */
export const EDIT_LEASE_MS = 5_000;

/** The newest change a call of this process counted, per message, while one of its calls pursues it. */
interface Pursuit {
  target: number;
}
/** Per store (one per bot), the messages a call of this process is bringing up to date. */
const pursuits = new WeakMap<Store, Map<string, Pursuit>>();

/**
 * Notes that `target`'s message should change and sees that it is shown:
 * edits it (now, or once the interval since the last edit passed) unless
 * another call of this process already does; while another process holds
 * the edit lock, checks once per interval that the change got shown and
 * takes over when that editor died (its lease ran out). Resolves when the
 * change is shown (or there is nothing to show); Telegram failures are logged.
 */
export async function requestEdit(
  api: Api,
  deps: PacedEditDeps,
  target: PacedEditTarget,
  render: () => Promise<RenderedMessage | undefined>,
): Promise<void> {
  const intervalMs = deps.config.telegram.editIntervalMs;
  const counter = `paced-edit:${target.key}`;
  const mine = await deps.store.increment(counter, 1, KEEP_MS);
  let running = pursuits.get(deps.store);
  if (!running) {
    running = new Map();
    pursuits.set(deps.store, running);
  }
  const existing = running.get(target.key);
  if (existing) {
    // That call looks at the target after every step and goes on until this change is shown.
    existing.target = Math.max(existing.target, mine);
    return;
  }
  const pursuit: Pursuit = { target: mine };
  running.set(target.key, pursuit);
  // Called right after the last look, with no await in between: a change counted later still finds the pursuit.
  const finish = () => running.delete(target.key);
  try {
    await pursue(api, deps, target, render, intervalMs, pursuit, finish);
  } catch (error) {
    if (running.get(target.key) === pursuit) finish();
    throw error;
  }
}

async function pursue(
  api: Api,
  deps: PacedEditDeps,
  target: PacedEditTarget,
  render: () => Promise<RenderedMessage | undefined>,
  intervalMs: number,
  pursuit: Pursuit,
  finish: () => void,
): Promise<void> {
  const counter = `paced-edit:${target.key}`;
  const shownStore = deps.store.keyv<Shown>("paced-edits", { durable: false });
  for (;;) {
    let edited = true;
    try {
      await deps.store.withLock(
        `paced-edit:${target.key}`,
        async (signal) => {
          for (;;) {
            const wanted = await deps.store.readCounter(counter);
            const shown = await shownStore.get(target.key);
            if (shown && shown.version >= wanted) return;
            const wait = (shown?.at ?? 0) + intervalMs - Date.now();
            if (wait > 0) await sleep(wait);
            if (signal.aborted) return;
            const rendered = await render();
            const keyboard = JSON.stringify(rendered?.keyboard ?? null);
            if (rendered && (rendered.html !== shown?.html || keyboard !== shown?.keyboard)) {
              await editOnce(api, deps.logger, target, rendered);
              await shownStore.set(
                target.key,
                { version: wanted, html: rendered.html, keyboard, at: Date.now() },
                KEEP_MS,
              );
            } else if (shown) {
              await shownStore.set(target.key, { ...shown, version: wanted }, KEEP_MS);
            } else {
              return;
            }
          }
        },
        { waitMs: 0, leaseMs: EDIT_LEASE_MS },
      );
    } catch (error) {
      if (!(error instanceof LockTimeoutError)) throw error;
      // Another process edits: it should show this change within an interval; if it died, its
      // lease runs out and a later attempt takes over.
      edited = false;
      await sleep(intervalMs, { unref: true });
    }
    // After our own editing, also a change counted after the editor's last look whose maker
    // found the lock still taken.
    const wanted = edited ? await deps.store.readCounter(counter) : 0;
    const shown = await shownStore.get(target.key);
    if (edited && !shown) return finish(); // nothing to show
    if (shown && shown.version >= Math.max(wanted, pursuit.target)) return finish();
  }
}

async function editOnce(
  api: Api,
  logger: Logger,
  target: PacedEditTarget,
  rendered: RenderedMessage,
): Promise<void> {
  const options = {
    parse_mode: "HTML" as const,
    reply_markup: rendered.keyboard,
    link_preview_options: { is_disabled: true },
  };
  try {
    if ("inlineMessageId" in target) {
      await api.editMessageTextInline(target.inlineMessageId, rendered.html, options);
    } else {
      await api.editMessageText(target.chatId, target.messageId, rendered.html, options);
    }
  } catch (error) {
    // "message is not modified": another replica showed the same content first; nothing to do.
    if (String((error as { description?: unknown }).description ?? "").includes("not modified")) {
      return;
    }
    logger.warn({ err: error, key: target.key }, "could not edit a paced message");
  }
}

function sleep(ms: number, options: { unref?: boolean } = {}): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    // A wait for another process's editor must not keep a stopping process alive.
    if (options.unref) timer.unref();
  });
}
