import { afterEach, describe, expect, it, vi } from "vitest";
import { PeriodicJob } from "../../src/operations/periodic-job.ts";

// The job's interval is a timer: the tests move a fake clock instead of waiting it out, and a
// round lasts until the test lets it end.
afterEach(() => {
  vi.useRealTimers();
});

describe("a periodic job", () => {
  it("runs a round at once, then every interval, never two at a time", async () => {
    vi.useFakeTimers();
    const rounds: Array<PromiseWithResolvers<void>> = [];
    let running = 0;
    let overlapped = false;
    const job = new PeriodicJob(async () => {
      const round = Promise.withResolvers<void>();
      rounds.push(round);
      running++;
      if (running > 1) overlapped = true;
      await round.promise;
      running--;
    }, 5);
    job.start();
    expect(rounds).toHaveLength(1);
    // Six intervals while the first round runs: their ticks are skipped.
    await vi.advanceTimersByTimeAsync(30);
    expect(rounds).toHaveLength(1);
    rounds[0]?.resolve();
    await vi.advanceTimersByTimeAsync(5);
    expect(rounds).toHaveLength(2);
    rounds[1]?.resolve();
    await vi.advanceTimersByTimeAsync(5);
    expect(rounds).toHaveLength(3);
    const stopped = job.stop();
    rounds[2]?.resolve();
    await stopped;
    await vi.advanceTimersByTimeAsync(50);
    expect(rounds).toHaveLength(3);
    expect(overlapped).toBe(false);
  });

  it("stop waits for the round under way, says it stopped, and no round follows", async () => {
    vi.useFakeTimers();
    const round = Promise.withResolvers<void>();
    let finished = false;
    let rounds = 0;
    const job = new PeriodicJob(async () => {
      rounds++;
      await round.promise;
      finished = true;
    }, 5);
    job.start();
    expect(job.stopped).toBe(false);
    let stopDone = false;
    const stopping = job.stop().then(() => {
      stopDone = true;
    });
    expect(job.stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(20);
    expect(stopDone).toBe(false);
    round.resolve();
    await stopping;
    expect(finished).toBe(true);
    job.start();
    await vi.advanceTimersByTimeAsync(20);
    expect(rounds).toBe(1);
  });
});
