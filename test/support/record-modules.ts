/**
 * Loaded with `node --import` into a bot process under test: records the
 * URL of every module the process loads, and writes the list (JSON:
 * `modules`, with the compile cache folder the process hands its worker
 * threads, `compileCache`) to `RECORD_MODULES_TO` when the process gets
 * SIGTERM, before the bot's own shutdown runs. Tests read it to check what
 * a bot loads before it is needed.
 */
import { writeFileSync } from "node:fs";
import { registerHooks } from "node:module";

const loaded: string[] = [];
registerHooks({
  load(url, context, nextLoad) {
    loaded.push(url);
    return nextLoad(url, context);
  },
});
process.prependListener("SIGTERM", () => {
  const file = process.env.RECORD_MODULES_TO;
  if (file) {
    writeFileSync(
      file,
      JSON.stringify({ modules: loaded, compileCache: process.env.NODE_COMPILE_CACHE ?? null }),
    );
  }
});
