/**
 * The payer's side of LNURL-pay (LUD-01, LUD-06) as 4.4 runs it: decode the
 * bech32 LNURL, fetch the pay request, check the amount against
 * min/maxSendable, call the callback with `amount=<msat>`, and check that the
 * returned invoice asks exactly that amount and commits to the metadata by
 * its hash (LUD-06: an invoice with a plain description is refused).
 * The sandbox's own LNURLs are answered in-process; other hosts are
 * contacted only as `ForeignLnurlHosts` allows, and then through the
 * public-fetch guard (public addresses only, at the address checked, no
 * redirects). Every failure is a 400 INVALID_ARGUMENT saying what went wrong.
 */
import { createHash } from "node:crypto";
import { decodeLnurl, LnurlFormatError } from "../bitcoin/lnurl.ts";
import { fetchPublicJson, PublicFetchError } from "../net/public-fetch.ts";
import { invalidArgument, SandboxError } from "./errors.ts";
import type { LnurlAnswer } from "./lnurl-pay-service.ts";

/**
 * Which LNURL hosts other than the sandbox itself 4.4 may contact:
 * `none` (default: nothing leaves the machine), `loopback` (127.0.0.0/8,
 * ::1, localhost: for tests with a local LNURL server) or `any` (any
 * https host on a public address).
 */
export type ForeignLnurlHosts = "none" | "loopback" | "any";

/** Time allowed for each LNURL request, unless configured otherwise. */
export const DEFAULT_LNURL_TIMEOUT_MS = 5_000;

/** Largest LNURL answer read; a pay request is a few hundred bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface LnurlResolverOptions {
  allowForeignHosts: ForeignLnurlHosts;
  timeoutMs: number;
  /** Aborts requests in progress (the sandbox is closing). */
  signal?: AbortSignal | undefined;
  /** The in-process answer when `url` is the sandbox's own LNURL service, else undefined. */
  answerLocally: (url: URL) => LnurlAnswer | undefined;
  /** Decodes and checks an invoice for this gateway's network (throws SandboxError). */
  decodeInvoice: (text: string) => {
    amountMsat: bigint | undefined;
    descriptionHash: string | undefined;
  };
}

/** 4.4: the BOLT11 invoice of `amountSat` that the LNURL-pay service behind `lnurl` issues. */
export async function invoiceFromLnurl(
  lnurl: string,
  amountSat: number,
  options: LnurlResolverOptions,
): Promise<string> {
  let url: URL;
  try {
    url = decodeLnurl(lnurl);
  } catch (error) {
    if (error instanceof LnurlFormatError) throw invalidArgument(error.message);
    throw error;
  }
  const payRequest = await getJson(url, options);
  const host = url.host;
  if (payRequest.tag !== "payRequest") {
    throw invalidArgument(`The LNURL at ${host} is not a pay request, so it cannot be paid.`);
  }
  const callbackText = payRequest.callback;
  const minSendable = millisatoshi(payRequest.minSendable);
  const maxSendable = millisatoshi(payRequest.maxSendable);
  const metadata = payRequest.metadata;
  if (
    typeof callbackText !== "string" ||
    minSendable === undefined ||
    maxSendable === undefined ||
    typeof metadata !== "string"
  ) {
    throw invalidArgument(
      `The LNURL service at ${host} sent an incomplete pay request (callback, minSendable, maxSendable or metadata is missing).`,
    );
  }
  const amountMsat = BigInt(amountSat) * 1000n;
  if (amountMsat < minSendable || amountMsat > maxSendable) {
    throw invalidArgument(
      `The amount ${amountSat} sat is outside what this LNURL accepts: ${ceilSat(minSendable)} to ${maxSendable / 1000n} sat.`,
    );
  }
  let callback: URL;
  try {
    callback = new URL(callbackText);
  } catch {
    throw invalidArgument(`The LNURL service at ${host} sent an invalid callback address.`);
  }
  callback.searchParams.set("amount", amountMsat.toString());
  const answer = await getJson(callback, options);
  const invoice = answer.pr;
  if (typeof invoice !== "string") {
    throw invalidArgument(`The LNURL service at ${callback.host} did not return an invoice.`);
  }
  let decoded: { amountMsat: bigint | undefined; descriptionHash: string | undefined };
  try {
    decoded = options.decodeInvoice(invoice);
  } catch (error) {
    if (error instanceof SandboxError) {
      throw invalidArgument(
        `The LNURL service at ${callback.host} returned an unusable invoice: ${error.message}`,
      );
    }
    throw error;
  }
  if (decoded.amountMsat !== amountMsat) {
    throw invalidArgument(
      `The LNURL service at ${callback.host} returned an invoice for another amount than the ${amountSat} sat asked: it was not accepted.`,
    );
  }
  // LUD-06: the invoice commits to the metadata by its hash; a plain description proves nothing.
  if (decoded.descriptionHash === undefined) {
    throw invalidArgument(
      `The LNURL service at ${callback.host} returned an invoice with a plain description instead of the hash of its metadata: it was not accepted.`,
    );
  }
  const metadataHash = createHash("sha256").update(metadata).digest("hex");
  if (decoded.descriptionHash !== metadataHash) {
    throw invalidArgument(
      `The LNURL service at ${callback.host} returned an invoice that does not match its own metadata: it was not accepted.`,
    );
  }
  return invoice;
}

