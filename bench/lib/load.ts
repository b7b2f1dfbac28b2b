/**
 * Offers load to the bot and measures it over a window after a warm-up.
 * Two shapes:
 * - closed loop (`runClosedLoop`): a fixed number of users in flight, each
 *   starting its next iteration as soon as the last one is answered: the
 *   sustained capacity, with latency at that load;
 * - paced (`runPaced`): iterations started at a fixed rate whatever the
 *   answers (open loop), each on an idle user: the latency at that rate.
 * Every loop is bounded by time and by count; a user never has two
 * iterations in flight (its chat's updates stay in order).
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { BenchUser } from "./chat.ts";
import { type Flow, InputExhausted } from "./flows.ts";
import type { ProcessUsage } from "./ipc.ts";
import { type LatencySummary, summarize } from "./stats.ts";

/** Timing of a phase. */
export interface PhaseTiming {
  /** Load before the window, not measured (caches, JIT, connections). */
  warmupMs: number;
  /** The measured window. */
  windowMs: number;
  /** How long to wait for iterations still in flight after the window. */
  drainMs: number;
}

/** What a phase measured. Rates and latencies count iterations that finished inside the window. */
export interface PhaseResult {
  shape: "closed" | "paced";
  /** Users in flight (closed) or the most allowed in flight (paced). */
  concurrency: number;
  /** Iterations started per second (paced only). */
  offeredPerSec?: number;
  windowSec: number;
  completed: number;
  updates: number;
  iterationsPerSec: number;
  updatesPerSec: number;
  errors: number;
  /** Distinct error messages with their counts. */
  errorMessages: Record<string, number>;
  /** Paced: starts skipped because every user was busy (the bot fell behind). */
  skipped: number;
  /** Iterations still unanswered when the drain time ran out. */
  unfinished: number;
  /** True when a flow ran out of input (e.g. invoices to pay) before the window ended. */
  exhausted: boolean;
  steps: Record<string, LatencySummary>;
  /** The bot's usage at the window's start and end, when a sampler was given. */
  usage?: { start: ProcessUsage; end: ProcessUsage };
  /** Latency measured inside the bot over the window (update received → answer sent), app child only. */
  inBot?: LatencySummary;
  /** Inside the bot: a press's arrival → the edit or message that followed its answer (a Pay press's outcome). */
  inBotPressEdit?: LatencySummary;
  /** Inside the bot: its HTTP exchanges with the gateway over the window, app child only. */
  gatewayCalls?: LatencySummary;
  /** Inside the bot: its Bot API calls over the window (long polls left out), app child only. */
  telegramCalls?: LatencySummary;
  /** CPU time of this process (Telegram fake + load generator) in the window, ms. */
  harnessCpuMs: number;
}

/** CPU milliseconds the bot spent per update during the window, or undefined. */
export function cpuMsPerUpdate(result: PhaseResult): number | undefined {
  if (!result.usage || result.updates === 0) return undefined;
  const { start, end } = result.usage;
  const micros = end.userMicros - start.userMicros + (end.systemMicros - start.systemMicros);
  return micros / 1000 / result.updates;
}

interface Recorder {
  record(finishedAt: number, outcome: { steps: Record<string, number>; updates: number }): void;
  error(error: unknown): void;
}

/** Collects outcomes; only those finishing inside [from, to] count. */
class WindowRecorder implements Recorder {
  from = Number.POSITIVE_INFINITY;
  to = Number.POSITIVE_INFINITY;
  completed = 0;
  updates = 0;
  errors = 0;
  exhausted = false;
  harnessCpuMs = 0;
  readonly errorMessages: Record<string, number> = {};
  readonly samples: Record<string, number[]> = {};

  record(finishedAt: number, outcome: { steps: Record<string, number>; updates: number }): void {
    if (finishedAt < this.from || finishedAt > this.to) return;
    this.completed += 1;
    this.updates += outcome.updates;
    for (const [step, ms] of Object.entries(outcome.steps)) {
      const list = this.samples[step] ?? [];
      list.push(ms);
      this.samples[step] = list;
    }
  }

  error(error: unknown): void {
    if (error instanceof InputExhausted) {
      this.exhausted = true;
      return;
    }
    this.errors += 1;
    const message = error instanceof Error ? error.message : String(error);
    // Group by the message without numbers (timeouts name durations and calls).
    const key = message.replace(/\d+/g, "#").slice(0, 160);
    this.errorMessages[key] = (this.errorMessages[key] ?? 0) + 1;
  }

  result(
    shape: PhaseResult["shape"],
    concurrency: number,
    extra: Partial<PhaseResult>,
  ): PhaseResult {
    const windowSec = Math.max(0.001, (this.to - this.from) / 1000);
    const steps: Record<string, LatencySummary> = {};
    for (const [step, values] of Object.entries(this.samples)) steps[step] = summarize(values);
    return {
      shape,
      concurrency,
      windowSec,
      completed: this.completed,
      updates: this.updates,
      iterationsPerSec: this.completed / windowSec,
      updatesPerSec: this.updates / windowSec,
      errors: this.errors,
      errorMessages: this.errorMessages,
      skipped: 0,
      unfinished: 0,
      exhausted: this.exhausted,
      steps,
      harnessCpuMs: this.harnessCpuMs,
      ...extra,
      ...(extra.usage?.end.replyMs?.length ? { inBot: summarize(extra.usage.end.replyMs) } : {}),
      ...(extra.usage?.end.pressEditMs?.length
        ? { inBotPressEdit: summarize(extra.usage.end.pressEditMs) }
        : {}),
      ...(extra.usage?.end.gatewayCallMs?.length
        ? { gatewayCalls: summarize(extra.usage.end.gatewayCallMs) }
        : {}),
      ...(extra.usage?.end.telegramCallMs?.length
        ? { telegramCalls: summarize(extra.usage.end.telegramCallMs) }
        : {}),
    };
  }
}

