/**
 * The bot's metrics and the `GET /metrics` route (Prometheus text format),
 * on prom-client with a registry of our own (nothing global, so several
 * bots in one process, as in tests, never share series): updates handled by
 * type and result, commands by name, gateway calls by operation and outcome
 * with their latency, sends by kind and outcome, Telegram Bot API calls by
 * method and result, gateway events received by result, the outgoing
 * queue's length and wait, the updates in flight, the store's ping, the process uptime, and prom-client's default process metrics
 * (event-loop lag, GC, heap, CPU, file descriptors). Counters live in this
 * process: with several replicas, Prometheus scrapes each and sums.
 */
import { API_CONSTANTS, type Context, type MiddlewareFn, type Transformer } from "grammy";
import type { Update } from "grammy/types";
import type { Counter, Histogram, Registry } from "prom-client";
import type { OutgoingPriority, OutgoingQueueObserver } from "../chat/outgoing-queue.ts";
import type { GatewayCallEvent } from "../gateway/client.ts";
import type { SendOutcomeEvent } from "../operations/payments.ts";
import type { GatewayEventResult } from "./gateway-events.ts";
import type { RouteHandler } from "./http.ts";

/** The Content-Type of a scrape answer (Prometheus text format 0.0.4). */
// prom-client's Registry.PROMETHEUS_CONTENT_TYPE, written out: the module is imported later.
export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

type PromClient = typeof import("prom-client");

/** Counts kept before prom-client is loaded, past which it is loaded anyway. */
const MAX_PENDING_COUNTS = 1_000;

/**
 * Latency buckets of gateway calls, in seconds: from a fast loopback
 * sandbox (milliseconds) to the client's default 10 s timeout and beyond.
 */
export const GATEWAY_LATENCY_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
] as const;

/**
 * Buckets of the outgoing queue's wait, in seconds: from none (most calls)
 * past a group's minute (20 messages per minute) to a backlog's minutes.
 */
export const OUTGOING_WAIT_BUCKETS = [
  0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300,
] as const;

/** Telegram's own command: every bot is sent /start, whatever its menus say. */
const TELEGRAM_COMMANDS = ["start"] as const;

const UPDATE_TYPES: ReadonlySet<string> = new Set(API_CONSTANTS.ALL_UPDATE_TYPES);

/** Bot API method names are a closed set; anything else (a typo, a new method) counts as "other". */
const METHOD_NAME = /^[a-zA-Z]{2,40}$/;

export interface BotMetricsOptions {
  /**
   * The bot's own commands (its features' menus), each counted under its
   * name; any other `/word` counts as "other". Users can type any command,
   * and each label value is a series Prometheus keeps: a fixed set cannot
   * be filled up by made-up ones. `/start` is always known.
   */
  commands: Iterable<string>;
  /** Seconds the process has run (default `process.uptime`). */
  uptimeSeconds?: () => number;
  /** Updates being handled right now (default: no gauge). */
  inFlight?: () => number;
  /**
   * The store's ping (`Store.ping`: reachable, and on SQLite its log still
   * flushed to disk), run at each scrape for `tipbot_store_up` and
   * `tipbot_store_ping_seconds` (default: neither gauge).
   */
  storePing?: () => Promise<void>;
  /** prom-client's default process metrics (default true; tests of exact output turn them off). */
  processMetrics?: boolean;
}

/** What an update finished as: handled (also a dropped duplicate), or an error escaped the bot. */
export type UpdateResult = "ok" | "error";

/**
 * How a Bot API call ended: "ok"; "429" (Telegram's flood control);
 * "error" (another refusal from Telegram: 400, 403, …); "network" (no
 * answer: reset, timeout, DNS).
 */
export type TelegramCallResult = "ok" | "429" | "error" | "network";

/** The prom-client side of {@link BotMetrics}, made once prom-client is loaded. */
class Instruments {
  readonly registry: Registry;
  readonly updates: Counter<"type" | "result">;
  readonly commands: Counter<"command">;
  readonly gatewayCalls: Counter<"operation" | "outcome">;
  readonly gatewayLatency: Histogram<"operation">;
  readonly sends: Counter<"kind" | "outcome">;
  readonly telegramCalls: Counter<"method" | "result">;
  readonly gatewayEvents: Counter<"result">;
  readonly outgoingWait: Histogram<"priority">;

