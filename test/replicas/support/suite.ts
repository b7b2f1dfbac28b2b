/**
 * One replica suite's life, registered in the calling `describe` block: a
 * store of its own on the backend, a cluster (cluster.ts) started before
 * the block's tests and stopped after them (every replica not killed on
 * purpose must exit cleanly), the replicas' store opened in the test
 * process too, and the steps the suites share: accounts written into the
 * store, a user's balance at the gateway, Telegram's own deliveries
 * awaited, an update delivered straight to both replicas, a handled-update
 * mark forgotten.
 */
import { randomBytes } from "node:crypto";
import type { Update } from "grammy/types";
import { afterAll, beforeAll, expect } from "vitest";
import type { MerchantCredentials } from "../../../src/gateway/types.ts";
import { openStore, type Store } from "../../../src/storage/index.ts";
import { TelegramFake } from "../../support/telegram-fake.ts";
import {
  ANSWER_MS,
  type Cluster,
  type ClusterOptions,
  clusterIdle,
  connectInStore,
  expectCleanExits,
  type IsolatedStore,
  type StoreBackend,
  startCluster,
} from "./cluster.ts";

/** What a suite chooses; the secrets are made here, the store comes from the backend. */
export interface ReplicaSuiteOptions
  extends Omit<ClusterOptions, "fake" | "storeUrl" | "webhookSecret" | "secretsKey"> {
  /** Telegram (default: a fresh fake). */
  fake?: TelegramFake;
  /** How long the start may take (default 60 s). */
  startTimeoutMs?: number;
}

/** The running suite; its getters throw when read before the block's `beforeAll` ran. */
export interface ReplicaSuite {
  readonly fake: TelegramFake;
  /** SECRETS_KEY of every replica. */
  readonly secretsKey: string;
  readonly cluster: Cluster;
  /** The shared store's URL (STORAGE_URL of every replica). */
  readonly storeUrl: string;
  /** The replicas' store, opened here too: to read and change what they share. */
  readonly store: Store;
  /** Connects each user to a fresh gateway merchant holding `balanceSat`, straight in the store. */
  connect(
    users: ReadonlyArray<{ id: number; balanceSat: number }>,
  ): Promise<Map<number, MerchantCredentials>>;
  /** The balance of `user`'s merchant (one `connect` made) at the gateway. */
  balance(user: { id: number; first_name?: string }): number;
  /** Resolves once Telegram's own deliveries of these updates are done. */
  delivered(updateIds: readonly number[]): Promise<void>;
  /** The same update straight to every replica at once (beside Telegram's own delivery). */
  toBothReplicas(update: Update): Promise<void>;
  /** Resolves once both replicas, Telegram and the gateway are idle (cluster.ts's clusterIdle). */
  idle(timeoutMs?: number): Promise<void>;
  /** Forgets that these updates were handled (each was), as a lost non-durable write would. */
  forgetHandled(updateIds: readonly number[]): Promise<void>;
}

/** Registers the suite's `beforeAll` and `afterAll` in the calling block; returns its handle. */
export function replicaSuite(backend: StoreBackend, options: ReplicaSuiteOptions): ReplicaSuite {
  const { fake = new TelegramFake(), startTimeoutMs = 60_000, ...clusterOptions } = options;
  const secretsKey = randomBytes(32).toString("hex");
  const creds = new Map<number, MerchantCredentials>();
  let isolated: IsolatedStore | undefined;
  let cluster: Cluster | undefined;
  let store: Store | undefined;
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the replica suite has no ${what} yet`);
    return value;
  };

  beforeAll(async () => {
    isolated = await backend.isolate();
    cluster = await startCluster({
      ...clusterOptions,
      fake,
      storeUrl: isolated.url,
      webhookSecret: randomBytes(24).toString("hex"),
      secretsKey,
    });
    store = await openStore({ url: isolated.url, dataDir: cluster.workDir });
  }, startTimeoutMs);

  afterAll(async () => {
    await store?.close();
    const exits = await cluster?.stop();
    await isolated?.drop();
    if (exits) expectCleanExits(exits);
  }, 60_000);

  return {
    fake,
    secretsKey,
    get cluster() {
      return started(cluster, "cluster");
    },
    get storeUrl() {
      return started(isolated, "store").url;
    },
    get store() {
      return started(store, "store");
    },
    async connect(users) {
      const running = started(cluster, "cluster");
      const made = await connectInStore(
        { url: started(isolated, "store").url, dataDir: running.workDir },
        secretsKey,
        running.sandbox,
        users,
      );
      for (const [id, account] of made) creds.set(id, account);
      return made;
    },
    balance(user) {
      const account = creds.get(user.id);
      const merchant = account && cluster?.sandbox.merchant(account.merchantId);
      if (!merchant) throw new Error(`no account for ${user.first_name ?? user.id}`);
      return merchant.balanceSat;
    },
    async delivered(updateIds) {
      await fake.waitFor(
        () => updateIds.every((id) => fake.isConfirmed(id)),
        ANSWER_MS,
        "Telegram's own deliveries done",
      );
    },
    async toBothReplicas(update) {
      const urls = started(cluster, "cluster").replicaUrls;
      const answers = await Promise.all(
        urls.map((url) => fake.deliverToWebhook(update, { url: `${url}/telegram` })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(urls.map(() => 200));
    },
    idle(timeoutMs) {
      return clusterIdle(started(cluster, "cluster"), timeoutMs);
    },
    async forgetHandled(updateIds) {
      const handled = started(store, "store").keyv<number>("handled-updates", { durable: false });
      for (const id of updateIds) {
        expect(await handled.get(String(id)), `update ${id} was marked handled`).toBe(1);
        await handled.delete(String(id));
      }
    },
  };
}
