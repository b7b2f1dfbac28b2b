/**
 * `npm run --silent sandbox:voucher -- --max <sat> …`: issues a test
 * voucher (LNURL-withdraw) on a running sandbox, the standalone one or the
 * one a bot embeds, through its admin route `POST /sandbox/vouchers`, and
 * prints it as an LNURL, an `lnurlw://` link and (with `--qr`) a QR code
 * for the terminal. As testable functions; voucher-cli.ts wires them to
 * the process.
 */
import { parseArgs } from "node:util";
import QRCode from "qrcode";
import { DEFAULT_SANDBOX_PORT } from "./config.ts";

/** Exit statuses. */
export const VOUCHER_EXIT = {
  ok: 0,
  /** The sandbox refused or could not be reached: no voucher. */
  failed: 1,
  /** Bad command line. */
  usage: 2,
} as const;

export const VOUCHER_USAGE = `Usage: npm run --silent sandbox:voucher -- --max <sat> [options]

Issues a test voucher (LNURL-withdraw, test money) on a running sandbox
gateway and prints it: paste it to the bot, or send it /claim <lnurl>.

Options:
  --max <sat>           largest amount it pays (required)
  --min <sat>           smallest amount (default 1)
  --description <text>  what the wallet shows (default: a sandbox test voucher)
  --funder <id>         the merchant whose balance pays it (default: a new
                        merchant funded with --max)
  --never-pay           accept the invoice and never pay it (tries that path)
  --url <url>           the sandbox (default $SANDBOX_URL or
                        http://127.0.0.1:${DEFAULT_SANDBOX_PORT}); a bot's embedded sandbox logs its
                        URL at start ("embedded sandbox gateway running")
  --qr                  also print the LNURL as a QR code for the terminal
  -h, --help            this text

Environment: SANDBOX_URL, SANDBOX_ADMIN_TOKEN (when the sandbox needs one).

Exit status: 0 issued, 1 refused or unreachable, 2 usage error.`;

export interface VoucherArgs {
  help: boolean;
  maxSat: number;
  minSat: number | undefined;
  description: string | undefined;
  funderId: string | undefined;
  pays: boolean;
  url: string;
  qr: boolean;
}

/** A command-line mistake; its message is one line. */
export class VoucherUsageError extends Error {
  constructor(message: string) {
    super(`${message}; run with --help`);
    this.name = "VoucherUsageError";
  }
}

/** Reads the arguments; throws VoucherUsageError for any mistake. */
export function parseVoucherArgs(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): VoucherArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        help: { type: "boolean", short: "h" },
        max: { type: "string" },
        min: { type: "string" },
        description: { type: "string" },
        funder: { type: "string" },
        "never-pay": { type: "boolean" },
        url: { type: "string" },
        qr: { type: "boolean" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new VoucherUsageError((message.split(/\.\s/)[0] ?? message).replace(/\.$/, ""));
  }
  const url = String(values.url ?? env.SANDBOX_URL ?? `http://127.0.0.1:${DEFAULT_SANDBOX_PORT}`)
    .trim()
    .replace(/\/+$/, "");
  if (values.help) {
    return {
      help: true,
      maxSat: 0,
      minSat: undefined,
      description: undefined,
      funderId: undefined,
      pays: true,
      url,
      qr: false,
    };
  }
  const whole = (name: "max" | "min"): number | undefined => {
    const text = values[name];
    if (text === undefined) return undefined;
    if (typeof text !== "string" || !/^\d{1,16}$/.test(text.trim()) || Number(text) < 1) {
      throw new VoucherUsageError(`--${name} takes a whole number of satoshi, 1 or more`);
    }
    return Number(text);
  };
  const maxSat = whole("max");
  if (maxSat === undefined) throw new VoucherUsageError("--max is required");
  const minSat = whole("min");
  if (minSat !== undefined && minSat > maxSat) {
    throw new VoucherUsageError("--min must not be above --max");
  }
  if (!/^https?:\/\/[^/]+/i.test(url)) {
    throw new VoucherUsageError("--url takes the sandbox's http:// or https:// base URL");
  }
  const text = (name: "description" | "funder") => {
    const value = values[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  return {
    help: false,
    maxSat,
    minSat,
    description: text("description"),
    funderId: text("funder"),
    pays: values["never-pay"] !== true,
    url,
    qr: values.qr === true,
  };
}

export interface VoucherIo {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

/** Runs the command; returns the exit status (`VOUCHER_EXIT`). */
export async function runVoucherCommand(argv: readonly string[], io: VoucherIo): Promise<number> {
  let args: VoucherArgs;
  try {
    args = parseVoucherArgs(argv, io.env);
  } catch (error) {
    if (!(error instanceof VoucherUsageError)) throw error;
    io.stderr(`usage: ${error.message}\n`);
    return VOUCHER_EXIT.usage;
  }
  if (args.help) {
    io.stdout(`${VOUCHER_USAGE}\n`);
    return VOUCHER_EXIT.ok;
  }
  const token = io.env.SANDBOX_ADMIN_TOKEN?.trim();
  let response: Response;
  try {
    response = await (io.fetch ?? fetch)(`${args.url}/sandbox/vouchers`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({
        max: String(args.maxSat),
        ...(args.minSat === undefined ? {} : { min: String(args.minSat) }),
        ...(args.description === undefined ? {} : { description: args.description }),
        ...(args.funderId === undefined ? {} : { funder: args.funderId }),
        pays: args.pays,
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    io.stderr(
      `could not reach the sandbox at ${args.url}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return VOUCHER_EXIT.failed;
  }
  const body = (await response.json().catch(() => undefined)) as
    | Record<string, unknown>
    | undefined;
  if (!response.ok || typeof body?.lnurl !== "string") {
    const message = typeof body?.message === "string" ? body.message : `HTTP ${response.status}`;
    io.stderr(`the sandbox refused: ${message}\n`);
    return VOUCHER_EXIT.failed;
  }
  const range = body.min === body.max ? `${body.max} sat` : `${body.min} to ${body.max} sat`;
  io.stdout(
    [
      `voucher ${String(body.id)}: ${range}${body.pays === false ? " (never pays)" : ""}, test money`,
      `LNURL:   ${body.lnurl.toUpperCase()}`,
      `link:    ${String(body.link)}`,
      `state:   ${args.url}/sandbox/vouchers/${String(body.id)}`,
      "",
    ].join("\n"),
  );
  if (args.qr) {
    io.stdout(await QRCode.toString(body.lnurl.toUpperCase(), { type: "terminal", small: true }));
  }
  return VOUCHER_EXIT.ok;
}
