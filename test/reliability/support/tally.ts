/**
 * The figures the README's "Reliability" section reports, counted by the
 * suites as they run (never typed in): each suite file keeps a tally and
 * writes it to `test/reliability/.results/<suite>.json` when it ends;
 * `scripts/reliability-summary.ts` adds the files up. Only the reliability
 * run writes (its config sets RELIABILITY_TALLY and empties the folder
 * first), so the summary counts exactly what that run executed.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where the suites write their tallies (ignored by git). */
export const RESULTS_DIR = path.resolve(import.meta.dirname, "..", ".results");

/** What is counted. Every figure starts at 0. */
export interface Figures {
  /** Gateway or Telegram faults injected (one per fault that fired or was armed for one call). */
  faultsInjected: number;
  /** Crash points at which the bot process was killed. */
  crashPoints: number;
  /** Random user actions sent through the whole bot (messages, commands, photos, button presses). */
  inputsTried: number;
  /** Sends the gateway carried out (payments and withdrawals observed in the sandbox). */
  paymentsMade: number;
  /** Sends carried out more than once for one confirmation (must stay 0). */
  duplicatesFound: number;
  /** Occurrences of an API key, secret, token, signature or whole invoice where none may be (must stay 0). */
  secretsFound: number;
  /** Places scanned for secrets (files at rest, log lines). */
  placesScanned: number;
}

const ZERO: Figures = {
  faultsInjected: 0,
  crashPoints: 0,
  inputsTried: 0,
  paymentsMade: 0,
  duplicatesFound: 0,
  secretsFound: 0,
  placesScanned: 0,
};

/** One suite's figures. `add` as things happen; `write` once in afterAll. */
export class Tally {
  readonly suite: string;
  readonly figures: Figures = { ...ZERO };

  constructor(suite: string) {
    if (!/^[a-z0-9-]+$/.test(suite)) throw new Error(`suite names are kebab-case, got ${suite}`);
    this.suite = suite;
  }

  add(figure: keyof Figures, count = 1): void {
    if (!Number.isSafeInteger(count) || count < 0) throw new Error(`bad count ${count}`);
    this.figures[figure] += count;
  }

  /** Writes `<suite>.json` (figures plus when) during the reliability run; elsewhere nothing. */
  async write(): Promise<void> {
    if (process.env.RELIABILITY_TALLY !== "1") return;
    await mkdir(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `${this.suite}.json`);
    const body = { suite: this.suite, finishedAt: new Date().toISOString(), ...this.figures };
    await writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
  }
}
