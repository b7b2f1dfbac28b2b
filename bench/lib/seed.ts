/**
 * Stored users written straight into the bot's store, in bulk, for the
 * scale scenario: what a user leaves behind after a while (an account with
 * sealed secrets, its events token, changed preferences, a history of two
 * operations with their indexes and the send's claim), in exactly the keys
 * and Keyv serialisation the bot reads. Going through the bot would cost
 * minutes per 100 000 users; here 1 000 000 take a few minutes.
 *
 * Per user: `accounts`, `events-tokens`, `preferences`, `history`, two
 * `operations` (an invoice that was paid and a payment sent), `invoices`
 * (the invoice's payment hash) and the claim `send:<payment id>`: eight rows.
 *
 * Writers: `SqliteSeedWriter` (the embedded store's file, large
 * transactions, journal in memory while seeding) and `RedisSeedWriter` (MSET
 * batches, several in flight). `prepareStore` reads users back through the real store (a change of key or
 * value format fails the scenario instead of measuring a bot that sees no
 * users) and connects the users who will send updates to real merchants.
 */
import { randomBytes } from "node:crypto";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { createClient, type RedisClientType } from "@keyv/redis";
import Keyv from "keyv";
import { AccountService } from "../../src/accounts/accounts.ts";
import { PreferenceService } from "../../src/accounts/preferences.ts";
import { SecretBox } from "../../src/accounts/secret-box.ts";
import type { MerchantCredentials } from "../../src/gateway/types.ts";
import { Ledger } from "../../src/operations/ledger.ts";
import { openStore } from "../../src/storage/index.ts";
import { openSqliteStore } from "../../src/storage/sqlite.ts";

/** One Keyv entry: namespace, key inside it, the serialised value. */
export interface SeedEntry {
  namespace: string;
  key: string;
  value: string;
}

/** What one batch of users writes: Keyv entries and claims (`Store.claim` keys, no expiry). */
export interface SeedBatch {
  entries: SeedEntry[];
  claims: Array<{ key: string; value: string }>;
}

/** Where seeded users go. */
export interface SeedWriter {
  write(batch: SeedBatch): Promise<void>;
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60_000;
/** Active users connected at once by `prepareStore`. */
const CONNECT_GROUP = 64;
/** Distinct sealed secret pairs the made-up users share. */
const SEALED_POOL = 1_024;

/**
 * Makes the stored data of users, sealed with the bot's secrets key, as the
 * bot itself would have written it (AccountService, PreferenceService, Ledger).
 */
export class UserDataMaker {
  readonly #box: SecretBox;
  readonly #keyv = new Keyv();
  readonly #now = Date.now();
  /** Sealed secrets of made-up users, reused (sealing each took a third of the seeding time). */
  readonly #sealed: Array<{ apiKey: string; secretKey: string }> = [];

