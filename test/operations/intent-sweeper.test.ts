import { beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.ts";
import { IntentSweeper } from "../../src/operations/intent-sweeper.ts";
import type { IntentInput, IntentPolicy, IntentResult } from "../../src/operations/intents.ts";
import { openStore } from "../../src/storage/index.ts";
import type { Store } from "../../src/storage/types.ts";
import { makeInvoice } from "../support/invoices.ts";
import { ScriptedGateway } from "../support/scripted-gateway.ts";
import { engineOn } from "./support/engine.ts";

let clock = Date.parse("2026-11-24T10:00:00Z");
const now = () => clock;

function invoiceFor(amountSat: number): string {
  return makeInvoice({
    network: "regtest",
    msat: BigInt(amountSat) * 1000n,
    description: "test",
    timestamp: Math.floor(clock / 1000),
  });
}

/** One bot process on `store`: the engines, with the gate "jar" open while `jarOpen`. */
function processOn(
  store: Store,
  gateway: ScriptedGateway,
  options: { pledgesPerDay?: number } = {},
) {
  return engineOn(store, gateway, {
    now,
    gates: { jar: async () => jarOpen },
    ...(options.pledgesPerDay !== undefined ? { pledgesPerDay: options.pledgesPerDay } : {}),
  });
}

const PAYER = 1;
const BOB = 2;
let jarOpen = true;

function tipTo(userId: number, extra: Partial<IntentInput> = {}): IntentInput {
  return {
    kind: "tip",
    payer: { id: PAYER, name: "Alice", handle: "@alice" },
    payee: { type: "member", person: { id: userId, name: "Bob", handle: "@bob" } },
    amountSat: 100,
    origin: `tip-command:-100:${Math.random()}`,
    chatId: -100,
    confirm: "above_threshold",
    pledge: { ttlMs: 60 * 60_000, context: {} },
    countOnBoard: true,
    ...extra,
  };
}

let store: Store;
let gateway: ScriptedGateway;
let bot: ReturnType<typeof processOn>;

/** How long the sweeper leaves an intent to its live process in these tests. */
const GRACE_MS = 30_000;

beforeEach(async () => {
  clock = Date.parse("2026-11-24T10:00:00Z");
  jarOpen = true;
  store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
  gateway = new ScriptedGateway(invoiceFor);
  bot = processOn(store, gateway);
  await bot.accounts.find(PAYER);
});

/** `store` as a process sees it that dies at its first claim of a key starting with `prefix`. */
function dyingAt(prefix: string): Store {
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key !== "claim") return Reflect.get(target, key, receiver);
      return async (name: string, value: string, ttlMs?: number) => {
        if (name.startsWith(prefix)) throw new Error("the process died here");
        return target.claim(name, value, ttlMs);
      };
    },
  });
}

/** A policy that records what it is asked to announce and resume. */
function recordingPolicy() {
  const announced: IntentResult[] = [];
  const resumed: string[] = [];
  const policy: IntentPolicy = {
    announce: async (outcome) => {
      announced.push(outcome);
    },
    resume: async (key) => {
      resumed.push(key);
    },
  };
  return { policy, announced, resumed };
}

