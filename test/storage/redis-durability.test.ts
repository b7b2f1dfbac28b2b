/**
 * Redis durability, against Redis servers of this file's own (their settings
 * are changed here): what the start-up check refuses and lets through, and
 * that a claim, a counter change or a durable Keyv write resolves only once
 * WAITAOF confirmed it, so no send starts before its claim is on disk.
 *
 * Debian's redis-server is 7.0, without WAITAOF; a Redis 7.2+ is stood in
 * for by answering WAITAOF on the store's connections (every other command
 * goes to the real server). The server then runs with `appendfsync always`,
 * so every write it answered is on disk and the stand-in's "fsynced" is true.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AccountService } from "../../src/accounts/accounts.ts";
import { SecretBox } from "../../src/accounts/secret-box.ts";
import { createLogger } from "../../src/logger.ts";
import { Ledger } from "../../src/operations/ledger.ts";
import { Payments } from "../../src/operations/payments.ts";
import {
  StorageNotDurableError,
  StorageSettingsError,
  type Store,
} from "../../src/storage/index.ts";
import { openRedisStore } from "../../src/storage/redis.ts";
import { makeInvoice } from "../support/invoices.ts";
import {
  type PrivateRedis,
  redisServerMissing,
  startPrivateRedis,
} from "../support/redis-server.ts";
import { ScriptedGateway } from "../support/scripted-gateway.ts";
import { until } from "../support/until.ts";

type SendCommand = (args: ReadonlyArray<string | Buffer>, options?: unknown) => Promise<unknown>;

/** How the store's connections answer WAITAOF in the current test. */
type WaitAofStandIn =
  /** Passed to the real server (7.0: unknown command). */
  | "server"
  /** Refused as an unknown command, as Redis before 7.2 does. */
  | "absent"
  /** A Redis 7.2+ whose fsync is held back until the test releases it. */
  | "held"
  /** A Redis 7.2+ whose fsync never came within the timeout: `[0, 0]`. */
  | "never";

const standIn = vi.hoisted(() => ({
  mode: "server" as WaitAofStandIn,
  /** Only connections whose name starts with this are touched (not the test's own). */
  prefix: "durability-test-",
  /** WAITAOF 1 0 calls waiting to be answered, oldest first. */
  held: [] as Array<{ release(): void; asked: string }>,
  /** Runs when a WAITAOF 1 0 arrives, before it is held (to look at the server meanwhile). */
  onAsked: undefined as undefined | (() => Promise<string>),
}));

vi.mock("@keyv/redis", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@keyv/redis")>();
  const createClient = ((...args: Parameters<typeof actual.createClient>) => {
    const client = actual.createClient(...args);
    const name = (args[0] as { name?: string } | undefined)?.name ?? "";
    if (name.startsWith(standIn.prefix)) {
      const target = client as unknown as { sendCommand: SendCommand };
      const send = target.sendCommand.bind(client);
      target.sendCommand = async (commandArgs, options) => {
        if (String(commandArgs[0]).toUpperCase() !== "WAITAOF" || standIn.mode === "server") {
          return send(commandArgs, options);
        }
        if (standIn.mode === "absent") {
          throw new Error("ERR unknown command 'WAITAOF', with args beginning with: ");
        }
        // WAITAOF 0 0 …: asks for nothing, answered at once (the store's probe).
        if (String(commandArgs[1]) === "0") return [1, 0];
        if (standIn.mode === "never") return [0, 0];
        const asked = (await standIn.onAsked?.()) ?? "";
        await new Promise<void>((release) => standIn.held.push({ release, asked }));
        return [1, 0];
      };
    }
    return client;
  }) as typeof actual.createClient;
  return { ...actual, createClient };
});

const missing = redisServerMissing();
if (missing) console.warn(`Redis durability suite skipped: ${missing}`);

let server: PrivateRedis;
let opened: Store[] = [];
let sequence = 0;
/** A connection name of the stand-in's, unique per store. */
const nextName = () => `${standIn.prefix}${++sequence}`;

