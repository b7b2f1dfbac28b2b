/**
 * Environment → typed, validated configuration (.env.example, docs/operations.md). Every
 * problem is reported as one line naming the variable and what it expects;
 * `loadConfig` collects all of them before failing.
 */
import path from "node:path";
import { z } from "zod";

import { BITCOIN_NETWORKS, type BitcoinNetwork } from "./bitcoin/network.ts";
import { LOG_FORMAT_EXPECTED, LOG_FORMATS, type LogFormatSetting } from "./logger.ts";
import { DEFAULT_ONCHAIN_FEE_SAT } from "./sandbox/defaults.ts";
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from "./server/http.ts";
import { WebhookPathError, webhookEndpoint } from "./server/webhook.ts";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const httpUrl = (what: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: `expected an http(s) URL ${what}` })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
  );
const positiveInt = (fallback: number, what: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `expected a whole number ${what}` })
      .int({ error: `expected a whole number ${what}` })
      .positive({ error: `expected a positive whole number ${what}` })
      .max(Number.MAX_SAFE_INTEGER)
      .default(fallback),
  );

/** Where /metrics and /health are served unless METRICS_PORT says otherwise (Prometheus exporters' usual port). */
export const DEFAULT_METRICS_PORT = 9464;

const tcpPort = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "expected a TCP port number" })
      .int({ error: "expected a TCP port number" })
      .min(0, { error: "expected a TCP port number 0-65535" })
      .max(65535, { error: "expected a TCP port number 0-65535" })
      .default(fallback),
  );
/** 16 to 256 characters of A-Z a-z 0-9 _ - (what `openssl rand -hex 32` prints fits). */
const secretToken = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,256}$/, {
      error: "expected 16 to 256 characters of A-Z, a-z, 0-9, _ or -",
    })
    .optional(),
);

