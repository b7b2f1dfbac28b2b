/**
 * The Mini App in a real browser (Chromium from the system's packages,
 * driven by playwright-core) against the real bot: startApp with the
 * embedded sandbox gateway and the Bot API fake, the page served by the
 * bot's own HTTP server, Telegram's side played by the stand-in
 * (support/telegram-stand-in.ts) around Telegram's real bridge script.
 */
import type { User } from "grammy/types";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DecodeResponse, InvoiceResponse, PayOutcome } from "../../../src/webapp/api-types.ts";
import { startTestBot, type TestBot } from "../../support/harness.ts";
import { signInitData } from "../../support/init-data.ts";
import { createUser, privateChat } from "../../support/telegram-fake.ts";
import { until } from "../../support/until.ts";
import { api, balanceOf } from "../support.ts";
import { chromiumPath, launchChromium } from "./support/chromium.ts";
import { readQr } from "./support/qr.ts";
import {
  DARK_THEME,
  type MiniApp,
  MiniAppPages,
  type OpenOptions,
  openMiniApp,
} from "./support/telegram-stand-in.ts";

const START_SAT = 250_000;

let browser: Browser;
/** Pages kept from one app to the next (a fresh context per app cost Chromium 0.3 CPU-s). */
let pages: MiniAppPages;
let bot: TestBot;
const opened: MiniApp[] = [];

const alice = createUser(4101, "Alice", { username: "alice", language_code: "en" });
const bob = createUser(4102, "Bob", { username: "bob", language_code: "en" });
const carol = createUser(4103, "Carol", { username: "carol", language_code: "en" });
const dave = createUser(4104, "Dave", { username: "dave", language_code: "en" });
const hans = createUser(4105, "Hans", { username: "hans", language_code: "de" });
const erin = createUser(4106, "Erin", { username: "erin", language_code: "en" });

function asMiniAppUser(user: User): OpenOptions["user"] {
  return {
    id: user.id,
    first_name: user.first_name,
    ...(user.username ? { username: user.username } : {}),
    ...(user.language_code ? { language_code: user.language_code } : {}),
  };
}

async function open(user: User, options: Partial<OpenOptions> = {}): Promise<MiniApp> {
  const app = await openMiniApp(pages, {
    origin: `http://127.0.0.1:${bot.app.httpPort}`,
    botToken: bot.fake.token,
    user: asMiniAppUser(user),
    ...options,
  });
  opened.push(app);
  return app;
}

