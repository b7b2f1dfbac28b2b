/**
 * The logger's error serializer and last net: grammY's errors as they are
 * thrown when a Bot API call fails (an HttpError holding node-fetch's
 * error, whose message names the URL with the token; a GrammyError holding
 * the call's payload) are written without the token and without the payload.
 */
import { Writable } from "node:stream";
import { GrammyError, HttpError } from "grammy";
import { describe, expect, it } from "vitest";
import { createLogger, redactSecrets, serializeError } from "../src/logger.ts";

const TOKEN = "7000000001:AAE_abcdefghijklmnopqrstuvwxyz0123456";
const ROOT = "http://127.0.0.1:4000";
const INVOICE = `lnbcrt10u1p4s2qd3pp5${"q".repeat(200)}`;

/** node-fetch's FetchError, as grammY's HttpError keeps it. */
function fetchError(path: string): Error {
  const error = new Error(`request to ${ROOT}${path} failed, reason: socket hang up`);
  Object.assign(error, { type: "system", code: "ECONNRESET", errno: "ECONNRESET" });
  return error;
}

function capture(secrets: string[] = []) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString("utf8"));
      done();
    },
  });
  return { logger: createLogger("debug", sink, { secrets }), lines };
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
