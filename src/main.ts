/**
 * The bot's entry point, `node src/main.ts`. It turns Node's compile cache
 * on before anything else is loaded (compile-cache.ts), keeps signals from
 * ending the process while it loads (shutdown.ts), then starts the bot
 * (start.ts).
 */
import { turnOnCompileCache } from "./compile-cache.ts";
import { holdSignals } from "./shutdown.ts";

turnOnCompileCache();
// Loading start.ts's modules takes a moment: a SIGTERM meanwhile stops the start, not the process.
holdSignals();
await import("./start.ts");
