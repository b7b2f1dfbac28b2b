/**
 * GET of a URL a stranger supplied (pay codes, lightning addresses,
 * vouchers), so that it can only reach the public internet.
 *
 * The host name is resolved first and every address it resolves to must be
 * public; the connection then goes to the address that was checked, with no
 * second lookup in between (a name that answers "public" to the check and
 * "127.0.0.1" to the connect cannot slip through). Redirects are refused,
 * the answer is limited in size and the whole exchange in time, and only
 * https is spoken (plain http to .onion hosts, and to the loopback origins
 * the caller allows, such as the embedded sandbox's own pay codes).
 *
 * The pieces: `ipaddr.js` classifies addresses (its named ranges cover
 * loopback, RFC 1918, link-local, CGNAT, unique-local, multicast,
 * unspecified, reserved and the IPv4-mapped forms), and undici (the HTTP
 * client inside Node's own fetch, kept by the Node project) connects: a
 * one-request `Agent` whose `connect.lookup` hands the socket the checked
 * address while TLS still verifies the certificate against the host NAME
 * (undici sets `servername` from the URL). `request-filtering-agent` was
 * the other candidate; it checks the address only after Node's own lookup
 * and takes no resolver, so tests could not map a name to an internal
 * address without touching the machine's DNS. undici is loaded with the
 * first URL fetched: about 110 modules (1.1 MB of source) a bot that is
 * never sent a pay code or address would load at every start.
 *
 * Names are resolved by c-ares (`dns.promises.Resolver`, A and AAAA
 * queries), not by `dns.lookup`: that runs getaddrinfo on libuv's small
 * thread pool (4 threads), where a name server that never answers holds a
 * thread long after the caller gave up, so a few such names made every
 * other user's pay code fail. A query here holds only a socket, has its own
 * timeout and is cancelled when the exchange ends; and one caller (a user)
 * may have at most `MAX_FETCHES_PER_OWNER` exchanges in flight.
 */
import { Resolver as DnsResolver } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import type { Dispatcher } from "undici";

let undici: Promise<typeof import("undici")> | undefined;

/** Time allowed for a whole exchange, resolution included (5 s). */
export const PUBLIC_FETCH_TIMEOUT_MS = 5_000;
/** Largest answer read (64 KiB); LNURL answers are a few hundred bytes. */
export const PUBLIC_FETCH_MAX_BYTES = 64 * 1024;
/** A name server's time to answer one query (1.5 s), tried twice: within the exchange's 5 s. */
export const DNS_QUERY_TIMEOUT_MS = 1_500;
/** Tries per name server and query. */
export const DNS_QUERY_TRIES = 2;
/** Exchanges one owner (a user) may have in flight at once (3); more are refused as `unreachable`. */
export const MAX_FETCHES_PER_OWNER = 3;

/**
 * Why a URL was not fetched or its answer not read:
 * - `loopback`: the URL names this machine (localhost, 127.0.0.0/8, ::1);
 * - `private_network`: the host is, or resolves to, an address that is not
 *   public (private, link-local, CGNAT, unique-local, multicast, unspecified,
 *   reserved, loopback behind a name, or an IPv4-mapped form of these);
 * - `not_https`: plain http (or another scheme) to an ordinary host;
 * - `unreachable`: no address, no connection, a timeout, a redirect, or an
 *   answer that broke off;
 * - `too_large`: the answer is larger than `maxBytes`;
 * - `not_json`: the answer is not JSON.
 */
export type PublicFetchErrorKind =
  | "loopback"
  | "private_network"
  | "not_https"
  | "unreachable"
  | "too_large"
  | "not_json";

/** A URL that was not fetched, or whose answer could not be read; `host` is the URL's host (never its path or query). */
export class PublicFetchError extends Error {
  readonly kind: PublicFetchErrorKind;
  readonly host: string;
  /** The HTTP status, when an answer came (for logs; not for users). */
  readonly status: number | undefined;

  constructor(kind: PublicFetchErrorKind, host: string, detail: string, status?: number) {
    super(`${host}: ${detail}`);
    this.name = "PublicFetchError";
    this.kind = kind;
    this.host = host;
    this.status = status;
  }
}

