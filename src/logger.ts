/**
 * The application logger (pino): JSON lines on stdout, or one human-readable
 * line per event on a terminal (`LOG_FORMAT`). Known secret-bearing
 * fields are redacted wherever they appear; code must still never pass
 * tokens, keys, secrets or whole invoices to it.
 *
 * Errors come from libraries that do not share that rule: node-fetch puts
 * the request URL, bot token included, in its messages
 * (`request to …/bot<token>/sendMessage failed`), grammY keeps that error
 * in `HttpError.error` and the failed call's payload (a photo caption with
 * a whole invoice) in `GrammyError.payload`. So every error is written
 * through {@link serializeError}, whatever key it is logged under, and
 * every line is scrubbed once more as it is written (`redactSecrets`).
 * The human-readable lines are made from those scrubbed JSON lines, so both
 * formats go through the same redaction.
 *
 * An error of a known condition (network down, timeout, a refusal: see
 * known-errors.ts) is written with its `kind` and without stacks unless the
 * level is debug or trace; an unexpected error keeps its stack.
 */
import { createRequire } from "node:module";
import { type Logger, pino } from "pino";
import { knownCondition } from "./known-errors.ts";

export type { Logger };

const REDACTED_PATHS = [
  "token",
  "*.token",
  "apiKey",
  "*.apiKey",
  "secretKey",
  "*.secretKey",
  "secret",
  "*.secret",
  "invoice",
  "*.invoice",
  "headers.authorization",
  "*.headers.authorization",
  "initData",
  "*.initData",
  'headers["x-gateway-api-key"]',
  'headers["x-gateway-api-signature"]',
];

// A bot token in a Bot API path: `/bot<token>/<method>` and `/file/bot<token>/<path>`
// (`:` possibly percent-encoded). Any length: the token's shape is `<bot id>:<secret>`.
const TOKEN_IN_PATH = /\/bot\d+(?::|%3[Aa])[A-Za-z0-9_-]+/g;
// A token on its own: BotFather's are `<bot id>:<35 characters>`.
const BARE_TOKEN = /\b\d{5,}:[A-Za-z0-9_-]{30,}/g;
// Mini App initData (a signed query string: its hash proves who the user is for an hour),
// alone or as an `Authorization: tma …` value; its fields come in any order (hash first too).
const INIT_DATA =
  /\btma\s+[^\s"]+|[^\s"&]*&[^\s"]*\bhash=[0-9a-f]{64}[^\s"]*|\bhash=[0-9a-f]{64}[^\s"]*/gi;
// A whole BOLT11 invoice (any network); its first characters are kept to recognise it.
const WHOLE_INVOICE = /\b(ln(?:bcrt|bc|tbs|tb|sb)[0-9a-z]{8})[0-9a-z]{50,}/gi;

/**
 * `text` without bot tokens (in Bot API URLs or on their own, and each of
 * `secrets` of 8 characters or more wherever it appears) and with whole
 * BOLT11 invoices cut after their network prefix and 8 more characters ("…").
 */
export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  let safe = text;
  for (const secret of secrets) {
    if (secret.length >= 8 && safe.includes(secret)) safe = safe.split(secret).join("[redacted]");
  }
  // Runs on every log line: the cheap test first.
  if (safe.includes("/bot")) safe = safe.replace(TOKEN_IN_PATH, "/bot[redacted]");
  if (safe.includes("hash=") || safe.includes("tma ")) safe = safe.replace(INIT_DATA, "[redacted]");
  return safe.replace(BARE_TOKEN, "[redacted]").replace(WHOLE_INVOICE, "$1…");
}

/**
 * Keys never written from an error: what the failed call carried (grammY's
 * `payload`, an HTTP client's request, response, options, headers or body)
 * may hold tokens, keys or whole invoices; the error's type, method and
 * code say what failed.
 */
const OMITTED_KEYS = new Set(["payload", "request", "response", "options", "headers", "body"]);
/** How deep nested errors and objects inside an error are followed. */
const MAX_DEPTH = 6;

/**
 * The one error serializer (pino `err` and `error`, and any error logged
 * under another key): type, message and stack, the error's own fields
 * (grammY's `method`, `error_code`, `description`, `parameters`; a system
 * error's `code`), its `cause`, nested errors (grammY's `HttpError.error`)
 * and an AggregateError's `errors`, followed recursively; every string
 * passed through {@link redactSecrets}; {@link OMITTED_KEYS} left out at
 * every depth. A value that is not an error is scrubbed the same way.
 * A known condition (known-errors.ts) gets its `kind` (and `code`) after
 * its type, and no stack at any depth unless `options.stacks`.
 */
