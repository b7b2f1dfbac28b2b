/**
 * Entry point of `npm run store:move`: loads ./.env when present (set
 * variables win), runs move-cli.ts, and stops cleanly on the first SIGINT or
 * SIGTERM (a second one ends the process at once).
 */
import { existsSync } from "node:fs";
import { runMoveCli } from "./move-cli.ts";

if (existsSync(".env")) process.loadEnvFile(".env");

const stop = new AbortController();
const onSignal = () => {
  if (stop.signal.aborted) process.exit(130);
  process.stderr.write("stopping after the page being written…\n");
  stop.abort();
};
process.on("SIGINT", onSignal);
process.on("SIGTERM", onSignal);

process.exitCode = await runMoveCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  signal: stop.signal,
});
process.off("SIGINT", onSignal);
process.off("SIGTERM", onSignal);
