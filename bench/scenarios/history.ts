/**
 * Cost against the length of one person's history: a real bot (embedded
 * sandbox, SQLite) answers the same requests for a person who has made
 * 100 000 operations and for one who has made 10, one request in flight
 * at a time, in interleaved rounds; the target is that the long history
 * costs at most 1.2 times the short one, in the bot's CPU per request and
 * in p99 latency.
 *
 * The long history is written into the bot's store as the ledger leaves
 * it after 100 000 operations over two years: the history list holds the
 * newest HISTORY_LENGTH entries of each part (own sends and money
 * received; older settled ones were deleted as they aged out), their
 * operations, and the per-day totals of the last DAILY_TOTALS_DAYS days
 * (the chart's), counted from the whole stream. Requests: /balance,
 * /history and a page of it near its end (a button press), and the Mini
 * App's home (balance, limits, 30-day chart) and history pages (first and
 * near the end), over HTTP with signed initData.
 */
import { request } from "node:http";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { DAILY_TOTALS_DAYS, HISTORY_LENGTH } from "../../src/operations/ledger.ts";
import { DEFAULT_SQLITE_FILE } from "../../src/storage/index.ts";
import { signInitData } from "../../test/support/init-data.ts";
import type { TelegramFake } from "../../test/support/telegram-fake.ts";
import { BotChild, type ChildLogSummary } from "../lib/bot-child.ts";
import {
  type BenchUser,
  benchUsers,
  FlowError,
  messageState,
  nextBotMessage,
} from "../lib/chat.ts";
import { ANSWER_TIMEOUT_MS, balanceFlow, type Flow, historyFlow } from "../lib/flows.ts";
import { cpuMsPerUpdate, type PhaseTiming, runClosedLoop } from "../lib/load.ts";
import { loadAverage } from "../lib/machine.ts";
import { withFake, withTempDir } from "../lib/workspace.ts";

/** The requests measured, in the order reported. */
export const HISTORY_REQUESTS = [
  "/balance",
  "/history",
  "/history, a page near the end",
  "Mini App home (30-day chart)",
  "Mini App history, first page",
  "Mini App history, a page near the end",
] as const;
export type HistoryRequest = (typeof HISTORY_REQUESTS)[number];

/** One request's figures for one person: medians over the rounds. */
export interface HistoryFigures {
  cpuMsPerRequest: number;
  p99Ms: number;
  requestsPerSec: number;
  errors: number;
}

export interface HistoryResult {
  longEntries: number;
  shortEntries: number;
  /** Entries the long history's list holds (the ledger's bound). */
  longListed: number;
  rounds: number;
  long: Record<HistoryRequest, HistoryFigures>;
  short: Record<HistoryRequest, HistoryFigures>;
  log: ChildLogSummary;
  /** 1-minute load average at the start and the end. */
  load: [number, number];
}

export interface HistorySettings {
  longEntries: number;
  rounds: number;
  window: PhaseTiming;
  log: (line: string) => void;
}

const LONG_ID = 900_001;
const SHORT_ID = 900_002;
const SHORT_ENTRIES = 10;
const DAY_MS = 86_400_000;
/** The chat's /history shows 8 a page (src/features/history); the API pages are asked at 8 too. */
const PAGE = 8;

