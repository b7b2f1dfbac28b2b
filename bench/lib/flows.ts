/**
 * What one synthetic user does in one iteration of a scenario, with the
 * latency of each step measured at the Telegram fake (update injected →
 * the bot's reply received by the fake).
 */
import type { FakeMessage, TelegramFake } from "../../test/support/telegram-fake.ts";
import {
  type BenchUser,
  buttonData,
  codeText,
  FlowError,
  messageState,
  nextBotMessage,
} from "./chat.ts";

/** The latencies of one iteration's steps (ms) and how many updates it injected. */
export interface FlowOutcome {
  steps: Record<string, number>;
  updates: number;
}

/** One iteration for one user. Throws FlowError on a wrong answer, InputExhausted when out of input. */
export type Flow = (user: BenchUser) => Promise<FlowOutcome>;

/** The flow has nothing left to work on (e.g. no unpaid invoice): its worker stops. */
export class InputExhausted extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InputExhausted";
  }
}

/** How long a flow waits for one answer of the bot. */
export const ANSWER_TIMEOUT_MS = 15_000;

/** Amount of every benchmark invoice, in sat. */
export const INVOICE_SAT = 1_000;

/** The command the /invoice scenario sends. */
export const INVOICE_COMMAND = `/invoice ${INVOICE_SAT} x`;

/** Unpaid invoices made through the bot, handed out once each, oldest first. */
export class InvoicePool {
  #items: string[] = [];
  #next = 0;

  add(invoice: string): void {
    this.#items.push(invoice);
  }

  /** The next unpaid invoice, or undefined when none is left. */
  take(): string | undefined {
    const invoice = this.#items[this.#next];
    if (invoice === undefined) return undefined;
    this.#next += 1;
    // Drop handed-out invoices now and then so the array does not only grow.
    if (this.#next > 4_096) {
      this.#items = this.#items.slice(this.#next);
      this.#next = 0;
    }
    return invoice;
  }

  get size(): number {
    return this.#items.length - this.#next;
  }
}

function firstLine(message: FakeMessage): string {
  return (
    (message.text ?? message.caption ?? `(${message.method})`).split("\n")[0]?.slice(0, 100) ?? ""
  );
}

/** `/invoice 1000 x` → the QR photo with the invoice in its caption; the invoice goes to `pool`. */
export function invoiceFlow(fake: TelegramFake, pool?: InvoicePool): Flow {
  return async ({ user, chat }) => {
    const injectedAt = performance.now();
    const sent = fake.sendText(user, chat, INVOICE_COMMAND);
    const reply = await nextBotMessage(
      fake,
      chat.id,
      sent.message.message_id,
      () => true,
      ANSWER_TIMEOUT_MS,
      "the answer to /invoice",
    );
    const invoice = codeText(reply.message);
    if (reply.message.method !== "sendPhoto" || !reply.message.photoBytes?.length || !invoice) {
      throw new FlowError(`/invoice answered without a QR photo: ${firstLine(reply.message)}`);
    }
    pool?.add(invoice);
    return { steps: { reply: reply.at - injectedAt }, updates: 1 };
  };
}

/** `/balance` → the balance message. */
export function balanceFlow(fake: TelegramFake): Flow {
  return async ({ user, chat }) => {
    const injectedAt = performance.now();
    const sent = fake.sendText(user, chat, "/balance");
    const reply = await nextBotMessage(
      fake,
      chat.id,
      sent.message.message_id,
      () => true,
      ANSWER_TIMEOUT_MS,
      "the answer to /balance",
    );
    if (!reply.message.text?.includes("Spendable")) {
      throw new FlowError(`/balance answered something else: ${firstLine(reply.message)}`);
    }
    return { steps: { reply: reply.at - injectedAt }, updates: 1 };
  };
}

/** `/history` → the first page of the user's stored operations (a user with none gets another text: an error). */
export function historyFlow(fake: TelegramFake): Flow {
  return async ({ user, chat }) => {
    const injectedAt = performance.now();
    const sent = fake.sendText(user, chat, "/history");
    const reply = await nextBotMessage(
      fake,
      chat.id,
      sent.message.message_id,
      () => true,
      ANSWER_TIMEOUT_MS,
      "the answer to /history",
    );
    if (!reply.message.text?.includes("History")) {
      throw new FlowError(`/history answered something else: ${firstLine(reply.message)}`);
    }
    return { steps: { reply: reply.at - injectedAt }, updates: 1 };
  };
}

/**
 * A full payment: the user pastes another user's invoice → the bot's
 * confirmation with Pay / Cancel → the user presses Pay → the confirmation
 * is edited to the outcome. Two updates.
 */
export function payFlow(fake: TelegramFake, pool: InvoicePool): Flow {
  return async ({ user, chat }) => {
    const invoice = pool.take();
    if (invoice === undefined) throw new InputExhausted("no unpaid invoice left to pay");
    const pastedAt = performance.now();
    const pasted = fake.sendText(user, chat, invoice);
    const confirmation = await nextBotMessage(
      fake,
      chat.id,
      pasted.message.message_id,
      () => true,
      ANSWER_TIMEOUT_MS,
      "the payment confirmation",
    );
    const pay = buttonData(confirmation.message, "send:ok:");
    if (!pay) {
      throw new FlowError(`a pasted invoice got no Pay button: ${firstLine(confirmation.message)}`);
    }
    const pressedAt = performance.now();
    fake.pressButton(user, confirmation.message, pay);
    const outcome = await messageState(
      fake,
      confirmation.message,
      (message) => /^[✅❌❓🚫]/u.test(message.text ?? ""),
      ANSWER_TIMEOUT_MS,
      "the confirmation edited to the outcome",
    );
    if (!outcome.message.text?.startsWith("✅")) {
      throw new FlowError(`the payment did not go through: ${firstLine(outcome.message)}`);
    }
    return {
      steps: {
        confirm: confirmation.at - pastedAt,
        outcome: outcome.at - pressedAt,
        total: outcome.at - pastedAt,
      },
      updates: 2,
    };
  };
}

/** Any message → the bot's one answer (the bare grammY baseline). */
export function echoFlow(fake: TelegramFake): Flow {
  return async ({ user, chat }) => {
    const injectedAt = performance.now();
    const sent = fake.sendText(user, chat, "/balance");
    const reply = await nextBotMessage(
      fake,
      chat.id,
      sent.message.message_id,
      () => true,
      ANSWER_TIMEOUT_MS,
      "the bare bot's answer",
    );
    return { steps: { reply: reply.at - injectedAt }, updates: 1 };
  };
}
