/**
 * The store move (src/storage/move.ts) on every pair of SQLite, PostgreSQL
 * and Redis, both ways: every kind of record the bot keeps arrives with the
 * time it had left and reads back through `Store`; expired records and
 * running marks stay behind; a stopped move resumes; a bot at work on
 * either store, or a non-empty target without --merge, is refused; the
 * check names the keys that differ.
 *
 * PostgreSQL and Redis come from scripts/services.sh (TEST_POSTGRES_URL,
 * TEST_REDIS_URL); pairs that need one are skipped, saying so, without it.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openStore, type Store } from "../../src/storage/index.ts";
import { MoveRefusedError, moveStore } from "../../src/storage/move.ts";
import { MOVE_EXIT, runMoveCli } from "../../src/storage/move-cli.ts";
import { openRecordSpace, type StoredRecord } from "../../src/storage/records.ts";
import { keepRunningMark } from "../../src/storage/running-mark.ts";
import { isolatedPostgres, isolatedRedis, REDIS_DBS } from "../replicas/support/cluster.ts";
import { until } from "../support/until.ts";

/** A Redis database index of its own (see isolatedRedis for the others'). */
const REDIS_DB = REDIS_DBS.storeMove;
const REDIS = process.env.TEST_REDIS_URL;
const MOVE_MAIN = path.join(import.meta.dirname, "..", "..", "src", "storage", "move-main.ts");
const POSTGRES = process.env.TEST_POSTGRES_URL;

type Backend = "sqlite" | "postgres" | "redis";
const BACKENDS: Backend[] = ["sqlite", "postgres", "redis"];
const available = (backend: Backend) =>
  backend === "sqlite" || (backend === "postgres" ? POSTGRES : REDIS) !== undefined;

let dir = "";
const drops: Array<() => Promise<void>> = [];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "store-move-"));
});
afterAll(async () => {
  for (const drop of drops) await drop();
  await rm(dir, { recursive: true, force: true });
});

let files = 0;
/** An empty store of the backend, of this test's own. */
async function emptyStore(backend: Backend): Promise<string> {
  if (backend === "sqlite") return `sqlite://${path.join(dir, `store-${++files}.sqlite`)}`;
  if (backend === "postgres") {
    const isolated = await isolatedPostgres(POSTGRES ?? "", "tipbot_move");
    drops.push(isolated.drop);
    return isolated.url;
  }
  const isolated = await isolatedRedis(REDIS ?? "", REDIS_DB);
  drops.push(isolated.drop);
  return isolated.url;
}