  constructor(prom: PromClient, options: BotMetricsOptions, outgoingLength: () => number) {
    this.registry = new prom.Registry();
    const registers = [this.registry];
    this.updates = new prom.Counter({
      name: "tipbot_updates_total",
      help: "Telegram updates handled, by update type and result.",
      labelNames: ["type", "result"],
      registers,
    });
    this.commands = new prom.Counter({
      name: "tipbot_commands_total",
      help: "Bot commands received, by command name.",
      labelNames: ["command"],
      registers,
    });
    this.gatewayCalls = new prom.Counter({
      name: "tipbot_gateway_calls_total",
      help: "Gateway operations finished (after retries), by operation and outcome.",
      labelNames: ["operation", "outcome"],
      registers,
    });
    this.gatewayLatency = new prom.Histogram({
      name: "tipbot_gateway_call_duration_seconds",
      help: "Time a gateway operation took, retries included.",
      labelNames: ["operation"],
      buckets: [...GATEWAY_LATENCY_BUCKETS],
      registers,
    });
    this.sends = new prom.Counter({
      name: "tipbot_payments_total",
      help: "Payments, withdrawals and tips sent, by kind and outcome (sent, failed: nothing moved, unknown: not retried).",
      labelNames: ["kind", "outcome"],
      registers,
    });
    this.telegramCalls = new prom.Counter({
      name: "tipbot_telegram_calls_total",
      help: "Telegram Bot API calls, by method and result (ok, 429, error, network).",
      labelNames: ["method", "result"],
      registers,
    });
    this.gatewayEvents = new prom.Counter({
      name: "tipbot_gateway_events_total",
      help: "Gateway events (webhooks) received, by result.",
      labelNames: ["result"],
      registers,
    });
    this.outgoingWait = new prom.Histogram({
      name: "tipbot_outgoing_queue_wait_seconds",
      help: "Time a Bot API message call waited in the outgoing queue (Telegram's flood limits), by priority.",
      labelNames: ["priority"],
      buckets: [...OUTGOING_WAIT_BUCKETS],
      registers,
    });
    new prom.Gauge({
      name: "tipbot_outgoing_queue_length",
      help: "Bot API message calls waiting in the outgoing queue for their turn.",
      registers,
      collect() {
        this.set(outgoingLength());
      },
    });
    const inFlight = options.inFlight;
    if (inFlight) {
      new prom.Gauge({
        name: "tipbot_updates_in_flight",
        help: "Updates being handled right now.",
        registers,
        collect() {
          this.set(inFlight());
        },
      });
    }
    const storePing = options.storePing;
    if (storePing) {
      // One ping per scrape serves both gauges.
      let pinging: Promise<{ up: number; seconds: number }> | undefined;
      const ping = () => {
        pinging ??= (async () => {
          const started = performance.now();
          let up = 1;
          try {
            await storePing();
          } catch {
            up = 0;
          }
          return { up, seconds: (performance.now() - started) / 1000 };
        })().finally(() => {
          pinging = undefined;
        });
        return pinging;
      };
      new prom.Gauge({
        name: "tipbot_store_up",
        help: "1 when the store answered a ping at this scrape and keeps writes on disk (SQLite: its log still flushes), else 0.",
        registers,
        async collect() {
          this.set((await ping()).up);
        },
      });
      new prom.Gauge({
        name: "tipbot_store_ping_seconds",
        help: "Time the store took to answer a ping at this scrape.",
        registers,
        async collect() {
          this.set((await ping()).seconds);
        },
      });
    }
    const uptime = options.uptimeSeconds ?? (() => process.uptime());
    new prom.Gauge({
      name: "tipbot_process_uptime_seconds",
      help: "Seconds since the process started.",
      registers,
      collect() {
        this.set(uptime());
      },
    });
    if (options.processMetrics !== false) prom.collectDefaultMetrics({ register: this.registry });
  }
}

/**
 * Every metric of the bot. One instance per process (the app creates it).
 * prom-client (with @opentelemetry/api, about a tenth of the start-up's
 * CPU) is imported by `load()`, which the app calls once its first poll is
 * out, or by the first scrape: what is counted before then is kept in order
 * and counted when it arrives.
 */
export class BotMetrics {
  readonly #options: BotMetricsOptions;
  readonly #commandNames: Set<string>;
  #outgoingLength: (() => number) | undefined;
  #instruments: Instruments | undefined;
  #loading: Promise<Instruments> | undefined;
  /** Counts made before prom-client arrived, replayed in order when it does. */
  #pending: Array<(instruments: Instruments) => void> = [];

  constructor(options: BotMetricsOptions) {
    this.#options = options;
    this.#commandNames = new Set([...TELEGRAM_COMMANDS, ...options.commands]);
  }

  /** Imports prom-client and makes the metrics (once); counts kept meanwhile are counted. */
  load(): Promise<void> {
    this.#loading ??= import("prom-client").then((prom) => {
      const instruments = new Instruments(prom, this.#options, () => this.#outgoingLength?.() ?? 0);
      for (const count of this.#pending) count(instruments);
      this.#pending = [];
      this.#instruments = instruments;
      return instruments;
    });
    return this.#loading.then(() => undefined);
  }