/** Runs one iteration and records it; errors are counted, never thrown. */
async function iterate(flow: Flow, user: BenchUser, recorder: Recorder): Promise<boolean> {
  try {
    const outcome = await flow(user);
    recorder.record(performance.now(), outcome);
    return true;
  } catch (error) {
    recorder.error(error);
    if (error instanceof InputExhausted) return false;
    // Yield to timers after a failure, so a failing flow cannot spin.
    await sleep(5);
    return true;
  }
}

/** Samples usage at the window's edges and sets the recorder's window from the answers. */
async function measureWindow(
  recorder: WindowRecorder,
  startAt: number,
  endAt: number,
  sampleUsage: (() => Promise<ProcessUsage>) | undefined,
): Promise<{ start: ProcessUsage; end: ProcessUsage } | undefined> {
  await sleep(Math.max(0, startAt - performance.now()));
  const start = sampleUsage ? await sampleUsage() : undefined;
  recorder.from = performance.now();
  const harnessBefore = process.cpuUsage();
  await sleep(Math.max(0, endAt - performance.now()));
  const end = sampleUsage ? await sampleUsage() : undefined;
  recorder.to = performance.now();
  const harness = process.cpuUsage(harnessBefore);
  recorder.harnessCpuMs = (harness.user + harness.system) / 1000;
  return start && end ? { start, end } : undefined;
}

/** Waits for `tasks` up to `limitMs`; returns how many were still running. */
async function drain(tasks: Set<Promise<unknown>>, limitMs: number): Promise<number> {
  const timer = sleep(limitMs).then(() => "timeout" as const);
  await Promise.race([Promise.allSettled([...tasks]), timer]);
  return tasks.size;
}

/** A closed-loop phase: `concurrency` users in flight running `flow`. */
export interface ClosedLoopOptions extends PhaseTiming {
  concurrency: number;
  /** At least `concurrency` users; worker i uses users i, i + concurrency, … in turn. */
  users: readonly BenchUser[];
  flow: Flow;
  sampleUsage?: () => Promise<ProcessUsage>;
  /** Hard cap on iterations per worker (default 100 000). */
  maxIterationsPerWorker?: number;
}

/** `concurrency` users in flight for warm-up + window; see the module comment. */
export async function runClosedLoop(options: ClosedLoopOptions): Promise<PhaseResult> {
  const { concurrency, users, flow } = options;
  if (users.length < concurrency) {
    throw new RangeError(
      `a closed loop of ${concurrency} needs as many users, got ${users.length}`,
    );
  }
  const recorder = new WindowRecorder();
  const began = performance.now();
  const windowStart = began + options.warmupMs;
  const windowEnd = windowStart + options.windowMs;
  const maxIterations = options.maxIterationsPerWorker ?? 100_000;
  const running = new Set<Promise<unknown>>();
  const worker = async (index: number) => {
    const mine = users.filter((_, userIndex) => userIndex % concurrency === index);
    for (let round = 0; round < maxIterations && performance.now() < windowEnd; round += 1) {
      const user = mine[round % mine.length];
      if (!user || !(await iterate(flow, user, recorder))) return;
    }
  };
  for (let index = 0; index < concurrency; index += 1) {
    const task = worker(index);
    running.add(task);
    void task.finally(() => running.delete(task));
  }
  const usage = await measureWindow(recorder, windowStart, windowEnd, options.sampleUsage);
  const unfinished = await drain(running, options.drainMs);
  return recorder.result("closed", concurrency, { unfinished, ...(usage ? { usage } : {}) });
}

/** A paced phase: `flow` started `ratePerSec` times a second on idle users. */
export interface PacedOptions extends PhaseTiming {
  ratePerSec: number;
  /** The users to start iterations on; at most this many are in flight. */
  users: readonly BenchUser[];
  flow: Flow;
  sampleUsage?: () => Promise<ProcessUsage>;
}

/** Iterations started at `ratePerSec` for warm-up + window; see the module comment. */
export async function runPaced(options: PacedOptions): Promise<PhaseResult> {
  const { ratePerSec, flow } = options;
  const recorder = new WindowRecorder();
  const idle = [...options.users];
  const running = new Set<Promise<unknown>>();
  const began = performance.now();
  const windowStart = began + options.warmupMs;
  const windowEnd = windowStart + options.windowMs;
  const maxStarts = Math.ceil(((options.warmupMs + options.windowMs) / 1000) * ratePerSec);
  let started = 0;
  let skipped = 0;
  let stop = false;
  const windowMeasured = measureWindow(recorder, windowStart, windowEnd, options.sampleUsage);
  while (performance.now() < windowEnd && started < maxStarts && !stop) {
    const due = Math.min(maxStarts, Math.floor(((performance.now() - began) / 1000) * ratePerSec));
    while (started < due) {
      started += 1;
      const user = idle.shift();
      if (!user) {
        // Counted only inside the window: it says the bot fell behind the offered rate.
        if (performance.now() >= windowStart) skipped += 1;
        continue;
      }
      const task = iterate(flow, user, recorder).then((goOn) => {
        idle.push(user);
        if (!goOn) stop = true;
      });
      running.add(task);
      void task.finally(() => running.delete(task));
    }
    await sleep(1);
  }
  const usage = await windowMeasured;
  const unfinished = await drain(running, options.drainMs);
  return recorder.result("paced", options.users.length, {
    offeredPerSec: ratePerSec,
    skipped,
    unfinished,
    ...(usage ? { usage } : {}),
  });
}
