/**
 * Every screen of the Mini App at 320 px (the narrowest phone Telegram
 * runs on) in German, whose words are among the longest: receive (form and
 * invoice), pay (a checked invoice), send (form and preview), home, the
 * history and an entry's sheet; and settings in each of the nine languages.
 * Nothing may run off the side, no word may be cut by its box (but for a
 * list's ellipsis) or split across two lines (codes and invoices aside),
 * a select shows its choice whole, and every button is in sight. With WEBAPP_SCREENSHOTS_DIR set,
 * each screen is also written there as a PNG (to look at; nothing is
 * compared).
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DecodeResponse, InvoiceResponse, PayOutcome } from "../../../src/webapp/api-types.ts";
import { startTestBot, type TestBot } from "../../support/harness.ts";
import { createUser, privateChat } from "../../support/telegram-fake.ts";
import { api } from "../support.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { type MiniApp, MiniAppPages, openMiniApp } from "./support/telegram-stand-in.ts";

const SHOTS = process.env.WEBAPP_SCREENSHOTS_DIR;

const hans = createUser(4401, "Hans", { username: "hans_n", language_code: "de" });
const greta = createUser(4402, "Greta", { username: "greta_n", language_code: "de" });

let browser: Browser;
/** Pages kept from one app to the next (a fresh context per app cost Chromium 0.3 CPU-s). */
let pages: MiniAppPages;
let bot: TestBot;

