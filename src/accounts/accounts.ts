/**
 * Users' gateway accounts (/connect): merchant id plus API key and
 * secret key, the two secrets sealed with `SecretBox` before they reach the
 * store. On the embedded sandbox an account is provisioned on first use.
 *
 * A merchant id is connected to one Telegram user at most: its owner is
 * kept in the store (`merchant-owners`, changed under a lock shared by
 * every replica) from /connect until /disconnect, so a second user who
 * types the same (public) merchant id is refused instead of sharing its
 * events and pay code.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type Keyv from "keyv";
import type { MerchantCredentials } from "../gateway/types.ts";
import type { Store } from "../storage/types.ts";
import { memoForget, memoRead, memoWrite } from "../storage/update-memo.ts";
import type { SecretBox } from "./secret-box.ts";

/** What the embedded sandbox offers for provisioning (a subset of its API). */
export interface SandboxProvisioner {
  createMerchant(init?: { balanceSat?: number; webhookUrl?: string }): Promise<MerchantCredentials>;
  setWebhook(merchantId: string, url: string | undefined): Promise<void> | void;
}

/** One user's account, secrets decrypted, for the current operation only. */
export interface Account {
  userId: number;
  credentials: MerchantCredentials;
  /** "sandbox": provisioned on the embedded sandbox (test money). */
  kind: "sandbox" | "gateway";
  /** Random token in this account's gateway-events URL path. */
  eventsToken: string;
  connectedAt: number;
  /**
   * Which connection of the user this is: new on every /connect (and every
   * sandbox provisioning), so a confirmation shown for one account is never
   * carried out from another (`Payments` compares it at execute).
   */
  identity: AccountIdentity;
}

/** Names one connection of a user's account; two are the same account only when both fields are equal. */
export interface AccountIdentity {
  merchantId: string;
  /** Random per connection; never derived from a key, so it reveals nothing. */
  connectionId: string;
}

interface StoredAccount {
  v: 1;
  merchantId: string;
  apiKey: string;
  secretKey: string;
  kind: "sandbox" | "gateway";
  eventsToken: string;
  connectedAt: number;
  /** Absent on accounts stored before identities existed: derived from `eventsToken` then. */
  connectionId?: string;
}

export interface AccountServiceOptions {
  store: Store;
  box: SecretBox;
  /** Present when the bot runs on the embedded sandbox: accounts are made on first use. */
  sandbox?: SandboxProvisioner | undefined;
  /** Starting test balance of a provisioned sandbox account (default 100 000 sat). */
  sandboxStartBalanceSat?: number;
  /** URL the gateway posts this account's events to, when the bot can receive them. */
  eventsUrl: (eventsToken: string) => string | undefined;
  now?: () => number;
}

/** Thrown by `connect` when the merchant id is connected to another Telegram user. */
export class MerchantTakenError extends Error {
  constructor() {
    super("this merchant id is connected to another Telegram user");
    this.name = "MerchantTakenError";
  }
}

/** Who a merchant id is connected to. */
interface MerchantOwner {
  userId: number;
}

export class AccountService {
  readonly #accounts: Keyv<StoredAccount>;
  readonly #eventsIndex: Keyv<number>;
  readonly #owners: Keyv<MerchantOwner>;
  readonly #options: AccountServiceOptions;
  /** Each stored record decrypted once (records are read once per update: storage/update-memo.ts). */
  readonly #opened = new WeakMap<StoredAccount, Account>();

  constructor(options: AccountServiceOptions) {
    this.#options = options;
    this.#accounts = options.store.keyv<StoredAccount>("accounts");
    this.#eventsIndex = options.store.keyv<number>("events-tokens");
    this.#owners = options.store.keyv<MerchantOwner>("merchant-owners");
  }

  /** True when accounts come from the embedded sandbox (test money). */
  get isSandbox(): boolean {
    return this.#options.sandbox !== undefined;
  }