/** One address of a host, as `dns.lookup` gives it. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/**
 * Resolves a host name to its addresses (default: `dnsResolver()`); stops
 * when `signal` aborts.
 */
export type Resolver = (
  hostname: string,
  signal?: AbortSignal,
) => Promise<readonly ResolvedAddress[]>;

/** How `dnsResolver` asks. */
export interface DnsResolverOptions {
  /** Name servers ("127.0.0.1:5353"); default the system's (resolv.conf). Tests point it at theirs. */
  servers?: readonly string[];
  /** Default `DNS_QUERY_TIMEOUT_MS`. */
  timeoutMs?: number;
  /** Default `DNS_QUERY_TRIES`. */
  tries?: number;
}

/**
 * A resolver off libuv's thread pool: c-ares A and AAAA queries with their
 * own timeout, cancelled when `signal` aborts. The addresses of both
 * families; rejects (ENOTFOUND, ETIMEOUT, …) only when neither gave one.
 */
export function dnsResolver(options: DnsResolverOptions = {}): Resolver {
  return async (hostname, signal) => {
    // One channel per lookup: cancelling it stops this lookup's queries and no one else's.
    const resolver = new DnsResolver({
      timeout: options.timeoutMs ?? DNS_QUERY_TIMEOUT_MS,
      tries: options.tries ?? DNS_QUERY_TRIES,
    });
    if (options.servers) resolver.setServers([...options.servers]);
    const cancel = () => resolver.cancel();
    signal?.addEventListener("abort", cancel, { once: true });
    try {
      const [v4, v6] = await Promise.allSettled([
        resolver.resolve4(hostname),
        resolver.resolve6(hostname),
      ]);
      const addresses: ResolvedAddress[] = [
        ...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 })) : []),
        ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 })) : []),
      ];
      if (addresses.length === 0 && v4.status === "rejected") throw v4.reason;
      return addresses;
    } finally {
      signal?.removeEventListener("abort", cancel);
    }
  };
}

export interface PublicFetchOptions {
  /**
   * Loopback addresses the caller trusts: true for every loopback URL, or a
   * predicate on the URL (e.g. only the embedded sandbox's own origins).
   * Default false. Allowed URLs may also use plain http. Other internal
   * ranges are never allowed.
   */
  allowLoopback?: boolean | ((url: URL) => boolean);
  /** Default `PUBLIC_FETCH_TIMEOUT_MS`. */
  timeoutMs?: number;
  /** Default `PUBLIC_FETCH_MAX_BYTES`. */
  maxBytes?: number;
  /** Default: `dnsResolver()`. Tests map names to addresses here. */
  lookup?: Resolver;
  /** Aborts the exchange (e.g. on shutdown); the error is then `unreachable`. */
  signal?: AbortSignal;
}

/** A JSON answer, whatever its HTTP status (LNURL services put errors in the body). */
export interface PublicJsonAnswer {
  status: number;
  body: unknown;
}

/** What a caller of a `PublicFetch` may choose: limits, and whose fetch it is. */
export interface PublicFetchCall
  extends Pick<PublicFetchOptions, "timeoutMs" | "maxBytes" | "signal"> {
  /**
   * Who asked (a user id): one owner may have `MAX_FETCHES_PER_OWNER`
   * exchanges in flight, so one person's names that never resolve cannot
   * take what others need. Default: not counted (the bot's own fetches).
   */
  owner?: string;
}

/**
 * Bound to a policy: what features receive (`createPublicFetch`), so none
 * chooses its own. Called, it fetches; `check` judges a URL the same way
 * without fetching it (a tip address at /settings, a pay code's host again
 * right before the gateway is asked to fetch it).
 */
export interface PublicFetch {
  (url: URL, options?: PublicFetchCall): Promise<PublicJsonAnswer>;
  /** Resolves when `url` may be fetched now (its host resolved, every address allowed); else throws `PublicFetchError`. */
  check(url: URL, options?: PublicFetchCall): Promise<void>;
}