async function withStore<T>(url: string, use: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore({ url, dataDir: dir });
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

const HOUR = 3_600_000;
// Each test opens several stores and reads them in full: generous on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

/** What a bot leaves in its store, written through `Store` as features write it. */
async function seed(url: string): Promise<void> {
  await withStore(url, async (store) => {
    await store.keyv("accounts").set("1001", { gatewayUrl: "https://gw", sealed: "v1.abc:def" });
    await store.keyv("history").set("1001", ["op-1", "op-2"]);
    await store.keyv("operations").set("op-1", { amount: 2100, memo: ":starts with a colon" });
    await store.keyv("preferences").set("1001", { language: "de" });
    await store.keyv("pledges").set("p-1", { from: 1001, to: 2002, amount: 50 }, 2 * HOUR);
    await store.keyv("blob").set("b", Buffer.from([0, 1, 2, 250]));
    await store.keyv("feature-of-tomorrow").set("x:y", { anything: [1, "two", null] });
    await store.keyv("sessions").set("gone", "expires at once", 1);
    await store.claim("send:op-2", "claimed:1:1001");
    await store.claim("pledge-announced:p-1", "1", 3 * HOUR);
    await store.claim("expired:one", "x", 1);
    await store.increment("daily:1001", 2100, 5 * HOUR);
    await store.increment("total:forever", -7);
    await store.orderedIndex("history").add("1001", [
      { member: "op-1", score: 1 },
      { member: "op-2", score: 2 },
    ]);
    await store.orderedIndex("history").add("1001:in", [{ member: "op-2", score: 2.5 }]);
    await store
      .orderedIndex("feature-of-tomorrow")
      .add('a:key "quoted" ü', [{ member: "m:1 ü", score: -3 }]);
    const mark = await keepRunningMark(store, { name: "old-bot:1" });
    await mark.stop();
    // The 1 ms entries are gone before the move begins (their expiry, not a guess at it).
    await until(
      async () =>
        (await store.keyv("sessions").get("gone")) === undefined &&
        (await store.readClaim("expired:one")) === undefined,
      "the 1 ms entries to expire",
    );
  });
}

/** Reads back, through `Store`, what `seed` wrote; expired ones must be absent. */
async function expectSeeded(url: string): Promise<void> {
  await withStore(url, async (store) => {
    expect(await store.keyv("accounts").get("1001")).toEqual({
      gatewayUrl: "https://gw",
      sealed: "v1.abc:def",
    });
    expect(await store.keyv("history").get("1001")).toEqual(["op-1", "op-2"]);
    expect(await store.keyv("operations").get("op-1")).toEqual({
      amount: 2100,
      memo: ":starts with a colon",
    });
    expect(await store.keyv("preferences").get("1001")).toEqual({ language: "de" });
    expect(await store.keyv("pledges").get("p-1")).toEqual({ from: 1001, to: 2002, amount: 50 });
    expect(await store.keyv<Buffer>("blob").get("b")).toEqual(Buffer.from([0, 1, 2, 250]));
    expect(await store.keyv("feature-of-tomorrow").get("x:y")).toEqual({
      anything: [1, "two", null],
    });
    expect(await store.keyv("sessions").get("gone")).toBeUndefined();
    expect(await store.readClaim("send:op-2")).toBe("claimed:1:1001");
    expect(await store.readClaim("pledge-announced:p-1")).toBe("1");
    expect(await store.readClaim("expired:one")).toBeUndefined();
    expect(await store.claim("send:op-2", "again")).toBe(false);
    expect(await store.readCounter("daily:1001")).toBe(2100);
    expect(await store.readCounter("total:forever")).toBe(-7);
    expect(await store.increment("daily:1001", 1, 5 * HOUR)).toBe(2101);
    expect(await store.orderedIndex("history").range("1001", { limit: 10 })).toEqual([
      { member: "op-2", score: 2 },
      { member: "op-1", score: 1 },
    ]);
    expect(await store.orderedIndex("history").range("1001:in", { limit: 10 })).toEqual([
      { member: "op-2", score: 2.5 },
    ]);
    expect(
      await store.orderedIndex("feature-of-tomorrow").range('a:key "quoted" ü', { limit: 10 }),
    ).toEqual([{ member: "m:1 ü", score: -3 }]);
  });
}

async function records(url: string): Promise<StoredRecord[]> {
  const space = await openRecordSpace(url, dir);
  try {
    const all: StoredRecord[] = [];
    let cursor: string | undefined;
    do {
      const page = await space.scan(cursor, 100);
      all.push(...page.records);
      cursor = page.cursor;
    } while (cursor !== undefined);
    return all.sort((a, b) => `${a.kind}${a.key}`.localeCompare(`${b.kind}${b.key}`));
  } finally {
    await space.close();
  }
}

const stateFile = () => path.join(dir, `state-${++files}.json`);

for (const from of BACKENDS) {
  for (const to of BACKENDS) {
    if (from === to) continue;
    const missing = [from, to].filter((backend) => !available(backend));
    const title = `moves every record from ${from} to ${to}${missing.length ? ` (skipped: ${missing.join(", ")} not started; run: eval "$(scripts/services.sh start)")` : ""}`;
    it.skipIf(missing.length > 0)(title, async () => {
      const source = await emptyStore(from);
      await seed(source);
      const target = await emptyStore(to);
      const before = await records(source);

      const result = await moveStore({
        from: source,
        to: target,
        dataDir: dir,
        stateFile: stateFile(),
      });

      expect(result.status).toBe("done");
      if (result.status !== "done") return;
      expect(result.ok).toBe(true);
      expect(result.differences).toEqual([]);
      // Expired records and the stopped bot's mark stayed behind: 7 entries, 2 claims, 2 counters, 4 members.
      expect(result.progress.records).toBe(15);
      expect(result.rows.map((row) => [row.group, row.targetRecords])).toEqual(
        expect.arrayContaining([
          ["entry accounts", 1],
          ["entry feature-of-tomorrow", 1],
          ["claim send", 1],
          ["counter daily", 1],
          ["ordered history", 3],
          ["ordered feature-of-tomorrow", 1],
        ]),
      );
      const after = await records(target);
      expect(after.map(({ kind, key, value }) => ({ kind, key, value }))).toEqual(
        before.map(({ kind, key, value }) => ({ kind, key, value })),
      );
      // Each record keeps the time it had left (within the test's own run time).
      for (const [index, record] of after.entries()) {
        const was = before[index]?.expiresAt;
        if (was === undefined) expect(record.expiresAt).toBeUndefined();
        else expect(Math.abs((record.expiresAt ?? 0) - was)).toBeLessThan(5_000);
      }
      await expectSeeded(target);
    });
  }
}

describe("stopping and resuming", () => {
  for (const [from, to] of [
    ["sqlite", "postgres"],
    ["postgres", "redis"],
    ["redis", "sqlite"],
  ] as const) {
    it.skipIf(!available(from) || !available(to))(
      `a move from ${from} to ${to} stopped halfway resumes where it stopped`,
      async () => {
        const source = await emptyStore(from);
        await withStore(source, async (store) => {
          for (let user = 0; user < 300; user += 1) {
            await store.keyv("accounts").set(String(user), { user, sealed: `s${user}` });
          }
          for (let user = 0; user < 100; user += 1) await store.claim(`send:${user}`, "done");
          // A long history: one sorted set (on Redis) read across several pages.
          await store.orderedIndex("history").add(
            "7",
            Array.from({ length: 150 }, (_, i) => ({ member: `op-${i}`, score: i + 1 })),
          );
        });
        const target = await emptyStore(to);
        const state = stateFile();
        const stop = new AbortController();
        let pages = 0;
        const first = await moveStore({
          from: source,
          to: target,
          dataDir: dir,
          stateFile: state,
          pageSize: 40,
          signal: stop.signal,
          onProgress: () => {
            pages += 1;
            if (pages === 4) stop.abort();
          },
        });
        expect(first.status).toBe("stopped");
        const saved = JSON.parse(await readFile(state, "utf8")) as { records: number };
        expect(saved.records).toBeGreaterThan(0);
        expect(saved.records).toBeLessThan(550);
        expect((await records(target)).length).toBe(saved.records);

        // Another target while a move is under way is refused; the same command resumes.
        await expect(
          moveStore({
            from: source,
            to: await emptyStore("sqlite"),
            dataDir: dir,
            stateFile: state,
          }),
        ).rejects.toThrow(/belongs to another move/);
        const progress: number[] = [];
        const second = await moveStore({
          from: source,
          to: target,
          dataDir: dir,
          stateFile: state,
          pageSize: 40,
          onProgress: (p) => progress.push(p.records),
        });
        expect(second.status === "done" && second.ok).toBe(true);
        expect(progress[0]).toBeGreaterThan(saved.records);
        expect(progress.at(-1)).toBeGreaterThanOrEqual(550);
        expect((await records(target)).length).toBe(550);
        await withStore(target, async (store) => {
          const history = store.orderedIndex("history");
          expect(await history.range("7", { limit: 2, below: 100 })).toEqual([
            { member: "op-98", score: 99 },
            { member: "op-97", score: 98 },
          ]);
        });
        await expect(stat(state)).rejects.toThrow(/ENOENT/);
      },
    );
  }
});

describe("refusals and the check", () => {
  it("refuses while a bot runs on the source, naming it, and goes ahead once it stopped", async () => {
    const source = await emptyStore("sqlite");
    await seed(source);
    const target = await emptyStore("sqlite");
    const store = await openStore({ url: source, dataDir: dir });
    const mark = await keepRunningMark(store, { name: "replica-a:42" });
    try {
      await expect(
        moveStore({ from: source, to: target, dataDir: dir, stateFile: stateFile() }),
      ).rejects.toThrow(/a bot is using the source store .*replica-a:42 as running/);
    } finally {
      await mark.stop();
      await store.close();
    }
    const result = await moveStore({
      from: source,
      to: target,
      dataDir: dir,
      stateFile: stateFile(),
    });
    expect(result.status === "done" && result.ok).toBe(true);
  });

  it.skipIf(!available("postgres"))("refuses while a bot holds a lock on the target", async () => {
    const source = await emptyStore("sqlite");
    await seed(source);
    const target = await emptyStore("postgres");
    const release = Promise.withResolvers<void>();
    const held = Promise.withResolvers<void>();
    const store = await openStore({ url: target, dataDir: dir });
    const holding = store.withLock("intent-sweeper", async () => {
      held.resolve();
      await release.promise;
    });
    await held.promise;
    try {
      await expect(
        moveStore({ from: source, to: target, dataDir: dir, stateFile: stateFile() }),
      ).rejects.toThrow(/a bot is using the target store .*the lock "intent-sweeper" is held/);
    } finally {
      release.resolve();
      await holding;
      await store.close();
    }
  });

  it("refuses a target that holds records unless told to merge, and a merge keeps them", async () => {
    const source = await emptyStore("sqlite");
    await seed(source);
    const target = await emptyStore("sqlite");
    await withStore(target, (store) => store.keyv("accounts").set("3003", { other: true }));
    const refused = moveStore({ from: source, to: target, dataDir: dir, stateFile: stateFile() });
    await expect(refused).rejects.toBeInstanceOf(MoveRefusedError);
    await expect(refused).rejects.toThrow(/already holds records; pass --merge/);

    const merged = await moveStore({
      from: source,
      to: target,
      dataDir: dir,
      stateFile: stateFile(),
      merge: true,
    });
    expect(merged.status === "done" && merged.ok).toBe(true);
    await expectSeeded(target);
    await withStore(target, async (store) => {
      expect(await store.keyv("accounts").get("3003")).toEqual({ other: true });
    });
  });

  it("fails the check naming a key whose value differs on the target", async () => {
    const source = await emptyStore("sqlite");
    await seed(source);
    const target = await emptyStore("sqlite");
    await withStore(target, (store) => store.keyv("history").set("1001", ["someone else's"]));
    const result = await moveStore({
      from: source,
      to: target,
      dataDir: dir,
      stateFile: stateFile(),
      merge: true,
    });
    expect(result.status).toBe("done");
    if (result.status !== "done") return;
    expect(result.ok).toBe(false);
    expect(result.differences).toEqual([
      { group: "entry history", key: "history:1001", problem: "different on the target" },
    ]);
    expect(result.rows.find((row) => row.group === "entry history")?.ok).toBe(false);
    expect(result.rows.find((row) => row.group === "entry accounts")?.ok).toBe(true);
  });

  it("npm run store:move prints progress and the check's table, and says what is wrong", async () => {
    const source = await emptyStore("sqlite");
    await seed(source);
    const target = await emptyStore("sqlite");
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      env: { DATA_DIR: dir },
      stdout: (text: string) => out.push(text),
      stderr: (text: string) => err.push(text),
      progressEveryMs: 0,
    };
    const status = await runMoveCli(["--from", source, "--to", target, "--state", stateFile()], io);
    expect(err.join("")).toMatch(/moved 15 of \d+ records \(0\.0 of 0\.0 MiB\)/);
    expect(status).toBe(MOVE_EXIT.ok);
    const table = out.join("");
    expect(table).toMatch(/^records of\s+source\s+target\s+source checksum\s+target checksum/);
    expect(table).toMatch(/\nentry accounts\s+1\s+1\s+([0-9a-f]{16})\s+\1\s+ok\n/);
    expect(table).toMatch(/\nordered history\s+3\s+3\s+([0-9a-f]{16})\s+\1\s+ok\n/);
    expect(table).toMatch(/\nall\s+15\s+15\s+ok$/m);

    err.length = 0;
    expect(await runMoveCli(["--from", source, "--to", target, "--state", stateFile()], io)).toBe(
      MOVE_EXIT.failed,
    );
    expect(err.join("")).toMatch(/^refused: the target store \(sqlite .*\) already holds records/);
    expect(await runMoveCli(["--from", source], io)).toBe(MOVE_EXIT.usage);
    err.length = 0;
    const typo = `sqlite://${path.join(dir, "no-such.sqlite")}`;
    expect(await runMoveCli(["--from", typo, "--to", target], io)).toBe(MOVE_EXIT.failed);
    expect(err.join("")).toMatch(/^refused: there is no SQLite store at .*no-such\.sqlite/);
    await expect(stat(path.join(dir, "no-such.sqlite"))).rejects.toThrow(/ENOENT/);
    err.length = 0;
    const empty = await emptyStore("sqlite");
    await withStore(empty, async () => undefined);
    expect(
      await runMoveCli(
        ["--from", empty, "--to", await emptyStore("sqlite"), "--state", stateFile()],
        io,
      ),
    ).toBe(MOVE_EXIT.failed);
    expect(err.join("")).toMatch(/^refused: the source store .* holds no records: check --from/);
    expect(await runMoveCli(["--from", "memory:", "--to", target], io)).toBe(MOVE_EXIT.failed);
  });
});

