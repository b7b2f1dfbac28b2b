/**
 * Loaded with `node --import` into a bot process under test: sends the
 * process SIGTERM as its first getUpdates request starts, before the
 * features (loaded after the first poll) are in, so a test sees what a
 * signal does while they load. JavaScript, like signal-while-loading.mjs.
 */
import { subscribe } from "node:diagnostics_channel";

let sent = false;
// The bot's Bot API client is node:http's (through node-fetch): its requests are published here.
subscribe("http.client.request.start", ({ request }) => {
  if (!sent && request.path.includes("/getUpdates")) {
    sent = true;
    process.kill(process.pid, "SIGTERM");
  }
});
