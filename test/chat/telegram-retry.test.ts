/**
 * The bottom of the Bot API client (`telegramFetch`: a time limit per
 * request, the token out of errors, every result recorded) and the retries
 * of start-up and polling calls while Telegram cannot be reached
 * (`retryWhileUnreachable`), with stand-ins for the network and grammY.
 */
import { Writable } from "node:stream";
import { type ApiCallFn, HttpError } from "grammy";
import type nodeFetch from "node-fetch";
import { describe, expect, it } from "vitest";
import {
  retryWhileUnreachable,
  TelegramTimeoutError,
  telegramFetch,
} from "../../src/chat/telegram-retry.ts";
import { TelegramStatus } from "../../src/chat/telegram-status.ts";
import { createLogger } from "../../src/logger.ts";
import { until } from "../support/until.ts";

type Fetch = typeof nodeFetch;
const TOKEN = "7000000001:AAE_abcdefghijklmnopqrstuvwxyz0123456";
const url = (method: string) => `http://127.0.0.1:1/bot${TOKEN}/${method}`;

/** A network that never answers: the request ends only when its signal aborts. */
const silentNetwork = (async (_input: unknown, init?: { signal?: AbortSignal | null }) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(new Error("The user aborted a request.")));
  })) as unknown as Fetch;

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString("utf8")) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger("debug", sink), lines };
}

describe("telegramFetch", () => {
  it("gives up on a request without an answer after the time limit, and records Telegram unreachable", async () => {
    const status = new TelegramStatus();
    const fetch = telegramFetch({ timeoutMs: 50, status }, silentNetwork);
    const started = Date.now();
    await expect(fetch(url("sendMessage"), { method: "POST", body: "{}" })).rejects.toBeInstanceOf(
      TelegramTimeoutError,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(status.report).toMatchObject({ state: "unreachable", method: "sendMessage" });
  });

  it("waits for getUpdates' long poll on top of the limit", async () => {
    const fetch = telegramFetch({ timeoutMs: 50 }, silentNetwork);
    const started = Date.now();
    await expect(
      fetch(url("getUpdates"), { method: "POST", body: JSON.stringify({ timeout: 0.3 }) }),
    ).rejects.toBeInstanceOf(TelegramTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(340);
  });

  it("takes the token out of a network error's message and stack", async () => {
    const status = new TelegramStatus();
    const failing = (async (input: unknown) => {
      throw new Error(`request to ${String(input)} failed, reason: socket hang up`);
    }) as unknown as Fetch;
    const error: unknown = await telegramFetch(
      { timeoutMs: 1_000, status },
      failing,
    )(url("getFile")).catch((e: unknown) => e);
    if (!(error instanceof Error)) throw new Error("expected the request to fail");
    expect(error.message).toBe(
      "request to http://127.0.0.1:1/bot[redacted]/getFile failed, reason: socket hang up",
    );
    expect(error.stack).not.toContain(TOKEN);
    expect(status.state).toBe("unreachable");
  });

  it("records each answer; a request the caller cancelled says nothing about Telegram", async () => {
    const status = new TelegramStatus();
    const answering = (async () => ({ status: 403 })) as unknown as Fetch;
    await telegramFetch({ timeoutMs: 1_000, status }, answering)(url("sendMessage"));
    expect(status.report).toMatchObject({ state: "ok", method: "sendMessage" });
    const controller = new AbortController();
    const pending = telegramFetch({ timeoutMs: 5_000, status }, silentNetwork)(url("getUpdates"), {
      signal: controller.signal as never,
    });
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(status.report).toMatchObject({ state: "ok", method: "sendMessage" });
  });
});

describe("retryWhileUnreachable", () => {
  const ok = { ok: true as const, result: [] };
  /** A stand-in for grammY's call: each step answers, or throws a network error. */
  function calls(steps: Array<"network" | number | "ok">) {
    const seen: Array<Record<string, unknown>> = [];
    const prev = (async (_method: string, payload: Record<string, unknown>) => {
      seen.push(payload);
      const step = steps.shift();
      if (step === "network") {
        throw new HttpError("Network request failed!", new Error(`request to ${url("x")} failed`));
      }
      if (typeof step === "number") {
        return { ok: false, error_code: step, description: `error ${step}` };
      }
      return ok;
    }) as unknown as ApiCallFn;
    return { prev, seen };
  }

  it("logs each failed attempt with the next one's time, retries polls without waiting, logs the recovery", async () => {
    const { logger, lines } = capture();
    const retry = retryWhileUnreachable({ logger, firstDelayMs: 10, maxDelayMs: 15 });
    const { prev, seen } = calls(["network", 502, "network", "ok"]);
    const answer = await retry(prev, "getUpdates", { timeout: 30, offset: 7 } as never);
    expect(answer).toEqual(ok);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings.map((w) => [w.attempt, w.retry_in_ms])).toEqual([
      [1, 10],
      [2, 15],
      [3, 15],
    ]);
    expect(warnings[1]).toMatchObject({ error_code: 502, description: "error 502" });
    for (const warning of warnings) {
      expect(warning.msg).toMatch(/^Telegram unreachable: getUpdates failed, next attempt in /);
      expect(typeof warning.next_retry_at).toBe("string");
    }
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
    expect(lines.at(-1)).toMatchObject({ msg: "Telegram reachable again", failed_attempts: 3 });
    // The first poll long-polls; the retries ask without waiting.
    expect(seen.map((p) => p.timeout)).toEqual([30, 0, 0, 0]);
  });

  it("returns a refusal at once (a revoked token at start-up), and leaves other methods alone", async () => {
    const { logger, lines } = capture();
    const retry = retryWhileUnreachable({ logger, firstDelayMs: 10 });
    const refused = calls([401]);
    expect(await retry(refused.prev, "getMe", {} as never)).toMatchObject({ error_code: 401 });
    const other = calls(["network"]);
    await expect(retry(other.prev, "sendMessage", {} as never)).rejects.toBeInstanceOf(HttpError);
    expect(lines).toEqual([]);
  });

  it("stops waiting when polling is stopped", async () => {
    const { logger, lines } = capture();
    const retry = retryWhileUnreachable({ logger, firstDelayMs: 60_000 });
    const { prev } = calls(["network"]);
    const controller = new AbortController();
    const started = Date.now();
    const pending = retry(prev, "getUpdates", {} as never, controller.signal as never);
    // Stopped while it waits a minute for its next attempt (announced just before the wait).
    await until(() => lines.some((line) => line.attempt === 1), "the first failure's warning");
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(HttpError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
