/**
 * The first step of LNURL-pay (LUD-06), done by the bot itself before it
 * asks to confirm: GET the pay code's URL and read its description, its
 * range of amounts and its lightning address. Paying stays with the
 * gateway (4.4 then 4.1); this only tells the user whom they pay.
 *
 * The URL comes from a user, so the request is narrow: GET only, no
 * redirects, a short timeout, a small answer, and no plain http except to
 * .onion hosts. Loopback addresses are contacted only on the embedded
 * sandbox (whose own pay codes live there); other private addresses never.
 */
import { PayRequestError, type PayRequestInfo, readPayRequest } from "../../../bitcoin/lnurl.ts";

/** Time allowed for the pay request (5 s). */
export const PAY_REQUEST_TIMEOUT_MS = 5_000;
/** Largest answer read; a pay request is a few hundred bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface PayRequestOptions {
  /** Allow loopback hosts (the embedded sandbox serves its pay codes there). */
  allowLoopback: boolean;
  timeoutMs?: number;
}

/** Fetches and reads the pay request at `url`; throws `PayRequestError` saying why it cannot be used. */
export async function fetchPayRequest(
  url: URL,
  options: PayRequestOptions,
): Promise<PayRequestInfo> {
  const host = url.host;
  const refusal = hostRefusal(url, options.allowLoopback);
  if (refusal) throw new PayRequestError(refusal, { host });
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "application/json" },
      redirect: "error",
      signal: AbortSignal.timeout(options.timeoutMs ?? PAY_REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new PayRequestError("unreachable", { host });
  }
  let text: string;
  try {
    text = await readLimited(response);
  } catch {
    throw new PayRequestError("unreachable", { host });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new PayRequestError("not_lnurl_data", { host, status: response.status });
  }
  const info = readPayRequest(body, host);
  if (!response.ok) {
    throw new PayRequestError("http_status", { host, status: response.status });
  }
  return info;
}

/** Why `url` is not contacted, or undefined when it may be. */
function hostRefusal(
  url: URL,
  allowLoopback: boolean,
): "loopback" | "private_network" | "not_https" | undefined {
  const name = url.hostname.toLowerCase();
  if (isLoopback(name)) return allowLoopback ? undefined : "loopback";
  if (isPrivateAddress(name)) return "private_network";
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:" && name.endsWith(".onion")) return undefined;
  return "not_https";
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** IP literals of private, link-local and unspecified ranges (names are not resolved here). */
function isPrivateAddress(hostname: string): boolean {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(hostname);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  if (hostname.startsWith("[")) {
    const v6 = hostname.slice(1, -1);
    return v6 === "::" || /^(fc|fd|fe8|fe9|fea|feb)/.test(v6) || v6.startsWith("::ffff:");
  }
  return false;
}

async function readLimited(response: Response): Promise<string> {
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await response.body.cancel().catch(() => undefined);
      throw new Error("answer too large");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
