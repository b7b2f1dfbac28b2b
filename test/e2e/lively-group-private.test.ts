/**
 * A lively group's queue is long: answers only the asker needs (/top, a
 * refused /tip) go to the asker's private chat, within two seconds, when
 * the asker has opened the bot; a member who never did gets theirs in the
 * group, in its turn. (The presses at the group's budget are in
 * lively-group.test.ts.)
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { alice, joinGroup, lounge, merchantOf } from "../bot/group-fixture.ts";
import type { TestBot } from "../support/harness.ts";
import { createUser, type TelegramFake } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";
import {
  outgoingQueueLength,
  PAID_WITHIN_MS,
  startLivelyBot,
  WAIT_MS,
} from "./support/lively-group.ts";

let fake: TelegramFake;
let bot: TestBot;

beforeEach(async () => {
  ({ fake, bot } = await startLivelyBot());
});
afterEach(async () => {
  await bot.stop();
  await fake.close();
});

describe("a lively group's long queue", () => {
  it("answers /top and a refused /tip in the asker's private chat while the group's queue is long", async () => {
    const askers = Array.from({ length: 10 }, (_, i) => createUser(7401 + i, `Asker${i}`));
    const zed = createUser(7501, "Zed");
    fake.openPrivateChat(alice);
    await merchantOf(bot, alice);
    joinGroup(fake, [alice, zed, ...askers]);
    // Ten members who never opened the bot ask for /help: their answers queue for the group.
    for (const asker of askers) fake.sendText(asker, lounge, "/help");
    await until(
      async () => (await outgoingQueueLength(bot)) >= 5,
      "the group's queue to grow",
      WAIT_MS,
    );
    const top = fake.sendText(alice, lounge, "/top");
    const refused = fake.sendText(alice, lounge, "/tip 100");
    const ownTop = fake.sendText(zed, lounge, "/top");
    const topNote = await fake.waitFor(
      () => fake.botMessages(alice.id).find((m) => m.text?.includes("No payments in this group")),
      WAIT_MS,
      "Alice's /top in private",
    );
    expect(topNote.text).toContain("From Lightning Lounge: answered here");
    const hint = await fake.waitFor(
      () => fake.botMessages(alice.id).find((m) => m.text?.includes("Reply to")),
      WAIT_MS,
      "the refusal of Alice's /tip in private",
    );
    const topAt = fake.calls("sendMessage").find((c) => c.params.text === topNote.text)?.at ?? 0;
    expect(topAt - (fake.deliveredAt(top.update_id) ?? 0)).toBeLessThanOrEqual(PAID_WITHIN_MS);
    expect(hint.text).toContain("Lightning Lounge");
    // Zed never opened the bot: his answer waits for the group's turn, as a reply.
    const zedsTop = await fake.waitFor(
      () =>
        fake
          .botMessages(lounge.id)
          .find(
            (m) =>
              (m.params.reply_parameters as { message_id?: number } | undefined)?.message_id ===
              ownTop.message.message_id,
          ),
      WAIT_MS,
      "Zed's /top in the group",
    );
    expect(zedsTop.text).toContain("No payments in this group");
    // Nothing of Alice's in the group.
    for (const asked of [top, refused]) {
      expect(
        fake
          .botMessages(lounge.id)
          .some(
            (m) =>
              (m.params.reply_parameters as { message_id?: number } | undefined)?.message_id ===
              asked.message.message_id,
          ),
      ).toBe(false);
    }
  }, 120_000);
});