/** A person's operations as the ledger keeps them after `count` were made, newest last made every `stepMs`. */
function historyRows(userId: number, count: number, now: number, stepMs: number) {
  const ops: Array<Record<string, unknown>> = [];
  const list: string[] = [];
  const days: Record<string, [number, number]> = {};
  const oldestDay = new Date(now - (DAILY_TOTALS_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  let own = 0;
  let received = 0;
  // Newest first: the list's order.
  for (let index = 0; index < count; index += 1) {
    const createdAt = now - (index + 1) * stepMs;
    const isReceived = index % 2 === 1;
    const amountSat = 100 + (index % 900);
    const day = new Date(createdAt).toISOString().slice(0, 10);
    if (day >= oldestDay) {
      const [inSat, outSat] = days[day] ?? [0, 0];
      days[day] = isReceived ? [inSat + amountSat, outSat] : [inSat, outSat + amountSat];
    }
    const kept = isReceived ? received < HISTORY_LENGTH : own < HISTORY_LENGTH;
    if (!kept) continue;
    const id = `h${userId}x${index}`;
    if (isReceived) received += 1;
    else own += 1;
    list.push(isReceived ? `in:${id}` : id);
    ops.push({
      id,
      userId,
      kind: isReceived ? "tip-received" : "payment",
      state: isReceived ? "paid" : "sent",
      amountSat,
      counterpart: isReceived ? "@a_friend" : "lnbcrt10u1pabcdef…abcdef",
      description: "coffee",
      createdAt,
      updatedAt: createdAt + 1_000,
    });
  }
  return { ops, list, totals: { days } };
}

/** Writes the history rows into the running bot's SQLite file (another connection; WAL allows it). */
function writeHistories(
  file: string,
  people: Array<ReturnType<typeof historyRows> & { userId: number }>,
) {
  const db = new DatabaseSync(file);
  try {
    db.exec("PRAGMA busy_timeout = 10000");
    const put = db.prepare(
      `INSERT INTO keyv (key, value, expires) VALUES (?, ?, NULL)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = NULL`,
    );
    db.exec("BEGIN IMMEDIATE");
    for (const person of people) {
      // Keyv's rows: `namespace:key` → `{"value":…}` (as lib/seed.ts writes them).
      put.run(`history:${person.userId}`, JSON.stringify({ value: person.list }));
      put.run(`daily-totals:${person.userId}`, JSON.stringify({ value: person.totals }));
      for (const op of person.ops) put.run(`operations:${op.id}`, JSON.stringify({ value: op }));
    }
    db.exec("COMMIT");
  } finally {
    db.close();
  }
}

/** GET `target` of the Mini App's API as `user`; resolves with the status and body. */
function apiGet(
  port: number,
  target: string,
  initData: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: `/app/api${target}`,
        headers: { authorization: `tma ${initData}` },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(ANSWER_TIMEOUT_MS, () =>
      req.destroy(new Error("the Mini App API did not answer")),
    );
    req.end();
  });
}

function apiFlow(port: number, fake: TelegramFake, target: (user: BenchUser) => string): Flow {
  const initData = new Map<number, string>();
  return async (person) => {
    let signed = initData.get(person.user.id);
    if (!signed) {
      signed = signInitData(fake.token, {
        user: { id: person.user.id, first_name: person.user.first_name },
      });
      initData.set(person.user.id, signed);
    }
    const started = performance.now();
    const answer = await apiGet(port, target(person), signed);
    if (answer.status !== 200) throw new FlowError(`the Mini App API answered ${answer.status}`);
    return { steps: { reply: performance.now() - started }, updates: 1 };
  };
}

