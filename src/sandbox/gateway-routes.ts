/**
 * The seven contract operations (4.1 to 4.7) on top of the ledger: route
 * matching, authentication, field checks, and the success bodies. Each
 * handler checks everything before changing state, and awaits persistence
 * before answering.
 */
import type { GatewayOperation } from "../gateway/types.ts";
import { type AuthRules, authenticate, requireKnownKey } from "./auth.ts";
import {
  failedPrecondition,
  GRPC_UNIMPLEMENTED,
  invalidArgument,
  notFound,
  permissionDenied,
  SandboxError,
} from "./errors.ts";
import {
  type Answer,
  optionalString,
  parseJsonObject,
  queryValue,
  requiredString,
  satoshiField,
} from "./http.ts";
import type { SandboxLedger } from "./ledger.ts";
import type { LnurlPayService } from "./lnurl-pay-service.ts";
import type { NonceGuard } from "./nonce-guard.ts";
import type { MerchantRecord } from "./state.ts";

/** A matched contract route: its operation, method and decoded path parameter. */
export interface GatewayRoute {
  operation: GatewayOperation;
  method: "GET" | "POST";
  /** The LNURL of 4.4 or the merchant id of 4.7. */
  parameter: string | undefined;
}

const LIGHTNING = "/gateway/api/lightning/v1";
const BITCOIN = "/gateway/api/bitcoin/v1";

const FIXED_ROUTES: Record<string, Omit<GatewayRoute, "parameter">> = {
  [`${LIGHTNING}/payment/send`]: { operation: "sendPayment", method: "POST" },
  [`${LIGHTNING}/invoice`]: { operation: "createInvoice", method: "POST" },
  [`${BITCOIN}/payment/send`]: { operation: "sendOnchain", method: "POST" },
  [`${LIGHTNING}/balance`]: { operation: "getBalance", method: "GET" },
  [`${LIGHTNING}/lnurl/address`]: { operation: "getLnurl", method: "GET" },
};

const PARAMETER_ROUTES: ReadonlyArray<readonly [string, Omit<GatewayRoute, "parameter">]> = [
  [`${LIGHTNING}/invoice/from/lnurl/`, { operation: "invoiceFromLnurl", method: "GET" }],
  [`${LIGHTNING}/lnurl/address/for/merchant/`, { operation: "getMerchantLnurl", method: "GET" }],
];

/**
 * The route of `path` (no query), or a SandboxError: 404 for an unknown
 * path, 405 for a known path with another method, 400 for a parameter that
 * is not valid percent-encoding.
 */
export function matchGatewayRoute(method: string, path: string): GatewayRoute | SandboxError {
  let route: GatewayRoute | undefined;
  const fixed = FIXED_ROUTES[path];
  if (fixed) route = { ...fixed, parameter: undefined };
  for (const [prefix, template] of PARAMETER_ROUTES) {
    if (route || !path.startsWith(prefix)) continue;
    const raw = path.slice(prefix.length);
    if (raw === "" || raw.includes("/")) continue;
    try {
      route = { ...template, parameter: decodeURIComponent(raw) };
    } catch {
      return invalidArgument("The path parameter is not validly URL-encoded.");
    }
  }
  if (!route) return notFound(`There is no gateway operation at ${path}.`);
  if (route.method !== method) {
    return new SandboxError(405, GRPC_UNIMPLEMENTED, `Use ${route.method} for this operation.`);
  }
  return route;
}

/**
 * The operation at a contract path (any method; a parameter segment may be
 * anything, such as `{merchant_id}`), or undefined. Used to name fault routes.
 */
export function operationAtPath(path: string): GatewayOperation | undefined {
  const fixed = FIXED_ROUTES[path];
  if (fixed) return fixed.operation;
  for (const [prefix, template] of PARAMETER_ROUTES) {
    const rest = path.startsWith(prefix) ? path.slice(prefix.length) : "";
    if (rest !== "" && !rest.includes("/")) return template.operation;
  }
  return undefined;
}

/** Everything the handlers use. */
export interface GatewayDeps {
  ledger: SandboxLedger;
  nonces: NonceGuard;
  lnurl: LnurlPayService;
  /** 4.4: the invoice behind an LNURL for an amount. */
  invoiceFromLnurl: (lnurl: string, amountSat: number) => Promise<string>;
  /** Persists the state; awaited before a changed state is reported. */
  commit: () => Promise<void>;
}

