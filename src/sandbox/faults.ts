/**
 * Fault injection for tests of gateway clients: per operation, added
 * latency, an error answer (any status, B.4 body, optional `Retry-After`),
 * or a dropped connection before or after the request took effect (the
 * "outcome unknown" case of B.8). Faults apply in the order added; each
 * applies to every matching request until cleared, or `times` requests.
 */
import type { GatewayOperation } from "../gateway/types.ts";
import { invalidArgument } from "./errors.ts";
import { operationAtPath } from "./gateway-routes.ts";

/** Gateway operations by their contract number (4.1 to 4.7). */
export const OPERATION_BY_NUMBER: Record<string, GatewayOperation> = {
  "4.1": "sendPayment",
  "4.2": "createInvoice",
  "4.3": "sendOnchain",
  "4.4": "invoiceFromLnurl",
  "4.5": "getBalance",
  "4.6": "getLnurl",
  "4.7": "getMerchantLnurl",
};

const OPERATIONS = new Set<string>(Object.values(OPERATION_BY_NUMBER));

/** How an injected error body looks: B.4 JSON, B.4 with `code` as a string, a proxy's HTML, or nothing. */
export type FaultBodyFormat = "json" | "json_string_code" | "html" | "empty";

/** One fault to inject. */
export interface FaultInput {
  /**
   * An operation name (`sendPayment` …), its number (`4.1` …), its contract
   * path (`/gateway/api/lightning/v1/payment/send`) or `*` for all.
   */
  route: string;
  /** Wait this long before handling the request (or before the error answer). */
  latencyMs?: number | undefined;
  /** Answer with this HTTP status instead of handling the request. */
  status?: number | undefined;
  /** The gRPC `code` of that answer; default: the one B.4 pairs with the status. */
  grpcCode?: number | undefined;
  /** The `message` of that answer; default "injected fault". */
  message?: string | undefined;
  /** Adds `Retry-After: <seconds>` to that answer. */
  retryAfterSec?: number | undefined;
  /** Shape of that answer's body (default `json`). */
  body?: FaultBodyFormat | undefined;
  /** Close the connection without handling the request. */
  dropBeforeApply?: boolean | undefined;
  /** Handle the request (state changes), then close the connection without answering. */
  dropAfterApply?: boolean | undefined;
  /** Apply to this many matching requests, then disappear; default: until cleared. */
  times?: number | undefined;
}

/** A registered fault: its id, normalised operation and remaining uses. */
export interface Fault extends FaultInput {
  id: string;
  operation: GatewayOperation | "*";
  remaining: number | undefined;
}

export class FaultBook {
  #faults: Fault[] = [];
  #nextId = 1;

  /** Registers a fault; 400 INVALID_ARGUMENT when it is inconsistent. */
  add(input: FaultInput): Fault {
    const operation =
      input.route === "*"
        ? "*"
        : (OPERATION_BY_NUMBER[input.route] ??
          (OPERATIONS.has(input.route)
            ? (input.route as GatewayOperation)
            : operationAtPath(input.route)));
    if (operation === undefined) {
      throw invalidArgument(
        `Unknown fault route ${JSON.stringify(input.route)}: use an operation name (sendPayment, createInvoice, sendOnchain, invoiceFromLnurl, getBalance, getLnurl, getMerchantLnurl), its number 4.1 to 4.7, its /gateway/… path, or *.`,
      );
    }
    checkWhole(input.latencyMs, "latencyMs", 0, 600_000);
    checkWhole(input.status, "status", 100, 599);
    checkWhole(input.grpcCode, "grpcCode", 0, 16);
    checkWhole(input.retryAfterSec, "retryAfterSec", 0, 86_400);
    checkWhole(input.times, "times", 1, 1_000_000);
    const actions = [input.status !== undefined, input.dropBeforeApply, input.dropAfterApply];
    if (actions.filter(Boolean).length > 1) {
      throw invalidArgument(
        "A fault can answer with a status, drop before, or drop after: one of them.",
      );
    }
    if (!actions.some(Boolean) && input.latencyMs === undefined) {
      throw invalidArgument("A fault needs latencyMs, status, dropBeforeApply or dropAfterApply.");
    }
    const fault: Fault = {
      ...input,
      id: `fault_${this.#nextId++}`,
      operation,
      remaining: input.times,
    };
    this.#faults.push(fault);
    return fault;
  }

  /** The first fault matching `operation`, counting one use; undefined when none applies. */
  take(operation: GatewayOperation): Fault | undefined {
    const fault = this.#faults.find((f) => f.operation === "*" || f.operation === operation);
    if (!fault) return undefined;
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.#faults = this.#faults.filter((f) => f !== fault);
    }
    return fault;
  }

  /** The faults in force. */
  list(): Fault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  /** Removes every fault. */
  clear(): void {
    this.#faults = [];
  }
}

function checkWhole(value: number | undefined, name: string, min: number, max: number): void {
  if (value === undefined) return;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw invalidArgument(`The fault's ${name} must be a whole number from ${min} to ${max}.`);
  }
}
