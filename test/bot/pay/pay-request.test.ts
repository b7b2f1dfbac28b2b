import { describe, expect, it } from "vitest";
import { PayRequestError } from "../../../src/bitcoin/lnurl.ts";
import { fetchPayRequest } from "../../../src/bot/features/pay/pay-request.ts";

/** Each of these is refused before any request leaves (no network is needed). */
describe("fetchPayRequest: which hosts a user's pay code may make the bot contact", () => {
  const refusals: Array<[string, boolean, RegExp]> = [
    ["http://127.0.0.1:9/lnurlp/x", false, /points to this machine/],
    ["https://localhost/lnurlp/x", false, /points to this machine/],
    ["https://[::1]/lnurlp/x", false, /points to this machine/],
    ["https://10.1.2.3/lnurlp/x", true, /private network address/],
    ["https://192.168.0.1/lnurlp/x", true, /private network address/],
    ["https://172.20.0.1/lnurlp/x", true, /private network address/],
    ["https://169.254.169.254/latest", true, /private network address/],
    ["https://[fd00::1]/x", true, /private network address/],
    ["https://[::ffff:127.0.0.1]/x", true, /private network address/],
    ["http://pay.example/lnurlp/x", true, /not https/],
  ];
  for (const [url, allowLoopback, reason] of refusals) {
    it(`refuses ${url}${allowLoopback ? " (even on the sandbox)" : " on a real gateway"}`, async () => {
      const attempt = fetchPayRequest(new URL(url), { allowLoopback });
      await expect(attempt).rejects.toThrow(PayRequestError);
      await expect(fetchPayRequest(new URL(url), { allowLoopback })).rejects.toThrow(reason);
    });
  }
});