  constructor(secretsKey: Buffer) {
    this.#box = new SecretBox(secretsKey);
    for (let index = 0; index < SEALED_POOL; index += 1) {
      this.#sealed.push({
        apiKey: this.#box.seal(`ak_${randomBytes(16).toString("hex")}`, "apiKey"),
        secretKey: this.#box.seal(randomBytes(32).toString("hex"), "secretKey"),
      });
    }
  }

  /** The rows of users `firstUserId … firstUserId + count - 1`, with made-up gateway credentials. */
  users(firstUserId: number, count: number): SeedBatch {
    const batch: SeedBatch = { entries: [], claims: [] };
    for (let userId = firstUserId; userId < firstUserId + count; userId += 1) {
      this.#user(batch, userId);
    }
    // The values are serialised with JSON.stringify (Keyv's own serializer walks
    // every value in JavaScript, several times slower): the same text for values
    // without Buffers or strings starting with ":", which the first user proves.
    for (const entry of batch.entries.slice(0, 8)) {
      const parsed = JSON.parse(entry.value) as { value: unknown };
      if (this.#keyv.serialize?.({ value: parsed.value, expires: undefined }) !== entry.value) {
        throw new Error(`the seeded ${entry.namespace} value differs from Keyv's serialisation`);
      }
    }
    return batch;
  }

  #accountEntry(
    userId: number,
    merchantId: string,
    eventsToken: string,
    sealed: { apiKey: string; secretKey: string },
  ): SeedEntry {
    return this.#entry("accounts", String(userId), {
      v: 1,
      merchantId,
      apiKey: sealed.apiKey,
      secretKey: sealed.secretKey,
      kind: "gateway",
      eventsToken,
      connectedAt: this.#now - 30 * DAY_MS,
    });
  }

  #user(batch: SeedBatch, userId: number): void {
    const random = randomBytes(8 + 18 + 16 + 16 + 32 + 32);
    let at = 0;
    const take = (length: number) => {
      const slice = random.subarray(at, at + length);
      at += length;
      return slice;
    };
    const merchantId = `m_${take(8).toString("hex")}`;
    const eventsToken = take(18).toString("base64url");
    const invoiceId = take(16).toString("base64url");
    const paymentId = take(16).toString("base64url");
    const invoiceHash = take(32).toString("hex");
    const paymentHash = take(32).toString("hex");
    // Spread over the past year, so the rows look like a bot that has run for a while.
    const createdAt = this.#now - (userId % 365) * DAY_MS - (userId % 86_400) * 1_000;
    batch.entries.push(
      this.#accountEntry(
        userId,
        merchantId,
        eventsToken,
        this.#sealed[userId % SEALED_POOL] ?? this.#sealed[0] ?? { apiKey: "", secretKey: "" },
      ),
      this.#entry("events-tokens", eventsToken, userId),
      this.#entry("preferences", String(userId), {
        tipConfirmAboveSat: 2_500,
        telegramLanguage: "en",
        ...(userId % 4 === 0 ? { lightningAddress: `user${userId}@wallet.example` } : {}),
      }),
      this.#entry("history", String(userId), [paymentId, invoiceId]),
      this.#entry("operations", invoiceId, {
        id: invoiceId,
        userId,
        kind: "invoice",
        state: "paid",
        amountSat: 1_000 + (userId % 9_000),
        description: "coffee and a croissant",
        paymentHash: invoiceHash,
        message: { chatId: userId, messageId: 2, hasPhoto: true },
        createdAt,
        updatedAt: createdAt + 60_000,
      }),
      this.#entry("invoices", invoiceHash, { operationId: invoiceId }),
      this.#entry("operations", paymentId, {
        id: paymentId,
        userId,
        kind: "payment",
        state: "sent",
        amountSat: 500 + (userId % 4_000),
        counterpart: `lnbcrt${5 + (userId % 40)}u1p${paymentHash.slice(0, 6)}…${paymentHash.slice(-6)}`,
        paymentHash,
        message: { chatId: userId, messageId: 4 },
        createdAt: createdAt + DAY_MS,
        updatedAt: createdAt + DAY_MS + 2_000,
      }),
    );
    batch.claims.push({ key: `send:${paymentId}`, value: `claimed:${createdAt + DAY_MS}` });
  }

  #entry(namespace: string, key: string, value: unknown): SeedEntry {
    // Keyv stores `{ value, expires }`; `expires` is undefined without a TTL, so left out.
    return { namespace, key, value: JSON.stringify({ value }) };
  }
}

/**
 * Writes seeded users into the embedded store's SQLite file. The schema is
 * made by the store itself (opened and closed once); then one connection
 * inserts in large transactions with the journal in memory and no syncs (a
 * crash while seeding only loses the benchmark's file), so after each write
 * the file alone is the whole store (it may be copied); on close it is back
 * in WAL mode, as the bot keeps it.
 */
export class SqliteSeedWriter implements SeedWriter {
  readonly #db: DatabaseSync;
  readonly #putEntry: StatementSync;
  readonly #putClaim: StatementSync;
  #open = true;