beforeAll(async () => {
  if (missing) return;
  server = await startPrivateRedis(["--appendonly", "yes", "--appendfsync", "always"]);
});
afterAll(async () => {
  if (!missing) await server.stop();
});
afterEach(async () => {
  await Promise.all(opened.map((store) => store.close()));
  opened = [];
  for (const waiting of standIn.held.splice(0)) waiting.release();
  standIn.mode = "server";
  standIn.onAsked = undefined;
  if (missing) return;
  await server.admin.configSet({ appendonly: "yes", appendfsync: "always" });
});

async function open(
  options: { durability?: "strict" | "relaxed"; warnings?: string[]; name?: string } = {},
): Promise<Store> {
  const store = await openRedisStore({
    url: server.url,
    clientName: options.name ?? nextName(),
    ...(options.durability ? { durability: options.durability } : {}),
    logger: {
      warn: (_details, message) => options.warnings?.push(message),
      error: () => undefined,
    },
  });
  opened.push(store);
  return store;
}

/** The error `open` failed with (or undefined when it opened). */
async function refusal(options: Parameters<typeof open>[0] = {}): Promise<unknown> {
  return open(options).then(
    () => undefined,
    (error: unknown) => error,
  );
}

/** Names of the server's connections that start with `name`. */
async function connections(name: string): Promise<string[]> {
  const list = String(await server.admin.sendCommand(["CLIENT", "LIST"]));
  return [...list.matchAll(/ name=(\S+) /g)]
    .map((match) => match[1] ?? "")
    .filter((each) => each === name || each.startsWith(`${name}-`))
    .sort();
}

describe.skipIf(missing)("Redis durability check at start", () => {
  it("refuses a Redis without an append-only file, in one line naming appendonly and the override", async () => {
    await server.admin.configSet("appendonly", "no");
    const name = nextName();
    for (const mode of ["absent", "held"] as const) {
      standIn.mode = mode;
      const refused = await refusal({ name });
      expect(refused).toBeInstanceOf(StorageSettingsError);
      expect((refused as Error).message).toBe(
        "Redis keeps no append-only file (appendonly no), so a restart or power cut forgets payment claims; set appendonly yes on the Redis server, or set STORAGE_DURABILITY=relaxed to start anyway",
      );
    }
    // Refused stores leave no connection behind.
    expect(await connections(name)).toEqual([]);
  });

  it("refuses appendfsync everysec (Redis's default) on a Redis without WAITAOF", async () => {
    standIn.mode = "absent";
    await server.admin.configSet("appendfsync", "everysec");
    const refused = await refusal();
    expect(refused).toBeInstanceOf(StorageSettingsError);
    const message = (refused as Error).message;
    expect(message).toMatch(/^Redis answers a write before it is on disk \(appendfsync everysec\)/);
    expect(message).toContain("set appendfsync always on the Redis server");
    expect(message).toContain("STORAGE_DURABILITY=relaxed");
    expect(message).not.toContain("\n");
  });

  it("on the installed redis-server as it is, accepts everysec exactly when it has WAITAOF", async () => {
    standIn.mode = "server";
    await server.admin.configSet("appendfsync", "everysec");
    const hasWaitAof = await server.admin.sendCommand(["WAITAOF", "0", "0", "1"]).then(
      () => true,
      () => false,
    );
    const refused = await refusal();
    if (hasWaitAof) expect(refused).toBeUndefined();
    else expect((refused as Error).message).toContain("(appendfsync everysec)");
  });

  it("refuses appendfsync no even where WAITAOF exists (it would never confirm)", async () => {
    standIn.mode = "held";
    await server.admin.configSet("appendfsync", "no");
    const refused = await refusal();
    expect(refused).toBeInstanceOf(StorageSettingsError);
    expect((refused as Error).message).toMatch(
      /\(appendfsync no\).*set appendfsync everysec or always on the Redis server, or set STORAGE_DURABILITY=relaxed/,
    );
  });

  it("starts on appendfsync always without WAITAOF: no warning, one connection", async () => {
    standIn.mode = "absent";
    const warnings: string[] = [];
    const name = nextName();
    const store = await open({ name, warnings });
    expect(await store.claim(`always:${name}`, "x")).toBe(true);
    expect(warnings).toEqual([]);
    expect(await connections(name)).toEqual([name]);
  });

  it("starts on everysec where WAITAOF exists, with a second connection for the writes it confirms", async () => {
    standIn.mode = "held";
    await server.admin.configSet("appendfsync", "everysec");
    const warnings: string[] = [];
    const name = nextName();
    await open({ name, warnings });
    expect(warnings).toEqual([]);
    expect(await connections(name)).toEqual([name, `${name}-writes`]);
  });

  it("STORAGE_DURABILITY=relaxed starts anyway, with one warning line naming the setting", async () => {
    standIn.mode = "absent";
    await server.admin.configSet("appendonly", "no");
    const warnings: string[] = [];
    const store = await open({ durability: "relaxed", warnings });
    expect(warnings).toEqual([
      "STORAGE_DURABILITY=relaxed: starting although Redis keeps no append-only file (appendonly no), so a restart or power cut forgets payment claims; set appendonly yes on the Redis server",
    ]);
    expect(await store.claim(`relaxed:${sequence}`, "x")).toBe(true);

    await server.admin.configSet({ appendonly: "yes", appendfsync: "everysec" });
    const more: string[] = [];
    await open({ durability: "relaxed", warnings: more });
    expect(more).toHaveLength(1);
    expect(more[0]).toContain("(appendfsync everysec)");
  });
});

