import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore, StorageSettingsError } from "../../src/storage/index.ts";
import { until } from "../support/until.ts";
import { describeStoreContract } from "./contract.ts";

// Started by scripts/services.sh (CI does); without it the suite is listed as skipped.
const url = process.env.TEST_POSTGRES_URL;

let dataDir = "";
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "store-postgres-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describeStoreContract({
  name: "postgres",
  shared: true,
  skipReason: url
    ? undefined
    : 'TEST_POSTGRES_URL is not set; run: eval "$(scripts/services.sh start)"',
  open: () => openStore({ url, dataDir }),
  get processTarget() {
    return {
      url,
      dataDir,
      async expireLock(key: string) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query("UPDATE bot_locks SET expires_at = clock_timestamp() WHERE key = $1", [
            key,
          ]);
        } finally {
          await client.end();
        }
      },
    };
  },
});

describe.skipIf(!url)("postgres sweep", () => {
  it("deletes expired Keyv entries and claims when a store opens", async () => {
    const tag = Math.random().toString(36).slice(2, 10);
    const first = await openStore({ url, dataDir });
    await first.keyv<string>(`sweep-${tag}`).set("expiring", "state", 5);
    await first.keyv<{ expires: number }>(`sweep-${tag}`).set("kept", { expires: 1 });
    await first.claim(`sweep:${tag}:expiring`, "x", 5);
    await first.claim(`sweep:${tag}:kept`, "x");
    await first.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const keys = async (sql: string) =>
        (await client.query<{ key: string }>(sql, [`%${tag}%`])).rows.map((row) => row.key);
      // The 5 ms ttls' end (the claim's by the database's clock) is waited for, not slept out:
      // stores open (each sweeps) until the expired rows are gone.
      await until(async () => {
        await (await openStore({ url, dataDir })).close();
        const left = [
          ...(await keys("SELECT key FROM keyv WHERE key LIKE $1")),
          ...(await keys("SELECT key FROM bot_claims WHERE key LIKE $1")),
        ];
        return !left.some((key) => key.endsWith("expiring"));
      }, "the sweep of the expired rows");
      // A stored value that itself has an "expires" field is not mistaken for Keyv's expiry.
      expect(await keys("SELECT key FROM keyv WHERE key LIKE $1 ORDER BY key")).toEqual([
        `sweep-${tag}:kept`,
      ]);
      expect(await keys("SELECT key FROM bot_claims WHERE key LIKE $1 ORDER BY key")).toEqual([
        `sweep:${tag}:kept`,
      ]);
    } finally {
      await client.end();
    }
  });
});

describe.skipIf(!url)("postgres connection", () => {
  it("comes back by itself after the server ends its sessions", async () => {
    // A name of its own, so only this store's sessions are ended (other suites may share the server).
    const tag = Math.random().toString(36).slice(2, 10);
    const named = new URL(url ?? "");
    named.searchParams.set("application_name", `reconnect-test-${tag}`);
    const store = await openStore({ url: named.toString(), dataDir });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      expect(await store.claim(`reconnect:${tag}:1`, "x")).toBe(true);
      const ended = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
        [`reconnect-test-${tag}`],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      // The pool drops the dead sessions and opens new ones; bounded retries.
      await until(
        () =>
          store.claim(`reconnect:${tag}:2`, "x").then(
            () => true,
            () => false,
          ),
        "a claim after the sessions ended",
        10_000,
      );
      expect(await store.readClaim(`reconnect:${tag}:1`)).toBe("x");
    } finally {
      await admin.end();
      await store.close();
    }
  });
});

describe.skipIf(!url)("postgres durability check at start", () => {
  it("refuses synchronous_commit = off in one line naming it; relaxed starts with a warning; local is durable", async () => {
    // A database of the test's own, with the setting an operator would give it (the server is shared).
    const name = `durability_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const own = new URL(url ?? "");
    own.pathname = `/${name}`;
    const warnings: string[] = [];
    const logger = {
      warn: (_details: object, message: string) => warnings.push(message),
      error: () => undefined,
    };
    try {
      await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
      const refused = await openStore({ url: own.toString(), dataDir, logger }).then(
        async (store) => {
          await store.close();
          return undefined;
        },
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(StorageSettingsError);
      expect((refused as Error).message).toBe(
        "PostgreSQL reports a commit before it is on disk (synchronous_commit = off), so a power cut can undo a payment claim; set synchronous_commit = on for the bot's database or role (ALTER DATABASE … SET synchronous_commit = on) or in postgresql.conf, or set STORAGE_DURABILITY=relaxed to start anyway",
      );
      expect(warnings).toEqual([]);

      const relaxed = await openStore({
        url: own.toString(),
        dataDir,
        logger,
        durability: "relaxed",
      });
      try {
        expect(await relaxed.claim("relaxed", "x")).toBe(true);
      } finally {
        await relaxed.close();
      }
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(
        /^STORAGE_DURABILITY=relaxed: starting although PostgreSQL reports a commit before it is on disk \(synchronous_commit = off\)/,
      );

      // local waits for the flush on this server (only not for standbys): accepted, no warning.
      await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = local`);
      const local = await openStore({ url: own.toString(), dataDir, logger });
      await local.close();
      expect(warnings).toHaveLength(1);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
