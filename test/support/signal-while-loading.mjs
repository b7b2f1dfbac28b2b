/**
 * Loaded with `node --import` into a bot process under test: sends the
 * process SIGTERM as its module graph reaches src/app.ts, before any of
 * start.ts has run, so a test sees what a signal does while the bot loads.
 * JavaScript, so that it runs before Node's type stripper is needed.
 */
import { registerHooks } from "node:module";

let sent = false;
registerHooks({
  load(url, context, nextLoad) {
    if (!sent && url.endsWith("/src/app.ts")) {
      sent = true;
      process.kill(process.pid, "SIGTERM");
    }
    return nextLoad(url, context);
  },
});
