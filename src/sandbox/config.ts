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
 *   BITCOIN_NETWORK         mainnet, testnet, signet or regtest (default regtest)
 *   LOG_LEVEL               pino level (default info)
 */
import path from "node:path";
import { z } from "zod";
import { BITCOIN_NETWORKS } from "../bitcoin/network.ts";
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
  BITCOIN_NETWORK: z.preprocess(
    blankToUndefined,
    z
      .enum(BITCOIN_NETWORKS, { error: "expected mainnet, testnet, signet or regtest" })
      .default("regtest"),
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  ),
});

/** The standalone sandbox's settings. */
export interface StandaloneConfig {
  options: Required<Pick<SandboxOptions, "network" | "host" | "port" | "onchainFeeSat">> &
    Pick<SandboxOptions, "statePath" | "publicUrl" | "adminToken" | "allowForeignLnurlHosts">;
  logLevel: (typeof LOG_LEVELS)[number];
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
  };
}