describe("the command, stopped by a signal", () => {
  it("Ctrl-C stops after the page being written (exit 130); the same command resumes and checks", async () => {
    const source = await emptyStore("sqlite");
    await withStore(source, async (store) => {
      await store.keyv("accounts").set("seed", 1);
    });
    // Many records at once, straight into the store's table (the Store API would take minutes).
    const file = source.slice("sqlite://".length);
    const db = new DatabaseSync(file);
    const insert = db.prepare("INSERT INTO keyv (key, value, expires) VALUES (?, ?, NULL)");
    db.exec("BEGIN");
    for (let user = 0; user < 60_000; user += 1) {
      insert.run(`history:${user}`, JSON.stringify({ value: [`op-${user}`], expires: null }));
    }
    db.exec("COMMIT");
    db.close();
    const target = await emptyStore("sqlite");
    const state = stateFile();
    const args = [MOVE_MAIN, "--from", source, "--to", target, "--state", state];

    const first = spawn(process.execPath, args, { env: { ...process.env, DATA_DIR: dir } });
    let stderr = "";
    const progressed = Promise.withResolvers<void>();
    first.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes("moved ")) progressed.resolve();
    });
    const exited = new Promise<number | null>((resolve) => first.on("exit", resolve));
    await progressed.promise;
    first.kill("SIGINT");
    expect(await exited).toBe(130);
    expect(stderr).toMatch(/stopped after [\d,]+ records; run the same command again to resume/);
    const saved = JSON.parse(await readFile(state, "utf8")) as { records: number; done: boolean };
    expect(saved.done).toBe(false);
    expect(saved.records).toBeLessThan(60_001);

    const second = spawn(process.execPath, args, { env: { ...process.env, DATA_DIR: dir } });
    let out = "";
    second.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    expect(await new Promise((resolve) => second.on("exit", resolve))).toBe(0);
    expect(out).toMatch(/\nentry history\s+60000\s+60000\s+([0-9a-f]{16})\s+\1\s+ok\n/);
    await expect(stat(state)).rejects.toThrow(/ENOENT/);
  }, 120_000);
});
