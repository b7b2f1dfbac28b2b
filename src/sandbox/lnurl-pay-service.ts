/**
 * The LNURL-pay service (LUD-06, LUD-16) the sandbox runs for its own
 * merchants, so that 4.6/4.7 codes and lightning addresses can be paid:
 *
 * - `GET /lnurlp/<merchant id>`: the pay request;
 * - `GET /lnurlp/<merchant id>/callback?amount=<msat>`: an invoice to the
 *   merchant committing to SHA-256 of the metadata (`h` field);
 * - `GET /.well-known/lnurlp/<name>`: the pay request of a lightning address
 *   `<name>@<host>`, where `<name>` is a merchant id or a name given to the
 *   merchant (`SandboxLedger.setAddressName`).
 *
 * Answers are plain values so the gateway can also resolve its own LNURLs
 * in-process (4.4) without an HTTP round trip.
 */
import { encodeLnurl } from "../bitcoin/lnurl.ts";
import { SandboxError } from "./errors.ts";
import { ADDRESS_NAME_PATTERN, type SandboxLedger } from "./ledger.ts";

/** Smallest payment the sandbox's pay requests accept: 1 sat, in millisatoshi. */
export const LNURL_MIN_SENDABLE_MSAT = 1_000;
/** Largest payment the sandbox's pay requests accept: 1 BTC, in millisatoshi. */
export const LNURL_MAX_SENDABLE_MSAT = 100_000_000_000;

/** An answer of the LNURL service: HTTP status and JSON body. */
export interface LnurlAnswer {
  status: number;
  body: unknown;
}

export class LnurlPayService {
  readonly #ledger: SandboxLedger;
  readonly #baseUrl: () => string;

  /** `baseUrl` returns the sandbox's public base URL without a trailing slash. */
  constructor(ledger: SandboxLedger, baseUrl: () => string) {
    this.#ledger = ledger;
    this.#baseUrl = baseUrl;
  }

  /**
   * The bech32 LNURL of a merchant's pay request (what 4.6 and 4.7 return):
   * that of its lightning address `<merchant id>@<host>` (LUD-16), so a
   * client can show the address of the code; the `/lnurlp/<merchant id>`
   * route when the id is no valid address name or the sandbox is served
   * under a path prefix (an address lives at the host's root).
   */
  lnurlFor(merchantId: string): string {
    const base = this.#baseUrl();
    const atRoot = new URL(base).pathname.replace(/\/+$/, "") === "";
    const isName =
      ADDRESS_NAME_PATTERN.test(merchantId) &&
      this.#ledger.merchantForName(merchantId)?.id === merchantId;
    return encodeLnurl(
      atRoot && isName
        ? `${base}/.well-known/lnurlp/${merchantId}`
        : this.#payRequestUrl(merchantId),
    );
  }

  /** The lightning address `<name>@<host>` of a name. */
  addressFor(name: string): string {
    return `${name}@${new URL(this.#baseUrl()).host}`;
  }

  /**
   * Answers a GET on `path` (already stripped of the base URL's own path
   * prefix) with its query, or undefined when the path is not an LNURL route.
   */
  handle(path: string, query: URLSearchParams): LnurlAnswer | undefined {
    const segments = splitPath(path);
    if (segments === undefined) return error(400, "The path is not validly URL-encoded.");
    const [first, second, third, fourth] = segments;
    if (first === "lnurlp" && second !== undefined && third === undefined) {
      return this.#payRequest(second, undefined);
    }
    if (
      first === "lnurlp" &&
      second !== undefined &&
      third === "callback" &&
      fourth === undefined
    ) {
      return this.#callback(second, query);
    }
    if (
      first === ".well-known" &&
      second === "lnurlp" &&
      third !== undefined &&
      fourth === undefined
    ) {
      const merchant = this.#ledger.merchantForName(third.toLowerCase());
      if (!merchant) return error(404, `There is no lightning address ${third} here.`);
      return this.#payRequest(merchant.id, third.toLowerCase());
    }
    return undefined;
  }

  #payRequest(merchantId: string, addressName: string | undefined): LnurlAnswer {
    if (!this.#ledger.findMerchant(merchantId)) {
      return error(404, "There is no such merchant on this gateway.");
    }
    const callback = new URL(`${this.#payRequestUrl(merchantId)}/callback`);
    if (addressName !== undefined) callback.searchParams.set("address", addressName);
    return {
      status: 200,
      body: {
        tag: "payRequest",
        callback: callback.toString(),
        minSendable: LNURL_MIN_SENDABLE_MSAT,
        maxSendable: LNURL_MAX_SENDABLE_MSAT,
        metadata: this.#metadata(merchantId, addressName),
        commentAllowed: 0,
      },
    };
  }

  #callback(merchantId: string, query: URLSearchParams): LnurlAnswer {
    if (!this.#ledger.findMerchant(merchantId)) {
      return error(404, "There is no such merchant on this gateway.");
    }
    const addressName = query.get("address") ?? undefined;
    if (addressName !== undefined && this.#ledger.merchantForName(addressName)?.id !== merchantId) {
      return error(404, `There is no lightning address ${addressName} for this merchant.`);
    }
    const amountText = query.get("amount") ?? "";
    if (!/^\d{1,19}$/.test(amountText)) {
      return error(400, "The amount must be given in millisatoshi as digits (?amount=…).");
    }
    const amountMsat = Number(amountText);
    if (amountMsat < LNURL_MIN_SENDABLE_MSAT || amountMsat > LNURL_MAX_SENDABLE_MSAT) {
      return error(
        400,
        `The amount must be from ${LNURL_MIN_SENDABLE_MSAT} to ${LNURL_MAX_SENDABLE_MSAT} millisatoshi.`,
      );
    }
    if (amountMsat % 1000 !== 0) {
      return error(
        400,
        "This gateway takes whole satoshi only: send a multiple of 1000 millisatoshi.",
      );
    }
    try {
      const invoice = this.#ledger.createInvoice(
        merchantId,
        amountMsat / 1000,
        {
          metadata: this.#metadata(merchantId, addressName),
          label: addressName ? `LNURL-pay to ${this.addressFor(addressName)}` : "LNURL-pay",
        },
        "lnurl",
      );
      return { status: 200, body: { pr: invoice.paymentRequest, routes: [] } };
    } catch (caught) {
      if (caught instanceof SandboxError) return error(400, caught.message);
      throw caught;
    }
  }

  /** LUD-06 metadata; LUD-16 adds `text/identifier` for addresses. Stable, as the invoice commits to it. */
  #metadata(merchantId: string, addressName: string | undefined): string {
    const entries: Array<[string, string]> = [
      ["text/plain", `Payment to merchant ${merchantId} on the sandbox gateway (test money)`],
    ];
    if (addressName !== undefined) entries.push(["text/identifier", this.addressFor(addressName)]);
    return JSON.stringify(entries);
  }

  #payRequestUrl(merchantId: string): string {
    return `${this.#baseUrl()}/lnurlp/${encodeURIComponent(merchantId)}`;
  }
}

function error(status: number, reason: string): LnurlAnswer {
  return { status, body: { status: "ERROR", reason } };
}

/** Decoded, non-empty path segments; undefined when a segment is not valid percent-encoding. */
function splitPath(path: string): string[] | undefined {
  try {
    return path
      .split("/")
      .filter((segment) => segment !== "")
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}