/** One received request, as the handlers need it. */
export interface GatewayRequest {
  /** From `/gateway` on, exactly as received (the signed text). */
  pathAndQuery: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Runs one contract operation; throws SandboxError for a refusal. */
export async function handleGatewayRequest(
  route: GatewayRoute,
  request: GatewayRequest,
  deps: GatewayDeps,
): Promise<Answer> {
  const { ledger } = deps;
  switch (route.operation) {
    case "sendPayment": {
      const { merchant, body } = authenticatePost(request, deps);
      const invoice = requiredString(body.invoice, "invoice").trim();
      const { payment } = ledger.payInvoice(merchant.id, invoice);
      await deps.commit();
      return ok({
        payment_hash: payment.paymentHash,
        amount: String(payment.amountSat),
        fee: String(payment.feeSat),
      });
    }
    case "createInvoice": {
      const { merchant, body } = authenticatePost(request, deps);
      const amountSat = satoshiField(body.amount, "amount");
      const description = optionalString(body.description, "description") ?? "";
      const invoice = ledger.createInvoice(merchant.id, amountSat, { description });
      await deps.commit();
      return ok({ id: invoice.paymentHash, invoice: invoice.paymentRequest });
    }
    case "sendOnchain": {
      const { merchant, body } = authenticatePost(request, deps);
      const address = requiredString(body.bitcoin_address, "bitcoin_address");
      const amountSat = satoshiField(body.amount, "amount");
      const payment = ledger.sendOnchain(merchant.id, address, amountSat);
      await deps.commit();
      return ok({
        txid: payment.txid,
        amount: String(payment.amountSat),
        fee: String(payment.feeSat),
      });
    }
    case "invoiceFromLnurl": {
      authenticateGet(request, deps, {});
      const amountSat = satoshiField(queryValue(request.query, "amount"), "amount");
      const invoice = await deps.invoiceFromLnurl(route.parameter ?? "", amountSat);
      await deps.commit();
      return ok({ invoice });
    }
    case "getBalance": {
      const merchant = authenticateGet(request, deps, { signatureOptional: true });
      const balance = ledger.balance(merchant.id);
      return ok({
        totalBalance: String(balance.totalSat),
        frozenAmount: String(balance.frozenSat),
      });
    }
    case "getLnurl": {
      const merchant = authenticateGet(request, deps, {});
      requireWebhook(merchant, "your account");
      return ok({ invoice: deps.lnurl.lnurlFor(merchant.id) });
    }
    case "getMerchantLnurl": {
      authenticateGet(request, deps, { nonceOptional: true });
      const target = ledger.findMerchant(route.parameter ?? "");
      if (!target) throw notFound("There is no merchant with this id on this gateway.");
      requireWebhook(target, "this merchant");
      return ok({ invoice: deps.lnurl.lnurlFor(target.id) });
    }
  }
}

/**
 * Authenticates a POST (4.1, 4.2, 4.3), whose nonce travels in the signed
 * JSON body, and checks that `merchant_id` is the key's merchant (403).
 * An unknown key is refused before the body is parsed.
 */
function authenticatePost(
  request: GatewayRequest,
  deps: GatewayDeps,
): { merchant: MerchantRecord; body: Record<string, unknown> } {
  const apiKey = header(request.headers, "x-gateway-api-key");
  requireKnownKey(deps.ledger, apiKey);
  const body = parseJsonObject(request.body);
  const merchant = authenticate(
    deps.ledger,
    deps.nonces,
    credentials(request, apiKey, nonceText(body.nonce)),
  );
  const merchantId = requiredString(body.merchant_id, "merchant_id");
  if (merchantId !== merchant.id) {
    throw permissionDenied("The merchant_id is not the merchant of this API key.");
  }
  return { merchant, body };
}

/** Authenticates a GET (4.4 to 4.7), whose nonce travels in the query. */
function authenticateGet(
  request: GatewayRequest,
  deps: GatewayDeps,
  rules: AuthRules,
): MerchantRecord {
  const apiKey = header(request.headers, "x-gateway-api-key");
  requireKnownKey(deps.ledger, apiKey);
  const nonce = queryValue(request.query, "nonce");
  return authenticate(deps.ledger, deps.nonces, credentials(request, apiKey, nonce), rules);
}

/** A nonce that is present but not a JSON string can never be valid (B.3): "" fails the pattern. */
function nonceText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : "";
}

function credentials(
  request: GatewayRequest,
  apiKey: string | undefined,
  nonce: string | undefined,
) {
  return {
    apiKey,
    signature: header(request.headers, "x-gateway-api-signature"),
    pathAndQuery: request.pathAndQuery,
    nonce,
    body: request.body,
  };
}

function requireWebhook(merchant: MerchantRecord, whose: string): void {
  if (!merchant.webhookUrl) {
    throw failedPrecondition(
      `No webhook is set up for ${whose}: set one up with the gateway before asking for an LNURL pay code.`,
    );
  }
}

function header(headers: GatewayRequest["headers"], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function ok(body: Record<string, unknown>): Answer {
  return { status: 200, body };
}
