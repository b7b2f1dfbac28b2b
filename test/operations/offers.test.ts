import { beforeEach, describe, expect, it } from "vitest";
import { AccountService } from "../../src/accounts/accounts.ts";
import { PreferenceService } from "../../src/accounts/preferences.ts";
import { SecretBox } from "../../src/accounts/secret-box.ts";
import { createLogger } from "../../src/logger.ts";
import { Intents } from "../../src/operations/intents.ts";
import { Ledger } from "../../src/operations/ledger.ts";
import {
  type Claimer,
  type ClaimResult,
  type OfferInput,
  Offers,
} from "../../src/operations/offers.ts";
import { OptInBudget } from "../../src/operations/opt-in-budget.ts";
import { Payments } from "../../src/operations/payments.ts";
import { openStore } from "../../src/storage/index.ts";
import type { Store } from "../../src/storage/types.ts";
import { makeInvoice } from "../support/invoices.ts";
import { ScriptedGateway } from "../support/scripted-gateway.ts";
import { until } from "../support/until.ts";

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

/** One bot process on `store`: its accounts (sandbox), ledger, payments, offers and intents. */
function processOn(store: Store, gateway: ScriptedGateway, dailyLimitSat = 150_000) {
  const ledger = new Ledger(store, now);
  let n = 0;
  const accounts = new AccountService({
    store,
    box: new SecretBox(Buffer.alloc(32, 1)),
    sandbox: {
      async createMerchant() {
        n++;
        return {
          merchantId: `m${n}-${Math.random()}`,
          apiKey: `k${n}`,
          secretKey: "00".repeat(32),
        };
      },
      setWebhook() {},
    },
    eventsUrl: () => undefined,
    now,
  });
  const payments = new Payments({
    store,
    ledger,
    accounts,
    gateway,
    network: "regtest",
    limits: { maxPaymentSat: 100_000, dailyLimitSat },
    logger: createLogger("silent"),
    now,
  });
  const offers: Offers = new Offers({
    store,
    intents: () => intents,
    accounts,
    logger: createLogger("silent"),
    now,
  });
  const intents = new Intents({
    store,
    payments,
    offers,
    ledger,
    accounts,
    preferences: new PreferenceService(store),
    gateway,
    logger: createLogger("silent"),
    now,
  });
  return { ledger, accounts, payments, offers, intents };
}

const PAYER = 1;

function giveaway(shares: number, shareSat = 100): OfferInput {
  return {
    kind: "giveaway",
    payerId: PAYER,
    payerHandle: "@alice",
    shareSat,
    shares,
    ttlMs: 60 * 60_000,
    chatId: -100,
    description: "for the group",
  };
}

function member(userId: number, username?: string): Claimer {
  return { userId, username, name: `User ${userId}`, handle: `@user${userId}` };
}

const toAccount = (userId: number) => ({ type: "account", recipientUserId: userId }) as const;

let store: Store;
let gateway: ScriptedGateway;
let bot: ReturnType<typeof processOn>;

beforeEach(async () => {
  clock = Date.parse("2026-11-24T10:00:00Z");
  store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
  gateway = new ScriptedGateway(invoiceFor);
  bot = processOn(store, gateway);
});

/**
 * `store`, except that the first claim of a key starting with `prefix`
 * throws: as if the process died right there.
 */
function dyingAt(prefix: string): Store {
  let died = false;
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key !== "claim") return Reflect.get(target, key, receiver);
      return async (name: string, value: string, ttlMs?: number) => {
        if (!died && name.startsWith(prefix)) {
          died = true;
          throw new Error("the process died here");
        }
        return target.claim(name, value, ttlMs);
      };
    },
  });
}

const count = (results: ClaimResult[], status: ClaimResult["status"]) =>
  results.filter((r) => r.status === status).length;

