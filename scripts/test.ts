/**
 * `npm test`: the type check, Biome and the layer rules run side by side
 * with the Vitest suite instead of before it, and the run fails when any
 * of them fails. The checks are mostly one core's work for about 15 s,
 * while Vitest keeps both cores busy for minutes: run one after the other,
 * the second core idled through the checks.
 *
 * Vitest keeps the terminal (its live report); what the checks print is
 * held and shown after Vitest's report, each under its name. Hand-written
 * rather than `concurrently` or `npm-run-all2`: those pipe every command's
 * output through themselves (Vitest would lose its terminal) or hold all of
 * it until the end, Vitest's included.
 *
 *   node scripts/test.ts [vitest arguments…]   e.g. `npm test -- test/e2e/pay.test.ts`
 */
import { spawn } from "node:child_process";

/** The checks, as npm scripts, run one after another (they share one core). */
const CHECKS = ["typecheck", "lint", "lint:layers"] as const;

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  output: string;
}

/** Runs `command` with its output held; resolves with its exit code (1 for a signal). */
function held(name: string, command: string, args: string[]): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = (code: number, extra = "") =>
      resolve({
        name,
        code,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString("utf8") + extra,
      });
    child.on("error", (error) => done(1, `\n${error.message}\n`));
    child.on("close", (code) => done(code ?? 1));
  });
}

/** The checks in order; every one runs even when an earlier one failed (all problems at once). */
async function checks(): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const name of CHECKS) outcomes.push(await held(name, "npm", ["run", "--silent", name]));
  return outcomes;
}

/** Vitest with the terminal; resolves with its exit code. */
function vitest(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("vitest", ["run", ...args], { stdio: "inherit" });
    child.on("error", (error) => {
      console.error(`vitest did not start: ${error.message}`);
      resolve(1);
    });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

const [outcomes, vitestCode] = await Promise.all([checks(), vitest(process.argv.slice(2))]);
console.log("");
for (const outcome of outcomes) {
  const verdict = outcome.code === 0 ? "passed" : `FAILED (exit ${outcome.code})`;
  console.log(`npm run ${outcome.name}: ${verdict} in ${outcome.seconds.toFixed(1)} s`);
  const text = outcome.output.trim();
  if (outcome.code !== 0 && text) console.log(`${text}\n`);
}
const failed = [
  ...outcomes.filter((o) => o.code !== 0).map((o) => `npm run ${o.name}`),
  ...(vitestCode === 0 ? [] : ["vitest"]),
];
if (failed.length > 0) {
  console.log(`npm test failed: ${failed.join(", ")}`);
  process.exitCode = 1;
}
