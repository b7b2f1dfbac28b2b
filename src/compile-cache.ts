/**
 * Node's compile cache for this process and the worker threads it starts.
 * Node strips the types of every TypeScript module it loads and compiles
 * the result; the cache keeps both on disk (NODE_COMPILE_CACHE, else a
 * folder in the system's temporary directory), so a restart skips that
 * work: about 40 % of the start-up's CPU time, and the type stripper's
 * memory (bench/ANALYSIS.md). Worker threads (the SQLite checkpoint thread,
 * the photo readers) do not inherit a cache turned on with
 * `enableCompileCache`, but read NODE_COMPILE_CACHE when they start: it is
 * set to the folder in use, or each thread would strip its modules again
 * and carry the type stripper's WebAssembly memory (8-14 MiB of a fresh
 * bot's RSS for the checkpoint thread). A cache that cannot be written is
 * skipped silently; NODE_DISABLE_COMPILE_CACHE=1 turns it off. `npm start`
 * turns the cache on earlier still (compile-cache.mjs), for main.ts itself.
 */
import { constants, enableCompileCache } from "node:module";

/** Turns the compile cache on here and for threads started from now on. */
export function turnOnCompileCache(): void {
  // Already on when compile-cache.mjs ran first (npm start, the container).
  const cache = enableCompileCache();
  const on = [constants.compileCacheStatus.ENABLED, constants.compileCacheStatus.ALREADY_ENABLED];
  if (on.includes(cache.status) && cache.directory) {
    process.env.NODE_COMPILE_CACHE ??= cache.directory;
  }
}
