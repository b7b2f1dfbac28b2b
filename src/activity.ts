/**
 * What the bot still does besides the handler at hand: updates being
 * handled, work started and not awaited (a note sent after a payment, a
 * card's paced edits, a sweep's round), Bot API calls on their way, timers
 * set to act later (a group hint removed after its delay). Counted so that
 * tests can wait until the bot is idle instead of waiting for a stretch of
 * wall-clock quiet; the bot itself never reads it, and counting costs a few
 * integer operations per piece of work.
 */
export class Activity {
  #open = 0;
  /** Timers not yet run: how many were set with each delay (ms). */
  readonly #timers = new Map<number, number>();

  /** Counts one piece of work until the returned function is called (once; later calls do nothing). */
  begin(): () => void {
    this.#open++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.#open--;
    };
  }

  /** Counts `work` until it settles; returns it unchanged (its rejection stays the caller's). */
  track<T>(work: Promise<T>): Promise<T> {
    const end = this.begin();
    work.then(end, end);
    return work;
  }

  /**
   * Runs `act` after `delayMs` (a timer that never keeps the process
   * alive), counted as a timer of that delay until it runs and then as work
   * until what `act` returns settles. `act` handles its own failures.
   */
  later(delayMs: number, act: () => Promise<unknown>): void {
    this.#timers.set(delayMs, (this.#timers.get(delayMs) ?? 0) + 1);
    const timer = setTimeout(() => {
      const left = (this.#timers.get(delayMs) ?? 1) - 1;
      if (left > 0) this.#timers.set(delayMs, left);
      else this.#timers.delete(delayMs);
      void this.track(act());
    }, delayMs);
    timer.unref();
  }

  /**
   * True when no work is counted and no timer set with a delay up to
   * `longestTimerMs` (default: any) waits to run; timers set for longer
   * (a command removed after 5 s) are left to run when they will.
   */
  idle(longestTimerMs = Number.POSITIVE_INFINITY): boolean {
    if (this.#open > 0) return false;
    for (const delay of this.#timers.keys()) if (delay <= longestTimerMs) return false;
    return true;
  }

  /** What is counted now, for a test's timeout message. */
  describe(): string {
    const timers = [...this.#timers].map(([delay, count]) => `${count}×${delay} ms`);
    return `${this.#open} piece(s) of work, timers: ${timers.join(", ") || "none"}`;
  }
}
