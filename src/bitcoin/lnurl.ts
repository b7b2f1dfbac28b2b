/**
 * LNURL text forms: bech32 `lnurl1…` (LUD-01), `lnurlp://` (LUD-17),
 * `lightning:` prefixes, and lightning addresses `user@domain` (LUD-16).
 * Pure functions, no I/O.
 */
import { bech32 } from "bech32";

/** bech32 strings may be far longer than the 90 characters BIP-173 allows. */
const LNURL_MAX_LENGTH = 2000;

/** Encodes a URL as an uppercase-insensitive bech32 `lnurl1…` string (lowercase). */
export function encodeLnurl(url: string): string {
  const words = bech32.toWords(new TextEncoder().encode(url));
  return bech32.encode("lnurl", words, LNURL_MAX_LENGTH);
}

/**
 * Decodes a bech32 LNURL (any case, optional `lightning:` prefix) to its URL.
 * Throws `LnurlFormatError` when it is not one.
 */
export function decodeLnurl(text: string): URL {
  const bare = stripLightningPrefix(text.trim()).toLowerCase();
  if (!bare.startsWith("lnurl1")) throw new LnurlFormatError("prefix");
  let bytes: Uint8Array;
  let prefix: string;
  try {
    const decoded = bech32.decode(bare, LNURL_MAX_LENGTH);
    prefix = decoded.prefix;
    bytes = Uint8Array.from(bech32.fromWords(decoded.words));
  } catch {
    throw new LnurlFormatError("checksum");
  }
  // The separator is the last "1": `lnurl1…1…` would decode with another prefix.
  if (prefix !== "lnurl") throw new LnurlFormatError("prefix");
  const url = parseUrl(new TextDecoder().decode(bytes));
  if (!url) throw new LnurlFormatError("no_url");
  return url;
}

/**
 * Why a text is not an LNURL: `prefix` (no `lnurl1`), `checksum` (bech32
 * checksum or characters), `no_url` (it decodes to no web address).
 */
export type LnurlFormatReason = "prefix" | "checksum" | "no_url";

const LNURL_FORMAT_DETAILS: Record<LnurlFormatReason, string> = {
  prefix: "it does not start with lnurl1",
  checksum: "its bech32 checksum or characters are invalid",
  no_url: "it does not contain a web address",
};

/** Thrown by `decodeLnurl`; `reason` is the code to branch on (users are told in their language), `message` English. */
export class LnurlFormatError extends Error {
  readonly reason: LnurlFormatReason;

  constructor(reason: LnurlFormatReason) {
    super(`This is not a valid LNURL: ${LNURL_FORMAT_DETAILS[reason]}.`);
    this.name = "LnurlFormatError";
    this.reason = reason;
  }
}

/** LUD-16 lightning address, e.g. `alice@example.com`. Lowercase local part per LUD-16. */
const LIGHTNING_ADDRESS =
  /^([a-z0-9\-_.+]+)@([a-z0-9.-]+\.[a-z]{2,}|localhost|[0-9.]+(?::\d+)?|[a-z0-9.-]+:\d+)$/i;

export interface LightningAddress {
  user: string;
  domain: string;
}

/** Parses `user@domain` (optionally `lightning:`-prefixed); undefined when it is not one. */
export function parseLightningAddress(text: string): LightningAddress | undefined {
  const match = LIGHTNING_ADDRESS.exec(stripLightningPrefix(text.trim()));
  if (!match?.[1] || !match[2]) return undefined;
  return { user: match[1].toLowerCase(), domain: match[2].toLowerCase() };
}

/**
 * LUD-16: the pay-request URL of a lightning address. `https` except for
 * `.onion` hosts, loopback and explicit ports in tests, which use `http`.
 */
export function lightningAddressUrl(address: LightningAddress): URL {
  const plain = isPlainHttpHost(address.domain);
  return new URL(
    `${plain ? "http" : "https"}://${address.domain}/.well-known/lnurlp/${encodeURIComponent(address.user)}`,
  );
}

