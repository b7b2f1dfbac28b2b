/**
 * Private notes that must not be lost to a restart (a tip jar's owner told
 * of a payment, a giveaway's creator told their funds ran out): each is
 * kept in the store before it is sent and forgotten once Telegram took it,
 * as tip receipts are (tip-settle.ts). A crash, a restart or a Telegram
 * failure leaves it kept, and the sweep (`resumeKeptNotes`, every few
 * seconds on one replica) sends it. A note is sent once by its key: marked
 * sent (`kept-note-sent:<key>`) after Telegram answered, one process at a
 * time under a lock; a crash between Telegram's answer and that mark sends
 * it again (at least once, never lost).
 */
import { type Api, GrammyError } from "grammy";
import type { Logger } from "../../logger.ts";
import type { Services } from "../../services.ts";
import { LockTimeoutError } from "../../storage/types.ts";
import { withPriority } from "../outgoing-queue.ts";

/** How long "this note was sent" is remembered (7 days). */
const SENT_MEMORY_MS = 7 * 24 * 60 * 60_000;
/** How long a note not yet sent is kept for a restart to send (1 day). */
const PENDING_MEMORY_MS = 24 * 60 * 60_000;
/** The index of notes not yet sent is split in this many records, each under its own lock. */
const INDEX_SHARDS = 8;
/** Tries of one note before it is given up (a try every sweep, a few seconds apart). */
const MAX_ATTEMPTS = 5;
/** The lease of the lock one process holds while it sends a note. */
const SEND_LEASE_MS = 10_000;

/** What sending a kept note needs. */
export interface KeptNoteEnv {
  deps: Pick<Services, "store" | "now" | "activity">;
  api: Api;
  log: Logger;
}

/** A note as the store keeps it until it is sent. */
interface KeptNote {
  v: 1;
  userId: number;
  html: string;
  at: number;
  failures?: number | undefined;
}

function notesOf(deps: KeptNoteEnv["deps"]) {
  return deps.store.keyv<KeptNote>("kept-notes");
}

function indexOf(deps: KeptNoteEnv["deps"]) {
  return deps.store.keyv<Record<string, number>>("kept-note-index");
}

/**
 * Keeps the note `html` to `userId` under `key` (one note per key, ever),
 * then sends it in the background. Resolves once it is kept; a note sent
 * before under that key is not kept again.
 */
export async function keepNote(
  env: KeptNoteEnv,
  key: string,
  userId: number,
  html: string,
): Promise<void> {
  const { deps } = env;
  if ((await deps.store.readClaim(sentKey(key))) !== undefined) return;
  const note: KeptNote = { v: 1, userId, html, at: deps.now() };
  await notesOf(deps).set(key, note, PENDING_MEMORY_MS);
  await changeIndex(deps, key, (index) => ({ ...index, [key]: note.at }));
  void deps.activity.track(
    sendOnce(env, key).catch((error: unknown) =>
      env.log.warn({ err: error, note: key }, "could not send a kept note; the sweep tries again"),
    ),
  );
}

/** Sends the kept notes a crash or a failure left unsent; returns how many it sent or gave up. */
export async function resumeKeptNotes(env: KeptNoteEnv): Promise<number> {
  let done = 0;
  for (let shard = 0; shard < INDEX_SHARDS; shard++) {
    const index = (await indexOf(env.deps).get(String(shard))) ?? {};
    for (const key of Object.keys(index)) {
      try {
        if (await sendOnce(env, key, { resumed: true })) done += 1;
      } catch (error) {
        env.log.warn({ err: error, note: key }, "could not send a kept note; trying again later");
      }
    }
  }
  return done;
}

/**
 * Sends the note `key` under its lock and forgets it; false when another
 * process is sending it now, or nothing was left to send.
 */
async function sendOnce(
  env: KeptNoteEnv,
  key: string,
  options: { resumed?: boolean } = {},
): Promise<boolean> {
  const { deps } = env;
  try {
    return await deps.store.withLock(
      `kept-note:${key}`,
      async () => {
        const note = await notesOf(deps).get(key);
        if (!note || (await deps.store.readClaim(sentKey(key))) !== undefined) {
          await forget(deps, key);
          return false;
        }
        if (options.resumed)
          env.log.info({ note: key }, "sending a note a restart or failure held back");
        try {
          await withPriority("notification", () =>
            env.api.sendMessage(note.userId, note.html, {
              parse_mode: "HTML",
              link_preview_options: { is_disabled: true },
            }),
          );
        } catch (error) {
          // Someone who never opened the private chat, or blocked the bot, is not asked again.
          if (error instanceof GrammyError && error.error_code === 403) {
            env.log.info({ err: error, user_id: note.userId }, "could not send a private note");
          } else {
            const failures = (note.failures ?? 0) + 1;
            if (failures < MAX_ATTEMPTS) {
              await notesOf(deps).set(key, { ...note, failures }, PENDING_MEMORY_MS);
              throw error;
            }
            env.log.error({ err: error, note: key }, "private note given up");
          }
        }
        await deps.store.claim(sentKey(key), String(deps.now()), SENT_MEMORY_MS);
        await forget(deps, key);
        return true;
      },
      { waitMs: 0, leaseMs: SEND_LEASE_MS },
    );
  } catch (error) {
    if (error instanceof LockTimeoutError) return false;
    throw error;
  }
}

async function forget(deps: KeptNoteEnv["deps"], key: string): Promise<void> {
  await notesOf(deps).delete(key);
  await changeIndex(deps, key, (index) => {
    const { [key]: _sent, ...rest } = index;
    return rest;
  });
}

/** Changes the index record holding `key`, under its own lock. */
async function changeIndex(
  deps: KeptNoteEnv["deps"],
  key: string,
  change: (index: Record<string, number>) => Record<string, number>,
): Promise<void> {
  const shard = String(shardOf(key));
  await deps.store.withLock(
    `kept-note-index:${shard}`,
    async () => {
      const index = indexOf(deps);
      await index.set(shard, change((await index.get(shard)) ?? {}), PENDING_MEMORY_MS);
    },
    { waitMs: 10_000, leaseMs: 5_000 },
  );
}

function shardOf(key: string): number {
  let sum = 0;
  for (let i = 0; i < key.length; i++) sum = (sum + key.charCodeAt(i)) % INDEX_SHARDS;
  return sum;
}

function sentKey(key: string): string {
  return `kept-note-sent:${key}`;
}
