import { describe, expect, it } from "vitest";
import { PayRequestError } from "../../src/bitcoin/lnurl.ts";
import { createPublicFetch, type Resolver } from "../../src/net/public-fetch.ts";
import { fetchPayRequest } from "../../src/operations/pay-targets.ts";

/** Names only this test knows, mapped to internal addresses. */
const lookup: Resolver = async (hostname) => {
  const address = {
    "loop.test": "127.0.0.1",
    "office.test": "10.0.0.5",
    "ula.test": "fd00::1",
    "mapped.test": "::ffff:127.0.0.1",
    "metadata.test": "169.254.169.254",
    "cgnat.test": "100.64.0.1",
  }[hostname];
  if (!address) throw new Error("ENOTFOUND");
  return [{ address, family: address.includes(":") ? 6 : 4 }];
};

/** Each of these is refused before any request leaves (no network is needed). */
describe("fetchPayRequest: which hosts a user's pay code may make the bot contact", () => {
  const refusals: Array<[string, boolean, RegExp]> = [
    ["http://127.0.0.1:9/lnurlp/x", false, /points to this machine/],
    ["https://localhost/lnurlp/x", false, /points to this machine/],
    ["https://[::1]/lnurlp/x", false, /points to this machine/],
    ["https://10.1.2.3/lnurlp/x", true, /private network address \(10\.1\.2\.3\)/],
    ["https://192.168.0.1/lnurlp/x", true, /private network address/],
    ["https://172.20.0.1/lnurlp/x", true, /private network address/],
    ["https://169.254.169.254/latest", true, /private network address/],
    ["https://[fd00::1]/x", true, /private network address/],
    ["https://[::ffff:127.0.0.1]/x", false, /points to this machine/],
    ["http://pay.example/lnurlp/x", false, /not https/],
    ["https://loop.test/lnurlp/x", false, /private network address \(loop\.test\)/],
    ["https://office.test/lnurlp/x", true, /private network address \(office\.test\)/],
    ["https://ula.test/lnurlp/x", true, /private network address/],
    ["https://mapped.test/lnurlp/x", false, /private network address/],
    ["https://metadata.test/latest", true, /private network address/],
    ["https://cgnat.test/lnurlp/x", true, /private network address/],
  ];
  for (const [url, allowLoopback, reason] of refusals) {
    it(`refuses ${url}${allowLoopback ? " (even with loopback allowed)" : ""}`, async () => {
      const fetch = createPublicFetch({ allowLoopback, lookup });
      const attempt = fetchPayRequest(new URL(url), fetch);
      await expect(attempt).rejects.toThrow(PayRequestError);
      await expect(fetchPayRequest(new URL(url), fetch)).rejects.toThrow(reason);
    });
  }
});
