/**
 * The operator CLI of the gateway module, as testable functions; cli.ts
 * only wires them to the process. Run it as
 * `npm run --silent gateway -- <command>` (see {@link USAGE}).
 */
import { parseArgs } from "node:util";
import { createGateway } from "./client.ts";
import { GatewayError } from "./errors.ts";
import { redactGatewayText } from "./redact.ts";
import type { GatewayAccountClient, GatewayOperation, MerchantCredentials } from "./types.ts";

/** Exit statuses: distinct for "outcome unknown", so scripts never re-send blindly. */
export const EXIT = {
  ok: 0,
  /** The gateway refused or could not be reached; nothing happened. */
  failed: 1,
  /** Bad command line or missing/invalid configuration. */
  usage: 2,
  /** A send or invoice creation may have been carried out: check before repeating. */
  outcomeUnknown: 3,
} as const;

/** The help text, printed by `--help`. */
export const USAGE = `Usage: npm run --silent gateway -- <command> [options]

Commands (each prints the gateway's answer as JSON):
  balance                                         read the balance (4.5)
  invoice --amount <sat> [--description <text>]   create a lightning invoice (4.2)
  pay --invoice <bolt11>                          pay a lightning invoice (4.1)
  withdraw --address <address> --amount <sat>     send on-chain (4.3)
  lnurl-invoice --lnurl <lnurl> --amount <sat>    get an invoice from an LNURL (4.4)
  lnurl                                           this account's LNURL pay code (4.6)
  lnurl-merchant --merchant <merchant id>         another merchant's LNURL pay code (4.7)
  --help                                          this text

Account from the environment or ./.env:
  GATEWAY_BASE_URL, GATEWAY_API_KEY, GATEWAY_SECRET_KEY, GATEWAY_MERCHANT_ID
  GATEWAY_TIMEOUT_MS (optional, per attempt, default 10000)

Exit status: 0 done, 1 refused or failed (nothing happened), 2 usage or
configuration error, 3 outcome unknown (do not repeat before checking).`;

/** One parsed command line. Amounts are whole satoshi. */
export type CliCommand =
  | { name: "help" }
  | { name: "balance" }
  | { name: "invoice"; amountSat: number; description: string }
  | { name: "pay"; invoice: string }
  | { name: "withdraw"; address: string; amountSat: number }
  | { name: "lnurl-invoice"; lnurl: string; amountSat: number }
  | { name: "lnurl" }
  | { name: "lnurl-merchant"; merchantId: string };

/** A command-line or configuration mistake; its message is one line for stderr. */
export class CliUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CliUsageError";
  }
}

type OptionName = "amount" | "description" | "invoice" | "address" | "lnurl" | "merchant";

const COMMAND_OPTIONS: Record<Exclude<CliCommand["name"], "help">, readonly OptionName[]> = {
  balance: [],
  invoice: ["amount", "description"],
  pay: ["invoice"],
  withdraw: ["address", "amount"],
  "lnurl-invoice": ["lnurl", "amount"],
  lnurl: [],
  "lnurl-merchant": ["merchant"],
};

function isCommandName(name: string): name is keyof typeof COMMAND_OPTIONS {
  return Object.hasOwn(COMMAND_OPTIONS, name);
}

/**
 * Parses `argv` (without node and script): a command, then its options.
 * Throws {@link CliUsageError} for an unknown command, an unknown or
 * missing option, or an amount that is not a whole positive number.
 */
