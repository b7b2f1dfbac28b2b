import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  openStore,
  parseStorageUrl,
  StorageConnectionError,
  StorageFileError,
  StorageUrlError,
} from "../../src/storage/index.ts";

let dataDir = "";
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "store-index-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("parseStorageUrl", () => {
  it("defaults to bot.sqlite in DATA_DIR when STORAGE_URL is unset or blank", () => {
    expect(parseStorageUrl(undefined, "/srv/data")).toEqual({
      backend: "sqlite",
      file: "/srv/data/bot.sqlite",
    });
    expect(parseStorageUrl("  ", "/srv/data")).toEqual({
      backend: "sqlite",
      file: "/srv/data/bot.sqlite",
    });
  });

  it("reads absolute and DATA_DIR-relative sqlite paths", () => {
    expect(parseStorageUrl("sqlite:///var/lib/bot/store.db", "/srv/data")).toEqual({
      backend: "sqlite",
      file: "/var/lib/bot/store.db",
    });
    expect(parseStorageUrl("sqlite:store/bot.db", "/srv/data")).toEqual({
      backend: "sqlite",
      file: "/srv/data/store/bot.db",
    });
    expect(parseStorageUrl("sqlite:my%20bot.db", "/srv/data")).toEqual({
      backend: "sqlite",
      file: "/srv/data/my bot.db",
    });
  });

  it("recognises memory, redis and postgres URLs", () => {
    expect(parseStorageUrl("memory:", "/d")).toEqual({ backend: "memory" });
    expect(parseStorageUrl("redis://cache:6379/2", "/d")).toEqual({
      backend: "redis",
      url: "redis://cache:6379/2",
    });
    expect(parseStorageUrl("rediss://u:p@cache:6380", "/d").backend).toBe("redis");
    expect(parseStorageUrl("postgres://bot@db/bot", "/d").backend).toBe("postgres");
    expect(parseStorageUrl("PostgreSQL://bot@db/bot", "/d").backend).toBe("postgres");
  });

  it("names STORAGE_URL for unknown schemes and malformed URLs, without repeating secrets", () => {
    const unknown = () => parseStorageUrl("mysql://root:hunter2@db/bot", "/d");
    expect(unknown).toThrow(StorageUrlError);
    expect(unknown).toThrow(/STORAGE_URL has an unknown scheme "mysql:"/);
    try {
      unknown();
    } catch (error) {
      expect(String(error)).not.toContain("hunter2");
    }
    expect(() => parseStorageUrl("/var/lib/bot.sqlite", "/d")).toThrow(/STORAGE_URL has no scheme/);
    expect(() => parseStorageUrl("sqlite://host/bot.db", "/d")).toThrow(/three slashes/);
    expect(() => parseStorageUrl("sqlite:", "/d")).toThrow(/names no SQLite file/);
    expect(() => parseStorageUrl("redis://", "/d")).toThrow(/not a valid server URL/);
  });
});

describe("openStore", () => {
  it("opens the SQLite default in DATA_DIR when no URL is given", async () => {
    const store = await openStore({ dataDir });
    try {
      expect(store.backend).toBe("sqlite");
      expect((await stat(path.join(dataDir, "bot.sqlite"))).isFile()).toBe(true);
    } finally {
      await store.close();
    }
  });

  it("names the file and what to check when the SQLite store cannot be created", async () => {
    const blocker = path.join(dataDir, "not-a-folder");
    await writeFile(blocker, "");
    const opening = openStore({ url: `sqlite:not-a-folder/bot.sqlite`, dataDir });
    await expect(opening).rejects.toBeInstanceOf(StorageFileError);
    await expect(opening).rejects.toThrow(/not-a-folder\/bot\.sqlite .*DATA_DIR .* writable/);
  });

  it("opens an in-memory store for memory:", async () => {
    const store = await openStore({ url: "memory:", dataDir });
    expect(store.backend).toBe("memory");
    await store.close();
  });

  it.each([
    ["redis", "redis://bot:hunter2@127.0.0.1:1"],
    ["postgres", "postgres://bot:hunter2@127.0.0.1:1/bot"],
  ])("fails clearly and quickly when %s cannot be reached, hiding the password", async (_, url) => {
    const started = Date.now();
    const error = await openStore({ url, dataDir }).then(
      () => new Error("opened a store on a closed port"),
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(StorageConnectionError);
    expect(String(error)).toMatch(
      /could not connect to the store at .*127\.0\.0\.1:1.*STORAGE_URL/,
    );
    expect(String(error)).not.toContain("hunter2");
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
