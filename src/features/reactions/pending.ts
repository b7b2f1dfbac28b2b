/**
 * Reaction tips waiting out their undo window, in the store so the window
 * survives a restart and any replica may send them. One record per
 * (chat, message, reactor), listed in one index of due times that the
 * delivery job (delivery.ts) reads. A record is changed only under the
 * lock `reaction-tip:<key>`, which the job holds while it sends, so a
 * reaction taken back and a due tip being claimed never cross.
 */
import type { User } from "grammy/types";
import type { Store } from "../../storage/types.ts";
import type { MessageAuthor } from "./authors.ts";

/** How long a pending record outlives its due time (a job down for a day still finds it). */
const PENDING_TTL_MS = 24 * 60 * 60_000;
/** How long a taken-back reaction is remembered (as long as the author of a message: 3 days). */
const UNDONE_TTL_MS = 3 * 24 * 60 * 60_000;

/** A member, as a reaction tip names them. */
export interface Member {
  id: number;
  firstName: string;
  lastName?: string | undefined;
  username?: string | undefined;
}

/** One reaction tip in the making. */
export interface PendingReactionTip {
  v: 1;
  key: string;
  chat: { id: number; type: string; title: string; username?: string | undefined };
  messageId: number;
  reactor: Member;
  recipient: Member;
  /** The reactor's emoji on the message now (normalised); the tip is the largest mapped one. */
  emojis: string[];
  /** When the undo window ends (ms): then it becomes an intent of the intents engine. */
  dueAt: number;
  /**
   * The `update_id` of the newest reaction update applied: Telegram numbers
   * updates in order, so an update at or below it is an old one delivered
   * again, and changes nothing. Unset on records kept before it existed.
   */
  lastUpdateId?: number | undefined;
}

/** `member` as Telegram names a user, for display names and handles. */
export function asUser(member: Member): Pick<User, "first_name" | "last_name" | "username"> {
  return {
    first_name: member.firstName,
    ...(member.lastName !== undefined ? { last_name: member.lastName } : {}),
    ...(member.username !== undefined ? { username: member.username } : {}),
  };
}

/** The key of a reactor's reaction tip on a message. */
export function pendingKey(chatId: number, messageId: number, reactorId: number): string {
  return `${chatId}:${messageId}:${reactorId}`;
}

/** Recipient of `author` when it is a member who can be tipped by `reactorId`, else undefined. */
export function tippableAuthor(
  author: MessageAuthor | undefined,
  reactorId: number,
): Member | undefined {
  if (author?.kind !== "user" || author.isBot || author.id === reactorId) return undefined;
  return {
    id: author.id,
    firstName: author.firstName,
    lastName: author.lastName,
    username: author.username,
  };
}

export class PendingReactionTips {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  #records() {
    return this.#store.keyv<PendingReactionTip>("reaction-tips-pending");
  }

  #index() {
    return this.#store.keyv<Record<string, number>>("reaction-tips-due");
  }

  async get(key: string): Promise<PendingReactionTip | undefined> {
    return this.#records().get(key);
  }

  /**
   * Remembers that the reaction tip `key` was taken back within its undo
   * window, up to update `updateId`: an update at or below it (delivered
   * again after a lost handled mark) never starts that tip again. Durable,
   * kept as long as a message's author is.
   */
  async markUndone(key: string, updateId: number): Promise<void> {
    await this.#store.keyv<number>("reaction-tips-undone").set(key, updateId, UNDONE_TTL_MS);
  }

  /** The newest update of a reaction tip taken back, or undefined when none was. */
  async undoneUpTo(key: string): Promise<number | undefined> {
    return this.#store.keyv<number>("reaction-tips-undone").get(key);
  }

  /** Saves `record` and lists it as due at its `dueAt`. */
  async save(record: PendingReactionTip): Promise<void> {
    await this.#records().set(
      record.key,
      record,
      Math.max(0, record.dueAt - Date.now()) + PENDING_TTL_MS,
    );
    await this.#changeIndex((index) => {
      index[record.key] = record.dueAt;
    });
  }

  /** Forgets the record and its index entry. */
  async remove(key: string): Promise<void> {
    await this.#records().delete(key);
    await this.#changeIndex((index) => {
      delete index[key];
    });
  }

  /** Keys due at `now` or before. */
  async due(now: number): Promise<string[]> {
    const index = (await this.#index().get("all")) ?? {};
    return Object.entries(index)
      .filter(([, dueAt]) => dueAt <= now)
      .sort(([, a], [, b]) => a - b)
      .map(([key]) => key);
  }

  /** Runs `task` under the record's lock; undefined when it is held beyond `waitMs` (being sent). */
  async withLock<T>(key: string, waitMs: number, task: () => Promise<T>): Promise<T | undefined> {
    let started = false;
    try {
      return await this.#store.withLock(
        `reaction-tip:${key}`,
        () => {
          started = true;
          return task();
        },
        { waitMs, leaseMs: 15_000 },
      );
    } catch (error) {
      if (!started && error instanceof Error && error.name === "LockTimeoutError") return undefined;
      throw error;
    }
  }

  async #changeIndex(change: (index: Record<string, number>) => void): Promise<void> {
    await this.#store.withLock(
      "reaction-tips-due",
      async () => {
        const index = (await this.#index().get("all")) ?? {};
        change(index);
        await this.#index().set("all", index);
      },
      { leaseMs: 5_000 },
    );
  }
}
