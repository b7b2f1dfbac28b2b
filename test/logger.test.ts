/**
 * The logger's error serializer and last net: grammY's errors as they are
 * thrown when a Bot API call fails (an HttpError holding node-fetch's
 * error, whose message names the URL with the token; a GrammyError holding
 * the call's payload) are written without the token and without the payload,
 * in JSON and in the readable format alike. Known conditions (network down,
 * a timeout, a refusal) are written with their kind and without a stack
 * below debug level; unexpected errors keep theirs.
 */
import { Writable } from "node:stream";
import { GrammyError, HttpError } from "grammy";
import { describe, expect, it } from "vitest";
import { TelegramTimeoutError } from "../src/chat/telegram-timeout.ts";
import { GatewayNetworkError, GatewayRejectedError } from "../src/gateway/errors.ts";
import {
  createLogger,
  type LoggerOptions,
  redactSecrets,
  resolveLogFormat,
  serializeError,
} from "../src/logger.ts";
import { LockTimeoutError } from "../src/storage/types.ts";

const TOKEN = "7000000001:AAE_abcdefghijklmnopqrstuvwxyz0123456";
const ROOT = "http://127.0.0.1:4000";
const INVOICE = `lnbcrt10u1p4s2qd3pp5${"q".repeat(200)}`;

/** node-fetch's FetchError, as grammY's HttpError keeps it. */
function fetchError(path: string): Error {
  const error = new Error(`request to ${ROOT}${path} failed, reason: socket hang up`);
  Object.assign(error, { type: "system", code: "ECONNRESET", errno: "ECONNRESET" });
  return error;
}

function capture(secrets: string[] = [], level = "debug", options: LoggerOptions = {}) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  return { logger: createLogger(level, sink, { secrets, ...options }), lines };
}

/** What getMe throws when nothing listens at the Bot API root: node-fetch's error in grammY's. */
function unreachable(method = "getMe"): HttpError {
  const refused = new Error(
    `request to ${ROOT}/bot${TOKEN}/${method} failed, reason: connect ECONNREFUSED 127.0.0.1:4000`,
  );
  Object.assign(refused, { type: "system", code: "ECONNREFUSED", errno: "ECONNREFUSED" });
  return new HttpError(`Network request for '${method}' failed!`, refused);
}

describe("redactSecrets", () => {
  it("removes tokens from Bot API and file URLs, bare tokens and listed secrets; cuts whole invoices", () => {
    expect(redactSecrets(`${ROOT}/bot${TOKEN}/sendMessage`)).toBe(
      `${ROOT}/bot[redacted]/sendMessage`,
    );
    expect(redactSecrets(`${ROOT}/file/bot${TOKEN}/photos/1.jpg`)).toBe(
      `${ROOT}/file/bot[redacted]/photos/1.jpg`,
    );
    // The test fake's shorter token, and a percent-encoded colon.
    expect(redactSecrets("/bot7000000001:fake-0123abcd/getMe")).toBe("/bot[redacted]/getMe");
    expect(redactSecrets("/bot7000000001%3Afake-0123abcd/getMe")).toBe("/bot[redacted]/getMe");
    expect(redactSecrets(`token ${TOKEN} here`)).toBe("token [redacted] here");
    expect(redactSecrets("key s3cr3t-value-123 seen", ["s3cr3t-value-123"])).toBe(
      "key [redacted] seen",
    );
    expect(redactSecrets(`pay ${INVOICE} now`)).toBe("pay lnbcrt10u1p4s2…" + " now");
    // Ordinary text stays.
    expect(redactSecrets("update 12:34, /botany and lnurl1dp68gurn8ghj7")).toBe(
      "update 12:34, /botany and lnurl1dp68gurn8ghj7",
    );
  });
});

