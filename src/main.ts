/**
 * The bot's entry point, `node src/main.ts`. It turns Node's compile cache
 * on before anything else is loaded (compile-cache.ts), then starts the bot
 * (start.ts).
 */
import { turnOnCompileCache } from "./compile-cache.ts";

turnOnCompileCache();
await import("./start.ts");
