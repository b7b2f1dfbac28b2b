/** The Markdown section of the shared-store scenario (store operations per update, Redis and PostgreSQL). */
import type { StoreOpsResult } from "../scenarios/throughput.ts";

const KIND_NAMES = {
  balance: "/balance",
  invoice: "/invoice with its QR",
  pay: "a whole /pay (2 updates)",
};

/** The section: per backend and flow, operations and store CPU per update, and the ceilings they imply. */
export function renderStoresSection(results: StoreOpsResult[], notes: string[]): string {
  const lines = [
    "## Past one machine: the shared store per update",
    "",
    "The bot alone (gateway in another process) on a shared store, each flow paced for a window; counted at the " +
      "store: Redis commands (INFO commandstats) or PostgreSQL transactions (pg_stat_database: a statement outside " +
      "a transaction counts one; counted up to about 10 s after the window, so a few of the last iterations' are in), " +
      "and the CPU time of the store's server processes. The ceilings follow from them: one store core answers at " +
      "most 1000 / (store CPU ms per update) updates a second, and replicas of the bot (one core each) fill it at " +
      "(bot CPU per update) / (store CPU per update) replicas.",
    "",
    "| Store | Flow | Operations per update | Store CPU ms per update | Bot CPU ms per update | Ceiling of one store core, updates/s | Replicas that fill it | Load at start / end |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const result of results) {
    for (const [kind, figures] of Object.entries(result.kinds)) {
      const ceiling =
        figures.storeCpuMsPerUpdate > 0 ? 1000 / figures.storeCpuMsPerUpdate : Number.NaN;
      const replicas = figures.botCpuMsPerUpdate / figures.storeCpuMsPerUpdate;
      lines.push(
        `| ${result.backend} | ${KIND_NAMES[kind as keyof typeof KIND_NAMES]} | ${figures.opsPerUpdate.toFixed(1)} | ` +
          `${figures.storeCpuMsPerUpdate.toFixed(3)} | ${figures.botCpuMsPerUpdate.toFixed(2)} | ` +
          `${Number.isFinite(ceiling) ? ceiling.toFixed(0) : "–"} | ${Number.isFinite(replicas) ? replicas.toFixed(1) : "–"} | ` +
          `${result.load[0].toFixed(1)} / ${result.load[1].toFixed(1)} |`,
      );
    }
  }
  lines.push("", ...notes.map((note) => `- ${note}`), "");
  return lines.join("\n");
}