describe.skipIf(!chromiumPath())("the Mini App at 320 px, in German", () => {
  beforeAll(async () => {
    browser = await launchChromium();
    pages = new MiniAppPages(browser);
    bot = await startTestBot();
    // Greta is known to the bot (a send to her is a send, not a pledge).
    bot.fake.sendText(greta, privateChat(greta), "/start");
    await bot.fake.nextBotMessage(greta.id, 8_000);
    expect((await api(bot, hans, "PATCH", "/settings", { currency: "EUR" })).status).toBe(200);
  });
  afterAll(async () => {
    await bot?.stop();
    await browser?.close();
  });

  /** Checks the screen on view fits, and writes its picture when asked. */
  async function check(app: MiniApp, name: string) {
    expect(app.errors).toEqual([]);
    const fit = (await app.page.evaluate(`(() => {
      const over = document.documentElement.scrollWidth - window.innerWidth;
      const cut = [...document.querySelectorAll(".layer:not([hidden]) *")]
        .filter((el) => el.children.length === 0 && el.scrollWidth > el.clientWidth + 1
          && getComputedStyle(el).overflowX !== "visible"
          && getComputedStyle(el).textOverflow !== "ellipsis" && el.tagName !== "INPUT"
          && el.tagName !== "TEXTAREA" && el.tagName !== "SELECT")
        .map((el) => el.textContent);
      // Words split across two lines (at a hyphen is fine; codes, hashes and addresses in
      // .mono and .ident may be).
      const split = [];
      for (const el of document.querySelectorAll(".layer:not([hidden]) *")) {
        if (el.closest(".mono, .ident")) continue;
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue;
          for (const found of node.textContent.matchAll(/[^\\s-]+/g)) {
            const range = document.createRange();
            range.setStart(node, found.index);
            range.setEnd(node, found.index + found[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) split.push(found[0]);
          }
        }
      }
      // A select shows its chosen option whole, beside its arrow (Chromium's takes 20 px).
      const measure = document.createElement("canvas").getContext("2d");
      for (const select of document.querySelectorAll(".layer:not([hidden]) select")) {
        const style = getComputedStyle(select);
        measure.font = style.font;
        const text = select.selectedOptions[0]?.textContent ?? "";
        const room = select.clientWidth - parseFloat(style.paddingLeft)
          - parseFloat(style.paddingRight) - 20;
        if (measure.measureText(text).width > room) cut.push(text);
      }
      // Every button can be seen whole, without scrolling sideways.
      for (const button of document.querySelectorAll(".layer:not([hidden]) button")) {
        const box = button.getBoundingClientRect();
        if (box.width > 0 && (box.left < 0 || box.right > window.innerWidth)) {
          cut.push(button.textContent);
        }
      }
      return { over, cut, split };
    })()`)) as { over: number; cut: string[]; split: string[] };
    // The picture first: it shows what a failed check below complains of.
    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      await app.drawMainButton();
      await app.page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
    }
    expect(fit.over, name).toBeLessThanOrEqual(0);
    expect(fit.cut, name).toEqual([]);
    expect(fit.split, name).toEqual([]);
  }

  async function open(): Promise<MiniApp> {
    const app = await openMiniApp(pages, {
      origin: `http://127.0.0.1:${bot.app.httpPort}`,
      botToken: bot.fake.token,
      user: { id: hans.id, first_name: hans.first_name, language_code: "de" },
      width: 320,
      height: 640,
    });
    await app.page.getByTestId("balance").waitFor();
    return app;
  }

  it("receive: the form, then the invoice", async () => {
    const app = await open();
    try {
      await app.page.getByRole("button", { name: "Empfangen" }).click();
      await app.page.locator("input[name=amount]").fill("2500");
      await app.page.locator("input[name=description]").fill("Kaffee und Kuchen");
      await app.mainButtonReady(/^Rechnung erstellen$/);
      await check(app, "receive-form-de-320");
      await app.pressMainButton();
      await app.page.locator(".qr-image").waitFor();
      await app.page.getByTestId("pay-code").waitFor();
      await check(app, "receive-invoice-de-320");
    } finally {
      await app.close();
    }
  });

  it("pay: a checked invoice", async () => {
    const made = await api<InvoiceResponse>(bot, greta, "POST", "/invoice", {
      amountSat: 12_345,
      description: "Geburtstagsgeschenk für die Nachbarschaftskasse",
    });
    const app = await open();
    try {
      await app.page.getByRole("button", { name: "Bezahlen" }).click();
      await app.page.locator("textarea[name=payment]").fill(made.body.bolt11);
      await app.mainButtonReady(/^Prüfen$/);
      await app.pressMainButton();
      await app.mainButtonReady(/bezahlen$/);
      await check(app, "pay-preview-de-320");
    } finally {
      await app.close();
    }
  });

  it("pay: a lightning address, with the amount to type within its range", async () => {
    const info = await api<{ lightningAddress: string | null }>(bot, greta, "GET", "/receive-info");
    const address = info.body.lightningAddress ?? "";
    expect(address).toContain("@");
    const app = await open();
    try {
      await app.page.getByRole("button", { name: "Bezahlen" }).click();
      await app.page.locator("textarea[name=payment]").fill(address);
      await app.mainButtonReady(/^Prüfen$/);
      await app.pressMainButton();
      await app.page.locator(".layer:not([hidden]) input[name=amount]").fill("2100");
      await app.mainButtonReady(/bezahlen$/);
      await check(app, "pay-address-de-320");
    } finally {
      await app.close();
    }
  });

  it("send: the form, then the preview", async () => {
    const app = await open();
    try {
      await app.page.getByRole("button", { name: "Senden" }).click();
      await app.page.locator("input[name=to]").fill("@greta_n");
      // A fraction of a sat is refused where it is typed, with the reason, and the main
      // button shows it cannot be pressed.
      await app.page.locator("input[name=amount]").fill("1,5");
      await app.page.getByText("Gib eine ganze Zahl von sat über null ein.").waitFor();
      await expect.poll(async () => (await app.state()).mainButton?.is_active).toBe(false);
      await app.page.locator("input[name=amount]").fill("1000");
      expect(await app.page.getByText("Gib eine ganze Zahl").count()).toBe(0);
      await app.page.locator("input[name=note]").fill("Danke fürs Mitnehmen!");
      await app.mainButtonReady(/^Prüfen$/);
      await check(app, "send-form-de-320");
      await app.pressMainButton();
      await app.mainButtonReady(/senden$/);
      // The preview shows all that is confirmed: whom, how much, and the note.
      expect(await app.page.getByTestId("send-note").textContent()).toBe("Danke fürs Mitnehmen!");
      await check(app, "send-preview-de-320");
    } finally {
      await app.close();
    }
  });

  it("home, the history and an entry's sheet", async () => {
    const made = await api<InvoiceResponse>(bot, greta, "POST", "/invoice", {
      amountSat: 4_321,
      description: "Vereinsbeitrag Schachfreunde Hinterzarten-Breitnau",
    });
    const quote = await api<DecodeResponse>(bot, hans, "POST", "/decode", {
      text: made.body.bolt11,
    });
    const paid = await api<PayOutcome>(bot, hans, "POST", "/pay", { quoteId: quote.body.quoteId });
    expect(paid.body.outcome).toBe("paid");
    const app = await open();
    try {
      await check(app, "home-de-320");
      await app.page.getByRole("button", { name: "Verlauf" }).click();
      const list = app.page.getByTestId("history");
      await list.locator("li").first().waitFor();
      await check(app, "history-de-320");
      await list.locator("li button").first().click();
      const sheet = app.page.getByTestId("detail");
      await expect.poll(() => sheet.innerText()).toContain("Schachfreunde");
      await check(app, "detail-de-320");
    } finally {
      await app.close();
    }
  });

  it("settings, in each of the nine languages", async () => {
    const languages = ["de", "en", "es", "fr", "id", "it", "pt-BR", "ru", "tr"];
    for (const [index, language] of languages.entries()) {
      const app = await openMiniApp(pages, {
        origin: `http://127.0.0.1:${bot.app.httpPort}`,
        botToken: bot.fake.token,
        user: { id: 4410 + index, first_name: "Kim", language_code: language },
        width: 320,
        height: 640,
      });
      try {
        await app.page.getByTestId("balance").waitFor();
        await app.page.locator("nav.list button").last().click();
        await app.page.locator(".layer:not([hidden]) select").first().waitFor();
        await check(app, `settings-${language}-320`);
      } finally {
        await app.close();
      }
    }
    // Nine pages opened one after another: more than one test's share of a busy machine.
  }, 90_000);
});