const schema = z
  .object({
    TELEGRAM_BOT_TOKEN: z
      .string({ error: "required: the bot token from @BotFather (123456:ABC…)" })
      .trim()
      .regex(/^\d+:[\w-]{20,}$/, {
        error: "expected a bot token like 123456789:AAE…, from @BotFather",
      }),
    TELEGRAM_API_ROOT: httpUrl("of a Bot API server, e.g. https://api.telegram.org").default(
      "https://api.telegram.org",
    ),
    TELEGRAM_RATE_LIMITS: z.preprocess(
      emptyToUndefined,
      z.enum(["on", "off"], { error: "expected on or off" }).default("on"),
    ),
    TELEGRAM_TIMEOUT_MS: positiveInt(30_000, "of milliseconds"),
    TELEGRAM_RETRY_MS: positiveInt(1_000, "of milliseconds"),
    TELEGRAM_EDIT_INTERVAL_MS: positiveInt(1_000, "of milliseconds"),
    BOT_MODE: z.preprocess(
      emptyToUndefined,
      z.enum(["polling", "webhook"], { error: "expected polling or webhook" }).default("polling"),
    ),
    WEBHOOK_URL: httpUrl("where Telegram reaches this bot, e.g. https://bot.example.com/telegram"),
    WEBHOOK_SECRET: secretToken,
    PUBLIC_URL: httpUrl("where the gateway reaches this bot's HTTP server (for payment events)"),
    PORT: tcpPort(8080),
    HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
    METRICS_HOST: z.preprocess(emptyToUndefined, z.string().default("127.0.0.1")),
    METRICS_PORT: tcpPort(DEFAULT_METRICS_PORT),
    METRICS_TOKEN: secretToken,
    HTTP_HEADERS_TIMEOUT_MS: positiveInt(DEFAULT_HTTP_TIMEOUTS.headersMs, "of milliseconds"),
    HTTP_REQUEST_TIMEOUT_MS: positiveInt(DEFAULT_HTTP_TIMEOUTS.requestMs, "of milliseconds"),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveInt(DEFAULT_HTTP_TIMEOUTS.keepAliveMs, "of milliseconds"),
    GATEWAY_BASE_URL: httpUrl("of the payment gateway, or leave unset for the sandbox"),
    GATEWAY_TIMEOUT_MS: positiveInt(10_000, "of milliseconds"),
    BITCOIN_NETWORK: z.preprocess(
      emptyToUndefined,
      z
        .enum(BITCOIN_NETWORKS, { error: "expected mainnet, testnet, signet or regtest" })
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
    STORAGE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(sqlite:|memory:|redis:|rediss:|postgres:|postgresql:)/, {
          error: "expected sqlite:PATH, redis://… or postgres://… (unset: SQLite in DATA_DIR)",
        })
        .optional(),
    ),
    STORAGE_DURABILITY: z.preprocess(
      emptyToUndefined,
      z
        .enum(["strict", "relaxed"], {
          error:
            "expected strict (refuse a Redis or PostgreSQL that may lose acknowledged writes) or relaxed (start anyway, with a warning)",
        })
        .default("strict"),
    ),
    SECRETS_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, {
          error: "expected 32 bytes as 64 hex digits or base64 (openssl rand -hex 32)",
        })
        .optional(),
    ),
    MAX_PAYMENT_SAT: positiveInt(1_000_000, "of satoshi"),
    DAILY_LIMIT_SAT: positiveInt(5_000_000, "of satoshi"),
    ONCHAIN_FEE_SAT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "expected a whole number of satoshi" })
        .int({ error: "expected a whole number of satoshi" })
        .min(0, { error: "expected 0 or more satoshi" })
        .max(Number.MAX_SAFE_INTEGER)
        .optional(),
    ),
    PRICE_SOURCE_URL: z.preprocess(
      emptyToUndefined,
      z
        .union([
          z.literal("off"),
          z.url({ protocol: /^https?$/, error: "expected an http(s) URL of BTC prices, or off" }),
        ])
        .optional(),
    ),
    PRICE_CACHE_SECONDS: positiveInt(60, "of seconds"),
    PRICE_TIMEOUT_MS: positiveInt(3_000, "of milliseconds"),
    GROUP_COMMANDS_PER_MINUTE: positiveInt(6, "of commands per member per group per minute"),
    PRIVATE_ACTIONS_PER_MINUTE: positiveInt(
      30,
      "of messages and button presses per user per minute in private chats",
    ),
    WEBAPP_LONG_POLL_MS: positiveInt(25_000, "of milliseconds"),
    TIP_COMMAND_DELETE_DELAY_MS: positiveInt(5_000, "of milliseconds"),
    GROUP_HINT_DELETE_DELAY_MS: positiveInt(30_000, "of milliseconds"),
    ENTRY_INVOICES_PER_MINUTE: positiveInt(30, "of invoices per group per minute"),
    PLEDGE_TTL_HOURS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "expected a number of hours, e.g. 72" })
        .positive({ error: "expected a positive number of hours, e.g. 72" })
        .max(24 * 365, { error: "expected at most 8760 hours (a year)" })
        .default(72),
    ),
    PLEDGES_PER_DAY: positiveInt(20, "of pledges per member per day"),
    GIVEAWAY_TTL_MINUTES: positiveInt(60, "of minutes"),
    GIVEAWAY_CLAIM_ANSWER_MS: positiveInt(600, "of milliseconds"),
    PRESS_WAIT_ANSWER_MS: positiveInt(500, "of milliseconds"),
    RAIN_WINDOW_MINUTES: positiveInt(60, "of minutes"),
    RAIN_MAX_RECIPIENTS: positiveInt(20, "of members"),
    REACTION_UNDO_SECONDS: positiveInt(10, "of seconds"),
    INTENT_GRACE_SECONDS: positiveInt(60, "of seconds"),
    INTENT_SWEEP_INTERVAL_MS: positiveInt(5_000, "of milliseconds"),
    SWEEP_INTERVAL_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "expected a whole number of milliseconds" })
        .int({ error: "expected a whole number of milliseconds" })
        .positive({ error: "expected a positive whole number of milliseconds" })
        .max(Number.MAX_SAFE_INTEGER)
        .optional(),
    ),
    SANDBOX_START_BALANCE_SAT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "expected a whole number of satoshi" })
        .int({ error: "expected a whole number of satoshi" })
        .min(0, { error: "expected 0 or more satoshi" })
        .default(100_000),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    ),
    LOG_FORMAT: z.preprocess(
      emptyToUndefined,
      z.enum(LOG_FORMATS, { error: LOG_FORMAT_EXPECTED }).default("auto"),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.BOT_MODE === "webhook") {
      if (!env.WEBHOOK_URL)
        ctx.addIssue({
          code: "custom",
          path: ["WEBHOOK_URL"],
          message: "required when BOT_MODE=webhook",
        });
      if (!env.WEBHOOK_SECRET)
        ctx.addIssue({
          code: "custom",
          path: ["WEBHOOK_SECRET"],
          message: "required when BOT_MODE=webhook (openssl rand -hex 32)",
        });
    }
    if (env.BOT_MODE === "webhook" && env.WEBHOOK_URL) {
      try {
        webhookEndpoint(env.WEBHOOK_URL);
      } catch (error) {
        if (!(error instanceof WebhookPathError)) throw error;
        ctx.addIssue({ code: "custom", path: ["WEBHOOK_URL"], message: error.message });
      }
    }
    if (env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT)
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: `must differ from PORT (${env.PORT}): /metrics and /health have a listener of their own`,
      });
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS)
      ctx.addIssue({
        code: "custom",
        path: ["HTTP_HEADERS_TIMEOUT_MS"],
        message: `must not exceed HTTP_REQUEST_TIMEOUT_MS (${env.HTTP_REQUEST_TIMEOUT_MS}): the headers are part of the request`,
      });
    // Replicas sharing a store must share the key that seals what they store.
    if (
      env.STORAGE_URL &&
      /^(redis|rediss|postgres|postgresql):/.test(env.STORAGE_URL) &&
      !env.SECRETS_KEY
    )
      ctx.addIssue({
        code: "custom",
        path: ["SECRETS_KEY"],
        message:
          "required with a shared STORAGE_URL (Redis or PostgreSQL): give every replica the same key (openssl rand -hex 32)",
      });
    // Test money must never look like bitcoin: the embedded sandbox runs on a test network only.
    if (!env.GATEWAY_BASE_URL && env.BITCOIN_NETWORK === "mainnet")
      ctx.addIssue({
        code: "custom",
        path: ["BITCOIN_NETWORK"],
        message:
          "mainnet needs a real gateway (GATEWAY_BASE_URL): the embedded sandbox moves test money only; use regtest (the default), testnet or signet",
      });
    if (env.GATEWAY_BASE_URL && !env.BITCOIN_NETWORK)
      ctx.addIssue({
        code: "custom",
        path: ["BITCOIN_NETWORK"],
        message:
          "required with GATEWAY_BASE_URL: the network of the gateway (mainnet, testnet, signet, regtest)",
      });
  });

