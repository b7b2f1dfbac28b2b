/**
 * `npm run sandbox` as an operator runs it: configuration from the
 * environment with one-line errors, the base URL in the log, credentials
 * printed only when asked for, and a clean stop on SIGTERM.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createGateway } from "../../src/gateway/client.ts";
import {
  DEFAULT_SANDBOX_PORT,
  DEFAULT_SANDBOX_STATE,
  loadStandaloneConfig,
  SandboxConfigError,
} from "../../src/sandbox/config.ts";

const children: ChildProcess[] = [];
const directories: string[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const directory of directories.splice(0))
    await rm(directory, { recursive: true, force: true });
});

describe("standalone configuration", () => {
  it("defaults to port 8650, ./data/sandbox.sqlite, regtest, loopback, no foreign LNURL hosts", () => {
    const config = loadStandaloneConfig({});
    expect(DEFAULT_SANDBOX_PORT).toBe(8650);
    expect(config.options).toMatchObject({
      port: 8650,
      host: "127.0.0.1",
      network: "regtest",
      statePath: path.resolve(DEFAULT_SANDBOX_STATE),
      allowForeignLnurlHosts: "none",
      onchainFeeSat: 250,
    });
    expect(config.options.adminToken).toBeUndefined();
  });

  it("lists every bad variable on its own line without echoing values", () => {
    const secret = "short-secret";
    let error: unknown;
    try {
      loadStandaloneConfig({
        SANDBOX_PORT: "70000",
        BITCOIN_NETWORK: "litecoin",
        SANDBOX_ADMIN_TOKEN: secret,
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SandboxConfigError);
    const problems = (error as SandboxConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toMatch(/^SANDBOX_PORT: /m);
    expect(problems.join("\n")).toMatch(
      /^BITCOIN_NETWORK: expected mainnet, testnet, signet or regtest$/m,
    );
    expect(problems.join("\n")).not.toContain(secret);
  });
});

describe("npm run sandbox", () => {
  it("logs its URL, prints the credentials it was asked to create, serves them, and stops on SIGTERM", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "sandbox-main-"));
    directories.push(directory);
    const child = spawn(
      process.execPath,
      ["src/sandbox/main.ts", "--merchants", "2", "--balance", "7000"],
      {
        env: {
          ...process.env,
          SANDBOX_PORT: "0",
          SANDBOX_STATE: path.join(directory, "state.json"),
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    children.push(child);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    const deadline = Date.now() + 10_000;
    while ((output.match(/^merchant \d: /gm) ?? []).length < 2) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`no start-up output:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const url = /sandbox gateway \(test money\) at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    expect(url).toBeDefined();
    const accounts = [
      ...output.matchAll(
        /GATEWAY_MERCHANT_ID=(\S+) GATEWAY_API_KEY=(\S+) GATEWAY_SECRET_KEY=([0-9a-f]{64})/g,
      ),
    ].map((match) => ({
      merchantId: match[1] ?? "",
      apiKey: match[2] ?? "",
      secretKey: match[3] ?? "",
    }));
    expect(accounts).toHaveLength(2);
    // Secrets appear only on the two lines that were asked for.
    const secretLines = output
      .split("\n")
      .filter((line) => accounts.some((a) => line.includes(a.secretKey)));
    expect(secretLines.every((line) => line.startsWith("merchant "))).toBe(true);

    const gateway = createGateway({ baseUrl: url ?? "", timeoutMs: 2_000 });
    const [payer, payee] = accounts.map((account) => gateway.account(account));
    const invoice = await payee?.createInvoice(1_000, "standalone");
    await payer?.sendPayment(invoice?.invoice ?? "");
    expect((await payee?.getBalance())?.totalSat).toBe(8_000);

    const exited = new Promise<number | null>((resolve) =>
      child.once("exit", (code) => resolve(code)),
    );
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("sandbox gateway stopped");
  });
});
