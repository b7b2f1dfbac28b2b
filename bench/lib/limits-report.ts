/**
 * The Telegram-limits section of bench/RESULTS.md (bench/scenarios/limits.ts):
 * its own targets table with PASS/MISS, then the detail of each phase. Kept
 * apart from report.ts so the other scenarios' tables are untouched.
 */
import {
  GLOBAL_LIMIT_PER_SEC,
  LIMITS_TARGETS,
  type LimitsPhase,
  type LimitsResult,
} from "../scenarios/limits.ts";
import type { MachineInfo } from "./machine.ts";
import { fixed } from "./stats.ts";

const MiB = 1024 * 1024;

function verdict(pass: boolean): string {
  return pass ? "**PASS**" : "**MISS**";
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

function share(part: number, whole: number): string {
  return whole === 0 ? "–" : `${fixed((part / whole) * 100, 2)} %`;
}

/** The target rows of one phase (the issue judges the highest multiple; every phase is shown). */
function targetRows(phase: LimitsPhase): string[][] {
  const at = `${phase.multiple}×`;
  const tooMany = phase.limitedCalls === 0 ? 0 : phase.tooManyRequests / phase.limitedCalls;
  const outcomeMax = phase.outcomes.showSummary.max;
  const lostOutcomes = phase.outcomes.executed - phase.outcomes.shown;
  return [
    [
      `${at}: updates answered (or, past the overload bounds, left undone and their chat told once)`,
      "all",
      `${phase.answered} of ${phase.updates} answered, ${phase.notCarriedOut.noticed} of them with the overload notice; ${phase.notCarriedOut.silent} group /tips left undone after their group's notice; ${phase.unanswered} unanswered${phase.skipped ? ` (${phase.skipped} actions not started)` : ""}`,
      verdict(
        phase.unanswered === 0 && phase.answered + phase.notCarriedOut.silent === phase.updates,
      ),
    ],
    [
      `${at}: messages dropped`,
      "0",
      `${phase.dropped} of ${phase.messagesExpected}${phase.droppedExamples.length ? ` (e.g. ${phase.droppedExamples.slice(0, 2).join("; ")})` : ""}`,
      verdict(phase.dropped === 0),
    ],
    [
      `${at}: payment outcomes lost`,
      "0",
      `${lostOutcomes} of ${phase.outcomes.executed}`,
      verdict(lostOutcomes === 0),
    ],
    [
      `${at}: calls answered 429`,
      `< ${LIMITS_TARGETS.tooManyRequestsShare * 100} %`,
      `${phase.tooManyRequests} of ${phase.limitedCalls} (${share(phase.tooManyRequests, phase.limitedCalls)})`,
      verdict(tooMany < LIMITS_TARGETS.tooManyRequestsShare),
    ],
    [
      `${at}: bot RSS through the load and the drain (sampled every 2 s)`,
      `≤ ${LIMITS_TARGETS.rssMiB} MiB`,
      `${fixed(phase.memory.loadMaxRss / MiB, 0)} MiB at most during the load, ${fixed(phase.memory.drainMaxRss / MiB, 0)} MiB during the drain; ${fixed(phase.memory.endRss / MiB, 0)} MiB at the end (heap in use after GC ${fixed(phase.memory.endHeapUsed / MiB, 0)} MiB)`,
      verdict(
        phase.memory.samples.length > 0 &&
          Math.max(phase.memory.loadMaxRss, phase.memory.drainMaxRss) / MiB <=
            LIMITS_TARGETS.rssMiB,
      ),
    ],
    [
      `${at}: longest a payment outcome waited to be shown (gateway answer → edit accepted)`,
      `≤ ${LIMITS_TARGETS.outcomeShownMs / 1000} s`,
      `${fixed(outcomeMax / 1000, 2)} s (p50 ${fixed(phase.outcomes.showSummary.p50 / 1000, 2)} s, p99 ${fixed(phase.outcomes.showSummary.p99 / 1000, 2)} s, ${phase.outcomes.shown} outcomes)`,
      verdict(phase.outcomes.shown > 0 && outcomeMax <= LIMITS_TARGETS.outcomeShownMs),
    ],
  ];
}

/** The Markdown section. */
export function renderLimitsSection(result: LimitsResult, machine?: MachineInfo): string {
  const out: string[] = [];
  out.push("## Telegram's limits", "");
  if (machine) {
    out.push(
      `Run of ${machine.startedAt} on ${machine.cpuModel} (${machine.cores} cores), Node ${machine.node}, load average ${fixed(machine.loadAverageAtStart, 2)} at the start.`,
      "",
    );
  }
  out.push(
    "`npm run bench -- --only=limits` (bench/scenarios/limits.ts). The real bot (embedded sandbox) against",
    "the Bot API fake with Telegram's flood limits on: 30 messages a second in all, 1 a second per chat",
    "after a burst of 3, 20 a minute per group, edits counted like messages; a call over a limit is",
    "refused with 429 and `retry_after`. Load: private chats (`/balance`, `/invoice`, payments of another",
    "user's invoice) and 3 busy groups (`/tip 100` on 6 popular messages each: receipts edited, a note to",
    "tipper and recipient), started at the rate that asks N × 30 messages a second, for the load time;",
    "then the bot answers what is left (the drain). Update → answer is measured at the fake (what a",
    "user sees, the wait in Telegram's update backlog included, 100 ms resolution); a payment outcome",
    "from the payment engine's answer (the gateway answered) to the Bot API accepting the edit, in the bot.",
    "",
    table(
      ["Measurement", "Target", "Result", ""],
      result.phases.flatMap((phase) => targetRows(phase)),
    ),
    "",
    `The issue's target is judged at 10× the global limit (${10 * GLOBAL_LIMIT_PER_SEC} messages a second asked for); the 3× rows show the same measures.`,
    "",
  );
  const rows = result.phases.map((phase) => [
    `${phase.multiple}×`,
    `${fixed(phase.actionsPerSec, 0)} / ${fixed(phase.messagesAskedPerSec, 0)}`,
    `${fixed(phase.loadSec, 0)} s + ${fixed(phase.drainSec, 0)} s`,
    String(phase.updates),
    `${fixed(phase.answerMs.p50 / 1000, 1)} / ${fixed(phase.answerMs.p99 / 1000, 1)} / ${fixed(phase.answerMs.max / 1000, 1)}`,
    `${phase.tooManyRequests} / ${phase.limitedCalls} (global ${phase.tooManyRequestsByKind.global}, chat ${phase.tooManyRequestsByKind.chat}, group ${phase.tooManyRequestsByKind.group})`,
    `${phase.tips} tips, ${phase.receipts} receipts, ${phase.receiptEdits} edits`,
    `${phase.log.warnings} / ${phase.log.errors}`,
  ]);
  out.push(
    table(
      [
        "Load",
        "Actions / messages asked per s",
        "Load + drain",
        "Updates",
        "Update → answer p50 / p99 / max s",
        "429s / message calls",
        "Receipts",
        "Bot log warnings / errors",
      ],
      rows,
    ),
    "",
    ...result.phases
      .filter((phase) => phase.log.examples.length > 0)
      .map(
        (phase) =>
          `Bot log at ${phase.multiple}×, first warnings and errors: ${phase.log.examples.join("; ")}.\n`,
      ),
    "Update → answer by kind (p50 / p99 / max, seconds):",
    "",
    table(
      ["Load", "Kind", "Updates", "p50 s", "p99 s", "max s"],
      result.phases.flatMap((phase) =>
        Object.entries(phase.answerMsByKind).map(([kind, summary]) => [
          `${phase.multiple}×`,
          kind,
          String(summary.count),
          fixed(summary.p50 / 1000, 1),
          fixed(summary.p99 / 1000, 1),
          fixed(summary.max / 1000, 1),
        ]),
      ),
    ),
    "",
    "Answers wait because Telegram allows 30 messages a second and the load asks for more: at N× the",
    "backlog grows by (N − 1) × 30 messages a second for the load time and is answered afterwards, so",
    "update → answer grows with it; payment outcomes go first, and a receipt's edits collapse into its",
    "latest state. Past the bot's bounds (src/chat/overload.ts: a message older than 2 minutes when",
    "its turn comes, or more than a minute of messages waiting to be sent) a message is not carried",
    "out and its chat gets one notice saying so, not one per message; nothing is paid for it.",
    "",
  );
  return out.join("\n");
}