/** A `PublicFetch` with the given policy (loopback exception, resolver) fixed, counting exchanges per owner. */
export function createPublicFetch(policy: PublicFetchOptions = {}): PublicFetch {
  const inFlight = new Map<string, number>();
  const lookup = policy.lookup ?? dnsResolver();
  async function counted<T>(url: URL, owner: string | undefined, task: () => Promise<T>) {
    if (owner === undefined) return task();
    const count = inFlight.get(owner) ?? 0;
    if (count >= MAX_FETCHES_PER_OWNER) {
      throw new PublicFetchError("unreachable", url.host, "too many fetches of one owner at once");
    }
    inFlight.set(owner, count + 1);
    try {
      return await task();
    } finally {
      const left = (inFlight.get(owner) ?? 1) - 1;
      if (left > 0) inFlight.set(owner, left);
      else inFlight.delete(owner);
    }
  }
  const fetch = (url: URL, { owner, ...options }: PublicFetchCall = {}) =>
    counted(url, owner, () => fetchPublicJson(url, { ...policy, lookup, ...options }));
  const check = async (url: URL, { owner, ...options }: PublicFetchCall = {}) => {
    await counted(url, owner, () => checkPublicUrl(url, { ...policy, lookup, ...options }));
  };
  return Object.assign(fetch, { check });
}

/** `fetch` with every exchange and check counted for `owner` (a user id). */
export function ownedBy(fetch: PublicFetch, owner: number | string): PublicFetch {
  const mine = (url: URL, options: PublicFetchCall = {}) =>
    fetch(url, { ...options, owner: String(owner) });
  return Object.assign(mine, {
    check: (url: URL, options: PublicFetchCall = {}) =>
      fetch.check(url, { ...options, owner: String(owner) }),
  });
}

const defaultResolver = dnsResolver();

/**
 * Judges `url` exactly as `fetchPublicJson` does before it connects (the
 * scheme, the host, every address the name resolves to), without
 * connecting: resolves when it may be fetched, else throws
 * `PublicFetchError`. Default timeout 5 s.
 */
export async function checkPublicUrl(url: URL, options: PublicFetchOptions = {}): Promise<void> {
  const { signal, loopbackAllowed } = exchangeOf(url, options);
  await checkedAddress(url, loopbackAllowed, options.lookup ?? defaultResolver, signal);
}

/** The signal (timeout and caller's) and loopback verdict of one exchange with `url`. */
function exchangeOf(
  url: URL,
  options: PublicFetchOptions,
): { signal: AbortSignal; loopbackAllowed: boolean } {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? PUBLIC_FETCH_TIMEOUT_MS);
  return {
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    loopbackAllowed:
      typeof options.allowLoopback === "function"
        ? options.allowLoopback(url)
        : options.allowLoopback === true,
  };
}

/**
 * GETs `url` (Accept: application/json) after checking where it leads, and
 * returns its status and parsed JSON body. Throws `PublicFetchError` for a
 * refused host, a failed exchange, a redirect, an answer over `maxBytes`
 * or one that is not JSON. Defaults: 5 s, 64 KiB, no loopback.
 */
export async function fetchPublicJson(
  url: URL,
  options: PublicFetchOptions = {},
): Promise<PublicJsonAnswer> {
  const host = url.host;
  const { signal, loopbackAllowed } = exchangeOf(url, options);
  const checked = await checkedAddress(
    url,
    loopbackAllowed,
    options.lookup ?? defaultResolver,
    signal,
  );
  undici ??= import("undici");
  const { Agent, request } = await undici;
  const agent = new Agent({
    connections: 1,
    // Keep-alive is of no use to a one-request agent; it is destroyed below.
    pipelining: 0,
    connect: {
      lookup: pinnedLookup(checked),
      timeout: options.timeoutMs ?? PUBLIC_FETCH_TIMEOUT_MS,
    },
  });
  try {
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, {
        method: "GET",
        headers: { accept: "application/json" },
        dispatcher: agent,
        signal,
      });
    } catch (error) {
      throw new PublicFetchError("unreachable", host, `no answer (${describe(error)})`);
    }
    const { statusCode } = response;
    if (statusCode >= 300 && statusCode < 400) {
      await response.body.dump().catch(() => undefined);
      throw new PublicFetchError(
        "unreachable",
        host,
        "answered with a redirect (refused)",
        statusCode,
      );
    }
    const text = await readLimited(response.body, host, options.maxBytes ?? PUBLIC_FETCH_MAX_BYTES);
    try {
      return { status: statusCode, body: JSON.parse(text) as unknown };
    } catch {
      throw new PublicFetchError("not_json", host, "answered without JSON", statusCode);
    }
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}

