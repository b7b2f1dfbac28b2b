import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { startupProblem } from "../src/startup-problems.ts";
import { StorageConnectionError, StorageSettingsError } from "../src/storage/index.ts";

const config = loadConfig({ TELEGRAM_BOT_TOKEN: "123456789:AAE_abcdefghijklmnopqrstuvwxyz012" });

describe("startupProblem", () => {
  it("a store server set up to lose claims is one line naming STORAGE_URL and the server setting", () => {
    const refused = new StorageSettingsError(
      "Redis keeps no append-only file (appendonly no), so a restart or power cut forgets payment claims; set appendonly yes on the Redis server, or set STORAGE_DURABILITY=relaxed to start anyway",
    );
    expect(startupProblem(refused, config)).toBe(`STORAGE_URL: ${refused.message}`);
  });

  it("leaves other failures (an unreachable store: an outage, not a setting) to the log", () => {
    expect(
      startupProblem(
        new StorageConnectionError("redis://127.0.0.1:1/", new Error("ECONNREFUSED")),
        config,
      ),
    ).toBeUndefined();
    expect(startupProblem(new Error("boom"), config)).toBeUndefined();
  });
});
