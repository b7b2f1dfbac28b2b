/**
 * The collection src/memory-release.ts asks for really hands freed heap
 * back to the system, in a real Node process started as `npm start` starts
 * the bot (same flags): RSS after freeing a large heap drops when the
 * release runs, which a plain full collection leaves where it was.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { productionNodeFlags } from "../../bench/lib/node-flags.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

const SCRIPT = `
import { exposedGc, MemoryRelease } from ${JSON.stringify(path.join(ROOT, "src/memory-release.ts"))};
let garbage = [];
for (let i = 0; i < 400_000; i += 1) garbage.push({ i, text: "x".repeat(64) + i });
garbage = undefined;
globalThis.gc();
const afterPlainGc = process.memoryUsage.rss();
const release = new MemoryRelease({ gc: exposedGc(), busyShare: () => 0 });
const released = release.check();
console.log(JSON.stringify({ released, afterPlainGc, afterRelease: process.memoryUsage.rss() }));
`;

describe("memory release in a real process", () => {
  it("gives back the heap a plain full collection keeps", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...productionNodeFlags(), "--input-type=module", "-e", SCRIPT],
      { cwd: ROOT },
    );
    const result = JSON.parse(stdout) as {
      released: boolean;
      afterPlainGc: number;
      afterRelease: number;
    };
    expect(result.released).toBe(true);
    expect(result.afterPlainGc - result.afterRelease).toBeGreaterThan(16 * 2 ** 20);
  });
});
