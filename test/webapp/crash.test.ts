/**
 * A crash in the middle of a payment made from the Mini App: the bot runs
 * as its own process (`node src/main.ts`, embedded sandbox) and is killed
 * (SIGKILL) at each step of the send with a crash point (LNBOT_CRASH_AT).
 * Restarted, the same Pay press, and a fresh quote of the same invoice, get
 * the payment's state (unknown after its claim, never re-sent; before its
 * claim nothing left, so the press pays it now), and the gateway's books
 * hold it once or not at all.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeInvoice } from "../../src/bitcoin/bolt11.ts";
import type { CrashPoint } from "../../src/operations/crash-points.ts";
import type { DecodeResponse, InvoiceResponse, PayOutcome } from "../../src/webapp/api-types.ts";
import { type ChildBot, startChildBot } from "../reliability/support/child-bot.ts";
import { expireLeases, sandboxState } from "../reliability/support/data-dir.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { signInitData } from "../support/init-data.ts";
import { createUser, TelegramFake } from "../support/telegram-fake.ts";

let fake: TelegramFake;
beforeAll(async () => {
  fake = new TelegramFake();
  await fake.start();
});
afterAll(async () => {
  await fake.close();
});

/** The public HTTP port a child bot logged at start-up. */
function portOf(child: ChildBot): number {
  for (const line of child.lines) {
    const port = /"port":(\d+)/.exec(line)?.[1];
    if (port && line.includes('"msg":"bot @')) return Number(port);
  }
  throw new Error("the bot did not log its port");
}

async function call<T>(
  port: number,
  user: ReturnType<typeof createUser>,
  method: string,
  route: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const initData = signInitData(fake.token, {
    user: { id: user.id, first_name: user.first_name },
    authDate: Math.floor(Date.now() / 1000),
  });
  const response = await fetch(`http://127.0.0.1:${port}/app/api${route}`, {
    method,
    headers: { authorization: `tma ${initData}`, "content-type": "application/json" },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Whether the gateway's books hold the payment by then (it left before the crash). */
const SENT_BEFORE_DEATH: Record<CrashPoint, boolean> = {
  "before-claim": false,
  "after-claim": false,
  "after-send": true,
  "before-ledger-update": true,
};

describe("a crash during a payment from the app", () => {
  for (const point of Object.keys(SENT_BEFORE_DEATH) as Array<keyof typeof SENT_BEFORE_DEATH>) {
    const claimed = point !== "before-claim";
    it(`killed ${point}: ${claimed ? "unknown" : "paid"} after the restart, never sent twice`, async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "lnbot-webapp-crash-"));
      const payer = createUser(3301, "Payer");
      const payee = createUser(3302, "Payee");
      let child: ChildBot | undefined;
      let restarted: TestBot | undefined;
      try {
        child = await startChildBot({ fake, dataDir, env: { LNBOT_CRASH_AT: point } });
        let port = portOf(child);
        const invoice = await call<InvoiceResponse>(port, payee, "POST", "/invoice", {
          amountSat: 1_000,
        });
        expect(invoice.status).toBe(200);
        const hash = decodeInvoice(invoice.body.bolt11).paymentHash;
        const quote = await call<DecodeResponse>(port, payer, "POST", "/decode", {
          text: invoice.body.bolt11,
        });
        expect(quote.status).toBe(200);
        // The press kills the bot: the connection drops without an answer.
        const press = await call(port, payer, "POST", "/pay", {
          quoteId: quote.body.quoteId,
        }).catch((error: unknown) => error);
        expect(press).toBeInstanceOf(Error);
        expect((await child.exited).signal).toBe("SIGKILL");
        const sends = (await sandboxState(dataDir)).payments.filter((p) => p.paymentHash === hash);
        expect(sends).toHaveLength(SENT_BEFORE_DEATH[point] ? 1 : 0);
        // What a dead holder's leases do by themselves after their time.
        expireLeases(dataDir);

        // Restarted in this process on the same data folder: the crash is the killed process's,
        // and what a start finds in the store is the same (one Node start fewer per point).
        restarted = await startTestBot({ fake, dataDir });
        port = restarted.app.httpPort;
        const again = await call<PayOutcome>(port, payer, "POST", "/pay", {
          quoteId: quote.body.quoteId,
        });
        expect(again.status).toBe(200);
        expect(again.body.outcome).toBe(claimed ? "unknown" : "paid");
        // A second copy of the app with the same invoice finds the same payment.
        const other = await call<DecodeResponse>(port, payer, "POST", "/decode", {
          text: invoice.body.bolt11,
        });
        const third = await call<PayOutcome>(port, payer, "POST", "/pay", {
          quoteId: other.body.quoteId,
        });
        expect(third.body).toMatchObject({
          outcome: claimed ? "unknown" : "paid",
          historyId: again.body.historyId,
        });
        const entry = await call<{ status: string }>(
          port,
          payer,
          "GET",
          `/history/${again.body.historyId}`,
        );
        expect(entry.body.status).toBe(claimed ? "unknown" : "sent");
        await restarted.stop();
        restarted = undefined;
        const after = (await sandboxState(dataDir)).payments.filter((p) => p.paymentHash === hash);
        expect(after).toHaveLength(claimed ? (SENT_BEFORE_DEATH[point] ? 1 : 0) : 1);
      } finally {
        await child?.kill();
        await restarted?.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  }
});
