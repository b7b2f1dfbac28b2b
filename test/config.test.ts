import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";

const TOKEN = "123456789:AAE_abcdefghijklmnopqrstuvwxyz012";

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadConfig", () => {
  it("runs with only a token: sandbox, polling, SQLite in ./data, regtest", () => {
    const config = loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN });
    expect(config.gateway.baseUrl).toBeUndefined();
    expect(config.mode).toEqual({ kind: "polling" });
    expect(config.network).toBe("regtest");
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.telegram.apiRoot).toBe("https://api.telegram.org");
    expect(config.limits).toEqual({ maxPaymentSat: 1_000_000, dailyLimitSat: 5_000_000 });
    expect(config.sandbox.startBalanceSat).toBe(100_000);
  });

  it("names a missing token", () => {
    expect(problems({})).toEqual([expect.stringMatching(/^TELEGRAM_BOT_TOKEN: required/)]);
  });

  it("reports every problem, one line per variable, without echoing values", () => {
    const lines = problems({
      TELEGRAM_BOT_TOKEN: "secret-looking-garbage",
      PORT: "70000",
      BITCOIN_NETWORK: "moonnet",
      MAX_PAYMENT_SAT: "-5",
      STORAGE_URL: "mysql://x",
    });
    expect(lines.map((l) => l.split(":")[0]).sort()).toEqual([
      "BITCOIN_NETWORK",
      "MAX_PAYMENT_SAT",
      "PORT",
      "STORAGE_URL",
      "TELEGRAM_BOT_TOKEN",
    ]);
    expect(lines.join("\n")).not.toContain("secret-looking-garbage");
  });

  it("requires the webhook URL and secret in webhook mode", () => {
    const lines = problems({ TELEGRAM_BOT_TOKEN: TOKEN, BOT_MODE: "webhook" });
    expect(lines).toEqual([
      expect.stringMatching(/^WEBHOOK_URL: required/),
      expect.stringMatching(/^WEBHOOK_SECRET: required/),
    ]);
    const config = loadConfig({
      TELEGRAM_BOT_TOKEN: TOKEN,
      BOT_MODE: "webhook",
      WEBHOOK_URL: "https://bot.example.com/telegram",
      WEBHOOK_SECRET: "0123456789abcdef0123",
    });
    expect(config.mode).toEqual({
      kind: "webhook",
      url: "https://bot.example.com/telegram",
      secret: "0123456789abcdef0123",
    });
  });

  it("requires the network with a real gateway", () => {
    expect(
      problems({ TELEGRAM_BOT_TOKEN: TOKEN, GATEWAY_BASE_URL: "https://pay.example.com/" }),
    ).toEqual([expect.stringMatching(/^BITCOIN_NETWORK: required/)]);
    const config = loadConfig({
      TELEGRAM_BOT_TOKEN: TOKEN,
      GATEWAY_BASE_URL: "https://pay.example.com/",
      BITCOIN_NETWORK: "mainnet",
    });
    expect(config.gateway.baseUrl).toBe("https://pay.example.com");
  });

  it("refuses mainnet on the embedded sandbox, in one line naming BITCOIN_NETWORK", () => {
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, BITCOIN_NETWORK: "mainnet" })).toEqual([
      "BITCOIN_NETWORK: mainnet needs a real gateway (GATEWAY_BASE_URL): the embedded sandbox moves test money only; use regtest (the default), testnet or signet",
    ]);
    for (const network of ["regtest", "testnet", "signet"] as const) {
      expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, BITCOIN_NETWORK: network }).network).toBe(
        network,
      );
    }
  });

  it("refuses a webhook path that shadows the bot's own routes", () => {
    const lines = problems({
      TELEGRAM_BOT_TOKEN: TOKEN,
      BOT_MODE: "webhook",
      WEBHOOK_URL: "https://bot.example.com/health",
      WEBHOOK_SECRET: "0123456789abcdef0123",
    });
    expect(lines).toEqual([expect.stringMatching(/^WEBHOOK_URL: .*own routes/)]);
  });

  it("requires SECRETS_KEY with a shared store, so replicas can read each other's data", () => {
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, STORAGE_URL: "redis://127.0.0.1:6379" })).toEqual([
      expect.stringMatching(/^SECRETS_KEY: required with a shared STORAGE_URL/),
    ]);
    expect(
      problems({
        TELEGRAM_BOT_TOKEN: TOKEN,
        STORAGE_URL: "postgres://u@127.0.0.1/db",
        SECRETS_KEY: "ab".repeat(32),
      }),
    ).toEqual([]);
  });

  it("reads STORAGE_DURABILITY: strict by default, relaxed on request, nothing else", () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).storageDurability).toBe("strict");
    expect(
      loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, STORAGE_DURABILITY: "" }).storageDurability,
    ).toBe("strict");
    expect(
      loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, STORAGE_DURABILITY: "relaxed" }).storageDurability,
    ).toBe("relaxed");
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, STORAGE_DURABILITY: "off" })).toEqual([
      expect.stringMatching(/^STORAGE_DURABILITY: expected strict \(.*\) or relaxed/),
    ]);
  });

  it("treats empty values as unset", () => {
    const config = loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, GATEWAY_BASE_URL: "", PORT: "" });
    expect(config.gateway.baseUrl).toBeUndefined();
    expect(config.http.port).toBe(8080);
  });

  it("knows the on-chain fee: the sandbox's by default, unset on a gateway, else ONCHAIN_FEE_SAT", () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).onchainFeeSat).toBe(250);
    const gateway = { GATEWAY_BASE_URL: "https://pay.example.com", BITCOIN_NETWORK: "mainnet" };
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, ...gateway }).onchainFeeSat).toBeUndefined();
    expect(
      loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, ...gateway, ONCHAIN_FEE_SAT: "0" }).onchainFeeSat,
    ).toBe(0);
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, ONCHAIN_FEE_SAT: "400" }).onchainFeeSat).toBe(
      400,
    );
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, ONCHAIN_FEE_SAT: "-1" })).toEqual([
      "ONCHAIN_FEE_SAT: expected 0 or more satoshi",
    ]);
  });

  it("reads how long a pledge waits: 72 hours by default, PLEDGE_TTL_HOURS (fractions too)", () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).pledges.ttlMs).toBe(72 * 60 * 60_000);
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, PLEDGE_TTL_HOURS: "24" }).pledges.ttlMs).toBe(
      24 * 60 * 60_000,
    );
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, PLEDGE_TTL_HOURS: "0.5" }).pledges.ttlMs).toBe(
      30 * 60_000,
    );
    for (const bad of ["0", "-3", "soon"]) {
      expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, PLEDGE_TTL_HOURS: bad })).toEqual([
        expect.stringMatching(/^PLEDGE_TTL_HOURS: expected a (positive )?number of hours/),
      ]);
    }
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, PLEDGE_TTL_HOURS: "9000" })).toEqual([
      "PLEDGE_TTL_HOURS: expected at most 8760 hours (a year)",
    ]);
  });

  it("reads the giveaway and rain settings: 60 minutes, 0.6 s, 60 minutes and 20 members by default", () => {
    const defaults = loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN });
    expect(defaults.giveaways).toEqual({ ttlMs: 60 * 60_000, claimAnswerMs: 600 });
    expect(defaults.rain).toEqual({ windowMs: 60 * 60_000, maxRecipients: 20 });
    const set = loadConfig({
      TELEGRAM_BOT_TOKEN: TOKEN,
      GIVEAWAY_TTL_MINUTES: "5",
      GIVEAWAY_CLAIM_ANSWER_MS: "900",
      RAIN_WINDOW_MINUTES: "10",
      RAIN_MAX_RECIPIENTS: "3",
    });
    expect(set.giveaways).toEqual({ ttlMs: 5 * 60_000, claimAnswerMs: 900 });
    expect(set.rain).toEqual({ windowMs: 10 * 60_000, maxRecipients: 3 });
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, RAIN_MAX_RECIPIENTS: "0" })).toEqual([
      "RAIN_MAX_RECIPIENTS: expected a positive whole number of members",
    ]);
  });

  it("reads the undo window of reaction tips: 10 s by default, REACTION_UNDO_SECONDS", () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).reactions.undoMs).toBe(10_000);
    expect(
      loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, REACTION_UNDO_SECONDS: "3" }).reactions.undoMs,
    ).toBe(3_000);
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, REACTION_UNDO_SECONDS: "0" })).toEqual([
      "REACTION_UNDO_SECONDS: expected a positive whole number of seconds",
    ]);
  });

  it("reads the intent sweeper's grace and interval: 60 s and 5 s by default, INTENT_SWEEP_INTERVAL_MS", () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).intents).toEqual({
      graceMs: 60_000,
      sweepIntervalMs: 5_000,
    });
    expect(
      loadConfig({
        TELEGRAM_BOT_TOKEN: TOKEN,
        INTENT_GRACE_SECONDS: "2",
        INTENT_SWEEP_INTERVAL_MS: "250",
      }).intents,
    ).toEqual({ graceMs: 2_000, sweepIntervalMs: 250 });
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, INTENT_SWEEP_INTERVAL_MS: "0" })).toEqual([
      "INTENT_SWEEP_INTERVAL_MS: expected a positive whole number of milliseconds",
    ]);
  });

  it("reads SWEEP_INTERVAL_MS: unset by default (each sweep its own interval), else a positive number of ms", () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).sweepIntervalMs).toBeUndefined();
    expect(
      loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, SWEEP_INTERVAL_MS: "" }).sweepIntervalMs,
    ).toBeUndefined();
    expect(
      loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, SWEEP_INTERVAL_MS: "200" }).sweepIntervalMs,
    ).toBe(200);
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, SWEEP_INTERVAL_MS: "0" })).toEqual([
      "SWEEP_INTERVAL_MS: expected a positive whole number of milliseconds",
    ]);
  });

  it("reads the log format: auto by default, json or pretty, anything else refused in one line", () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).logFormat).toBe("auto");
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, LOG_FORMAT: "" }).logFormat).toBe("auto");
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, LOG_FORMAT: "json" }).logFormat).toBe("json");
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, LOG_FORMAT: "pretty" }).logFormat).toBe(
      "pretty",
    );
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, LOG_FORMAT: "text" })).toEqual([
      "LOG_FORMAT: expected json, pretty or auto (unset: pretty on a terminal, JSON otherwise)",
    ]);
  });

  it("waits 1 s after Telegram first cannot be reached by default; TELEGRAM_RETRY_MS changes it", () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).telegram.retryMs).toBe(1_000);
    expect(
      loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_RETRY_MS: "50" }).telegram.retryMs,
    ).toBe(50);
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_RETRY_MS: "0" })).toHaveLength(1);
  });

  it("edits a changing card at most once a second by default; TELEGRAM_EDIT_INTERVAL_MS changes it", () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).telegram.editIntervalMs).toBe(1_000);
    expect(
      loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_EDIT_INTERVAL_MS: "100" }).telegram
        .editIntervalMs,
    ).toBe(100);
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_EDIT_INTERVAL_MS: "0" })).toHaveLength(1);
  });

  it("reads the HTTP timeouts: 10 s for headers, 30 s per request, 5 s idle by default", () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).http.timeouts).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      keepAliveMs: 5_000,
    });
    expect(
      loadConfig({
        TELEGRAM_BOT_TOKEN: TOKEN,
        HTTP_HEADERS_TIMEOUT_MS: "100",
        HTTP_REQUEST_TIMEOUT_MS: "200",
        HTTP_KEEP_ALIVE_TIMEOUT_MS: "300",
      }).http.timeouts,
    ).toEqual({ headersMs: 100, requestMs: 200, keepAliveMs: 300 });
    expect(
      problems({
        TELEGRAM_BOT_TOKEN: TOKEN,
        HTTP_HEADERS_TIMEOUT_MS: "20000",
        HTTP_REQUEST_TIMEOUT_MS: "10000",
      }),
    ).toEqual([
      "HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS (10000): the headers are part of the request",
    ]);
  });

  it("serves /metrics and /health on loopback port 9464 by default, apart from PORT", () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).metrics).toEqual({
      host: "127.0.0.1",
      port: 9464,
      token: undefined,
    });
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).http.host).toBe("0.0.0.0");
    const token = "0123456789abcdef0123";
    expect(
      loadConfig({
        TELEGRAM_BOT_TOKEN: TOKEN,
        METRICS_HOST: "0.0.0.0",
        METRICS_PORT: "9100",
        METRICS_TOKEN: token,
      }).metrics,
    ).toEqual({ host: "0.0.0.0", port: 9100, token });
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, PORT: "9100", METRICS_PORT: "9100" })).toEqual([
      "METRICS_PORT: must differ from PORT (9100): /metrics and /health have a listener of their own",
    ]);
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, PORT: "0", METRICS_PORT: "0" })).toEqual([]);
    const short = problems({ TELEGRAM_BOT_TOKEN: TOKEN, METRICS_TOKEN: "short" });
    expect(short).toEqual([
      "METRICS_TOKEN: expected 16 to 256 characters of A-Z, a-z, 0-9, _ or -",
    ]);
  });

  it("reads the per-user limit in private chats: 30 a minute by default, PRIVATE_ACTIONS_PER_MINUTE", () => {
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN }).privateChats).toEqual({
      actionsPerMinute: 30,
    });
    expect(
      loadConfig({ TELEGRAM_BOT_TOKEN: TOKEN, PRIVATE_ACTIONS_PER_MINUTE: "12" }).privateChats,
    ).toEqual({ actionsPerMinute: 12 });
    expect(problems({ TELEGRAM_BOT_TOKEN: TOKEN, PRIVATE_ACTIONS_PER_MINUTE: "0" })).toEqual([
      "PRIVATE_ACTIONS_PER_MINUTE: expected a positive whole number of messages and button presses per user per minute in private chats",
    ]);
  });
});