export type BotMode = { kind: "polling" } | { kind: "webhook"; url: string; secret: string };

/** The validated configuration. */
/**
 * The price source of a bot on a real gateway: Yadio's BTC rates, public,
 * keyless and in every currency the bot offers (src/prices/rates.ts reads
 * the other shapes an operator may choose).
 */
export const DEFAULT_PRICE_SOURCE_URL = "https://api.yadio.io/exrates/BTC";

export interface Config {
  /**
   * `timeoutMs`: longest wait for one Bot API answer (getUpdates: on top of its long poll);
   * `rateLimits`: keep within Telegram's flood limits with the outgoing queue (default true);
   * `retryMs`: the wait after getMe, webhook set-up or a poll first fails, doubled after each
   * further failure up to 30 s; `editIntervalMs`: the shortest time between two edits of one
   * card that changes in bursts (a giveaway's claims, a rain's receipt: chat/flows/paced-edit.ts).
   */
  telegram: {
    token: string;
    apiRoot: string;
    timeoutMs: number;
    rateLimits: boolean;
    retryMs: number;
    editIntervalMs: number;
  };
  mode: BotMode;
  /** `timeouts`: how long a client may take to send a request (slow clients are cut off). */
  http: { host: string; port: number; publicUrl: string | undefined; timeouts: HttpTimeouts };
  /**
   * The listener of /metrics and /health, apart from the public one (webhook,
   * gateway events): loopback by default; with `token`, every request must
   * carry `Authorization: Bearer <token>`.
   */
  metrics: { host: string; port: number; token: string | undefined };
  /** `undefined` baseUrl: the embedded sandbox gateway. */
  gateway: { baseUrl: string | undefined; timeoutMs: number };
  network: BitcoinNetwork;
  dataDir: string;
  storageUrl: string | undefined;
  /**
   * STORAGE_DURABILITY: "strict" (default) refuses to start on a Redis or
   * PostgreSQL that may lose a write it acknowledged; "relaxed" starts with a warning.
   */
  storageDurability: "strict" | "relaxed";
  secretsKey: string | undefined;
  limits: { maxPaymentSat: number; dailyLimitSat: number };
  /**
   * The fee an on-chain send (4.3) costs on top of its amount, in sat; the
   * contract has no fee estimate, so the bot knows it only from here.
   * Default: the embedded sandbox's fixed fee; undefined with a gateway
   * unless ONCHAIN_FEE_SAT is set ("a network fee may apply").
   */
  onchainFeeSat: number | undefined;
  sandbox: { startBalanceSat: number };
  /**
   * Pledged tips: how long one waits to be claimed (PLEDGE_TTL_HOURS,
   * default 72 hours), and how many one member may make a day
   * (PLEDGES_PER_DAY, default 20): each posts a message naming its payer.
   */
  pledges: { ttlMs: number; perDay: number };
  /**
   * Exchange rates for fiat amounts: `url` undefined means the embedded
   * sandbox's fixed test rates (no gateway configured) or none at all
   * (PRICE_SOURCE_URL=off).
   */
  prices: { url: string | undefined; off: boolean; cacheMs: number; timeoutMs: number };
  /**
   * Group chats: commands per member per minute, when a /tip command is
   * removed, and when hints and cancelled or failed confirmations are.
   */
  groups: {
    commandsPerMinute: number;
    tipCommandDeleteDelayMs: number;
    hintDeleteDelayMs: number;
    /** Invoices a group's paid door makes per minute at most (ENTRY_INVOICES_PER_MINUTE, default 30). */
    entryInvoicesPerMinute: number;
  };
  /** Private chats: messages and button presses per user per minute (PRIVATE_ACTIONS_PER_MINUTE, default 30). */
  privateChats: { actionsPerMinute: number };
  /**
   * The Mini App: `url` is `PUBLIC_URL` + "/app/" when PUBLIC_URL is https
   * (Telegram opens Mini Apps over HTTPS only), else undefined and no button
   * offers it; `longPollMs` bounds an invoice status wait (WEBAPP_LONG_POLL_MS, default 25 s).
   */
  webApp: { url: string | undefined; longPollMs: number };
  /**
   * Giveaways: how long one takes claims (GIVEAWAY_TTL_MINUTES, default 60); how long a Claim
   * may take before its press is answered "one moment" (GIVEAWAY_CLAIM_ANSWER_MS, default 600).
   */
  giveaways: { ttlMs: number; claimAnswerMs: number };
  /**
   * How long a press may wait for its chat's turn before its spinner is stopped with an empty
   * answer (PRESS_WAIT_ANSWER_MS, default 500); its handler's own answer is then skipped.
   */
  presses: { waitAnswerMs: number };
  /** Rain: how far back speakers count (RAIN_WINDOW_MINUTES, default 60) and how many share it (RAIN_MAX_RECIPIENTS, default 20). */
  rain: { windowMs: number; maxRecipients: number };
  /** Reaction tips: how long a reaction may be taken back before its tip is sent. */
  reactions: { undoMs: number };
  /**
   * INTENT_GRACE_SECONDS: how long a decided intent is left to its process before the sweeper
   * carries it on; INTENT_SWEEP_INTERVAL_MS (default 5000): how often the sweeper looks.
   */
  intents: { graceMs: number; sweepIntervalMs: number };
  /**
   * SWEEP_INTERVAL_MS (unset by default): how often the other background sweeps (unsettled
   * sends, expired offers, kept notes, the features' jobs such as raffle draws) look, in place
   * of each one's own interval.
   */
  sweepIntervalMs: number | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** LOG_FORMAT: `auto` (default) is pretty on a terminal, JSON otherwise. */
  logFormat: LogFormatSetting;
}