/**
 * The addresses `url` may be fetched at, once it is known to be allowed.
 * IP literals are checked as they are; names are resolved, and every
 * address must pass (the connection then tries them in order).
 */
async function checkedAddress(
  url: URL,
  loopbackAllowed: boolean,
  resolve: Resolver,
  signal: AbortSignal,
): Promise<readonly ResolvedAddress[]> {
  const host = url.host;
  const hostname = url.hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  const literal = ipaddr.isValid(hostname) ? ipaddr.parse(hostname) : undefined;
  const namesThisMachine =
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    (literal !== undefined && classify(literal) === "loopback");
  if (namesThisMachine && !loopbackAllowed) {
    throw new PublicFetchError("loopback", host, "names this machine");
  }
  if (literal !== undefined && classify(literal) === "internal") {
    throw new PublicFetchError("private_network", host, "is an internal address");
  }
  // Plain http only to .onion hosts and to allowed loopback (traffic that never leaves the machine).
  const onion = hostname.endsWith(".onion");
  const notHttps = () =>
    new PublicFetchError("not_https", host, `uses ${url.protocol} (https is required)`);
  const plainHttp = url.protocol === "http:";
  if (url.protocol !== "https:" && !(plainHttp && (onion || loopbackAllowed))) throw notHttps();
  if (literal !== undefined) {
    if (plainHttp && !namesThisMachine) throw notHttps();
    return [{ address: literal.toString(), family: literal.kind() === "ipv6" ? 6 : 4 }];
  }
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await abortable(resolve(hostname, signal), signal);
  } catch (error) {
    throw new PublicFetchError("unreachable", host, `does not resolve (${describe(error)})`);
  }
  if (addresses.length === 0) throw new PublicFetchError("unreachable", host, "has no address");
  let allLoopback = true;
  for (const { address } of addresses) {
    const kind = ipaddr.isValid(address) ? classify(ipaddr.parse(address)) : "internal";
    allLoopback &&= kind === "loopback";
    if (kind === "public" || (kind === "loopback" && loopbackAllowed)) continue;
    throw new PublicFetchError("private_network", host, "resolves to an internal address");
  }
  if (plainHttp && !onion && !allLoopback) throw notHttps();
  return addresses;
}

/**
 * `public` for global unicast only. IPv4-mapped addresses are judged as the
 * IPv4 address they carry; the deprecated IPv4-compatible block (::/96,
 * which `ipaddr.js` calls unicast in its hex spelling) is never public.
 */
function classify(address: ipaddr.IPv4 | ipaddr.IPv6): "public" | "loopback" | "internal" {
  let plain: ipaddr.IPv4 | ipaddr.IPv6 = address;
  if (plain.kind() === "ipv6") {
    const v6 = plain as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) plain = v6.toIPv4Address();
    else if (v6.range() === "unicast" && v6.match(IPV4_COMPATIBLE)) {
      const embedded = ipaddr.fromByteArray(v6.toByteArray().slice(12));
      return embedded.range() === "loopback" ? "loopback" : "internal";
    }
  }
  const range = plain.range();
  if (range === "loopback") return "loopback";
  return range === "unicast" ? "public" : "internal";
}

const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");

/**
 * A `net.connect` lookup that answers with the addresses already checked,
 * never asking a resolver again: all of them when the socket tries several
 * (Node's address-family fallback), else the first.
 */
function pinnedLookup(checked: readonly ResolvedAddress[]): LookupFunction {
  const answers = checked.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  return (_hostname, options, callback) => {
    const first = answers[0];
    if (options.all) callback(null, answers);
    else if (first) callback(null, first.address, first.family);
    else callback(new Error("no checked address"), "", 4);
  };
}

async function readLimited(
  body: AsyncIterable<Buffer> & { destroy(error?: Error): unknown },
  host: string,
  maxBytes: number,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        body.destroy();
        throw new PublicFetchError("too_large", host, `answer over ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof PublicFetchError) throw error;
    throw new PublicFetchError("unreachable", host, `answer broke off (${describe(error)})`);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/** An error's code or name, for the log line (never a URL's path or query). */
function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    const code =
      (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
    return typeof code === "string" ? code : error.name;
  }
  return "unknown error";
}