/** An invoice of `payee`, made through the API as the page would. */
async function invoiceOf(payee: User, amountSat: number): Promise<InvoiceResponse> {
  const made = await api<InvoiceResponse>(bot, payee, "POST", "/invoice", {
    amountSat,
    description: "coffee",
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body;
}

/** The payments `user` made, from the ledger. */
async function paymentsOf(user: User): Promise<number> {
  const page = await bot.app.deps.ledger.page(user.id, 0, 50);
  return page.operations.filter((operation) => operation.kind === "payment").length;
}

const sat = (amount: number, language = "en") =>
  `${new Intl.NumberFormat(language).format(amount)} sat`;

describe.skipIf(!chromiumPath())("the Mini App in Chromium", () => {
  beforeAll(async () => {
    browser = await launchChromium();
    pages = new MiniAppPages(browser);
    bot = await startTestBot({
      env: { SANDBOX_START_BALANCE_SAT: String(START_SAT), WEBAPP_LONG_POLL_MS: "10000" },
    });
  });
  afterEach(async () => {
    for (const app of opened.splice(0)) {
      // No page may throw, and the policy may refuse nothing the page does.
      // (The refused calls of the initData test show as console errors of status 401.)
      expect(app.errors.filter((line) => !line.includes("status of 401"))).toEqual([]);
      await app.close();
    }
  });
  afterAll(async () => {
    await bot?.stop();
    await browser?.close();
  });

  it("shows the balance with its parts, today's spending and the 30-day chart", async () => {
    const app = await open(alice);
    const balance = app.page.getByTestId("balance");
    await expect.poll(() => balance.textContent()).toBe(sat(await balanceOf(bot, alice)));
    const body = await app.page.locator("main").innerText();
    expect(body).toContain("Spendable");
    expect(body).toContain("Frozen");
    expect(body).toMatch(/Spent today\s+0 of [\d,]+ sat/);
    expect(await app.page.locator(".chart svg, .chart .hint").count()).toBe(1);
    // Reported, not asserted (the machine is shared): the time from navigation to the balance
    // on screen, for this first visit (nothing cached) and two more in fresh browser contexts.
    const times = [(await app.state()).firstBalanceMs];
    for (const _ of [1, 2]) {
      const again = await open(alice);
      await again.page.getByTestId("balance").waitFor();
      times.push((await again.state()).firstBalanceMs);
    }
    expect(times.every((ms) => typeof ms === "number" && ms > 0)).toBe(true);
    console.log(
      `first render (navigation → balance on screen): ${times.map((ms) => Math.round(ms ?? 0)).join(", ")} ms`,
    );
  });

  it("receives: the QR reads as the invoice, and the page turns to Paid when another user pays it", async () => {
    const app = await open(bob);
    await app.page.getByRole("button", { name: "Receive" }).click();
    await app.page.locator("input[name=amount]").fill("1500");
    await app.page.locator("input[name=description]").fill("lunch");
    await app.mainButtonReady(/^Create invoice$/);
    await app.pressMainButton();
    const qr = app.page.locator(".qr-image");
    await qr.waitFor();
    const invoice = (await qr.getAttribute("alt")) ?? "";
    expect(invoice).toMatch(/^ln/);
    expect(readQr(await qr.screenshot())?.toLowerCase()).toBe(invoice.toLowerCase());
    await expect
      .poll(() => app.page.getByTestId("invoice-status").textContent())
      .toContain("Waiting for the payment");
    // The pay code is there too; Share opens Telegram's share sheet with this very invoice.
    expect(await app.page.getByTestId("pay-code").textContent()).toMatch(/^LNURL1/);
    await app.page.getByRole("button", { name: "Share" }).click();
    const shared = async () =>
      (await app.state()).events.find((event) => event.type === "web_app_open_tg_link");
    await expect.poll(shared).toBeDefined();
    const link = new URL(
      `https://t.me${((await shared())?.data as { path_full?: string } | undefined)?.path_full ?? ""}`,
    );
    expect(link.pathname).toBe("/share/url");
    expect(link.searchParams.get("url")).toBe(`lightning:${invoice}`);
    const before = await balanceOf(bot, bob);
    const quote = await api<DecodeResponse>(bot, alice, "POST", "/decode", { text: invoice });
    expect(quote.body.amountSat).toBe(1500);
    const paid = await api<PayOutcome>(bot, alice, "POST", "/pay", {
      quoteId: quote.body.quoteId,
    });
    expect(paid.body.outcome).toBe("paid");
    await app.page.getByTestId("invoice-paid").waitFor();
    expect(await balanceOf(bot, bob)).toBe(before + 1500);
    const haptics = (await app.state()).events.filter(
      (event) => event.type === "web_app_trigger_haptic_feedback",
    );
    expect(haptics).toContainEqual({
      type: "web_app_trigger_haptic_feedback",
      data: { type: "notification", notification_type: "success" },
    });
  });

  it("pays a pasted invoice once, though Pay is pressed twice at once", async () => {
    const invoice = await invoiceOf(dave, 2100);
    const app = await open(carol);
    await app.page.getByRole("button", { name: "Pay" }).click();
    await app.page.locator("textarea[name=payment]").fill(invoice.bolt11);
    await app.mainButtonReady(/^Check$/);
    await app.pressMainButton();
    expect(await app.mainButtonReady(/^Pay /)).toBe(`Pay ${sat(2100)}`);
    await expect.poll(() => app.page.getByTestId("pay-amount").textContent()).toBe(sat(2100));
    expect(await app.page.locator("main").innerText()).toContain("coffee");
    // Whom it pays, not the invoice's own text (Dave made it in the app, unseen in the chat: his node).
    expect(await app.page.locator("main").innerText()).toMatch(/Lightning node 0[23][0-9a-f]{6}…/);
    expect(await app.page.locator("main").innerText()).not.toContain(invoice.bolt11.slice(0, 12));
    const [payerBefore, payeeBefore] = [await balanceOf(bot, carol), await balanceOf(bot, dave)];
    // Two presses delivered back to back, before the page could disable the button.
    await app.pressMainButton(2);
    const outcome = app.page.getByTestId("outcome");
    await outcome.waitFor();
    expect(await outcome.getAttribute("data-outcome")).toBe("paid");
    // A third press after the outcome: the button is gone, nothing is sent.
    await app.pressMainButton();
    expect(await balanceOf(bot, dave)).toBe(payeeBefore + 2100);
    expect(payerBefore - (await balanceOf(bot, carol))).toBeGreaterThanOrEqual(2100);
    expect(await paymentsOf(carol)).toBe(1);
    // The page itself sent one payment request (the server's one-use claim is the second guard).
    expect(app.apiCalls.filter((call) => call === "POST /app/api/pay")).toHaveLength(1);
    expect((await app.state()).mainButton?.is_visible).toBe(false);
  });

  it("a payment the gateway refuses: not paid, with its reason, nothing moves, no second try", async () => {
    const payerUser = createUser(4107, "Frank", { username: "frank", language_code: "en" });
    const invoice = await invoiceOf(dave, 900);
    const app = await open(payerUser);
    await app.page.getByTestId("balance").waitFor();
    await app.page.getByRole("button", { name: "Pay" }).click();
    await app.page.locator("textarea[name=payment]").fill(invoice.bolt11);
    await app.mainButtonReady(/^Check$/);
    await app.pressMainButton();
    await app.mainButtonReady(/^Pay /);
    // Everything frozen after the check: the gateway refuses the send.
    const account = await bot.app.deps.accounts.find(payerUser.id);
    const merchant = account?.credentials.merchantId ?? "";
    const funds = await balanceOf(bot, payerUser);
    await bot.app.sandbox?.setFrozen(merchant, funds);
    const payeeBefore = await balanceOf(bot, dave);
    await app.pressMainButton();
    const outcome = app.page.getByTestId("outcome");
    await outcome.waitFor();
    const text = await outcome.innerText();
    expect(await outcome.getAttribute("data-outcome"), text).toBe("failed");
    expect(text).toContain("Not paid. Nothing left your account.");
    // The engine's reason, in the user's words.
    expect(text).toContain("The gateway refused");
    expect(await balanceOf(bot, payerUser)).toBe(funds);
    expect(await balanceOf(bot, dave)).toBe(payeeBefore);
    expect((await app.state()).mainButton?.is_visible).toBe(false);
    expect(app.apiCalls.filter((call) => call === "POST /app/api/pay")).toHaveLength(1);
  });

  it("pays once from two open copies of the app", async () => {
    const invoice = await invoiceOf(dave, 1234);
    const [one, two] = [await open(erin), await open(erin)];
    for (const app of [one, two]) {
      await app.page.getByRole("button", { name: "Pay" }).click();
      await app.page.locator("textarea[name=payment]").fill(invoice.bolt11);
      await app.mainButtonReady(/^Check$/);
      await app.pressMainButton();
      await app.mainButtonReady(/^Pay /);
    }
    const payeeBefore = await balanceOf(bot, dave);
    await Promise.all([one.pressMainButton(), two.pressMainButton()]);
    const results = await Promise.all(
      [one, two].map(async (app) => {
        await until(
          async () =>
            (await app.page.getByTestId("outcome").count()) > 0 ||
            (await app.page.locator(".error").count()) > 0,
        );
        return app.page
          .getByTestId("outcome")
          .getAttribute("data-outcome", { timeout: 100 })
          .catch(() => "refused");
      }),
    );
    // Both copies may report the one payment (the second press joins the first's), but the
    // money moves once.
    expect(results).toContain("paid");
    for (const result of results) expect(["paid", "pending", "refused"]).toContain(result);
    await until(async () => (await balanceOf(bot, dave)) === payeeBefore + 1234);
    expect(await balanceOf(bot, dave)).toBe(payeeBefore + 1234);
    expect(await paymentsOf(erin)).toBe(1);
  });

  it("pays an invoice read by Telegram's QR scanner", async () => {
    const invoice = await invoiceOf(dave, 777);
    const app = await open(alice);
    await app.page.getByRole("button", { name: "Pay" }).click();
    await app.prepareScan(`lightning:${invoice.bolt11.toUpperCase()}`);
    await app.page.getByRole("button", { name: "Scan QR code" }).click();
    expect(await app.mainButtonReady(/^Pay /)).toBe(`Pay ${sat(777)}`);
    const events = (await app.state()).events.map((event) => event.type);
    expect(events).toContain("web_app_open_scan_qr_popup");
    expect(events).toContain("web_app_close_scan_qr_popup");
    const before = await balanceOf(bot, dave);
    await app.pressMainButton();
    await app.page.getByTestId("outcome").waitFor();
    expect(await app.page.getByTestId("outcome").getAttribute("data-outcome")).toBe("paid");
    expect(await balanceOf(bot, dave)).toBe(before + 777);
  });

  it("refuses forged and expired initData: 401, the page says so, nothing moves", async () => {
    // Accounts exist and hold money: nothing of it may be shown or moved.
    const before = await balanceOf(bot, alice);
    const forged = signInitData("123456:not-the-bots-token", { user: asMiniAppUser(alice) });
    const expired = Math.floor(Date.now() / 1000) - 2 * 3600;
    for (const options of [{ initData: forged }, { authDate: expired }]) {
      const app = await open(alice, options);
      await app.page.locator(".error").waitFor();
      const statuses = app.apiStatuses;
      expect(await app.page.locator("main").innerText()).toContain(
        "This page could not confirm who you are",
      );
      expect(statuses).toContain(401);
      expect(statuses.filter((status) => status !== 401)).toEqual([]);
      expect(await app.page.getByTestId("balance").count()).toBe(0);
    }
    expect(await balanceOf(bot, alice)).toBe(before);
  });

  it("opened by a link naming a screen (t.me/<bot>?startapp=pay), starts there; back leads home", async () => {
    const app = await open(alice, { startParam: "pay" });
    await app.page.locator('.layer:not([hidden])[data-screen="pay"]').waitFor();
    expect((await app.state()).backButton).toBe(true);
    await app.pressBackButton();
    await app.page.getByTestId("balance").waitFor();
    // Anything else opens Home.
    const other = await open(alice, { startParam: "nonsense" });
    await other.page.getByTestId("balance").waitFor();
    expect(await other.page.locator(".layer").count()).toBe(1);
  });

  it("opened outside Telegram (no launch data), says where to open it and calls nothing", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const calls: string[] = [];
      page.on("request", (sent) => calls.push(new URL(sent.url()).pathname));
      await page.goto(`http://127.0.0.1:${bot.app.httpPort}/app/`);
      await page.getByText("Open this page from the bot's chat in Telegram.").waitFor();
      expect(calls.filter((path) => path.startsWith("/app/api/"))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("speaks German to a German user, with German number formats", async () => {
    const app = await open(hans);
    const balance = app.page.getByTestId("balance");
    await expect.poll(() => balance.textContent()).toBe(sat(await balanceOf(bot, hans), "de"));
    expect(await balance.textContent()).toMatch(/^\d{1,3}(\.\d{3})+ sat$/);
    const text = (await app.page.locator("main").textContent()) ?? "";
    for (const word of ["Guthaben", "Verfügbar", "Eingefroren", "Letzte 30 Tage", "Empfangen"]) {
      expect(text).toContain(word);
    }
    expect(await app.page.locator("html").getAttribute("lang")).toBe("de");
  });

  it("takes its colours from Telegram's dark theme", async () => {
    const app = await open(alice, { theme: DARK_THEME });
    await app.page.getByTestId("balance").waitFor();
    // (Page-side code as text: this file is checked without the DOM's types.)
    const colour = (selector: string, property: string) =>
      app.page.evaluate(
        `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).${property}`,
      );
    const colours = {
      page: await colour("body", "backgroundColor"),
      text: await colour("body", "color"),
      card: await colour(".card", "backgroundColor"),
      action: await colour(".action-icon", "backgroundColor"),
    };
    expect(colours).toEqual({
      page: "rgb(15, 15, 15)",
      text: "rgb(255, 255, 255)",
      card: "rgb(33, 33, 33)",
      action: "rgb(135, 116, 225)",
    });
  });

  it("fits a 320 px wide screen: nothing runs off its side", async () => {
    const app = await open(hans, { width: 320, height: 640 });
    await app.page.getByTestId("balance").waitFor();
    const overflow = () =>
      app.page.evaluate(
        "document.documentElement.scrollWidth - window.innerWidth",
      ) as Promise<number>;
    expect(await overflow()).toBeLessThanOrEqual(0);
    for (const screen of ["Verlauf", "Einstellungen"]) {
      await app.page.getByRole("button", { name: screen }).click();
      await app.page.locator(`.layer:not([hidden]) h1`).waitFor();
      expect(await overflow(), screen).toBeLessThanOrEqual(0);
      await app.pressBackButton();
      await app.page.getByTestId("balance").waitFor();
    }
  });

  it("lists the history with filters, opens an entry's sheet, and the back button closes it", async () => {
    const app = await open(carol);
    await app.page.getByRole("button", { name: "History" }).click();
    const list = app.page.getByTestId("history");
    await list.locator("li").first().waitFor();
    expect(await list.innerText()).toContain(`−${sat(2100)}`);
    await app.page.getByRole("tab", { name: "In", exact: true }).click();
    await expect.poll(async () => (await list.innerText()).includes("−")).toBe(false);
    await app.page.getByRole("tab", { name: "Out", exact: true }).click();
    await list.locator("li").first().waitFor();
    await list.locator("li button").first().click();
    const sheet = app.page.getByTestId("detail");
    await sheet.waitFor();
    await expect.poll(() => sheet.innerText()).toContain("Status");
    expect((await app.state()).backButton).toBe(true);
    await app.pressBackButton();
    await sheet.waitFor({ state: "detached" });
    expect(await list.isVisible()).toBe(true);
  });

  it("sends to a @member after a preview, and the Confirm press sends once", async () => {
    // Dave is known to the bot by his username: he talked to it.
    bot.fake.sendText(dave, privateChat(dave), "/start");
    await bot.fake.nextBotMessage(dave.id, 8_000);
    const app = await open(bob);
    await app.page.getByRole("button", { name: "Send" }).click();
    await app.page.locator("input[name=to]").fill("@dave");
    await app.page.locator("input[name=amount]").fill("3,000");
    await app.page.locator("input[name=note]").fill("thanks");
    await app.mainButtonReady(/^Review$/);
    await app.pressMainButton();
    expect(await app.mainButtonReady(/^Send /)).toBe(`Send ${sat(3000)}`);
    expect(await app.page.locator("main").innerText()).toContain("To Dave (@dave)");
    const before = await balanceOf(bot, dave);
    await app.pressMainButton(2);
    const outcome = app.page.getByTestId("outcome");
    await outcome.waitFor();
    expect(await outcome.getAttribute("data-outcome")).toBe("paid");
    expect(await outcome.innerText()).toContain("Sent ✓");
    expect(await balanceOf(bot, dave)).toBe(before + 3000);
    expect(app.apiCalls.filter((call) => call === "POST /app/api/send/confirm")).toHaveLength(1);
  });

  it("sends to a member the bot has never seen as a pledge, said before and after", async () => {
    const app = await open(bob);
    await app.page.getByRole("button", { name: "Send" }).click();
    await app.page.locator("input[name=to]").fill("@stranger_here");
    await app.page.locator("input[name=amount]").fill("500");
    await app.mainButtonReady(/^Review$/);
    await app.pressMainButton();
    await app.mainButtonReady(/^Send /);
    expect(await app.page.locator(".note").innerText()).toContain(
      "@stranger_here has no wallet with the bot yet",
    );
    const before = await balanceOf(bot, bob);
    await app.pressMainButton();
    const outcome = app.page.getByTestId("outcome");
    await outcome.waitFor();
    expect(await outcome.getAttribute("data-outcome")).toBe("pledged");
    expect(await outcome.innerText()).toContain("Promised to @stranger_here");
    expect(await balanceOf(bot, bob)).toBe(before);
  });

  it("changes settings that the chat's /settings shows, and speaks the new language at once", async () => {
    const app = await open(erin);
    await app.page.getByRole("button", { name: "Settings" }).click();
    const language = app.page.locator("select[name=language]");
    await language.waitFor();
    await language.selectOption("de");
    await app.page.locator("input[name=threshold]").fill("2500");
    await app.mainButtonReady(/^Save$/);
    await app.pressMainButton();
    // The page reloads its texts in German: the main button says so, inactive (all is saved).
    await expect
      .poll(async () => {
        const button = (await app.state()).mainButton;
        return button && { text: button.text, active: button.is_active };
      })
      .toEqual({ text: "Speichern", active: false });
    await expect.poll(() => app.page.locator("main").textContent()).toContain("Gespeichert ✓");
    const stored = await bot.app.deps.preferences.get(erin.id);
    expect(stored).toMatchObject({ language: "de", tipConfirmAboveSat: 2500 });
    await app.pressBackButton();
    await expect
      .poll(() => app.page.getByTestId("balance").textContent())
      .toMatch(/\d\.\d{3} sat$/);
  });
});
