/**
 * The bot's metrics and the `GET /metrics` route (Prometheus text format):
 * updates handled by type and result, commands by name, gateway calls by
 * operation and outcome with their latency, sends by kind and outcome, the
 * updates in flight and the process uptime. Counters live in this process:
 * with several replicas, Prometheus scrapes each and sums.
 */
import { API_CONSTANTS, type Context, type MiddlewareFn } from "grammy";
import type { Update } from "grammy/types";
import type { GatewayCallEvent } from "../gateway/client.ts";
import type { SendOutcomeEvent } from "../operations/payments.ts";
import type { RouteHandler } from "./http.ts";
import { Counter, Gauge, Histogram, PROMETHEUS_CONTENT_TYPE, Registry } from "./prometheus.ts";

/**
 * Latency buckets of gateway calls, in seconds: from a fast loopback
 * sandbox (milliseconds) to the client's default 10 s timeout and beyond.
 */
export const GATEWAY_LATENCY_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
] as const;

/**
 * Distinct command names counted before the rest go under "other": users
 * can type any `/word`, and every label value is a series Prometheus keeps.
 */
export const MAX_COMMAND_NAMES = 40;

const UPDATE_TYPES: ReadonlySet<string> = new Set(API_CONSTANTS.ALL_UPDATE_TYPES);

export interface BotMetricsOptions {
  /** Seconds the process has run (default `process.uptime`). */
  uptimeSeconds?: () => number;
  /** Updates being handled right now (default: no gauge). */
  inFlight?: () => number;
}

/** What an update finished as: handled (also a dropped duplicate), or an error escaped the bot. */
export type UpdateResult = "ok" | "error";

/** Every metric of the bot. One instance per process (the app creates it). */
export class BotMetrics {
  readonly #registry = new Registry();
  readonly #updates: Counter<"type" | "result">;
  readonly #commands: Counter<"command">;
  readonly #gatewayCalls: Counter<"operation" | "outcome">;
  readonly #gatewayLatency: Histogram<"operation">;
  readonly #sends: Counter<"kind" | "outcome">;
  readonly #commandNames = new Set<string>();

  constructor(options: BotMetricsOptions = {}) {
    const registry = this.#registry;
    this.#updates = registry.add(
      new Counter("tipbot_updates_total", "Telegram updates handled, by update type and result.", [
        "type",
        "result",
      ]),
    );
    this.#commands = registry.add(
      new Counter("tipbot_commands_total", "Bot commands received, by command name.", ["command"]),
    );
    this.#gatewayCalls = registry.add(
      new Counter(
        "tipbot_gateway_calls_total",
        "Gateway operations finished (after retries), by operation and outcome.",
        ["operation", "outcome"],
      ),
    );
    this.#gatewayLatency = registry.add(
      new Histogram(
        "tipbot_gateway_call_duration_seconds",
        "Time a gateway operation took, retries included.",
        ["operation"],
        GATEWAY_LATENCY_BUCKETS,
      ),
    );
    this.#sends = registry.add(
      new Counter(
        "tipbot_payments_total",
        "Payments, withdrawals and tips sent, by kind and outcome (sent, failed: nothing moved, unknown: not retried).",
        ["kind", "outcome"],
      ),
    );
    if (options.inFlight) {
      registry.add(
        new Gauge("tipbot_updates_in_flight", "Updates being handled right now.", options.inFlight),
      );
    }
    registry.add(
      new Gauge(
        "tipbot_process_uptime_seconds",
        "Seconds since the process started.",
        options.uptimeSeconds ?? (() => process.uptime()),
      ),
    );
  }

  /** Counts a handled update by its type (and its command, if it is one). */
  update(update: Update, result: UpdateResult): void {
    this.#updates.inc({ type: updateType(update), result });
    const command = commandOf(update);
    if (command !== undefined) this.#commands.inc({ command: this.#commandLabel(command) });
  }

  /** For `createGateway({ onCall })`: one gateway operation finished. */
  gatewayCall(event: GatewayCallEvent): void {
    this.#gatewayCalls.inc({ operation: event.operation, outcome: event.outcome });
    this.#gatewayLatency.observe({ operation: event.operation }, event.durationMs / 1000);
  }

  /** For `new Payments({ onOutcome })`: a send finished as sent, failed or unknown. */
  send(event: SendOutcomeEvent): void {
    this.#sends.inc({ kind: event.kind, outcome: event.outcome });
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

  /** The exposition text of a scrape. */
  render(): string {
    return this.#registry.render();
  }

  #commandLabel(command: string): string {
    if (this.#commandNames.has(command)) return command;
    if (this.#commandNames.size >= MAX_COMMAND_NAMES) return "other";
    this.#commandNames.add(command);
    return command;
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
  return (_req, res) => {
    const body = metrics.render();
    res.writeHead(200, {
      "content-type": PROMETHEUS_CONTENT_TYPE,
      "content-length": Buffer.byteLength(body),
      "cache-control": "no-store",
    });
    res.end(body);
  };
}