export function parseCommand(argv: readonly string[]): CliCommand {
  const [name, ...rest] = argv;
  if (name === undefined) throw new CliUsageError("no command given; run with --help");
  if (name === "--help" || name === "-h" || name === "help") return { name: "help" };
  if (!isCommandName(name)) {
    throw new CliUsageError(`unknown command “${name}”; run with --help`);
  }
  const allowed = COMMAND_OPTIONS[name];
  let values: Partial<Record<OptionName | "help", string | boolean>>;
  try {
    ({ values } = parseArgs({
      args: [...rest],
      options: {
        help: { type: "boolean", short: "h" },
        ...Object.fromEntries(allowed.map((option) => [option, { type: "string" as const }])),
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // parseArgs quotes the offending argument, which may be a pasted invoice.
    const reason = redactGatewayText(error instanceof Error ? error.message : String(error));
    throw new CliUsageError(`${name}: ${reason}; run with --help`);
  }
  if (values.help) return { name: "help" };
  const text = (option: OptionName): string => {
    const value = values[option];
    if (typeof value !== "string" || value.trim() === "") {
      throw new CliUsageError(`${name} needs --${option}; run with --help`);
    }
    return value.trim();
  };
  switch (name) {
    case "balance":
    case "lnurl":
      return { name };
    case "invoice": {
      const description = values.description;
      return {
        name,
        amountSat: parseSatoshi(name, text("amount")),
        description: typeof description === "string" ? description : "",
      };
    }
    case "pay":
      return { name, invoice: text("invoice") };
    case "withdraw":
      return { name, address: text("address"), amountSat: parseSatoshi(name, text("amount")) };
    case "lnurl-invoice":
      return { name, lnurl: text("lnurl"), amountSat: parseSatoshi(name, text("amount")) };
    case "lnurl-merchant":
      return { name, merchantId: text("merchant") };
  }
}

function parseSatoshi(command: string, value: string): number {
  const amount = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new CliUsageError(
      `${command}: --amount must be a whole positive number of satoshi, for example --amount 1500`,
    );
  }
  return amount;
}

/** What the CLI needs from the environment. */
export interface CliGatewayConfig {
  baseUrl: string;
  timeoutMs: number | undefined;
  credentials: MerchantCredentials;
}

const REQUIRED = [
  "GATEWAY_BASE_URL",
  "GATEWAY_API_KEY",
  "GATEWAY_SECRET_KEY",
  "GATEWAY_MERCHANT_ID",
] as const;

/**
 * Reads the account from `env` (an empty value counts as unset). Throws
 * {@link CliUsageError} naming every missing variable, or the one that is
 * malformed, never echoing a key.
 */
export function readGatewayConfig(
  env: Readonly<Record<string, string | undefined>>,
): CliGatewayConfig {
  const value = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === "" ? undefined : raw;
  };
  const missing = REQUIRED.filter((name) => value(name) === undefined);
  if (missing.length > 0) {
    throw new CliUsageError(
      `missing ${missing.join(", ")}: set ${missing.length > 1 ? "them" : "it"} in the environment or in .env`,
    );
  }
  const baseUrl = value("GATEWAY_BASE_URL") ?? "";
  if (!/^https?:\/\/[^/?#]/i.test(baseUrl) || !URL.canParse(baseUrl)) {
    throw new CliUsageError("GATEWAY_BASE_URL must be an http:// or https:// URL of the gateway");
  }
  const secretKey = value("GATEWAY_SECRET_KEY") ?? "";
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(secretKey)) {
    throw new CliUsageError(
      "GATEWAY_SECRET_KEY must be hexadecimal text with an even number of digits",
    );
  }
  const timeoutText = value("GATEWAY_TIMEOUT_MS");
  let timeoutMs: number | undefined;
  if (timeoutText !== undefined) {
    timeoutMs = /^\d+$/.test(timeoutText) ? Number(timeoutText) : Number.NaN;
    if (!Number.isSafeInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 600_000) {
      throw new CliUsageError(
        "GATEWAY_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000",
      );
    }
  }
  return {
    baseUrl,
    timeoutMs,
    credentials: {
      apiKey: value("GATEWAY_API_KEY") ?? "",
      secretKey,
      merchantId: value("GATEWAY_MERCHANT_ID") ?? "",
    },
  };
}

/** Runs one gateway command and returns the JSON-ready answer. */
export async function executeCommand(
  client: GatewayAccountClient,
  command: Exclude<CliCommand, { name: "help" }>,
): Promise<object> {
  switch (command.name) {
    case "balance":
      return client.getBalance();
    case "invoice":
      return client.createInvoice(command.amountSat, command.description);
    case "pay":
      await client.sendPayment(command.invoice);
      return { sent: true };
    case "withdraw":
      await client.sendOnchain(command.address, command.amountSat);
      return { sent: true };
    case "lnurl-invoice":
      return { invoice: await client.invoiceFromLnurl(command.lnurl, command.amountSat) };
    case "lnurl":
      return { lnurl: await client.getLnurl() };
    case "lnurl-merchant":
      return {
        merchantId: command.merchantId,
        lnurl: await client.getMerchantLnurl(command.merchantId),
      };
  }
}

const SENDING_OPERATIONS: ReadonlySet<GatewayOperation> = new Set([
  "sendPayment",
  "createInvoice",
  "sendOnchain",
]);

/**
 * The exit status for a failure: 2 for usage/configuration, 3 when a send or
 * invoice creation may have been carried out (outcome unknown, or a success
 * status with a body that does not fit the contract), 1 otherwise.
 */
export function exitCodeFor(error: unknown): number {
  if (error instanceof CliUsageError) return EXIT.usage;
  if (error instanceof GatewayError) {
    const uncertain =
      error.kind === "outcome_unknown" ||
      (error.kind === "unexpected_response" && SENDING_OPERATIONS.has(error.operation));
    return uncertain ? EXIT.outcomeUnknown : EXIT.failed;
  }
  return EXIT.failed;
}

/** Where the CLI writes, and what it reads; injectable for tests. */
export interface CliIo {
  env: Readonly<Record<string, string | undefined>>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  fetch?: typeof fetch;
}

/**
 * The whole CLI: parses `argv`, reads the account from `io.env`, runs the
 * command, prints its answer as JSON on stdout (or one `error: …` line on
 * stderr) and returns the exit status ({@link EXIT}).
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command.name === "help") {
      io.stdout(`${USAGE}\n`);
      return EXIT.ok;
    }
    const config = readGatewayConfig(io.env);
    const gateway = createGateway({
      baseUrl: config.baseUrl,
      ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
      ...(io.fetch ? { fetch: io.fetch } : {}),
    });
    const answer = await executeCommand(gateway.account(config.credentials), command);
    io.stdout(`${JSON.stringify(answer, null, 2)}\n`);
    return EXIT.ok;
  } catch (error) {
    const message =
      error instanceof CliUsageError || error instanceof GatewayError
        ? error.message
        : `unexpected failure: ${error instanceof Error ? error.message : String(error)}`;
    io.stderr(`error: ${message}\n`);
    return exitCodeFor(error);
  }
}
