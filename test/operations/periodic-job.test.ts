import { describe, expect, it } from "vitest";
import { PeriodicJob } from "../../src/operations/periodic-job.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a periodic job", () => {
  it("runs a round at once, then every interval, never two at a time", async () => {
    let rounds = 0;
    let running = 0;
    let overlapped = false;
    const job = new PeriodicJob(async () => {
      rounds++;
      running++;
      if (running > 1) overlapped = true;
      await sleep(30); // longer than the interval: the ticks meanwhile are skipped
      running--;
    }, 5);
    job.start();
    expect(rounds).toBe(1);
    await sleep(100);
    await job.stop();
    expect(rounds).toBeGreaterThan(1);
    expect(rounds).toBeLessThan(6);
    expect(overlapped).toBe(false);
  });

  it("stop waits for the round under way, says it stopped, and no round follows", async () => {
    let finished = false;
    let rounds = 0;
    const job = new PeriodicJob(async () => {
      rounds++;
      await sleep(20);
      finished = true;
    }, 5);
    job.start();
    expect(job.stopped).toBe(false);
    await job.stop();
    expect(finished).toBe(true);
    expect(job.stopped).toBe(true);
    job.start();
    await sleep(20);
    expect(rounds).toBe(1);
  });
});
