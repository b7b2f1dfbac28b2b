/**
 * A job that runs in rounds: once at start, then every interval, one round
 * at a time in this process (a slow round skips the ticks that come while
 * it runs), until stopped. Used by the send and offer sweepers and by
 * reaction tips' delivery.
 */
import type { Activity } from "../activity.ts";

export class PeriodicJob {
  readonly #round: () => Promise<unknown>;
  readonly #intervalMs: number;
  readonly #activity: Activity | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #stopped = false;

  /** `round` logs its own failures: it must not reject. `activity` counts each round (tests). */
  constructor(round: () => Promise<unknown>, intervalMs: number, activity?: Activity) {
    this.#round = round;
    this.#intervalMs = intervalMs;
    this.#activity = activity;
  }

  /** True once `stop` was called: a long round may end early. */
  get stopped(): boolean {
    return this.#stopped;
  }

  /** A round at once, then one every interval until `stop`. The timer never keeps the process alive. */
  start(): void {
    if (this.#timer || this.#stopped) return;
    this.#tick();
    this.#timer = setInterval(() => this.#tick(), this.#intervalMs);
    this.#timer.unref();
  }

  /** Stops the rounds and waits for one under way (before the store closes). */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  #tick(): void {
    if (this.#running || this.#stopped) return;
    const running: Promise<unknown> = this.#round().finally(() => {
      if (this.#running === running) this.#running = undefined;
    });
    this.#running = running;
    void this.#activity?.track(running);
  }
}
