/**
 * `npm run sandbox` as an operator runs it: configuration from the
 * environment with one-line errors, the base URL in the log, credentials
 * printed only when asked for, and a clean stop on SIGTERM.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "../../src/gateway/cli-program.ts";
import { createGateway } from "../../src/gateway/client.ts";
import { verifyWebhookSignature } from "../../src/gateway/signing.ts";
import {
  DEFAULT_SANDBOX_PORT,
  DEFAULT_SANDBOX_STATE,
  loadStandaloneConfig,
  readStandaloneArgs,
  SandboxConfigError,
  SandboxUsageError,
} from "../../src/sandbox/config.ts";
import { until } from "../support/until.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];
const directories: string[] = [];
const servers: Server[] = [];
/** How long a process may take to say it started (under a second quiet; 20 s and more on a busy machine). */
const START_MS = 30_000;

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  for (const directory of directories.splice(0))
    await rm(directory, { recursive: true, force: true });
});

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node <script> …args` from the project root to its end. */
function run(script: string, args: string[], env: Record<string, string> = {}): Promise<Finished> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

interface StartedSandbox {
  url: string;
  accounts: Array<{ merchantId: string; apiKey: string; secretKey: string }>;
  output: () => string;
}

/** The sandbox's URL in its start-up log, if it is there yet. */
const urlIn = (text: string) =>
  /sandbox gateway \(test money\) at (http:\/\/127\.0\.0\.1:\d+)/.exec(text)?.[1];

/** Starts `npm run sandbox -- …args` on a free port and waits for its merchants' credentials. */
async function startStandalone(args: string[], merchants: number): Promise<StartedSandbox> {
  const directory = await mkdtemp(path.join(tmpdir(), "sandbox-main-"));
  directories.push(directory);
  const child = spawn(process.execPath, ["src/sandbox/main.ts", ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      SANDBOX_PORT: "0",
      SANDBOX_STATE: path.join(directory, "state.sqlite"),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const deadline = Date.now() + START_MS;
  // The URL and the credentials are separate lines: wait for both.
  while ((output.match(/^merchant \d: /gm) ?? []).length < merchants || !urlIn(output)) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`no start-up output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const url = urlIn(output);
  if (!url) throw new Error(`no URL in the log:\n${output}`);
  const accounts = [
    ...output.matchAll(
      /GATEWAY_MERCHANT_ID=(\S+) GATEWAY_API_KEY=(\S+) GATEWAY_SECRET_KEY=([0-9a-f]{64})/g,
    ),
  ].map((match) => ({
    merchantId: match[1] ?? "",
    apiKey: match[2] ?? "",
    secretKey: match[3] ?? "",
  }));
  return { url, accounts, output: () => output };
}

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
      /^BITCOIN_NETWORK: expected testnet, signet or regtest \(the sandbox moves test money only\)$/m,
    );
    expect(problems.join("\n")).not.toContain(secret);
  });

  it("refuses mainnet: test money must never look like mainnet money", () => {
    expect(() => loadStandaloneConfig({ BITCOIN_NETWORK: "mainnet" })).toThrow(SandboxConfigError);
    expect(loadStandaloneConfig({ BITCOIN_NETWORK: "signet" }).options.network).toBe("signet");
  });
});