describe("Offers.claim", () => {
  it("100 members pressing at once on 10 shares: exactly 10 paid, each once, and the offer completes", async () => {
    gateway.sendBehaviour = "slow";
    const offer = await bot.offers.create(giveaway(10));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        bot.offers.claimShare(offer.id, member(100 + i), toAccount(100 + i)),
      ),
    );
    expect(gateway.sends).toHaveLength(10);
    expect(count(results, "paid")).toBe(10);
    expect(count(results, "all_taken") + count(results, "ended")).toBe(90);
    expect(results.filter((r) => r.status === "paid" && r.completed)).toHaveLength(1);
    const view = await bot.offers.view(offer.id);
    expect(view?.claims).toHaveLength(10);
    expect(new Set(view?.claims.map((c) => c.userId)).size).toBe(10);
    expect(view?.ended?.reason).toBe("completed");
    // Each claimer has the share in their history; the payer has 10 sends.
    const paid = results.flatMap((r) => (r.status === "paid" ? [r.operation] : []));
    for (const op of paid) {
      expect((await bot.ledger.get(`${op.id}-in`))?.state).toBe("paid");
    }
  });

  it("two replicas on one store: 60 presses on 5 shares pay exactly 5", async () => {
    gateway.sendBehaviour = "slow";
    const other = processOn(store, gateway);
    const offer = await bot.offers.create(giveaway(5));
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? other : bot).offers.claimShare(
          offer.id,
          member(200 + (i % 30)),
          toAccount(200 + (i % 30)),
        ),
      ),
    );
    expect(gateway.sends).toHaveLength(5);
    expect(count(results, "paid")).toBe(5);
    const view = await bot.offers.view(offer.id);
    expect(new Set(view?.claims.map((c) => c.userId)).size).toBe(5);
  });

  it("one member pressing 10 times (and a redelivery later) is paid once", async () => {
    gateway.sendBehaviour = "slow";
    const offer = await bot.offers.create(giveaway(3));
    const results = await Promise.all(
      Array.from({ length: 10 }, () => bot.offers.claimShare(offer.id, member(7), toAccount(7))),
    );
    expect(count(results, "paid")).toBe(1);
    expect(gateway.sends).toHaveLength(1);
    const later = await bot.offers.claimShare(offer.id, member(7), toAccount(7));
    expect(later).toMatchObject({ status: "already", operation: { state: "sent" } });
    expect(gateway.sends).toHaveLength(1);
  });

  it("a pledge is claimed only by the member it names (by id or by username); never by its payer", async () => {
    const byId = await bot.offers.create({ ...giveaway(1), kind: "pledge", forUserId: 5 });
    expect((await bot.offers.claimShare(byId.id, member(6), toAccount(6))).status).toBe(
      "not_for_you",
    );
    expect((await bot.offers.claimShare(byId.id, member(PAYER), toAccount(PAYER))).status).toBe(
      "own",
    );
    expect((await bot.offers.claimShare(byId.id, member(5), toAccount(5))).status).toBe("paid");

    const byName = await bot.offers.create({ ...giveaway(1), kind: "pledge", forUsername: "@Bob" });
    expect((await bot.offers.claimShare(byName.id, member(8, "eve"), toAccount(8))).status).toBe(
      "not_for_you",
    );
    expect((await bot.offers.claimShare(byName.id, member(9, "BOB"), toAccount(9))).status).toBe(
      "paid",
    );
    expect(gateway.sends).toHaveLength(2);
  });

  it("a claimer with nowhere to be paid takes nothing: the share stays for them", async () => {
    const offer = await bot.offers.create(giveaway(1));
    expect((await bot.offers.claimShare(offer.id, member(5), undefined)).status).toBe("no_route");
    expect((await bot.offers.claimShare(offer.id, member(5), toAccount(5))).status).toBe("paid");
  });

  it("a refused send frees the share; the same member may claim again and is paid", async () => {
    const offer = await bot.offers.create({ ...giveaway(1), kind: "pledge", forUserId: 5 });
    gateway.sendBehaviour = "reject";
    const refused = await bot.offers.claimShare(offer.id, member(5), toAccount(5));
    expect(refused).toMatchObject({ status: "not_paid", result: { status: "failed" } });
    gateway.sendBehaviour = "ok";
    expect((await bot.offers.claimShare(offer.id, member(5), toAccount(5))).status).toBe("paid");
    expect(gateway.sends).toHaveLength(2);
    expect((await bot.offers.view(offer.id))?.ended?.reason).toBe("completed");
  });

  it("limits are checked at claim time: over the payer's daily limit nothing is sent and the share is free", async () => {
    const tight = processOn(store, gateway, 150);
    const offer = await tight.offers.create(giveaway(2, 100));
    expect((await tight.offers.claimShare(offer.id, member(5), toAccount(5))).status).toBe("paid");
    const over = await tight.offers.claimShare(offer.id, member(6), toAccount(6));
    expect(over).toMatchObject({ status: "not_paid", result: { status: "over_limit" } });
    expect(gateway.sends).toHaveLength(1);
    clock += 24 * 60 * 60_000;
    expect((await tight.offers.claimShare(offer.id, member(6), toAccount(6))).status).toBe("ended");
  });

  it("an unknown outcome keeps the share and is never retried", async () => {
    const offer = await bot.offers.create(giveaway(1));
    gateway.sendBehaviour = "unknown";
    expect((await bot.offers.claimShare(offer.id, member(5), toAccount(5))).status).toBe("unknown");
    gateway.sendBehaviour = "ok";
    expect(await bot.offers.claimShare(offer.id, member(5), toAccount(5))).toMatchObject({
      status: "already",
      operation: { state: "unknown" },
    });
    expect((await bot.offers.claimShare(offer.id, member(6), toAccount(6))).status).toBe("ended");
    expect(gateway.sends).toHaveLength(1);
    // Its only share is in doubt for good: the offer is over, not left open until it expires.
    expect((await bot.offers.view(offer.id))?.ended?.reason).toBe("completed");
  });

  it("a claim cut off after its member claim is carried out by the member's next press, once", async () => {
    const offer = await bot.offers.create(giveaway(1));
    // The process died right after winning the member claim and taking the share: an intent
    // nobody carried on.
    const cut = processOn(dyingAt("intent-route:"), gateway);
    await expect(cut.offers.claimShare(offer.id, member(5), toAccount(5))).rejects.toThrow("died");
    expect(await store.readCounter(`offer-taken:${offer.id}`)).toBe(1);
    const results = await Promise.all([
      bot.offers.claimShare(offer.id, member(5), toAccount(5)),
      bot.offers.claimShare(offer.id, member(5), toAccount(5)),
    ]);
    expect(gateway.sends).toHaveLength(1);
    expect(results.map((r) => r.status).sort()).toEqual(["already", "paid"].sort());
  });
});

