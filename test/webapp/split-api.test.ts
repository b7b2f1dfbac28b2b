/** The bills in the Mini App: what one owes and is owed, and paying a share there through the same engine path. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { usernameDirectory } from "../../src/accounts/members.ts";
import type { BillsResponse, PayOutcome, SharePayPreview } from "../../src/webapp/api-types.ts";
import { alice, bob, carol, joinGroup, lounge } from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { api, balanceOf } from "./support.ts";

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot({ env: { GROUP_COMMANDS_PER_MINUTE: "100" } });
  for (const user of [alice, bob, carol]) bot.fake.openPrivateChat(user);
  joinGroup(bot.fake, [alice, bob, carol]);
  for (const user of [bob, carol]) await usernameDirectory(bot.app.deps.store).learn(user);
});
afterEach(async () => {
  await bot.stop();
});

describe("bills in the Mini App", () => {
  it("lists a member's share, pays it once after Confirm, and shows the organiser how far the bill got", async () => {
    await balanceOf(bot, alice);
    bot.fake.sendText(alice, lounge, "/split 900 @bobby_sats @carol_tips Pizza");
    const card = await bot.fake.nextBotMessage(lounge.id, 10_000);
    const owes = await api<BillsResponse>(bot, bob, "GET", "/split");
    expect(owes.status).toBe(200);
    expect(owes.body.owe).toEqual([
      expect.objectContaining({
        what: "Pizza",
        to: "Alice",
        shareSat: 300,
        chat: "Lightning Lounge",
      }),
    ]);
    const billId = owes.body.owe[0]?.billId;
    const before = [await balanceOf(bot, bob), await balanceOf(bot, alice)];

    const preview = await api<SharePayPreview>(bot, bob, "POST", "/split/pay", { billId });
    expect(preview.body).toMatchObject({ outcome: "confirm", amountSat: 300, to: "Alice" });
    const quoteId = preview.body.outcome === "confirm" ? preview.body.quoteId : "";
    // A second ask while the first is to be confirmed gives the same payment to confirm.
    const again = await api<SharePayPreview>(bot, bob, "POST", "/split/pay", { billId });
    expect(again.body).toMatchObject({ outcome: "confirm", quoteId });
    // Only its payer may confirm it.
    expect((await api(bot, carol, "POST", "/split/confirm", { quoteId })).status).toBe(404);
    const [first, second] = await Promise.all([
      api<PayOutcome>(bot, bob, "POST", "/split/confirm", { quoteId }),
      api<PayOutcome>(bot, bob, "POST", "/split/confirm", { quoteId }),
    ]);
    expect([first.body.outcome, second.body.outcome]).toContain("paid");
    expect([await balanceOf(bot, bob), await balanceOf(bot, alice)]).toEqual([
      (before[0] ?? 0) - 300,
      (before[1] ?? 0) + 300,
    ]);
    await bot.fake.waitFor(
      () => bot.fake.message(card)?.text?.includes("✅ Bob: 300 sat"),
      10_000,
      "the card to show Bob paid",
    );
    expect((await api<BillsResponse>(bot, bob, "GET", "/split")).body.owe).toEqual([]);
    const owed = await api<BillsResponse>(bot, alice, "GET", "/split");
    expect(owed.body.owed).toEqual([
      expect.objectContaining({
        what: "Pizza",
        state: "open",
        paid: 1,
        count: 2,
        paidSat: 300,
        billedSat: 600,
      }),
    ]);
  });
});
