/**
 * Crashes: the bot runs as its own process (`node src/main.ts`) on the
 * embedded sandbox, whose state lives in the same data folder. A crash
 * point (src/operations/crash-points.ts, armed with LNBOT_CRASH_AT) kills
 * it with SIGKILL at each step of a send — before the claim, after the
 * claim, after the gateway call, before the history update — for /pay and
 * /withdraw. The test restarts it, lets Telegram redeliver the press (same
 * update_id) and presses again, then checks through the bot and through the
 * sandbox's own books:
 *
 *   - the money moved once or not at all, never twice, and the bot asked
 *     the gateway at most once;
 *   - the user gets an answer to every press after the restart, with the
 *     send's state (not a bare "already handled");
 *   - a send cut off after its claim is settled once its lease ran out (the
 *     restarted bot's start-up sweep or the redelivered press): the
 *     confirmation message (a direct tip: a private note) says "outcome
 *     unknown", and history shows it as "unknown, not retried".
 *
 * A killed process leaves its store locks behind until their leases run out
 * (15 s for a chat): these tests fast-forward that (expireLeases) to stay
 * quick; how long a user really waits after a crash is checked on its own in
 * regressions.reliability.ts.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Update } from "grammy/types";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type App, startApp } from "../../src/app.ts";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/logger.ts";
import { CRASH_POINTS, type CrashPoint } from "../../src/operations/crash-points.ts";
import { INTERRUPTED_AFTER_MS } from "../../src/operations/payments.ts";
import {
  createUser,
  type FakeMessage,
  privateChat,
  supergroupChat,
  TelegramFake,
} from "../support/telegram-fake.ts";
import { type ChildBot, describeExit, exitWithin, startChildBot } from "./support/child-bot.ts";
import { expireLeases, heldLocks, sandboxState, updateHandled } from "./support/data-dir.ts";
import {
  ANSWER_MS,
  botMessageMatching,
  buttonData,
  codeText,
  confirmData,
  eventually,
  freshRegtestAddress,
  gatewayAttempts,
  isInterruptedOutcome,
} from "./support/flows.ts";
import { Tally } from "./support/tally.ts";

const START_BALANCE = 100_000;
const AMOUNT = 1_000;

const tally = new Tally("crash");
const fake = new TelegramFake();
let root: string;
let nextUserId = 73_000;
const running: ChildBot[] = [];

beforeAll(async () => {
  await fake.start();
  root = await mkdtemp(path.join(tmpdir(), "lnbot-crash-"));
});
afterEach(async () => {
  for (const child of running.splice(0)) await child.stop();
});
afterAll(async () => {
  await fake.close();
  await rm(root, { recursive: true, force: true });
  await tally.write();
});

async function start(dataDir: string, crashAt?: CrashPoint): Promise<ChildBot> {
  const child = await startChildBot({
    fake,
    dataDir,
    env: { LOG_LEVEL: "debug", ...(crashAt ? { LNBOT_CRASH_AT: crashAt } : {}) },
  });
  running.push(child);
  return child;
}

function newUser(name: string) {
  nextUserId += 1;
  return createUser(nextUserId, name);
}

/** Waits until the bot in `dataDir` has finished handling `update` (not just received it). */
function handled(dataDir: string, update: { update_id: number }, what: string) {
  return eventually(() => updateHandled(dataDir, update.update_id), ANSWER_MS, what);
}

type Flow = "pay" | "withdraw" | "tip";

/** One send made ready to be triggered: the action that starts it, and how to find it later. */
interface Prepared {
  /** Starts the send (a press of Pay/Confirm, or the /tip command itself). */
  trigger: () => Update;
  /**
   * After the restart, with the trigger redelivered and handled: what the
   * user does next and must see; `sendsNow` when the send had not been
   * claimed before the crash, so it is to be carried out now (once).
   */
  afterRedelivery: (sendsNow: boolean) => Promise<void>;
  /** This send's records in the gateway's books (one per time it was carried out). */
  sendsAtGateway: (state: SandboxBooks) => SandboxBooks["payments"];
  operation: "sendPayment" | "sendOnchain";
  /** The chat whose lock the crash leaves behind. */
  chatId: number;
}

const TIP_AMOUNT = 500;
let nextGroupId = -1_007_300_000;

/**
 * Makes one send of AMOUNT sat (a tip: TIP_AMOUNT) by `payer` ready to
 * trigger; returns once nothing else is in flight in the bot.
 */
