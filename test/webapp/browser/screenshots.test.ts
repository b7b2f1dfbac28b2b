/**
 * The Mini App's screens as a user sees them, home, history and pay, in
 * Telegram's light and dark themes at 390 px, against the real bot with a
 * month of made-up activity (the bot's clock is moved back and forward).
 * Each screen must render with no page error and nothing off its side;
 * `npm run docs:webapp` (UPDATE_WEBAPP_SCREENSHOTS=1) also writes them to
 * docs/webapp/*.png.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { User } from "grammy/types";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  DecodeResponse,
  InvoiceResponse,
  InvoiceStatusResponse,
  PayOutcome,
} from "../../../src/webapp/api-types.ts";
import { startTestBot, type TestBot } from "../../support/harness.ts";
import { createUser } from "../../support/telegram-fake.ts";
import { api, initDataFor } from "../support.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { DARK_THEME, LIGHT_THEME, type MiniApp, openMiniApp } from "./support/telegram-stand-in.ts";

const UPDATE = process.env.UPDATE_WEBAPP_SCREENSHOTS === "1";
const DOCS = path.resolve(import.meta.dirname, "../../../docs/webapp");
const DAY = 86_400_000;

const olivia = createUser(4201, "Olivia", { username: "olivia", language_code: "en" });
const shop = createUser(4202, "Corner Shop", { username: "cornershop", language_code: "en" });
const friend = createUser(4203, "Sam", { username: "sam", language_code: "en" });

let browser: Browser;
let bot: TestBot;
/** How far the bot's clock is set back (0: the real time). */
let setBack = 0;
const clock = () => Date.now() - setBack;

/** `user`'s Authorization header, dated by the bot's clock. */
function as(user: User): { authorization: string } {
  return { authorization: `tma ${initDataFor(bot, user, Math.floor(clock() / 1000))}` };
}

/** `payer` pays an invoice of `payee` for `amountSat` through the API. */
async function move(payer: User, payee: User, amountSat: number, description: string) {
  const invoice = await api<InvoiceResponse>(bot, as(payee), "POST", "/invoice", {
    amountSat,
    description,
  });
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
  const quote = await api<DecodeResponse>(bot, as(payer), "POST", "/decode", {
    text: invoice.body.bolt11,
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const paid = await api<PayOutcome>(bot, as(payer), "POST", "/pay", {
    quoteId: quote.body.quoteId,
  });
  expect(paid.body.outcome).toBe("paid");
  // The payee's side is settled by the gateway's event, signed at the real time: the bot
  // takes it on its real clock (the entries keep the dates they were made at).
  const back = setBack;
  setBack = 0;
  const settled = await api<InvoiceStatusResponse>(
    bot,
    as(payee),
    "GET",
    `/invoice/${invoice.body.id}?wait=1`,
  );
  expect(settled.body.status).toBe("paid");
  setBack = back;
}

describe.skipIf(!chromiumPath())("the Mini App's screens", () => {
  beforeAll(async () => {
    browser = await launchChromium();
    bot = await startTestBot({
      now: clock,
      env: { SANDBOX_START_BALANCE_SAT: "120000" },
    });
    // A month of life: pay in now and then, coffee and lunch out.
    const plan: [number, User, User, number, string][] = [
      [0, friend, olivia, 42_000, "rent share"],
      [2, olivia, shop, 3_500, "coffee"],
      [5, olivia, shop, 12_800, "lunch"],
      [7, friend, olivia, 8_000, "concert ticket"],
      [9, olivia, shop, 4_200, "coffee"],
      [12, olivia, friend, 15_000, "birthday gift"],
      [14, friend, olivia, 21_000, "freelance work"],
      [17, olivia, shop, 9_900, "groceries"],
      [19, olivia, shop, 3_500, "coffee"],
      [21, friend, olivia, 5_500, "pizza night"],
      [23, olivia, shop, 2_100, "bus ticket"],
    ];
    for (const [day, payer, payee, amount, description] of plan) {
      setBack = (24 - day) * DAY;
      await move(payer, payee, amount, description);
    }
    setBack = 0;
    const chosen = await api(bot, as(olivia), "PATCH", "/settings", { currency: "USD" });
    expect(chosen.status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await bot?.stop();
    await browser?.close();
  });

  async function capture(app: MiniApp, name: string) {
    expect(app.errors).toEqual([]);
    const overflow = await app.page.evaluate(
      "document.documentElement.scrollWidth - window.innerWidth",
    );
    expect(overflow, name).toBeLessThanOrEqual(0);
    if (!UPDATE) return;
    await mkdir(DOCS, { recursive: true });
    await app.page.screenshot({ path: path.join(DOCS, `${name}.png`) });
  }

  for (const [themeName, theme] of [
    ["light", LIGHT_THEME],
    ["dark", DARK_THEME],
  ] as const) {
    it(`home, history and pay in the ${themeName} theme`, async () => {
      const invoice = await api<InvoiceResponse>(bot, as(shop), "POST", "/invoice", {
        amountSat: 4_500,
        description: "Flat white and a croissant",
      });
      const app = await openMiniApp(browser, {
        origin: `http://127.0.0.1:${bot.app.httpPort}`,
        botToken: bot.fake.token,
        user: { id: olivia.id, first_name: olivia.first_name, language_code: "en" },
        theme,
        width: 390,
        height: 844,
      });
      try {
        await app.page.getByTestId("balance").waitFor();
        await app.page.locator(".chart svg").waitFor();
        await capture(app, `home-${themeName}`);

        await app.page.getByRole("button", { name: "History" }).click();
        await app.page.getByTestId("history").locator("li").nth(5).waitFor();
        await capture(app, `history-${themeName}`);
        await app.pressBackButton();

        await app.page.getByRole("button", { name: "Pay" }).click();
        await app.page.locator("textarea[name=payment]").fill(invoice.body.bolt11);
        await app.mainButtonReady(/^Check$/);
        await app.pressMainButton();
        await app.mainButtonReady(/^Pay /);
        await app.drawMainButton();
        await capture(app, `pay-${themeName}`);
      } finally {
        await app.close();
      }
    });
  }
});
