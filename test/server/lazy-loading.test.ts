/**
 * What a bot loads before it is needed (bench/ANALYSIS.md, start-up): the
 * real process (`node src/main.ts`) up to its first getUpdates loads no
 * sandbox when a gateway is configured, no photo-reading pool or decoder
 * before a photo, no HTTP client for users' URLs before one is fetched, no
 * QR encoder before a code is made, no pretty-printer for JSON logs, and no
 * bundler for the Mini App's page when it is built, and (started with npm
 * start's flags, from a warm compile cache) no TypeScript type stripper,
 * main.ts included, and no Node fetch (undici) or http2 before the first
 * poll; nor the features, the chat's handlers, the metrics' library or the
 * gateway's HTTP library
 * (loaded after it, then used); in-process, no
 * language's texts are parsed before someone speaks it, and then only
 * that language's (and English, the fallback).
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { productionNodeFlags } from "../../bench/lib/node-flags.ts";
import { type ChildBot, startChildBot } from "../reliability/support/child-bot.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat, TelegramFake } from "../support/telegram-fake.ts";

const RECORDER = path.resolve(import.meta.dirname, "../support/record-modules.ts");
const BUILTINS_RECORDER = path.resolve(import.meta.dirname, "../support/record-builtins.mjs");

let fake: TelegramFake | undefined;
let child: ChildBot | undefined;
let bot: TestBot | undefined;
let root: string | undefined;
afterEach(async () => {
  await child?.stop();
  await fake?.close();
  await bot?.stop();
  if (root) await rm(root, { recursive: true, force: true });
  child = undefined;
  fake = undefined;
  bot = undefined;
  root = undefined;
});

/** What `node src/main.ts` loaded, with `env`: until its first poll, until `then` is done, and the cache its threads get. */
async function recordedAtFirstPoll(
  env: Record<string, string>,
  then?: (fake: TelegramFake) => Promise<void>,
): Promise<{ modules: string[]; atFirstPoll: string[]; compileCache: string | null }> {
  root = await mkdtemp(path.join(tmpdir(), "lnbot-lazy-"));
  const list = path.join(root, "modules.json");
  fake = new TelegramFake();
  await fake.start();
  const started = fake;
  child = await startChildBot({
    fake: started,
    dataDir: path.join(root, "data"),
    env: { ...env, NODE_OPTIONS: `--import ${RECORDER}`, RECORD_MODULES_TO: list },
  });
  await started.waitFor(() => started.calls("getUpdates").length > 0, 20_000, "the first poll");
  await then?.(started);
  await child.stop();
  const recorded = JSON.parse(await readFile(list, "utf8")) as {
    modules: string[];
    atFirstPoll: string[] | null;
    compileCache: string | null;
  };
  // The recorder saw the first poll leave.
  expect(recorded.atFirstPoll).not.toBeNull();
  return { ...recorded, atFirstPoll: recorded.atFirstPoll ?? [] };
}

/**
 * The record of a bot on the embedded sandbox that answered a /start after its first poll,
 * started once for the three tests that read it (each start of the bot as a process costs
 * about half a second of CPU).
 */
let embedded: ReturnType<typeof recordedAtFirstPoll> | undefined;
function embeddedAtFirstPoll(): ReturnType<typeof recordedAtFirstPoll> {
  const alice = createUser(7_002, "Alice");
  embedded ??= recordedAtFirstPoll({ LOG_FORMAT: "json" }, async (fake) => {
    fake.sendText(alice, privateChat(alice), "/start");
    expect((await fake.nextBotMessage(alice.id)).text).toContain("Hi Alice!");
  });
  return embedded;
}

/** The modules `node src/main.ts` loaded until it polled, with `env`. */
async function modulesAtFirstPoll(env: Record<string, string>): Promise<string[]> {
  return (await recordedAtFirstPoll(env)).atFirstPoll;
}

/** The Node built-ins a bot started as `npm start` starts it loaded until it polled, and until it stopped. */
async function builtinsAtFirstPoll(): Promise<{ atFirstPoll: string[]; all: string[] }> {
  root = await mkdtemp(path.join(tmpdir(), "lnbot-lazy-"));
  const list = path.join(root, "builtins.json");
  fake = new TelegramFake();
  await fake.start();
  const started = fake;
  child = await startChildBot({
    fake: started,
    dataDir: path.join(root, "data"),
    nodeFlags: productionNodeFlags(),
    env: { NODE_OPTIONS: `--import ${BUILTINS_RECORDER}`, RECORD_BUILTINS_TO: list },
  });
  await started.waitFor(() => started.calls("getUpdates").length > 0, 20_000, "the first poll");
  await child.stop();
  child = undefined;
  await started.close();
  fake = undefined;
  const builtins = JSON.parse(await readFile(list, "utf8")) as {
    atFirstPoll: string[] | null;
    all: string[];
  };
  await rm(root, { recursive: true, force: true });
  root = undefined;
  // The recorder saw the first poll leave.
  expect(builtins.atFirstPoll).not.toBeNull();
  return { atFirstPoll: builtins.atFirstPoll ?? [], all: builtins.all };
}

