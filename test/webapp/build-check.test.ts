/**
 * `npm start` and `npm install` build the Mini App's page only when a file
 * the last build read has changed (dist/webapp.inputs.json): the check
 * tells a current build from a stale or missing one.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isBuildCurrent, type WebappBuild, writeWebapp } from "../../src/webapp/build.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
let dir = "";

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "webapp-check-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A written build of one page whose inputs are `inputs` (files in the temporary folder). */
async function writtenBuild(inputs: string[]): Promise<{ out: string; stamp: string }> {
  const out = path.join(dir, "webapp");
  const stamp = path.join(dir, "webapp.inputs.json");
  const body = Buffer.from("<!doctype html>");
  const built: WebappBuild = {
    files: [{ path: "index.html", body, gzip: body, brotli: body }],
    firstLoadGzipBytes: body.length,
    inputs: inputs.map((file) => path.relative(ROOT, file)),
  };
  await writeWebapp(built, out, stamp);
  return { out, stamp };
}

describe("the page's build check", () => {
  it("finds a build current until one of its inputs changes, and then stale", async () => {
    const source = path.join(dir, "main.tsx");
    const texts = path.join(dir, "webapp.ftl");
    await writeFile(source, "export const a = 1;");
    await writeFile(texts, "app-loading = Loading");
    const { out, stamp } = await writtenBuild([source, texts]);
    expect(await isBuildCurrent(out, stamp)).toBe(true);
    await writeFile(texts, "app-loading = Loading…");
    expect(await isBuildCurrent(out, stamp)).toBe(false);
  });

  it("finds it stale when an input is gone, the stamp is missing or the page is missing", async () => {
    const source = path.join(dir, "main.tsx");
    await writeFile(source, "export const a = 1;");
    const { out, stamp } = await writtenBuild([source]);
    expect(await isBuildCurrent(out, stamp)).toBe(true);
    expect(await isBuildCurrent(out, path.join(dir, "none.json"))).toBe(false);
    expect(await isBuildCurrent(path.join(dir, "none"), stamp)).toBe(false);
    await rm(source);
    expect(await isBuildCurrent(out, stamp)).toBe(false);
  });
});
