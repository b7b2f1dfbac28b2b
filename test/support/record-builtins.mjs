/**
 * Loaded with `node --import` into a bot process under test: writes the
 * Node built-in modules the process had loaded (`process.moduleLoadList`)
 * when its first getUpdates request started (JSON, `atFirstPoll`, or null)
 * and by the time it gets SIGTERM (`all`) to `RECORD_BUILTINS_TO`, before
 * the bot's own shutdown runs. JavaScript, not TypeScript: a .ts file
 * loaded this early would itself load Node's type stripper, which the test
 * looks for.
 */
import { subscribe } from "node:diagnostics_channel";
import { writeFileSync } from "node:fs";

let atFirstPoll = null;
// The bot's Bot API client is node:http's (through node-fetch): its requests are published here.
subscribe("http.client.request.start", ({ request }) => {
  if (atFirstPoll === null && request.path.includes("/getUpdates")) {
    atFirstPoll = [...process.moduleLoadList];
  }
});
process.prependListener("SIGTERM", () => {
  const file = process.env.RECORD_BUILTINS_TO;
  if (file) writeFileSync(file, JSON.stringify({ atFirstPoll, all: process.moduleLoadList }));
});