/** LUD-17: `lnurlp://host/path` is `https://host/path` (`http` for onion/loopback hosts). */
export function parseLud17(text: string): URL | undefined {
  const bare = stripLightningPrefix(text.trim());
  const match = /^lnurlp:\/\/(.+)$/i.exec(bare);
  if (!match?.[1]) return undefined;
  const hostAndPath = match[1];
  const host = hostAndPath.split("/")[0] ?? "";
  return parseUrl(`${isPlainHttpHost(host) ? "http" : "https"}://${hostAndPath}`);
}

export type PayTarget =
  | { kind: "lnurl"; lnurl: string; url: URL }
  | { kind: "lightning-address"; address: LightningAddress; lnurl: string; url: URL };

/**
 * Recognises anything that pays through LNURL-pay and returns the bech32
 * LNURL to hand to the gateway (4.4): `lnurl1…`, `lightning:lnurl1…`,
 * `lnurlp://…` and lightning addresses. Undefined when the text is none of these.
 * Throws `LnurlFormatError` for a text that looks like an LNURL but is broken.
 */
export function parsePayTarget(text: string): PayTarget | undefined {
  const bare = stripLightningPrefix(text.trim());
  if (/^lnurl1/i.test(bare)) {
    const url = decodeLnurl(bare);
    return { kind: "lnurl", lnurl: bare.toLowerCase(), url };
  }
  const lud17 = parseLud17(bare);
  if (lud17) return { kind: "lnurl", lnurl: encodeLnurl(lud17.toString()), url: lud17 };
  const address = parseLightningAddress(bare);
  if (address) {
    const url = lightningAddressUrl(address);
    return { kind: "lightning-address", address, lnurl: encodeLnurl(url.toString()), url };
  }
  return undefined;
}

/** Removes a leading `lightning:` (any case, with or without `//`). */
export function stripLightningPrefix(text: string): string {
  return text.replace(/^lightning:(\/\/)?/i, "");
}

function isPlainHttpHost(host: string): boolean {
  const name = host.split(":")[0] ?? "";
  return name.endsWith(".onion") || name === "localhost" || /^127\.\d+\.\d+\.\d+$/.test(name);
}

function parseUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What an LNURL-pay service says about itself (LUD-06 first step, LUD-16
 * identifier): the description and the range of amounts, in whole satoshi.
 * Plain data, so it can be kept in a conversation's state.
 */
export interface PayRequestInfo {
  /** The metadata's `text/plain`: who or what is paid, made printable and clipped. */
  description: string;
  /** Smallest payable amount: minSendable rounded up to whole sat. */
  minSat: number;
  /** Largest payable amount: maxSendable rounded down to whole sat. */
  maxSat: number;
  /** The metadata's `text/identifier` or `text/email` (a lightning address), when present. */
  identifier?: string | undefined;
}

/**
 * Why a pay request cannot be used. Before any request (`fetchPayRequest`):
 * `loopback`, `private_network`, `not_https`; while reading the answer:
 * `unreachable`; in the answer (`readPayRequest`, whatever its HTTP status,
 * as LUD-01 asks): `not_lnurl` (no JSON object), `refused` (with the
 * service's `refusal`), `refused_silently`, `not_pay_code`, `incomplete`,
 * `bad_metadata`, `no_whole_sat`. No reason carries an HTTP status: a
 * stranger's server is not to be probed through the bot.
 */
export type PayRequestReason =
  | "loopback"
  | "private_network"
  | "not_https"
  | "unreachable"
  | "not_lnurl"
  | "refused"
  | "refused_silently"
  | "not_pay_code"
  | "incomplete"
  | "bad_metadata"
  | "no_whole_sat";

/** What a refusal names: the pay code's host, and for `refused` the service's words. */
export interface PayRequestFacts {
  host: string;
  /** The service's own reason: one printable line, shortened (not escaped: plain text). */
  refusal?: string;
}

