/**
 * The Mini App API's edges a stranger can reach: a path of any length
 * writes a bounded log line, and a body over the limit is answered 413 with
 * a sentence in the caller's language (the page shows `message`).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_LOGGED_TEXT } from "../../src/server/http.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser } from "../support/telegram-fake.ts";
import { api, initDataFor } from "./support.ts";

let bot: TestBot;
beforeEach(async () => {
  bot = await startTestBot();
});
afterEach(async () => {
  await bot.stop();
});

const alice = createUser(3_951, "Alice", { username: "alice", language_code: "en" });
const hans = createUser(3_952, "Hans", { username: "hans", language_code: "de" });

/** The longest log line written since `from` (an index into bot.logs). */
function longestLine(from: number): number {
  return Math.max(0, ...bot.logs.slice(from).map((line) => line.length));
}

describe("a path a stranger chose", () => {
  it("an unauthenticated call to /app/api/<12,000 characters> logs a bounded line", async () => {
    const from = bot.logs.length;
    const long = "a".repeat(6_000) + "/b".repeat(3_000);
    const refused = await api(bot, null, "GET", `/${long}`);
    expect(refused.status).toBe(401);
    const lines = bot.logs.slice(from).filter((line) => line.includes("webapp call refused"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("(12001 characters)");
    // The line holds the path's start, up to the bound, and the log's own fields.
    expect(longestLine(from)).toBeLessThan(MAX_LOGGED_TEXT + 400);
  });
});

describe("a body over 16 kB", () => {
  /** POST /decode with a JSON body of about `bytes` bytes, as `user`. */
  async function postLarge(user: typeof alice, bytes: number) {
    const response = await fetch(`http://127.0.0.1:${bot.app.httpPort}/app/api/decode`, {
      method: "POST",
      headers: {
        authorization: `tma ${initDataFor(bot, user)}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ text: "l".repeat(bytes) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it("is answered 413 too_large, saying the limit, in the caller's language", async () => {
    const english = await postLarge(alice, 20_000);
    expect(english.status).toBe(413);
    expect(english.body).toEqual({
      error: "too_large",
      message:
        "That is too much text for one request (at most 16 kB). Check what you pasted: an invoice or a pay code is far shorter.",
    });
    const german = await postLarge(hans, 20_000);
    expect(german.status).toBe(413);
    expect(String(german.body.message)).toContain("höchstens 16 kB");
    // Just under the limit, the body is read (and the text judged as any other).
    const under = await postLarge(alice, 16_000);
    expect(under.status).toBe(400);
    expect(under.body.error).toBe("not_payable");
  });
});