async function prepare(
  flow: Flow,
  payer: ReturnType<typeof newUser>,
  dataDir: string,
): Promise<Prepared> {
  const chat = privateChat(payer);
  if (flow === "tip") {
    const recipient = newUser("Recipient");
    nextGroupId -= 1;
    const group = supergroupChat(nextGroupId, "Crash Lounge");
    // Both have accounts (a tip goes to the recipient's own account: 4.2, then 4.1).
    for (const user of [payer, recipient]) {
      const asked = fake.sendText(user, privateChat(user), "/balance");
      await fake.nextBotMessage(user.id, ANSWER_MS);
      await handled(dataDir, asked, "the account to be made");
    }
    // Plain group chatter: privacy mode keeps it from the bot, the /tip reply carries it.
    const idea = fake.sendText(recipient, group, "an idea worth a tip");
    expect(fake.withheld(idea)).toBe("privacy_mode");
    return {
      chatId: group.id,
      operation: "sendPayment",
      trigger: () =>
        fake.sendText(payer, group, `/tip ${TIP_AMOUNT} crash`, { replyTo: idea.message }),
      afterRedelivery: async (sendsNow) => {
        if (sendsNow) {
          await fake.waitFor(
            () =>
              fake.botMessages(group.id).find((m) => /received 500 sat in tips/.test(m.text ?? "")),
            ANSWER_MS,
            "the tip's receipt in the group",
          );
        } else {
          // A direct tip has no confirmation message: the tipper is told privately.
          await fake.waitFor(
            () =>
              fake.botMessages(payer.id).find((m) => /Outcome unknown: 500 sat/.test(m.text ?? "")),
            ANSWER_MS,
            "the tipper to be told the outcome is unknown",
          );
        }
      },
      sendsAtGateway: (state) =>
        state.payments.filter((p) => p.kind === "internal" && p.amountSat === TIP_AMOUNT),
    };
  }
  let confirm: FakeMessage;
  let operation: Prepared["operation"];
  let sendsAtGateway: Prepared["sendsAtGateway"];
  if (flow === "pay") {
    const payee = newUser("Payee");
    const asked = fake.sendText(payee, privateChat(payee), `/invoice ${AMOUNT} crash test`);
    const invoice = codeText(await fake.nextBotMessage(payee.id, ANSWER_MS));
    await handled(dataDir, asked, "the invoice to be recorded");
    const hash = decodeInvoice(invoice).paymentHash;
    const pasted = fake.sendText(payer, chat, invoice);
    confirm = await fake.nextBotMessage(chat.id, ANSWER_MS);
    await handled(dataDir, pasted, "the confirmation to be stored");
    expect(confirm.text).toContain("Pay 1,000 sat?");
    operation = "sendPayment";
    sendsAtGateway = (state) => state.payments.filter((p) => p.paymentHash === hash);
  } else {
    const address = freshRegtestAddress();
    const asked = fake.sendText(payer, chat, `/withdraw ${address} ${AMOUNT}`);
    confirm = await fake.nextBotMessage(chat.id, ANSWER_MS);
    await handled(dataDir, asked, "the confirmation to be stored");
    expect(confirm.text).toContain("Send 1,000 sat");
    operation = "sendOnchain";
    sendsAtGateway = (state) => state.payments.filter((p) => p.bitcoinAddress === address);
  }
  const data = confirmData(confirm);
  return {
    chatId: chat.id,
    operation,
    sendsAtGateway,
    trigger: () => fake.pressButton(payer, confirm, data),
    // The user, seeing no outcome, presses again (the button is gone: an old client's press).
    afterRedelivery: async (sendsNow) => {
      const again = fake.pressButton(payer, confirm, data, { unchecked: true });
      await fake.waitFor(() => fake.answerFor(again), ANSWER_MS, "the second press to be answered");
      if (sendsNow) {
        // Nothing was claimed before the crash: the redelivery or this press sends it, once.
        await fake.waitFor(
          () => fake.message(confirm)?.text?.startsWith("✅"),
          ANSWER_MS,
          "the send to complete after the restart",
        );
      } else {
        // Cut off after its claim: settled as unknown (never re-sent), and said so.
        expect(fake.answerFor(again)?.text).toMatch(/Outcome unknown — not retried/);
        await fake.waitFor(
          () => isInterruptedOutcome(fake.message(confirm)?.text),
          ANSWER_MS,
          "the confirmation to show the outcome as unknown",
        );
        expect(fake.message(confirm)?.text).toContain("interrupted while sending");
        expect(buttonData(fake.message(confirm) ?? confirm)).toEqual([]);
      }
    },
  };
}

/** Whether the gateway carried the send out by the time the process died at `point`. */
const SENT_BEFORE_DEATH: Record<CrashPoint, boolean> = {
  "before-claim": false,
  "after-claim": false,
  "after-send": true,
  "before-ledger-update": true,
};

type SandboxBooks = Awaited<ReturnType<typeof sandboxState>>;

function balanceIn(books: SandboxBooks, merchantId: string | undefined): number | undefined {
  return books.merchants.find((m) => m.id === merchantId)?.balanceSat;
}