describe("the intent sweeper", () => {
  it("carries on a direct intent cut off after its decision, once its grace is over, and announces it once", async () => {
    await bot.accounts.find(BOB);
    const input = tipTo(BOB);
    await expect(
      processOn(dyingAt("intent-route:"), gateway).intents.submit(input),
    ).rejects.toThrow("died");
    expect(gateway.sends).toHaveLength(0);
    const { policy, announced } = recordingPolicy();
    bot.intents.register("tip", policy);

    // Still within its grace: left to its process.
    expect(await bot.intents.sweepUnderWay(GRACE_MS)).toBe(0);
    expect(gateway.sends).toHaveLength(0);

    clock += GRACE_MS + 1;
    expect(await bot.intents.sweepUnderWay(GRACE_MS)).toBe(1);
    expect(gateway.sends).toHaveLength(1);
    expect(announced.map((outcome) => outcome.status)).toEqual(["sent"]);
    // The payee's side is settled as for a live send.
    expect((await bot.ledger.page(BOB, 0, 5)).operations).toHaveLength(1);

    // Nothing is left: another sweep (another replica) sends and tells nothing more.
    const other = processOn(store, gateway);
    other.intents.register("tip", policy);
    expect(await other.intents.sweepUnderWay(GRACE_MS)).toBe(0);
    expect(gateway.sends).toHaveLength(1);
    expect(announced).toHaveLength(1);
    expect((await bot.intents.submit(input)).status).toBe("already");
  });

  it("decides and carries on a direct intent cut off between its origin claim and its decision", async () => {
    await bot.accounts.find(BOB);
    const input = tipTo(BOB);
    await expect(
      processOn(dyingAt("intent-decision:"), gateway).intents.submit(input),
    ).rejects.toThrow("died");
    const { policy, announced } = recordingPolicy();
    bot.intents.register("tip", policy);
    clock += GRACE_MS + 1;
    expect(await bot.intents.sweepUnderWay(GRACE_MS)).toBe(1);
    expect(gateway.sends).toHaveLength(1);
    expect(announced.map((outcome) => outcome.status)).toEqual(["sent"]);
  });

  it("carries on a confirmed intent cut off after Confirm; leaves unconfirmed and cancelled ones alone", async () => {
    await bot.accounts.find(BOB);
    const asked = await bot.intents.submit(tipTo(BOB, { confirm: "always" }));
    const waiting = await bot.intents.submit(tipTo(BOB, { confirm: "always" }));
    const cancelled = await bot.intents.submit(tipTo(BOB, { confirm: "always" }));
    if (
      asked.status !== "requires_confirmation" ||
      waiting.status !== "requires_confirmation" ||
      cancelled.status !== "requires_confirmation"
    ) {
      throw new Error("not asked");
    }
    await bot.intents.cancel(cancelled.intent.id, PAYER);
    await expect(
      processOn(dyingAt("intent-route:"), gateway).intents.confirm(asked.intent.id, PAYER),
    ).rejects.toThrow("died");
    const { policy, announced } = recordingPolicy();
    bot.intents.register("tip", policy);
    clock += GRACE_MS + 1;
    expect(await bot.intents.sweepUnderWay(GRACE_MS)).toBe(1);
    expect(gateway.sends).toHaveLength(1);
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({ status: "sent", intent: { id: asked.intent.id } });
    // The one still waiting for a press is not the sweeper's: its press still works.
    expect((await bot.intents.confirm(waiting.intent.id, PAYER)).status).toBe("sent");
    expect(gateway.sends).toHaveLength(2);
    expect(announced).toHaveLength(1);
  });

  it("two replicas sweeping at once send and announce once", async () => {
    await bot.accounts.find(BOB);
    await expect(
      processOn(dyingAt("intent-route:"), gateway).intents.submit(tipTo(BOB)),
    ).rejects.toThrow("died");
    const { policy, announced } = recordingPolicy();
    const other = processOn(store, gateway);
    bot.intents.register("tip", policy);
    other.intents.register("tip", policy);
    clock += GRACE_MS + 1;
    const sweepers = [bot, other].map(
      (process) =>
        new IntentSweeper({
          intents: process.intents,
          store,
          logger: createLogger("silent"),
          graceMs: GRACE_MS,
        }),
    );
    const [a, b] = await Promise.all(sweepers.map((sweeper) => sweeper.sweepOnce()));
    await Promise.all([bot.intents.sweepUnderWay(GRACE_MS), other.intents.sweepUnderWay(GRACE_MS)]);
    expect((a ?? 0) + (b ?? 0)).toBe(1);
    expect(gateway.sends).toHaveLength(1);
    expect(announced).toHaveLength(1);
  });

  it("resumes a feature's work under way that a crash cut off, through its kind's policy, once", async () => {
    const { policy, resumed } = recordingPolicy();
    bot.intents.register("batch", policy);
    const done = await bot.intents.runWork("batch", "b1", async () => "finished");
    expect(done).toBe("finished");
    await expect(
      bot.intents.runWork("batch", "b2", async () => {
        throw new Error("the process died here");
      }),
    ).rejects.toThrow("died");
    clock += GRACE_MS + 1;
    expect(await bot.intents.sweepUnderWay(GRACE_MS)).toBe(1);
    expect(resumed).toEqual(["b2"]);
    expect(await bot.intents.sweepUnderWay(GRACE_MS)).toBe(0);
    expect(resumed).toEqual(["b2"]);
  });

  it("carries on what an older version listed in its list records, once, and empties them", async () => {
    await bot.accounts.find(BOB);
    await expect(
      processOn(dyingAt("intent-route:"), gateway).intents.submit(tipTo(BOB)),
    ).rejects.toThrow("died");
    // As an older version left it: the entries in the records of the list, by shard.
    const index = store.orderedIndex("intents-under-way");
    const listed = await index.range("all", { limit: 10 });
    expect(listed).toHaveLength(1);
    const [{ member: id, score: since }] = listed as [{ member: string; score: number }];
    await index.remove("all", [id]);
    const legacy = store.keyv<Record<string, unknown>>("intents-under-way");
    await legacy.set("3", { [id]: { kind: "tip", since } });
    await legacy.set("5", { "work:batch:b7": { kind: "batch", since, work: "b7" } });
    const { policy, announced, resumed } = recordingPolicy();
    bot.intents.register("tip", policy);
    bot.intents.register("batch", policy);

    // Moved at the first sweep, still left alone within their grace.
    expect(await bot.intents.sweepUnderWay(GRACE_MS)).toBe(0);
    expect(await legacy.get("3")).toBeUndefined();
    expect(await legacy.get("5")).toBeUndefined();
    clock += GRACE_MS + 1;
    // A move cut off before its records were deleted is made again: nothing twice.
    await legacy.set("3", { [id]: { kind: "tip", since } });
    const other = processOn(store, gateway);
    other.intents.register("tip", policy);
    other.intents.register("batch", policy);
    expect(await other.intents.sweepUnderWay(GRACE_MS)).toBe(2);
    expect(await bot.intents.sweepUnderWay(GRACE_MS)).toBe(0);
    expect(gateway.sends).toHaveLength(1);
    expect(announced.map((outcome) => outcome.status)).toEqual(["sent"]);
    expect(resumed).toEqual(["b7"]);
    expect(await index.range("all", { limit: 10 })).toEqual([]);
  });

  it("reads the list a page at a time: every entry due is carried on, none early", async () => {
    const { policy, resumed } = recordingPolicy();
    bot.intents.register("batch", policy);
    const index = store.orderedIndex("intents-under-way");
    // 1,200 pieces of work cut off (more than a page), 3 more that are not due yet.
    await index.add(
      "all",
      Array.from({ length: 1_200 }, (_, i) => ({ member: `work:batch:w${i}`, score: clock - i })),
    );
    await index.add(
      "all",
      ["x", "y", "z"].map((key) => ({ member: `work:batch:${key}`, score: clock + 1 })),
    );
    clock += GRACE_MS;
    expect(await bot.intents.sweepUnderWay(GRACE_MS)).toBe(1_200);
    expect(new Set(resumed).size).toBe(1_200);
    expect(resumed).not.toContain("x");
    clock += 1;
    expect(await bot.intents.sweepUnderWay(GRACE_MS)).toBe(3);
    expect(resumed.slice(1_200).sort()).toEqual(["x", "y", "z"]);
  });
});