/** Thrown by `loadConfig`; `problems` holds one line per variable. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** Reads and validates the environment (default `process.env`). Never echoes values. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "configuration");
      const given = env[name];
      const missing = given === undefined || given.trim() === "";
      const message =
        missing && !issue.message.startsWith("required")
          ? `required: ${issue.message}`
          : issue.message;
      return `${name}: ${message}`;
    });
    throw new ConfigError([...new Set(problems)]);
  }
  const e = parsed.data;
  return {
    telegram: {
      token: e.TELEGRAM_BOT_TOKEN,
      apiRoot: e.TELEGRAM_API_ROOT,
      rateLimits: e.TELEGRAM_RATE_LIMITS === "on",
      timeoutMs: e.TELEGRAM_TIMEOUT_MS,
      retryMs: e.TELEGRAM_RETRY_MS,
      editIntervalMs: e.TELEGRAM_EDIT_INTERVAL_MS,
    },
    mode:
      e.BOT_MODE === "webhook"
        ? { kind: "webhook", url: e.WEBHOOK_URL ?? "", secret: e.WEBHOOK_SECRET ?? "" }
        : { kind: "polling" },
    http: {
      host: e.HOST,
      port: e.PORT,
      publicUrl: e.PUBLIC_URL,
      timeouts: {
        headersMs: e.HTTP_HEADERS_TIMEOUT_MS,
        requestMs: e.HTTP_REQUEST_TIMEOUT_MS,
        keepAliveMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      },
    },
    metrics: { host: e.METRICS_HOST, port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    gateway: { baseUrl: e.GATEWAY_BASE_URL, timeoutMs: e.GATEWAY_TIMEOUT_MS },
    network: e.BITCOIN_NETWORK ?? "regtest",
    dataDir: path.resolve(e.DATA_DIR),
    storageUrl: e.STORAGE_URL,
    storageDurability: e.STORAGE_DURABILITY,
    secretsKey: e.SECRETS_KEY,
    limits: { maxPaymentSat: e.MAX_PAYMENT_SAT, dailyLimitSat: e.DAILY_LIMIT_SAT },
    onchainFeeSat: e.ONCHAIN_FEE_SAT ?? (e.GATEWAY_BASE_URL ? undefined : DEFAULT_ONCHAIN_FEE_SAT),
    sandbox: { startBalanceSat: e.SANDBOX_START_BALANCE_SAT },
    pledges: { ttlMs: Math.round(e.PLEDGE_TTL_HOURS * 60 * 60_000), perDay: e.PLEDGES_PER_DAY },
    prices: {
      off: e.PRICE_SOURCE_URL === "off",
      url:
        e.PRICE_SOURCE_URL === "off"
          ? undefined
          : (e.PRICE_SOURCE_URL ?? (e.GATEWAY_BASE_URL ? DEFAULT_PRICE_SOURCE_URL : undefined)),
      cacheMs: e.PRICE_CACHE_SECONDS * 1000,
      timeoutMs: e.PRICE_TIMEOUT_MS,
    },
    groups: {
      commandsPerMinute: e.GROUP_COMMANDS_PER_MINUTE,
      tipCommandDeleteDelayMs: e.TIP_COMMAND_DELETE_DELAY_MS,
      hintDeleteDelayMs: e.GROUP_HINT_DELETE_DELAY_MS,
      entryInvoicesPerMinute: e.ENTRY_INVOICES_PER_MINUTE,
    },
    privateChats: { actionsPerMinute: e.PRIVATE_ACTIONS_PER_MINUTE },
    webApp: {
      url: e.PUBLIC_URL?.startsWith("https://")
        ? `${e.PUBLIC_URL.replace(/\/+$/, "")}/app/`
        : undefined,
      longPollMs: e.WEBAPP_LONG_POLL_MS,
    },
    giveaways: {
      ttlMs: e.GIVEAWAY_TTL_MINUTES * 60_000,
      claimAnswerMs: e.GIVEAWAY_CLAIM_ANSWER_MS,
    },
    presses: { waitAnswerMs: e.PRESS_WAIT_ANSWER_MS },
    rain: { windowMs: e.RAIN_WINDOW_MINUTES * 60_000, maxRecipients: e.RAIN_MAX_RECIPIENTS },
    reactions: { undoMs: e.REACTION_UNDO_SECONDS * 1000 },
    intents: {
      graceMs: e.INTENT_GRACE_SECONDS * 1000,
      sweepIntervalMs: e.INTENT_SWEEP_INTERVAL_MS,
    },
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
  };
}
