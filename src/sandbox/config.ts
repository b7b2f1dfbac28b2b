/**
 * Environment → options of the standalone sandbox (`npm run sandbox`).
 * Every problem is one line naming the variable and what it expects; values
 * are never echoed (the admin token is a secret).
 *
 *   SANDBOX_PORT            TCP port (default 8650)
 *   SANDBOX_HOST            interface (default 127.0.0.1: loopback only)
 *   SANDBOX_STATE           state file (default ./data/sandbox.sqlite)
 *   SANDBOX_PUBLIC_URL      base URL as seen from outside, used in LNURLs (default the listening URL)
 *   SANDBOX_ADMIN_TOKEN     when set, /sandbox/… admin routes need Authorization: Bearer <token>
 *   SANDBOX_LNURL_HOSTS     foreign LNURL hosts 4.4 may contact: none (default), loopback, any
 *   SANDBOX_ONCHAIN_FEE_SAT fixed on-chain fee (default 250)
 *   BITCOIN_NETWORK         testnet, signet or regtest (default regtest; never mainnet)
 *   LOG_LEVEL               pino level (default info)
 *   LOG_FORMAT              json, pretty or auto (default auto: pretty on a terminal)
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { BITCOIN_NETWORKS } from "../bitcoin/network.ts";
import { LOG_FORMAT_EXPECTED, LOG_FORMATS, type LogFormatSetting } from "../logger.ts";
import { DEFAULT_ONCHAIN_FEE_SAT } from "./ledger.ts";
import type { SandboxOptions } from "./server.ts";

/** Port of the standalone sandbox unless SANDBOX_PORT says otherwise. */
export const DEFAULT_SANDBOX_PORT = 8650;

/** State file of the standalone sandbox unless SANDBOX_STATE says otherwise. */
export const DEFAULT_SANDBOX_STATE = "./data/sandbox.sqlite";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const schema = z.object({
  SANDBOX_PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "expected a TCP port number 0-65535" })
      .int({ error: "expected a TCP port number 0-65535" })
      .min(0, { error: "expected a TCP port number 0-65535" })
      .max(65535, { error: "expected a TCP port number 0-65535" })
      .default(DEFAULT_SANDBOX_PORT),
  ),
  SANDBOX_HOST: z.preprocess(blankToUndefined, z.string().default("127.0.0.1")),
  SANDBOX_STATE: z.preprocess(blankToUndefined, z.string().default(DEFAULT_SANDBOX_STATE)),
  SANDBOX_PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: "expected an http(s) URL such as https://sandbox.example.com",
      })
      .optional(),
  ),
  SANDBOX_ADMIN_TOKEN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(16, { error: "expected at least 16 characters (openssl rand -hex 32)" })
      .optional(),
  ),
  SANDBOX_LNURL_HOSTS: z.preprocess(
    blankToUndefined,
    z
      .enum(["none", "loopback", "any"], { error: "expected none, loopback or any" })
      .default("none"),
  ),
  SANDBOX_ONCHAIN_FEE_SAT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "expected a whole number of satoshi" })
      .int({ error: "expected a whole number of satoshi" })
      .min(0, { error: "expected 0 or more satoshi" })
      .max(100_000_000, { error: "expected at most 100000000 satoshi" })
      .default(DEFAULT_ONCHAIN_FEE_SAT),
  ),
  // Test money must never look like mainnet money: the sandbox refuses mainnet.
  BITCOIN_NETWORK: z.preprocess(
    blankToUndefined,
    z
      .enum(
        BITCOIN_NETWORKS.filter((network) => network !== "mainnet"),
        { error: "expected testnet, signet or regtest (the sandbox moves test money only)" },
      )
      .default("regtest"),
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  ),
  LOG_FORMAT: z.preprocess(
    blankToUndefined,
    z.enum(LOG_FORMATS, { error: LOG_FORMAT_EXPECTED }).default("auto"),
  ),
});

/** The standalone sandbox's settings. */
export interface StandaloneConfig {
  options: Required<Pick<SandboxOptions, "network" | "host" | "port" | "onchainFeeSat">> &
    Pick<SandboxOptions, "statePath" | "publicUrl" | "adminToken" | "allowForeignLnurlHosts">;
  logLevel: (typeof LOG_LEVELS)[number];
  logFormat: LogFormatSetting;
}

