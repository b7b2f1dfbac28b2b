/**
 * Loaded with `node --import` into a bot process under test: records the
 * URL of every module the process loads, and writes the list (JSON:
 * `modules`, every module until then; `atFirstPoll`, those loaded when the
 * first getUpdates request started, or null; and the compile cache folder
 * the process hands its worker threads, `compileCache`) to
 * `RECORD_MODULES_TO` when the process gets SIGTERM, before the bot's own
 * shutdown runs. Tests read it to check what a bot loads before it is needed.
 */
import { subscribe } from "node:diagnostics_channel";
import { writeFileSync } from "node:fs";
import type { ClientRequest } from "node:http";
import { registerHooks } from "node:module";

const loaded: string[] = [];
let atFirstPoll: string[] | null = null;
registerHooks({
  load(url, context, nextLoad) {
    loaded.push(url);
    return nextLoad(url, context);
  },
});
// The bot's Bot API client is node:http's (through node-fetch): its requests are published here.
subscribe("http.client.request.start", (message) => {
  const { request } = message as { request: ClientRequest };
  if (atFirstPoll === null && request.path.includes("/getUpdates")) atFirstPoll = [...loaded];
});
process.prependListener("SIGTERM", () => {
  const file = process.env.RECORD_MODULES_TO;
  if (file) {
    writeFileSync(
      file,
      JSON.stringify({
        modules: loaded,
        atFirstPoll,
        compileCache: process.env.NODE_COMPILE_CACHE ?? null,
      }),
    );
  }
});
