/**
 * The sandbox gateway: a stateful implementation of docs/gateway.md
 * (parts A and B) on a plain node:http server, plus its LNURL-pay service
 * and `/sandbox/…` admin routes. The bot embeds it when no
 * GATEWAY_BASE_URL is set; `npm run sandbox` runs it standalone (main.ts);
 * tests run the gateway client against it.
 *
 * Routes (all relative to `url`):
 * - `/gateway/api/…`: the seven contract operations (gateway-routes.ts);
 * - `/lnurlp/<merchant id>`, `/lnurlp/<merchant id>/callback`,
 *   `/.well-known/lnurlp/<name>`: LNURL-pay (lnurl-pay-service.ts);
 * - `/lnurlw/<voucher id>`, `/lnurlw/<voucher id>/callback`: test vouchers,
 *   LNURL-withdraw (lnurl-withdraw-service.ts);
 * - `/sandbox/…`: admin (admin-routes.ts);
 * - `/prices`: fixed test exchange rates (price-route.ts).
 */
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { addInProcessSigner } from "../bitcoin/bolt11.ts";
import type { BitcoinNetwork } from "../bitcoin/network.ts";
import {
  type ExchangeAnswer,
  fetchExchange,
  type GatewayExchange,
  type GatewayHttpRequest,
} from "../gateway/transport.ts";
import type { GatewayOperation, MerchantCredentials } from "../gateway/types.ts";
import { handleAdminRequest } from "./admin-routes.ts";
import { grpcCodeForStatus, invalidArgument, notFound, SandboxError } from "./errors.ts";
import { type Fault, FaultBook } from "./faults.ts";
import { handleGatewayRequest, matchGatewayRoute } from "./gateway-routes.ts";
import { type Answer, errorAnswer, MAX_BODY_BYTES, readBody, sendAnswer } from "./http.ts";
import {
  DEFAULT_ONCHAIN_FEE_SAT,
  type MerchantInit,
  type MerchantSnapshot,
  SandboxLedger,
  type VoucherInit,
} from "./ledger.ts";
import {
  DEFAULT_LNURL_TIMEOUT_MS,
  type ForeignLnurlHosts,
  invoiceFromLnurl,
} from "./lnurl-pay-client.ts";
import { type LnurlAnswer, LnurlPayService } from "./lnurl-pay-service.ts";
import { LnurlWithdrawService, type VoucherLinks } from "./lnurl-withdraw-service.ts";
import { type SandboxLogger, silentLogger } from "./log.ts";
import { NonceGuard } from "./nonce-guard.ts";
import { priceAnswer } from "./price-route.ts";
import type {
  EventRecord,
  LedgerTotals,
  PersistedState,
  ReceiptRecord,
  VoucherRecord,
} from "./state.ts";
import { type StateChanges, StateStore } from "./state-store.ts";
import { WebhookDispatcher, type WebhookRetry } from "./webhooks.ts";

// node:http through require: an ES import reads every export of it, WebSocket, CloseEvent and
// MessageEvent included, whose getters load Node's fetch (undici) and node:http2 (40-70 ms of
// start-up, bench/ANALYSIS.md).
const { createServer } = createRequire(import.meta.url)("node:http") as typeof import("node:http");

export type { MerchantInit, MerchantSnapshot, VoucherInit } from "./ledger.ts";
export type { ForeignLnurlHosts } from "./lnurl-pay-client.ts";
export type { VoucherLinks } from "./lnurl-withdraw-service.ts";
export type { EventRecord, LedgerTotals, ReceiptRecord } from "./state.ts";
export type { WebhookRetry } from "./webhooks.ts";

