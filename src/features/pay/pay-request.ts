/**
 * The first step of LNURL-pay (LUD-06), done by the bot itself before it
 * asks to confirm: GET the pay code's URL and read its description, its
 * range of amounts and its lightning address. Paying stays with the
 * gateway (4.4 then 4.1); this only tells the user whom they pay.
 *
 * The URL comes from a user, so it goes through the public-fetch guard
 * (src/net/public-fetch.ts): the host must resolve to public addresses
 * only and is contacted at the address checked, GET only, no redirects,
 * 5 s and 64 KiB at most. The bot's policy (which loopback origins, if
 * any, are trusted: the embedded sandbox's own) is bound into `fetch`.
 */
import { PayRequestError, type PayRequestInfo, readPayRequest } from "../../bitcoin/lnurl.ts";
import { type PublicFetch, PublicFetchError } from "../../net/public-fetch.ts";

/** Fetches and reads the pay request at `url` through `fetch`; throws `PayRequestError` saying why it cannot be used. */
export async function fetchPayRequest(url: URL, fetch: PublicFetch): Promise<PayRequestInfo> {
  const host = url.host;
  let answer: Awaited<ReturnType<PublicFetch>>;
  try {
    answer = await fetch(url);
  } catch (error) {
    if (!(error instanceof PublicFetchError)) throw error;
    switch (error.kind) {
      case "loopback":
      case "private_network":
      case "not_https":
        throw new PayRequestError(error.kind, { host });
      case "not_json":
      case "too_large":
        throw new PayRequestError("not_lnurl", { host });
      case "unreachable":
        throw new PayRequestError("unreachable", { host });
    }
  }
  // LUD-01: the JSON says what happened, whatever the HTTP status (an error may come as a 400
  // with {"status":"ERROR"}); the status itself is never shown.
  return readPayRequest(answer.body, host);
}
