/**
 * Where the chat offers the Mini App: the menu button, /start and /balance
 * in private chats, a link to the private chat in groups; and only when the
 * app is served over https.
 */
import { GrammyError, InlineKeyboard } from "grammy";
import { afterEach, describe, expect, it } from "vitest";
import { startTestBot, type TestBot } from "../support/harness.ts";
import {
  createUser,
  type FakeMessage,
  privateChat,
  supergroupChat,
} from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";

let bot: TestBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

const APP_URL = "https://wallet.example.com/app/";
const alice = createUser(3201, "Alice", { username: "alice" });
const lounge = supergroupChat(-1003201, "Lounge");

type Button = { text: string; web_app?: { url: string }; url?: string };

function buttons(message: FakeMessage): Button[] {
  const markup = message.reply_markup as { inline_keyboard?: Button[][] } | undefined;
  return markup?.inline_keyboard?.flat() ?? [];
}

async function reply(started: TestBot, chat: { id: number }, text: string): Promise<FakeMessage> {
  started.fake.sendText(alice, chat as ReturnType<typeof privateChat>, text);
  return started.fake.nextBotMessage(chat.id, 8_000);
}

describe("with an https PUBLIC_URL", () => {
  it("sets the menu button and offers the app under /start and /balance", async () => {
    const started = await startTestBot({ env: { PUBLIC_URL: "https://wallet.example.com/" } });
    bot = started;
    await until(() => started.fake.setting("setChatMenuButton") !== undefined);
    expect(started.fake.setting("setChatMenuButton")).toMatchObject({
      menu_button: { type: "web_app", text: "👛 Open wallet", web_app: { url: APP_URL } },
    });
    const chat = privateChat(alice);
    const welcome = await reply(started, chat, "/start");
    expect(buttons(welcome)).toContainEqual({ text: "👛 Open wallet", web_app: { url: APP_URL } });
    const balance = await reply(started, chat, "/balance");
    expect(balance.text).toContain("Spendable");
    expect(buttons(balance)).toContainEqual({ text: "👛 Open wallet", web_app: { url: APP_URL } });
    // The group's link lands here, with the button.
    const fromGroup = await reply(started, chat, "/start app");
    expect(buttons(fromGroup)).toEqual([{ text: "👛 Open wallet", web_app: { url: APP_URL } }]);
  });

  it("labels a private chat's menu button in its language at /start", async () => {
    const started = await startTestBot({ env: { PUBLIC_URL: "https://wallet.example.com/" } });
    bot = started;
    const hans = createUser(3203, "Hans", { username: "hans", language_code: "de" });
    await until(() => started.fake.setting("setChatMenuButton") !== undefined);
    started.fake.sendText(hans, privateChat(hans), "/start");
    const welcome = await started.fake.nextBotMessage(hans.id, 8_000);
    expect(buttons(welcome)).toContainEqual({
      text: "👛 Wallet öffnen",
      web_app: { url: APP_URL },
    });
    await until(() => started.fake.setting("setChatMenuButton")?.chat_id === hans.id);
    expect(started.fake.setting("setChatMenuButton")).toMatchObject({
      chat_id: hans.id,
      menu_button: { type: "web_app", text: "👛 Wallet öffnen", web_app: { url: APP_URL } },
    });
  });

  it("in a group, links to the private chat instead (Telegram refuses web_app buttons there)", async () => {
    const started = await startTestBot({ env: { PUBLIC_URL: "https://wallet.example.com" } });
    bot = started;
    const answer = await reply(started, lounge, "/start");
    const all = buttons(answer);
    expect(all.some((b) => b.web_app)).toBe(false);
    expect(all).toContainEqual({
      text: "👛 Open wallet",
      url: "https://t.me/tip_test_bot?start=app",
    });
    // The fake answers as Telegram does to a web_app button in a group.
    const refused = await started.app.bot.api
      .sendMessage(lounge.id, "x", {
        reply_markup: new InlineKeyboard().webApp("open", APP_URL),
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GrammyError);
    expect((refused as GrammyError).description).toContain("BUTTON_TYPE_INVALID");
  });
});

describe("without an https PUBLIC_URL", () => {
  for (const env of [{}, { PUBLIC_URL: "http://wallet.example.com" }]) {
    it(`shows no app button (${JSON.stringify(env)})`, async () => {
      const started = await startTestBot({ env });
      bot = started;
      const chat = privateChat(alice);
      const welcome = await reply(started, chat, "/start");
      expect(buttons(welcome).some((b) => b.web_app)).toBe(false);
      const balance = await reply(started, chat, "/balance");
      expect(buttons(balance)).toEqual([]);
      const group = await reply(started, lounge, "/start");
      expect(buttons(group).some((b) => b.url?.includes("start=app"))).toBe(false);
      expect(started.fake.setting("setChatMenuButton")).toBeUndefined();
    });
  }
});
