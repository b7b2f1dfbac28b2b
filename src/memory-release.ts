/**
 * Gives memory back to the system when the bot is quiet.
 *
 * V8 keeps what its collections free: emptied pages stay in a pool, and the
 * young generation keeps the largest size it grew to. It hands them back
 * only in a memory-reducing collection, which it runs under memory pressure,
 * never under steady load nor while a Node process idles. So RSS stays at
 * the largest heap the process ever had: a fresh bot keeps start-up's burst
 * of loading and compiling (143–166 MiB with 29 MiB of heap in use), a bot
 * that stored 10 000 users keeps that burst (190–200 MiB with 30–36 MiB in
 * use). Here, when the event loop was mostly idle over a check interval and
 * RSS grew since the last release, one "last-resort" collection (V8's
 * memory-reducing full collection, through the `gc` function Node defines
 * with --expose-gc, which `npm start` and the container pass) returns them:
 * 129 and 145 MiB (bench/ANALYSIS.md). It costs one full collection of a
 * heap of the bot's size, 30-90 ms of CPU (about 1.5 ms per MiB of live
 * heap, measured from 12 to 175 MiB), at most once per growth of
 * `growthBytes`, and only while the bot has nothing else to do.
 *
 * Hand-written: no package does this; it is a timer around V8's own call.
 * Without --expose-gc there is no `gc` and nothing is done.
 */
import { type EventLoopUtilization, performance } from "node:perf_hooks";

/** V8's `gc` with options (`--expose-gc`); "last-resort" is its memory-reducing collection. */
export type ExposedGc = (options: {
  type: "major";
  flavor: "last-resort";
  execution: "sync";
}) => void;

export interface MemoryReleaseOptions {
  /** The exposed collector; undefined (no --expose-gc): nothing is done. */
  gc: ExposedGc | undefined;
  /** How often the loop's idleness is judged (ms, default 5 000). */
  everyMs?: number;
  /** The loop counts as quiet below this share of busy time over a check (default 0.05). */
  quietBelow?: number;
  /** RSS growth since the last release that is worth a collection (bytes, default 16 MiB). */
  growthBytes?: number;
  /** The process's resident set size (default `process.memoryUsage.rss`). */
  rss?: () => number;
  /** Busy share of the event loop since the previous call (default from perf_hooks). */
  busyShare?: () => number;
  /** Told of each release: RSS before and after (bytes), and how long the collection took (ms). */
  released?: (release: { before: number; after: number; ms: number }) => void;
}

/** The releaser; `start()` runs `check()` every `everyMs` on an unref'd timer. */
export class MemoryRelease {
  readonly #gc: ExposedGc | undefined;
  readonly #everyMs: number;
  readonly #quietBelow: number;
  readonly #growthBytes: number;
  readonly #rss: () => number;
  readonly #busyShare: () => number;
  readonly #released: MemoryReleaseOptions["released"];
  #timer: NodeJS.Timeout | undefined;
  /** RSS right after the last release (0 before the first: start-up's growth counts). */
  #floor = 0;
  #count = 0;

  constructor(options: MemoryReleaseOptions) {
    this.#gc = options.gc;
    this.#everyMs = options.everyMs ?? 5_000;
    this.#quietBelow = options.quietBelow ?? 0.05;
    this.#growthBytes = options.growthBytes ?? 16 * 2 ** 20;
    this.#rss = options.rss ?? (() => process.memoryUsage.rss());
    this.#busyShare = options.busyShare ?? loopBusyShare();
    this.#released = options.released;
  }

  /** Releases made since the start. */
  get releases(): number {
    return this.#count;
  }

  /** Starts the checks (none without a collector). */
  start(): void {
    if (!this.#gc || this.#timer) return;
    this.#busyShare();
    this.#timer = setInterval(() => this.check(), this.#everyMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** One check: collects when the loop was quiet since the last check and RSS grew enough. */
  check(): boolean {
    const busy = this.#busyShare();
    if (!this.#gc || busy >= this.#quietBelow) return false;
    const before = this.#rss();
    if (before < this.#floor + this.#growthBytes) return false;
    const started = performance.now();
    this.#gc({ type: "major", flavor: "last-resort", execution: "sync" });
    const ms = performance.now() - started;
    const after = this.#rss();
    this.#floor = after;
    this.#count += 1;
    this.#released?.({ before, after, ms });
    return true;
  }
}

/** The collector Node defines with --expose-gc, if it did. */
export function exposedGc(): ExposedGc | undefined {
  const gc: unknown = (globalThis as { gc?: unknown }).gc;
  return typeof gc === "function" ? (gc as ExposedGc) : undefined;
}

/** The event loop's busy share since the previous call of the returned function. */
function loopBusyShare(): () => number {
  let previous: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, previous).utilization;
    previous = now;
    return share;
  };
}