  /**
   * The user's account, or undefined when they have none. On the sandbox a
   * missing account is provisioned (once, even under concurrent calls).
   */
  async find(userId: number): Promise<Account | undefined> {
    const stored = await this.#stored(userId);
    if (stored) return this.#open(userId, stored);
    const sandbox = this.#options.sandbox;
    if (!sandbox) return undefined;
    return this.#options.store.withLock(`account:${userId}`, async () => {
      memoForget(memoKey(userId));
      const again = await this.#stored(userId);
      if (again) return this.#open(userId, again);
      const eventsToken = newEventsToken();
      const credentials = await sandbox.createMerchant({
        balanceSat: this.#options.sandboxStartBalanceSat ?? 100_000,
        ...optionalUrl(this.#options.eventsUrl(eventsToken)),
      });
      return this.#save(userId, credentials, "sandbox", eventsToken);
    });
  }

  /**
   * The user's account only when it already exists: never provisions, not
   * even on the sandbox. For questions about someone else ("can this member
   * receive a tip?"), where making them an account would be wrong.
   */
  async findExisting(userId: number): Promise<Account | undefined> {
    const stored = await this.#stored(userId);
    return stored ? this.#open(userId, stored) : undefined;
  }

  /**
   * Stores verified credentials for the user, replacing any earlier account.
   * Throws `MerchantTakenError` (and changes nothing) when the merchant id
   * is connected to another user.
   */
  async connect(userId: number, credentials: MerchantCredentials): Promise<Account> {
    const { merchantId } = credentials;
    // Owner and account are written under one lock, so an owner seen without its account is
    // one whose writes were cut off (or who left), never one still connecting.
    const { account, previous } = await this.#options.store.withLock(
      `merchant-owner:${merchantId}`,
      async (signal) => {
        const owner = await this.#owners.get(merchantId);
        if (owner && owner.userId !== userId) {
          const theirs = await this.#accounts.get(String(owner.userId));
          if (theirs?.merchantId === merchantId) throw new MerchantTakenError();
        }
        signal.throwIfAborted();
        if (owner?.userId !== userId) await this.#owners.set(merchantId, { userId });
        const previous = await this.#remove(userId);
        const account = await this.#save(userId, credentials, "gateway", newEventsToken());
        return { account, previous };
      },
    );
    // Freed after the lock above is let go: two users swapping merchants never wait on each other.
    if (previous && previous !== merchantId) await this.#releaseMerchant(userId, previous);
    return account;
  }

  /** Erases the user's account and frees its merchant id; true when there was one. */
  async disconnect(userId: number): Promise<boolean> {
    const merchantId = await this.#remove(userId);
    if (merchantId === undefined) return false;
    await this.#releaseMerchant(userId, merchantId);
    return true;
  }

  /** Erases the user's account; the merchant id it was on, or undefined when there was none. */
  async #remove(userId: number): Promise<string | undefined> {
    const stored = await this.#accounts.get(String(userId));
    if (!stored) return undefined;
    await this.#eventsIndex.delete(stored.eventsToken);
    await this.#accounts.delete(String(userId));
    memoWrite(memoKey(userId), undefined);
    return stored.merchantId;
  }

  /** Frees `merchantId` when `userId` owns it. */
  async #releaseMerchant(userId: number, merchantId: string): Promise<void> {
    await this.#options.store.withLock(`merchant-owner:${merchantId}`, async (signal) => {
      const owner = await this.#owners.get(merchantId);
      signal.throwIfAborted();
      if (owner?.userId === userId) await this.#owners.delete(merchantId);
    });
  }

  /** The account whose events URL carries `eventsToken` (compared in constant time). */
  async findByEventsToken(eventsToken: string): Promise<Account | undefined> {
    const userId = await this.#eventsIndex.get(eventsToken);
    if (userId === undefined) return undefined;
    const stored = await this.#accounts.get(String(userId));
    return stored && sameToken(stored.eventsToken, eventsToken)
      ? this.#open(userId, stored)
      : undefined;
  }

  /** The URL to register with the gateway for this account's events, if the bot can receive them. */
  eventsUrlFor(account: Account): string | undefined {
    return this.#options.eventsUrl(account.eventsToken);
  }

  async #save(
    userId: number,
    credentials: MerchantCredentials,
    kind: StoredAccount["kind"],
    eventsToken: string,
  ): Promise<Account> {
    const { box } = this.#options;
    const stored: StoredAccount = {
      v: 1,
      merchantId: credentials.merchantId,
      apiKey: box.seal(credentials.apiKey, "apiKey"),
      secretKey: box.seal(credentials.secretKey, "secretKey"),
      kind,
      eventsToken,
      connectedAt: (this.#options.now ?? Date.now)(),
      connectionId: randomBytes(12).toString("base64url"),
    };
    await this.#eventsIndex.set(eventsToken, userId);
    await this.#accounts.set(String(userId), stored);
    memoWrite(memoKey(userId), stored);
    return this.#open(userId, stored);
  }

  /** The stored record, read once per update. */
  #stored(userId: number): Promise<StoredAccount | undefined> {
    return memoRead(memoKey(userId), () => this.#accounts.get(String(userId)));
  }

  #open(userId: number, stored: StoredAccount): Account {
    const known = this.#opened.get(stored);
    if (known) return known;
    const account = this.#decrypt(userId, stored);
    this.#opened.set(stored, account);
    return account;
  }

  #decrypt(userId: number, stored: StoredAccount): Account {
    const { box } = this.#options;
    return {
      userId,
      kind: stored.kind,
      eventsToken: stored.eventsToken,
      connectedAt: stored.connectedAt,
      identity: {
        merchantId: stored.merchantId,
        // The events token is random per connection too; only a hash of it leaves this module.
        connectionId:
          stored.connectionId ??
          createHash("sha256")
            .update(`connection:${stored.eventsToken}`)
            .digest("base64url")
            .slice(0, 16),
      },
      credentials: {
        merchantId: stored.merchantId,
        apiKey: box.open(stored.apiKey, "apiKey"),
        secretKey: box.open(stored.secretKey, "secretKey"),
      },
    };
  }
}

function memoKey(userId: number): string {
  return `accounts:${userId}`;
}

/**
 * Whether the account connection `now` (undefined: none) is still the one
 * something was shown or made for, `shown` (null: none; undefined: not
 * recorded, by an older version, accepted as before).
 */
export function stillConnected(
  shown: AccountIdentity | null | undefined,
  now: AccountIdentity | undefined,
): boolean {
  if (shown === undefined) return true;
  if (shown === null || now === undefined) return shown === null && now === undefined;
  return sameAccount(shown, now);
}

/** Whether two identities name the same connection of an account. */
export function sameAccount(a: AccountIdentity, b: AccountIdentity): boolean {
  return a.merchantId === b.merchantId && a.connectionId === b.connectionId;
}

/** Compares two tokens in time independent of where they differ (their digests have one length). */
function sameToken(a: string, b: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(a), digest(b));
}

function newEventsToken(): string {
  return randomBytes(18).toString("base64url");
}

function optionalUrl(url: string | undefined): { webhookUrl?: string } {
  return url ? { webhookUrl: url } : {};
}
