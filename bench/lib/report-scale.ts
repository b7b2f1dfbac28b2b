/**
 * The scale scenario's part of bench/RESULTS.md: its targets with PASS/MISS
 * and the figures at each size. The section is delimited by markers and
 * carries its own date and load average, so `npm run bench -- --only=scale`
 * can replace it in a RESULTS.md that a full run wrote earlier
 * (`withScaleSection`).
 */
import type { ScaleBackend, ScalePoint, ScaleResult } from "../scenarios/scale.ts";
import { fixed } from "./stats.ts";

/** The targets of issue 21's scale item. */
export const SCALE_TARGETS = {
  /** Per-update CPU and RSS at every size within this share of the smallest size's. */
  flatWithin: 0.2,
  /** Spawn → first getUpdates with the most users stored, ms. */
  startupMs: 1_500,
} as const;

export const SCALE_BEGIN = "<!-- scale:begin -->";
export const SCALE_END = "<!-- scale:end -->";

const MiB = 1024 * 1024;
const BACKENDS: ReadonlyArray<{ backend: ScaleBackend; title: string }> = [
  { backend: "sqlite", title: "SQLite (embedded store)" },
  { backend: "redis", title: "Redis" },
];

/** A verdict cell: the figures and PASS/MISS (undefined: not measured). */
export interface ScaleCell {
  result: string;
  pass: boolean | undefined;
}

/** One target row, a cell per backend. */
export interface ScaleTargetRow {
  name: string;
  target: string;
  cells: Record<ScaleBackend, ScaleCell>;
}

const NOT_MEASURED: ScaleCell = { result: "–", pass: undefined };

function users(count: number): string {
  return count.toLocaleString("en-US").replace(/,/g, " ");
}

function pointsOf(scale: ScaleResult, backend: ScaleBackend): ScalePoint[] {
  return scale.points
    .filter((point) => point.backend === backend)
    .sort((a, b) => a.users - b.users);
}

function percent(ratio: number): string {
  const change = (ratio - 1) * 100;
  return `${change >= 0 ? "+" : "−"}${fixed(Math.abs(change), 0)} %`;
}

/**
 * Flat when every size is within `flatWithin` of the smallest size, either
 * way; the cell shows each size's value and the largest change.
 */
function flatCell(
  points: ScalePoint[],
  value: (point: ScalePoint) => number,
  unit: string,
): ScaleCell {
  const base = points[0];
  if (!base || points.length < 2) return NOT_MEASURED;
  const baseValue = value(base);
  const ratios = points.map((point) => value(point) / baseValue);
  const worst = ratios.reduce(
    (far, ratio) => (Math.abs(ratio - 1) > Math.abs(far - 1) ? ratio : far),
    1,
  );
  const digits = unit === "ms" ? 2 : 0;
  return {
    result: `${points.map((point) => `${fixed(value(point), digits)}`).join(" → ")} ${unit} (largest change ${percent(worst)})`,
    pass: ratios.every(
      (ratio) => Number.isFinite(ratio) && Math.abs(ratio - 1) <= SCALE_TARGETS.flatWithin,
    ),
  };
}