describe("Offers.shareOutcome", () => {
  it("notes a share carried on from the store after its press died (no press waiting): paid once, listed", async () => {
    const offer = await bot.offers.create(giveaway(2));
    const cut = processOn(dyingAt("intent-route:"), gateway);
    await expect(cut.offers.claimShare(offer.id, member(5), toAccount(5))).rejects.toThrow("died");
    // What a sweeper does: the intent found in the store, carried on, its outcome handed back.
    const intentId = await store.readClaim(`offer-member:${offer.id}:5:0`);
    const intent = intentId === undefined ? undefined : await bot.intents.get(intentId);
    if (!intent) throw new Error("expected the share's intent");
    const carried = await bot.intents.resumeOrigin(intent.origin);
    if (!carried) throw new Error("expected the intent carried on");
    expect(await bot.offers.shareOutcome(intent, carried)).toMatchObject({
      status: "paid",
      completed: false,
    });
    expect(gateway.sends).toHaveLength(1);
    expect((await bot.offers.view(offer.id))?.claims.map((c) => c.userId)).toEqual([5]);
    expect((await bot.ledger.get(`${intent.id}-in`))?.state).toBe("paid");
    // The member's own press later finds it paid; nothing is sent again.
    expect(await bot.offers.claimShare(offer.id, member(5), toAccount(5))).toMatchObject({
      status: "already",
      operation: { state: "sent" },
    });
    expect(gateway.sends).toHaveLength(1);
  });
});