describe("the command line", () => {
  it("reads every option, with the defaults", () => {
    expect(readStandaloneArgs([])).toEqual({
      help: false,
      merchants: 0,
      balanceSat: 100_000,
      webhookUrl: undefined,
    });
    expect(
      readStandaloneArgs([
        "--merchants",
        "2",
        "--balance",
        "7000",
        "--webhook",
        "http://127.0.0.1:8080/events",
      ]),
    ).toEqual({
      help: false,
      merchants: 2,
      balanceSat: 7000,
      webhookUrl: "http://127.0.0.1:8080/events",
    });
    expect(readStandaloneArgs(["--help"]).help).toBe(true);
    expect(readStandaloneArgs(["-h", "--bogus-but-help-wins"]).help).toBe(true);
  });

  it.each([
    [["--bogus"], /^Unknown option '--bogus'; run with --help$/],
    [["--merchants", "101"], /^--merchants takes a whole number from 0 to 100; run with --help$/],
    [["--balance", "1.5"], /^--balance takes a whole number of satoshi; run with --help$/],
    [["--merchants", "1", "--webhook", "ftp://x"], /^--webhook takes an absolute http/],
    [["--webhook", "http://127.0.0.1:8080/"], /^--webhook is the webhook of the merchants made/],
  ])("refuses %j in one line that points to --help", (argv, message) => {
    expect(() => readStandaloneArgs(argv)).toThrow(SandboxUsageError);
    expect(() => readStandaloneArgs(argv)).toThrow(message);
  });

  it("npm run sandbox -- --help prints every option and variable, and exits 0", async () => {
    const result = await run("src/sandbox/main.ts", ["--help"]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    for (const option of ["--merchants <n>", "--balance <sat>", "--webhook <url>", "-h, --help"]) {
      expect(result.stdout).toContain(option);
    }
    const variables = [
      "SANDBOX_PORT",
      "SANDBOX_HOST",
      "SANDBOX_STATE",
      "SANDBOX_PUBLIC_URL",
      "SANDBOX_ADMIN_TOKEN",
      "SANDBOX_LNURL_HOSTS",
      "SANDBOX_ONCHAIN_FEE_SAT",
      "BITCOIN_NETWORK",
      "LOG_LEVEL",
      "LOG_FORMAT",
    ];
    for (const variable of variables)
      expect(result.stdout).toMatch(new RegExp(`^  ${variable} `, "m"));
    // The variables it lists are the ones it reads: each is refused by name when wrong.
    const problems = (() => {
      try {
        loadStandaloneConfig(Object.fromEntries(variables.map((name) => [name, "!bad"])));
      } catch (error) {
        return error instanceof SandboxConfigError ? error.problems.join("\n") : "";
      }
      return "";
    })();
    for (const variable of variables.filter(
      (name) => !["SANDBOX_HOST", "SANDBOX_STATE"].includes(name),
    )) {
      expect(problems).toContain(`${variable}: `);
    }
  });

  it("an unknown option is one usage line and exit status 2", async () => {
    const result = await run("src/sandbox/main.ts", ["--bogus"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe("usage: Unknown option '--bogus'; run with --help\n");
  });
});

describe("the README's standalone example", () => {
  it("gives its merchants a webhook, so the CLI's pay code works and the payment event arrives, signed", async () => {
    const readme = await readFile(path.join(ROOT, "README.md"), "utf8");
    expect(readme).toMatch(/npm run sandbox -- --merchants 2 --webhook \S+/);
    expect(readme).toContain("npm run --silent gateway -- lnurl");

    const events: Array<{ body: string; signature: string | undefined; path: string }> = [];
    const receiver = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString("utf8");
      });
      request.on("end", () => {
        const signature = request.headers["x-gateway-webhook-signature"];
        events.push({
          body,
          signature: Array.isArray(signature) ? signature[0] : signature,
          path: request.url ?? "",
        });
        response.writeHead(204).end();
      });
    });
    servers.push(receiver);
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const webhook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events`;

    const sandbox = await startStandalone(
      ["--merchants", "2", "--balance", "7000", "--webhook", webhook],
      2,
    );
    const [payer, payee] = sandbox.accounts;
    if (!payer || !payee) throw new Error("two merchants expected");
    // The CLI's program in this process (its entry, src/gateway/cli.ts, is run as a process by
    // test/gateway/cli.test.ts): four Node starts fewer, the same commands against the sandbox.
    const cli = async (account: typeof payer, args: string[]): Promise<Finished> => {
      let stdout = "";
      let stderr = "";
      const code = await runCli(args, {
        env: {
          GATEWAY_BASE_URL: sandbox.url,
          GATEWAY_MERCHANT_ID: account.merchantId,
          GATEWAY_API_KEY: account.apiKey,
          GATEWAY_SECRET_KEY: account.secretKey,
        },
        stdout: (text) => {
          stdout += text;
        },
        stderr: (text) => {
          stderr += text;
        },
      });
      return { code, stdout, stderr };
    };

    const lnurl = await cli(payee, ["lnurl"]);
    expect(lnurl.stderr).toBe("");
    expect(lnurl.code).toBe(0);
    const payCode = (JSON.parse(lnurl.stdout) as { lnurl: string }).lnurl;
    expect(payCode).toMatch(/^lnurl1/i);

    const invoice = await cli(payer, ["lnurl-invoice", "--lnurl", payCode, "--amount", "2100"]);
    expect(invoice.code).toBe(0);
    const bolt11 = (JSON.parse(invoice.stdout) as { invoice: string }).invoice;
    const paid = await cli(payer, ["pay", "--invoice", bolt11]);
    expect(paid.code).toBe(0);

    const balance = await cli(payee, ["balance"]);
    expect(balance.code).toBe(0);
    expect(balance.stdout).toMatch(/9100/);

    await until(() => events.length > 0, "the payment event at the webhook", START_MS);
    const event = events[0];
    expect(event?.path).toBe("/events");
    expect(JSON.parse(event?.body ?? "{}")).toMatchObject({
      event_type: "EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID",
    });
    expect(
      verifyWebhookSignature(
        payee.secretKey,
        event?.signature,
        event?.body ?? "",
        Math.floor(Date.now() / 1000),
      ).ok,
    ).toBe(true);
  });

  it("without --webhook the merchants work but say how to get a pay code", async () => {
    const sandbox = await startStandalone(["--merchants", "1"], 1);
    await until(() => sandbox.output().includes("--webhook <url>"), "the hint about --webhook");
    expect(sandbox.output()).toContain("PUT /sandbox/merchants/<id>/webhook");
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
    const deadline = Date.now() + START_MS;
    // The URL is a log line and the credentials are printed: they can come in either order.
    while ((output.match(/^merchant \d: /gm) ?? []).length < 2 || !urlIn(output)) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`no start-up output:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const url = urlIn(output);
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
