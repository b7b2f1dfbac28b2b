/**
 * A test stand-in of Telegram's side of a Mini App. Telegram opens the page
 * with `#tgWebAppData=…&tgWebAppThemeParams=…&tgWebAppVersion=…` in its URL
 * and talks to the page's bridge script (telegram-web-app.js, the real one,
 * in the page's bundle) through two doors: the page calls
 * `window.TelegramWebviewProxy.postEvent(type, json)`, and Telegram answers
 * by calling `window.Telegram.WebView.receiveEvent(type, data)`. This
 * stand-in is that other side, injected before the page's own scripts: it
 * answers theme and viewport requests, keeps the main and back buttons'
 * state as the page set it, answers the QR scanner with a prepared text,
 * and lets a test press the buttons the way Telegram's client does.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { signInitData } from "../../../support/init-data.ts";

/** Telegram's theme parameters (a subset of what its clients send). */
export type ThemeParams = Record<string, string>;

export const LIGHT_THEME: ThemeParams = {
  bg_color: "#ffffff",
  text_color: "#000000",
  hint_color: "#999999",
  link_color: "#2481cc",
  button_color: "#2481cc",
  button_text_color: "#ffffff",
  secondary_bg_color: "#efeff3",
  section_bg_color: "#ffffff",
  accent_text_color: "#2481cc",
  section_header_text_color: "#6d6d72",
  subtitle_text_color: "#999999",
  destructive_text_color: "#ff3b30",
};

export const DARK_THEME: ThemeParams = {
  bg_color: "#212121",
  text_color: "#ffffff",
  hint_color: "#aaaaaa",
  link_color: "#8774e1",
  button_color: "#8774e1",
  button_text_color: "#ffffff",
  secondary_bg_color: "#0f0f0f",
  section_bg_color: "#212121",
  accent_text_color: "#8774e1",
  section_header_text_color: "#8774e1",
  subtitle_text_color: "#aaaaaa",
  destructive_text_color: "#e53935",
};

export interface MiniAppUser {
  id: number;
  first_name: string;
  username?: string;
  language_code?: string;
}

export interface OpenOptions {
  /** The bot's public HTTP origin, e.g. http://127.0.0.1:1234. */
  origin: string;
  botToken: string;
  user: MiniAppUser;
  theme?: ThemeParams;
  /** Seconds since the epoch for auth_date (default: now). */
  authDate?: number;
  /** initData as given, instead of one signed for `user` (forged data). */
  initData?: string;
  /** The `startapp` parameter of the link that opened the app (`t.me/<bot>?startapp=pay`). */
  startParam?: string;
  /** Width of the view in CSS pixels (default 390, a phone). */
  width?: number;
  height?: number;
}

/** What the page told Telegram's side, as the stand-in recorded it. */
export interface StandInState {
  events: { type: string; data: unknown }[];
  mainButton: {
    text: string;
    is_visible: boolean;
    is_active: boolean;
    is_progress_visible: boolean;
  } | null;
  backButton: boolean;
  scanAnswers: string[];
  /** Milliseconds from navigation start until the balance was first on screen. */
  firstBalanceMs: number | null;
}

export interface MiniApp {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors in the page, and console errors (a CSP refusal shows there). */
  errors: string[];
  /** The status of every answer from the API (/app/api/…), in order. */
  apiStatuses: number[];
  /** Every call the page made to the API, as "METHOD /app/api/path". */
  apiCalls: string[];
  /** The stand-in's record of what the page asked of Telegram. */
  state(): Promise<StandInState>;
  /** Telegram's main button pressed `times` times in a row (no pause between presses). */
  pressMainButton(times?: number): Promise<void>;
  pressBackButton(): Promise<void>;
  /** The next QR scan answers `text`. */
  prepareScan(text: string): Promise<void>;
  /**
   * Draws Telegram's main button where Telegram shows it, below the page
   * (for screenshots: the real one is the client's, outside the page).
   */
  drawMainButton(): Promise<void>;
  /** Waits until the main button shows, active, with text matching `text`. */
  mainButtonReady(text: RegExp): Promise<string>;
  close(): Promise<void>;
}

