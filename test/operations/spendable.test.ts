import { describe, expect, it } from "vitest";
import type { Gateway } from "../../src/gateway/client.ts";
import type { Logger } from "../../src/logger.ts";
import { spendableOrUnknown } from "../../src/operations/spendable.ts";

const credentials = { merchantId: "m", apiKey: "k", secretKey: "s" };

function gatewayWith(getBalance: () => Promise<{ spendableSat: number }>): Gateway {
  return { account: () => ({ getBalance }) } as unknown as Gateway;
}

/** A logger that keeps the messages of its warnings. */
function recordingLog(): { log: Pick<Logger, "warn">; warnings: string[] } {
  const warnings: string[] = [];
  const warn = (_fields: unknown, message: string) => {
    warnings.push(message);
  };
  return { log: { warn } as unknown as Pick<Logger, "warn">, warnings };
}

describe("the funds check before a payment is offered", () => {
  it("says what the payer can spend", async () => {
    const { log, warnings } = recordingLog();
    const gateway = gatewayWith(async () => ({ spendableSat: 1_234 }));
    expect(await spendableOrUnknown(gateway, credentials, log, "a tip confirmation")).toBe(1_234);
    expect(warnings).toEqual([]);
  });

  it("does not block when the balance cannot be read, and logs what it was for", async () => {
    const { log, warnings } = recordingLog();
    const gateway = gatewayWith(async () => {
      throw new Error("gateway down");
    });
    expect(await spendableOrUnknown(gateway, credentials, log, "a tip confirmation")).toBe(
      undefined,
    );
    expect(warnings).toEqual(["balance check before a tip confirmation failed; continuing"]);
  });
});
