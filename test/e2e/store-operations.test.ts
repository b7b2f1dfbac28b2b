/**
 * Store operations per update: /balance, /invoice and a whole /pay (the
 * pasted invoice, its confirmation, Pay, the send, the payee's invoice
 * paid), counted on the bot's own store as the bench's `stores` scenario
 * counts them on Redis and PostgreSQL: each Keyv read or write, claim,
 * claim read, counter change or read, ordered-index add, remove or range
 * read is one, a lock two (take, release).
 * Background sweeps (every few seconds, whatever the traffic) are left
 * out, so the counts are the flows' own. The bounds are what the flows
 * cost now: a change that adds a round trip to every update shows here.
 */
import Keyv from "keyv";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Store } from "../../src/storage/types.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";

/** The locks, claims and namespaces of background jobs (sweeps, deliveries, draws). */
const JOBS = /sweep|index|-open|-due|raffle|entry-lists|vouchers/;
/** Lists that the sweeps read: only their writes and locks are counted. */
const SWEPT_LISTS = new Set(["intents-under-way", "sends-unsettled"]);
const KEYV_METHODS = ["get", "getMany", "has", "set", "setMany", "delete"] as const;

/** Operations counted since the last `take()`, by "kind name" (e.g. "get intents", "lock chat"). */
const counted = new Map<string, number>();
/** Called with each namespace (Keyv) or key (Store) as it is used: waits of the test. */
const watchers = new Set<(what: string, method: string) => void>();

function count(name: string, method: string, weight = 1): void {
  for (const watcher of watchers) watcher(name, method);
  if (JOBS.test(name)) return;
  if ((method === "get" || method === "range") && SWEPT_LISTS.has(name.replace(/^ordered-/, "")))
    return;
  const key = `${method} ${name.split(":")[0]}`;
  counted.set(key, (counted.get(key) ?? 0) + weight);
}

function take(): Map<string, number> {
  const taken = new Map(counted);
  counted.clear();
  return taken;
}

function total(counts: Map<string, number>): number {
  return [...counts.values()].reduce((sum, n) => sum + n, 0);
}

const originals = new Map<string, unknown>();
beforeAll(() => {
  const prototype = Keyv.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of KEYV_METHODS) {
    const original = prototype[method] as (...args: unknown[]) => unknown;
    originals.set(method, original);
    prototype[method] = function (this: Keyv, ...args: unknown[]) {
      count(this.namespace ?? "", method);
      return original.apply(this, args);
    };
  }
});
afterAll(() => {
  const prototype = Keyv.prototype as unknown as Record<string, unknown>;
  for (const [method, original] of originals) prototype[method] = original;
});

/** Counts the store's own operations (claims, counters, locks) as they are made. */
function countStore(store: Store): void {
  const methods = ["claim", "readClaim", "increment", "readCounter", "withLock"] as const;
  const target = store as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of methods) {
    const original = (target[method] as (...args: unknown[]) => unknown).bind(store);
    target[method] = (...args: unknown[]) => {
      const key = String(args[0]);
      count(key, method === "withLock" ? "lock" : method, method === "withLock" ? 2 : 1);
      return original(...args);
    };
  }
  // The ordered indexes (one instance per name, shared by every user of the store).
  for (const name of ["history", ...SWEPT_LISTS]) {
    const index = store.orderedIndex(name) as unknown as Record<
      string,
      (...args: unknown[]) => unknown
    >;
    for (const method of ["add", "remove", "range"] as const) {
      const original = (index[method] as (...args: unknown[]) => unknown).bind(index);
      index[method] = (...args: unknown[]) => {
        count(`ordered-${name}`, method);
        return original(...args);
      };
    }
  }
}

/** Resolves once an operation `test` accepts was asked for, and a turn after. */
function seen(test: (name: string, method: string) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const watcher = (name: string, method: string) => {
      if (!test(name, method)) return;
      watchers.delete(watcher);
      // The operation was just started: let it finish.
      setImmediate(resolve);
    };
    watchers.add(watcher);
  });
}

