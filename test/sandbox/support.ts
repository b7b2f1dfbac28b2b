/**
 * Shared pieces of the sandbox tests: a sandbox with test settings, the
 * project's gateway client for one of its merchants, a webhook receiver,
 * raw signed requests, and invoices signed by a foreign node. Everything a
 * test starts is registered and closed by `closeAll()` in an afterEach.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BitcoinNetwork } from "../../src/bitcoin/network.ts";
import { createGateway } from "../../src/gateway/client.ts";
import { signRequest } from "../../src/gateway/signing.ts";
import type { GatewayAccountClient, MerchantCredentials } from "../../src/gateway/types.ts";
import { encodeInvoice, randomNodePrivateKey } from "../../src/sandbox/bolt11-encoder.ts";
import { type Sandbox, type SandboxOptions, startSandbox } from "../../src/sandbox/server.ts";

const closers: Array<() => Promise<void>> = [];

/** Closes everything started since the last call, newest first. */
export async function closeAll(): Promise<void> {
  while (closers.length > 0) await closers.pop()?.();
}

/** Sandboxes whose clients (`clientFor`) call them in process: through `sandbox.fetch`, or `sandbox.exchange`. */
const inProcess = new WeakMap<Sandbox, "in-process" | "exchange">();

/**
 * How `clientFor` reaches a test sandbox: over loopback HTTP, in process
 * through its `fetch`, or through its `exchange` as an embedding bot does.
 */
export type TestTransport = "http" | "in-process" | "exchange";

/**
 * A memory-only sandbox with fast webhook retries, closed by `closeAll`;
 * with `transport` "in-process" its clients call it through `sandbox.fetch`,
 * with "exchange" through `sandbox.exchange`.
 */
export async function testSandbox(
  options: SandboxOptions = {},
  transport: TestTransport = "http",
): Promise<Sandbox> {
  const sandbox = await startSandbox({
    webhookRetry: { attempts: 4, baseDelayMs: 5, maxDelayMs: 20 },
    webhookTimeoutMs: 1_000,
    ...options,
  });
  closers.push(() => sandbox.close());
  if (transport !== "http") inProcess.set(sandbox, transport);
  return sandbox;
}

/**
 * The project's gateway client for one merchant of `sandbox`. Its default
 * time limit is one no busy machine reaches: a late attempt would be a
 * timeout (a POST's outcome unknown) or a retried GET, which the sandbox
 * sees as a second call; tests of timeouts pass their own `timeoutMs`.
 */
export function clientFor(
  sandbox: Sandbox,
  credentials: MerchantCredentials,
  options: { timeoutMs?: number; retryLimit?: number } = {},
): GatewayAccountClient {
  return createGateway({
    baseUrl: sandbox.url,
    timeoutMs: options.timeoutMs ?? 30_000,
    retry: { limit: options.retryLimit ?? 2, baseDelayMs: 1, maxDelayMs: 50 },
    ...(inProcess.get(sandbox) === "in-process" ? { fetch: sandbox.fetch } : {}),
    ...(inProcess.get(sandbox) === "exchange" ? { exchange: sandbox.exchange } : {}),
  }).account(credentials);
}

/** A merchant with `balanceSat` and the client acting for it. */
export async function merchantWithClient(
  sandbox: Sandbox,
  init: { balanceSat?: number; webhookUrl?: string } = {},
): Promise<{ credentials: MerchantCredentials; client: GatewayAccountClient }> {
  const credentials = await sandbox.createMerchant(init);
  return { credentials, client: clientFor(sandbox, credentials) };
}

/** One request a receiver got. */
export interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A loopback HTTP server answering each request with `answer` (default 200 `{}`), recording what it got. */
export async function testReceiver(
  answer: (request: Received, index: number) => { status: number; body?: string } = () => ({
    status: 200,
  }),
): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = {
        path: request.url ?? "/",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(entry);
      const { status, body } = answer(entry, received.length - 1);
      response.writeHead(status, { "content-type": "application/json" });
      response.end(body ?? "{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received };
}

/** A raw request to the sandbox, signed as B.2 says unless told otherwise. */
export async function rawRequest(
  sandbox: Sandbox,
  credentials: MerchantCredentials,
  request: {
    method: "GET" | "POST";
    pathAndQuery: string;
    nonce?: string;
    body?: string;
    signature?: string | null;
    apiKey?: string | null;
  },
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const apiKey = request.apiKey === undefined ? credentials.apiKey : request.apiKey;
  if (apiKey !== null) headers["x-gateway-api-key"] = apiKey;
  const signature =
    request.signature === undefined
      ? signRequest(
          credentials.secretKey,
          request.pathAndQuery,
          request.nonce ?? "",
          request.body ?? "",
        )
      : request.signature;
  if (signature !== null) headers["x-gateway-api-signature"] = signature;
  const response = await fetch(`${sandbox.url}${request.pathAndQuery}`, {
    method: request.method,
    headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === "" ? undefined : JSON.parse(text),
    headers: response.headers,
  };
}

let nonceCounter = 0;
/** A fresh nonce, increasing within the test process. */
export function freshNonce(): string {
  nonceCounter += 1;
  return `${Date.now()}${String(nonceCounter).padStart(6, "0")}`;
}

/** A valid invoice signed by a node that is not the sandbox (a "foreign" invoice). */
export function foreignInvoice(
  fields: {
    network?: BitcoinNetwork;
    amountSat?: number | undefined;
    timestampSec?: number;
    expirySec?: number;
    paymentHash?: string;
    /** Commit to this description hash (LNURL-pay metadata) instead of "foreign shop". */
    descriptionHash?: string;
  } = {},
): { invoice: string; paymentHash: string } {
  const paymentHash = fields.paymentHash ?? randomBytes(32).toString("hex");
  const invoice = encodeInvoice(
    {
      network: fields.network ?? "regtest",
      amountMsat:
        "amountSat" in fields && fields.amountSat === undefined
          ? undefined
          : BigInt(fields.amountSat ?? 1000) * 1000n,
      paymentHash,
      paymentSecret: randomBytes(32).toString("hex"),
      ...(fields.descriptionHash
        ? { descriptionHash: fields.descriptionHash }
        : { description: "foreign shop" }),
      timestampSec: fields.timestampSec ?? Math.floor(Date.now() / 1000),
      ...(fields.expirySec === undefined ? {} : { expirySec: fields.expirySec }),
    },
    randomNodePrivateKey(),
  );
  return { invoice, paymentHash };
}

/** Waits until `condition` holds, polling every 5 ms, at most `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
