/**
 * The HTTP exchange under every Bot API call (the bottom of `client.fetch`,
 * below the outgoing queue and the time limit of telegram-retry.ts): undici's
 * `request` on one keep-alive agent, the answer read whole (Bot API answers
 * are JSON of a few kilobytes at most).
 *
 * Why not node-fetch (grammY's default on Node) or Node's own `fetch`: one
 * JSON call to a loopback server cost 60–130 µs of the caller's CPU through
 * undici's `request`, 230–320 µs through node-fetch on a keep-alive
 * `http.Agent` (its WHATWG `Headers`, `Body` streams and legacy URL parsing)
 * and 350–430 µs through Node's `fetch` (micro-benchmark, 16 calls in flight,
 * loaded 2-core machine). A payment makes six calls, so this is a tenth of
 * a cheap update. undici is already a dependency (src/net/public-fetch.ts).
 *
 * undici is loaded a second after the first call, not at start-up: its
 * module loading (about 60 ms of CPU on a loaded machine) is not needed to start, and the
 * calls made until then (getMe, the webhook's set-up, the first polls) go
 * through node-fetch, grammY's own client, whose answers have the same shape.
 */
import { createRequire } from "node:module";
import type { Readable } from "node:stream";
import nodeFetch from "node-fetch";
import type { Dispatcher } from "undici";
import { loadUndiciAgent } from "../net/undici-agent.ts";

type NodeFetch = typeof nodeFetch;
/** What grammY passes as the request: the method's URL. */
export type TelegramRequestInput = Parameters<NodeFetch>[0];
/** What grammY passes with it: method, headers, body (JSON text or an upload's stream), signal. */
export type TelegramRequestInit = NonNullable<Parameters<NodeFetch>[1]>;

/** What the Telegram path reads of an HTTP answer (node-fetch's `Response` has it too). */
export interface TelegramAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  text(): Promise<string>;
  // biome-ignore lint/suspicious/noExplicitAny: the shape of fetch's `json()`, which grammY reads.
  json(): Promise<any>;
  clone(): TelegramAnswer;
}

/** A `fetch` for Bot API calls: what every layer of the Telegram path takes and gives. */
export type TelegramFetch = (
  input: TelegramRequestInput,
  init?: TelegramRequestInit,
) => Promise<TelegramAnswer>;

/** An answer read whole: each reader (`text`, `json`, a `clone`) reads the same text. */
export class BufferedAnswer implements TelegramAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly #text: string;

  constructor(status: number, text: string, statusText = STATUS_CODES[status] ?? "") {
    this.status = status;
    this.statusText = statusText;
    this.#text = text;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  async text(): Promise<string> {
    return this.#text;
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.#text);
  }

  clone(): BufferedAnswer {
    return new BufferedAnswer(this.status, this.#text, this.statusText);
  }
}

/**
 * `fetch` as grammY's `client.fetch` option is typed (node-fetch's); grammY
 * calls it with a URL and init and reads only `json()` of the answer.
 */
export function asGrammyFetch(fetch: TelegramFetch): NodeFetch {
  return fetch as unknown as NodeFetch;
}

/** How long after the first call undici is loaded. */
const LOAD_AFTER_MS = 1_000;

export interface TelegramHttpOptions {
  /** Used until undici is loaded (default node-fetch, grammY's own, loaded with it anyway). */
  first?: TelegramFetch;
  /** Wait after the first call before loading undici (default 1 s). */
  loadAfterMs?: number;
  /** Told when undici could not be loaded (node-fetch is kept). */
  onLoadFailed?: (error: unknown) => void;
}

/**
 * The bottom `fetch` of the Bot API client: node-fetch for the first calls,
 * then undici's `request` on one keep-alive agent, once loaded.
 */
export function telegramHttp(options: TelegramHttpOptions = {}): TelegramFetch {
  let exchange: TelegramFetch | undefined;
  const first = options.first ?? (nodeFetch as TelegramFetch);
  let scheduled = false;
  const load = () => {
    try {
      exchange = undiciExchange(loadUndiciAgent());
    } catch (error) {
      options.onLoadFailed?.(error);
    }
  };
  return async (input, init) => {
    if (exchange) return exchange(input, init);
    if (!scheduled) {
      scheduled = true;
      // Nothing waits for it: a process that is done may exit before.
      setTimeout(load, options.loadAfterMs ?? LOAD_AFTER_MS).unref();
    }
    return first(input, init);
  };
}

const require = createRequire(import.meta.url);
// node:http through require: an ES import reads every export of it, WebSocket, CloseEvent and
// MessageEvent included, whose getters load Node's fetch (undici) and node:http2 (40-70 ms of
// start-up, bench/ANALYSIS.md).
const { STATUS_CODES } = require("node:http") as typeof import("node:http");

/** One exchange through undici's `request` on `agent`; redirects are not followed (as Telegram makes none). */
export function undiciExchange(agent: Dispatcher): TelegramFetch {
  return async (input, init) => {
    const url = typeof input === "string" ? input : "href" in input ? input.href : input.url;
    const { statusCode, body } = await agent.request({
      ...originAndPath(url),
      method: (init?.method ?? "GET") as Dispatcher.HttpMethod,
      headers: headersOf(init?.headers),
      body: (init?.body ?? null) as string | Uint8Array | Readable | null,
      // Node's AbortSignal (telegramFetch makes one per call); undici takes any with listeners.
      signal: (init?.signal ?? null) as AbortSignal | null,
    });
    return new BufferedAnswer(statusCode, await body.text());
  };
}

/** undici's `request` takes the origin and the path apart. */
function originAndPath(url: string): { origin: string; path: string } {
  const slash = url.indexOf("/", url.indexOf("//") + 2);
  return slash === -1
    ? { origin: url, path: "/" }
    : { origin: url.slice(0, slash), path: url.slice(slash) };
}

/** grammY's headers are a plain object; a `Headers`-like one is read through its entries. */
function headersOf(headers: TelegramRequestInit["headers"]): Record<string, string> {
  if (headers === undefined) return {};
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  const entries = (headers as { entries?: () => Iterable<[string, string]> }).entries;
  if (typeof entries === "function") return Object.fromEntries(entries.call(headers));
  return headers as Record<string, string>;
}