/** The URL Telegram opens: the page with its launch parameters in the hash. */
export function launchUrl(options: OpenOptions): string {
  const initData =
    options.initData ??
    signInitData(options.botToken, {
      user: options.user,
      ...(options.authDate !== undefined ? { authDate: options.authDate } : {}),
      extra: {
        chat_type: "sender",
        chat_instance: "-4242",
        ...(options.startParam !== undefined ? { start_param: options.startParam } : {}),
      },
    });
  const hash = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: "8.0",
    tgWebAppPlatform: "android",
    tgWebAppThemeParams: JSON.stringify(options.theme ?? LIGHT_THEME),
    ...(options.startParam !== undefined ? { tgWebAppStartParam: options.startParam } : {}),
  });
  return `${options.origin}/app/#${hash.toString()}`;
}

/** What a page reports while one app is open on it; the listeners are the page's, set once. */
interface PageRecord {
  errors: string[];
  apiStatuses: number[];
  apiCalls: string[];
}

/** A page of its own browser context with the stand-in in place, and its listeners. */
interface StandInPage {
  page: Page;
  context: BrowserContext;
  /** Where the page's listeners write: the app open on it, else nowhere. */
  record: PageRecord | undefined;
}

async function newStandInPage(
  browser: Browser,
  width: number,
  height: number,
): Promise<StandInPage> {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  await context.addInitScript(standIn);
  const page = await context.newPage();
  const held: StandInPage = { page, context, record: undefined };
  page.on("pageerror", (error) => held.record?.errors.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") held.record?.errors.push(`console: ${message.text()}`);
  });
  page.on("request", (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith("/app/api/"))
      held.record?.apiCalls.push(`${sent.method()} ${pathname}`);
  });
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/app/api/")) {
      held.record?.apiStatuses.push(response.status());
    }
  });
  return held;
}

/**
 * Pages kept for the Mini Apps a test file opens one after another: an app
 * closed leaves its page (navigated to about:blank, so the app and its
 * requests are gone) for the next one, which loads the app afresh there. A
 * new browser context and page cost Chromium about 0.3 CPU-s, a load on a
 * kept page about 0.07. The page keeps nothing the app could read: it uses
 * no cookies or storage, and its launch data and the stand-in's state come
 * with each load. Apps open at the same time each get a page of their own.
 */
export class MiniAppPages {
  readonly #browser: Browser;
  readonly #idle: StandInPage[] = [];

  constructor(browser: Browser) {
    this.#browser = browser;
  }