async function crashScenario(flow: Flow, point: CrashPoint): Promise<void> {
  const dataDir = path.join(root, `${flow}-${point}`);
  const payer = newUser("Payer");
  const chat = privateChat(payer);
  const amount = flow === "tip" ? TIP_AMOUNT : AMOUNT;

  // 1. The send triggered, and the process killed at `point`.
  const first = await start(dataDir, point);
  const prepared = await prepare(flow, payer, dataDir);
  const trigger = prepared.trigger();
  const exit = await exitWithin(first, ANSWER_MS);
  expect(exit && describeExit(exit), "the bot to die at the crash point").toBe("signal SIGKILL");
  tally.add("crashPoints");

  const atDeath = await sandboxState(dataDir);
  expect(prepared.sendsAtGateway(atDeath)).toHaveLength(SENT_BEFORE_DEATH[point] ? 1 : 0);
  // A killed process cannot release its locks: at least the payer's turn in the chat is still
  // held (a private chat's; in a group, the payer's own: "chat:<group>:<payer>").
  const orderKeys = [`chat:${prepared.chatId}`, `chat:${prepared.chatId}:${payer.id}`];
  expect(heldLocks(dataDir).some((lock) => orderKeys.includes(lock.key))).toBe(true);
  expireLeases(dataDir);

  // 2. Restarted without the crash point: Telegram redelivers the unfinished update (same
  //    update_id, as it does for a webhook request that got no answer), then the user acts.
  const second = await start(dataDir);
  fake.injectUpdate(trigger);
  await handled(dataDir, trigger, "the redelivered update to be handled");
  await prepared.afterRedelivery(point === "before-claim");

  const asked = fake.sendText(payer, chat, "/history");
  const history = await botMessageMatching(fake, chat.id, asked.message.message_id, /History/);
  const expectedState = point === "before-claim" ? /✅ sent/ : /❓ unknown — not retried/;
  expect(history.text).toMatch(expectedState);
  expect(history.text).not.toMatch(/⏳ pending/);
  await second.stop();

  // 3. The gateway's books: once or never, and the bot asked at most once.
  const after = await sandboxState(dataDir);
  const sends = prepared.sendsAtGateway(after);
  // The restarted bot's log is complete (it stopped gracefully); the killed one's may have
  // lost its last lines, and its single send is in the gateway's books anyway.
  const attemptsAfterRestart = gatewayAttempts(second.lines, prepared.operation);
  const sentAfterRestart = point === "before-claim" ? 1 : 0;
  tally.add(
    "duplicatesFound",
    Math.max(0, sends.length - 1) + Math.max(0, attemptsAfterRestart - sentAfterRestart),
  );
  tally.add("paymentsMade", sends.length);
  expect(sends).toHaveLength(point === "after-claim" ? 0 : 1);
  expect(attemptsAfterRestart).toBe(sentAfterRestart);
  const [send] = sends;
  if (send) {
    expect(balanceIn(after, send.merchantId)).toBe(START_BALANCE - amount - send.feeSat);
    if (send.payeeMerchantId) {
      expect(balanceIn(after, send.payeeMerchantId)).toBe(START_BALANCE + amount);
    }
  } else {
    expect(after.merchants.map((m) => m.balanceSat)).toEqual(
      after.merchants.map(() => START_BALANCE),
    );
  }

  // 4. Later too, an interrupted send reads "unknown — not retried" (never re-sent).
  if (point !== "before-claim") await expectUnknownLater(dataDir, payer);
}

/** Starts the app in-process on the same data, its clock past the interrupted-send window, and reads /history. */
async function expectUnknownLater(dataDir: string, payer: ReturnType<typeof newUser>) {
  const config = loadConfig({
    TELEGRAM_BOT_TOKEN: fake.token,
    TELEGRAM_API_ROOT: fake.apiRoot,
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    METRICS_PORT: "0",
    LOG_LEVEL: "silent",
  });
  const later = () => Date.now() + INTERRUPTED_AFTER_MS + 60_000;
  const app: App = await startApp(config, createLogger("silent"), { now: later });
  try {
    const chat = privateChat(payer);
    const asked = fake.sendText(payer, chat, "/history");
    const history = await botMessageMatching(fake, chat.id, asked.message.message_id, /History/);
    expect(history.text).toMatch(/❓ unknown — not retried/);
    expect(history.text).toMatch(/Interrupted while sending: not retried/);
    expect(history.text).not.toMatch(/⏳ pending/);
  } finally {
    await app.stop();
  }
}

describe.each<Flow>(["pay", "withdraw", "tip"])("/%s: the bot process killed mid-send", (flow) => {
  it.each(CRASH_POINTS)(
    `at %s: paid once or not at all, never twice`,
    async (point) => {
      await crashScenario(flow, point);
    },
    60_000,
  );
});

describe("a crash between the questions of a conversation", () => {
  it("the conversation continues after the restart where it stopped", async () => {
    const dataDir = path.join(root, "conversation");
    const user = newUser("Saver");
    const chat = privateChat(user);
    const first = await start(dataDir);
    fake.sendText(user, chat, "/withdraw");
    expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(/Which bitcoin address/);
    const answer = fake.sendText(user, chat, freshRegtestAddress());
    expect((await fake.nextBotMessage(chat.id, ANSWER_MS)).text).toMatch(/How much/);
    await handled(dataDir, answer, "the conversation state to be saved");
    process.kill(first.pid, "SIGKILL");
    expect(describeExit(await first.exited)).toBe("signal SIGKILL");
    tally.add("crashPoints");

    await start(dataDir);
    fake.sendText(user, chat, "1500");
    const confirm = await fake.nextBotMessage(chat.id, ANSWER_MS);
    expect(confirm.text).toContain("Send 1,500 sat");
  }, 60_000);
});