  private constructor(db: DatabaseSync) {
    this.#db = db;
    this.#putEntry = db.prepare(
      `INSERT INTO keyv (key, value, expires) VALUES (?, ?, NULL)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = NULL`,
    );
    this.#putClaim = db.prepare(
      `INSERT INTO claims (key, value, expires) VALUES (?, ?, NULL)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires = NULL`,
    );
  }

  /** Opens (creating with the store's schema when needed) the store file `file`. */
  static async open(file: string): Promise<SqliteSeedWriter> {
    await openSqliteStore({ file }).close();
    const db = new DatabaseSync(file);
    // Out of WAL (through DELETE: SQLite leaves WAL for a rollback journal only), into a
    // journal kept in memory; the file alone then holds every committed row.
    db.exec("PRAGMA journal_mode = DELETE");
    const mode = db.prepare("PRAGMA journal_mode = MEMORY").get()?.journal_mode;
    if (mode !== "memory") {
      db.close();
      throw new Error(
        `could not take ${file} out of WAL mode for seeding (journal mode ${String(mode)})`,
      );
    }
    db.exec(`
      PRAGMA synchronous = OFF;
      PRAGMA cache_size = -262144;
      PRAGMA temp_store = MEMORY;
    `);
    return new SqliteSeedWriter(db);
  }

  async write(batch: SeedBatch): Promise<void> {
    // Keyv's SQLite keys are `namespace:key` (see SqliteKeyvAdapter). In key
    // order, the primary-key index is filled page by page instead of at random.
    const rows = batch.entries.map((entry) => ({
      key: `${entry.namespace}:${entry.key}`,
      value: entry.value,
    }));
    rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const claims = [...batch.claims].sort((a, b) => (a.key < b.key ? -1 : 1));
    this.#db.exec("BEGIN");
    try {
      for (const row of rows) this.#putEntry.run(row.key, row.value);
      for (const claim of claims) this.#putClaim.run(claim.key, claim.value);
      this.#db.exec("COMMIT");
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  /** Leaves the file in WAL mode, as the store keeps it. Once; later calls do nothing. */
  async close(): Promise<void> {
    if (!this.#open) return;
    this.#open = false;
    this.#db.exec("PRAGMA journal_mode = WAL");
    this.#db.close();
  }
}

/** Keys per MSET, and MSETs in flight at once. */
const REDIS_MSET_KEYS = 2_000;
const REDIS_IN_FLIGHT = 4;

/**
 * Writes seeded users into a Redis database with MSET batches, in the keys
 * of the Redis store: `namespace::key` for Keyv (@keyv/redis's prefix) and
 * `claim:key` for claims.
 */
export class RedisSeedWriter implements SeedWriter {
  readonly #client: RedisClientType;

  private constructor(client: RedisClientType) {
    this.#client = client;
  }

  static async open(url: string): Promise<RedisSeedWriter> {
    const client: RedisClientType = createClient({ url });
    await client.connect();
    return new RedisSeedWriter(client);
  }

  async write(batch: SeedBatch): Promise<void> {
    const pairs: Array<[string, string]> = [
      ...batch.entries.map((entry): [string, string] => [
        `${entry.namespace}::${entry.key}`,
        entry.value,
      ]),
      ...batch.claims.map((claim): [string, string] => [`claim:${claim.key}`, claim.value]),
    ];
    const running = new Set<Promise<unknown>>();
    for (let first = 0; first < pairs.length; first += REDIS_MSET_KEYS) {
      const task = this.#client.mSet(pairs.slice(first, first + REDIS_MSET_KEYS));
      running.add(task);
      void task.finally(() => running.delete(task)).catch(() => undefined);
      if (running.size >= REDIS_IN_FLIGHT) await Promise.race(running);
    }
    await Promise.all(running);
  }

  async close(): Promise<void> {
    await this.#client.close();
  }
}

/**
 * Through the real store (AccountService, PreferenceService, Ledger): checks
 * that the seeded users in `check` read back with the account, preferences,
 * history and claim they were given (a change of key or value format must
 * fail the scenario, not measure a bot that sees no users), then connects
 * each `active` user to a merchant of the benchmark's gateway, as /connect
 * does, so their updates reach a real account. Their other rows stay as seeded.
 */
export async function prepareStore(
  storage: { url: string | undefined; dataDir: string },
  secretsKey: Buffer,
  check: readonly number[],
  active: ReadonlyArray<{ userId: number; credentials: MerchantCredentials }>,
): Promise<void> {
  const store = await openStore(storage);
  try {
    const accounts = new AccountService({
      store,
      box: new SecretBox(secretsKey),
      eventsUrl: () => undefined,
    });
    const preferences = new PreferenceService(store);
    const ledger = new Ledger(store);
    for (const userId of check) {
      const account = await accounts.findExisting(userId);
      const byToken = account ? await accounts.findByEventsToken(account.eventsToken) : undefined;
      const prefs = await preferences.get(userId);
      const history = await ledger.page(userId, 0, 8);
      const payment = history.operations.find((operation) => operation.kind === "payment");
      const problems = [
        byToken?.userId === userId ? undefined : "account or events token",
        prefs.tipConfirmAboveSat === 2_500 ? undefined : "preferences",
        history.total === 2 && history.operations.length === 2 && payment ? undefined : "history",
        payment && (await store.readClaim(`send:${payment.id}`)) !== undefined
          ? undefined
          : "the payment's claim",
      ].filter((problem) => problem !== undefined);
      if (problems.length > 0) {
        throw new Error(
          `seeded user ${userId} does not read back through the ${store.backend} store: ${problems.join(", ")}`,
        );
      }
    }
    // A few at a time: the store group-commits their writes.
    for (let first = 0; first < active.length; first += CONNECT_GROUP) {
      await Promise.all(
        active
          .slice(first, first + CONNECT_GROUP)
          .map(({ userId, credentials }) => accounts.connect(userId, credentials)),
      );
    }
  } finally {
    await store.close();
  }
}