  /** An idle page at this size, or a new one. */
  async take(width: number, height: number): Promise<StandInPage> {
    const kept = this.#idle.pop();
    if (!kept) return newStandInPage(this.#browser, width, height);
    const size = kept.page.viewportSize();
    if (size?.width !== width || size.height !== height) {
      await kept.page.setViewportSize({ width, height });
    }
    return kept;
  }

  /** Unloads the app on `held` and keeps the page for the next. */
  async give(held: StandInPage): Promise<void> {
    held.record = undefined;
    try {
      await held.page.goto("about:blank");
    } catch {
      // A page that cannot leave the app is not kept.
      await held.context.close();
      return;
    }
    this.#idle.push(held);
  }
}

/**
 * Opens the Mini App with the stand-in in place: in a fresh browser context
 * given a browser, or on a kept page given `MiniAppPages`.
 */
export async function openMiniApp(
  from: Browser | MiniAppPages,
  options: OpenOptions,
): Promise<MiniApp> {
  const width = options.width ?? 390;
  const height = options.height ?? 844;
  const pages = from instanceof MiniAppPages ? from : undefined;
  const held = pages
    ? await pages.take(width, height)
    : await newStandInPage(from as Browser, width, height);
  const { page, context } = held;
  const record: PageRecord = { errors: [], apiStatuses: [], apiCalls: [] };
  held.record = record;
  const { errors, apiStatuses, apiCalls } = record;
  await page.goto(launchUrl(options));
  const app: MiniApp = {
    page,
    context,
    errors,
    apiStatuses,
    apiCalls,
    state: () => page.evaluate(() => (globalThis as unknown as StandInGlobal).__standIn),
    async pressMainButton(times = 1) {
      await page.evaluate((count) => {
        const tg = (globalThis as unknown as StandInGlobal).Telegram;
        for (let press = 0; press < count; press += 1) {
          tg.WebView.receiveEvent("main_button_pressed", undefined);
        }
      }, times);
    },
    async pressBackButton() {
      await page.evaluate(() => {
        (globalThis as unknown as StandInGlobal).Telegram.WebView.receiveEvent(
          "back_button_pressed",
          undefined,
        );
      });
    },
    async prepareScan(text) {
      await page.evaluate((answer) => {
        (globalThis as unknown as StandInGlobal).__standIn.scanAnswers.push(answer);
      }, text);
    },
    async mainButtonReady(text) {
      const handle = await page.waitForFunction(
        ([source, flags]) => {
          const button = (globalThis as unknown as StandInGlobal).__standIn.mainButton;
          return button?.is_visible &&
            button.is_active &&
            !button.is_progress_visible &&
            new RegExp(source, flags).test(button.text)
            ? button.text
            : false;
        },
        [text.source, text.flags] as const,
      );
      return (await handle.jsonValue()) as string;
    },
    async drawMainButton() {
      // A drawing of an earlier state goes first (the button may have changed or gone since).
      await page.evaluate(`document.getElementById("stand-in-main-button")?.remove()`);
      const button = (await app.state()).mainButton;
      if (!button?.is_visible) return;
      const theme = options.theme ?? LIGHT_THEME;
      await page.evaluate(
        `(() => {
          const bar = document.createElement("div");
          bar.id = "stand-in-main-button";
          bar.textContent = ${JSON.stringify(button.text)};
          Object.assign(bar.style, {
            position: "fixed", left: "0", right: "0", bottom: "0", padding: "16px",
            background: ${JSON.stringify(theme.bg_color)},
          });
          const inner = document.createElement("div");
          inner.textContent = bar.textContent;
          bar.textContent = "";
          Object.assign(inner.style, {
            background: ${JSON.stringify(theme.button_color)},
            color: ${JSON.stringify(theme.button_text_color)},
            borderRadius: "10px", padding: "14px", textAlign: "center",
            font: "600 16px system-ui, sans-serif",
          });
          bar.appendChild(inner);
          document.body.appendChild(bar);
        })()`,
      );
    },
    close: () => (pages ? pages.give(held) : context.close()),
  };
  return app;
}

interface StandInGlobal {
  __standIn: StandInState;
  Telegram: { WebView: { receiveEvent(type: string, data: unknown): void } };
  TelegramWebviewProxy: { postEvent(type: string, data: string): void };
  document: {
    querySelector(selector: string): unknown;
    addEventListener(type: string, listener: () => void): void;
  };
  MutationObserver: new (
    callback: () => void,
  ) => { observe(target: unknown, options: object): void; disconnect(): void };
  performance: { now(): number };
  location: { hash: string };
  setTimeout(callback: () => void, ms: number): number;
}

/** Runs in the page before its scripts: Telegram's side of the bridge. */
function standIn(): void {
  const g = globalThis as unknown as StandInGlobal;
  // The theme Telegram gives the page in its launch parameters (none on about:blank).
  const given = new URLSearchParams(g.location.hash.slice(1)).get("tgWebAppThemeParams");
  const theme: ThemeParams = given ? JSON.parse(given) : {};
  const state: StandInState = {
    events: [],
    mainButton: null,
    backButton: false,
    scanAnswers: [],
    firstBalanceMs: null,
  };
  g.__standIn = state;
  // Telegram answers asynchronously, as a native client does.
  const answer = (type: string, data: unknown) =>
    g.setTimeout(() => g.Telegram.WebView.receiveEvent(type, data), 0);
  g.TelegramWebviewProxy = {
    postEvent(type: string, json: string) {
      const data: unknown = json ? JSON.parse(json) : undefined;
      state.events.push({ type, data });
      switch (type) {
        case "web_app_request_theme":
          answer("theme_changed", { theme_params: theme });
          break;
        case "web_app_request_viewport":
          answer("viewport_changed", { height: 844, is_state_stable: true, is_expanded: true });
          break;
        case "web_app_setup_main_button":
          state.mainButton = data as StandInState["mainButton"];
          break;
        case "web_app_setup_back_button":
          state.backButton = (data as { is_visible: boolean }).is_visible;
          break;
        case "web_app_open_scan_qr_popup": {
          const text = state.scanAnswers.shift();
          if (text !== undefined) answer("qr_text_received", { data: text });
          else answer("scan_qr_popup_closed", {});
          break;
        }
        default:
          break;
      }
    },
  };
  // The first meaningful paint: when the balance first shows.
  g.document.addEventListener("DOMContentLoaded", () => {
    const observer = new g.MutationObserver(() => {
      if (state.firstBalanceMs === null && g.document.querySelector("[data-testid=balance]")) {
        state.firstBalanceMs = g.performance.now();
        observer.disconnect();
      }
    });
    observer.observe(g.document, { childList: true, subtree: true });
  });
}