const PAY_REQUEST_MESSAGES: Record<PayRequestReason, (facts: PayRequestFacts) => string> = {
  loopback: ({ host }) => `The pay code points to this machine (${host}).`,
  private_network: ({ host }) =>
    `The pay code points to a private network address (${host}), which I do not contact.`,
  not_https: ({ host }) =>
    `The pay code's address at ${host} is not https, so it is not safe to use.`,
  unreachable: ({ host }) =>
    `I could not read the pay code's details from ${host}, so I cannot show whom you would pay. Nothing was sent: try again later.`,
  not_lnurl: ({ host }) => `The pay code's service at ${host} did not answer as LNURL does.`,
  refused: ({ host, refusal }) =>
    `The pay code's service at ${host} refused. In its own words: “${refusal}”`,
  refused_silently: ({ host }) =>
    `The pay code's service at ${host} refused without giving a reason.`,
  not_pay_code: ({ host }) =>
    `This LNURL at ${host} is not a pay code (it is for something else), so it cannot be paid.`,
  incomplete: ({ host }) => `The pay code's service at ${host} sent an incomplete pay request.`,
  bad_metadata: ({ host }) => `The pay code's service at ${host} sent unreadable metadata.`,
  no_whole_sat: ({ host }) =>
    `The pay code at ${host} accepts no amount in whole satoshi, so it cannot be paid from here.`,
};

/**
 * Why a pay request cannot be used: `reason` and `facts` to tell the user in
 * their language; `message` is the same sentence in English (logs, tests).
 */
export class PayRequestError extends Error {
  readonly reason: PayRequestReason;
  readonly facts: PayRequestFacts;

  constructor(reason: PayRequestReason, facts: PayRequestFacts) {
    super(PAY_REQUEST_MESSAGES[reason](facts));
    this.name = "PayRequestError";
    this.reason = reason;
    this.facts = facts;
  }
}

/** Longest description kept from a pay request. */
const MAX_DESCRIPTION = 200;
/** Longest refusal quoted from a service: a sentence, not a page. */
const MAX_REFUSAL = 140;

/**
 * Reads the JSON body of an LNURL-pay request (LUD-06). Throws
 * `PayRequestError` for an error answer (`status: "ERROR"`), another kind
 * of LNURL, missing or malformed fields, or a range with no whole satoshi.
 */
export function readPayRequest(body: unknown, host: string): PayRequestInfo {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new PayRequestError("not_lnurl", { host });
  }
  const record = body as Record<string, unknown>;
  if (typeof record.status === "string" && record.status.toUpperCase() === "ERROR") {
    const reason = typeof record.reason === "string" ? printable(record.reason, MAX_REFUSAL) : "";
    throw reason
      ? new PayRequestError("refused", { host, refusal: reason })
      : new PayRequestError("refused_silently", { host });
  }
  if (record.tag !== "payRequest") {
    throw new PayRequestError("not_pay_code", { host });
  }
  const minMsat = millisatoshi(record.minSendable);
  const maxMsat = millisatoshi(record.maxSendable);
  const entries = metadataEntries(record.metadata);
  if (typeof record.callback !== "string" || minMsat === undefined || maxMsat === undefined) {
    throw new PayRequestError("incomplete", { host });
  }
  if (!entries) {
    throw new PayRequestError("bad_metadata", { host });
  }
  const minSat = Number((minMsat + 999n) / 1000n);
  const maxSat = Number(maxMsat / 1000n);
  if (minSat < 1 || minSat > maxSat) {
    throw new PayRequestError("no_whole_sat", { host });
  }
  const text = (type: string) => {
    const entry = entries.find(([entryType, value]) => entryType === type && value.trim());
    return entry ? printable(entry[1]) : undefined;
  };
  const identifier = text("text/identifier") ?? text("text/email");
  return {
    description: text("text/plain") ?? "",
    minSat,
    maxSat,
    ...(identifier ? { identifier } : {}),
  };
}

/** LUD-06 metadata: a JSON text of `[type, value]` pairs; undefined when it is not one. */
function metadataEntries(metadata: unknown): Array<[string, string]> | undefined {
  if (typeof metadata !== "string") return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(metadata);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  return parsed.filter(
    (entry): entry is [string, string] =>
      Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string",
  );
}

/** A msat figure sent as a JSON number or digit string (services do both). */
function millisatoshi(value: unknown): bigint | undefined {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === "string" && /^\d{1,19}$/.test(value)) return BigInt(value);
  return undefined;
}

/** A service's text made safe to show: control characters removed, one line, clipped to `max`. */
function printable(text: string, max = MAX_DESCRIPTION): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = text.replace(/[\u0000-\u001f\u007f\s]+/g, " ").trim();
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}