describe("serializeError", () => {
  it("a network failure: the nested node-fetch error without the token, message and stack", () => {
    const error = new HttpError(
      "Network request for 'sendMessage' failed!",
      fetchError(`/bot${TOKEN}/sendMessage`),
    );
    const out = JSON.stringify(serializeError(error));
    expect(out).not.toContain(TOKEN);
    expect(out).toContain("/bot[redacted]/sendMessage failed, reason: socket hang up");
    expect(out).toContain('"code":"ECONNRESET"');
    expect(out).toContain('"type":"HttpError"');
  });

  it("a refused call: method, code and description, never the payload", () => {
    const error = new GrammyError(
      "Call to 'sendPhoto' failed!",
      { ok: false, error_code: 400, description: "Bad Request: not enough rights to send photos" },
      "sendPhoto",
      { chat_id: -100, caption: `<code>${INVOICE}</code>` },
    );
    const out = serializeError(error) as Record<string, unknown>;
    expect(out).toMatchObject({
      type: "GrammyError",
      method: "sendPhoto",
      error_code: 400,
      description: "Bad Request: not enough rights to send photos",
    });
    expect(out).not.toHaveProperty("payload");
    expect(JSON.stringify(out)).not.toContain("qqqqqqqq");
  });

  it("follows causes, aggregated errors and errors inside fields; survives cycles", () => {
    const inner = fetchError(`/file/bot${TOKEN}/photos/1.jpg`);
    const outer = new Error("download failed", {
      cause: new AggregateError([inner], "all failed"),
    });
    Object.assign(outer, { detail: { nested: fetchError(`/bot${TOKEN}/getFile`) }, self: outer });
    const out = JSON.stringify(serializeError(outer));
    expect(out).not.toContain(TOKEN);
    expect(out).toContain("/file/bot[redacted]/photos/1.jpg");
    expect(out).toContain("/bot[redacted]/getFile");
    expect(out).toContain("[Circular]");
  });
});

describe("createLogger", () => {
  it("writes errors under any key, and the message, without token, payload or listed secret", () => {
    const { logger, lines } = capture(["listed-secret-0123"]);
    const refused = new GrammyError(
      "Call to 'sendPhoto' failed!",
      { ok: false, error_code: 400, description: "Bad Request" },
      "sendPhoto",
      { caption: INVOICE },
    );
    const dropped = new HttpError("Network request failed!", fetchError(`/bot${TOKEN}/getUpdates`));
    logger.error({ err: dropped }, "feature failed");
    logger.warn({ error: refused }, "could not send");
    logger.warn({ failure: { reason: dropped }, list: [refused] }, "elsewhere");
    logger.info(`a message naming /bot${TOKEN}/getMe and listed-secret-0123`);
    logger.error(dropped);
    const text = lines.join("");
    expect(lines).toHaveLength(5);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain("listed-secret-0123");
    expect(text).not.toContain("qqqqqqqq");
    expect(text).not.toContain('"payload"');
    expect(text.match(/\/bot\[redacted\]\/getUpdates/g)?.length).toBeGreaterThanOrEqual(3);
  });
});

describe("known conditions", () => {
  const fetchFailed = new TypeError("fetch failed", {
    cause: Object.assign(new Error("getaddrinfo ENOTFOUND gateway.invalid"), {
      code: "ENOTFOUND",
      syscall: "getaddrinfo",
    }),
  });
  const refused = new GrammyError(
    "Call to 'getMe' failed! (401: Unauthorized)",
    { ok: false, error_code: 401, description: "Unauthorized" },
    "getMe",
    {},
  );
  it.each([
    [
      "Telegram unreachable",
      unreachable(),
      { type: "HttpError", kind: "network", code: "ECONNREFUSED" },
    ],
    [
      "a Bot API call without answer",
      new HttpError(
        "Network request for 'getUpdates' failed!",
        new TelegramTimeoutError("getUpdates", 30_000),
      ),
      { type: "HttpError", kind: "timeout" },
    ],
    [
      "Telegram refused",
      refused,
      { type: "GrammyError", kind: "refused", error_code: 401, method: "getMe" },
    ],
    [
      "the gateway unreachable",
      new GatewayNetworkError(
        "getBalance failed: the gateway could not be reached (ECONNREFUSED)",
        {
          operation: "getBalance",
        },
      ),
      { type: "GatewayNetworkError", kind: "network", operation: "getBalance" },
    ],
    [
      "the gateway refused",
      new GatewayRejectedError("createInvoice refused (400): amount too small", {
        operation: "createInvoice",
        status: 400,
      }),
      { type: "GatewayRejectedError", kind: "rejected", status: 400 },
    ],
    ["fetch's own failure", fetchFailed, { type: "TypeError", kind: "network", code: "ENOTFOUND" }],
    ["a busy chat", new LockTimeoutError("chat:1", 30_000), { kind: "busy" }],
  ])("%s: its kind and code, no stack at any depth", (_name, error, expected) => {
    const out = serializeError(error, [TOKEN]);
    expect(out).toMatchObject(expected);
    const text = JSON.stringify(out);
    expect(text).not.toContain('"stack"');
    expect(text).not.toContain(TOKEN);
    // With stacks asked for (debug level) the same error has its stacks.
    expect(JSON.stringify(serializeError(error, [TOKEN], { stacks: true }))).toContain('"stack"');
  });

  it("an unexpected error keeps its stack and has no kind", () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    const out = serializeError(bug) as Record<string, unknown>;
    expect(out.stack).toMatch(/^TypeError: Cannot read properties[^\n]*\n\s+at /);
    expect(out).not.toHaveProperty("kind");
    const wrapped = new HttpError("Network request for 'getMe' failed!", bug);
    expect(serializeError(wrapped)).not.toHaveProperty("kind");
  });

  it("below debug, Telegram unreachable is one short JSON line without a stack; at debug it has its stacks", () => {
    const info = capture([TOKEN], "info");
    info.logger.warn(
      { method: "getMe", attempt: 2, err: unreachable() },
      "Telegram unreachable: getMe failed, next attempt in 2 s",
    );
    const [line = ""] = info.lines;
    expect(info.lines).toHaveLength(1);
    expect(line.length).toBeLessThan(600);
    expect(line).not.toContain("stack");
    expect(line).not.toMatch(/\\n\s+at /);
    expect(JSON.parse(line)).toMatchObject({
      err: { kind: "network", code: "ECONNREFUSED" },
      msg: "Telegram unreachable: getMe failed, next attempt in 2 s",
    });
    const debug = capture([TOKEN], "debug");
    debug.logger.warn({ err: unreachable() }, "Telegram unreachable");
    expect(debug.lines.join("")).toContain('"stack":"HttpError: Network request');
  });
});

