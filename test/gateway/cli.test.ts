/**
 * The operator CLI: argument and configuration handling as functions, and
 * the real process (Node 24 from node_modules) against a local server.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CliUsageError,
  EXIT,
  exitCodeFor,
  parseCommand,
  readGatewayConfig,
} from "../../src/gateway/cli-program.ts";
import {
  GatewayOutcomeUnknownError,
  GatewayRejectedError,
  GatewayResponseError,
} from "../../src/gateway/errors.ts";
import { signRequest } from "../../src/gateway/signing.ts";
import { type FakeGateway, json, startFakeGateway } from "./fake-gateway.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const NODE = path.join(ROOT, "node_modules/.bin/node");
const CLI = path.join(ROOT, "src/gateway/cli.ts");
const SECRET = "8d5f1c2a9e0b47d3a6c4f8e21b9d7c05e3a1f6b8d2c4e9a7b5f0d3c1e8a6b4f2";
const HASH = "5b2c8f0e9d7a4c1b3e6f8a0d2c4b6e8f1a3c5e7b9d0f2a4c6e8b0d1f3a5c7e9b";
const BOLT11 = "lnbcrt15u1pnexampleinvoicedataqqqqqqqqqqqqqqqqqqqqqqqqqqqq";

describe("parseCommand", () => {
  it("reads every command with its options", () => {
    expect(parseCommand(["balance"])).toEqual({ name: "balance" });
    expect(parseCommand(["invoice", "--amount", "1500", "--description", "coffee"])).toEqual({
      name: "invoice",
      amountSat: 1500,
      description: "coffee",
    });
    expect(parseCommand(["invoice", "--amount=21"])).toEqual({
      name: "invoice",
      amountSat: 21,
      description: "",
    });
    expect(parseCommand(["pay", "--invoice", BOLT11])).toEqual({ name: "pay", invoice: BOLT11 });
    expect(parseCommand(["withdraw", "--address", "bcrt1qx", "--amount", "20000"])).toEqual({
      name: "withdraw",
      address: "bcrt1qx",
      amountSat: 20000,
    });
    expect(parseCommand(["lnurl-invoice", "--lnurl", "lnurl1abc", "--amount", "2100"])).toEqual({
      name: "lnurl-invoice",
      lnurl: "lnurl1abc",
      amountSat: 2100,
    });
    expect(parseCommand(["lnurl"])).toEqual({ name: "lnurl" });
    expect(parseCommand(["lnurl-merchant", "--merchant", "m-7"])).toEqual({
      name: "lnurl-merchant",
      merchantId: "m-7",
    });
    expect(parseCommand(["--help"])).toEqual({ name: "help" });
    expect(parseCommand(["pay", "--help"])).toEqual({ name: "help" });
  });

  it.each([
    [[], /no command given/],
    [["refund"], /unknown command “refund”/],
    [["invoice"], /invoice needs --amount/],
    [["invoice", "--amount", "1.5"], /whole positive number of satoshi/],
    [["invoice", "--amount", "0"], /whole positive number of satoshi/],
    [["withdraw", "--amount", "5"], /withdraw needs --address/],
    [["balance", "--amount", "5"], /Unknown option '--amount'/],
    [["lnurl-merchant"], /needs --merchant/],
  ])("%j is a usage error", (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(CliUsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });

  it("does not echo a pasted invoice given without --invoice", () => {
    const invoice = `lnbc1500n1${"q".repeat(100)}`;
    expect(() => parseCommand(["pay", invoice])).toThrow(/lnbc1500n1qq…/);
    expect(() => parseCommand(["pay", invoice])).not.toThrow(invoice);
  });
});

describe("readGatewayConfig", () => {
  const env = {
    GATEWAY_BASE_URL: "https://gw.example/prefix",
    GATEWAY_API_KEY: "key-1",
    GATEWAY_SECRET_KEY: SECRET,
    GATEWAY_MERCHANT_ID: "m-42",
  };

  it("reads the account, and the optional timeout", () => {
    expect(readGatewayConfig({ ...env, GATEWAY_TIMEOUT_MS: "2500" })).toEqual({
      baseUrl: "https://gw.example/prefix",
      timeoutMs: 2500,
      credentials: { apiKey: "key-1", secretKey: SECRET, merchantId: "m-42" },
    });
  });

  it("names every missing variable; an empty value counts as missing", () => {
    expect(() =>
      readGatewayConfig({ ...env, GATEWAY_API_KEY: "", GATEWAY_MERCHANT_ID: undefined }),
    ).toThrow(
      "missing GATEWAY_API_KEY, GATEWAY_MERCHANT_ID: set them in the environment or in .env",
    );
  });

  it("names a malformed variable without echoing a secret", () => {
    expect(() => readGatewayConfig({ ...env, GATEWAY_BASE_URL: "gw.example" })).toThrow(
      /GATEWAY_BASE_URL must be an http/,
    );
    const bad = "zz-not-hex-secret";
    expect(() => readGatewayConfig({ ...env, GATEWAY_SECRET_KEY: bad })).toThrow(
      /GATEWAY_SECRET_KEY must be hexadecimal/,
    );
    expect(() => readGatewayConfig({ ...env, GATEWAY_SECRET_KEY: bad })).not.toThrow(bad);
    expect(() => readGatewayConfig({ ...env, GATEWAY_TIMEOUT_MS: "soon" })).toThrow(
      /GATEWAY_TIMEOUT_MS/,
    );
  });
});

describe("exitCodeFor", () => {
  it("keeps 'outcome unknown' distinct from a plain failure", () => {
    expect(exitCodeFor(new CliUsageError("x"))).toBe(EXIT.usage);
    expect(exitCodeFor(new GatewayRejectedError("x", { operation: "sendPayment" }))).toBe(
      EXIT.failed,
    );
    expect(exitCodeFor(new GatewayOutcomeUnknownError("x", { operation: "sendPayment" }))).toBe(
      EXIT.outcomeUnknown,
    );
    expect(exitCodeFor(new GatewayResponseError("x", { operation: "createInvoice" }))).toBe(
      EXIT.outcomeUnknown,
    );
    expect(exitCodeFor(new GatewayResponseError("x", { operation: "getBalance" }))).toBe(
      EXIT.failed,
    );
  });
});

describe("the CLI process", () => {
  let gateway: FakeGateway;
  let cwd: string;
  let account: Record<string, string>;
  beforeAll(async () => {
    gateway = await startFakeGateway();
    // An empty working directory, so no operator .env is picked up by accident.
    cwd = await mkdtemp(path.join(tmpdir(), "gateway-cli-"));
    account = {
      GATEWAY_BASE_URL: gateway.url,
      GATEWAY_API_KEY: "cli-api-key-1",
      GATEWAY_SECRET_KEY: SECRET,
      GATEWAY_MERCHANT_ID: "m-42",
    };
  });
  afterAll(async () => {
    await gateway.close();
    await rm(cwd, { recursive: true, force: true });
  });
  beforeEach(() => {
    gateway.requests.length = 0;
  });

  function run(args: string[], env: Record<string, string> = account) {
    return new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve, reject) => {
        const child = spawn(NODE, [CLI, ...args], {
          cwd,
          env: { PATH: process.env.PATH ?? "", ...env },
        });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (chunk: Buffer) => {
          stdout += chunk.toString();
        });
        child.stderr.on("data", (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        child.on("error", reject);
        child.on("close", (code) => resolve({ code, stdout, stderr }));
      },
    );
  }

  it("balance prints the balance as JSON and exits 0", async () => {
    gateway.respond(json(200, { totalBalance: "125000", frozenAmount: "25000" }));
    const result = await run(["balance"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(JSON.parse(result.stdout)).toEqual({
      totalSat: 125000,
      frozenSat: 25000,
      spendableSat: 100000,
    });
    const request = gateway.requests[0];
    const nonce = new URL(request?.url ?? "", gateway.url).searchParams.get("nonce") ?? "";
    expect(request?.headers["x-gateway-api-signature"]).toBe(
      signRequest(SECRET, request?.url ?? "", nonce, ""),
    );
  });

  it("invoice sends amount and description and prints id and invoice", async () => {
    gateway.respond(json(200, { id: HASH, invoice: BOLT11 }));
    const result = await run(["invoice", "--amount", "1500", "--description", "coffee"]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ id: HASH, invoice: BOLT11 });
    expect(JSON.parse(gateway.requests[0]?.body.toString() ?? "")).toMatchObject({
      amount: "1500",
      description: "coffee",
      merchant_id: "m-42",
    });
  });

  it("pay with an unknown outcome exits 3 with one line on stderr", async () => {
    gateway.respond(json(502, { code: 13, message: "upstream died" }));
    const result = await run(["pay", "--invoice", BOLT11]);
    expect(result.code).toBe(EXIT.outcomeUnknown);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/^error: sendPayment failed: .*HTTP 502.*outcome is unknown/);
    expect(gateway.requests).toHaveLength(1);
  });

  it("a refusal exits 1 and shows the gateway's message, not the keys", async () => {
    gateway.respond(json(400, { code: "9", message: "insufficient balance" }));
    const result = await run(["withdraw", "--address", "bcrt1qexample", "--amount", "20000"]);
    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain("insufficient balance");
    expect(result.stderr).not.toContain(account.GATEWAY_API_KEY);
    expect(result.stderr).not.toContain(SECRET);
  });

  it("missing configuration exits 2 naming the variable", async () => {
    const { GATEWAY_SECRET_KEY: _omitted, ...partial } = account;
    const result = await run(["balance"], partial);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toBe(
      "error: missing GATEWAY_SECRET_KEY: set it in the environment or in .env\n",
    );
    expect(gateway.requests).toHaveLength(0);
  });

  it("reads the account from ./.env when the environment has none", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "gateway-cli-env-"));
    try {
      await writeFile(
        path.join(dir, ".env"),
        Object.entries(account)
          .map(([name, value]) => `${name}=${value}`)
          .join("\n"),
      );
      gateway.respond(json(200, { invoice: "lnurl1dp68gurn8ghj7" }));
      const child = spawn(NODE, [CLI, "lnurl"], {
        cwd: dir,
        env: { PATH: process.env.PATH ?? "" },
      });
      let stdout = "";
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      const code = await new Promise((resolve) => child.on("close", resolve));
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toEqual({ lnurl: "lnurl1dp68gurn8ghj7" });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("--help prints the commands and exits 0 without configuration", async () => {
    const result = await run(["--help"], {});
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("lnurl-merchant --merchant <merchant id>");
  });
});
