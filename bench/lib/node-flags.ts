/**
 * The Node flags the bot runs with in production: those of `npm start`
 * (package.json), which the Dockerfile's CMD repeats. The benchmark's bots
 * (and the start-up measurement) run with them, so RSS and CPU are those of
 * the bot as deployed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The `--…` options between `node` and `src/main.ts` in package.json's start script (paths made absolute). */
export function productionNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const start = manifest.scripts?.start ?? "";
  const words = start.trim().split(/\s+/);
  if (words[0] !== "node" || words.at(-1) !== "src/main.ts") {
    throw new Error(`package.json's start script is not "node [flags] src/main.ts": ${start}`);
  }
  // A module preloaded from the project (--import=./src/…) is found from any working folder.
  return words
    .slice(1, -1)
    .filter((word) => word.startsWith("--"))
    .map((word) =>
      word.startsWith("--import=./") ? `--import=${path.join(ROOT, word.slice(9))}` : word,
    );
}
