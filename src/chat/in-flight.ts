/**
 * Counts updates being handled, so shutdown can wait for them: the runner's
 * stop() ends fetching but does not wait for updates already in its sink.
 */
import type { Context, MiddlewareFn } from "grammy";
import type { Activity } from "../activity.ts";

export class InFlight {
  #active = 0;
  #waiters: Array<() => void> = [];
  readonly #activity: Activity | undefined;

  /** `activity`, when given, counts each update too (tests wait for the bot to be idle). */
  constructor(activity?: Activity) {
    this.#activity = activity;
  }

  get active(): number {
    return this.#active;
  }

  /** Middleware that counts each update from start to end. */
  middleware<C extends Context>(): MiddlewareFn<C> {
    return async (_ctx, next) => {
      this.#active++;
      const end = this.#activity?.begin();
      try {
        await next();
      } finally {
        end?.();
        this.#active--;
        if (this.#active === 0) for (const wake of this.#waiters.splice(0)) wake();
      }
    };
  }

  /** Resolves when nothing is in flight, or after `timeoutMs`; true when idle. */
  async idle(timeoutMs: number): Promise<boolean> {
    if (this.#active === 0) return true;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