export function serializeError(
  value: unknown,
  secrets: readonly string[] = [],
  options: SerializeOptions = {},
): unknown {
  const condition = options.stacks ? undefined : knownCondition(value);
  const stacks = condition === undefined;
  const out = serializeValue(value, { secrets, stacks }, 0, new WeakSet());
  if (!condition || typeof out !== "object" || out === null) return out;
  // The condition first, where a reader looks.
  const { type, ...rest } = out as Record<string, unknown>;
  return { type, ...condition, ...rest };
}

export interface SerializeOptions {
  /**
   * Stacks of known conditions too (at debug level). Without it a known
   * condition is written with its `kind` (and `code`) and no stack at any depth.
   */
  stacks?: boolean;
}

interface Serializing {
  secrets: readonly string[];
  stacks: boolean;
}

function serializeValue(
  value: unknown,
  how: Serializing,
  depth: number,
  seen: WeakSet<object>,
): unknown {
  if (typeof value === "string") return redactSecrets(value, how.secrets);
  if (typeof value !== "object" || value === null) return value;
  if (seen.has(value)) return "[Circular]";
  if (depth >= MAX_DEPTH) return "[…]";
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => serializeValue(item, how, depth + 1, seen));
  const out: Record<string, unknown> = {};
  if (value instanceof Error) {
    out.type = value.constructor?.name || value.name;
    out.message = redactSecrets(String(value.message), how.secrets);
    if (how.stacks && typeof value.stack === "string") {
      out.stack = redactSecrets(value.stack, how.secrets);
    }
  }
  for (const [key, field] of Object.entries(value)) {
    if (OMITTED_KEYS.has(key) || key in out || typeof field === "function") continue;
    // grammY's errors repeat their class name in an own `name`.
    if (key === "name" && field === out.type) continue;
    if (key === "stack" && !how.stacks) continue;
    out[key] = serializeValue(field, how, depth + 1, seen);
  }
  if (value instanceof Error) {
    // Not enumerable, so not among the entries above.
    if (value.cause !== undefined && !("cause" in out)) {
      out.cause = serializeValue(value.cause, how, depth + 1, seen);
    }
    if (value instanceof AggregateError && !("errors" in out)) {
      out.errors = serializeValue(value.errors, how, depth + 1, seen);
    }
  }
  return out;
}

