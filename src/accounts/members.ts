/**
 * @username → the one member it names, learnt from updates. The Bot API
 * does not resolve a username to a user for bots, so `/send 100 @alice`
 * can only name someone the bot has seen: the sender of an update, the
 * author of a replied-to message, or a mentioned user. A username resolves
 * to one Telegram id, the last one seen with it, and only while that is
 * still their username: a name the bot saw given up resolves to no one.
 * Kept in the store so replicas share it. The chat learns from its updates
 * (src/chat/flows/usernames.ts); every face resolves here.
 *
 * Each sighting is compared with the store's record of that member, never
 * with a memory of this process: a member renamed back (a → b → a) must be
 * written again, and another replica may have seen the rename in between.
 * An unchanged profile is not rewritten, except once a day to keep it.
 */
import type { Store } from "../storage/types.ts";

/** How long a learnt username is kept without being seen again (180 days). */
const USERNAME_TTL_MS = 180 * 24 * 60 * 60_000;
/** An unchanged profile is written again after this long, to renew its keeping (one day). */
const REFRESH_MS = 24 * 60 * 60_000;

/** Telegram usernames: 5–32 of letters, digits and underscores (a few older ones are shorter). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,32}$/;

/** A member as the bot last saw them: what a @username resolves to. Names are plain text. */
export interface SeenMember {
  id: number;
  /** Their username as seen (its case kept), if they had one. */
  username?: string | undefined;
  /** Unset for a member learnt before names were kept: named by their username then. */
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** When it was last written (ms); unset for a record written before this was kept. */
  seenAt?: number | undefined;
}

/** A person as an update reports them (Telegram's field names, so an update's user is one). */
export interface ReportedPerson {
  id: number;
  is_bot: boolean;
  username?: string | undefined;
  first_name: string;
  last_name?: string | undefined;
}

/** The member directory: who a @username names, for every face. */
export class UsernameDirectory {
  readonly #store: Store;
  readonly #now: () => number;

  /** `now` is the clock of `seenAt` (default `Date.now`). */
  constructor(store: Store, now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
  }

  #names() {
    return this.#store.keyv<number>("usernames");
  }

  #members() {
    return this.#store.keyv<SeenMember>("username-members");
  }

  /**
   * Remembers `user` as seen now (bots are left out: they cannot be paid).
   * A username they held before and gave up no longer resolves to them.
   */
  async learn(user: ReportedPerson): Promise<void> {
    if (user.is_bot) return;
    const name = user.username && USERNAME_PATTERN.test(user.username) ? user.username : undefined;
    // Both records at once: every update checks them, and on a network store one round trip
    // is less than two (the name's record is read in vain only when the member is written anyway).
    const [before, holder] = await Promise.all([
      this.#members().get(String(user.id)),
      name === undefined ? undefined : this.#names().get(name.toLowerCase()),
    ]);
    const now = this.#now();
    if (
      before &&
      before.username === name &&
      before.firstName === user.first_name &&
      before.lastName === user.last_name &&
      before.seenAt !== undefined &&
      now - before.seenAt < REFRESH_MS &&
      (name === undefined || holder === user.id)
    ) {
      return;
    }
    const given = before?.username?.toLowerCase();
    if (given !== undefined && given !== name?.toLowerCase()) {
      // Given up: it resolves to no one now, unless someone else was seen with it since.
      if ((await this.#names().get(given)) === user.id) await this.#names().delete(given);
    }
    if (name) await this.#names().set(name.toLowerCase(), user.id, USERNAME_TTL_MS);
    await this.#members().set(
      String(user.id),
      {
        id: user.id,
        username: name,
        firstName: user.first_name,
        lastName: user.last_name,
        seenAt: now,
      },
      USERNAME_TTL_MS,
    );
  }

  /**
   * The one member `username` names (with or without "@", any case): the
   * last one seen with it, provided that is still their username as last
   * seen; undefined otherwise.
   */
  async resolve(username: string): Promise<SeenMember | undefined> {
    const name = username.replace(/^@/, "").toLowerCase();
    if (!USERNAME_PATTERN.test(name)) return undefined;
    const id = await this.#names().get(name);
    if (id === undefined) return undefined;
    const member = await this.#members().get(String(id));
    // Learnt before profiles were kept: the id alone, named by the username asked for.
    if (!member) return { id, username: name };
    if (member.username?.toLowerCase() !== name) return undefined;
    const { seenAt: _seenAt, ...seen } = member;
    return seen;
  }

  /** Member `id` as last seen (name and username), or undefined when never seen. */
  async member(id: number): Promise<SeenMember | undefined> {
    const member = await this.#members().get(String(id));
    if (!member) return undefined;
    const { seenAt: _seenAt, ...seen } = member;
    return seen;
  }

  /** The user id `username` resolves to (see `resolve`), or undefined. */
  async lookup(username: string): Promise<number | undefined> {
    return (await this.resolve(username))?.id;
  }
}

const directories = new WeakMap<Store, UsernameDirectory>();

/** The directory of a store (one per store). */
export function usernameDirectory(store: Store): UsernameDirectory {
  let directory = directories.get(store);
  if (!directory) {
    directory = new UsernameDirectory(store);
    directories.set(store, directory);
  }
  return directory;
}