  /** Counts now, or once prom-client is loaded. */
  #count(count: (instruments: Instruments) => void): void {
    if (this.#instruments) {
      count(this.#instruments);
      return;
    }
    this.#pending.push(count);
    // Bounded: a bot that never polls (Telegram unreachable for days) still counts its retries.
    if (this.#pending.length >= MAX_PENDING_COUNTS) void this.load();
  }

  /** Adds commands counted under their own name (the features', once they are loaded). */
  addCommands(commands: Iterable<string>): void {
    for (const command of commands) this.#commandNames.add(command);
  }

  /** Counts a handled update by its type (and its command, if it is one). */
  update(update: Update, result: UpdateResult): void {
    const type = updateType(update);
    const command = commandOf(update);
    const label = command === undefined ? undefined : this.#commandLabel(command);
    this.#count((metrics) => {
      metrics.updates.inc({ type, result });
      if (label !== undefined) metrics.commands.inc({ command: label });
    });
  }

  /** For `createGateway({ onCall })`: one gateway operation finished. */
  gatewayCall(event: GatewayCallEvent): void {
    this.#count((metrics) => {
      metrics.gatewayCalls.inc({ operation: event.operation, outcome: event.outcome });
      metrics.gatewayLatency.observe({ operation: event.operation }, event.durationMs / 1000);
    });
  }

  /** For `new Payments({ onOutcome })`: a send finished as sent, failed or unknown. */
  send(event: SendOutcomeEvent): void {
    this.#count((metrics) => metrics.sends.inc({ kind: event.kind, outcome: event.outcome }));
  }

  /**
   * Middleware that counts every update once its handling ended; put it
   * first so it also sees updates dropped as duplicates and errors that
   * escape every other middleware (it rethrows them).
   */
  middleware<C extends Context>(): MiddlewareFn<C> {
    return async (ctx, next) => {
      let result: UpdateResult = "error";
      try {
        await next();
        result = "ok";
      } finally {
        this.update(ctx.update, result);
      }
    };
  }

  /** One Bot API call ended (see `telegramTransformer`). */
  telegramCall(method: string, result: TelegramCallResult): void {
    const label = METHOD_NAME.test(method) ? method : "other";
    this.#count((metrics) => metrics.telegramCalls.inc({ method: label, result }));
  }

  /** One gateway event was received and ended as `result`. */
  gatewayEvent(result: GatewayEventResult): void {
    this.#count((metrics) => metrics.gatewayEvents.inc({ result }));
  }

  /**
   * A grammY API transformer counting every Bot API call by method and
   * result; installed first (innermost), so each attempt of a retried call
   * is counted. It never changes a call or its result.
   */
  telegramTransformer(): Transformer {
    return async (prev, method, payload, signal) => {
      try {
        const result = await prev(method, payload, signal);
        this.telegramCall(method, result.ok ? "ok" : result.error_code === 429 ? "429" : "error");
        return result;
      } catch (error) {
        this.telegramCall(method, "network");
        throw error;
      }
    };
  }

  /** For `createBot({ observeOutgoing })`: the outgoing queue's length and waits. */
  outgoingQueueObserver(): OutgoingQueueObserver {
    return {
      watch: (queue) => {
        this.#outgoingLength = () => queue.length;
      },
      waited: (seconds: number, priority: OutgoingPriority) => {
        this.#count((metrics) => metrics.outgoingWait.observe({ priority }, seconds));
      },
    };
  }

  /** The exposition text of a scrape. */
  async render(): Promise<string> {
    await this.load();
    return (this.#instruments as Instruments).registry.metrics();
  }

  #commandLabel(command: string): string {
    return this.#commandNames.has(command) ? command : "other";
  }
}

/** The update's type (`message`, `callback_query`, …); "other" for a type grammY does not know. */
export function updateType(update: Update): string {
  const type = Object.keys(update).find((key) => key !== "update_id");
  return type !== undefined && UPDATE_TYPES.has(type) ? type : "other";
}

/**
 * The command a message starts with, lower-cased and without `@botname`
 * (`/Invoice@tip_bot 100` → "invoice"); undefined when it starts with none.
 */
export function commandOf(update: Update): string | undefined {
  const message = update.message;
  const text = message?.text;
  const first = message?.entities?.[0];
  if (!text || first?.type !== "bot_command" || first.offset !== 0) return undefined;
  const name = text.slice(1, first.length).split("@")[0]?.toLowerCase() ?? "";
  // Telegram's own rule for command names: 1–32 of a–z, 0–9 and _.
  return /^[a-z0-9_]{1,32}$/.test(name) ? name : undefined;
}

/** `GET /metrics`: the current exposition. */
export function metricsRoute(metrics: BotMetrics): RouteHandler {
  return async (_req, res) => {
    const body = await metrics.render();
    res.writeHead(200, {
      "content-type": PROMETHEUS_CONTENT_TYPE,
      "content-length": Buffer.byteLength(body),
      "cache-control": "no-store",
    });
    res.end(body);
  };
}
