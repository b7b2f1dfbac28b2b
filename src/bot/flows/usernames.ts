/**
 * @username → user id, learnt from updates. The Bot API does not resolve
 * a username to a user for bots, so `/lnurl @alice` can only name someone
 * the bot has seen: the sender of an update, the author of a replied-to
 * message, or a mentioned user. Kept in the store so replicas share it.
 */
import type { MiddlewareFn } from "grammy";
import type { User } from "grammy/types";
import type { Store } from "../../storage/types.ts";
import type { BotContext } from "../context.ts";

/** How long a learnt username is kept without being seen again (180 days). */
const USERNAME_TTL_MS = 180 * 24 * 60 * 60_000;
/** Usernames remembered in-process as "already stored", to skip repeated writes. */
const RECENT_LIMIT = 10_000;

/** Telegram usernames: 5–32 of letters, digits and underscores (a few older ones are shorter). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,32}$/;

export class UsernameDirectory {
  readonly #store: Store;
  /** "username:id" pairs stored recently by this process. */
  readonly #recent = new Set<string>();

  constructor(store: Store) {
    this.#store = store;
  }

  /** Remembers `user`'s username (bots are left out: they cannot be paid). */
  async learn(user: User): Promise<void> {
    if (user.is_bot || !user.username || !USERNAME_PATTERN.test(user.username)) return;
    const name = user.username.toLowerCase();
    const pair = `${name}:${user.id}`;
    if (this.#recent.has(pair)) return;
    await this.#store.keyv<number>("usernames").set(name, user.id, USERNAME_TTL_MS);
    if (this.#recent.size >= RECENT_LIMIT) this.#recent.clear();
    this.#recent.add(pair);
  }

  /** The user id last seen with `username` (with or without "@", any case), or undefined. */
  async lookup(username: string): Promise<number | undefined> {
    const name = username.replace(/^@/, "").toLowerCase();
    if (!USERNAME_PATTERN.test(name)) return undefined;
    return this.#store.keyv<number>("usernames").get(name);
  }
}

const directories = new WeakMap<Store, UsernameDirectory>();

/** The directory of a store (one per store, so its in-process memory is shared). */
export function usernameDirectory(store: Store): UsernameDirectory {
  let directory = directories.get(store);
  if (!directory) {
    directory = new UsernameDirectory(store);
    directories.set(store, directory);
  }
  return directory;
}

/** Middleware: learns usernames from every update, then goes on. A store failure does not stop the update. */
export function learnUsernames(): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const seen: User[] = [];
    if (ctx.from) seen.push(ctx.from);
    const message = ctx.message;
    if (message?.reply_to_message?.from) seen.push(message.reply_to_message.from);
    for (const entity of message?.entities ?? []) {
      if (entity.type === "text_mention") seen.push(entity.user);
    }
    const directory = usernameDirectory(ctx.deps.store);
    try {
      for (const user of seen) await directory.learn(user);
    } catch (error) {
      ctx.log.warn({ err: error }, "could not remember a username");
    }
    await next();
  };
}
