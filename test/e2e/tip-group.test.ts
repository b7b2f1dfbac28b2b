/** Group commands around tipping: a member's pay code (/lnurl), and the per-member rate limit. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parsePayTarget } from "../../src/bitcoin/lnurl.ts";
import { decodeQrImage } from "../../src/bitcoin/qr-decode.ts";
import {
  alice,
  bob,
  carol,
  lounge,
  mallory,
  merchantOf,
  sandboxOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { groupChat } from "../support/telegram-fake.ts";

let bot: TestBot;
let clock: number;
beforeEach(async () => {
  clock = Date.now();
  bot = await startTestBot({ now: () => clock });
});
afterEach(async () => {
  await bot.stop();
});

function codeInCaption(
  caption: string | undefined,
  entities: { type: string; offset: number; length: number }[] | undefined,
): string {
  const code = entities?.filter((e) => e.type === "code").at(-1);
  if (!code || !caption) throw new Error("no code in the caption");
  return caption.slice(code.offset, code.offset + code.length);
}

describe("/lnurl for a member", () => {
  it("as a reply shows that member's pay code (4.7) as QR and text", async () => {
    const merchant = await merchantOf(bot, bob);
    const message = bot.fake.sendText(bob, lounge, "who wants to pay me?").message;
    bot.fake.sendText(alice, lounge, "/lnurl", { replyTo: message });
    const photo = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(photo.method).toBe("sendPhoto");
    expect(photo.caption).toContain("Pay code of Bob");
    expect(photo.caption).toContain("test money");
    const lnurl = codeInCaption(photo.caption, photo.entities);
    expect(lnurl).toBe(sandboxOf(bot).lnurlFor(merchant));
    expect(decodeQrImage(photo.photoBytes ?? new Uint8Array())).toBe(
      `LIGHTNING:${lnurl.toUpperCase()}`,
    );
  });

  it("by @username of a member seen in this group; unknown names and non-members are refused", async () => {
    const merchant = await merchantOf(bot, bob);
    // Privacy mode: the bot sees Bob through his command, not through chatter.
    bot.fake.sendText(bob, lounge, "/lnurl");
    await bot.fake.nextBotMessage(lounge.id, 8_000);
    bot.fake.sendText(alice, lounge, "/lnurl @BobBy_Sats");
    const photo = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(photo.caption).toContain("Pay code of Bob");
    expect(codeInCaption(photo.caption, photo.entities)).toBe(sandboxOf(bot).lnurlFor(merchant));

    bot.fake.sendText(alice, lounge, "/lnurl @nobody_here");
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain(
      "I do not know @nobody_here in this group",
    );
    // Carol is known from another group, but is no member of this one.
    await merchantOf(bot, carol);
    const otherGroup = groupChat(-777);
    bot.fake.sendText(carol, otherGroup, "/lnurl");
    await bot.fake.nextBotMessage(otherGroup.id, 8_000);
    bot.fake.sendText(alice, lounge, "/lnurl @carol_tips");
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain(
      "I do not know @carol_tips in this group",
    );
  });

  it("for a member without account shows their lightning address's code, or says there is none", async () => {
    const lonely = bot.fake.sendText(mallory, lounge, "hi").message;
    bot.fake.sendText(alice, lounge, "/lnurl", { replyTo: lonely });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain(
      "Mallory has no account with me and no lightning address",
    );
    expect(await bot.app.deps.accounts.findExisting(mallory.id)).toBeUndefined();

    await bot.app.deps.preferences.update(mallory.id, {
      lightningAddress: "mallory@wallet.example",
    });
    bot.fake.sendText(alice, lounge, "/lnurl", { replyTo: lonely });
    const photo = await bot.fake.nextBotMessage(lounge.id, 8_000);
    expect(photo.caption).toContain("mallory@wallet.example");
    expect(codeInCaption(photo.caption, photo.entities)).toBe(
      parsePayTarget("mallory@wallet.example")?.lnurl,
    );

    bot.fake.sendText(alice, lounge, "/lnurl", { replyTo: photo });
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain(
      "Bots have no pay code",
    );
  });
});

describe("group command rate limit", () => {
  it("answers six commands a minute per member, warns once, then ignores until the minute passes", async () => {
    const helpAnswered = async (from: typeof alice) => {
      const command = bot.fake.sendText(from, lounge, "/help").message;
      const answer = await bot.fake.nextBotMessage(lounge.id, 8_000);
      expect(answer.text).toContain("I am a lightning wallet bot");
      expect(answer.reply_to_message_id).toBe(command.message_id);
    };
    for (let i = 0; i < 6; i++) await helpAnswered(alice);
    bot.fake.sendText(alice, lounge, "/help");
    expect((await bot.fake.nextBotMessage(lounge.id, 8_000)).text).toContain("Slow down, Alice");
    const ignored = bot.fake.sendText(alice, lounge, "/help").message;
    // Others are not affected, and their answer shows the ignored command was handled (in order).
    await helpAnswered(bob);
    expect(
      bot.fake.botMessages(lounge.id).filter((m) => m.message_id > ignored.message_id),
    ).toHaveLength(1);

    clock += 61_000;
    await helpAnswered(alice);
  });
});
