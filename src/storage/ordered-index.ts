/**
 * Ordered indexes, the same contract for every backend: under a key (a
 * person, say), members with a numeric score, read a range at a time in
 * score order through the backend's own index (a B-tree on SQLite and
 * PostgreSQL, a sorted set on Redis), so a read costs the same however many
 * members the key holds and however deep the range lies.
 */

/** One member of an ordered index and its score. */
export interface ScoredMember {
  member: string;
  score: number;
}

/** What `OrderedIndex.range` reads. */
export interface RangeOptions {
  /** At most this many members (a whole number ≥ 1). */
  limit: number;
  /** Default false: highest score first. True: lowest first. */
  ascending?: boolean | undefined;
  /** Only members whose score is below this (exclusive). */
  below?: number | undefined;
  /** Only members whose score is above this (exclusive). */
  above?: number | undefined;
}

/**
 * One named ordered index of a store (`Store.orderedIndex`). Members of one
 * key are unique; equal scores are ordered by member (byte order). A
 * write resolves once it is as durable as a Keyv write in a durable
 * namespace. Members never expire: whoever adds them takes them out.
 */
export interface OrderedIndex {
  /** Puts each member under `key` at its score; a member already there moves to the new score. */
  add(key: string, members: readonly ScoredMember[]): Promise<void>;
  /** Takes `members` out of `key`; absent ones are ignored. */
  remove(key: string, members: readonly string[]): Promise<void>;
  /** Up to `limit` members of `key` in score order, within the bounds given (see RangeOptions). */
  range(key: string, options: RangeOptions): Promise<ScoredMember[]>;
}

/** Throws a RangeError for a score that is not a finite number (every backend stores doubles). */
export function checkedMembers(members: readonly ScoredMember[]): ScoredMember[] {
  // The last of a member given twice wins, as a second add would.
  const byMember = new Map<string, number>();
  for (const { member, score } of members) {
    if (!Number.isFinite(score)) {
      throw new RangeError(`an ordered index takes finite scores only, not ${score}`);
    }
    byMember.set(member, score);
  }
  return [...byMember].map(([member, score]) => ({ member, score }));
}

/**
 * Throws a RangeError for a limit that is not a whole number ≥ 1 or a bound
 * that is not finite; `below: Infinity` and `above: -Infinity` mean no bound.
 */
export function checkedRange(options: RangeOptions): RangeOptions {
  if (!Number.isSafeInteger(options.limit) || options.limit < 1) {
    throw new RangeError(
      `a range's limit must be a whole number of at least 1, not ${options.limit}`,
    );
  }
  const below = options.below === Number.POSITIVE_INFINITY ? undefined : options.below;
  const above = options.above === Number.NEGATIVE_INFINITY ? undefined : options.above;
  for (const bound of [below, above]) {
    if (bound !== undefined && !Number.isFinite(bound)) {
      throw new RangeError(`a range's bound must be a finite number, not ${bound}`);
    }
  }
  return { limit: options.limit, ascending: options.ascending ?? false, below, above };
}

/** The comparison of two members in range order (for the in-memory store and tests). */
export function compareMembers(a: ScoredMember, b: ScoredMember, ascending: boolean): number {
  const order = a.score - b.score || (a.member < b.member ? -1 : a.member > b.member ? 1 : 0);
  return ascending ? order : -order;
}
