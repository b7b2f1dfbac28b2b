/**
 * Loaded with `node --import` into a bot process under test: writes the
 * Node built-in modules the process loaded (`process.moduleLoadList`, JSON)
 * to `RECORD_BUILTINS_TO` when it gets SIGTERM, before the bot's own
 * shutdown runs. JavaScript, not TypeScript: a .ts file loaded this early
 * would itself load Node's type stripper, which the test looks for.
 */
import { writeFileSync } from "node:fs";

process.prependListener("SIGTERM", () => {
  const file = process.env.RECORD_BUILTINS_TO;
  if (file) writeFileSync(file, JSON.stringify(process.moduleLoadList));
});