/** Errors logged under keys other than `err`/`error`, also inside objects and arrays. */
function serializeNestedErrors(
  value: unknown,
  errors: (value: unknown) => unknown,
  depth: number,
): unknown {
  if (value instanceof Error) return errors(value);
  if (typeof value !== "object" || value === null || depth >= 3) return value;
  if (Array.isArray(value)) {
    const mapped = value.map((item) => serializeNestedErrors(item, errors, depth + 1));
    return mapped.some((item, i) => item !== value[i]) ? mapped : value;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(value)) {
    if (depth === 0 && (key === "err" || key === "error")) continue;
    const next = serializeNestedErrors(field, errors, depth + 1);
    if (next !== field) {
      copy ??= { ...(value as Record<string, unknown>) };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

/** How log lines are written: JSON (one object a line) or one human-readable line per event. */
export type LogFormat = "json" | "pretty";

/** The values of the `LOG_FORMAT` setting. */
export const LOG_FORMATS = ["auto", "json", "pretty"] as const;
export type LogFormatSetting = (typeof LOG_FORMATS)[number];
/** What a configuration error says about a bad `LOG_FORMAT`. */
export const LOG_FORMAT_EXPECTED =
  "expected json, pretty or auto (unset: pretty on a terminal, JSON otherwise)";

/** The `LOG_FORMAT` setting: `auto` is pretty when `stdout` is a terminal, JSON otherwise. */
export function resolveLogFormat(
  setting: LogFormatSetting,
  stdout: { isTTY?: boolean } = process.stdout,
): LogFormat {
  if (setting !== "auto") return setting;
  return stdout.isTTY === true ? "pretty" : "json";
}

export interface LoggerOptions {
  /**
   * Values never written, wherever they appear (the bot token, known at
   * start-up). Tokens in Bot API URLs and whole invoices are removed without
   * being listed.
   */
  secrets?: readonly string[];
  /** Default `json`. */
  format?: LogFormat;
  /** Pretty format only: colours (default: when the terminal supports them). */
  colorize?: boolean;
}

/** Creates the root logger; `destination` defaults to stdout (tests pass a stream). */
export function createLogger(
  level: string,
  destination?: pino.DestinationStream,
  options: LoggerOptions = {},
): Logger {
  const secrets = options.secrets ?? [];
  // Read when a line is written: the level may be changed on a running logger.
  const stacks = () => logger.isLevelEnabled("debug");
  const errors = (value: unknown) => serializeError(value, secrets, { stacks: stacks() });
  const out =
    options.format === "pretty"
      ? prettyLines(destination ?? pino.destination({ dest: 1, sync: true }), options.colorize)
      : destination;
  const logger: Logger = pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      base: null,
      serializers: { err: errors, error: errors },
      formatters: {
        log: (object) => serializeNestedErrors(object, errors, 0) as Record<string, unknown>,
      },
      // The last net: the whole line (message, bindings, every field) as it is written.
      hooks: { streamWrite: (line) => redactSecrets(line, secrets) },
    },
    out,
  );
  return logger;
}

/**
 * A destination that turns each (already scrubbed) JSON line into one
 * human-readable line, with pino-pretty's formatter, in this thread and
 * synchronously: no worker thread to keep the process alive or to lose the
 * last lines at exit, and the lines stay in order with what is printed to
 * stderr. A known error joins its event's line as `(kind code: reason)`;
 * an unexpected error's stack follows the line, indented.
 */
function prettyLines(out: pino.DestinationStream, colorize: boolean | undefined) {
  // Loaded only for this format: a bot logging JSON (in a container) never loads pino-pretty.
  const { prettyFactory } = createRequire(import.meta.url)(
    "pino-pretty",
  ) as typeof import("pino-pretty");
  const format = prettyFactory({
    ...(colorize === undefined ? {} : { colorize }),
    singleLine: true,
    // Every field on the event's line; stacks are printed below it here.
    errorLikeObjectKeys: [],
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname",
  });
  return {
    write(line: string) {
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line);
        return;
      }
      const stacks: string[] = [];
      const text = format(readableErrors(event, stacks));
      const below = stacks.map((stack) => `    ${stack.replace(/\n/g, "\n    ")}\n`).join("");
      out.write(text.endsWith("\n") ? text + below : `${text}\n${below}`);
    },
  };
}

/** Fields of a known error that its `(kind code: reason)` already says. */
const SAID_INLINE = new Set(["type", "kind", "code", "message", "error", "cause", "ok"]);

/**
 * `event` with its logged errors made readable on one line: a known one
 * (with a `kind`, without a stack) moved into the message with its other
 * fields left in place; an unexpected one without its stacks, which are
 * added to `stacks`.
 */
function readableErrors(event: Record<string, unknown>, stacks: string[]): Record<string, unknown> {
  let result = event;
  for (const key of ["err", "error"]) {
    const error = event[key];
    if (typeof error !== "object" || error === null) continue;
    const fields = error as Record<string, unknown>;
    if (typeof fields.kind !== "string" || "stack" in fields) {
      result = { ...result, [key]: withoutStacks(error, stacks, 0) };
      continue;
    }
    const what = [fields.kind, fields.code].filter((part) => part !== undefined).join(" ");
    const reason = innermostMessage(error);
    const said = reason === undefined ? what : `${what}: ${reason}`;
    const msg =
      typeof result.msg === "string" && result.msg !== "" ? `${result.msg} (${said})` : said;
    // What the reason does not say (grammY's method and description, the gateway's operation and status).
    const rest = Object.entries(fields).filter(
      ([name, value]) => !SAID_INLINE.has(name) && !isEmptyObject(value),
    );
    result = { ...result, msg, [key]: rest.length > 0 ? Object.fromEntries(rest) : undefined };
  }
  return result;
}

function withoutStacks(value: unknown, stacks: string[], depth: number): unknown {
  if (typeof value !== "object" || value === null || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => withoutStacks(item, stacks, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    if (name === "stack" && typeof field === "string") stacks.push(field);
    else copy[name] = withoutStacks(field, stacks, depth + 1);
  }
  return copy;
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && Object.keys(value).length === 0;
}

/** The message of the deepest error under `error` (grammY's `error`, or `cause`). */
function innermostMessage(error: unknown): string | undefined {
  let message: string | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    if (typeof current !== "object" || current === null) break;
    const fields = current as Record<string, unknown>;
    if (typeof fields.message === "string") message = fields.message;
    current = fields.error ?? fields.cause;
  }
  return message;
}
