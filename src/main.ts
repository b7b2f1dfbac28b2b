/**
 * The bot's entry point, `node src/main.ts`. It turns Node's compile cache
 * on before anything else is loaded, then starts the bot (start.ts). Node
 * strips the types of every TypeScript module it loads and compiles the
 * result; the cache keeps both on disk (NODE_COMPILE_CACHE, else a folder in
 * the system's temporary directory), so a restart skips that work: about
 * 40 % of the start-up's CPU time, and the type stripper's memory
 * (bench/ANALYSIS.md). A cache that cannot be written is skipped silently;
 * NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
import { enableCompileCache } from "node:module";

enableCompileCache();
await import("./start.ts");
