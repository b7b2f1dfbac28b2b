/**
 * A question about money is bound to the account connection it was asked
 * for, as /pay's confirmation is: a giveaway, a rain or a tip jar payment
 * asked for one account and confirmed after the payer connected another
 * (here: the old sandbox account gone, a new one made) moves nothing.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  alice,
  answerOf,
  balanceOf,
  bob,
  botUser,
  buttonData,
  joinGroup,
  lounge,
  merchantOf,
} from "../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";

const ANSWER_MS = 10_000;
const CHANGED = "Your account changed since this was shown. Nothing was sent: start again.";

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

/** Alice's account is replaced by another one: her old merchant id, and the new one. */
async function aliceConnectsAnother(test: TestBot): Promise<[string, string]> {
  const old = await merchantOf(test, alice);
  await test.app.deps.accounts.disconnect(alice.id);
  const fresh = await merchantOf(test, alice);
  expect(fresh).not.toBe(old);
  return [old, fresh];
}

describe("a question asked for one account and confirmed after another", () => {
  it("makes no giveaway", async () => {
    bot = await startTestBot();
    const test = bot;
    await merchantOf(test, alice);
    test.fake.sendText(alice, lounge, "/giveaway 1000 2");
    const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    const [old, fresh] = await aliceConnectsAnother(test);
    const before = [balanceOf(test, old), balanceOf(test, fresh)];
    const press = test.fake.pressButton(alice, question, buttonData(question, "gw:ok:"));
    expect((await answerOf(test, press)).text).toBe(CHANGED);
    expect(await test.app.deps.offers.openOf(alice.id)).toEqual([]);
    // Nor does a second press.
    const again = test.fake.pressButton(alice, question, buttonData(question, "gw:ok:"), {
      unchecked: true,
    });
    expect((await answerOf(test, again)).text).not.toContain("posted");
    expect(await test.app.deps.offers.openOf(alice.id)).toEqual([]);
    expect([balanceOf(test, old), balanceOf(test, fresh)]).toEqual(before);
  });

  it("makes no rain", async () => {
    bot = await startTestBot();
    const test = bot;
    test.fake.setChatMember(lounge, botUser(test), "administrator");
    await merchantOf(test, alice);
    const bobMerchant = await merchantOf(test, bob);
    for (const member of [bob, alice]) test.fake.sendText(member, lounge, "gm");
    test.fake.sendText(alice, lounge, "/rain 100");
    const question = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    const [old, fresh] = await aliceConnectsAnother(test);
    const before = [balanceOf(test, old), balanceOf(test, fresh), balanceOf(test, bobMerchant)];
    const press = test.fake.pressButton(alice, question, buttonData(question, "rain:ok:"));
    expect((await answerOf(test, press)).text).toBe(CHANGED);
    const again = test.fake.pressButton(alice, question, buttonData(question, "rain:ok:"), {
      unchecked: true,
    });
    expect((await answerOf(test, again)).text).not.toContain("Making it rain");
    expect([balanceOf(test, old), balanceOf(test, fresh), balanceOf(test, bobMerchant)]).toEqual(
      before,
    );
  });

  it("pays nothing into a tip jar", async () => {
    bot = await startTestBot();
    const test = bot;
    test.fake.openPrivateChat(alice);
    await test.app.deps.preferences.update(alice.id, { tipConfirmAboveSat: 500 });
    await merchantOf(test, alice);
    const owner = await merchantOf(test, bob);
    // A jar's presses count from the group's members only.
    joinGroup(test.fake, [alice, bob]);
    test.fake.sendText(bob, lounge, "/tipjar 10k");
    const jar = await test.fake.nextBotMessage(lounge.id, ANSWER_MS);
    const id = buttonData(jar, "jar:").split(":")[1];
    test.fake.pressButton(alice, jar, `jar:${id}:1000`);
    const ask = await test.fake.nextBotMessage(alice.id, ANSWER_MS);
    const [old, fresh] = await aliceConnectsAnother(test);
    const before = [balanceOf(test, old), balanceOf(test, fresh), balanceOf(test, owner)];
    const press = test.fake.pressButton(alice, ask, buttonData(ask, "send:ok:"));
    expect((await answerOf(test, press)).text).toBe(CHANGED);
    await test.fake.waitFor(
      () => test.fake.message(ask)?.text?.includes("no longer connected"),
      ANSWER_MS,
      "the confirmation to say so",
    );
    expect([balanceOf(test, old), balanceOf(test, fresh), balanceOf(test, owner)]).toEqual(before);
  });
});
