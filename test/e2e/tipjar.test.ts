/** /tipjar end to end: presets (direct and confirmed), Other amount, redelivery, many presses, closing. */
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { User } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SQLITE_FILE } from "../../src/storage/index.ts";
import {
  alice,
  balanceOf,
  bob,
  buttonData,
  carol,
  expectMoved,
  joinGroup,
  lounge,
  mallory,
  merchantOf,
  sandboxOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, type FakeMessage, privateChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot({ env: { GROUP_COMMANDS_PER_MINUTE: "50" } });
  for (const user of [alice, bob, carol]) bot.fake.openPrivateChat(user);
  joinGroup(bot.fake, [alice, bob, carol, mallory]);
});
afterEach(async () => {
  await bot.stop();
});

/** `owner` opens a jar with `args`; returns the jar's message. */
async function openJar(owner: User, args: string): Promise<FakeMessage> {
  bot.fake.sendText(owner, lounge, `/tipjar ${args}`);
  const jar = await bot.fake.nextBotMessage(lounge.id, 8_000);
  expect(jar.text).toContain(`Tip jar of ${owner.first_name}`);
  return jar;
}

/** The jar message as it is now. */
function current(jar: FakeMessage): FakeMessage {
  const now = bot.fake.message(jar);
  if (!now) throw new Error("the jar message is gone");
  return now;
}

/** Waits until the jar message's text contains `part`. */
async function jarShows(jar: FakeMessage, part: string): Promise<FakeMessage> {
  return bot.fake.waitFor(
    () => (current(jar).text?.includes(part) ? current(jar) : undefined),
    10_000,
    `the jar to show "${part}" (it shows: ${current(jar).text})`,
  );
}

function jarButtons(
  jar: FakeMessage,
): Array<{ text: string; callback_data?: string; url?: string }> {
  const markup = current(jar).reply_markup as
    | { inline_keyboard?: Array<Array<{ text: string; callback_data?: string; url?: string }>> }
    | undefined;
  return markup?.inline_keyboard?.flat() ?? [];
}

/**
 * Runs out the moment in which a second press of `member` on a jar is a double tap, as if it had
 * passed: the claim of their last press (the store's SQLite file, which the tests' bot uses)
 * expires now rather than 2 s after the press. Checks first that it was a moment, not forever.
 */
function runOutDoubleTap(member: User): void {
  const db = new DatabaseSync(path.join(bot.dataDir, DEFAULT_SQLITE_FILE), { timeout: 5_000 });
  try {
    const key = `tipjar-member-press:%:${member.id}`;
    const claims = db.prepare("SELECT expires FROM claims WHERE key LIKE ?").all(key) as Array<{
      expires: number | null;
    }>;
    expect(claims).toHaveLength(1);
    expect(claims[0]?.expires).toBeLessThanOrEqual(Date.now() + 2_000);
    db.prepare("UPDATE claims SET expires = 0 WHERE key LIKE ?").run(key);
  } finally {
    db.close();
  }
}

async function answered(press: Parameters<TestBot["fake"]["answerFor"]>[0]) {
  return bot.fake.waitFor(() => bot.fake.answerFor(press), 10_000, "the press's answer");
}

