/**
 * grammY's `Composer`, with the same API, that makes next to no garbage per
 * update. grammY builds a composer's middleware as a chain of `concat`
 * links, each an async function that makes a closure and two promises for
 * every update that passes it, and its `filter` (behind `on`, `command`,
 * `callbackQuery`, `chatType`, `hears`, `drop`…) goes through `branch` and
 * `lazy`, which build a new `Composer`, an array and their closures for
 * every update at every filter. The features register about 150 filters, so
 * most of an update's garbage came from routing it (bench/ANALYSIS.md).
 *
 * Here a composer keeps its middleware in an array and runs it by index:
 * per middleware passed, one `next` function (called at most once, as
 * grammY checks). A filter is one function made once: its predicate, then
 * the filter's own composer (read at each update, so middleware added to it
 * later runs too) or the next middleware. Composers made by `filter` and
 * `use` are of this class, so chains built on them are as cheap.
 *
 * Hand-written: grammY has no option for it; `use`, `filter` and
 * `middleware` are the methods every other one goes through, so overriding
 * them keeps grammY's API (and its other methods) whole.
 */
import {
  type Context,
  Composer as GrammyComposer,
  type Middleware,
  type MiddlewareFn,
  type NextFunction,
} from "grammy";

type MaybePromise<T> = T | Promise<T>;

/** A middleware as a function (a composer's is read at each update, as grammY's `flatten` does). */
function asFunction<C extends Context>(middleware: Middleware<C>): MiddlewareFn<C> {
  return typeof middleware === "function"
    ? middleware
    : (ctx, next) => middleware.middleware()(ctx, next);
}

export class Composer<C extends Context> extends GrammyComposer<C> {
  readonly #stack: Array<MiddlewareFn<C>>;
  readonly #run: MiddlewareFn<C>;

  constructor(...middleware: Array<Middleware<C>>) {
    super();
    this.#stack = middleware.map(asFunction);
    const stack = this.#stack;
    const step = (ctx: C, next: NextFunction, index: number): Promise<void> => {
      const current = stack[index];
      if (current === undefined) return next();
      let called = false;
      try {
        const result = current(ctx, () => {
          if (called) return Promise.reject(new Error("`next` already called before!"));
          called = true;
          return step(ctx, next, index + 1);
        });
        // A promise is returned as it is; a plain value (a middleware that is not async) resolved.
        return Promise.resolve(result) as Promise<void>;
      } catch (error) {
        return Promise.reject(error);
      }
    };
    this.#run = (ctx, next) => step(ctx, next, 0);
  }

  override middleware(): MiddlewareFn<C> {
    return this.#run;
  }

  override use(...middleware: Array<Middleware<C>>): Composer<C> {
    const composer = new Composer<C>(...middleware);
    this.#stack.push(asFunction(composer));
    return composer;
  }

  override filter<D extends C>(
    predicate: (ctx: C) => ctx is D,
    ...middleware: Array<Middleware<D>>
  ): Composer<D>;
  override filter(
    predicate: (ctx: C) => MaybePromise<boolean>,
    ...middleware: Array<Middleware<C>>
  ): Composer<C>;
  override filter(
    predicate: (ctx: C) => MaybePromise<boolean>,
    ...middleware: Array<Middleware<C>>
  ): Composer<C> {
    const composer = new Composer<C>(...middleware);
    this.#stack.push((ctx, next) => {
      const passed = predicate(ctx);
      if (passed instanceof Promise) {
        return passed.then((ok) => (ok ? composer.#run(ctx, next) : next()));
      }
      return passed ? composer.#run(ctx, next) : next();
    });
    return composer;
  }
}
