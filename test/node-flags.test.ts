/**
 * The bot runs with V8's heap sized for it (bench/ANALYSIS.md, "Memory"):
 * `npm start` and the container's CMD pass the same Node flags, and those
 * bound the young generation and the old generation's growth, and expose
 * the collector the quiet bot gives memory back with.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const words = (manifest.scripts.start ?? "").split(/\s+/);
  expect(words[0]).toBe("node");
  expect(words.at(-1)).toBe("src/main.ts");
  return words.slice(1, -1);
}

function dockerCmdFlags(): string[] {
  const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
  const line = dockerfile.split("\n").find((text) => text.startsWith("CMD "));
  const words = JSON.parse(line?.slice(4) ?? "[]") as string[];
  expect(words[0]).toBe("node");
  expect(words.at(-1)).toBe("src/main.ts");
  return words.slice(1, -1);
}

describe("Node flags of the running bot", () => {
  it("npm start and the container's CMD pass the same flags", () => {
    expect(dockerCmdFlags()).toEqual(startFlags());
  });

  it("bound the young generation and the old generation's limit", () => {
    const flags = startFlags();
    expect(flags).toContainEqual(expect.stringMatching(/^--max-semi-space-size=\d+$/));
    expect(flags).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/));
  });

  it("expose V8's collector, so the quiet bot can give freed memory back (src/memory-release.ts)", () => {
    expect(startFlags()).toContain("--expose-gc");
  });
});