describe("the readable format", () => {
  it("one line per event; a known error joins it as kind, code and reason, without the token", () => {
    const { logger, lines } = capture([TOKEN], "info", { format: "pretty", colorize: false });
    logger
      .child({ component: "telegram" })
      .warn(
        { method: "getMe", attempt: 2, err: unreachable(), retry_in_ms: 2000 },
        "Telegram unreachable: getMe failed, next attempt in 2 s",
      );
    logger.info({ user_id: 42 }, "plain event");
    const text = lines.join("");
    expect(text.split("\n").filter(Boolean)).toEqual([
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: Telegram unreachable: getMe failed, next attempt in 2 s \(network ECONNREFUSED: request to http:\/\/127\.0\.0\.1:4000\/bot\[redacted\]\/getMe failed, reason: connect ECONNREFUSED 127\.0\.0\.1:4000\) \{"component":"telegram","method":"getMe","attempt":2,"retry_in_ms":2000\}$/,
      ),
      expect.stringMatching(/ INFO: plain event \{"user_id":42\}$/),
    ]);
    expect(text).not.toContain(TOKEN);
  });

  it("goes through the same redaction: a token inside an error message, a listed secret, a whole invoice", () => {
    const { logger, lines } = capture([TOKEN, "listed-secret-0123"], "info", {
      format: "pretty",
      colorize: false,
    });
    // Unexpected errors: their message and stack name the token; the stack follows the line.
    logger.error(
      { err: new Error(`could not parse an answer of /bot${TOKEN}/getMe`) },
      "feature failed",
    );
    logger.error({ err: new TypeError(`token ${TOKEN} and listed-secret-0123`) }, "feature failed");
    logger.warn({ err: unreachable("sendMessage") }, "could not send");
    logger.info(`pay ${INVOICE} for /bot${TOKEN}/getMe`);
    const text = lines.join("");
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain("listed-secret-0123");
    expect(text).not.toContain("qqqqqqqq");
    expect(text).toContain("/bot[redacted]/getMe");
    expect(text).toContain("token [redacted] and [redacted]");
    expect(text).toContain("/bot[redacted]/sendMessage failed");
    // The unexpected error's stack, indented under its line; no JSON lines.
    expect(text).toMatch(
      /ERROR: feature failed [^\n]*\n {4}Error: could not parse an answer of \/bot\[redacted\]\/getMe\n {8}at /,
    );
    expect(text).not.toMatch(/^\{"level"/m);
  });

  it("LOG_FORMAT auto is readable on a terminal and JSON anywhere else", () => {
    expect(resolveLogFormat("auto", { isTTY: true })).toBe("pretty");
    expect(resolveLogFormat("auto", { isTTY: false })).toBe("json");
    expect(resolveLogFormat("auto", {})).toBe("json");
    expect(resolveLogFormat("json", { isTTY: true })).toBe("json");
    expect(resolveLogFormat("pretty", { isTTY: false })).toBe("pretty");
  });
});
