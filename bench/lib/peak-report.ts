/** The Markdown section of the peak scenario (mixed traffic at a busy bot's peak rate). */
import type { PeakResult } from "../scenarios/throughput.ts";

/** The target: p99 inside the bot at the peak rate. */
export const PEAK_P99_TARGET_MS = 50;

/** The section: in-bot and harness latency of mixed traffic at the offered rate, with PASS/MISS. */
export function renderPeakSection(result: PeakResult): string {
  const { phase } = result;
  const inBot = phase.inBot;
  const pressEdit = phase.inBotPressEdit;
  const verdict =
    inBot && inBot.p99 <= PEAK_P99_TARGET_MS && phase.skipped === 0 ? "**PASS**" : "**MISS**";
  const steps = Object.entries(phase.steps)
    .map(([step, s]) => `${step} p50 ${s.p50.toFixed(1)} / p99 ${s.p99.toFixed(1)} ms`)
    .join("; ");
  return [
    "## A busy bot's peak: mixed traffic",
    "",
    `The bot alone (gateway in another process), ${result.updatesPerSecOffered} updates/s offered: of every ten ` +
      "iterations four /balance, three /invoice with its QR photo and three whole /pay (paste, confirmation, Pay, " +
      "outcome: two updates), each on an idle user. Telegram lets a bot send about 30 messages a second; a busy " +
      "bot's updates peak around 100 a second. The fake enforces no limits here (the bot's own work is measured).",
    "",
    `Load average (1 min) at the scenario's start / end: ${result.load[0].toFixed(2)} / ${result.load[1].toFixed(2)} (2 cores; other work makes the figures noisy).`,
    "",
    "| Figure | Target | Measured |",
    "| --- | --- | --- |",
    `| p99 in the bot (update received → first answer accepted: a message's reply, a press's callback answer), ${result.updatesPerSecOffered} updates/s mixed | ≤ ${PEAK_P99_TARGET_MS} ms | ` +
      `${inBot ? `${inBot.p99.toFixed(1)} ms (p50 ${inBot.p50.toFixed(1)}, max ${inBot.max.toFixed(1)})` : "–"}; ` +
      `${phase.updatesPerSec.toFixed(0)} updates/s answered, ${phase.skipped} starts skipped, ${phase.errors} errors ${verdict} |`,
    "",
    `A Pay press is answered "Sending…" before the payment goes to the gateway; in the bot, from the press to the outcome's edit (the gateway's payment included): ${pressEdit ? `p50 ${pressEdit.p50.toFixed(1)} / p99 ${pressEdit.p99.toFixed(1)} ms` : "–"}. ` +
      `At the fake (update injected → answer seen): ${steps || "–"}. Bot CPU per update ${result.cpuMsPerUpdate?.toFixed(2) ?? "–"} ms. ` +
      `Bot log: ${result.log.warnings} warnings, ${result.log.errors} errors.`,
    "",
  ].join("\n");
}
