import { describe, expect, it } from "vitest";
import {
  signingKey,
  signRequest,
  signWebhookBody,
  verifyWebhookSignature,
  webhookSignatureHeader,
} from "../../src/gateway/signing.ts";

const SECRET = "8d5f1c2a9e0b47d3a6c4f8e21b9d7c05e3a1f6b8d2c4e9a7b5f0d3c1e8a6b4f2";

describe("request signature (contract B.2 vectors)", () => {
  it("vector 1: POST invoice", () => {
    const body =
      '{"amount":"1500","description":"coffee","merchant_id":"m-42","nonce":"1732262400000001"}';
    expect(signRequest(SECRET, "/gateway/api/lightning/v1/invoice", "1732262400000001", body)).toBe(
      "a68da97634930a104f47ad54ca8ec7425cfafe223c1ecf44e4924114d55f856092dbfce0e3f474d976aeca2fc6c78a7fb05961e67b57006d12b8eb4aaa7f09cf",
    );
  });
  it("vector 2: GET balance", () => {
    expect(
      signRequest(
        SECRET,
        "/gateway/api/lightning/v1/balance?nonce=1732262400000002",
        "1732262400000002",
      ),
    ).toBe(
      "1baf18b966b2decae9eea5a8d6cae6f817133d37737d1e565af3df6ec24814ff3ec0f9bc97b73eab99b3f3fcf20371c0c0ac609c86e2f8f364edef0827f2fd45",
    );
  });
  it("vector 3: GET invoice from LNURL", () => {
    expect(
      signRequest(
        SECRET,
        "/gateway/api/lightning/v1/invoice/from/lnurl/lnurl1dp68gurn8ghj7empw3jhwcte9ejhsctdwpkx2tmvde6hymrs9akj6dpjngwa5g?amount=2100&nonce=1732262400000003",
        "1732262400000003",
        "",
      ),
    ).toBe(
      "5d890f008f47355b55b33ed813fd7b4d1f338e82ab8aa0bc9d4be68f2494cd97b2ff3e0d642f48461ea3a767cccdde6fe97406807691a047ee24ab54d704e4e0",
    );
  });
  it("refuses a secret that is not hex, without echoing it", () => {
    expect(() => signRequest("not-hex-secret", "/gateway", "1")).toThrow(/hexadecimal/);
    expect(() => signRequest("not-hex-secret", "/gateway", "1")).not.toThrow(/not-hex-secret/);
  });
});

describe("webhook signature (contract B.7 vector)", () => {
  const body =
    '{"event_type":"EVENT_TYPE_LIGHTNING_INVOICE_IS_PAID","lightning_invoice_is_paid":{"id":"5b2c8f0e9d7a4c1b3e6f8a0d2c4b6e8f1a3c5e7b9d0f2a4c6e8b0d1f3a5c7e9b"}}';
  const v1 =
    "42aec2e1197c8928cc89388f5ed0031cb22116e2cef64b4b71aa7da7c100ad8ec9ebafbdd3215cd8286985d74bbdfd807933af674646b5bb2d042bf9725ce782";

  it("signs the vector", () => {
    expect(signWebhookBody(SECRET, 1732262460, body)).toBe(v1);
    expect(webhookSignatureHeader(SECRET, 1732262460, body)).toBe(`t=1732262460,v1=${v1}`);
  });
  it("verifies the vector within the age limit", () => {
    expect(verifyWebhookSignature(SECRET, `t=1732262460,v1=${v1}`, body, 1732262460 + 299)).toEqual(
      { ok: true, timestampSec: 1732262460 },
    );
  });
  it("rejects an old timestamp, a changed body and a malformed header", () => {
    expect(verifyWebhookSignature(SECRET, `t=1732262460,v1=${v1}`, body, 1732262460 + 301)).toEqual(
      { ok: false, reason: "too_old" },
    );
    expect(verifyWebhookSignature(SECRET, `t=1732262460,v1=${v1}`, `${body} `, 1732262460)).toEqual(
      { ok: false, reason: "bad_signature" },
    );
    expect(verifyWebhookSignature(SECRET, "v1=abc", body, 1732262460)).toEqual({
      ok: false,
      reason: "malformed",
    });
    expect(verifyWebhookSignature(SECRET, undefined, body, 1732262460)).toEqual({
      ok: false,
      reason: "malformed",
    });
  });
});

describe("signingKey", () => {
  it("signs as the hex key does, made once per owner and again when its secret changes", () => {
    const owner = { secretKey: SECRET };
    const key = signingKey(owner, owner.secretKey);
    expect(signingKey(owner, owner.secretKey)).toBe(key);
    expect(signRequest(key, "/gateway/v1/balance", "1", "")).toBe(
      signRequest(SECRET, "/gateway/v1/balance", "1", ""),
    );
    owner.secretKey = "ab".repeat(32);
    const changed = signingKey(owner, owner.secretKey);
    expect(changed).not.toBe(key);
    expect(signRequest(changed, "/gateway/v1/balance", "1", "")).toBe(
      signRequest(owner.secretKey, "/gateway/v1/balance", "1", ""),
    );
  });
});
