/**
 * Adds up the figures the long reliability suites counted while
 * they ran (test/reliability/.results/<suite>.json, written by
 * test/reliability/support/tally.ts) and prints them as the figures table
 * of docs/reliability.md, one row per figure, one column per suite.
 *
 *   npm run test:reliability   (the long suites, then this summary)
 *
 * Exits 1 when a duplicate send or a leaked secret was counted, or when no
 * results exist (the suites did not run); 0 otherwise.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

const RESULTS_DIR = path.resolve(import.meta.dirname, "..", "test", "reliability", ".results");

const FIGURES = [
  ["faultsInjected", "gateway and Telegram faults injected"],
  ["crashPoints", "bot processes killed (SIGKILL) mid-operation"],
  ["inputsTried", "random and forged user inputs sent through the bot"],
  ["paymentsMade", "payments, withdrawals and tips carried out by the gateway"],
  ["duplicatesFound", "sends carried out twice (must be 0)"],
  ["secretsFound", "secrets found in files or logs (must be 0)"],
  ["placesScanned", "files and log lines scanned for secrets"],
] as const;

type Figure = (typeof FIGURES)[number][0];
type SuiteResult = { suite: string; finishedAt: string } & Record<Figure, number>;

async function readResults(): Promise<SuiteResult[]> {
  let names: string[];
  try {
    names = (await readdir(RESULTS_DIR)).filter((name) => name.endsWith(".json")).sort();
  } catch {
    return [];
  }
  const results: SuiteResult[] = [];
  for (const name of names) {
    const parsed = JSON.parse(await readFile(path.join(RESULTS_DIR, name), "utf8")) as SuiteResult;
    results.push(parsed);
  }
  return results;
}

const results = await readResults();
if (results.length === 0) {
  console.error(
    `No results in ${path.relative(process.cwd(), RESULTS_DIR)}: run npm run test:reliability first.`,
  );
  process.exit(1);
}

const total = (figure: Figure) => results.reduce((sum, r) => sum + (r[figure] ?? 0), 0);
const header = ["figure", "total", ...results.map((r) => r.suite)];
const rows = FIGURES.map(([figure, label]) => [
  label,
  String(total(figure)),
  ...results.map((r) => String(r[figure] ?? 0)),
]);
const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
console.log(line(header));
console.log(line(header.map(() => "---")));
for (const row of rows) console.log(line(row));
const oldest = results.map((r) => r.finishedAt).sort()[0];
console.log(`\n${results.length} suites, results from ${oldest} on.`);

if (total("duplicatesFound") > 0 || total("secretsFound") > 0) {
  console.error("A duplicate send or a leaked secret was counted: see the suites' failures.");
  process.exit(1);
}