/** How to run a sandbox. Every field is optional. */
export interface SandboxOptions {
  /** Network of invoices and addresses (default `regtest`: invoices start `lnbcrt`). */
  network?: BitcoinNetwork;
  /** JSON state file, kept across restarts; undefined keeps everything in memory only. */
  statePath?: string | undefined;
  /** Interface to listen on (default `127.0.0.1`: loopback only). */
  host?: string;
  /** TCP port (default 0: any free port; see `url`). */
  port?: number;
  /**
   * Base URL the sandbox is reached at from outside (behind a proxy, possibly
   * with a path prefix); used in LNURLs. Default: the listening URL.
   */
  publicUrl?: string | undefined;
  /** Fixed fee of an on-chain send (default `DEFAULT_ONCHAIN_FEE_SAT` = 250 sat). */
  onchainFeeSat?: number;
  /** Expiry of issued invoices in seconds (default 3600). */
  invoiceExpirySec?: number;
  /** When set, `/sandbox/…` admin routes need `Authorization: Bearer <token>`. */
  adminToken?: string | undefined;
  /** Which foreign LNURL hosts 4.4 may contact (default `none`; the sandbox's own always work). */
  allowForeignLnurlHosts?: ForeignLnurlHosts;
  /** Time allowed per LNURL request in 4.4 (default 5 000 ms). */
  lnurlTimeoutMs?: number;
  /** Webhook retries (default 8 attempts, 500 ms doubling, at most 60 s apart). */
  webhookRetry?: Partial<WebhookRetry>;
  /** Time allowed per webhook attempt (default 5 000 ms). */
  webhookTimeoutMs?: number;
  /** Unix milliseconds (default `Date.now`): invoice timestamps, expiry, webhook `t`. */
  clock?: () => number;
  /** Default: silent. */
  logger?: SandboxLogger;
}

/** One gateway request as `gatewayRequests` remembers it. */
export interface GatewayRequestRecord {
  operation: GatewayOperation;
  /** The `merchant_id` of a POST's body (who asked), when it has one. */
  merchantId: string | undefined;
  /** Arrival, wall clock (Date.now ms). */
  at: number;
}

/** Gateway requests remembered for `gatewayRequests`. */
const REMEMBERED_REQUESTS = 1_000;

/** A test voucher as the admin view shows it: no k1 (the link is what is handed out). */
export type VoucherView = Omit<VoucherRecord, "k1"> & VoucherLinks;

/** Injecting and clearing faults (see faults.ts). */
export type FaultControl = Pick<FaultBook, "add" | "list" | "clear">;

/** A running sandbox. */
export interface Sandbox {
  /** Base URL for gateway clients (`GATEWAY_BASE_URL`), without a trailing slash. */
  readonly url: string;
  /** Where the server itself listens (`http://127.0.0.1:<port>`); differs from `url` behind a proxy. */
  readonly listenUrl: string;
  readonly network: BitcoinNetwork;
  /** Payee node id (compressed public key, hex) of every sandbox invoice. */
  readonly nodePublicKey: string;
  readonly onchainFeeSat: number;
  readonly invoiceExpirySec: number;
  /** Fault injection per operation. */
  readonly faults: FaultControl;
  /**
   * Creates a merchant: `balanceSat` of test money (default 0), an optional
   * webhook, and random credentials unless `credentials` fixes them.
   */
  createMerchant(init?: MerchantInit): Promise<MerchantCredentials>;
  /** Adds test money. */
  fund(merchantId: string, amountSat: number): Promise<MerchantSnapshot>;
  /** Sets the frozen part of the balance (B.5 `frozenAmount`). */
  setFrozen(merchantId: string, frozenSat: number): Promise<MerchantSnapshot>;
  /** Sets or (undefined) removes the merchant's webhook URL. */
  setWebhook(merchantId: string, url: string | undefined): Promise<void>;
  /** Gives the merchant a lightning-address name; returns `name@host`. */
  setLightningAddress(merchantId: string, name: string): Promise<string>;
  /** Simulates an on-chain payment received by the merchant (credits it, raises the B.7 bitcoin event). */
  receiveOnchain(merchantId: string, amountSat: number): Promise<ReceiptRecord>;
  /** Delivers an event again with fresh attempts; returns its status after queuing. */
  redeliverEvent(eventId: string): Promise<EventRecord["status"]>;
  /** A merchant's state without secrets, or undefined. */
  merchant(merchantId: string): MerchantSnapshot | undefined;
  /** Every merchant id, oldest first. */
  merchantIds(): string[];
  /** Whether `url` is at one of the sandbox's own origins (its public URL, where it listens). */
  servesUrl(url: URL): boolean;
  /**
   * A `fetch` for the gateway client of a bot that embeds this sandbox: a
   * request to `url`'s `/gateway/…` routes is answered in this process, by
   * the same code and with the same faults as over HTTP (a dropped
   * connection rejects as fetch does, a request keeps running when its
   * signal aborts, as on a server), without the loopback HTTP on either
   * side. Any other URL goes to the global fetch.
   */
  readonly fetch: typeof fetch;
  /** The same as {@link fetch} for the gateway client's `exchange` option: no WHATWG objects. */
  readonly exchange: GatewayExchange;
  /** The LNURL pay code of a merchant (as 4.6/4.7 return it). */
  lnurlFor(merchantId: string): string;
  /**
   * Issues a test voucher (LNURL-withdraw) paid from `funderId` once; or,
   * without a funder, from a new merchant funded with `maxSat` of test money.
   */
  createVoucher(init: VoucherInit): Promise<VoucherView>;
  /** A test voucher's state and links, or undefined. */
  voucher(voucherId: string): VoucherView | undefined;
  /** Money totals; `balancesSat` = fundedSat − paidOutSat − feesSat always. */
  totals(): LedgerTotals & { balancesSat: number };
  /** Resolves when no webhook delivery is running or waiting for a retry. */
  webhooksIdle(): Promise<void>;
  /**
   * The latest gateway requests (at most 1 000), oldest first: the
   * operation, who asked and when it arrived, for tests that time how
   * soon the bot asked.
   */
  gatewayRequests(): readonly GatewayRequestRecord[];
  /** Stops listening, drops open connections, stops deliveries and writes the state. */
  close(): Promise<void>;
}

