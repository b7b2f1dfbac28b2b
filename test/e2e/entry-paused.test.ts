/**
 * Paid entry when the owner's account is gone: the bot on a real gateway (a
 * standalone sandbox reached over HTTP, so accounts are connected with
 * /connect and not made on first use), the owner turns entry on, then
 * /disconnect. A newcomer's request gets "entry paused" and no invoice, it
 * waits for the admins, and the owner is told why.
 */
import type { User } from "grammy/types";
import { afterEach, expect, it } from "vitest";
import { type Sandbox, startSandbox } from "../../src/sandbox/server.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat, supergroupChat } from "../support/telegram-fake.ts";

const olga = createUser(5101, "Olga", { username: "olga_owner" });
const nina = createUser(5102, "Nina", { username: "nina_new" });
const club = supergroupChat(-1005550101, "Paid Club");

let bot: TestBot | undefined;
let gateway: Sandbox | undefined;
afterEach(async () => {
  await bot?.stop();
  await gateway?.close();
  bot = undefined;
  gateway = undefined;
});

/** The bot's own user, for giving it rights in the group. */
function botUser(test: TestBot): User {
  const info = test.fake.botInfo;
  return { id: info.id, is_bot: true, first_name: info.first_name, username: info.username };
}

/** Runs /connect for `user` with a new merchant of the gateway; resolves with the bot's last answer. */
async function connect(test: TestBot, sandbox: Sandbox, user: User): Promise<string> {
  const creds = await sandbox.createMerchant({ balanceSat: 10_000 });
  const chat = privateChat(user);
  test.fake.sendText(user, chat, "/connect");
  await test.fake.nextBotMessage(chat.id, 8_000);
  await test.fake.nextBotMessage(chat.id);
  test.fake.sendText(user, chat, creds.merchantId);
  await test.fake.nextBotMessage(chat.id);
  test.fake.sendText(user, chat, creds.apiKey);
  await test.fake.nextBotMessage(chat.id);
  test.fake.sendText(user, chat, creds.secretKey);
  expect((await test.fake.nextBotMessage(chat.id)).text).toMatch(/Checking/);
  return (await test.fake.nextBotMessage(chat.id, 8_000)).text ?? "";
}

it("the owner disconnects their account: entry paused, no invoice, the request waits, the owner told", async () => {
  gateway = await startSandbox({ port: 0 });
  const test = await startTestBot({
    env: { GATEWAY_BASE_URL: gateway.url, BITCOIN_NETWORK: "regtest" },
  });
  bot = test;
  test.fake.setChatMember(club, olga, "creator");
  test.fake.setAdministrator(club, botUser(test));
  test.fake.openPrivateChat(olga);
  expect(await connect(test, gateway, olga)).toMatch(/Connected merchant/);

  test.fake.sendText(olga, club, "/entry 2100");
  expect((await test.fake.nextBotMessage(club.id, 8_000)).text).toMatch(/Paid entry is on/);
  const link = /https:\/\/t\.me\/\+\S+/.exec(
    (await test.fake.nextBotMessage(olga.id, 8_000)).text ?? "",
  )?.[0];
  if (!link) throw new Error("no link in the owner's message");

  test.fake.sendText(olga, privateChat(olga), "/disconnect");
  expect((await test.fake.nextBotMessage(olga.id, 8_000)).text).toMatch(
    /merchant account was removed/,
  );

  test.fake.requestToJoin(nina, link);
  await test.fake.waitFor(
    () => test.fake.botMessages(nina.id).some((m) => /is paused/.test(m.text ?? "")),
    12_000,
    "entry paused to Nina",
  );
  await test.fake.waitFor(
    () =>
      test.fake
        .botMessages(olga.id)
        .some((m) => /paid entry is paused: your account is not connected/.test(m.text ?? "")),
    12_000,
    "entry paused to Olga",
  );
  expect(test.fake.pendingJoinRequest(club, nina)).toBeDefined();
  expect(test.fake.botMessages(nina.id).filter((m) => m.method === "sendPhoto")).toHaveLength(0);
  expect(test.fake.calls("approveChatJoinRequest")).toHaveLength(0);
  expect(test.fake.calls("declineChatJoinRequest")).toHaveLength(0);
});
