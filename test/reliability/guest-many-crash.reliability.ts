/**
 * A guest tip to several (`@bot 100 @bob @carol` in a chat the bot is not
 * in) cut off by a killed process: the bot runs as its own process (`node
 * src/main.ts`, long polling, SQLite) on a gateway that outlives it, and
 * is killed (SIGKILL) between the claim of the first share's payment and
 * its send (`after-claim`, src/operations/crash-points.ts). The press of
 * Pay was confirmed to Telegram before the kill, so it never comes again.
 * After the restart on the same data, with no new update and no press, the
 * card's tips are carried on from the store: the first share, whose send
 * may or may not have left, is "unknown — not retried" and never sent
 * again; the second is paid once; the card names both.
 */
import { describe, expect, it } from "vitest";
import { logged } from "../server/support/processes.ts";
import { createUser, groupChat, supergroupChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";
import { batchCrashWorld, CARRIED_WITHIN_MS } from "./support/batch-crash.ts";
import { describeExit } from "./support/child-bot.ts";
import { expireLeases, updateHandled } from "./support/data-dir.ts";
import { botMessageMatching } from "./support/flows.ts";

const alice = createUser(7611, "Alice", { username: "alice_gcrash" });
const bob = createUser(7612, "Bob", { username: "bob_gcrash" });
const carol = createUser(7613, "Carol", { username: "carol_gcrash" });
/** Where the bot learns the @usernames. */
const group = supergroupChat(-1_001_761_000_000, "Crash Corner");
/** A chat the bot is not in: the card is a guest answer there. */
const elsewhere = groupChat(-7_610, "Map Makers");

describe("a guest tip to several killed between a share's claim and its send", () => {
  const world = batchCrashWorld({
    name: "guest-many-crash",
    users: { alice, bob, carol },
    group,
    fake: { botInfo: { supports_guest_queries: true } },
  });
  const { fake, tally, start, say, balance, sendPayments } = world;
  const dataDir = () => world.dataDir();

  it("pays each person at most once after the restart and names both on the card", async () => {
    const menusBefore = fake.calls("setMyCommands").length;
    const first = await start("after-claim");
    // The command menus go out first (20 calls through the outgoing queue): under load the
    // first updates wait behind them.
    await fake.waitFor(
      () => fake.calls("setMyCommands").length >= menusBefore + 20,
      CARRIED_WITHIN_MS,
      "the command menus set",
    );
    await say(bob, "gm");
    await say(carol, "gm");
    const summoned = fake.guestMessage(
      alice,
      elsewhere,
      `@${fake.botInfo.username} 100 @bob_gcrash @carol_gcrash thanks`,
    );
    const queryId = summoned.guest_message.guest_query_id;
    // Handled to the end: the card's record keeps its inline message id once the answer is posted.
    await until(
      () => updateHandled(dataDir(), summoned.update_id),
      "the guest message to be handled",
      CARRIED_WITHIN_MS,
    );
    const card = fake.guestAnswer(queryId);
    if (!card) throw new Error("no card");
    const markup = card.reply_markup as
      | { inline_keyboard?: Array<Array<{ callback_data?: string }>> }
      | undefined;
    const pay = markup?.inline_keyboard
      ?.flat()
      .find((button) => button.callback_data?.startsWith("gst:pay:"))?.callback_data;
    if (!pay) throw new Error(`no Pay on the card: ${card.text}`);
    const sentBefore = sendPayments();
    const press = fake.pressButton(alice, card, pay);
    const answer = await fake.waitFor(
      () => fake.answerFor(press),
      CARRIED_WITHIN_MS,
      "Pay answered",
    );
    expect(answer.text).toMatch(/Paying/);
    expect(describeExit(await first.exited)).toBe("signal SIGKILL");
    tally.add("crashPoints");
    // Telegram will not deliver the press again: it was confirmed before the process died.
    expect(fake.isConfirmed(press.update_id)).toBe(true);
    expireLeases(dataDir());
    const restarted = await start();

    const receipt = await fake.waitFor(
      () => {
        const shown = fake.guestAnswer(queryId);
        return shown?.text?.includes("Carol: 100 sat") ? shown : undefined;
      },
      CARRIED_WITHIN_MS,
      "the card to name both",
    );
    expect(receipt.text).toContain("❓ Bob: unknown — not retried");
    expect(receipt.text).toContain("✅ Carol: 100 sat");
    await botMessageMatching(fake, carol.id, 0, /Alice tipped you 100 sat/, CARRIED_WITHIN_MS);
    // Bob's share was claimed but never sent (killed before the send): it is not sent now either.
    expect(sendPayments() - sentBefore).toBe(1);
    expect(balance(bob)).toBe(0);
    expect(balance(carol)).toBe(100);
    expect(logged(restarted, '"msg":"resuming a guest tip to several a crash cut off"')).toBe(true);
    tally.add("paymentsMade", sendPayments() - sentBefore);
    tally.add("duplicatesFound", Math.max(0, sendPayments() - sentBefore - 1));
    await restarted.stop();
  }, 90_000);
});