describe.skipIf(missing)("Redis writes confirmed by WAITAOF", () => {
  /** Resolves with whether `promise` settled while the test looked at the server a few times. */
  async function settlesMeanwhile(promise: Promise<unknown>): Promise<boolean> {
    let settled = false;
    promise.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    // Round trips to the server: time enough for a write that did not wait to be answered.
    for (let i = 0; i < 3; i++) await server.admin.ping();
    return settled;
  }

  it("a claim, a counter change and a durable Keyv write resolve only after WAITAOF; the rest do not wait", async () => {
    standIn.mode = "held";
    await server.admin.configSet("appendfsync", "everysec");
    const store = await open();
    const key = `held:${sequence}`;

    const claiming = store.claim(key, "mine");
    await until(() => standIn.held.length === 1, "the claim's WAITAOF");
    // Written on the server, not yet confirmed on disk: the claim has not answered.
    expect(await server.admin.get(`claim:${key}`)).toBe("mine");
    expect(await settlesMeanwhile(claiming)).toBe(false);
    standIn.held.shift()?.release();
    expect(await claiming).toBe(true);

    // A claim that was taken already wrote nothing, and answers without waiting.
    expect(await store.claim(key, "again")).toBe(false);
    expect(standIn.held).toHaveLength(0);

    const counting = store.increment(`spent:${key}`, 300);
    await until(() => standIn.held.length === 1, "the counter's WAITAOF");
    expect(await settlesMeanwhile(counting)).toBe(false);
    standIn.held.shift()?.release();
    expect(await counting).toBe(300);

    const history = store.keyv<string>(`history-${sequence}`);
    const recording = history.set("op", "pending");
    await until(() => standIn.held.length === 1, "the history entry's WAITAOF");
    expect(await settlesMeanwhile(recording)).toBe(false);
    standIn.held.shift()?.release();
    await recording;
    expect(await history.get("op")).toBe("pending");

    // Data a power cut may lose (handled-update marks, rate counters), reads and locks do not wait.
    await store.keyv<number>(`marks-${sequence}`, { durable: false }).set("1", 1);
    expect(await store.readClaim(key)).toBe("mine");
    expect(await store.withLock(`lock:${sequence}`, async () => "ran")).toBe("ran");
    expect(standIn.held).toHaveLength(0);
  });

  it("a write Redis does not confirm within the timeout fails with StorageNotDurableError", async () => {
    standIn.mode = "never";
    await server.admin.configSet("appendfsync", "everysec");
    const store = await open();
    const failed = await store.claim(`never:${sequence}`, "x").catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(StorageNotDurableError);
    expect((failed as Error).message).toContain("WAITAOF");
    await expect(store.increment(`never:${sequence}`, 1)).rejects.toBeInstanceOf(
      StorageNotDurableError,
    );
  });

  it("a WAITAOF answered on a new socket (the connection dropped after the write) confirms nothing", async () => {
    standIn.mode = "held";
    await server.admin.configSet("appendfsync", "everysec");
    const name = nextName();
    const store = await open({ name });
    const claiming = store.claim(`reconnected:${name}`, "x").catch((error: unknown) => error);
    await until(() => standIn.held.length === 1, "the claim's WAITAOF");
    // Drop the connection the claim and its WAITAOF went over.
    const list = String(await server.admin.sendCommand(["CLIENT", "LIST"]));
    const id = /^id=(\d+) .* name=(\S+) /m
      .exec(list.split("\n").find((line) => line.includes(` name=${name}-writes `)) ?? "")
      ?.at(1);
    expect(id).toBeDefined();
    await server.admin.sendCommand(["CLIENT", "KILL", "ID", id ?? ""]);
    // The store reconnects by itself; the held WAITAOF is then answered on the new socket.
    await until(
      () =>
        store.ping().then(
          () => true,
          () => false,
        ),
      "the store's reconnection",
    );
    standIn.held.shift()?.release();
    const failed = await claiming;
    expect(failed).toBeInstanceOf(StorageNotDurableError);
    expect((failed as Error).message).toContain("re-established");
  });

  // A Lightning payment writes a best-effort note after its claim (whose WAITAOF covers the
  // claim too); an on-chain withdrawal goes to the gateway straight after its claim.
  it.each([
    ["a Lightning payment", "bolt11"],
    ["an on-chain withdrawal", "onchain"],
  ] as const)("no send starts before its claim is confirmed on disk: %s", async (_what, type) => {
    standIn.mode = "held";
    await server.admin.configSet("appendfsync", "everysec");
    const store = await open();
    const clock = Date.parse("2026-11-22T10:00:00Z");
    const now = () => clock;
    const invoiceFor = (amountSat: number) =>
      makeInvoice({
        network: "regtest",
        msat: BigInt(amountSat) * 1000n,
        description: "durable",
        timestamp: Math.floor(clock / 1000),
      });
    const gateway = new ScriptedGateway(invoiceFor);
    const sandbox = {
      async createMerchant() {
        return { merchantId: "m1", apiKey: "k1", secretKey: "00".repeat(32) };
      },
      setWebhook() {},
    };
    const accounts = new AccountService({
      store,
      box: new SecretBox(Buffer.alloc(32, 1)),
      sandbox,
      eventsUrl: () => undefined,
      now,
    });
    const payments = new Payments({
      store,
      ledger: new Ledger(store, now),
      accounts,
      gateway,
      network: "regtest",
      limits: { maxPaymentSat: 100_000, dailyLimitSat: 150_000 },
      logger: createLogger("silent"),
      now,
    });
    // Setting up (the payer's account, the confirmation) is confirmed as it goes.
    const releaseAll = setInterval(() => standIn.held.shift()?.release(), 5);
    const confirmation = await payments
      .propose(
        1,
        1,
        type === "bolt11"
          ? {
              kind: "payment",
              target: { type: "bolt11", invoice: invoiceFor(1000) },
              amountSat: 1000,
            }
          : {
              kind: "withdrawal",
              target: { type: "onchain", address: "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080" },
              amountSat: 1000,
            },
      )
      .finally(() => clearInterval(releaseAll));
    for (const waiting of standIn.held.splice(0)) waiting.release();

    // From here on each WAITAOF is held until the test has looked: was the claim written then?
    const claimKey = `claim:send:${confirmation.id}`;
    standIn.onAsked = async () => ((await server.admin.get(claimKey)) ? "claim" : "other");
    const sent = () => gateway.sends.length + gateway.onchain.length;
    let sentWhileClaimUnconfirmed: number | undefined;
    let finished = false;
    const running = payments.execute(confirmation.id, 1).finally(() => {
      finished = true;
    });
    while (!finished) {
      await until(() => standIn.held.length > 0 || finished, "the next WAITAOF or the end");
      const next = standIn.held.shift();
      if (!next) continue;
      if (next.asked === "claim" && sentWhileClaimUnconfirmed === undefined) {
        // The first WAITAOF after the claim was written, held: give a send every chance to start.
        for (let i = 0; i < 3; i++) await server.admin.ping();
        sentWhileClaimUnconfirmed = sent();
      }
      next.release();
    }
    expect((await running).status).toBe("sent");
    expect(sent()).toBe(1);
    // The claim's confirmation was waited for, and nothing had reached the gateway by then.
    expect(sentWhileClaimUnconfirmed).toBe(0);
  });
});
