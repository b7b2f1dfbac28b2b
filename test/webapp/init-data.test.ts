import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, redactSecrets } from "../../src/logger.ts";
import { checkInitData } from "../../src/webapp/init-data.ts";
import { signInitData } from "../support/init-data.ts";

const token = "123456:TEST-token-for-init-data";
const now = 1_800_000_000_000;
const authDate = now / 1000 - 30;
const user = { id: 4242, first_name: "Ada", username: "ada", language_code: "de" };

describe("initData validation", () => {
  it("accepts data signed with the bot token and reads the user from it", () => {
    const raw = signInitData(token, {
      user,
      authDate,
      queryId: "AAF",
      extra: { chat_type: "private" },
    });
    const check = checkInitData(raw, token, now);
    expect(check).toEqual({
      ok: true,
      authDate,
      user: { id: 4242, firstName: "Ada", username: "ada", languageCode: "de" },
    });
  });

  it("refuses data signed with another token", () => {
    const raw = signInitData("999:other", { user, authDate });
    expect(checkInitData(raw, token, now)).toEqual({ ok: false, reason: "signature" });
  });

  it("refuses data whose user was changed after signing", () => {
    const raw = signInitData(token, { user, authDate });
    const forged = raw.replace(encodeURIComponent('"id":4242'), encodeURIComponent('"id":4243'));
    expect(forged).not.toBe(raw);
    expect(checkInitData(forged, token, now)).toEqual({ ok: false, reason: "signature" });
  });

  it("refuses data older than an hour, and accepts it just inside the hour", () => {
    const old = signInitData(token, { user, authDate: now / 1000 - 3601 });
    expect(checkInitData(old, token, now)).toEqual({ ok: false, reason: "expired" });
    const recent = signInitData(token, { user, authDate: now / 1000 - 3599 });
    expect(checkInitData(recent, token, now).ok).toBe(true);
  });

  it("refuses data dated in the future beyond a minute of skew", () => {
    const ahead = signInitData(token, { user, authDate: now / 1000 + 120 });
    expect(checkInitData(ahead, token, now)).toEqual({ ok: false, reason: "future" });
    const skewed = signInitData(token, { user, authDate: now / 1000 + 30 });
    expect(checkInitData(skewed, token, now).ok).toBe(true);
  });

  it("refuses missing, hashless, doubled-hash and userless data", () => {
    expect(checkInitData(undefined, token, now)).toEqual({ ok: false, reason: "missing" });
    expect(checkInitData("", token, now)).toEqual({ ok: false, reason: "missing" });
    const raw = signInitData(token, { user, authDate });
    const hashless = raw.replace(/&?hash=[0-9a-f]+/, "");
    expect(checkInitData(hashless, token, now)).toEqual({ ok: false, reason: "malformed" });
    const hash = new URLSearchParams(raw).get("hash") ?? "";
    expect(checkInitData(`${raw}&hash=${hash}`, token, now)).toEqual({
      ok: false,
      reason: "malformed",
    });
    // Correctly signed, but with a user id that is no number: nobody to act for.
    const noId = signInitData(token, {
      user: { ...user, id: "4242" as unknown as number },
      authDate,
    });
    expect(checkInitData(noId, token, now)).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("initData in logs", () => {
  it("is redacted wherever it appears in a log line", () => {
    const raw = signInitData(token, { user, authDate, queryId: "AAF" });
    const hash = new URLSearchParams(raw).get("hash") ?? "";
    for (const line of [
      `{"msg":"x","initData":"${raw}"}`,
      `{"authorization":"tma ${raw}"}`,
      `request /app/api/me?${raw} failed`,
      // The same fields with the hash first: a client may send them in any order.
      `{"q":"hash=${hash}&${raw.replace(`&hash=${hash}`, "")}"}`,
    ]) {
      const safe = redactSecrets(line);
      expect(safe).not.toContain(hash);
      expect(safe).not.toContain("auth_date=");
    }
    expect(redactSecrets("a plain line")).toBe("a plain line");
  });

  it("is never written by the logger, under any key", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    });
    const logger = createLogger("info", sink);
    const raw = signInitData(token, { user, authDate });
    logger.info({ initData: raw, req: { headers: { authorization: `tma ${raw}` } } }, "call");
    logger.info({ note: raw }, "another");
    const hash = new URLSearchParams(raw).get("hash") ?? "";
    expect(lines.join("")).not.toContain(hash);
    expect(lines.length).toBe(2);
  });
});
