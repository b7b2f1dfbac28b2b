/**
 * Durability of a store's server: a payment's one-use claim, the daily
 * total it reserves and its history entry must still be there after a power
 * cut once the store said they were written, or a redelivered press could
 * pay again. Each server backend reads its own settings at start and names
 * what could lose an acknowledged write; this file decides what happens then.
 *
 * STORAGE_DURABILITY=strict (default) refuses to start; `relaxed` starts
 * anyway and logs the same line as a warning (an operator's explicit choice,
 * e.g. for a throwaway test server).
 */
import { StorageSettingsError } from "./errors.ts";
import type { StorageLogger } from "./lock.ts";

/** STORAGE_DURABILITY: refuse a server that may lose acknowledged writes, or only warn. */
export type StorageDurability = "strict" | "relaxed";

/** A server setting that lets an acknowledged write be lost: what is wrong, and what to set instead. */
export interface DurabilityProblem {
  /** Names the server setting and its value, e.g. "… (appendfsync everysec) …". */
  problem: string;
  /** What to change on the server. */
  fix: string;
}

/**
 * Strict: throws `StorageSettingsError` with one line (the problem, the fix
 * and the override). Relaxed: logs that line as a warning and returns.
 * No problem: returns.
 */
export function enforceDurability(
  problem: DurabilityProblem | undefined,
  durability: StorageDurability,
  logger: StorageLogger | undefined,
): void {
  if (problem === undefined) return;
  if (durability === "strict") {
    throw new StorageSettingsError(
      `${problem.problem}; ${problem.fix}, or set STORAGE_DURABILITY=relaxed to start anyway`,
    );
  }
  logger?.warn(
    { durability },
    `STORAGE_DURABILITY=relaxed: starting although ${problem.problem}; ${problem.fix}`,
  );
}
