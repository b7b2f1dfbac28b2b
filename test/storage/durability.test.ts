/**
 * Which server settings let a store lose a write it acknowledged, and what
 * STORAGE_DURABILITY does then (no server needed; the suites against real
 * servers are redis-durability.test.ts and postgres.test.ts).
 */
import { describe, expect, it } from "vitest";
import { enforceDurability } from "../../src/storage/durability.ts";
import { StorageSettingsError } from "../../src/storage/index.ts";
import { postgresDurabilityProblem } from "../../src/storage/postgres.ts";
import { redisDurabilityProblem } from "../../src/storage/redis.ts";

describe("redisDurabilityProblem", () => {
  it("accepts an append-only file with WAITAOF (everysec or always) or fsynced before each answer", () => {
    for (const appendfsync of ["everysec", "always", undefined]) {
      expect(redisDurabilityProblem({ aofEnabled: true, appendfsync, waitAof: true })).toBe(
        undefined,
      );
    }
    expect(
      redisDurabilityProblem({ aofEnabled: true, appendfsync: "always", waitAof: false }),
    ).toBe(undefined);
  });

  it("names appendonly when there is no append-only file, whatever else holds", () => {
    for (const waitAof of [true, false]) {
      const found = redisDurabilityProblem({ aofEnabled: false, appendfsync: "always", waitAof });
      expect(found?.problem).toContain("(appendonly no)");
      expect(found?.fix).toBe("set appendonly yes on the Redis server");
    }
  });

  it("names appendfsync when Redis answers before its fsync and cannot be asked to wait", () => {
    for (const appendfsync of ["everysec", "no"]) {
      const found = redisDurabilityProblem({ aofEnabled: true, appendfsync, waitAof: false });
      expect(found?.problem).toContain(`(appendfsync ${appendfsync})`);
      expect(found?.problem).toContain("no WAITAOF (Redis 7.2 or later)");
      expect(found?.fix).toMatch(/^set appendfsync always on the Redis server/);
    }
    const hidden = redisDurabilityProblem({
      aofEnabled: true,
      appendfsync: undefined,
      waitAof: false,
    });
    expect(hidden?.problem).toContain("does not show its appendfsync setting");
    expect(hidden?.fix).toMatch(/^set appendfsync always/);
  });

  it("names appendfsync no even with WAITAOF, which would then never confirm", () => {
    const found = redisDurabilityProblem({ aofEnabled: true, appendfsync: "no", waitAof: true });
    expect(found?.problem).toContain("(appendfsync no)");
    expect(found?.fix).toBe("set appendfsync everysec or always on the Redis server");
  });
});

describe("postgresDurabilityProblem", () => {
  it("accepts every synchronous_commit that flushes locally first, local included", () => {
    for (const synchronousCommit of ["on", "local", "remote_write", "remote_apply"]) {
      expect(postgresDurabilityProblem({ synchronousCommit, fsync: "on" })).toBe(undefined);
    }
  });

  it("names synchronous_commit = off and fsync = off", () => {
    expect(postgresDurabilityProblem({ synchronousCommit: "off", fsync: "on" })?.problem).toContain(
      "(synchronous_commit = off)",
    );
    for (const synchronousCommit of ["on", "off"]) {
      const found = postgresDurabilityProblem({ synchronousCommit, fsync: "off" });
      expect(found?.problem).toContain("(fsync = off)");
      expect(found?.fix).toBe("set fsync = on in postgresql.conf");
    }
  });
});

describe("enforceDurability", () => {
  const problem = { problem: "X loses writes (x = off)", fix: "set x = on" };

  it("strict: refuses in one line with the problem, the fix and the override", () => {
    const warnings: string[] = [];
    const logger = { warn: (_: object, message: string) => warnings.push(message), error() {} };
    let refused: unknown;
    try {
      enforceDurability(problem, "strict", logger);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(StorageSettingsError);
    expect((refused as Error).message).toBe(
      "X loses writes (x = off); set x = on, or set STORAGE_DURABILITY=relaxed to start anyway",
    );
    expect(warnings).toEqual([]);
  });

  it("relaxed: one warning line, no refusal; nothing at all without a problem", () => {
    const warnings: string[] = [];
    const logger = { warn: (_: object, message: string) => warnings.push(message), error() {} };
    enforceDurability(problem, "relaxed", logger);
    enforceDurability(undefined, "relaxed", logger);
    enforceDurability(undefined, "strict", logger);
    expect(warnings).toEqual([
      "STORAGE_DURABILITY=relaxed: starting although X loses writes (x = off); set x = on",
    ]);
  });
});