describe("/tipjar", () => {
  it("pays the owner at once for a preset under the presser's threshold, and shows it", async () => {
    const [payer, owner] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, owner)];
    const jar = await openJar(bob, "5k new microphone");
    expect(jar.text).toContain("new microphone");
    expect(jar.text).toContain("0 sat of 5,000 sat");
    expect(jar.text).toContain("test money");
    expect(jarButtons(jar).map((b) => b.text)).toEqual([
      "+100",
      "+1k",
      "Other amount",
      "🔒 Close (owner)",
    ]);

    const press = bot.fake.pressButton(
      alice,
      jar,
      buttonData(jar, "jar:").replace(/:\d+$/, ":100"),
    );
    expect((await answered(press)).text).toBe("✅ You put 100 sat in the tip jar of Bob.");
    const shown = await jarShows(jar, "100 sat of 5,000 sat");
    expect(shown.text).toContain("░░░░░░░░░░ 2%");
    expect(shown.text).toContain("From: Alice");
    expectMoved(bot, [payer, owner], before, 100);
    const received = (await bot.app.deps.ledger.page(bob.id, 0, 5)).operations[0];
    expect(received).toMatchObject({
      kind: "tip-received",
      amountSat: 100,
      counterpart: "@alice_ln",
    });
    // The jar names contributors, never anyone's figures.
    expect(shown.text).not.toContain(String(before[0]));
    // The owner hears of it in private, once.
    const note = await bot.fake.nextBotMessage(bob.id, 8_000);
    expect(note.text).toContain("🫙 Alice put 100 sat in your tip jar in Lightning Lounge.");
    expect(note.text).toContain("test money");
    expect(bot.fake.botMessages(bob.id)).toHaveLength(1);
  });

  it("the owner's note of a payment is kept in the store until sent: one Telegram failed is sent after a restart, once", async () => {
    await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    const jar = await openJar(bob, "5k new microphone");
    // The first note to the owner is lost on the way (the connection dropped).
    bot.fake.failNext("sendMessage", { disconnect: true, chatId: bob.id });
    const press = bot.fake.pressButton(
      alice,
      jar,
      buttonData(jar, "jar:").replace(/:\d+$/, ":100"),
    );
    expect((await answered(press)).text).toBe("✅ You put 100 sat in the tip jar of Bob.");
    await until(() =>
      bot.fake
        .calls("sendMessage")
        .some((call) => call.params.chat_id === bob.id && call.response?.ok === false),
    );
    await bot.restart();
    const note = await bot.fake.nextBotMessage(bob.id, 15_000);
    expect(note.text).toContain("🫙 Alice put 100 sat in your tip jar in Lightning Lounge.");
    expect(
      bot.logs.some((line) => line.includes("sending a note a restart or failure held back")),
    ).toBe(true);
    expect(bot.fake.botMessages(bob.id)).toHaveLength(1);
  });

  it("tells a presser in private too when a direct payment's outcome is unknown, and retries nothing", async () => {
    const [payer, owner] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, owner)];
    const jar = await openJar(bob, "5k");
    sandboxOf(bot).faults.add({ route: "sendPayment", dropAfterApply: true, times: 1 });
    const press = bot.fake.pressButton(
      alice,
      jar,
      buttonData(jar, "jar:").replace(/:\d+$/, ":100"),
    );
    const alert = await answered(press);
    expect(alert.text).toContain("The outcome is unknown and it is not retried");
    expect(alert.show_alert).toBe(true);
    const note = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(note.text).toContain("Your 100 sat for the tip jar of Bob in Lightning Lounge");
    expect(note.text).toContain("not retried automatically");
    const sent = (await bot.app.deps.ledger.page(alice.id, 0, 5)).operations[0];
    expect(sent).toMatchObject({ kind: "tip-sent", state: "unknown", amountSat: 100 });
    // Not counted on the jar and nobody told the owner of a payment: its outcome is not known.
    expect(current(jar).text).toContain("0 sat of 5,000 sat");
    expect(bot.fake.botMessages(bob.id)).toHaveLength(0);
    // The gateway applied it once before the answer was lost: once, never again.
    expectMoved(bot, [payer, owner], before, 100);
  });

  it("asks a presser above their threshold to confirm privately, and pays only after Confirm", async () => {
    await bot.app.deps.preferences.update(alice.id, { tipConfirmAboveSat: 500 });
    const [payer, owner] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, owner)];
    const jar = await openJar(bob, "10k");
    const press = bot.fake.pressButton(
      alice,
      jar,
      buttonData(jar, "jar:").replace(/:\d+$/, ":1000"),
    );
    expect((await answered(press)).text).toBe("I sent you a confirmation in our private chat.");
    const ask = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(ask.text).toContain("Put 1,000 sat in the tip jar of Bob in Lightning Lounge?");
    expect(balanceOf(bot, payer)).toBe(before[0]);

    bot.fake.pressButton(alice, ask, buttonData(ask, "send:ok:"));
    await jarShows(jar, "1,000 sat of 10,000 sat");
    await bot.fake.waitFor(
      () => current(ask).text?.includes("1,000 sat put in the tip jar of Bob"),
      8_000,
      "the outcome",
    );
    expectMoved(bot, [payer, owner], before, 1_000);
  });

  it("shows a confirmed payment whose handler died after the send when the press comes again, counted once", async () => {
    await bot.app.deps.preferences.update(alice.id, { tipConfirmAboveSat: 500 });
    const [payer, owner] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, owner)];
    const jar = await openJar(bob, "10k");
    bot.fake.pressButton(alice, jar, buttonData(jar, "jar:").replace(/:\d+$/, ":1000"));
    const ask = await bot.fake.nextBotMessage(alice.id, 8_000);
    // The handler dies right after the send and the jar's count: the outcome can be neither
    // edited nor posted in Alice's chat.
    const boom = { status: 400, description: "Bad Request: boom", chatId: alice.id };
    bot.fake.failNext("editMessageText", boom);
    bot.fake.failNext("sendMessage", boom);
    const press = bot.fake.pressButton(alice, ask, buttonData(ask, "send:ok:"));
    const handled = bot.app.deps.store.keyv("handled-updates");
    const marked = () =>
      until(
        async () => (await handled.get(String(press.update_id))) !== undefined,
        "the press marked handled",
      );
    await marked();
    expect(bot.logs.some((line) => line.includes("feature failed"))).toBe(true);
    expectMoved(bot, [payer, owner], before, 1_000);
    expect(current(ask).text).not.toContain("1,000 sat put in the tip jar of Bob");

    // As after a crash: the press was never marked handled, and Telegram delivers it again.
    await handled.delete(String(press.update_id));
    bot.fake.injectUpdate(press);
    await jarShows(jar, "1,000 sat of 10,000 sat");
    await bot.fake.waitFor(
      () => current(ask).text?.includes("1,000 sat put in the tip jar of Bob"),
      8_000,
      "the outcome",
    );
    const received = async () =>
      (await bot.app.deps.ledger.page(bob.id, 0, 5)).operations.filter(
        (op) => op.kind === "tip-received",
      );
    expect(await received()).toHaveLength(1);
    const ownerNote = await bot.fake.nextBotMessage(bob.id, 8_000);
    expect(ownerNote.text).toContain("Alice put 1,000 sat in your tip jar");

    // Once more: counted once, paid once.
    await marked();
    await handled.delete(String(press.update_id));
    bot.fake.injectUpdate(press);
    await marked();
    expect(await received()).toHaveLength(1);
    expect(current(jar).text).toContain("1,000 sat of 10,000 sat");
    expect(bot.fake.botMessages(bob.id)).toHaveLength(1);
    expectMoved(bot, [payer, owner], before, 1_000);
  });

  it("sends a presser who never opened the private chat there, with the amount, and pays nothing yet", async () => {
    await bot.app.deps.preferences.update(mallory.id, { tipConfirmAboveSat: 0 });
    const payer = await merchantOf(bot, mallory);
    await merchantOf(bot, bob);
    const before = balanceOf(bot, payer);
    const jar = await openJar(bob, "10k");
    const jarId = buttonData(jar, "jar:").split(":")[1];
    const press = bot.fake.pressButton(mallory, jar, `jar:${jarId}:100`);
    expect((await answered(press)).url).toBe(`https://t.me/tip_test_bot?start=jar-${jarId}-100`);
    expect(balanceOf(bot, payer)).toBe(before);

    // The link: the confirmation waits in the private chat.
    bot.fake.sendText(mallory, privateChat(mallory), `/start jar-${jarId}-100`);
    const ask = await bot.fake.nextBotMessage(mallory.id, 8_000);
    expect(ask.text).toContain("Put 100 sat in the tip jar of Bob");
    bot.fake.pressButton(mallory, ask, buttonData(ask, "send:ok:"));
    await jarShows(jar, "100 sat of 10,000 sat");
    expect(balanceOf(bot, payer)).toBe(before - 100);
  });

  it("asks before paying through a preset link, even under the presser's threshold", async () => {
    // The default threshold (1,000 sat) would send +1k at once on a press; a link is no press.
    const payer = await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    const before = balanceOf(bot, payer);
    const jar = await openJar(bob, "10k");
    const jarId = buttonData(jar, "jar:").split(":")[1];
    bot.fake.sendText(alice, privateChat(alice), `/start jar-${jarId}-1000`);
    const ask = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(ask.text).toContain("Put 1,000 sat in the tip jar of Bob");
    expect(buttonData(ask, "send:ok:")).toMatch(/^send:ok:/);
    expect(balanceOf(bot, payer)).toBe(before);
    expect(current(jar).text).toContain("0 sat of 10,000 sat");
  });

  it("Other amount asks in the private chat and pays what was typed", async () => {
    const [payer, owner] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, owner)];
    const jar = await openJar(bob, "10k");
    const link = jarButtons(jar).find((b) => b.text === "Other amount")?.url ?? "";
    const payload = new URL(link).searchParams.get("start");
    expect(payload).toMatch(/^jar-/);

    const aliceChat = privateChat(alice);
    bot.fake.sendText(alice, aliceChat, `/start ${payload}`);
    const question = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(question.text).toContain("How much do you want to put in the tip jar of Bob");
    bot.fake.sendText(alice, aliceChat, "2 btc");
    expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toMatch(/limit|at most|above/i);
    bot.fake.sendText(alice, aliceChat, "321");
    const done = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(done.text).toContain("You put 321 sat in the tip jar of Bob.");
    await jarShows(jar, "321 sat of 10,000 sat");
    expectMoved(bot, [payer, owner], before, 321);
  });

  it("pays a redelivered press once", async () => {
    const [payer, owner] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, owner)];
    const jar = await openJar(bob, "10k");
    const press = bot.fake.pressButton(
      alice,
      jar,
      buttonData(jar, "jar:").replace(/:\d+$/, ":100"),
    );
    await answered(press);
    await jarShows(jar, "100 sat of 10,000 sat");
    // The same press again, as after a crash before the update was marked handled.
    const { update_id: _first, ...again } = press;
    bot.fake.injectUpdate(again);
    await bot.fake.waitFor(
      () => bot.fake.calls("answerCallbackQuery").length >= 2,
      8_000,
      "the redelivered press to be handled",
    );
    // And the same update once more (Telegram's own redelivery): dropped.
    bot.fake.injectUpdate(press);
    bot.fake.sendText(carol, lounge, "/help");
    await bot.fake.nextBotMessage(lounge.id, 8_000);
    expectMoved(bot, [payer, owner], before, 100);
    expect(current(jar).text).toContain("100 sat of 10,000 sat");
    const sent = (await bot.app.deps.ledger.page(alice.id, 0, 10)).operations.filter(
      (op) => op.kind === "tip-sent",
    );
    expect(sent).toHaveLength(1);
  });

  it("answers a redelivered press of a failed payment with its failure, not 'in progress'", async () => {
    const [payer, owner] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, owner)];
    const jar = await openJar(bob, "10k");
    sandboxOf(bot).faults.add({ route: "sendPayment", status: 400, times: 1 });
    const press = bot.fake.pressButton(
      alice,
      jar,
      buttonData(jar, "jar:").replace(/:\d+$/, ":100"),
    );
    const first = await answered(press);
    expect(first.text).toMatch(/^❌ Not paid: .+ Nothing left your account\.$/);
    // The same press again, as after a crash before the update was marked handled.
    const { update_id: _first, ...again } = press;
    bot.fake.injectUpdate(again);
    const answers = () => bot.fake.calls("answerCallbackQuery");
    await bot.fake.waitFor(() => answers().length >= 2, 8_000, "the redelivered press answered");
    const second = answers()[1]?.params as { text?: string; show_alert?: boolean } | undefined;
    expect(second?.text).toBe(first.text);
    expect(second?.text).not.toContain("No outcome yet");
    expect(second?.show_alert).toBe(true);
    expectMoved(bot, [payer, owner], before, 0);
    expect(current(jar).text).toContain("0 sat of 10,000 sat");
  });

  it("takes a double tap as one gift; a later press gives again", async () => {
    const [payer, owner] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, owner)];
    const jar = await openJar(bob, "10k");
    const data = buttonData(jar, "jar:").replace(/:\d+$/, ":100");
    // Two presses of the same button, as two callback queries (a double tap).
    const [first, second] = [
      bot.fake.pressButton(alice, jar, data),
      bot.fake.pressButton(alice, jar, data),
    ];
    const answers = [(await answered(first)).text, (await answered(second)).text];
    expect(answers).toContain("✅ You put 100 sat in the tip jar of Bob.");
    expect(answers.some((text) => text?.includes("only the first one counts"))).toBe(true);
    await jarShows(jar, "100 sat of 10,000 sat");
    expectMoved(bot, [payer, owner], before, 100);
    // A deliberate press after the moment passed gives again.
    runOutDoubleTap(alice);
    await answered(bot.fake.pressButton(alice, jar, data));
    await jarShows(jar, "200 sat of 10,000 sat");
    expect(balanceOf(bot, owner)).toBe((before[1] ?? 0) + 200);
  });

  it("pays each of 20 members pressing +100 at once exactly once, and ends showing them all", async () => {
    const members = Array.from({ length: 20 }, (_, i) => createUser(5000 + i, `Member${i}`));
    joinGroup(bot.fake, members);
    const owner = await merchantOf(bot, bob);
    const ownerBefore = balanceOf(bot, owner);
    const payers = await Promise.all(members.map((m) => merchantOf(bot, m)));
    const before = payers.map((p) => balanceOf(bot, p));
    const jar = await openJar(bob, "10k");
    const data = buttonData(jar, "jar:").replace(/:\d+$/, ":100");
    const presses = members.map((member) => bot.fake.pressButton(member, jar, data));
    await bot.fake.waitFor(
      () => presses.every((press) => bot.fake.answerFor(press)),
      60_000,
      "every press answered",
    );
    for (const press of presses) {
      expect(bot.fake.answerFor(press)?.text).toBe("✅ You put 100 sat in the tip jar of Bob.");
    }
    expect(payers.map((p) => balanceOf(bot, p))).toEqual(before.map((b) => b - 100));
    expect(balanceOf(bot, owner)).toBe(ownerBefore + 2_000);
    const shown = await jarShows(jar, "2,000 sat of 10,000 sat");
    expect(shown.text).toContain("▓▓░░░░░░░░ 20%");
    expect(shown.text).toContain("and 10 more");
    const record = await bot.app.deps.store
      .keyv<{ contributors: unknown[] }>("tip-jars")
      .get(buttonData(jar, "jar:").split(":")[1] ?? "");
    expect(record?.contributors).toHaveLength(20);
  }, 90_000);

  it("closes only when its owner presses Close; later presses pay nothing", async () => {
    const payer = await merchantOf(bot, carol);
    await merchantOf(bot, bob);
    const jar = await openJar(bob, "10k");
    const id = buttonData(jar, "jar:").split(":")[1];
    const refused = bot.fake.pressButton(carol, jar, `jar:${id}:close`);
    const refusal = await answered(refused);
    expect(refusal.text).toBe("Only Bob can close this jar.");
    expect(refusal.show_alert).toBe(true);
    expect(jarButtons(jar)).toHaveLength(4);

    const closing = bot.fake.pressButton(bob, jar, `jar:${id}:close`);
    expect((await answered(closing)).text).toBe("The jar is closed.");
    const closed = await jarShows(jar, "Closed by Bob");
    expect(jarButtons(closed)).toHaveLength(0);

    const before = balanceOf(bot, payer);
    const late = bot.fake.pressButton(carol, jar, `jar:${id}:100`, { unchecked: true });
    expect((await answered(late)).text).toBe("This tip jar is closed. Nothing was paid.");
    expect(balanceOf(bot, payer)).toBe(before);
  });

  it("refuses a Confirm shown before the owner closed the jar and pressed after, telling the presser", async () => {
    await bot.app.deps.preferences.update(alice.id, { tipConfirmAboveSat: 500 });
    const [payer, owner] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, owner)];
    const jar = await openJar(bob, "10k");
    const id = buttonData(jar, "jar:").split(":")[1];
    bot.fake.pressButton(alice, jar, `jar:${id}:1000`);
    const ask = await bot.fake.nextBotMessage(alice.id, 8_000);
    expect(ask.text).toContain("Put 1,000 sat in the tip jar of Bob");

    const closing = bot.fake.pressButton(bob, jar, `jar:${id}:close`);
    expect((await answered(closing)).text).toBe("The jar is closed.");
    const confirm = bot.fake.pressButton(alice, ask, buttonData(ask, "send:ok:"));
    await answered(confirm);
    await bot.fake.waitFor(
      () => (current(ask).text?.includes("closed") ? true : undefined),
      8_000,
      "the confirmation to say the jar closed",
    );
    expect(current(ask).text).toContain("This tip jar is closed. Nothing was paid.");
    expect(jarButtons(ask)).toHaveLength(0);
    expect([balanceOf(bot, payer), balanceOf(bot, owner)]).toEqual(before);
    expect(await bot.app.deps.ledger.page(alice.id, 0, 5)).toMatchObject({ operations: [] });
  });

  it("never tells a presser whose payment went out to try again, even when counting it on the jar fails", async () => {
    const [payer, owner] = [await merchantOf(bot, alice), await merchantOf(bot, bob)];
    const before = [balanceOf(bot, payer), balanceOf(bot, owner)];
    const jar = await openJar(bob, "10k");
    const store = bot.app.deps.store;
    const id = buttonData(jar, "jar:").split(":")[1] ?? "";
    const jars = store.keyv<{ messageId?: number }>("tip-jars");
    await until(async () => (await jars.get(id))?.messageId !== undefined);
    // The store fails the jar's own write once, right after the send.
    const withLock = store.withLock.bind(store);
    let failures = 1;
    store.withLock = ((key: string, ...rest: unknown[]) => {
      if (key.startsWith("tip-jar:") && failures-- > 0) {
        return Promise.reject(new Error("the store is down"));
      }
      return (withLock as (...args: unknown[]) => unknown)(key, ...rest);
    }) as typeof store.withLock;
    const press = bot.fake.pressButton(
      alice,
      jar,
      `${buttonData(jar, "jar:").replace(/:\d+$/, ":100")}`,
    );
    expect((await answered(press)).text).toBe("✅ You put 100 sat in the tip jar of Bob.");
    expectMoved(bot, [payer, owner], before, 100);
  });

  it("closes by itself at the target, unless opened with a + to go beyond", async () => {
    await merchantOf(bot, alice);
    await merchantOf(bot, bob);
    const jar = await openJar(bob, "1k party");
    bot.fake.pressButton(alice, jar, buttonData(jar, "jar:").replace(/:\d+$/, ":1000"));
    const full = await jarShows(jar, "Target reached");
    expect(full.text).toContain("▓▓▓▓▓▓▓▓▓▓ 100%");
    expect(jarButtons(full)).toHaveLength(0);

    const open = await openJar(bob, "1k+ more party");
    expect(open.text).toContain("open beyond the target");
    bot.fake.pressButton(alice, open, buttonData(open, "jar:").replace(/:\d+$/, ":1000"));
    await jarShows(open, "1,000 sat of 1,000 sat");
    bot.fake.pressButton(carol, open, buttonData(open, "jar:").replace(/:\d+$/, ":100"));
    const beyond = await jarShows(open, "1,100 sat of 1,000 sat");
    expect(beyond.text).toContain("110%");
    expect(beyond.text).not.toContain("Target reached");
    expect(jarButtons(beyond)).toHaveLength(4);
  });

  it("refuses an owner who cannot receive, with a way to set it up", async () => {
    bot.fake.sendText(mallory, lounge, "/tipjar 5k");
    const refusal = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(refusal.text).toContain("Mallory, you cannot receive money yet");
    const markup = refusal.reply_markup as { inline_keyboard: Array<Array<{ url?: string }>> };
    expect(markup.inline_keyboard[0]?.[0]?.url).toBe("https://t.me/tip_test_bot?start=tip");
  });
});
