/**
 * Small node:http helpers for the sandbox: bounded body reading, JSON
 * answers and B.4 error answers, and digit-string field parsing.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyTooLargeError, readBodyBytes } from "../server/http.ts";
import { invalidArgument, type SandboxError } from "./errors.ts";
import { MAX_SUPPLY_SAT } from "./ledger.ts";

/** Largest request body read; the contract's bodies are a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/** An answer before it is written: status, JSON body, extra headers. */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Reads the whole body (at most `MAX_BODY_BYTES`, else 400 INVALID_ARGUMENT). */
export async function readBody(request: IncomingMessage): Promise<Buffer> {
  try {
    return await readBodyBytes(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    throw invalidArgument(`The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  }
}

/** Writes a JSON answer (no caching: every figure is live). */
export function sendAnswer(response: ServerResponse, answer: Answer): void {
  const text = JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
    ...answer.headers,
  });
  response.end(text);
}

/** The B.4 answer of a refusal. */
export function errorAnswer(error: SandboxError): Answer {
  return { status: error.httpStatus, body: error.toBody() };
}

/** Parses a JSON object body; 400 INVALID_ARGUMENT for anything else. An empty body is `{}` when allowed. */
export function parseJsonObject(body: Buffer, allowEmpty = false): Record<string, unknown> {
  if (body.length === 0 && allowEmpty) return {};
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    throw invalidArgument("The request body must be a JSON object.");
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw invalidArgument("The request body must be a JSON object.");
  }
  return value as Record<string, unknown>;
}

/** A string field, or undefined when absent; 400 when present but not a string. */
export function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidArgument(`The field ${field} must be a JSON string.`);
  return value;
}

/** A required string field; 400 when absent or not a string. */
export function requiredString(value: unknown, field: string): string {
  const text = optionalString(value, field);
  if (text === undefined) throw invalidArgument(`The field ${field} is required.`);
  return text;
}

/**
 * A satoshi amount written as a JSON string of digits (contract A: every
 * numeric quantity is a digit string): 1 to `MAX_SUPPLY_SAT`. With
 * `acceptNumbers` a JSON integer is taken too (admin routes, for curl users).
 */
export function satoshiField(value: unknown, field: string, acceptNumbers = false): number {
  const text =
    acceptNumbers && typeof value === "number" && Number.isSafeInteger(value)
      ? String(value)
      : value;
  if (value === undefined) throw invalidArgument(`The field ${field} is required.`);
  if (typeof text !== "string" || !/^\d{1,16}$/.test(text)) {
    throw invalidArgument(
      `The field ${field} must be a whole number of satoshi written as a string of digits, like "1500".`,
    );
  }
  const amount = Number(text);
  if (amount < 1 || amount > MAX_SUPPLY_SAT) {
    throw invalidArgument(`The field ${field} must be from 1 to ${MAX_SUPPLY_SAT} satoshi.`);
  }
  return amount;
}

/** The one value of a query parameter; 400 when it is repeated. */
export function queryValue(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  if (values.length > 1)
    throw invalidArgument(`The query parameter ${name} is given more than once.`);
  return values[0];
}

/** A short reason for a failed request, without URLs or bodies. */
export function describeFetchError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError") return "timed out";
    // fetch wraps the socket's error as `cause`; undici's request throws it as it is.
    const cause = (error as { cause?: unknown }).cause;
    const code =
      (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
    if (typeof code === "string") return `connection failed (${code})`;
    return error.message.slice(0, 200);
  }
  return "request failed";
}