/** Thrown by `loadStandaloneConfig`; `problems` holds one line per variable. */
export class SandboxConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`invalid sandbox configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "SandboxConfigError";
    this.problems = problems;
  }
}

/** Reads the environment (default `process.env`); throws SandboxConfigError listing every problem. */
export function loadStandaloneConfig(
  env: Record<string, string | undefined> = process.env,
): StandaloneConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new SandboxConfigError([
      ...new Set(
        parsed.error.issues.map(
          (issue) => `${String(issue.path[0] ?? "configuration")}: ${issue.message}`,
        ),
      ),
    ]);
  }
  const e = parsed.data;
  return {
    options: {
      network: e.BITCOIN_NETWORK,
      host: e.SANDBOX_HOST,
      port: e.SANDBOX_PORT,
      statePath: path.resolve(e.SANDBOX_STATE),
      publicUrl: e.SANDBOX_PUBLIC_URL,
      adminToken: e.SANDBOX_ADMIN_TOKEN,
      allowForeignLnurlHosts: e.SANDBOX_LNURL_HOSTS,
      onchainFeeSat: e.SANDBOX_ONCHAIN_FEE_SAT,
    },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
  };
}

/** The help text of `npm run sandbox -- --help`: every option and variable. */
export const STANDALONE_USAGE = `Usage: npm run sandbox -- [options]

Runs the sandbox gateway (test money) on its own, by default at
http://127.0.0.1:${DEFAULT_SANDBOX_PORT} with its state in ${DEFAULT_SANDBOX_STATE}.

Options:
  --merchants <n>   create n merchants (0 to 100, default 0) at start and print
                    their credentials: the only secrets the sandbox prints
  --balance <sat>   their starting test balance in satoshi (default 100000)
  --webhook <url>   their webhook (http:// or https://): paid-invoice events are
                    POSTed there, signed with each merchant's secret key, and
                    their pay codes (4.6, 4.7) need it; without it, set one later
                    with PUT /sandbox/merchants/<id>/webhook {"url": "…"}
  -h, --help        print this text and exit

Environment (or ./.env):
  SANDBOX_PORT             TCP port (default ${DEFAULT_SANDBOX_PORT})
  SANDBOX_HOST             interface (default 127.0.0.1: loopback only)
  SANDBOX_STATE            state file (default ${DEFAULT_SANDBOX_STATE})
  SANDBOX_PUBLIC_URL       base URL as seen from outside, used in LNURLs
  SANDBOX_ADMIN_TOKEN      when set, /sandbox/… needs Authorization: Bearer <token>
  SANDBOX_LNURL_HOSTS      foreign LNURL hosts 4.4 may contact: none (default),
                           loopback or any
  SANDBOX_ONCHAIN_FEE_SAT  fixed on-chain fee (default ${DEFAULT_ONCHAIN_FEE_SAT})
  BITCOIN_NETWORK          testnet, signet or regtest (default regtest; never mainnet)
  LOG_LEVEL                ${LOG_LEVELS.join(", ")} (default info)
  LOG_FORMAT               json, pretty or auto (default auto: pretty on a
                           terminal, JSON lines otherwise)

Exit status: 0 stopped cleanly (or --help), 1 could not start, 2 usage or
configuration error.`;

/** The command line of `npm run sandbox`. */
export interface StandaloneArgs {
  /** `--help` / `-h`: print `STANDALONE_USAGE` and exit. */
  help: boolean;
  /** Merchants to create at start (default 0). */
  merchants: number;
  /** Their starting balance in satoshi (default 100 000). */
  balanceSat: number;
  /** Their webhook URL (default none: pay codes are refused until one is set). */
  webhookUrl: string | undefined;
}

/** A command-line mistake; its message is one line that ends by pointing to --help. */
export class SandboxUsageError extends Error {
  constructor(message: string) {
    super(`${message}; run with --help`);
    this.name = "SandboxUsageError";
  }
}

/** Reads `npm run sandbox -- …` arguments; throws SandboxUsageError for any mistake. */
export function readStandaloneArgs(argv: readonly string[]): StandaloneArgs {
  if (argv.includes("--help") || argv.includes("-h")) {
    return { help: true, merchants: 0, balanceSat: 0, webhookUrl: undefined };
  }
  let values: { merchants?: string; balance?: string; webhook?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        merchants: { type: "string" },
        balance: { type: "string" },
        webhook: { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new SandboxUsageError(firstSentence(error));
  }
  const merchants = Number(values.merchants ?? "0");
  const balanceSat = Number(values.balance ?? "100000");
  if (!Number.isSafeInteger(merchants) || merchants < 0 || merchants > 100) {
    throw new SandboxUsageError("--merchants takes a whole number from 0 to 100");
  }
  if (!Number.isSafeInteger(balanceSat) || balanceSat < 0) {
    throw new SandboxUsageError("--balance takes a whole number of satoshi");
  }
  const webhookUrl = values.webhook?.trim() || undefined;
  if (webhookUrl !== undefined) {
    if (!isHttpUrl(webhookUrl)) {
      throw new SandboxUsageError("--webhook takes an absolute http:// or https:// URL");
    }
    if (merchants === 0) {
      throw new SandboxUsageError(
        "--webhook is the webhook of the merchants made with --merchants",
      );
    }
  }
  return { help: false, merchants, balanceSat, webhookUrl };
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** parseArgs explains at length how to pass positionals; its first sentence names the mistake. */
function firstSentence(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split(/\.\s/)[0] ?? message).replace(/\.$/, "");
}
