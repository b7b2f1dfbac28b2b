/**
 * The LNURL-withdraw service (LUD-03) the sandbox runs for its test
 * vouchers, so that redeeming one can be tried end to end with test money:
 *
 * - `GET /lnurlw/<voucher id>`: the withdraw request (callback, k1, range
 *   in millisatoshi, description), or an ERROR once the voucher is used;
 * - `GET /lnurlw/<voucher id>/callback?k1=…&pr=<invoice>`: pays the invoice
 *   from the voucher's funder, once per voucher, and answers
 *   `{"status":"OK"}`, or `{"status":"ERROR","reason":…}` saying why not.
 *
 * Vouchers are issued through the admin route `POST /sandbox/vouchers`
 * (admin-routes.ts) or `npm run sandbox:voucher` (voucher-cli.ts).
 */
import { encodeLnurl } from "../bitcoin/lnurl.ts";
import { SandboxError } from "./errors.ts";
import type { SandboxLedger } from "./ledger.ts";
import type { LnurlAnswer } from "./lnurl-pay-service.ts";
import type { VoucherRecord } from "./state.ts";

/** The ways a voucher is written, for a QR code or a link. */
export interface VoucherLinks {
  /** The withdraw request's URL. */
  url: string;
  /** Bech32 LNURL of `url` (LUD-01), what most wallets scan. */
  lnurl: string;
  /** `lnurlw://` form (LUD-17). */
  link: string;
}

export class LnurlWithdrawService {
  readonly #ledger: SandboxLedger;
  readonly #baseUrl: () => string;

  /** `baseUrl` returns the sandbox's public base URL without a trailing slash. */
  constructor(ledger: SandboxLedger, baseUrl: () => string) {
    this.#ledger = ledger;
    this.#baseUrl = baseUrl;
  }

  /** The URL, LNURL and `lnurlw://` link of a voucher. */
  linksFor(voucherId: string): VoucherLinks {
    const url = this.#requestUrl(voucherId);
    return { url, lnurl: encodeLnurl(url), link: url.replace(/^https?:\/\//, "lnurlw://") };
  }

  /**
   * Answers a GET on `path` (already stripped of the base URL's own path
   * prefix) with its query, or undefined when the path is not a voucher route.
   */
  handle(path: string, query: URLSearchParams): LnurlAnswer | undefined {
    const match = /^\/lnurlw\/([^/]+)(\/callback)?\/?$/.exec(path);
    const id = match?.[1];
    if (id === undefined) return undefined;
    const voucher = this.#ledger.findVoucher(decodeURIComponentSafe(id) ?? "");
    if (!voucher) return error(404, "There is no such voucher on this gateway.");
    return match?.[2] ? this.#callback(voucher, query) : this.#withdrawRequest(voucher);
  }

  #withdrawRequest(voucher: VoucherRecord): LnurlAnswer {
    if (voucher.usedAt !== undefined) return error(400, "This voucher has already been redeemed.");
    return {
      status: 200,
      body: {
        tag: "withdrawRequest",
        callback: `${this.#requestUrl(voucher.id)}/callback`,
        k1: voucher.k1,
        minWithdrawable: voucher.minSat * 1000,
        maxWithdrawable: voucher.maxSat * 1000,
        defaultDescription: voucher.description,
      },
    };
  }

  #callback(voucher: VoucherRecord, query: URLSearchParams): LnurlAnswer {
    const k1 = query.get("k1") ?? "";
    const invoice = query.get("pr") ?? "";
    if (k1 === "" || invoice === "") {
      return error(400, "The callback needs k1 and pr (the invoice to pay).");
    }
    try {
      this.#ledger.redeemVoucher(voucher.id, k1, invoice);
      return { status: 200, body: { status: "OK" } };
    } catch (caught) {
      if (caught instanceof SandboxError) return error(400, caught.message);
      throw caught;
    }
  }

  #requestUrl(voucherId: string): string {
    return `${this.#baseUrl()}/lnurlw/${encodeURIComponent(voucherId)}`;
  }
}

function error(status: number, reason: string): LnurlAnswer {
  return { status, body: { status: "ERROR", reason } };
}

function decodeURIComponentSafe(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