/** Starts a sandbox and resolves once it listens. Throws SandboxStateError for an unusable state file. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const network = options.network ?? "regtest";
  if (
    options.publicUrl !== undefined &&
    !/^https?:\/\/[^/?#]+(\/[^?#]*)?$/i.test(options.publicUrl)
  ) {
    throw new TypeError(
      "The sandbox publicUrl must be an absolute http(s) URL without query or fragment.",
    );
  }
  const clock = options.clock ?? Date.now;
  const logger = options.logger ?? silentLogger;
  const nonces = new NonceGuard();

  let stateFile: StateStore | undefined;
  let restored: PersistedState | undefined;
  if (options.statePath !== undefined) {
    stateFile = new StateStore(options.statePath, (): StateChanges => {
      const changes = ledger.takeChanges();
      for (const [apiKey, floor] of nonces.takeChangedFloors()) {
        changes.records.push({ kind: "nonceFloor", id: apiKey, value: floor });
      }
      return changes;
    });
    try {
      restored = stateFile.read();
    } catch (error) {
      await stateFile.close();
      throw error;
    }
    if (restored) nonces.restore(restored.nonceFloors);
  }
  const ledger: SandboxLedger = new SandboxLedger({
    network,
    clock,
    onchainFeeSat: options.onchainFeeSat ?? DEFAULT_ONCHAIN_FEE_SAT,
    restored,
    ...(options.invoiceExpirySec === undefined
      ? {}
      : { invoiceExpirySec: options.invoiceExpirySec }),
  });

  let lastPrune = 0;
  const commit = async (): Promise<void> => {
    if (clock() - lastPrune > 60_000) {
      lastPrune = clock();
      ledger.prune();
    }
    if (stateFile) await stateFile.commit();
  };
  const commitInBackground = (): void => {
    commit().catch((error: unknown) =>
      logger.error({ err: error }, "could not write the sandbox state"),
    );
  };

  const dispatcher = new WebhookDispatcher({
    clock,
    logger,
    merchantOf: (merchantId) => ledger.findMerchant(merchantId),
    onChange: (event) => {
      ledger.touchEvent(event);
      commitInBackground();
    },
    ...(options.webhookRetry ? { retry: options.webhookRetry } : {}),
    ...(options.webhookTimeoutMs === undefined ? {} : { timeoutMs: options.webhookTimeoutMs }),
  });
  ledger.onEvent = (event) => dispatcher.deliver(event);
  let removeSigner = (): void => {};

  const faults = new FaultBook();
  const requests: GatewayRequestRecord[] = [];
  const closing = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let baseUrl = "";
  let listenUrl = "";
  let prefix = "";
  let selfOrigins = new Set<string>();
  const lnurl = new LnurlPayService(ledger, () => baseUrl);
  const vouchers = new LnurlWithdrawService(ledger, () => baseUrl);
  const voucherView = (voucherId: string): VoucherView | undefined => {
    const record = ledger.findVoucher(voucherId);
    if (!record) return undefined;
    const { k1: _k1, ...view } = record;
    return { ...view, ...vouchers.linksFor(record.id) };
  };

  const answerLocally = (url: URL): LnurlAnswer | undefined => {
    if (!selfOrigins.has(url.origin)) return undefined;
    if (prefix !== "" && !url.pathname.startsWith(`${prefix}/`)) return undefined;
    return (
      lnurl.handle(url.pathname.slice(prefix.length), url.searchParams) ?? {
        status: 404,
        body: {
          status: "ERROR",
          reason: "There is no LNURL service at this address of the sandbox.",
        },
      }
    );
  };

  const gatewayDeps = {
    ledger,
    nonces,
    lnurl,
    commit,
    invoiceFromLnurl: (text: string, amountSat: number) =>
      invoiceFromLnurl(text, amountSat, {
        allowForeignHosts: options.allowForeignLnurlHosts ?? "none",
        timeoutMs: options.lnurlTimeoutMs ?? DEFAULT_LNURL_TIMEOUT_MS,
        signal: closing.signal,
        answerLocally,
        decodeInvoice: (invoice: string) => ledger.decode(invoice),
      }),
  };

  const sandbox: Sandbox = {
    get url() {
      return baseUrl;
    },
    get listenUrl() {
      return listenUrl;
    },
    network,
    nodePublicKey: ledger.nodePublicKey,
    onchainFeeSat: ledger.onchainFeeSat,
    invoiceExpirySec: ledger.invoiceExpirySec,
    faults,
    async createMerchant(init = {}) {
      const created = ledger.createMerchant(init);
      await commit();
      logger.info({ merchantId: created.merchantId }, "sandbox merchant created");
      return created;
    },
    async fund(merchantId, amountSat) {
      ledger.fund(merchantId, amountSat);
      await commit();
      return snapshotOf(merchantId);
    },
    async setFrozen(merchantId, frozenSat) {
      ledger.setFrozen(merchantId, frozenSat);
      await commit();
      return snapshotOf(merchantId);
    },
    async setWebhook(merchantId, url) {
      ledger.setWebhook(merchantId, url);
      await commit();
    },
    async setLightningAddress(merchantId, name) {
      ledger.setAddressName(merchantId, name);
      await commit();
      return lnurl.addressFor(name);
    },
    async receiveOnchain(merchantId, amountSat) {
      const receipt = ledger.receiveOnchain(merchantId, amountSat);
      await commit();
      return receipt;
    },
    async redeliverEvent(eventId) {
      const event = ledger.findEvent(eventId);
      if (!event) throw notFound("There is no event with this id in the sandbox.");
      dispatcher.redeliver(event);
      ledger.touchEvent(event);
      await commit();
      return event.status;
    },
    merchant: (merchantId) => ledger.snapshot(merchantId),
    merchantIds: () => ledger.merchantIds(),
    servesUrl: (url) => selfOrigins.has(url.origin),
    fetch: fetchInProcess,
    exchange: exchangeInProcess,
    lnurlFor: (merchantId) => lnurl.lnurlFor(merchantId),
    async createVoucher(init) {
      const created = ledger.createVoucher(init);
      await commit();
      logger.info({ voucherId: created.id, funderId: created.funderId }, "sandbox voucher created");
      return voucherView(created.id) as VoucherView;
    },
    voucher: voucherView,
    totals: () => ({ ...ledger.totals(), balancesSat: ledger.sumOfBalances() }),
    webhooksIdle: () => dispatcher.idle(),
    gatewayRequests: () => requests,
    async close() {
      if (closing.signal.aborted) return;
      closing.abort();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await stopped;
      await Promise.allSettled([...inFlight]);
      removeSigner();
      await dispatcher.close();
      if (stateFile) {
        // An attempt cut short by closing is recorded on its event: keep it.
        for (const event of ledger.pendingEvents()) ledger.touchEvent(event);
        await stateFile.close();
      }
      logger.info({}, "sandbox gateway stopped");
    },
  };

  function snapshotOf(merchantId: string): MerchantSnapshot {
    const snapshot = ledger.snapshot(merchantId);
    if (!snapshot) throw notFound("There is no merchant with this id in the sandbox.");
    return snapshot;
  }

  const adminDeps = {
    sandbox,
    adminToken: options.adminToken,
    lnurlFor: (merchantId: string) => lnurl.lnurlFor(merchantId),
    addressFor: (name: string) => lnurl.addressFor(name),
  };

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? "GET";
    const received = request.url ?? "/";
    // Behind a proxy that keeps the public path prefix, strip it: the
    // contract signs the path from /gateway on.
    const target =
      prefix !== "" &&
      (received === prefix ||
        received.startsWith(`${prefix}/`) ||
        received.startsWith(`${prefix}?`))
        ? received.slice(prefix.length) || "/"
        : received;
    const queryStart = target.indexOf("?");
    const path = queryStart === -1 ? target : target.slice(0, queryStart);
    const query = new URLSearchParams(queryStart === -1 ? "" : target.slice(queryStart + 1));

    if (path.startsWith("/gateway/")) {
      await routeGateway(request, response, method, target, path, query);
      return;
    }
    const body = await readBody(request);
    if (path === "/sandbox" || path.startsWith("/sandbox/")) {
      const authorization = request.headers.authorization;
      sendAnswer(response, await handleAdminRequest(method, path, authorization, body, adminDeps));
      return;
    }
    if (method === "GET" && path === "/prices") {
      sendAnswer(response, priceAnswer(clock()));
      return;
    }
    if (method === "GET") {
      const answer = lnurl.handle(path, query);
      if (answer) {
        if (answer.status === 200) await commit();
        sendAnswer(response, answer);
        return;
      }
      // A voucher's callback counts even when refused: written whatever the answer.
      const withdraw = vouchers.handle(path, query);
      if (withdraw) {
        await commit();
        sendAnswer(response, withdraw);
        return;
      }
    }
    throw notFound(`There is nothing at ${path} on this sandbox gateway.`);
  }

  async function routeGateway(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    pathAndQuery: string,
    path: string,
    query: URLSearchParams,
  ): Promise<void> {
    const body = await readBody(request);
    const outcome = await serveGateway(method, pathAndQuery, path, query, request.headers, body);
    if (outcome.type === "drop") {
      response.socket?.destroy();
      return;
    }
    if (outcome.type === "fault") {
      const { status, headers, text } = faultAnswer(outcome.fault);
      response.writeHead(status, headers);
      response.end(text);
      return;
    }
    sendAnswer(response, outcome.answer);
  }

  /** One gateway request, wherever it came from: its answer, an injected fault, or a dropped connection. */
  async function serveGateway(
    method: string,
    pathAndQuery: string,
    path: string,
    query: URLSearchParams,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<GatewayOutcome> {
    const matched = matchGatewayRoute(method, path);
    if (matched instanceof SandboxError) throw matched;
    requests.push({ operation: matched.operation, merchantId: merchantIdOf(body), at: Date.now() });
    if (requests.length > REMEMBERED_REQUESTS) requests.shift();
    const fault = faults.take(matched.operation);
    if (fault?.latencyMs) {
      await sleep(fault.latencyMs, undefined, { signal: closing.signal });
    }
    if (fault?.dropBeforeApply) return { type: "drop" };
    if (fault?.status !== undefined) return { type: "fault", fault };
    let answer: Answer;
    try {
      answer = await handleGatewayRequest(
        matched,
        { pathAndQuery, query, headers, body },
        gatewayDeps,
      );
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error;
      answer = errorAnswer(error);
    }
    logger.debug({ operation: matched.operation, status: answer.status }, "gateway request");
    // The request took effect (and is on disk); the caller never learns it.
    if (fault?.dropAfterApply) return { type: "drop" };
    return { type: "answer", answer };
  }

  /** `sandbox.fetch`: gateway routes answered in this process, anything else by the global fetch. */
  async function fetchInProcess(
    input: string | URL | Request,
    init?: RequestInit,
  ): Promise<Response> {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = ownGatewayPath(url.origin, url.pathname);
    if (path === undefined) return fetch(request);
    const answer = await answerInProcess(
      request.signal,
      request.method,
      path,
      url.search,
      async () => Buffer.from(await request.arrayBuffer()),
      () => Object.fromEntries(request.headers),
    );
    // The body's length is the Response's own business.
    delete answer.headers["content-length"];
    return new Response(answer.text === "" ? null : answer.text, {
      status: answer.status,
      headers: answer.headers,
    });
  }

  /** `sandbox.exchange`: `fetchInProcess` without the WHATWG Request and Response. */
  async function exchangeInProcess(
    request: GatewayHttpRequest,
    signal: AbortSignal,
  ): Promise<ExchangeAnswer> {
    const query = request.path.indexOf("?");
    const pathname = query === -1 ? request.path : request.path.slice(0, query);
    const path = ownGatewayPath(request.origin, pathname);
    if (path === undefined) return foreignExchange(request, signal);
    const answer = await answerInProcess(
      signal,
      request.method,
      path,
      query === -1 ? "" : request.path.slice(query),
      async () => Buffer.from(request.body ?? []),
      () => {
        const headers: IncomingHttpHeaders = {};
        for (const [name, value] of Object.entries(request.headers)) {
          headers[name.toLowerCase()] = value;
        }
        return headers;
      },
    );
    return {
      status: answer.status,
      headers: { get: (name) => answer.headers[name.toLowerCase()] ?? null },
      text: async () => answer.text,
    };
  }
  const foreignExchange = fetchExchange((input, init) => fetch(input, init));

  /** The gateway path (prefix removed) of a URL at this sandbox's origins, or undefined. */
  function ownGatewayPath(origin: string, pathname: string): string | undefined {
    const path =
      prefix !== "" && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
    return selfOrigins.has(origin) && path.startsWith("/gateway/") ? path : undefined;
  }

  /**
   * One gateway request answered in this process, by the same code and with
   * the same faults as over HTTP: a dropped connection or a closed sandbox
   * rejects as fetch does; when `signal` aborts the caller is answered with
   * its reason at once while the request runs on, as on a server.
   */
  async function answerInProcess(
    signal: AbortSignal,
    method: string,
    path: string,
    search: string,
    readRequestBody: () => Promise<Buffer>,
    readHeaders: () => IncomingHttpHeaders,
  ): Promise<InProcessAnswer> {
    signal.throwIfAborted();
    if (closing.signal.aborted) {
      // As a closed port refuses: nothing was sent, nothing happened.
      throw new TypeError("fetch failed", {
        cause: Object.assign(new Error("the sandbox is closed"), { code: "ECONNREFUSED" }),
      });
    }
    const handling = (async (): Promise<InProcessAnswer> => {
      const body = await readRequestBody();
      if (body.length > MAX_BODY_BYTES) {
        throw invalidArgument(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);
      }
      const outcome = await serveGateway(
        method,
        `${path}${search}`,
        path,
        new URLSearchParams(search),
        readHeaders(),
        body,
      );
      if (outcome.type === "drop") {
        // What fetch rejects with when the server closes the connection without an answer.
        throw new TypeError("fetch failed", {
          cause: Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" }),
        });
      }
      if (outcome.type === "fault") return faultAnswer(outcome.fault);
      return plainAnswer(outcome.answer);
    })().catch((error: unknown) => {
      if (error instanceof SandboxError) return plainAnswer(errorAnswer(error));
      if (error instanceof TypeError && error.message === "fetch failed") throw error;
      if (closing.signal.aborted) throw new TypeError("fetch failed", { cause: error });
      logger.error({ err: error, path }, "sandbox request failed");
      return plainAnswer(INTERNAL_ERROR);
    });
    const tracked = handling.then(
      () => {},
      () => {},
    );
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
    if (signal.aborted) throw signal.reason;
    // Like a server, the sandbox finishes a request whose caller gave up; the caller
    // is answered at once with the signal's reason.
    let onAbort = (): void => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
    });
    try {
      return await Promise.race([handling, aborted]);
    } finally {
      // A listener left on the caller's timeout signal kept it alive until it fired
      // (10 s later: an exception built and a promise rejected per request, for nothing).
      signal.removeEventListener("abort", onAbort);
    }
  }

  const server: Server = createServer((request, response) => {
    const handling = route(request, response)
      .catch((error: unknown) => {
        if (closing.signal.aborted && !(error instanceof SandboxError)) {
          response.socket?.destroy();
          return;
        }
        if (error instanceof SandboxError) {
          sendAnswer(response, errorAnswer(error));
          return;
        }
        logger.error(
          { err: error, path: (request.url ?? "").split("?")[0] },
          "sandbox request failed",
        );
        sendAnswer(response, INTERNAL_ERROR);
      })
      .finally(() => inFlight.delete(handling));
    inFlight.add(handling);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  listenUrl = `http://${host}:${address.port}`;
  baseUrl = (options.publicUrl ?? listenUrl).replace(/\/+$/, "");
  const publicBase = new URL(baseUrl);
  prefix = publicBase.pathname.replace(/\/+$/, "");
  selfOrigins = new Set([publicBase.origin, new URL(listenUrl).origin]);
  if (address.address === "127.0.0.1") selfOrigins.add(`http://localhost:${address.port}`);

  if (stateFile && !restored) await commit();
  for (const event of ledger.pendingEvents()) dispatcher.deliver(event);
  logger.debug(
    {
      url: baseUrl,
      network,
      persistent: stateFile !== undefined,
      merchants: ledger.merchantIds().length,
    },
    "sandbox gateway listening",
  );
  // The bot that embeds this sandbox decodes its invoices without recovering the key.
  removeSigner = addInProcessSigner((paymentHash, paymentRequest) =>
    ledger.ownInvoicePayee(paymentHash, paymentRequest),
  );
  return sandbox;
}

/** The answer of a request that failed inside the sandbox (not a refusal). */
const INTERNAL_ERROR: Answer = {
  status: 500,
  body: { code: 13, message: "The sandbox gateway failed internally: see its log.", details: [] },
};

/** How a gateway request ended: answered, refused by an injected fault, or its connection dropped. */
type GatewayOutcome =
  | { type: "answer"; answer: Answer }
  | { type: "fault"; fault: Fault }
  | { type: "drop" };

/** An answer as a fetch Response, with the headers `sendAnswer` writes. */
/** An answer of the in-process transports: status, headers (lower case), body text. */
interface InProcessAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

function plainAnswer(answer: Answer): InProcessAnswer {
  return {
    status: answer.status,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      ...answer.headers,
    },
    text: JSON.stringify(answer.body),
  };
}