describe("Offers.claim after a crash around a refusal", () => {
  it("a refused share whose give-back was cut off frees itself on the member's next press, which is paid", async () => {
    const offer = await bot.offers.create({ ...giveaway(1), kind: "pledge", forUserId: 5 });
    // The process took the share and the member claim, the gateway refused, and it died
    // before giving the share back.
    gateway.sendBehaviour = "reject";
    const cut = processOn(dyingAt("offer-share-back:"), gateway);
    await expect(cut.offers.claimShare(offer.id, member(5), toAccount(5))).rejects.toThrow("died");
    expect(gateway.sends).toHaveLength(1);

    gateway.sendBehaviour = "ok";
    expect((await bot.offers.claimShare(offer.id, member(5), toAccount(5))).status).toBe("paid");
    expect((await bot.offers.claimShare(offer.id, member(5), toAccount(5))).status).toBe("already");
    expect(gateway.sends).toHaveLength(2);
  });

  it("a crash between ending a refused attempt and giving its share back never leaves the member stuck", async () => {
    // The store fails the give-back of a share once: as if the process died right there.
    let failGiveBack = true;
    const failing = new Proxy(store, {
      get(target, key, receiver) {
        if (key !== "increment") return Reflect.get(target, key, receiver);
        return async (name: string, by: number, ttlMs?: number) => {
          if (failGiveBack && by === -1 && name.startsWith("offer-taken:")) {
            failGiveBack = false;
            throw new Error("the process died here");
          }
          return target.increment(name, by, ttlMs);
        };
      },
    });
    const cut = processOn(failing, gateway);
    const offer = await cut.offers.create(giveaway(2));
    gateway.sendBehaviour = "reject";
    await expect(cut.offers.claimShare(offer.id, member(5), toAccount(5))).rejects.toThrow("died");

    gateway.sendBehaviour = "ok";
    // The share it took is lost (the offer pays less, never more); the member's next press is paid.
    expect((await bot.offers.claimShare(offer.id, member(5), toAccount(5))).status).toBe("paid");
    expect((await bot.offers.claimShare(offer.id, member(6), toAccount(6))).status).toBe(
      "all_taken",
    );
  });
});

describe("a claim cut off before its send, and the offer ended since", () => {
  /** What a member's press leaves when its process dies after taking a share, before the send. */
  async function deadClaim(offerId: string, userId: number): Promise<void> {
    const cut = processOn(dyingAt("intent-route:"), gateway);
    await expect(cut.offers.claimShare(offerId, member(userId), toAccount(userId))).rejects.toThrow(
      "died",
    );
  }

  it("is not carried on by the member's next press once the payer cancelled", async () => {
    const offer = await bot.offers.create({ ...giveaway(1), kind: "pledge", forUserId: 5 });
    await deadClaim(offer.id, 5);
    expect(await bot.offers.end(offer.id, PAYER, "cancelled")).toMatchObject({
      status: "ended",
      claimsUnderWay: 1,
    });
    expect(await bot.offers.claimShare(offer.id, member(5), toAccount(5))).toMatchObject({
      status: "ended",
      reason: "cancelled",
    });
    expect(gateway.sends).toHaveLength(0);
  });

  it("is not carried on once the offer expired, swept or not", async () => {
    // A minute to claim; the press's confirmation would still be usable (15 min).
    const offer = await bot.offers.create({ ...giveaway(2), ttlMs: 60_000 });
    await deadClaim(offer.id, 5);
    clock += 2 * 60_000;
    expect(await bot.offers.claimShare(offer.id, member(5), toAccount(5))).toMatchObject({
      status: "ended",
      reason: "expired",
    });
    expect(gateway.sends).toHaveLength(0);
  });

  it("a send under way when the offer ends still lands (it was claimed first)", async () => {
    const offer = await bot.offers.create(giveaway(1));
    let release: () => void = () => {};
    gateway.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const claiming = bot.offers.claimShare(offer.id, member(5), toAccount(5));
    // The send is at the gateway when the offer ends.
    await until(() => gateway.sends.length === 1, "the send at the gateway");
    await bot.offers.end(offer.id, PAYER, "ended");
    release();
    gateway.hold = undefined;
    expect((await claiming).status).toBe("paid");
    expect(gateway.sends).toHaveLength(1);
  });
});