/** The three target rows with their verdicts. */
export function scaleTargetRows(scale: ScaleResult): ScaleTargetRow[] {
  const sizes = [...new Set(scale.points.map((point) => point.users))].sort((a, b) => a - b);
  const range =
    sizes.length > 1 ? `${users(sizes[0] ?? 0)} → ${users(sizes.at(-1) ?? 0)} stored users` : "–";
  const per = (cell: (points: ScalePoint[]) => ScaleCell): Record<ScaleBackend, ScaleCell> => ({
    sqlite: cell(pointsOf(scale, "sqlite")),
    redis: cell(pointsOf(scale, "redis")),
  });
  const within = `within ${fixed(SCALE_TARGETS.flatWithin * 100, 0)} % of the smallest size's`;
  return [
    {
      name: `CPU per update (median of ${scale.settings.rounds} rounds), ${range}`,
      target: within,
      cells: per((points) => flatCell(points, (point) => point.cpuMsPerUpdate, "ms")),
    },
    {
      name: `RSS under the load (after GC at the end of each window; median of ${scale.settings.rounds}), ${range}`,
      target: within,
      cells: per((points) => flatCell(points, (point) => point.rssAfterLoad / MiB, "MiB")),
    },
    {
      name: `Start-up with ${users(sizes.at(-1) ?? 0)} stored users: spawn \`node src/main.ts\` → first getUpdates (median of ${scale.settings.startupRuns})`,
      target: `≤ ${fixed(SCALE_TARGETS.startupMs / 1000, 1)} s`,
      cells: per((points) => {
        const largest = points.at(-1);
        if (!largest) return NOT_MEASURED;
        return {
          result: `${fixed(largest.startup.p50 / 1000, 2)} s (${users(points[0]?.users ?? 0)} users: ${fixed((points[0]?.startup.p50 ?? Number.NaN) / 1000, 2)} s)`,
          pass: largest.startup.p50 <= SCALE_TARGETS.startupMs,
        };
      }),
    },
  ];
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

function verdict(pass: boolean | undefined): string {
  return pass === undefined ? "" : pass ? " **PASS**" : " **MISS**";
}

/** The section, markers included. */
export function renderScaleSection(scale: ScaleResult): string {
  const { settings } = scale;
  const out: string[] = [SCALE_BEGIN, "## Scale: stored users", ""];
  out.push(
    `Measured on ${scale.startedAt} in ${fixed(scale.durationSec, 0)} s by the scenario \`scale\` of \`npm run bench\` (\`--only=scale\``,
    "replaces just this section, which may then be newer than the rest of this file). Load average",
    `(1 min) at start / end: ${fixed(scale.loadAverageAtStart, 2)} / ${fixed(scale.loadAverageAtEnd, 2)} (2 cores shared with other work: above 2, the bot waited for a CPU).`,
    "",
    "Users are written straight into the store in bulk (bench/lib/seed.ts): per user an account",
    "with sealed secrets, its events token, preferences, a history of two operations (an invoice",
    "paid, a payment sent) with the invoice's index and the payment's claim, i.e. 8 rows. The",
    "SQLite file grows from size to size (a copy kept at each); on Redis each size has a database",
    "of its own. The gateway is a sandbox in the benchmark's process (the bot's own cost).",
    `At each size ${settings.activeUsers} users spread over the stored ids send \`/balance\` then \`/history\``,
    `(account, preferences and a gateway call; the history list and its operations), ${fixed(settings.ratePerSec, 0)} pairs`,
    `a second (${fixed(settings.ratePerSec * 2, 0)} updates/s), in windows of ${fixed(settings.window.windowMs / 1000, 0)} s after ${fixed(settings.window.warmupMs / 1000, 0)} s of warm-up;`,
    `one bot per size runs throughout and, after ${fixed(settings.steadyMs / 1000, 0)} s of the same traffic, the ${settings.rounds} rounds go size after`,
    "size (smallest first, then largest first, in turn), so load drifting over minutes falls on every",
    "size alike. Start-ups are timed before, also",
    "interleaved. RSS and heap are read after a full GC right after each window, so every bot is read",
    "in the same state. These bots run with V8's young generation pinned at the 128 MiB it grows to",
    "under this traffic (`--min-semi-space-size=64 --max-semi-space-size=64`): left to grow, it",
    "doubles at moments that differ from process to process and RSS keeps what it reached, so",
    "bots given the same traffic ended between 198 and 331 MiB, in no order of size (ANALYSIS.md, Scale).",
    "",
  );
  const rows = scaleTargetRows(scale);
  out.push(
    table(
      ["Measurement", "Target", ...BACKENDS.map((backend) => backend.title)],
      rows.map((row) => [
        row.name,
        row.target,
        ...BACKENDS.map(
          ({ backend }) => `${row.cells[backend].result}${verdict(row.cells[backend].pass)}`,
        ),
      ]),
    ),
    "",
  );
  const detail: string[][] = [];
  for (const { backend, title } of BACKENDS) {
    for (const point of pointsOf(scale, backend)) {
      const cpu = point.rounds.map((phase) => {
        const usage = phase.usage;
        if (!usage || phase.updates === 0) return "–";
        const micros =
          usage.end.userMicros -
          usage.start.userMicros +
          (usage.end.systemMicros - usage.start.systemMicros);
        return fixed(micros / 1000 / phase.updates, 2);
      });
      const fakeP99 = point.rounds.map((phase) =>
        fixed(
          Math.max(phase.steps.balance?.p99 ?? Number.NaN, phase.steps.history?.p99 ?? Number.NaN),
        ),
      );
      detail.push([
        title,
        users(point.users),
        `${fixed(point.startup.p50 / 1000, 2)} / ${fixed(point.startup.max / 1000, 2)}`,
        `${fixed(point.cpuMsPerUpdate, 2)} (${cpu.join(", ")})`,
        `${fixed(point.inBotP99Ms)} (${point.rounds.map((phase) => fixed(phase.inBot?.p99)).join(", ")})`,
        fakeP99.join(", "),
        `${fixed(point.afterStart.rss / MiB, 0)} / ${fixed(point.rssAfterLoad / MiB, 0)} (${point.afterRounds.map((usage) => fixed(usage.rss / MiB, 0)).join(", ")})`,
        point.afterRounds.map((usage) => fixed(usage.heapUsed / MiB, 1)).join(", "),
        point.storeBytes !== undefined
          ? `${fixed(point.storeBytes / MiB, 0)} MiB file`
          : `${users(point.storeKeys ?? 0)} keys`,
        point.log.warnings + point.log.errors > 0
          ? `${point.log.warnings} warnings, ${point.log.errors} errors${point.log.examples.length > 0 ? ` (${point.log.examples.slice(0, 2).join("; ")})` : ""}`
          : "–",
      ]);
    }
  }
  out.push(
    "### At each size",
    "",
    table(
      [
        "Store",
        "Users",
        "Start-up median / max s",
        "CPU ms/update: median (each round)",
        "In-bot p99 ms: median (each round)",
        "At the fake p99 ms, each round",
        "RSS MiB after start / under load: median (each round)",
        "Heap used MiB, each round",
        "Store",
        "Bot log",
      ],
      detail,
    ),
    "",
  );
  if (scale.seeding.length > 0) {
    out.push(
      "### Seeding (the benchmark's set-up, not the bot)",
      "",
      table(
        [
          "Users stored",
          "Since seeding began s",
          "Making the rows s",
          "SQLite s",
          "Redis s (every database)",
        ],
        scale.seeding.map((step) => [
          users(step.users),
          fixed(step.totalMs / 1000, 0),
          fixed(step.makeMs / 1000, 0),
          fixed(step.sqliteMs / 1000, 0),
          fixed(step.redisMs / 1000, 0),
        ]),
      ),
      "",
    );
  }
  if (scale.notes.length > 0) out.push(...scale.notes.map((note) => `- ${note}`), "");
  out.push(SCALE_END);
  return out.join("\n");
}

/** The scale section of `document` (a RESULTS.md), markers included, or undefined when it has none. */
export function scaleSectionOf(document: string): string | undefined {
  const begin = document.indexOf(SCALE_BEGIN);
  const end = document.indexOf(SCALE_END);
  return begin >= 0 && end > begin ? document.slice(begin, end + SCALE_END.length) : undefined;
}

/**
 * `document` (a RESULTS.md) with its scale section replaced by `section`,
 * or `section` appended when it has none.
 */
export function withScaleSection(document: string, section: string): string {
  const begin = document.indexOf(SCALE_BEGIN);
  const end = document.indexOf(SCALE_END);
  if (begin >= 0 && end > begin) {
    return `${document.slice(0, begin)}${section}${document.slice(end + SCALE_END.length)}`;
  }
  return `${document.trimEnd()}\n\n${section}\n`;
}
