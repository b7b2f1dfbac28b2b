/**
 * The Mini App left open past initData's hour (Telegram signs it once, when
 * the app opens): every call is then refused with 401. And refused at its
 * first call, before the API named the user's language: said in Telegram's. The page must say so,
 * in the user's words, on every screen that is waiting or pressed, and lose
 * nothing. The app is opened near the end of its hour and the bot's clock
 * (injected) moved on a few minutes: the invoices made meanwhile are still
 * unexpired.
 */
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceResponse } from "../../../src/webapp/api-types.ts";
import { startTestBot, type TestBot } from "../../support/harness.ts";
import { createUser } from "../../support/telegram-fake.ts";
import { api, balanceOf } from "../support.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { type MiniApp, openMiniApp } from "./support/telegram-stand-in.ts";

/** The app is opened 58 minutes into its hour; the clock then moves on by this much. */
const OPENED_AGO_S = 58 * 60;
const LATER_MS = 5 * 60_000;
const UNAUTHORIZED_DE = "Diese Seite konnte nicht bestätigen, wer du bist";

let browser: Browser;
let bot: TestBot;
let skewMs = 0;
const opened: MiniApp[] = [];

const hans = createUser(4301, "Hans", { username: "hans_x", language_code: "de" });
const dora = createUser(4302, "Dora", { username: "dora_x", language_code: "de" });

async function open(user: typeof hans): Promise<MiniApp> {
  const app = await openMiniApp(browser, {
    origin: `http://127.0.0.1:${bot.app.httpPort}`,
    botToken: bot.fake.token,
    authDate: Math.floor(Date.now() / 1000) - OPENED_AGO_S,
    user: {
      id: user.id,
      first_name: user.first_name,
      ...(user.username ? { username: user.username } : {}),
      ...(user.language_code ? { language_code: user.language_code } : {}),
    },
  });
  opened.push(app);
  return app;
}

describe.skipIf(!chromiumPath())("the Mini App open for more than an hour", () => {
  beforeAll(async () => {
    browser = await launchChromium();
    bot = await startTestBot({
      now: () => Date.now() + skewMs,
      env: { WEBAPP_LONG_POLL_MS: "300" },
    });
  });
  afterEach(async () => {
    skewMs = 0;
    for (const app of opened.splice(0)) {
      expect(app.errors.filter((line) => !line.includes("status of 401"))).toEqual([]);
      await app.close();
    }
  });
  afterAll(async () => {
    await bot?.stop();
    await browser?.close();
  });

  it("Receive: a waiting invoice says the page must be reopened, and the invoice stays", async () => {
    const app = await open(hans);
    await app.page.getByTestId("balance").waitFor();
    await app.page.getByRole("button", { name: "Empfangen" }).click();
    await app.page.locator("input[name=amount]").fill("1500");
    await app.mainButtonReady(/^Rechnung erstellen$/);
    await app.pressMainButton();
    await app.page.locator(".qr-image").waitFor();
    await expect
      .poll(() => app.page.getByTestId("invoice-status").textContent())
      .toContain("Warte auf die Zahlung");
    const polls = app.apiCalls.length;
    skewMs = LATER_MS;
    await expect.poll(() => app.apiStatuses.includes(401), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => app.page.locator(".layer:not([hidden]) .invoice").innerText())
      .toContain(UNAUTHORIZED_DE);
    expect(app.apiCalls.length).toBeGreaterThan(polls);
    // The invoice is the user's still: in the history, payable.
    skewMs = 0;
    const history = await api<{ entries: { kind: string; amountSat: number }[] }>(
      bot,
      hans,
      "GET",
      "/history",
    );
    expect(history.body.entries[0]).toMatchObject({ kind: "invoice", amountSat: 1500 });
  });

  it("Pay pressed after the hour: refused in words, nothing moves", async () => {
    const made = await api<InvoiceResponse>(bot, dora, "POST", "/invoice", { amountSat: 700 });
    expect(made.status).toBe(200);
    const app = await open(hans);
    await app.page.getByTestId("balance").waitFor();
    await app.page.getByRole("button", { name: "Bezahlen" }).click();
    await app.page.locator("textarea[name=payment]").fill(made.body.bolt11);
    await app.mainButtonReady(/^Prüfen$/);
    await app.pressMainButton();
    await app.mainButtonReady(/bezahlen$/);
    const before = [await balanceOf(bot, hans), await balanceOf(bot, dora)];
    skewMs = LATER_MS;
    await app.pressMainButton();
    await expect
      .poll(() => app.page.locator(".layer:not([hidden]) .error").innerText())
      .toContain(UNAUTHORIZED_DE);
    expect(await app.page.getByTestId("outcome").count()).toBe(0);
    expect([await balanceOf(bot, hans), await balanceOf(bot, dora)]).toEqual(before);
  });

  it("refused at the first call, says so in the language Telegram gives, before any texts load", async () => {
    const app = await openMiniApp(browser, {
      origin: `http://127.0.0.1:${bot.app.httpPort}`,
      botToken: bot.fake.token,
      user: { id: hans.id, first_name: hans.first_name, language_code: "ru" },
      authDate: Math.floor(Date.now() / 1000) - 2 * 3600,
    });
    opened.push(app);
    await app.page.locator(".error").waitFor();
    expect(await app.page.locator("main").innerText()).toContain(
      "Страница не смогла подтвердить, кто вы",
    );
    expect(await app.page.getByRole("button", { name: "Повторить" }).count()).toBe(1);
  });

  it("opened outside Telegram, says where to open it in the browser's language", async () => {
    const context = await browser.newContext({ locale: "de-DE" });
    try {
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${bot.app.httpPort}/app/`);
      await page.getByText("Öffne diese Seite in Telegram aus dem Chat mit dem Bot.").waitFor();
    } finally {
      await context.close();
    }
  });

  it("logged none of the initData it was sent, accepted or refused", () => {
    const written = bot.logs.join("\n");
    expect(written).toContain("webapp call refused: initData");
    expect(written).not.toMatch(/auth_date=|tma |hash=[0-9a-f]{64}|%22first_name%22/);
  });
});
