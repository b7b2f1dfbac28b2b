/**
 * Paid entry in the Mini App, in Chromium against the real bot: after a
 * newcomer paid the door of a group (through the Bot API fake and the
 * embedded sandbox, as in the chat), the member sees their membership and
 * its end date on the home screen, and the owner their group's price,
 * members and payments. `WEBAPP_SCREENSHOTS_DIR` keeps a picture of each.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { User } from "grammy/types";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sandboxOf } from "../../chat/group-fixture.ts";
import { startTestBot, type TestBot } from "../../support/harness.ts";
import { createUser, supergroupChat } from "../../support/telegram-fake.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { type MiniApp, openMiniApp } from "./support/telegram-stand-in.ts";

const SHOTS = process.env.WEBAPP_SCREENSHOTS_DIR;

const olga = createUser(4601, "Olga", { username: "olga_owner", language_code: "en" });
const nina = createUser(4602, "Nina", { username: "nina_new", language_code: "en" });
const club = supergroupChat(-1004600001, "Paid Club");

let browser: Browser;
let bot: TestBot;
const opened: MiniApp[] = [];

async function open(user: User): Promise<MiniApp> {
  const app = await openMiniApp(browser, {
    origin: `http://127.0.0.1:${bot.app.httpPort}`,
    botToken: bot.fake.token,
    user: {
      id: user.id,
      first_name: user.first_name,
      ...(user.username ? { username: user.username } : {}),
      language_code: "en",
    },
  });
  opened.push(app);
  return app;
}

async function shoot(app: MiniApp, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await app.page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Olga's monthly door of Paid Club, and Nina let in after paying from an outside wallet. */
async function paidMember(): Promise<void> {
  const info = bot.fake.botInfo;
  bot.fake.setChatMember(club, olga, "creator");
  bot.fake.setAdministrator(club, {
    id: info.id,
    is_bot: true,
    first_name: info.first_name,
    username: info.username,
  });
  bot.fake.openPrivateChat(olga);
  bot.fake.sendText(olga, club, "/entry 2100 monthly");
  await bot.fake.nextBotMessage(club.id, 8_000);
  const link = /https:\/\/t\.me\/\+\S+/.exec(
    (await bot.fake.nextBotMessage(olga.id, 8_000)).text ?? "",
  )?.[0];
  if (!link) throw new Error("no link");
  bot.fake.requestToJoin(nina, link);
  const invoiceMessage = await bot.fake.nextBotMessage(nina.id, 8_000);
  const code = invoiceMessage.entities?.find((entity) => entity.type === "code");
  const invoice = (invoiceMessage.caption ?? "").slice(
    code?.offset ?? 0,
    (code?.offset ?? 0) + (code?.length ?? 0),
  );
  const payer = await sandboxOf(bot).createMerchant({ balanceSat: 50_000 });
  await bot.app.gateway.account(payer).sendPayment(invoice);
  await bot.fake.waitFor(
    () => bot.fake.botMessages(nina.id).some((m) => /You're in/.test(m.text ?? "")),
    12_000,
    "Nina let in",
  );
}

describe.skipIf(!chromiumPath())("paid entry in the Mini App", () => {
  beforeAll(async () => {
    browser = await launchChromium();
    bot = await startTestBot();
    await paidMember();
  });
  afterEach(async () => {
    for (const app of opened.splice(0)) {
      expect(app.errors).toEqual([]);
      await app.close();
    }
  });
  afterAll(async () => {
    await bot?.stop();
    await browser?.close();
  });

  it("the member sees their membership and its end date", async () => {
    const app = await open(nina);
    const card = app.page.locator("section.card", { hasText: "Memberships" });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain("Paid Club");
    expect(text).toMatch(/paid until \S/);
    // Not an owner: no group's door.
    expect(await app.page.getByTestId("entry-group").count()).toBe(0);
    await shoot(app, "entry-member");
  });

  it("the owner sees the group's price, members and payments", async () => {
    const app = await open(olga);
    const group = app.page.getByTestId("entry-group");
    await group.waitFor();
    const text = await group.innerText();
    expect(text).toMatch(/Price\s+2,100 sat a month/);
    expect(text).toMatch(/@nina_new\s+paid until \S/);
    expect(text).toMatch(/@nina_new\s+2,100 sat · in/);
    expect(await app.page.locator("section.card", { hasText: "Memberships" }).count()).toBe(0);
    await shoot(app, "entry-owner");
  });
});