describe("open kinds and their policies", () => {
  it("a kind never registered has the defaults: pledges allowed and counted", async () => {
    const result = await bot.intents.submit(tipTo(BOB, { kind: "some-new-feature" }));
    expect(result.status).toBe("pledged");
  });

  it("an intent that does not say when to confirm follows its kind's policy; unregistered, it asks", async () => {
    await bot.accounts.find(BOB);
    bot.intents.register("asks", { confirm: "always" });
    bot.intents.register("quick", { confirm: "opted_in" });
    const without = (kind: string) => {
      const { confirm: _unsaid, ...input } = tipTo(BOB, { kind });
      return input;
    };
    expect((await bot.intents.submit(without("asks"))).status).toBe("requires_confirmation");
    expect((await bot.intents.submit(without("unregistered"))).status).toBe(
      "requires_confirmation",
    );
    expect((await bot.intents.submit(without("quick"))).status).toBe("sent");
    expect(gateway.sends).toHaveLength(1);
  });

  it("a kind's policy budgets apply to each of its intents", async () => {
    await bot.accounts.find(BOB);
    bot.intents.register("boxed", {
      budgets: [{ type: "gate", gate: "boxed", key: "k" }],
      gate: async () => false,
    });
    expect(
      await bot.intents.submit(tipTo(BOB, { kind: "boxed", confirm: "opted_in" })),
    ).toMatchObject({ status: "refused", refusal: { reason: "closed", gate: "boxed" } });
    expect(gateway.sends).toHaveLength(0);
  });

  it("a kind whose policy allows no pledge refuses a payee who cannot receive", async () => {
    bot.intents.register("no-pledges", { pledgeAllowed: false });
    const result = await bot.intents.submit(tipTo(BOB, { kind: "no-pledges" }));
    expect(result).toMatchObject({ status: "refused", refusal: { reason: "cannot_receive" } });
    expect(await bot.offers.openOf(PAYER)).toEqual([]);
  });

  it("a kind's gate is its policy's: shut, a confirmed intent is refused", async () => {
    await bot.accounts.find(BOB);
    let open = true;
    bot.intents.register("box", { gate: async (key) => open && key === "b1" });
    const asked = await bot.intents.submit(
      tipTo(BOB, {
        kind: "box",
        confirm: "always",
        budgets: [{ type: "gate", gate: "box", key: "b1" }],
      }),
    );
    if (asked.status !== "requires_confirmation") throw new Error("not asked");
    open = false;
    expect(await bot.intents.confirm(asked.intent.id, PAYER)).toMatchObject({
      status: "refused",
      refusal: { reason: "closed", gate: "box" },
    });
    expect(gateway.sends).toHaveLength(0);
  });

  it("pledges of a kind that says so do not count on the daily pledge quota", async () => {
    const limited = processOn(store, gateway, { pledgesPerDay: 1 });
    limited.intents.register("quiet", { pledgesCountOnQuota: false });
    for (let i = 0; i < 3; i++) {
      expect((await limited.intents.submit(tipTo(BOB, { kind: "quiet" }))).status).toBe("pledged");
    }
    expect((await limited.intents.submit(tipTo(BOB))).status).toBe("pledged");
    expect(await limited.intents.submit(tipTo(BOB))).toMatchObject({
      status: "refused",
      refusal: { reason: "pledges_per_day", max: 1 },
    });
  });
});
