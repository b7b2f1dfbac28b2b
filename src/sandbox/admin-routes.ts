/**
 * The sandbox's own admin routes under `/sandbox/` (not part of the gateway
 * contract), for operators, integrators and tests. Amounts are digit
 * strings as in the contract (JSON integers are accepted too); errors use
 * the B.4 body. When an admin token is configured every route needs
 * `Authorization: Bearer <token>`.
 *
 *     GET    /sandbox                                  network, node key, fee, money totals
 *     GET    /sandbox/merchants                        every merchant (no secrets)
 *     POST   /sandbox/merchants                        {"balance"?, "webhook_url"?} → {"merchant_id","api_key","secret_key"}
 *                                                       (fixtures may also fix "merchant_id", "api_key", "secret_key")
 *     GET    /sandbox/merchants/:id                    balance, frozen, invoices, payments, events
 *     POST   /sandbox/merchants/:id/fund               {"amount"}
 *     PUT    /sandbox/merchants/:id/frozen             {"amount"} (may be "0")
 *     PUT    /sandbox/merchants/:id/webhook            {"url": "https://…" | null}
 *     POST   /sandbox/merchants/:id/address            {"name": "alice"} → {"address": "alice@host", "lnurl"}
 *     POST   /sandbox/merchants/:id/onchain-receipts   {"amount"} → simulated receipt + B.7 bitcoin event
 *     POST   /sandbox/events/:id/redeliver             delivers an event again
 *     POST   /sandbox/vouchers                         {"max", "min"?, "description"?, "funder"?, "pays"?}
 *                                                       → a test voucher (LNURL-withdraw): {"id", "lnurl", "link", "url", …}
 *     GET    /sandbox/vouchers/:id                     its state: used_at, payment_hash, callbacks
 *     GET    /sandbox/faults                           faults in force
 *     POST   /sandbox/faults                           {"route", "latency_ms"?, "status"?, "grpc_code"?, "message"?,
 *                                                       "retry_after"?, "body"?, "drop_before_apply"?,
 *                                                       "drop_after_apply"?, "times"?}
 *     DELETE /sandbox/faults                           clears every fault
 */
import { timingSafeEqual } from "node:crypto";
import { invalidArgument, notFound, SandboxError } from "./errors.ts";
import type { FaultBodyFormat, FaultInput } from "./faults.ts";
import {
  type Answer,
  optionalString,
  parseJsonObject,
  requiredString,
  satoshiField,
} from "./http.ts";
import type { MerchantSnapshot } from "./ledger.ts";
import type { Sandbox, VoucherView } from "./server.ts";

/** What the admin routes act on: the public sandbox API plus what the admin view shows. */
export interface AdminDeps {
  sandbox: Sandbox;
  adminToken: string | undefined;
  /** The LNURL pay code of a merchant. */
  lnurlFor: (merchantId: string) => string;
  /** `name@host` of a lightning-address name. */
  addressFor: (name: string) => string;
}