const loads = (modules: string[], part: string) => modules.some((url) => url.includes(part));

describe("lazy loading", () => {
  it("a bot on a real gateway loads no sandbox, photo reader or pretty-printer before it needs them", async () => {
    const modules = await modulesAtFirstPoll({
      GATEWAY_BASE_URL: "http://127.0.0.1:9",
      BITCOIN_NETWORK: "regtest",
      LOG_FORMAT: "json",
    });
    // The recorder works: the bot's own modules are in the list.
    expect(loads(modules, "/src/app.ts")).toBe(true);
    expect(loads(modules, "/src/chat/create-bot.ts")).toBe(true);
    expect(modules.filter((url) => url.includes("/src/sandbox/"))).toEqual([
      expect.stringContaining("/src/sandbox/defaults.ts"),
    ]);
    for (const unneeded of [
      "/node_modules/piscina/",
      "/node_modules/jsqr/",
      "/node_modules/jpeg-js/",
      "/src/bitcoin/qr-decode.ts",
      "/node_modules/pino-pretty/",
      // The Mini App's page is served from its build (the test run builds it): no bundler.
      "/node_modules/esbuild/",
      "/src/webapp/build.ts",
      "/node_modules/undici/",
      "/node_modules/qrcode/",
      // The gateway client's HTTP library is loaded on its first call.
      "/node_modules/ky/",
      // The metrics' library comes with the features, after the first poll.
      "/node_modules/prom-client/",
      "/node_modules/@opentelemetry/",
    ]) {
      expect(loads(modules, unneeded), unneeded).toBe(false);
    }
  });

  it("loads the features and the chat's handlers after the first poll, then answers with them", async () => {
    const { atFirstPoll, modules } = await embeddedAtFirstPoll();
    const deferred = [
      "/src/features/",
      "/src/chat/update-chain.ts",
      "/node_modules/@grammyjs/conversations/",
      "/node_modules/prom-client/",
    ];
    for (const part of deferred) {
      expect(loads(atFirstPoll, part), part).toBe(false);
      expect(loads(modules, part), part).toBe(true);
    }
  });

  it("the embedded sandbox is loaded when no gateway is configured", async () => {
    const { modules } = await embeddedAtFirstPoll();
    expect(loads(modules, "/src/sandbox/server.ts")).toBe(true);
    expect(loads(modules, "/node_modules/piscina/")).toBe(false);
  });

  it("hands its compile cache to worker threads, which would otherwise strip their modules' types again", async () => {
    const { compileCache } = await embeddedAtFirstPoll();
    expect(compileCache).toEqual(expect.any(String));
    expect(compileCache).not.toBe("");
  });

  it("started as npm start starts it, reads main.ts from the compile cache too: no type stripper is loaded, and no Node fetch or http2 before the first poll", async () => {
    // The first start fills the cache (from a fresh checkout nothing is in it); the second reads it.
    await builtinsAtFirstPoll();
    const { atFirstPoll, all } = await builtinsAtFirstPoll();
    // The recorder works: built-ins the bot needs are in the list.
    expect(atFirstPoll).toContain("NativeModule http");
    expect(all.filter((name) => name.includes("amaro"))).toEqual([]);
    // Nor Node's fetch (undici) and node:http2 before the first poll: an ES import of node:http
    // loads both (for its WebSocket), a use of the global fetch the first.
    expect(atFirstPoll.filter((name) => /undici|http2/.test(name))).toEqual([]);
  }, 60_000);

  it("parses no language before someone speaks it, then that one and English only", async () => {
    bot = await startTestBot();
    const translations = bot.app.deps.voices.translations;
    expect(translations.loaded).toEqual([]);
    const hans = createUser(7_001, "Hans", { language_code: "de" });
    bot.fake.sendText(hans, privateChat(hans), "/start");
    const answer = await bot.fake.nextBotMessage(hans.id);
    expect(answer.text).toContain("Hallo");
    expect(translations.loaded.sort()).toEqual(["de", "en"]);
  });
});
