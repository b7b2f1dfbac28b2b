/**
 * Edits of a message that changes in bursts (a giveaway's list of claims, a
 * rain's receipt): at most one edit per `intervalMs` (default 1 s) per
 * message, across replicas, always showing the newest state.
 *
 * Whoever changes the state calls `requestEdit`: it counts the change in
 * the store (`paced-edit:<key>`, an atomic counter) and tries to become the
 * message's one editor (a lock taken without waiting). The editor renders
 * the state as it is now, edits, waits out the interval, and goes on while
 * the counter moved past what it showed; a change made while another
 * process edits is therefore picked up by that editor, and the counter is
 * read again after the lock is let go, so none is lost between the
 * editor's last look and its release. A render equal to what was last
 * shown is not sent (Telegram refuses it as "message is not modified").
 */
import type { Api } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
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
}

interface Shown {
  version: number;
  html: string;
  keyboard: string;
  at: number;
}

/** Shortest time between two edits of one message (Telegram: about one message per second per chat). */
export const EDIT_INTERVAL_MS = 1_000;
/** How long the counters and the last shown state are kept (2 days: beyond any message's activity). */
const KEEP_MS = 2 * 24 * 60 * 60_000;

/**
 * Notes that `target`'s message should change and, unless another editor is
 * at work, edits it (now, or once the interval since the last edit passed).
 * Resolves when this call's editing is over; Telegram failures are logged.
 */
export async function requestEdit(
  api: Api,
  deps: PacedEditDeps,
  target: PacedEditTarget,
  render: () => Promise<RenderedMessage | undefined>,
  intervalMs: number = EDIT_INTERVAL_MS,
): Promise<void> {
  const counter = `paced-edit:${target.key}`;
  const shownStore = deps.store.keyv<Shown>("paced-edits", { durable: false });
  await deps.store.increment(counter, 1, KEEP_MS);
  for (;;) {
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
        { waitMs: 0, leaseMs: 30_000 },
      );
    } catch (error) {
      if (error instanceof LockTimeoutError) return; // the editor at work picks this change up
      throw error;
    }
    // A change counted after the editor's last look, whose maker found the lock still taken.
    const wanted = await deps.store.readCounter(counter);
    const shown = await shownStore.get(target.key);
    if (!shown || shown.version >= wanted) return;
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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
