/**
 * Cost against the length of one person's history: a real bot (embedded
 * sandbox, SQLite) answers the same requests for a person who has made
 * 100 000 operations and for one who has made 10, one request in flight
 * at a time, in interleaved rounds; the target is that the long history
 * costs at most 1.2 times the short one, in the bot's CPU per request and
 * in p99 latency.
 *
 * The long history is written into the bot's store as the ledger keeps
 * it after 100 000 operations over two years: every operation with its
 * position, the ordered index `history` (all, money in, money out) and the
 * per-day totals of the last DAILY_TOTALS_DAYS days (the chart's), counted
 * from the whole stream; other people's histories fill the store up to
 * `storedOperations` (1 000 000 in a full run). Requests: /balance,
 * /history and a page of it near its end (a button press), and the Mini
 * App's home (balance, limits, 30-day chart) and history pages (first and
 * the oldest), over HTTP with signed initData.
 *
 * CPU per request comes from segments of one person alone, a fixed number
 * of requests one after the other (the bot's CPU over the segment, divided
 * by its requests), the two people's segments in the order A B B A A B B A:
 * what the bot does in the background (sweeps, collections, the WAL's
 * checkpoints) and a drift of the machine then fall on both alike, where
 * one window per person let a collection or a sweep fall on one (a /balance,
 * which reads no history, showed 1.22 times when measured that way). p99
 * comes from windows whose requests alternate between the two people one by
 * one, for the same reason. Each round gives a figure per person and their
 * ratio; the medians over the rounds are reported, and the target is
 * judged on the median of the rounds' ratios.
 */
import { request } from "node:http";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { DAILY_TOTALS_DAYS } from "../../src/operations/ledger.ts";
import { DEFAULT_SQLITE_FILE, openStore } from "../../src/storage/index.ts";
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
import type { ProcessUsage } from "../lib/ipc.ts";
import { type PhaseTiming, runClosedLoop } from "../lib/load.ts";
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
  /** From windows of this person alone. */
  cpuMsPerRequest: number;
  /** From windows where the two people's requests alternate one by one. */
  p99Ms: number;
  /** Latencies measured for the p99s, all rounds together. */
  latencySamples: number;
  requestsPerSec: number;
  errors: number;
}

export interface HistoryResult {
  longEntries: number;
  shortEntries: number;
  /** Operations in the store in all (the two people's and others'). */
  storedOperations: number;
  /** Seconds spent writing them. */
  fillSeconds: number;
  rounds: number;
  /** Per round, each person's segments and the requests in each (CPU per request). */
  cpuSegments: { perPerson: number; requests: number };
  long: Record<HistoryRequest, HistoryFigures>;
  short: Record<HistoryRequest, HistoryFigures>;
  /**
   * Long against short: the median over the rounds of each round's ratio
   * (the two people of a round measured side by side, where the medians of
   * each person's figures could come from different rounds).
   */
  ratios: Record<HistoryRequest, { cpu: number; p99: number }>;
  log: ChildLogSummary;
  /** 1-minute load average at the start and the end. */
  load: [number, number];
}

export interface HistorySettings {
  longEntries: number;
  /** Operations in the store in all: others' histories fill it up to this. */
  storedOperations: number;
  rounds: number;
  /** CPU per request: per round, this many segments per person of `requests` requests each. */
  cpuSegments: { perPerson: number; requests: number };
  /** The window whose requests alternate between the two people, for p99. */
  latencyWindow: PhaseTiming;
  log: (line: string) => void;
}

const LONG_ID = 900_001;
const SHORT_ID = 900_002;
const SHORT_ENTRIES = 10;
/** The first user id of the people whose histories fill the store (their own range). */
const FILLER_FIRST_ID = 5_000_000;
/** Operations of each filler person. */
const FILLER_PER_PERSON = 100;
const DAY_MS = 86_400_000;
/** The chat's /history shows 8 a page (src/features/history); the API pages are asked at 8 too. */
const PAGE = 8;

/** One stored operation and where the ledger lists it. */
interface HistoryRow {
  id: string;
  /** The operation as Keyv's JSON value. */
  json: string;
  position: number;
  direction: "in" | "out";
}