describe("an offer counted on a budget", () => {
  it("gives the budget back once when it ends unpaid (cancelled or expired), never when paid", async () => {
    const budget = new OptInBudget(store, now);
    const day = budget.today();
    const pledgeOf = async () => {
      expect(await budget.reserve(PAYER, 100, 1_000, day)).toBe(true);
      return bot.offers.create({
        ...giveaway(1),
        kind: "pledge",
        forUserId: 5,
        budget: { kind: "daily", day },
      });
    };
    const cancelled = await pledgeOf();
    await bot.offers.end(cancelled.id, PAYER, "cancelled");
    await bot.offers.end(cancelled.id, PAYER, "cancelled");
    expect(await budget.spent(PAYER)).toBe(0);

    await pledgeOf();
    clock += 2 * 60 * 60_000;
    expect(await bot.offers.expireDue()).toHaveLength(1);
    expect(await budget.spent(PAYER)).toBe(0);

    const paid = await pledgeOf();
    expect((await bot.offers.claimShare(paid.id, member(5), toAccount(5))).status).toBe("paid");
    expect(await budget.spent(PAYER)).toBe(100);
  });
});

describe("Offers.end", () => {
  it("a cancel before any claim wins: a claim afterwards is told it ended, nothing sent", async () => {
    const offer = await bot.offers.create({ ...giveaway(1), kind: "pledge", forUserId: 5 });
    expect(await bot.offers.end(offer.id, 5, "cancelled")).toEqual({ status: "not_owner" });
    expect(await bot.offers.end(offer.id, PAYER, "cancelled")).toMatchObject({
      status: "ended",
      claimsUnderWay: 0,
    });
    expect(await bot.offers.claimShare(offer.id, member(5), toAccount(5))).toMatchObject({
      status: "ended",
      reason: "cancelled",
    });
    expect(gateway.sends).toHaveLength(0);
    expect(await bot.offers.openOf(PAYER)).toEqual([]);
  });

  it("a cancel racing a claim: paid at most once, and the cancel learns a claim was under way", async () => {
    for (let round = 0; round < 20; round++) {
      gateway.sends = [];
      gateway.sendBehaviour = "slow";
      const offer = await bot.offers.create({ ...giveaway(1), kind: "pledge", forUserId: 5 });
      const [claimed, ended] = await Promise.all([
        bot.offers.claimShare(offer.id, member(5), toAccount(5)),
        bot.offers.end(offer.id, PAYER, "cancelled"),
      ]);
      expect(gateway.sends.length).toBeLessThanOrEqual(1);
      if (claimed.status === "paid") {
        expect(ended).toMatchObject({ status: "ended", claimsUnderWay: 1 });
      } else {
        expect(claimed).toMatchObject({ status: "ended", reason: "cancelled" });
        expect(gateway.sends).toHaveLength(0);
      }
    }
  });

  it("expiry: the sweep ends a due offer once (two sweepers), and a late claim is told it expired", async () => {
    const offer = await bot.offers.create({ ...giveaway(1), ttlMs: 60_000 });
    const other = processOn(store, gateway);
    expect(await bot.offers.expireDue()).toEqual([]);
    expect(await bot.offers.openOf(PAYER)).toHaveLength(1);
    clock += 61_000;
    expect((await bot.offers.claimShare(offer.id, member(5), toAccount(5))).status).toBe("ended");
    const [a, b] = await Promise.all([bot.offers.expireDue(), other.offers.expireDue()]);
    expect([...a, ...b].map((o) => o.id)).toEqual([offer.id]);
    expect(await bot.offers.expireDue()).toEqual([]);
    expect((await bot.offers.view(offer.id))?.ended?.reason).toBe("expired");
    expect(await bot.offers.openOf(PAYER)).toEqual([]);
    expect(gateway.sends).toHaveLength(0);
  });

  it("a payer who changed account connection pays nothing: the offer ends as account_changed", async () => {
    const offer = await bot.offers.create(giveaway(2));
    await bot.accounts.disconnect(PAYER);
    expect(await bot.offers.claimShare(offer.id, member(5), toAccount(5))).toMatchObject({
      status: "ended",
      reason: "account_changed",
    });
    expect(gateway.sends).toHaveLength(0);
  });
});
