/**
 * `promtool check rules` and `promtool test rules` on deploy/alerts.yml and
 * its unit tests (deploy/alerts.test.yml: every alert fires on made-up
 * series when it should and stays quiet when it should not). promtool comes
 * with Debian's `prometheus` package (scripts/services.sh install); without
 * it the suite is skipped, saying so.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const DEPLOY = path.join(import.meta.dirname, "..", "..", "deploy");

async function promtoolFound(): Promise<boolean> {
  try {
    await run("promtool", ["--version"]);
    return true;
  } catch {
    return false;
  }
}

const present = await promtoolFound();
const reason =
  "promtool is not installed (Debian's prometheus package; run scripts/services.sh install)";
if (!present) console.warn(`alert rule tests skipped: ${reason}`);

describe.skipIf(!present)(
  `alert rules with promtool${present ? "" : ` (skipped: ${reason})`}`,
  () => {
    it("promtool check rules accepts deploy/alerts.yml", async () => {
      const { stdout } = await run("promtool", ["check", "rules", "alerts.yml"], { cwd: DEPLOY });
      expect(stdout).toMatch(/SUCCESS: 11 rules found/);
    });

    it("promtool test rules passes every alert's unit test", async () => {
      const { stdout } = await run("promtool", ["test", "rules", "alerts.test.yml"], {
        cwd: DEPLOY,
      });
      expect(stdout).toMatch(/SUCCESS/);
    });
  },
);