/** Presses a page button of the person's /history message, alternating two pages near its end. */
function deepHistoryFlow(fake: TelegramFake, offsets: Map<number, [number, number]>): Flow {
  const shown = new Map<
    number,
    { ref: Awaited<ReturnType<typeof nextBotMessage>>["message"]; at: number }
  >();
  return async ({ user, chat }) => {
    let page = shown.get(user.id);
    if (!page) {
      const sent = fake.sendText(user, chat, "/history");
      const reply = await nextBotMessage(
        fake,
        chat.id,
        sent.message.message_id,
        () => true,
        ANSWER_TIMEOUT_MS,
        "/history",
      );
      // The message shows the first page: the first press goes to the second of the two.
      page = { ref: reply.message, at: 1 };
      shown.set(user.id, page);
    }
    const pair = offsets.get(user.id) ?? [0, 0];
    const offset = pair[page.at % 2] ?? 0;
    page.at += 1;
    const before = fake.message(page.ref)?.text;
    const injectedAt = performance.now();
    // The page's buttons lead one page on; a client asking for this page directly is the same work.
    fake.pressButton(user, page.ref, `hist:${offset}`, { unchecked: true });
    const seen = await messageState(
      fake,
      page.ref,
      (message) => message.text !== before && (message.text?.includes(String(offset + 1)) ?? false),
      ANSWER_TIMEOUT_MS,
      `the history page from ${offset + 1}`,
    );
    return { steps: { reply: seen.at - injectedAt }, updates: 1 };
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

/** Runs the scenario; see the module comment. */
export async function benchHistory(settings: HistorySettings): Promise<HistoryResult> {
  const [long, short] = [
    benchUsers(LONG_ID, 1, "Longhistory")[0],
    benchUsers(SHORT_ID, 1, "Shorthistory")[0],
  ];
  if (!long || !short) throw new Error("no bench users");
  const loadAtStart = loadAverage();
  return withTempDir("history", (dir) =>
    withFake(async (fake) => {
      const dataDir = path.join(dir, "data");
      const bot = await BotChild.start({
        kind: "app",
        fake,
        dataDir,
        logFile: path.join(dir, "bot.log"),
        env: { LOG_LEVEL: "warn" },
      });
      try {
        await bot.provision(LONG_ID, 2, 2, 30_000);
        const now = Date.now();
        // Two years of 100 000 operations: one about every 10 minutes.
        const longRows = historyRows(
          LONG_ID,
          settings.longEntries,
          now,
          Math.floor((730 * DAY_MS) / settings.longEntries),
        );
        const shortRows = historyRows(SHORT_ID, SHORT_ENTRIES, now, DAY_MS);
        writeHistories(path.join(dataDir, DEFAULT_SQLITE_FILE), [
          { userId: LONG_ID, ...longRows },
          { userId: SHORT_ID, ...shortRows },
        ]);
        const port = await bot.httpPort();
        const longListed = longRows.list.length;
        const nearEnd = new Map<number, [number, number]>([
          [LONG_ID, [longListed - 2 * PAGE, longListed - PAGE]],
          [SHORT_ID, [0, SHORT_ENTRIES - PAGE]],
        ]);
        const cursorNearEnd = (user: BenchUser) =>
          Buffer.from(String((nearEnd.get(user.user.id) ?? [0, 0])[1])).toString("base64url");
        const flows: Record<HistoryRequest, Flow> = {
          "/balance": balanceFlow(fake),
          "/history": historyFlow(fake),
          "/history, a page near the end": deepHistoryFlow(fake, nearEnd),
          "Mini App home (30-day chart)": apiFlow(port, fake, () => "/home"),
          "Mini App history, first page": apiFlow(port, fake, () => `/history?limit=${PAGE}`),
          "Mini App history, a page near the end": apiFlow(
            port,
            fake,
            (user) => `/history?limit=${PAGE}&cursor=${cursorNearEnd(user)}`,
          ),
        };
        const samples = new Map<string, Array<HistoryFigures>>();
        for (let round = 1; round <= settings.rounds; round += 1) {
          for (const name of HISTORY_REQUESTS) {
            // Interleaved: the long and the short history take turns, in alternating order.
            const people = round % 2 === 1 ? [long, short] : [short, long];
            for (const person of people) {
              const phase = await runClosedLoop({
                ...settings.window,
                concurrency: 1,
                users: [person],
                flow: flows[name],
                sampleUsage: () => bot.usage(),
              });
              const key = `${person === long ? "long" : "short"}|${name}`;
              const list = samples.get(key) ?? [];
              list.push({
                cpuMsPerRequest: cpuMsPerUpdate(phase) ?? Number.NaN,
                p99Ms: phase.steps.reply?.p99 ?? Number.NaN,
                requestsPerSec: phase.updatesPerSec,
                errors: phase.errors,
              });
              samples.set(key, list);
            }
          }
          settings.log(`    round ${round} of ${settings.rounds} done`);
        }
        const figures = (who: "long" | "short") =>
          Object.fromEntries(
            HISTORY_REQUESTS.map((name) => {
              const list = samples.get(`${who}|${name}`) ?? [];
              return [
                name,
                {
                  cpuMsPerRequest: median(list.map((f) => f.cpuMsPerRequest)),
                  p99Ms: median(list.map((f) => f.p99Ms)),
                  requestsPerSec: median(list.map((f) => f.requestsPerSec)),
                  errors: list.reduce((sum, f) => sum + f.errors, 0),
                },
              ];
            }),
          ) as Record<HistoryRequest, HistoryFigures>;
        await bot.stop();
        return {
          longEntries: settings.longEntries,
          shortEntries: SHORT_ENTRIES,
          longListed,
          rounds: settings.rounds,
          long: figures("long"),
          short: figures("short"),
          log: bot.logSummary(),
          load: [loadAtStart, loadAverage()],
        };
      } finally {
        await bot.stop();
      }
    }),
  );
}
