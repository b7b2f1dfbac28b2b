import type { MerchantCredentials } from "../../src/gateway/types.ts";

/**
 * The messages between the benchmark (parent) and a bot it runs as a child
 * process (bench/child/bot.ts) over Node's IPC channel.
 */

/** CPU time and memory of a process, as `process.cpuUsage()` and `process.memoryUsage()` give them. */
export interface ProcessUsage {
  /** User CPU time in microseconds since the process started. */
  userMicros: number;
  /** System CPU time in microseconds since the process started. */
  systemMicros: number;
  /** Resident set size in bytes. */
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  /** ArrayBuffer memory (Buffers: sockets, uploads), a part of `external`. */
  arrayBuffers: number;
  /** V8's heap by space (new, old, code, large objects…): bytes committed, bytes in use. */
  heapSpaces: Record<string, { committed: number; used: number }>;
  /** CLOCK_MONOTONIC in microseconds when sampled: the clock of V8 CPU profiles, to slice them. */
  monotonicMicros: number;
  /**
   * App child only: the latencies (ms) measured inside the bot since the
   * previous sample, from an update's arrival in a getUpdates answer to the
   * Bot API accepting its first answer (a message's: the first message sent
   * to or edited in its chat; a press's: its callback answer): the bot's own
   * latency, without the harness's delays.
   */
  replyMs?: number[];
  /**
   * App child only: from a press's arrival to the next message sent to or
   * edited in its chat after its callback answer (a Pay press: the outcome,
   * the gateway's payment included), ms.
   */
  pressEditMs?: number[];
  /**
   * App child only: each HTTP exchange of the bot with its gateway since the
   * previous sample (undici's request, created → answer read whole), ms.
   */
  gatewayCallMs?: number[];
  /** App child only: the same for its Bot API calls, long polls left out. */
  telegramCallMs?: number[];
  /** App child only: how many times the bot gave memory back while quiet (src/memory-release.ts). */
  memoryReleases?: number;
  /** Pauses of the bot's main thread since the previous sample. */
  stalls: MainThreadStalls;
}

/**
 * What held up the main thread between two samples: the event loop's delay
 * (`monitorEventLoopDelay`, 10 ms resolution: the time a ready callback
 * waited because something else ran) and garbage collection pauses.
 */
export interface MainThreadStalls {
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  gcPauses: number;
  gcTotalMs: number;
  gcMaxMs: number;
  /** Mark-compact collections (the long ones). */
  majorGcPauses: number;
}

/**
 * Payment outcomes in the app child since it started: each confirmation the
 * payment engine answered (the gateway's answer is in), and how long until
 * the Bot API accepted the edit showing the outcome.
 */
export interface OutcomeTimes {
  /** Confirmations executed to an outcome (sent, failed, unknown). */
  executed: number;
  /** Of those, shown (the confirmation edited to the outcome). */
  shown: number;
  /** Gateway answered → outcome shown, ms, one per shown outcome. */
  showMs: number[];
}

/** What `provision` did. */
export interface ProvisionResult {
  /** Users whose account and settings were stored. */
  provisioned: number;
  elapsedMs: number;
  /** True when the time limit stopped it before every user was done. */
  timedOut: boolean;
}

/** An account made on a gateway outside the child, to store for a user. */
export interface AccountToConnect {
  userId: number;
  credentials: MerchantCredentials;
}

/** Where the gateway should post a connected account's events. */
export interface ConnectedAccount {
  userId: number;
  /** Undefined when the bot has no PUBLIC_URL. */
  eventsUrl: string | undefined;
}

/** A request from the benchmark to the child. */
export type ChildRequest =
  /** Current usage; `gc` runs a full garbage collection first (needs --expose-gc). */
  | { id: number; type: "usage"; gc?: boolean }
  /**
   * Stores accounts and settings for users `firstUserId …` through the app's
   * AccountService and PreferenceService (app child only): `accounts.find`
   * provisions each account on the embedded sandbox, or finds the one
   * connected before when the gateway is separate.
   */
  | {
      id: number;
      type: "provision";
      firstUserId: number;
      users: number;
      concurrency: number;
      timeLimitMs: number;
    }
  /**
   * Stores gateway accounts made outside the child through the app's
   * AccountService.connect, as /connect does once it verified them (app
   * child only); answers ConnectedAccount[].
   */
  | { id: number; type: "connect"; accounts: AccountToConnect[] }
  /** The payment outcomes so far (app child only): OutcomeTimes. */
  | { id: number; type: "outcomes" }
  /** The port of the app's HTTP server (the Mini App's API; app child only): a number. */
  | { id: number; type: "http-port" }
  /** Stops the bot gracefully; the child exits after answering. */
  | { id: number; type: "stop" };

/** A request before the parent numbers it. */
export type ChildRequestBody = {
  [Type in ChildRequest["type"]]: Omit<Extract<ChildRequest, { type: Type }>, "id">;
}[ChildRequest["type"]];

/** A message from the child to the benchmark. */
export type ChildMessage =
  | { type: "ready" }
  | { type: "failed"; error: string }
  | { type: "answer"; id: number; ok: true; result: unknown }
  | { type: "answer"; id: number; ok: false; error: string };

/** Which bot the child runs: the real app (startApp) or a bare grammY bot. */
export type ChildKind = "app" | "bare";

/** The environment variable telling the child which bot to run. */
export const CHILD_KIND_ENV = "BENCH_CHILD_KIND";

/** The text the bare bot answers every message with (as long as a /balance answer). */
export const BARE_REPLY = "💰 Balance\nSpendable: 100,000 sat\nTotal: 100,000 sat\nFrozen: 0 sat";

/** What the app child measures inside the bot between two samples (see `ProcessUsage`). */
export type InBotLatencies = Pick<
  ProcessUsage,
  "replyMs" | "pressEditMs" | "gatewayCallMs" | "telegramCallMs"
>;
