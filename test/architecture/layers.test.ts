/**
 * What the import rules (.dependency-cruiser.cjs, `npm run lint:layers`)
 * cannot see: the engine names no feature, features order no store claims
 * by hand, the services the faces and features receive hold neither the
 * send nor a gateway client, every feature folder is on the list once, and
 * the chat's composers are src/chat/composer.ts's (grammY's own make garbage
 * at every handler an update passes).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import { FEATURES } from "../../src/features/index.ts";
import type { Services } from "../../src/services.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const featureFolders = readdirSync(path.join(ROOT, "src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Feature names that are no word of the engine's own domain (invoice,
 * lnurl, voucher, pledge, history and balance are: the engine makes
 * invoices, reads pay codes, redeems vouchers, pledges, keeps history).
 */
const DOMAIN_WORDS = new Set(["invoice", "lnurl", "voucher", "pledge", "history", "balance"]);

/** The string literals of a TypeScript source, comments left out. */
function stringLiterals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  return [...code.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`$\\]*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? "",
  );
}

/** The TypeScript files under `dir` (relative to the root), at any depth, relative to the root. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts"))
    .map((name) => path.join(dir, name));
}

describe("the layers", () => {
  it("the engine names no feature: no string of src/operations/ is a feature's name", () => {
    const names = new Set(featureFolders.filter((name) => !DOMAIN_WORDS.has(name)));
    // The kinds of intents features make, besides their folders' names.
    for (const kind of ["reaction", "inline-send", "giveaway"]) names.add(kind);
    const found: string[] = [];
    const dir = path.join(ROOT, "src/operations");
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".ts"))) {
      for (const literal of stringLiterals(readFileSync(path.join(dir, file), "utf8"))) {
        if (names.has(literal)) found.push(`${file}: "${literal}"`);
      }
    }
    expect(found).toEqual([]);
  });

  it("features order no claims by hand: their one-use steps are the engine's", () => {
    const found = sourcesUnder("src/features").filter((file) =>
      /\.(claim|readClaim|releaseClaim)\(/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("the chat and the features make their composers with the chat's Composer, not grammY's", () => {
    const found = [...sourcesUnder("src/features"), ...sourcesUnder("src/chat")].filter((file) => {
      if (file === "src/chat/composer.ts") return false;
      const source = readFileSync(path.join(ROOT, file), "utf8");
      const imports = source.match(/import \{[^}]*\} from "grammy"/g) ?? [];
      return imports.some((line) => /[{,]\s*Composer\b/.test(line));
    });
    expect(found).toEqual([]);
  });

  it("the services hold neither the send nor a gateway client", () => {
    expectTypeOf<Services>().not.toHaveProperty("payments");
    expectTypeOf<Services>().not.toHaveProperty("gateway");
    expectTypeOf<Services>().toHaveProperty("intents");
  });

  it("every feature folder is on the list once, under its folder's name", () => {
    const listed = FEATURES.map((feature) => feature.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...featureFolders].sort());
  });
});