/** The next update's handled mark asked for: the last operation of its handling (a lock's are counted when taken). */
function handled(): Promise<void> {
  return seen((name, method) => name === "handled-updates" && method === "set");
}

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot();
  countStore(bot.app.deps.store);
});
afterEach(async () => {
  await bot.stop();
});

const alice = createUser(4101, "Alice", { username: "alice" });
const bob = createUser(4102, "Bob", { username: "bob" });

async function balance(): Promise<void> {
  const chat = privateChat(alice);
  const done = handled();
  bot.fake.sendText(alice, chat, "/balance");
  await bot.fake.nextBotMessage(chat.id, 8_000);
  await done;
}

async function invoice(): Promise<string> {
  const chat = privateChat(bob);
  const done = handled();
  bot.fake.sendText(bob, chat, "/invoice 1000 lunch");
  const photo = await bot.fake.nextBotMessage(chat.id, 8_000);
  await done;
  const code = photo.entities?.find((entity) => entity.type === "code");
  if (!code) throw new Error("no invoice in the caption");
  return (photo.caption ?? "").slice(code.offset, code.offset + code.length);
}

/** A whole /pay: the confirmation, Pay, the outcome; and the payee's side settled and told. */
async function pay(invoiceText: string): Promise<void> {
  const chat = privateChat(alice);
  const pastedDone = handled();
  bot.fake.sendText(alice, chat, invoiceText);
  const confirmation: FakeMessage = await bot.fake.nextBotMessage(chat.id, 8_000);
  await pastedDone;
  const keyboard = confirmation.reply_markup as {
    inline_keyboard: Array<Array<{ callback_data: string }>>;
  };
  const data = keyboard.inline_keyboard[0]?.[0]?.callback_data ?? "";
  // The payee's invoice paid: the gateway's event is claimed last, under its lock.
  const eventDone = seen((name, method) => method === "claim" && name.startsWith("event:"));
  const pressDone = handled();
  bot.fake.pressButton(alice, confirmation, data);
  await bot.fake.waitFor(
    () => bot.fake.message(confirmation)?.text?.startsWith("✅"),
    8_000,
    "the payment's outcome",
  );
  // The payee is told: their next message is the note.
  const note = await bot.fake.nextBotMessage(privateChat(bob).id, 8_000);
  expect(note.text).toContain("1,000 sat");
  await Promise.all([pressDone, eventDone]);
}

describe("store operations per update", () => {
  it("/balance, /invoice and a whole /pay stay within their counts; a press reads its intent once", async () => {
    // Warm: accounts made, first sightings written.
    await balance();
    await pay(await invoice());
    take();

    await balance();
    const balanceOps = take();
    const invoiceText = await invoice();
    const invoiceOps = take();
    await pay(invoiceText);
    const payOps = take();
    if (process.env.SHOW_COUNTS)
      console.log({ balanceOps, invoiceOps, payOps, pay: total(payOps) });

    expect(total(balanceOps)).toBeLessThanOrEqual(11);
    expect(total(invoiceOps)).toBeLessThanOrEqual(24);
    expect(total(payOps)).toBeLessThanOrEqual(91);
    // The lists the sweepers scan take an entry with one write, with no lock and no read.
    expect(payOps.get("lock intents-under-way")).toBeUndefined();
    expect(payOps.get("lock sends-unsettled")).toBeUndefined();
    // Read once per update: the intent (by the press), its stored confirmation, its view;
    // the origin's claim once by the paste, the decision once before and once at the claim.
    expect(payOps.get("get intents")).toBe(1);
    expect(payOps.get("get confirmations")).toBe(1);
    expect(payOps.get("get confirmation-views")).toBe(1);
    expect(payOps.get("readClaim pay-command")).toBe(1);
    expect(payOps.get("readClaim intent-decision")).toBe(2);
  });
});
