/**
 * Injected faults as the project's client experiences them (B.4, B.8):
 * latency beyond the timeout, 503, 429 with Retry-After, proxy HTML, and a
 * connection dropped before or after the request took effect. Each over
 * loopback HTTP and in process (`sandbox.fetch`, how a bot that embeds the
 * sandbox calls it): the client must not be able to tell them apart.
 */
import { getEventListeners } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import {
  GatewayNetworkError,
  GatewayOutcomeUnknownError,
  GatewayRateLimitError,
  GatewayRejectedError,
  GatewayTimeoutError,
  GatewayUnavailableError,
  GrpcCode,
} from "../../src/gateway/errors.ts";
import {
  clientFor,
  closeAll,
  merchantWithClient,
  type TestTransport,
  testSandbox,
  waitFor,
} from "./support.ts";

afterEach(closeAll);

async function caught(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (error: unknown) => error,
  );
}

/** Over HTTP, through `sandbox.fetch`, and through `sandbox.exchange` (the embedding bot's). */
const TRANSPORTS: TestTransport[] = ["http", "in-process", "exchange"];

describe.each(TRANSPORTS)("fault injection (%s)", (transport) => {
  async function twoMerchants() {
    const sandbox = await testSandbox({}, transport);
    const alice = await merchantWithClient(sandbox, { balanceSat: 10_000 });
    const bob = await merchantWithClient(sandbox);
    return { sandbox, alice, bob };
  }

  it("latency beyond the timeout: a GET times out, a send is outcome-unknown yet happens", async () => {
    const { sandbox, alice, bob } = await twoMerchants();
    const impatient = clientFor(sandbox, alice.credentials, { timeoutMs: 40, retryLimit: 0 });
    const invoice = await bob.client.createInvoice(1_000, "slow");
    sandbox.faults.add({ route: "getBalance", latencyMs: 150, times: 1 });
    sandbox.faults.add({ route: "4.1", latencyMs: 150, times: 1 });

    expect(await caught(impatient.getBalance())).toBeInstanceOf(GatewayTimeoutError);
    expect(await caught(impatient.sendPayment(invoice.invoice))).toBeInstanceOf(
      GatewayOutcomeUnknownError,
    );
    await waitFor(() => sandbox.merchant(bob.credentials.merchantId)?.balanceSat === 1_000);
    expect((await alice.client.getBalance()).totalSat).toBe(9_000);
  });

  it("503 with the B.4 body: nothing happened, and a GET is retried through it", async () => {
    const { sandbox, alice } = await twoMerchants();
    sandbox.faults.add({ route: "createInvoice", status: 503, times: 1 });
    const error = await caught(alice.client.createInvoice(100, "x"));
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect(error).toMatchObject({ status: 503, grpcCode: GrpcCode.UNAVAILABLE });
    expect(sandbox.merchant(alice.credentials.merchantId)?.invoices).toHaveLength(0);

    sandbox.faults.add({ route: "getBalance", status: 503, times: 2 });
    expect((await alice.client.getBalance()).totalSat).toBe(10_000);
  });

  it("429 with Retry-After: the client reports the wait, or retries after it", async () => {
    const { sandbox, alice } = await twoMerchants();
    const once = clientFor(sandbox, alice.credentials, { retryLimit: 0 });
    sandbox.faults.add({ route: "getBalance", status: 429, retryAfterSec: 2, times: 1 });
    const error = await caught(once.getBalance());
    expect(error).toBeInstanceOf(GatewayRateLimitError);
    expect(error).toMatchObject({
      status: 429,
      grpcCode: GrpcCode.RESOURCE_EXHAUSTED,
      retryAfterMs: 2_000,
    });

    sandbox.faults.add({ route: "getBalance", status: 429, retryAfterSec: 0, times: 1 });
    expect((await alice.client.getBalance()).totalSat).toBe(10_000);
  });

  it("drop after apply: the client cannot know, and the money did move", async () => {
    const { sandbox, alice, bob } = await twoMerchants();
    const invoice = await bob.client.createInvoice(2_500, "ambiguous");
    sandbox.faults.add({ route: "sendPayment", dropAfterApply: true, times: 1 });

    expect(await caught(alice.client.sendPayment(invoice.invoice))).toBeInstanceOf(
      GatewayOutcomeUnknownError,
    );
    expect((await alice.client.getBalance()).totalSat).toBe(7_500);
    expect((await bob.client.getBalance()).totalSat).toBe(2_500);
    expect(sandbox.merchant(bob.credentials.merchantId)?.invoices[0]?.status).toBe("paid");
  });

  it("a closed sandbox is not reached: a send fails as not sent, not as unknown", async () => {
    const { sandbox, alice, bob } = await twoMerchants();
    const invoice = await bob.client.createInvoice(1_000, "after close");
    await sandbox.close();
    const error = await caught(alice.client.sendPayment(invoice.invoice));
    expect(error).toBeInstanceOf(GatewayNetworkError);
    expect(sandbox.merchant(bob.credentials.merchantId)?.invoices[0]?.status).not.toBe("paid");
  });

  it("drop before apply: outcome unknown for a send, but the money did not move", async () => {
    const { sandbox, alice } = await twoMerchants();
    sandbox.faults.add({ route: "sendOnchain", dropBeforeApply: true, times: 1 });
    const error = await caught(
      alice.client.sendOnchain("bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080", 1_000),
    );
    expect(error).toBeInstanceOf(GatewayOutcomeUnknownError);
    expect((await alice.client.getBalance()).totalSat).toBe(10_000);

    const once = clientFor(sandbox, alice.credentials, { retryLimit: 0 });
    sandbox.faults.add({ route: "getBalance", dropBeforeApply: true, times: 1 });
    expect(await caught(once.getBalance())).toBeInstanceOf(GatewayNetworkError);
  });

  it("a 500 on a send leaves the outcome unknown; proxy HTML and string codes are read", async () => {
    const { sandbox, alice, bob } = await twoMerchants();
    const invoice = await bob.client.createInvoice(100, "x");
    sandbox.faults.add({ route: "sendPayment", status: 500, times: 1 });
    expect(await caught(alice.client.sendPayment(invoice.invoice))).toBeInstanceOf(
      GatewayOutcomeUnknownError,
    );

    const once = clientFor(sandbox, alice.credentials, { retryLimit: 0 });
    sandbox.faults.add({ route: "getBalance", status: 502, body: "html", times: 1 });
    const html = await caught(once.getBalance());
    expect(html).toBeInstanceOf(GatewayUnavailableError);
    expect((html as Error).message).toMatch(/HTML/);

    sandbox.faults.add({
      route: "getLnurl",
      status: 400,
      grpcCode: 9,
      body: "json_string_code",
      message: "no webhook",
      times: 1,
    });
    const stringCode = await caught(alice.client.getLnurl());
    expect(stringCode).toBeInstanceOf(GatewayRejectedError);
    expect(stringCode).toMatchObject({ grpcCode: 9, gatewayMessage: "no webhook" });
  });

  it("faults apply to their route only, count down, and can be cleared", async () => {
    const { sandbox, alice } = await twoMerchants();
    sandbox.faults.add({ route: "*", status: 503 });
    sandbox.faults.add({ route: "getBalance", latencyMs: 1, times: 2 });
    expect(sandbox.faults.list()).toHaveLength(2);
    expect(await caught(alice.client.createInvoice(1, "x"))).toBeInstanceOf(
      GatewayUnavailableError,
    );
    sandbox.faults.clear();
    expect(sandbox.faults.list()).toHaveLength(0);
    await alice.client.createInvoice(1, "x");
    expect(() => sandbox.faults.add({ route: "payInvoice", status: 503 })).toThrow(
      /Unknown fault route/,
    );
    expect(() => sandbox.faults.add({ route: "4.1" })).toThrow(/needs latencyMs/);
  });
});

describe("the in-process exchange and its caller's signal", () => {
  it("leaves no listener on the signal once answered (a timeout signal is not kept alive until it fires)", async () => {
    const sandbox = await testSandbox({}, "exchange");
    const controller = new AbortController();
    const url = new URL("/gateway/api/lightning/v1/balance", sandbox.url);
    const answer = await sandbox.exchange(
      { method: "GET", url: url.href, origin: url.origin, path: url.pathname, headers: {} },
      controller.signal,
    );
    expect(answer.status).toBe(401);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });
});
