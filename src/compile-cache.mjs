/**
 * Loaded before the bot's entry point (`node --import=./src/compile-cache.mjs
 * src/main.ts`, as `npm start` and the container run it): turns Node's
 * compile cache on before any TypeScript file is read, so that main.ts
 * itself comes from the cache too. Without it, Node strips main.ts's types
 * before main.ts can turn the cache on, and loading the type stripper for
 * that one file costs 60–100 ms of start-up CPU (bench/ANALYSIS.md,
 * start-up). JavaScript for that reason: a .ts file here would load the
 * stripper itself. compile-cache.ts hands the folder on to worker threads.
 */
import { enableCompileCache } from "node:module";

enableCompileCache();