/**
 * A person's operations as the ledger keeps them after `count` were made,
 * one every `stepMs` up to now: every one, with its position (1 = the
 * first), and the per-day totals of the last DAILY_TOTALS_DAYS days.
 */
function historyRows(userId: number, count: number, now: number, stepMs: number) {
  const rows: HistoryRow[] = [];
  const days: Record<string, [number, number]> = {};
  const oldestDay = new Date(now - (DAILY_TOTALS_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  // Newest first (index 0 is the newest, at position `count`).
  for (let index = 0; index < count; index += 1) {
    const createdAt = now - (index + 1) * stepMs;
    const isReceived = index % 2 === 1;
    const amountSat = 100 + (index % 900);
    const day = new Date(createdAt).toISOString().slice(0, 10);
    if (day >= oldestDay) {
      const [inSat, outSat] = days[day] ?? [0, 0];
      days[day] = isReceived ? [inSat + amountSat, outSat] : [inSat, outSat + amountSat];
    }
    const id = `h${userId}x${index}`;
    const position = count - index;
    rows.push({
      id,
      position,
      direction: isReceived ? "in" : "out",
      json: JSON.stringify({
        value: {
          id,
          userId,
          kind: isReceived ? "tip-received" : "payment",
          state: isReceived ? "paid" : "sent",
          amountSat,
          counterpart: isReceived ? "@a_friend" : "lnbcrt10u1pabcdef…abcdef",
          description: "coffee",
          historyPosition: position,
          createdAt,
          updatedAt: createdAt + 1_000,
        },
      }),
    });
  }
  return { rows, totals: { days } };
}

/**
 * Writes people's histories into the bot's SQLite file (before the bot
 * starts; the store made its tables) as the ledger keeps them: Keyv's rows
 * `operations:<id>` → `{"value":…}` (as lib/seed.ts writes them) and
 * `daily-totals:<id>`, and the ordered index `history`'s rows (all, and
 * money in or out). Committed every 10,000 operations.
 */
function writeHistories(
  file: string,
  people: Iterable<ReturnType<typeof historyRows> & { userId: number }>,
): number {
  const db = new DatabaseSync(file);
  let written = 0;
  try {
    // This connection's commits need not reach the disk: a bench's seed, redone on every run.
    db.exec("PRAGMA busy_timeout = 10000; PRAGMA synchronous = OFF; PRAGMA cache_size = -65536");
    const put = db.prepare(
      `INSERT INTO keyv (key, value, expires) VALUES (?, ?, NULL)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = NULL`,
    );
    const list = db.prepare(
      `INSERT INTO ordered (name, key, member, score) VALUES ('history', ?, ?, ?)
       ON CONFLICT (name, key, member) DO UPDATE SET score = excluded.score`,
    );
    db.exec("BEGIN IMMEDIATE");
    for (const person of people) {
      put.run(`daily-totals:${person.userId}`, JSON.stringify({ value: person.totals }));
      const all = String(person.userId);
      for (const row of person.rows) {
        put.run(`operations:${row.id}`, row.json);
        list.run(all, row.id, row.position);
        list.run(`${all}:${row.direction}`, row.id, row.position);
        written += 1;
        if (written % 10_000 === 0) db.exec("COMMIT; BEGIN IMMEDIATE");
      }
    }
    db.exec("COMMIT");
    // Copied into the database file now, by this process: the bot's own
    // checkpoint thread would otherwise copy it while the bot is measured.
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
  return written;
}

/**
 * Other people's histories that fill the store up to `total` operations in
 * all, `perPerson` each (1,000,000 take about 20 s of CPU and 700 MB).
 */
function* otherHistories(total: number, perPerson: number, now: number) {
  for (let userId = FILLER_FIRST_ID; total > 0; userId += 1) {
    const count = Math.min(perPerson, total);
    total -= count;
    yield { userId, ...historyRows(userId, count, now, DAY_MS / 4) };
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
      (message) =>
        message.text !== before &&
        (message.text?.includes((offset + 1).toLocaleString("en-US")) ?? false),
      ANSWER_TIMEOUT_MS,
      `the history page from ${offset + 1}`,
    );
    return { steps: { reply: seen.at - injectedAt }, updates: 1 };
  };
}

/** One person's figures from their CPU segments. */
interface SegmentFigures {
  cpuMs: number;
  perSec: number;
  errors: number;
}

/**
 * CPU per request of each of two people: `perPerson` segments each, of
 * `requests` requests one after the other, in the order A B B A A B B A …
 * (A = `people[0]`), the bot's CPU read before and after each segment. A
 * request that fails still counts in its segment (as the bot's work), and
 * as an error. One request of each first, not counted: the page's code and
 * the person's records are then warm for both.
 */
async function cpuBySegments(
  flow: Flow,
  people: BenchUser[],
  { perPerson, requests }: { perPerson: number; requests: number },
  usage: () => Promise<ProcessUsage>,
): Promise<Map<number, SegmentFigures>> {
  const totals = new Map<
    number,
    { micros: number; requests: number; ms: number; errors: number }
  >();
  const run = async (person: BenchUser) => {
    try {
      await flow(person);
      return 0;
    } catch {
      return 1;
    }
  };
  for (const person of people) await run(person);
  for (let segment = 0; segment < perPerson * people.length; segment += 1) {
    // A B B A: the second and third of every four are B's.
    const person = people[segment % 4 === 1 || segment % 4 === 2 ? 1 : 0];
    if (!person) continue;
    const before = await usage();
    const started = performance.now();
    let errors = 0;
    for (let done = 0; done < requests; done += 1) errors += await run(person);
    const ms = performance.now() - started;
    const after = await usage();
    const total = totals.get(person.user.id) ?? { micros: 0, requests: 0, ms: 0, errors: 0 };
    total.micros +=
      after.userMicros - before.userMicros + (after.systemMicros - before.systemMicros);
    total.requests += requests;
    total.ms += ms;
    total.errors += errors;
    totals.set(person.user.id, total);
  }
  return new Map(
    [...totals].map(([id, total]) => [
      id,
      {
        cpuMs: total.micros / 1000 / total.requests,
        perSec: (total.requests * 1000) / total.ms,
        errors: total.errors,
      },
    ]),
  );
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
      // The store is filled before the bot starts: the fill is synchronous work in this
      // process, which also runs the Telegram fake, and holds SQLite's write lock.
      const file = path.join(dataDir, DEFAULT_SQLITE_FILE);
      await (await openStore({ dataDir })).close();
      const now = Date.now();
      const fillStarted = performance.now();
      // Two years of 100 000 operations: one about every 10 minutes.
      const longRows = historyRows(
        LONG_ID,
        settings.longEntries,
        now,
        Math.floor((730 * DAY_MS) / settings.longEntries),
      );
      const shortRows = historyRows(SHORT_ID, SHORT_ENTRIES, now, DAY_MS);
      let storedOperations = writeHistories(file, [
        { userId: LONG_ID, ...longRows },
        { userId: SHORT_ID, ...shortRows },
      ]);
      storedOperations += writeHistories(
        file,
        otherHistories(
          Math.max(0, settings.storedOperations - storedOperations),
          FILLER_PER_PERSON,
          now,
        ),
      );
      const fillSeconds = (performance.now() - fillStarted) / 1000;
      settings.log(
        `    ${storedOperations.toLocaleString("en-US")} operations stored in ${fillSeconds.toFixed(1)} s`,
      );
      const bot = await BotChild.start({
        kind: "app",
        fake,
        dataDir,
        logFile: path.join(dir, "bot.log"),
        env: { LOG_LEVEL: "warn" },
      });
      try {
        await bot.provision(LONG_ID, 2, 2, 30_000);
        const port = await bot.httpPort();
        // The chat's offsets of the two pages before the oldest.
        const nearEnd = new Map<number, [number, number]>([
          [LONG_ID, [settings.longEntries - 2 * PAGE, settings.longEntries - PAGE]],
          [SHORT_ID, [0, SHORT_ENTRIES - PAGE]],
        ]);
        // The Mini App's cursor of the oldest page: below position PAGE + 1.
        const cursorNearEnd = Buffer.from(String(PAGE + 1)).toString("base64url");
        const flows: Record<HistoryRequest, Flow> = {
          "/balance": balanceFlow(fake),
          "/history": historyFlow(fake),
          "/history, a page near the end": deepHistoryFlow(fake, nearEnd),
          "Mini App home (30-day chart)": apiFlow(port, fake, () => "/home"),
          "Mini App history, first page": apiFlow(port, fake, () => `/history?limit=${PAGE}`),
          "Mini App history, a page near the end": apiFlow(
            port,
            fake,
            () => `/history?limit=${PAGE}&cursor=${cursorNearEnd}`,
          ),
        };
        const who = (user: BenchUser) => (user.user.id === LONG_ID ? "long" : "short");
        const samples = new Map<string, Array<HistoryFigures>>();
        const note = (key: string, figures: HistoryFigures) =>
          samples.set(key, [...(samples.get(key) ?? []), figures]);
        for (let round = 1; round <= settings.rounds; round += 1) {
          for (const name of HISTORY_REQUESTS) {
            // CPU: segments of one person alone, A B B A A B B A …, A alternating by round.
            const people = round % 2 === 1 ? [long, short] : [short, long];
            const cpu = await cpuBySegments(flows[name], people, settings.cpuSegments, () =>
              bot.usage(),
            );
            // Latency: one window whose requests alternate long, short, long, …, so
            // whatever else the machine does falls on both alike.
            const flow = flows[name];
            const alternating = await runClosedLoop({
              ...settings.latencyWindow,
              concurrency: 1,
              users: people,
              flow: async (user) => {
                const outcome = await flow(user);
                return { ...outcome, steps: { [who(user)]: outcome.steps.reply ?? Number.NaN } };
              },
            });
            for (const person of ["long", "short"] as const) {
              const alone = cpu.get(person === "long" ? LONG_ID : SHORT_ID);
              note(`${person}|${name}`, {
                cpuMsPerRequest: alone?.cpuMs ?? Number.NaN,
                p99Ms: alternating.steps[person]?.p99 ?? Number.NaN,
                latencySamples: alternating.steps[person]?.count ?? 0,
                requestsPerSec: alone?.perSec ?? Number.NaN,
                errors: (alone?.errors ?? 0) + (person === "long" ? alternating.errors : 0),
              });
            }
          }
          settings.log(`    round ${round} of ${settings.rounds} done`);
        }
        const figures = (person: "long" | "short") =>
          Object.fromEntries(
            HISTORY_REQUESTS.map((name) => {
              const list = samples.get(`${person}|${name}`) ?? [];
              return [
                name,
                {
                  cpuMsPerRequest: median(list.map((f) => f.cpuMsPerRequest)),
                  p99Ms: median(list.map((f) => f.p99Ms)),
                  latencySamples: list.reduce((sum, f) => sum + f.latencySamples, 0),
                  requestsPerSec: median(list.map((f) => f.requestsPerSec)),
                  errors: list.reduce((sum, f) => sum + f.errors, 0),
                },
              ];
            }),
          ) as Record<HistoryRequest, HistoryFigures>;
        const ratios = Object.fromEntries(
          HISTORY_REQUESTS.map((name) => {
            const longs = samples.get(`long|${name}`) ?? [];
            const shorts = samples.get(`short|${name}`) ?? [];
            const ratio = (pick: (f: HistoryFigures) => number) =>
              median(longs.map((f, round) => pick(f) / pick(shorts[round] ?? f)));
            return [name, { cpu: ratio((f) => f.cpuMsPerRequest), p99: ratio((f) => f.p99Ms) }];
          }),
        ) as HistoryResult["ratios"];
        await bot.stop();
        return {
          longEntries: settings.longEntries,
          shortEntries: SHORT_ENTRIES,
          storedOperations,
          fillSeconds,
          rounds: settings.rounds,
          cpuSegments: settings.cpuSegments,
          long: figures("long"),
          short: figures("short"),
          ratios,
          log: bot.logSummary(),
          load: [loadAtStart, loadAverage()],
        };
      } finally {
        await bot.stop();
      }
    }),
  );
}