/**
 * GETs an LNURL endpoint and returns its JSON object; `status: ERROR` becomes
 * a 400. The JSON decides, whatever the HTTP status (LUD-01).
 */
async function getJson(url: URL, options: LnurlResolverOptions): Promise<Record<string, unknown>> {
  const local = options.answerLocally(url);
  const answer = local ?? (await fetchForeign(url, options));
  const body = answer.body;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw invalidArgument(`The LNURL service at ${url.host} did not answer with a JSON object.`);
  }
  const record = body as Record<string, unknown>;
  if (typeof record.status === "string" && record.status.toUpperCase() === "ERROR") {
    const reason = typeof record.reason === "string" ? printable(record.reason) : "no reason given";
    throw invalidArgument(`The LNURL service at ${url.host} refused: ${reason}`);
  }
  return record;
}

async function fetchForeign(url: URL, options: LnurlResolverOptions): Promise<LnurlAnswer> {
  if (!hostAllowed(url, options.allowForeignHosts)) {
    throw invalidArgument(
      `This gateway does not contact LNURL services on other hosts (${url.host}); only its own LNURLs can be used here.`,
    );
  }
  try {
    return await fetchPublicJson(url, {
      // "loopback" reaches loopback hosts only (hostAllowed); "any" reaches public hosts only.
      allowLoopback: options.allowForeignHosts === "loopback",
      timeoutMs: options.timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (!(error instanceof PublicFetchError)) throw error;
    throw invalidArgument(foreignFailure(error));
  }
}

/** What a refused or failed foreign LNURL request tells the gateway's client. */
function foreignFailure(error: PublicFetchError): string {
  const at = `The LNURL service at ${error.host}`;
  switch (error.kind) {
    case "loopback":
    case "private_network":
      return `${at} is on an internal address, which this gateway does not contact.`;
    case "not_https":
      return `${at} is not https, so it is not contacted.`;
    case "too_large":
      return `${at} sent an answer too large to be an LNURL.`;
    case "not_json":
      return `${at} answered without JSON.`;
    case "unreachable":
      return `${at} could not be reached (${error.message}).`;
  }
}

/** Whether a host other than the sandbox may be contacted under `policy`. */
export function hostAllowed(url: URL, policy: ForeignLnurlHosts): boolean {
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (policy === "any") return true;
  if (policy === "loopback") return isLoopbackHost(url.hostname);
  return false;
}

/** 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** A msat figure sent as a JSON number or digit string (LNURL services do both). */
function millisatoshi(value: unknown): bigint | undefined {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === "string" && /^\d{1,19}$/.test(value)) return BigInt(value);
  return undefined;
}

function ceilSat(msat: bigint): bigint {
  return (msat + 999n) / 1000n;
}

/** A foreign service's text, made safe to show: printable characters only, at most 200. */
function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return cleaned.length > 200 ? `${cleaned.slice(0, 200)}…` : cleaned || "no reason given";
}
