/**
 * A list of ids with the time each was put on it, scanned oldest first by a
 * sweeper: the intents under way (intents.ts) and the unsettled sends
 * (payments.ts). It lives in an ordered index of the store (member = the
 * id, score = the time), so putting an id on and taking it off are one
 * store write each, with no lock and no read first (Redis ZADD/ZREM, one
 * SQL row per entry), and a sweep reads only the entries old enough.
 *
 * Older versions kept each list in a few Keyv records (`{ [id]: { since } }`
 * per shard), each changed under the lock `<name>:<shard>`. A sweep moves
 * what it finds there into the index first, under the same lock (so an
 * older replica's change is not lost), and deletes the record after: a
 * move cut off is done again. Once a sweep found every old record empty,
 * this process stops looking.
 */
import type Keyv from "keyv";
import type { OrderedIndex } from "../storage/ordered-index.ts";
import type { Store } from "../storage/types.ts";

/** One entry: the id and when it was put on the list (ms). */
export interface DueEntry {
  id: string;
  since: number;
}

/** How many entries a sweep reads at a time. */
const PAGE = 500;
/** The one key of the index: the whole list is one sorted set / one run of rows. */
const KEY = "all";

export class DueList {
  readonly #store: Store;
  readonly #name: string;
  readonly #index: OrderedIndex;
  readonly #legacy: Keyv<Record<string, { since?: number }>>;
  readonly #legacyShards: number;
  /** True once a sweep found the older version's records empty. */
  #moved = false;

  /** The list `name` (its index's name, and the older records' namespace), moved from `legacyShards` records. */
  constructor(store: Store, name: string, legacyShards: number) {
    this.#store = store;
    this.#name = name;
    this.#index = store.orderedIndex(name);
    this.#legacy = store.keyv(name);
    this.#legacyShards = legacyShards;
  }

  /** Puts `id` on the list as of `since` (again: moves it to `since`). */
  async add(id: string, since: number): Promise<void> {
    await this.#index.add(KEY, [{ member: id, score: since }]);
  }

  /** Takes `id` off the list (nothing when it is not on it). */
  async remove(id: string): Promise<void> {
    await this.#index.remove(KEY, [id]);
  }

  /**
   * The entries put on the list at `upTo` or before, oldest first, a page
   * at a time (the caller may take entries off meanwhile). Entries sharing
   * the time of a page's last one beyond the page wait for the next sweep.
   */
  async *due(upTo = Number.POSITIVE_INFINITY): AsyncGenerator<DueEntry> {
    await this.#moveLegacy();
    let above: number | undefined;
    for (;;) {
      const page = await this.#index.range(KEY, {
        limit: PAGE,
        ascending: true,
        above,
        below: Number.isFinite(upTo) ? upTo + 1 : undefined,
      });
      for (const { member, score } of page) {
        if (score > upTo) return;
        yield { id: member, since: score };
      }
      const last = page.at(-1);
      if (page.length < PAGE || last === undefined) return;
      above = last.score;
    }
  }

  /** Moves an older version's records into the index (see the header). */
  async #moveLegacy(): Promise<void> {
    if (this.#moved) return;
    let found = false;
    for (let shard = 0; shard < this.#legacyShards; shard++) {
      const key = String(shard);
      if (Object.keys((await this.#legacy.get(key)) ?? {}).length === 0) continue;
      found = true;
      await this.#store.withLock(
        `${this.#name}:${key}`,
        async () => {
          const entries = (await this.#legacy.get(key)) ?? {};
          const members = Object.entries(entries).map(([id, entry]) => ({
            member: id,
            score: typeof entry.since === "number" ? entry.since : 0,
          }));
          await this.#index.add(KEY, members);
          await this.#legacy.delete(key);
        },
        { waitMs: 10_000, leaseMs: 5_000 },
      );
    }
    if (!found) this.#moved = true;
  }
}