/** Handles `/sandbox…`; `path` has no query. Throws SandboxError for a refusal. */
export async function handleAdminRequest(
  method: string,
  path: string,
  authorization: string | undefined,
  rawBody: Buffer,
  deps: AdminDeps,
): Promise<Answer> {
  checkAdminToken(authorization, deps.adminToken);
  const segments = pathSegments(path);
  const { sandbox } = deps;
  const [root, collection, id, action, extra] = segments;
  if (root !== "sandbox" || extra !== undefined) throw noRoute(path);

  if (collection === undefined && method === "GET") {
    const totals = sandbox.totals();
    return ok({
      network: sandbox.network,
      node_pubkey: sandbox.nodePublicKey,
      onchain_fee: String(sandbox.onchainFeeSat),
      invoice_expiry_sec: sandbox.invoiceExpirySec,
      merchants: sandbox.merchantIds().length,
      totals: {
        funded: String(totals.fundedSat),
        paid_out: String(totals.paidOutSat),
        fees: String(totals.feesSat),
        balances: String(totals.balancesSat),
      },
    });
  }

  if (collection === "merchants" && id === undefined) {
    if (method === "GET") {
      return ok({
        merchants: sandbox.merchantIds().map((merchantId) => {
          const snapshot = sandbox.merchant(merchantId);
          return {
            merchant_id: merchantId,
            balance: String(snapshot?.balanceSat ?? 0),
            frozen: String(snapshot?.frozenSat ?? 0),
            webhook_url: snapshot?.webhookUrl ?? null,
          };
        }),
      });
    }
    if (method === "POST") {
      const body = parseJsonObject(rawBody, true);
      const webhookUrl = optionalString(body.webhook_url ?? undefined, "webhook_url");
      const merchantId = optionalString(body.merchant_id, "merchant_id");
      const apiKey = optionalString(body.api_key, "api_key");
      const secretKey = optionalString(body.secret_key, "secret_key");
      const created = await sandbox.createMerchant({
        ...(body.balance === undefined
          ? {}
          : { balanceSat: satoshiField(body.balance, "balance", true) }),
        ...(webhookUrl === undefined ? {} : { webhookUrl }),
        credentials: {
          ...(merchantId === undefined ? {} : { merchantId }),
          ...(apiKey === undefined ? {} : { apiKey }),
          ...(secretKey === undefined ? {} : { secretKey }),
        },
      });
      return ok({
        merchant_id: created.merchantId,
        api_key: created.apiKey,
        secret_key: created.secretKey,
      });
    }
  }

  if (collection === "merchants" && id !== undefined) {
    const body = method === "GET" ? {} : parseJsonObject(rawBody, true);
    if (action === undefined && method === "GET") {
      const snapshot = sandbox.merchant(id);
      if (!snapshot) throw unknownMerchant();
      return ok(merchantJson(snapshot, deps));
    }
    if (action === "fund" && method === "POST") {
      return ok(balanceJson(await sandbox.fund(id, satoshiField(body.amount, "amount", true))));
    }
    if (action === "frozen" && method === "PUT") {
      const amount =
        body.amount === "0" || body.amount === 0 ? 0 : satoshiField(body.amount, "amount", true);
      return ok(balanceJson(await sandbox.setFrozen(id, amount)));
    }
    if (action === "webhook" && method === "PUT") {
      const url = body.url === null ? undefined : requiredString(body.url, "url");
      await sandbox.setWebhook(id, url);
      return ok({ merchant_id: id, webhook_url: url ?? null });
    }
    if (action === "address" && method === "POST") {
      const name = requiredString(body.name, "name").toLowerCase();
      const address = await sandbox.setLightningAddress(id, name);
      return ok({ merchant_id: id, address, lnurl: deps.lnurlFor(id) });
    }
    if (action === "onchain-receipts" && method === "POST") {
      const receipt = await sandbox.receiveOnchain(id, satoshiField(body.amount, "amount", true));
      return ok({
        merchant_id: id,
        bitcoin_address: receipt.bitcoinAddress,
        txid: receipt.txid,
        amount: String(receipt.amountSat),
      });
    }
  }

  if (collection === "events" && id !== undefined && action === "redeliver" && method === "POST") {
    const status = await sandbox.redeliverEvent(id);
    return ok({ event_id: id, status });
  }

  if (collection === "vouchers") {
    if (id === undefined && method === "POST") {
      const body = parseJsonObject(rawBody);
      const funderId = optionalString(body.funder, "funder");
      const description = optionalString(body.description, "description");
      if (body.pays !== undefined && typeof body.pays !== "boolean") {
        throw invalidArgument("The voucher's pays must be true or false.");
      }
      const created = await sandbox.createVoucher({
        maxSat: satoshiField(body.max, "max", true),
        ...(body.min === undefined ? {} : { minSat: satoshiField(body.min, "min", true) }),
        ...(funderId === undefined ? {} : { funderId }),
        ...(description === undefined ? {} : { description }),
        ...(body.pays === undefined ? {} : { pays: body.pays }),
      });
      return ok(voucherJson(created));
    }
    if (id !== undefined && action === undefined && method === "GET") {
      const voucher = sandbox.voucher(id);
      if (!voucher) throw notFound("There is no voucher with this id in the sandbox.");
      return ok(voucherJson(voucher));
    }
  }

  if (collection === "faults" && id === undefined) {
    if (method === "GET") return ok({ faults: sandbox.faults.list().map(faultJson) });
    if (method === "POST")
      return ok(faultJson(sandbox.faults.add(faultInput(parseJsonObject(rawBody)))));
    if (method === "DELETE") {
      sandbox.faults.clear();
      return ok({});
    }
  }
  throw noRoute(path);
}

function checkAdminToken(authorization: string | undefined, token: string | undefined): void {
  if (token === undefined) return;
  const match = /^Bearer (.+)$/i.exec(authorization ?? "");
  const given = Buffer.from(match?.[1]?.trim() ?? "");
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new SandboxError(
      401,
      16,
      "The sandbox admin routes need the header Authorization: Bearer <SANDBOX_ADMIN_TOKEN>.",
    );
  }
}

