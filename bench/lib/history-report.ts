/** The Markdown section of the history-length scenario (scenarios/history.ts). */
import { HISTORY_REQUESTS, type HistoryResult } from "../scenarios/history.ts";

/** The target: a long history costs at most this many times a short one. */
export const HISTORY_RATIO_TARGET = 1.2;

function ratioCell(ratio: number, long: number, short: number): string {
  if (!Number.isFinite(ratio)) return "– **MISS** (not measured)";
  return `${ratio.toFixed(2)}× (${long.toFixed(2)} vs ${short.toFixed(2)}) ${ratio <= HISTORY_RATIO_TARGET ? "**PASS**" : "**MISS**"}`;
}

/** The section: per request, CPU and p99 of the long history against the short one, with PASS/MISS. */
export function renderHistorySection(result: HistoryResult): string {
  const lines = [
    "## Cost against the length of a person's history",
    "",
    `One person who made ${result.longEntries.toLocaleString("en-US")} operations over two years against one who made ${result.shortEntries}, ` +
      `in a store holding ${result.storedOperations.toLocaleString("en-US")} operations in all (others' histories, written in ${result.fillSeconds.toFixed(0)} s), ` +
      `the same requests one at a time, ${result.rounds} interleaved rounds (the ratio is the median of the rounds' ratios, the figures beside it each person's median). The history is complete: a page is one range read ` +
      "of the person's ordered index and one read of its operations, at any depth; the Mini App's 30-day chart reads per-day totals kept " +
      `as operations settle. Target: the long history costs at most ${HISTORY_RATIO_TARGET}× the short one, in the bot's CPU per request ` +
      `(per round ${result.cpuSegments.perPerson} segments per person of ${result.cpuSegments.requests} requests one at a time, in the order A B B A A B B A, so the bot's background work and the machine's drift fall on both alike) and in p99 latency` +
      " (measured at the harness: update injected → answer seen at the fake, " +
      "or HTTP request → response, in windows whose requests alternate between the two people one by one, so the machine's other work " +
      "falls on both alike).",
    "",
    `Load average (1 min) at the scenario's start / end: ${result.load[0].toFixed(2)} / ${result.load[1].toFixed(2)} (2 cores; other work makes the figures noisy).`,
    "",
    "| Request | CPU ms per request, long vs short | p99 ms, long vs short | Latencies measured long / short | Requests/s long / short | Errors |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const name of HISTORY_REQUESTS) {
    const long = result.long[name];
    const short = result.short[name];
    const ratio = result.ratios[name];
    lines.push(
      `| ${name} | ${ratioCell(ratio.cpu, long.cpuMsPerRequest, short.cpuMsPerRequest)} | ${ratioCell(ratio.p99, long.p99Ms, short.p99Ms)} | ` +
        `${long.latencySamples} / ${short.latencySamples} | ` +
        `${long.requestsPerSec.toFixed(0)} / ${short.requestsPerSec.toFixed(0)} | ${long.errors + short.errors} |`,
    );
  }
  lines.push("", `Bot log: ${result.log.warnings} warnings, ${result.log.errors} errors.`, "");
  return lines.join("\n");
}
