/**
 * The set-up both crash suites of tips to several share: a Telegram fake,
 * a counting sandbox that outlives the bot, a data folder, Alice (10,000
 * sat), Bob and Carol connected in the store, all three members of a
 * group where the bot is an admin; a child bot started on that data (with
 * a crash point, or not), members who say something so the bot learns
 * their @usernames, and balances read at the sandbox. Registers its own
 * beforeAll/afterAll; every child bot but a killed one must exit cleanly.
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Chat } from "grammy/types";
import { afterAll, beforeAll } from "vitest";
import type { MerchantCredentials } from "../../../src/gateway/types.ts";
import type { Sandbox } from "../../../src/sandbox/server.ts";
import { connectInStore, countingSandbox } from "../../replicas/support/cluster.ts";
import {
  type createUser,
  TelegramFake,
  type TelegramFakeOptions,
} from "../../support/telegram-fake.ts";
import { until } from "../../support/until.ts";
import { type ChildBot, endCrashSuite, startChildBot } from "./child-bot.ts";
import { updateHandled } from "./data-dir.ts";
import { Tally } from "./tally.ts";

/** The restarted bot's start-up sweep (its grace is 1 s here), or the next one 5 s later. */
export const CARRIED_WITHIN_MS = 20_000;

type User = ReturnType<typeof createUser>;

/** What a batch crash suite works with (valid inside its tests). */
export interface BatchCrashWorld {
  fake: TelegramFake;
  tally: Tally;
  dataDir: () => string;
  /** Payments the sandbox was asked to send so far. */
  sendPayments: () => number;
  /** Starts a child bot on the suite's data, killed at `crashAt` when given. */
  start(crashAt?: string): Promise<ChildBot>;
  /** `user` says something in the group (handled: the bot learnt their @username). */
  say(user: User, text: string): Promise<void>;
  /** The user's balance at the sandbox. */
  balance(user: User): number | undefined;
}

/** Sets the world up for the describe block it is called in. */
export function batchCrashWorld(options: {
  name: string;
  users: { alice: User; bob: User; carol: User };
  group: Chat.SupergroupChat;
  fake?: TelegramFakeOptions;
}): BatchCrashWorld {
  const { alice, bob, carol } = options.users;
  const secretsKey = randomBytes(32).toString("hex");
  const tally = new Tally(options.name);
  const fake = new TelegramFake(options.fake);
  const running: ChildBot[] = [];
  const creds = new Map<number, MerchantCredentials>();
  let sandbox: Sandbox | undefined;
  let root = "";
  let dataDir = "";
  let sendPayments: () => number = () => 0;

  beforeAll(async () => {
    await fake.start();
    root = await mkdtemp(path.join(tmpdir(), `lnbot-${options.name}-`));
    dataDir = path.join(root, "data");
    await mkdir(dataDir);
    const counted = await countingSandbox();
    sandbox = counted.sandbox;
    sendPayments = counted.sendPayments;
    const made = await connectInStore({ dataDir }, secretsKey, counted.sandbox, [
      { id: alice.id, balanceSat: 10_000 },
      { id: bob.id, balanceSat: 0 },
      { id: carol.id, balanceSat: 0 },
    ]);
    for (const [id, account] of made) creds.set(id, account);
    for (const user of [alice, bob, carol]) {
      fake.openPrivateChat(user);
      fake.setChatMember(options.group, user, "member");
    }
    const me = fake.botInfo;
    fake.setChatMember(
      options.group,
      { id: me.id, is_bot: true, first_name: me.first_name, username: me.username },
      "administrator",
    );
  }, 30_000);

  afterAll(() => endCrashSuite({ running, fake, sandbox, root, tally }), 30_000);

  return {
    fake,
    tally,
    dataDir: () => dataDir,
    sendPayments: () => sendPayments(),
    async start(crashAt) {
      if (!sandbox) throw new Error("no sandbox");
      const child = await startChildBot({
        fake,
        dataDir,
        env: {
          SECRETS_KEY: secretsKey,
          GATEWAY_BASE_URL: sandbox.url,
          BITCOIN_NETWORK: "regtest",
          INTENT_GRACE_SECONDS: "1",
          ...(crashAt ? { LNBOT_CRASH_AT: crashAt } : {}),
        },
      });
      running.push(child);
      return child;
    },
    async say(user, text) {
      const update = fake.sendText(user, options.group, text);
      // Polled: a plain message makes no Telegram call, so no call of the fake's would wake a
      // wait on it. A child process just started, on a loaded machine: its first poll may take a while.
      await until(
        () => updateHandled(dataDir, update.update_id),
        "the message to be handled",
        CARRIED_WITHIN_MS,
      );
    },
    balance: (user) => sandbox?.merchant(creds.get(user.id)?.merchantId ?? "")?.balanceSat,
  };
}