function merchantJson(snapshot: MerchantSnapshot, deps: AdminDeps): Record<string, unknown> {
  return {
    ...balanceJson(snapshot),
    spendable: String(snapshot.spendableSat),
    webhook_url: snapshot.webhookUrl ?? null,
    lightning_addresses: [snapshot.merchantId, ...snapshot.addressNames].map(deps.addressFor),
    lnurl: deps.lnurlFor(snapshot.merchantId),
    created_at: iso(snapshot.createdAt),
    invoices: snapshot.invoices.map((invoice) => ({
      id: invoice.paymentHash,
      invoice: invoice.paymentRequest,
      amount: String(invoice.amountSat),
      description: invoice.description ?? null,
      status: invoice.status,
      source: invoice.source,
      created_at: iso(invoice.createdAt),
      expires_at: iso(invoice.expiresAt),
      paid_at: invoice.paidAt === undefined ? null : iso(invoice.paidAt),
      paid_by: invoice.paidBy ?? null,
    })),
    payments: snapshot.payments.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      amount: String(payment.amountSat),
      fee: String(payment.feeSat),
      payment_hash: payment.paymentHash ?? null,
      payee: payment.payeeMerchantId ?? null,
      bitcoin_address: payment.bitcoinAddress ?? null,
      txid: payment.txid ?? null,
      at: iso(payment.at),
    })),
    receipts: snapshot.receipts.map((receipt) => ({
      id: receipt.id,
      amount: String(receipt.amountSat),
      bitcoin_address: receipt.bitcoinAddress,
      txid: receipt.txid,
      at: iso(receipt.at),
    })),
    events: snapshot.events.map((event) => ({
      id: event.id,
      event_type: event.eventType,
      body: JSON.parse(event.body) as unknown,
      status: event.status,
      created_at: iso(event.createdAt),
      // The URL is left out: a receiver's path may carry its own secret token.
      attempts: event.attempts.map((attempt) => ({
        at: iso(attempt.at),
        status: attempt.status ?? null,
        error: attempt.error ?? null,
      })),
    })),
  };
}

function voucherJson(voucher: VoucherView): Record<string, unknown> {
  return {
    id: voucher.id,
    lnurl: voucher.lnurl,
    link: voucher.link,
    url: voucher.url,
    min: String(voucher.minSat),
    max: String(voucher.maxSat),
    description: voucher.description,
    funder: voucher.funderId,
    pays: voucher.pays,
    created_at: iso(voucher.createdAt),
    used_at: voucher.usedAt === undefined ? null : iso(voucher.usedAt),
    payment_hash: voucher.paymentHash ?? null,
    callbacks: voucher.callbacks,
  };
}

function balanceJson(snapshot: MerchantSnapshot): Record<string, unknown> {
  return {
    merchant_id: snapshot.merchantId,
    balance: String(snapshot.balanceSat),
    frozen: String(snapshot.frozenSat),
  };
}

const FAULT_BODIES: readonly FaultBodyFormat[] = ["json", "json_string_code", "html", "empty"];

/** The snake_case admin form of a fault → FaultInput (validated further by FaultBook.add). */
function faultInput(body: Record<string, unknown>): FaultInput {
  const whole = (name: string): number | undefined => {
    const value = body[name];
    if (value === undefined || value === null) return undefined;
    const number = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : value;
    if (typeof number !== "number" || !Number.isSafeInteger(number)) {
      throw invalidArgument(`The fault's ${name} must be a whole number.`);
    }
    return number;
  };
  const flag = (name: string): boolean | undefined => {
    const value = body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== "boolean")
      throw invalidArgument(`The fault's ${name} must be true or false.`);
    return value;
  };
  const format = body.body;
  if (format !== undefined && !FAULT_BODIES.includes(format as FaultBodyFormat)) {
    throw invalidArgument(`The fault's body must be one of ${FAULT_BODIES.join(", ")}.`);
  }
  return {
    route: requiredString(body.route, "route"),
    latencyMs: whole("latency_ms"),
    status: whole("status"),
    grpcCode: whole("grpc_code"),
    message: optionalString(body.message, "message"),
    retryAfterSec: whole("retry_after"),
    body: format as FaultBodyFormat | undefined,
    dropBeforeApply: flag("drop_before_apply"),
    dropAfterApply: flag("drop_after_apply"),
    times: whole("times"),
  };
}

function faultJson(fault: ReturnType<Sandbox["faults"]["list"]>[number]): Record<string, unknown> {
  return {
    id: fault.id,
    route: fault.operation,
    latency_ms: fault.latencyMs ?? null,
    status: fault.status ?? null,
    grpc_code: fault.grpcCode ?? null,
    message: fault.message ?? null,
    retry_after: fault.retryAfterSec ?? null,
    body: fault.body ?? null,
    drop_before_apply: fault.dropBeforeApply ?? false,
    drop_after_apply: fault.dropAfterApply ?? false,
    remaining: fault.remaining ?? null,
  };
}

function pathSegments(path: string): string[] {
  try {
    return path
      .split("/")
      .filter((segment) => segment !== "")
      .map((segment) => decodeURIComponent(segment));
  } catch {
    throw invalidArgument("The path is not validly URL-encoded.");
  }
}

function unknownMerchant(): SandboxError {
  return notFound("There is no merchant with this id in the sandbox.");
}

function noRoute(path: string): SandboxError {
  return notFound(`There is no sandbox admin route ${path} for this method.`);
}

function iso(millis: number): string {
  return new Date(millis).toISOString();
}

function ok(body: Record<string, unknown>): Answer {
  return { status: 200, body };
}
