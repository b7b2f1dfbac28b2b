/**
 * A /tip to several cut off by a killed process: the bot runs as its own
 * process (`node src/main.ts`, long polling, SQLite) on a gateway that
 * outlives it, and is killed (SIGKILL) between the claim of the first
 * share's payment and its send (`after-claim`, src/operations/crash-points.ts).
 * The /tip was confirmed to Telegram before the kill, so it never comes
 * again. After the restart on the same data, with no new update, the batch
 * is carried on from the store: the first share, whose send may or may not
 * have left, is "unknown — not retried" and never sent again; the second is
 * paid once; the receipt names both and the tipper is told in private.
 */
import { describe, expect, it } from "vitest";
import { logged } from "../server/support/processes.ts";
import { createUser, supergroupChat } from "../support/telegram-fake.ts";
import { batchCrashWorld, CARRIED_WITHIN_MS } from "./support/batch-crash.ts";
import { describeExit } from "./support/child-bot.ts";
import { expireLeases } from "./support/data-dir.ts";
import { botMessageMatching } from "./support/flows.ts";

const alice = createUser(7601, "Alice", { username: "alice_crash" });
const bob = createUser(7602, "Bob", { username: "bob_crash" });
const carol = createUser(7603, "Carol", { username: "carol_crash" });
const group = supergroupChat(-1_001_760_000_000, "Crash Corner");

describe("a /tip to several killed between a share's claim and its send", () => {
  const world = batchCrashWorld({
    name: "tip-many-crash",
    users: { alice, bob, carol },
    group,
  });
  const { fake, tally, start, say, balance, sendPayments } = world;
  const dataDir = () => world.dataDir();

  it("pays each person at most once after the restart, names both on the receipt, tells the tipper", async () => {
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
    const sentBefore = sendPayments();
    const tip = fake.sendText(alice, group, "/tip 100 @bob_crash @carol_crash thanks");
    const working = await botMessageMatching(
      fake,
      group.id,
      tip.message.message_id,
      /Tipping/,
      CARRIED_WITHIN_MS,
    );
    expect(describeExit(await first.exited)).toBe("signal SIGKILL");
    tally.add("crashPoints");
    // Telegram will not deliver it again: it was confirmed before the process died.
    expect(fake.isConfirmed(tip.update_id)).toBe(true);
    expireLeases(dataDir());
    const restarted = await start();

    const receipt = await fake.waitFor(
      () => {
        const shown = fake.message(working);
        return shown?.text?.includes("Carol: 100 sat") ? shown : undefined;
      },
      CARRIED_WITHIN_MS,
      "the receipt to name both",
    );
    expect(receipt.text).toContain("❓ Bob: unknown — not retried");
    expect(receipt.text).toContain("✅ Carol: 100 sat");
    const note = await botMessageMatching(fake, alice.id, 0, /not retried/, CARRIED_WITHIN_MS);
    expect(note.text).toMatch(/Bob|@bob_crash/);
    await botMessageMatching(fake, carol.id, 0, /Alice tipped you 100 sat/, CARRIED_WITHIN_MS);
    // Bob's share was claimed but never sent (killed before the send): it is not sent now either.
    expect(sendPayments() - sentBefore).toBe(1);
    expect(balance(bob)).toBe(0);
    expect(balance(carol)).toBe(100);
    expect(logged(restarted, '"msg":"resuming a /tip to several a crash cut off"')).toBe(true);
    tally.add("paymentsMade", sendPayments() - sentBefore);
    tally.add("duplicatesFound", Math.max(0, sendPayments() - sentBefore - 1));
    await restarted.stop();
  }, 90_000);
});
