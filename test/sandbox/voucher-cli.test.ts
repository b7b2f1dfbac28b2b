/**
 * `npm run sandbox:voucher`: its arguments, and test vouchers issued on a
 * running sandbox (in-process, and once as the real process).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { decodeLnurl, parseWithdrawLink } from "../../src/bitcoin/lnurl.ts";
import {
  parseVoucherArgs,
  runVoucherCommand,
  VOUCHER_EXIT,
  VoucherUsageError,
} from "../../src/sandbox/voucher-command.ts";
import { closeAll, testSandbox } from "./support.ts";

afterEach(closeAll);

const ROOT = path.resolve(import.meta.dirname, "../..");
const NODE = path.join(ROOT, "node_modules/.bin/node");

function captured(env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { env, stdout: (text: string) => out.push(text), stderr: (text: string) => err.push(text) },
    out: () => out.join(""),
    err: () => err.join(""),
  };
}

describe("parseVoucherArgs", () => {
  it("reads the range, description, funder, never-pay, url and qr", () => {
    expect(
      parseVoucherArgs(
        [
          "--max",
          "5000",
          "--min=10",
          "--description",
          "Gift",
          "--funder",
          "m_1",
          "--never-pay",
          "--url",
          "http://127.0.0.1:9/",
          "--qr",
        ],
        {},
      ),
    ).toEqual({
      help: false,
      maxSat: 5000,
      minSat: 10,
      description: "Gift",
      funderId: "m_1",
      pays: false,
      url: "http://127.0.0.1:9",
      qr: true,
    });
  });

  it("takes the sandbox from SANDBOX_URL, else the standalone default", () => {
    expect(parseVoucherArgs(["--max", "1"], { SANDBOX_URL: "http://10.0.0.2:1" }).url).toBe(
      "http://10.0.0.2:1",
    );
    expect(parseVoucherArgs(["--max", "1"], {}).url).toBe("http://127.0.0.1:8650");
  });

  it("refuses a missing or bad amount, min above max, a bad url and unknown options", () => {
    for (const argv of [
      [],
      ["--max", "0"],
      ["--max", "1.5"],
      ["--max", "ten"],
      ["--max", "5", "--min", "6"],
      ["--max", "5", "--url", "ftp://x"],
      ["--max", "5", "--amount", "5"],
      ["--max", "5", "extra"],
    ]) {
      expect(() => parseVoucherArgs(argv, {})).toThrow(VoucherUsageError);
    }
  });
});

describe("runVoucherCommand", () => {
  it("issues a voucher on the sandbox and prints its LNURL, link and state URL", async () => {
    const sandbox = await testSandbox();
    const run = captured();
    const status = await runVoucherCommand(
      ["--url", sandbox.url, "--max", "2100", "--min", "21", "--description", "Faucet", "--qr"],
      run.io,
    );
    expect(status).toBe(VOUCHER_EXIT.ok);
    const lnurl = /LNURL:\s+(\S+)/.exec(run.out())?.[1] ?? "";
    const link = /link:\s+(\S+)/.exec(run.out())?.[1] ?? "";
    const url = decodeLnurl(lnurl);
    expect(parseWithdrawLink(link)?.url.toString()).toBe(url.toString());
    const id = url.pathname.split("/").pop() ?? "";
    expect(sandbox.voucher(id)).toMatchObject({ minSat: 21, maxSat: 2100, description: "Faucet" });
    expect(run.out()).toContain("21 to 2100 sat");
    // The terminal QR code: block characters after the text.
    expect(run.out()).toMatch(/[█▀▄]/);
  });

  it("sends the admin token when the sandbox needs one, and says when it is refused", async () => {
    const sandbox = await testSandbox({ adminToken: "a-long-admin-token-for-tests" });
    const refused = captured();
    expect(await runVoucherCommand(["--url", sandbox.url, "--max", "5"], refused.io)).toBe(
      VOUCHER_EXIT.failed,
    );
    expect(refused.err()).toMatch(/the sandbox refused: .*Authorization/);
    const allowed = captured({ SANDBOX_ADMIN_TOKEN: "a-long-admin-token-for-tests" });
    expect(await runVoucherCommand(["--url", sandbox.url, "--max", "5"], allowed.io)).toBe(
      VOUCHER_EXIT.ok,
    );
  });

  it("exits 1 when the sandbox cannot be reached and 2 on a usage error", async () => {
    const unreachable = captured();
    expect(
      await runVoucherCommand(["--url", "http://127.0.0.1:1", "--max", "5"], unreachable.io),
    ).toBe(VOUCHER_EXIT.failed);
    expect(unreachable.err()).toMatch(/could not reach the sandbox/);
    const usage = captured();
    expect(await runVoucherCommand(["--min", "5"], usage.io)).toBe(VOUCHER_EXIT.usage);
    expect(usage.err()).toMatch(/--max is required/);
  });

  it("runs as npm's sandbox:voucher script does", async () => {
    const sandbox = await testSandbox();
    const child = spawn(NODE, ["src/sandbox/voucher-cli.ts", "--max", "777"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, SANDBOX_URL: sandbox.url },
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    expect(out).toMatch(/^voucher v_\w+: 1 to 777 sat, test money$/m);
  });
});
