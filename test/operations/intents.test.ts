import { beforeEach, describe, expect, it } from "vitest";
import type { IntentInput } from "../../src/operations/intents.ts";
import { OptInBudget } from "../../src/operations/opt-in-budget.ts";
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
function processOn(store: Store, gateway: ScriptedGateway) {
  return engineOn(store, gateway, { now, gates: { jar: async () => jarOpen } });
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

beforeEach(async () => {
  clock = Date.parse("2026-11-24T10:00:00Z");
  jarOpen = true;
  store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
  gateway = new ScriptedGateway(invoiceFor);
  bot = processOn(store, gateway);
  await bot.accounts.find(PAYER);
});

describe("the origin claim", () => {
  it("a direct intent asked twice by the same origin (a redelivery, a second replica) sends once", async () => {
    await bot.accounts.find(BOB);
    const input = tipTo(BOB);
    const other = processOn(store, gateway);
    const [a, b] = await Promise.all([bot.intents.submit(input), other.intents.submit(input)]);
    expect([a.status, b.status].sort()).toEqual(["already", "sent"].sort());
    expect((await bot.intents.submit(input)).status).toBe("already");
    expect(gateway.sends).toHaveLength(1);
    expect((await bot.ledger.page(BOB, 0, 5)).operations).toHaveLength(1);
  });

  it("an intent sent while the store stops answering its list of intents under way is still sent", async () => {
    await bot.accounts.find(BOB);
    // The list of intents under way fails from the moment the send is at the gateway.
    let listDown = false;
    const flaky: Store = {
      backend: store.backend,
      keyv: (namespace, options) => store.keyv(namespace, options),
      claim: (...args) => store.claim(...args),
      readClaim: (...args) => store.readClaim(...args),
      increment: (...args) => store.increment(...args),
      readCounter: (...args) => store.readCounter(...args),
      withLock: (key, task, options) => store.withLock(key, task, options),
      orderedIndex: (name) => {
        const index = store.orderedIndex(name);
        if (name !== "intents-under-way") return index;
        const down = () => Promise.reject(new Error("the store does not answer"));
        return {
          add: (...args) => (listDown ? down() : index.add(...args)),
          remove: (...args) => (listDown ? down() : index.remove(...args)),
          range: (...args) => (listDown ? down() : index.range(...args)),
        };
      },
      ping: () => store.ping(),
      close: () => store.close(),
    };
    const replica = processOn(flaky, gateway);
    gateway.onSend = async () => {
      listDown = true;
      return undefined;
    };
    const result = await replica.intents.submit(tipTo(BOB));
    expect(result.status).toBe("sent");
    expect(gateway.sends).toHaveLength(1);
  });

  it("a pledge asked twice by the same origin is made once", async () => {
    const input = tipTo(BOB);
    const first = await bot.intents.submit(input);
    expect(first.status).toBe("pledged");
    expect((await bot.intents.submit(input)).status).toBe("pledged");
    expect(await bot.offers.openOf(PAYER)).toHaveLength(1);
    expect(gateway.sends).toHaveLength(0);
  });
});

describe("confirmation", () => {
  it("a pledge above the payer's threshold is confirmed first, like the payment it promises", async () => {
    const input = tipTo(BOB, { amountSat: 5_000 });
    const asked = await bot.intents.submit(input);
    expect(asked).toMatchObject({ status: "requires_confirmation", shown: false });
    if (asked.status !== "requires_confirmation") throw new Error("not asked");
    await bot.intents.attachMessage(asked.intent.id, 77);
    expect(await bot.intents.submit(input)).toMatchObject({ shown: true });
    expect(await bot.offers.openOf(PAYER)).toEqual([]);
    expect((await bot.intents.confirm(asked.intent.id, BOB)).status).toBe("not_owner");
    expect((await bot.intents.confirm(asked.intent.id, PAYER)).status).toBe("pledged");
    expect((await bot.intents.confirm(asked.intent.id, PAYER)).status).toBe("pledged");
    expect(await bot.offers.openOf(PAYER)).toHaveLength(1);
  });

  it("Cancel and Confirm are one decision: whichever comes first wins", async () => {
    await bot.accounts.find(BOB);
    const asked = await bot.intents.submit(tipTo(BOB, { confirm: "always" }));
    if (asked.status !== "requires_confirmation") throw new Error("not asked");
    expect((await bot.intents.cancel(asked.intent.id, PAYER)).status).toBe("cancelled");
    expect((await bot.intents.confirm(asked.intent.id, PAYER)).status).toBe("cancelled");
    expect(gateway.sends).toHaveLength(0);

    const again = await bot.intents.submit(tipTo(BOB, { confirm: "always" }));
    if (again.status !== "requires_confirmation") throw new Error("not asked");
    const presses = await Promise.all([
      bot.intents.confirm(again.intent.id, PAYER),
      bot.intents.confirm(again.intent.id, PAYER),
      bot.intents.cancel(again.intent.id, PAYER),
    ]);
    const sent = presses.filter((r) => r.status === "sent").length;
    const cancelled = presses.filter((r) => r.status === "cancelled").length;
    // Either the cancel came first (every press is told so) or a confirm did (sent once).
    expect([sent, cancelled]).toEqual(sent === 1 ? [1, 0] : [0, 3]);
    expect(gateway.sends).toHaveLength(sent);
  });

  it("refuses a confirmation pressed after it expired, and one shown for another account", async () => {
    await bot.accounts.find(BOB);
    const late = await bot.intents.submit(tipTo(BOB, { confirm: "always" }));
    if (late.status !== "requires_confirmation") throw new Error("not asked");
    clock += 16 * 60_000;
    expect((await bot.intents.confirm(late.intent.id, PAYER)).status).toBe("stale");
    clock -= 16 * 60_000;

    const asked = await bot.intents.submit(tipTo(BOB, { confirm: "always" }));
    if (asked.status !== "requires_confirmation") throw new Error("not asked");
    // The payer disconnects and connects another account before pressing.
    await bot.accounts.disconnect(PAYER);
    await bot.accounts.find(PAYER);
    expect(await bot.intents.confirm(asked.intent.id, PAYER)).toMatchObject({
      status: "stale",
      reason: "account_changed",
    });
    expect(gateway.sends).toHaveLength(0);
  });
});

describe("a crash between steps", () => {
  it("a confirmed pledge cut off before its offer was made is made by the next press, once", async () => {
    const asked = await bot.intents.submit(tipTo(BOB, { amountSat: 5_000 }));
    if (asked.status !== "requires_confirmation") throw new Error("not asked");
    // What a press leaves when its process dies after deciding and routing, before the offer.
    await store.claim(`intent-decision:${asked.intent.id}`, `confirmed:${PAYER}`);
    await store.claim(`intent-route:${asked.intent.id}`, "pledge");
    expect(await bot.offers.openOf(PAYER)).toEqual([]);
    const [a, b] = await Promise.all([
      bot.intents.confirm(asked.intent.id, PAYER),
      processOn(store, gateway).intents.confirm(asked.intent.id, PAYER),
    ]);
    expect([a.status, b.status]).toEqual(["pledged", "pledged"]);
    expect(await bot.offers.openOf(PAYER)).toHaveLength(1);
  });

  it("a direct intent cut off after its origin claim is carried on by the redelivery, once", async () => {
    await bot.accounts.find(BOB);
    const input = tipTo(BOB);
    // The process dies right after claiming the origin (at its next claim).
    const dying = new Proxy(store, {
      get(target, key, receiver) {
        if (key !== "claim") return Reflect.get(target, key, receiver);
        return async (name: string, value: string, ttlMs?: number) => {
          if (name.startsWith("intent-decision:")) throw new Error("the process died here");
          return target.claim(name, value, ttlMs);
        };
      },
    });
    await expect(processOn(dying, gateway).intents.submit(input)).rejects.toThrow("died");
    expect(gateway.sends).toHaveLength(0);
    expect((await bot.intents.resumeOrigin(input.origin))?.status).toBe("sent");
    expect((await bot.intents.submit(input)).status).toBe("already");
    expect(gateway.sends).toHaveLength(1);
    expect(await bot.intents.resumeOrigin("tip-command:-100:never")).toBeUndefined();
  });
});

describe("budgets", () => {
  it("counts a reaction tip on the budget, refuses past it, and gives back a send that failed", async () => {
    await bot.accounts.find(BOB);
    const budget = new OptInBudget(store, now);
    const reaction = () =>
      tipTo(BOB, {
        kind: "reaction",
        confirm: "opted_in",
        budgets: [{ type: "daily", budgetSat: 150 }],
      });
    expect((await bot.intents.submit(reaction())).status).toBe("sent");
    expect(await budget.spent(PAYER)).toBe(100);
    expect(await bot.intents.submit(reaction())).toMatchObject({
      status: "refused",
      refusal: { reason: "budget", budgetSat: 150 },
    });
    expect(await budget.spent(PAYER)).toBe(100);
    gateway.sendBehaviour = "reject";
    await budget.giveBack(PAYER, 100, budget.today());
    expect((await bot.intents.submit(reaction())).status).toBe("failed");
    expect(await budget.spent(PAYER)).toBe(0);
  });

  it("a reaction tip whose budget was given back (its send refused) is never sent later, uncounted", async () => {
    await bot.accounts.find(BOB);
    const budget = new OptInBudget(store, now);
    const day = budget.today();
    // Another payment of the payer's is counted between the intent's checks and its send.
    const racing = new Proxy(store, {
      get(target, key, receiver) {
        if (key !== "claim") return Reflect.get(target, key, receiver);
        return async (name: string, value: string, ttlMs?: number) => {
          const won = await target.claim(name, value, ttlMs);
          if (name.startsWith("intent-decision:"))
            await target.increment(`spent:${PAYER}:${day}`, 150_000);
          return won;
        };
      },
    });
    const input = tipTo(BOB, {
      kind: "reaction",
      confirm: "opted_in",
      budgets: [{ type: "daily", budgetSat: 150 }],
    });
    expect((await processOn(racing, gateway).intents.submit(input)).status).toBe("over_limit");
    expect(await budget.spent(PAYER)).toBe(0);
    // The other payment failed (its amount back on the day), and the same origin comes again
    // a minute later (its job tried again after a crash).
    await store.increment(`spent:${PAYER}:${day}`, -150_000);
    clock += 60_000;
    const again = await bot.intents.submit(input);
    expect(again.status).not.toBe("sent");
    expect(gateway.sends).toHaveLength(0);
    expect(await budget.spent(PAYER)).toBe(0);
  });

  it("a pledge keeps its budget until it ends unpaid", async () => {
    const budget = new OptInBudget(store, now);
    const made = await bot.intents.submit(
      tipTo(BOB, {
        kind: "reaction",
        confirm: "opted_in",
        budgets: [{ type: "daily", budgetSat: 150 }],
      }),
    );
    expect(made.status).toBe("pledged");
    expect(await budget.spent(PAYER)).toBe(100);
    if (made.status !== "pledged") throw new Error("no pledge");
    await bot.offers.end(made.offer.id, PAYER, "cancelled");
    expect(await budget.spent(PAYER)).toBe(0);
  });

  it("a gate shut after the confirmation was shown refuses it when pressed", async () => {
    await bot.accounts.find(BOB);
    const asked = await bot.intents.submit(
      tipTo(BOB, {
        kind: "tipjar",
        confirm: "always",
        budgets: [{ type: "gate", gate: "jar", key: "j1" }],
      }),
    );
    if (asked.status !== "requires_confirmation") throw new Error("not asked");
    jarOpen = false;
    expect(await bot.intents.confirm(asked.intent.id, PAYER)).toMatchObject({
      status: "refused",
      refusal: { reason: "closed", gate: "jar" },
    });
    expect(gateway.sends).toHaveLength(0);
  });
});

describe("the payee", () => {
  it("is paid by the id frozen at confirmation, with the history of both sides", async () => {
    await bot.accounts.find(BOB);
    const sent = await bot.intents.submit(tipTo(BOB));
    expect(sent.status).toBe("sent");
    expect((await bot.ledger.page(BOB, 0, 5)).operations[0]).toMatchObject({
      kind: "tip-received",
      amountSat: 100,
      counterpart: "@alice",
    });
    expect((await bot.ledger.page(PAYER, 0, 5)).operations[0]).toMatchObject({
      kind: "tip-sent",
      state: "sent",
      counterpart: "@bob",
    });
  });

  it("a @username never seen can only be pledged to; without a pledge it is refused", async () => {
    const stranger = { type: "username", username: "nobody" } as const;
    expect((await bot.intents.submit(tipTo(BOB, { payee: stranger }))).status).toBe("pledged");
    expect(
      await bot.intents.submit(tipTo(BOB, { payee: stranger, pledge: undefined })),
    ).toMatchObject({ status: "refused", refusal: { reason: "cannot_receive" } });
  });
});

describe("a pay intent (an invoice the payer was shown, e.g. in the Mini App)", () => {
  function payInvoice(invoice: string, amountSat: number, origin: string): IntentInput {
    return {
      kind: "pay",
      payer: { id: PAYER, name: "Alice", handle: "@alice" },
      payee: { type: "invoice", invoice, counterpart: "lnbcrt…" },
      amountSat,
      origin,
      chatId: PAYER,
      confirm: "opted_in",
    };
  }

  it("pays once when two replicas carry the same origin, and records a payment", async () => {
    const invoice = invoiceFor(700);
    const input = payInvoice(invoice, 700, "webapp-pay:1:hash:0");
    const other = processOn(store, gateway);
    const [a, b] = await Promise.all([bot.intents.submit(input), other.intents.submit(input)]);
    expect([a.status, b.status]).toContain("sent");
    expect(gateway.sends).toHaveLength(1);
    const again = await other.intents.resumeOrigin(input.origin);
    expect(again?.status).toBe("already");
    expect(gateway.sends).toHaveLength(1);
    const [op] = (await bot.ledger.page(PAYER, 0, 5)).operations;
    expect(op).toMatchObject({ kind: "payment", state: "sent", amountSat: 700 });
  });

  it("one invoice, asked by two origins at once (two faces), is sent once; the other is told", async () => {
    const invoice = invoiceFor(600);
    const chat = { ...payInvoice(invoice, 600, "pay-command:1:10"), confirm: "always" as const };
    const asked = await bot.intents.submit(chat);
    expect(asked.status).toBe("requires_confirmation");
    const chatId = asked.status === "requires_confirmation" ? asked.intent.id : "";
    const other = processOn(store, gateway);
    const [pressed, app] = await Promise.all([
      bot.intents.confirm(chatId, PAYER),
      other.intents.submit(payInvoice(invoice, 600, "webapp-pay:1:quote:q1")),
    ]);
    expect(gateway.sends).toHaveLength(1);
    const results = [pressed, app];
    expect(results.filter((r) => r.status === "sent")).toHaveLength(1);
    const told = results.find((r) => r.status === "refused");
    expect(told).toMatchObject({ refusal: { reason: "paying_elsewhere" } });
    // Told for good: pressed or asked again, it still sends nothing.
    await bot.intents.confirm(chatId, PAYER);
    await other.intents.resumeOrigin("webapp-pay:1:quote:q1");
    expect(gateway.sends).toHaveLength(1);
  });

  it("an invoice refused at the send (over the daily limit) may be paid by a later intent, never by the refused one", async () => {
    const invoiceOf = (sat: number, hashDigit: string) =>
      makeInvoice({
        network: "regtest",
        msat: BigInt(sat) * 1000n,
        description: "test",
        timestamp: Math.floor(clock / 1000),
        paymentHash: hashDigit.repeat(64),
      });
    const invoice = invoiceOf(45_000, "9");
    const asked = await bot.intents.submit({
      ...payInvoice(invoice, 45_000, "pay-command:1:20"),
      confirm: "always",
    });
    const id = asked.status === "requires_confirmation" ? asked.intent.id : "";
    // 40,000 sat sent and 70,000 at the gateway (it will refuse them): 110,000 of 150,000 counted.
    const spender = processOn(store, gateway);
    await spender.intents.submit(payInvoice(invoiceOf(40_000, "1"), 40_000, "webapp-pay:1:q:a"));
    let refuse: () => void = () => {};
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    gateway.onSend = async () => {
      gateway.onSend = undefined;
      await refused;
      return "reject";
    };
    const held = invoiceOf(70_000, "2");
    const heldSend = spender.intents.submit(payInvoice(held, 70_000, "webapp-pay:1:q:b"));
    while (!gateway.sends.includes(held)) await new Promise((resolve) => setImmediate(resolve));

    expect((await bot.intents.confirm(id, PAYER)).status).toBe("over_limit");
    refuse();
    expect((await heldSend).status).toBe("failed");
    // The 70,000 given back: another look at the invoice pays it, once.
    const later = await bot.intents.submit(payInvoice(invoice, 45_000, "webapp-pay:1:q:c"));
    expect(later.status).toBe("sent");
    // The intent refused at its send let the invoice go: pressed again, it sends nothing.
    expect((await bot.intents.confirm(id, PAYER)).status).toBe("stale");
    expect(gateway.sends.filter((sent) => sent === invoice)).toHaveLength(1);
  });

  it("never pays an invoice for another amount than the one confirmed", async () => {
    const result = await bot.intents.submit(payInvoice(invoiceFor(900), 700, "webapp-pay:1:x:0"));
    expect(result.status).toBe("failed");
    expect(gateway.sends).toHaveLength(0);
  });
});
