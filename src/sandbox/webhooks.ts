/**
 * Delivery of B.7 events to merchants' webhooks: a signed POST
 * (`X-gateway-webhook-signature: t=…,v1=…`, keyed by the merchant's secret),
 * retried with exponential backoff until a 2xx answer or the attempt limit.
 * Every attempt is recorded on the event, and an event still pending when
 * the sandbox stops is resumed at the next start.
 *
 * Posted with undici's `request` (the bot's Telegram path and gateway client
 * load the same two modules): Node's `fetch` cost about three times as much CPU
 * per event, which the embedded sandbox pays on the bot's own thread for every
 * paid invoice.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Dispatcher } from "undici";
import { webhookSignatureHeader } from "../gateway/signing.ts";
import { loadUndiciAgent } from "../net/undici-agent.ts";
import { describeFetchError } from "./http.ts";
import type { SandboxLogger } from "./log.ts";
import type { EventRecord } from "./state.ts";

/** How deliveries are retried. */
export interface WebhookRetry {
  /** Attempts per event, the first included (default 8). */
  attempts: number;
  /** Wait before the second attempt; doubled each time, capped at `maxDelayMs` (default 500 ms). */
  baseDelayMs: number;
  /** Longest wait between attempts (default 60 000 ms). */
  maxDelayMs?: number;
}

/** Defaults: 8 attempts over about a minute (0.5 s, 1 s, 2 s … 32 s apart). */
export const DEFAULT_WEBHOOK_RETRY: Required<WebhookRetry> = {
  attempts: 8,
  baseDelayMs: 500,
  maxDelayMs: 60_000,
};

/** Time allowed for one delivery attempt before it counts as failed. */
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 5_000;

export interface WebhookDispatcherOptions {
  retry?: Partial<WebhookRetry>;
  timeoutMs?: number;
  /** Unix milliseconds; the `t` of each signature is taken from it. */
  clock: () => number;
  logger: SandboxLogger;
  /** The merchant's current secret key and webhook URL (looked up at each attempt). */
  merchantOf: (
    merchantId: string,
  ) => { secretKey: string; webhookUrl?: string | undefined } | undefined;
  /** Called after each attempt changed an event, to persist it. */
  onChange: (event: EventRecord) => void;
}

export class WebhookDispatcher {
  readonly #options: WebhookDispatcherOptions;
  readonly #retry: Required<WebhookRetry>;
  readonly #stop = new AbortController();
  readonly #running = new Map<string, Promise<void>>();
  #agent: Dispatcher | undefined;

  constructor(options: WebhookDispatcherOptions) {
    this.#options = options;
    this.#retry = {
      attempts: Math.max(1, Math.floor(options.retry?.attempts ?? DEFAULT_WEBHOOK_RETRY.attempts)),
      baseDelayMs: Math.max(0, options.retry?.baseDelayMs ?? DEFAULT_WEBHOOK_RETRY.baseDelayMs),
      maxDelayMs: Math.max(0, options.retry?.maxDelayMs ?? DEFAULT_WEBHOOK_RETRY.maxDelayMs),
    };
  }

  /**
   * Starts delivering a pending event, with the attempts it has left (a
   * resumed event keeps its count). Does nothing if it is already running
   * or the dispatcher is closed.
   */
  deliver(event: EventRecord): void {
    if (this.#stop.signal.aborted || this.#running.has(event.id)) return;
    const remaining = Math.max(1, this.#retry.attempts - event.attempts.length);
    this.#start(event, remaining);
  }

  /** Delivers an event again (delivered, failed or pending) with a fresh set of attempts. */
  redeliver(event: EventRecord): void {
    if (this.#stop.signal.aborted || this.#running.has(event.id)) return;
    event.status = "pending";
    this.#start(event, this.#retry.attempts);
  }

  /** Resolves when no delivery is in progress or waiting for a retry. */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running.values()]);
  }

  /** Stops all deliveries; events not yet delivered stay pending for the next start. */
  async close(): Promise<void> {
    this.#stop.abort();
    await this.idle();
    await this.#agent?.close();
  }

  #start(event: EventRecord, attempts: number): void {
    const run = this.#run(event, attempts).finally(() => this.#running.delete(event.id));
    this.#running.set(event.id, run);
  }

  async #run(event: EventRecord, attempts: number): Promise<void> {
    if (!this.#options.merchantOf(event.merchantId)?.webhookUrl) {
      // Nowhere to send it: recorded as failed at once instead of retried
      // for nothing; it can be redelivered once a webhook is set.
      event.attempts.push({ at: this.#options.clock(), error: "the merchant has no webhook URL" });
      event.status = "failed";
      this.#options.onChange(event);
      return;
    }
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) {
        const delay = Math.min(
          this.#retry.baseDelayMs * 2 ** (attempt - 1),
          this.#retry.maxDelayMs,
        );
        try {
          await sleep(delay, undefined, { signal: this.#stop.signal });
        } catch {
          return; // closed: stays pending
        }
      }
      const delivered = await this.#attempt(event);
      if (this.#stop.signal.aborted && !delivered) return;
      this.#options.onChange(event);
      if (delivered) return;
    }
    event.status = "failed";
    this.#options.onChange(event);
    this.#options.logger.warn(
      { eventId: event.id, merchantId: event.merchantId, attempts: event.attempts.length },
      "webhook delivery gave up",
    );
  }

  /** One POST; true on a 2xx answer. The attempt is recorded on the event. */
  async #attempt(event: EventRecord): Promise<boolean> {
    const at = this.#options.clock();
    const merchant = this.#options.merchantOf(event.merchantId);
    const url = merchant?.webhookUrl;
    if (!merchant || !url) {
      event.attempts.push({ at, error: "the merchant has no webhook URL" });
      return false;
    }
    const timestampSec = Math.floor(at / 1000);
    try {
      const target = new URL(url);
      this.#agent ??= loadUndiciAgent();
      const response = await this.#agent.request({
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-gateway-webhook-signature": webhookSignatureHeader(
            merchant.secretKey,
            timestampSec,
            event.body,
          ),
          // What Node's fetch sent before, so a receiver (or a proxy) sees the same client.
          "user-agent": "node",
        },
        body: event.body,
        // A redirect is not followed (undici's request never does): a 3xx is a failed attempt.
        signal: AbortSignal.any([
          this.#stop.signal,
          AbortSignal.timeout(this.#options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS),
        ]),
      });
      await response.body.dump().catch(() => {});
      event.attempts.push({ at, url, status: response.statusCode });
      if (response.statusCode >= 200 && response.statusCode < 300) {
        event.status = "delivered";
        this.#options.logger.debug(
          { eventId: event.id, merchantId: event.merchantId, host: target.host },
          "webhook delivered",
        );
        return true;
      }
      return false;
    } catch (error) {
      if (this.#stop.signal.aborted) return false; // closing: not a real attempt
      event.attempts.push({ at, url, error: describeFetchError(error) });
      return false;
    }
  }
}