/** An injected error answer in the requested body format. */
function faultAnswer(fault: Fault): {
  status: number;
  headers: Record<string, string>;
  text: string;
} {
  const status = fault.status ?? 503;
  const code = fault.grpcCode ?? grpcCodeForStatus(status);
  const message = fault.message ?? "injected fault";
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (fault.retryAfterSec !== undefined) headers["retry-after"] = String(fault.retryAfterSec);
  let text = "";
  switch (fault.body ?? "json") {
    case "json":
      text = JSON.stringify({ code, message, details: [] });
      headers["content-type"] = "application/json; charset=utf-8";
      break;
    case "json_string_code":
      text = JSON.stringify({ code: String(code), message, details: [] });
      headers["content-type"] = "application/json; charset=utf-8";
      break;
    case "html":
      text = `<html><head><title>${status}</title></head><body><h1>${status}</h1><p>proxy error</p></body></html>`;
      headers["content-type"] = "text/html; charset=utf-8";
      break;
    case "empty":
      break;
  }
  headers["content-length"] = String(Buffer.byteLength(text));
  return { status, headers, text };
}

/** The `merchant_id` of a JSON body, if it has one (a GET has no body). */
function merchantIdOf(body: Buffer): string | undefined {
  // A GET has none: no SyntaxError thrown and caught on every balance read.
  if (body.length === 0) return undefined;
  try {
    const parsed: unknown = JSON.parse(body.toString("utf8"));
    const id =
      typeof parsed === "object" && parsed !== null
        ? (parsed as { merchant_id?: unknown }).merchant_id
        : undefined;
    return typeof id === "string" ? id : undefined;
  } catch {
    return undefined;
  }
}
