/** The Markdown section of the replicas scenario (two replicas on one Redis against one). */
import type { ReplicasResult } from "../scenarios/replicas.ts";

/** Two replicas answer at least 90 % of one's on a machine with no core to spare: sharing the store costs little. */
const REPLICAS_TARGET = 0.9;

/** The section: throughput, CPU and latency of 1 and 2 replicas, and the ratio with PASS/MISS. */
export function renderReplicasSection(result: ReplicasResult, cores: number): string {
  const one = meanRate(result, 1);
  const two = meanRate(result, 2);
  const ratio = one !== undefined && two !== undefined && one > 0 ? two / one : undefined;
  const verdict = ratio !== undefined && ratio >= REPLICAS_TARGET ? "**PASS**" : "**MISS**";
  const lines = [
    "## Past one machine: two replicas on one Redis",
    "",
    "The bot alone (gateway in another process) as one replica, then as two, twice in the order 1, 2, 2, 1, in webhook mode behind a " +
      "round-robin front, sharing one Redis database (flushed before each set-up); the fake delivers updates " +
      `of different chats at once (up to max_connections, as Telegram does). Closed loop: ${result.concurrency} ` +
      "users in flight sending /balance. On this machine " +
      `(${cores} cores) the replicas, Redis and the benchmark (fake, front, load, gateway) share the cores, so two ` +
      "replicas cannot double the throughput here; what the figure shows is that a second replica on the same " +
      "store adds throughput rather than costing it (locks, handled-update marks). The ceiling with more " +
      "machines follows from the store's cost per update in the section above.",
    "",
    `Load average (1 min) at the scenario's start / end: ${result.load[0].toFixed(2)} / ${result.load[1].toFixed(2)}.`,
    "",
    "| Figure | Target | Measured |",
    "| --- | --- | --- |",
    `| /balance throughput, two replicas against one | ≥ ${REPLICAS_TARGET}× | ` +
      `${ratio === undefined ? "–" : `${ratio.toFixed(2)}×`} (${two?.toFixed(0) ?? "–"} vs ${one?.toFixed(0) ?? "–"} updates/s, the mean of each count's runs) ${verdict} |`,
    "",
    "| Replicas | Updates/s | p50 / p99 ms at the fake | CPU ms per update, all replicas | Harness CPU | Errors |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const run of result.runs) {
    const step = Object.values(run.phase.steps).at(-1);
    lines.push(
      `| ${run.replicas} | ${run.phase.updatesPerSec.toFixed(0)} | ${step ? `${step.p50.toFixed(1)} / ${step.p99.toFixed(1)}` : "–"} | ` +
        `${run.cpuMsPerUpdate?.toFixed(2) ?? "–"} | ${(run.harnessShare * 100).toFixed(0)} % | ${run.phase.errors} |`,
    );
  }
  lines.push("");
  return lines.join("\n");
}

/** The mean throughput of the runs with `replicas` replicas, or undefined when none ran. */
function meanRate(result: ReplicasResult, replicas: number): number | undefined {
  const rates = result.runs
    .filter((run) => run.replicas === replicas)
    .map((run) => run.phase.updatesPerSec);
  return rates.length === 0 ? undefined : rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
}
