/**
 * The benchmark's bot child (bots.ts), started the way src/main.ts starts
 * the bot: Node's compile cache turned on before anything else is loaded,
 * so a measured bot loads its modules as a restarted production bot does.
 */
import { turnOnCompileCache } from "../../src/compile-cache.ts";

turnOnCompileCache();
await import("./bots.ts");
