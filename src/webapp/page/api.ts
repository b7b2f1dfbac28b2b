/**
 * The page's calls to the bot's API under /app/api/. Every call carries
 * Telegram's initData (`Authorization: tma …`), which the server checks;
 * the page holds no other credential.
 */
import { telegram } from "./telegram.ts";

/** An answer other than 2xx: its status and, when the server gave one, its error and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** A sentence for the user, in their language, when the server wrote one. */
  readonly userMessage: string | undefined;

  constructor(status: number, body: { error?: string; message?: string } | undefined) {
    super(`API answered ${status}${body?.error ? ` (${body.error})` : ""}`);
    this.name = "ApiError";
    this.status = status;
    this.code = body?.error;
    this.userMessage = body?.message;
  }
}

/** The network failed or the answer was not JSON: nothing is known about the request's effect. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super("the bot could not be reached", { cause });
    this.name = "NetworkError";
  }
}

/** Calls `path` (under /app/api/) with `body` as JSON when given; resolves with the JSON answer. */
export async function api<T>(
  path: string,
  options: { method?: "GET" | "POST" | "PATCH"; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`api/${path}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers: {
        authorization: `tma ${telegram.initData}`,
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (!response.ok) throw new ApiError(response.status, undefined);
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, json as { error?: string });
  return json as T;
}

const prefetched = new Map<string, Promise<unknown>>();

/**
 * Starts a GET of `path` now, for a screen about to need it (home's figures
 * load while the user's texts do, not after them). Its answer is kept for
 * one `takePrefetched`.
 */
export function prefetch(path: string): void {
  const started = api(path);
  // A failure is reported by the screen that takes it; until then it is not unhandled.
  started.catch(() => undefined);
  prefetched.set(path, started);
}

/** The GET of `path` started by `prefetch`, once; else a new one. */
export function takePrefetched<T>(path: string, signal: AbortSignal): Promise<T> {
  const started = prefetched.get(path);
  prefetched.delete(path);
  return (started as Promise<T> | undefined) ?? api<T>(path, { signal });
}
