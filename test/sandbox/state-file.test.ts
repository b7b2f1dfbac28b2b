/**
 * The state file's coalesced, atomic writes: every commit resolves after a
 * write that holds its change, including a commit made the moment an
 * earlier one resolves.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StateFile } from "../../src/sandbox/state-file.ts";

let directory = "";
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "sandbox-file-"));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

function within<T>(promise: Promise<T>, ms = 1_000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error("commit never resolved")), ms)),
  ]);
}

describe("StateFile", () => {
  it("coalesces a burst of commits into few writes, each resolving with its change on disk", async () => {
    let counter = 0;
    let writes = 0;
    const file = new StateFile(path.join(directory, "deep", "state.json"), () => {
      writes += 1;
      return JSON.stringify({ counter });
    });
    const commits: Promise<void>[] = [];
    for (let index = 0; index < 50; index++) {
      counter += 1;
      commits.push(file.commit());
    }
    await within(Promise.all(commits));
    expect(JSON.parse(await readFile(file.path, "utf8"))).toEqual({ counter: 50 });
    expect(writes).toBeLessThanOrEqual(2);
    expect(await readdir(path.dirname(file.path))).toEqual(["state.json"]);
  });

  it("resolves a commit made as an earlier one resolves", async () => {
    let value = "first";
    const file = new StateFile(path.join(directory, "state.json"), () => JSON.stringify({ value }));
    await within(
      file.commit().then(() => {
        value = "second";
        return file.commit();
      }),
    );
    await file.flush();
    expect(JSON.parse(await readFile(file.path, "utf8"))).toEqual({ value: "second" });
  });
});
