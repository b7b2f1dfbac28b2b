/**
 * LNURL text forms: bech32 `lnurl1…` (LUD-01), `lnurlp://` and `lnurlw://`
 * (LUD-17), `lightning:` prefixes, and lightning addresses `user@domain`
 * (LUD-16); the answers of pay requests (LUD-06) and withdraw requests
 * (LUD-03, vouchers). Pure functions, no I/O.
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
  return lud17Url(text, "lnurlp");
}

/** LUD-17: `lnurlw://host/path` (a voucher) is `https://host/path` (`http` for onion/loopback hosts). */
export function parseLud17Withdraw(text: string): URL | undefined {
  return lud17Url(text, "lnurlw");
}

function lud17Url(text: string, scheme: "lnurlp" | "lnurlw"): URL | undefined {
  const bare = stripLightningPrefix(text.trim());
  const prefix = `${scheme}://`;
  if (bare.slice(0, prefix.length).toLowerCase() !== prefix) return undefined;
  const hostAndPath = bare.slice(prefix.length);
  if (hostAndPath === "") return undefined;
  const host = hostAndPath.split(/[/?#]/)[0] ?? "";
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
  const maxSat = satFloor(maxMsat);
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
/** All the bitcoin there will ever be, in sat: a range's top is cut here (a safe integer). */
const ALL_BITCOIN_SAT = 2_100_000_000_000_000n;

/** Whole sat of `msat` rounded down, never past all the bitcoin there is. */
function satFloor(msat: bigint): number {
  const sat = msat / 1000n;
  return Number(sat > ALL_BITCOIN_SAT ? ALL_BITCOIN_SAT : sat);
}

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

// ── vouchers: LNURL-withdraw (LUD-03) ─────────────────────────────────────

/**
 * A voucher as written: the URL of its withdraw request, and whether its
 * form already says it is one (`lnurlw://`); a bech32 `lnurl1…` may be a
 * voucher or a pay code, which only its answer tells.
 */
export interface WithdrawLink {
  url: URL;
  /** True for `lnurlw://` (LUD-17): a voucher by its scheme. */
  byScheme: boolean;
}

/**
 * Recognises the forms a voucher comes in: `lnurlw://…` and bech32
 * `lnurl1…`, with or without `lightning:`. Undefined for anything else
 * (`lnurlp://`, addresses, invoices). Throws `LnurlFormatError` for a
 * broken `lnurl1…`.
 */
export function parseWithdrawLink(text: string): WithdrawLink | undefined {
  const bare = stripLightningPrefix(text.trim());
  if (/^lnurl1/i.test(bare)) return { url: decodeLnurl(bare), byScheme: false };
  const url = parseLud17Withdraw(bare);
  return url ? { url, byScheme: true } : undefined;
}

/** The `tag` of an LNURL answer ("payRequest", "withdrawRequest", …), or undefined. */
export function lnurlTag(body: unknown): string | undefined {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return undefined;
  const tag = (body as Record<string, unknown>).tag;
  return typeof tag === "string" ? tag : undefined;
}

/**
 * What a voucher offers (LUD-03 withdraw request): where to hand the
 * invoice, the one-use key, the range in whole satoshi and the service's
 * description. Plain data, so a conversation can keep it.
 */
export interface WithdrawRequest {
  /** The callback URL as the service wrote it (k1 and the invoice are appended to it). */
  callback: string;
  /** The service's one-use key for this voucher. */
  k1: string;
  /** Smallest amount: minWithdrawable rounded up to whole sat (at least 1). */
  minSat: number;
  /** Largest amount: maxWithdrawable rounded down to whole sat. */
  maxSat: number;
  /** The service's `defaultDescription`, printable and clipped ("" when none). */
  description: string;
}

/**
 * Why a voucher cannot be redeemed, read from an answer of its service:
 * `not_lnurl` (no LNURL JSON object), `refused` (an ERROR answer, with the
 * service's `refusal`), `refused_silently` (ERROR without a reason),
 * `not_voucher` (another kind of LNURL), `incomplete` (callback, k1 or
 * range missing or malformed), `no_whole_sat` (the range holds no whole
 * satoshi).
 */
export type WithdrawRequestReason =
  | "not_lnurl"
  | "refused"
  | "refused_silently"
  | "not_voucher"
  | "incomplete"
  | "no_whole_sat";

const WITHDRAW_REQUEST_MESSAGES: Record<WithdrawRequestReason, (facts: PayRequestFacts) => string> =
  {
    not_lnurl: ({ host }) => `The voucher's service at ${host} did not answer as LNURL does.`,
    refused: ({ host, refusal }) => `The voucher's service at ${host} refused: ${refusal}.`,
    refused_silently: ({ host }) =>
      `The voucher's service at ${host} refused without giving a reason.`,
    not_voucher: ({ host }) => `This LNURL at ${host} is not a voucher (LNURL-withdraw).`,
    incomplete: ({ host }) =>
      `The voucher's service at ${host} sent an incomplete withdraw request.`,
    no_whole_sat: ({ host }) =>
      `The voucher at ${host} gives no amount in whole satoshi, so it cannot be redeemed here.`,
  };

/**
 * Why a voucher cannot be redeemed: `reason` and `facts` to tell the user
 * in their language; `message` is the same sentence in English (logs, tests).
 */
export class WithdrawRequestError extends Error {
  readonly reason: WithdrawRequestReason;
  readonly facts: PayRequestFacts;

  constructor(reason: WithdrawRequestReason, facts: PayRequestFacts) {
    super(WITHDRAW_REQUEST_MESSAGES[reason](facts));
    this.name = "WithdrawRequestError";
    this.reason = reason;
    this.facts = facts;
  }
}

/** Longest k1 accepted: services use 32 random bytes in hex (64 characters). */
const MAX_K1_LENGTH = 512;

/**
 * Reads the JSON answer of a voucher's URL (LUD-03 step 3). Throws
 * `WithdrawRequestError` for an ERROR answer, another kind of LNURL, a
 * missing or malformed callback (an absolute http(s) URL), k1 or range, or
 * a range with no whole satoshi.
 */
export function readWithdrawRequest(body: unknown, host: string): WithdrawRequest {
  const record = lnurlObject(body, host);
  if (record.tag !== "withdrawRequest") throw new WithdrawRequestError("not_voucher", { host });
  const minMsat = millisatoshi(record.minWithdrawable);
  const maxMsat = millisatoshi(record.maxWithdrawable);
  const callback = typeof record.callback === "string" ? parseUrl(record.callback) : undefined;
  const k1 = record.k1;
  if (
    !callback ||
    typeof k1 !== "string" ||
    k1 === "" ||
    k1.length > MAX_K1_LENGTH ||
    minMsat === undefined ||
    maxMsat === undefined
  ) {
    throw new WithdrawRequestError("incomplete", { host });
  }
  // A minimum of 0 means "any amount": the smallest invoice is 1 sat.
  const minSat = Math.max(1, Number((minMsat + 999n) / 1000n));
  const maxSat = satFloor(maxMsat);
  if (minSat > maxSat) throw new WithdrawRequestError("no_whole_sat", { host });
  const description =
    typeof record.defaultDescription === "string" ? printable(record.defaultDescription) : "";
  return { callback: record.callback as string, k1, minSat, maxSat, description };
}

/** The service's verdict on the invoice handed to it (LUD-03 step 6). */
export type WithdrawVerdict =
  | { ok: true }
  | { ok: false; reason: "refused"; refusal: string }
  | { ok: false; reason: "refused_silently" | "not_lnurl" };

/** Reads the answer to a voucher's callback: `{"status":"OK"}` or an ERROR with its reason. */
export function readWithdrawVerdict(body: unknown): WithdrawVerdict {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return { ok: false, reason: "not_lnurl" };
  }
  const status = (body as Record<string, unknown>).status;
  const statusText = typeof status === "string" ? status.toUpperCase() : undefined;
  if (statusText === "OK") return { ok: true };
  if (statusText !== "ERROR") return { ok: false, reason: "not_lnurl" };
  const reason = (body as Record<string, unknown>).reason;
  const refusal = typeof reason === "string" ? printable(reason).replace(/\.$/, "") : "";
  return refusal
    ? { ok: false, reason: "refused", refusal }
    : { ok: false, reason: "refused_silently" };
}

/**
 * The callback URL with `k1` and the invoice appended (LUD-03 step 5): `?`
 * or `&` depending on whether the callback has a query already, which is
 * kept as the service wrote it.
 */
export function withdrawCallbackUrl(callback: string, k1: string, invoice: string): URL {
  const url = new URL(callback);
  url.hash = "";
  const base = url.toString();
  const separator =
    url.search === "" ? (base.endsWith("?") ? "" : "?") : base.endsWith("&") ? "" : "&";
  return new URL(
    `${base}${separator}k1=${encodeURIComponent(k1)}&pr=${encodeURIComponent(invoice)}`,
  );
}

/** An LNURL answer as an object; an ERROR answer or a non-object throws `WithdrawRequestError`. */
function lnurlObject(body: unknown, host: string): Record<string, unknown> {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new WithdrawRequestError("not_lnurl", { host });
  }
  const record = body as Record<string, unknown>;
  if (typeof record.status === "string" && record.status.toUpperCase() === "ERROR") {
    const reason = typeof record.reason === "string" ? printable(record.reason) : "";
    throw reason
      ? new WithdrawRequestError("refused", { host, refusal: reason.replace(/\.$/, "") })
      : new WithdrawRequestError("refused_silently", { host });
  }
  return record;
}
