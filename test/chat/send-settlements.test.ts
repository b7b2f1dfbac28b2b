/**
 * How features tell people about a send a crash cut off
 * (src/chat/send-settlements.ts): the first announcer that told the payer
 * stops the default note; one that fails is logged and the next is asked.
 */
import type { Api } from "grammy";
import { describe, expect, it } from "vitest";
import { announceSettledSend, type SettledSendAnnouncer } from "../../src/chat/send-settlements.ts";
import type { Operation } from "../../src/operations/ledger.ts";
import type { Services } from "../../src/services.ts";

const api = {} as Api;

function operation(id: string): Operation {
  return {
    id,
    userId: 1,
    kind: "tip-sent",
    state: "unknown",
    amountSat: 100,
    createdAt: 0,
    updatedAt: 0,
  };
}

function depsLogging(warnings: unknown[][]): Services {
  return {
    logger: {
      warn: (...args: unknown[]) => warnings.push(args),
    },
  } as unknown as Services;
}

describe("announceSettledSend", () => {
  it("is false when no announcer knows the send, true once one told the payer", async () => {
    const asked: string[] = [];
    const announcers: SettledSendAnnouncer[] = [
      async (_api, _deps, op) => {
        asked.push(`first:${op.id}`);
        return op.id === "told-by-first";
      },
      async (_api, _deps, op) => {
        asked.push(`second:${op.id}`);
        return false;
      },
    ];
    const warnings: unknown[][] = [];
    const deps = depsLogging(warnings);
    expect(await announceSettledSend(api, deps, operation("nobody's"), announcers)).toBe(false);
    expect(await announceSettledSend(api, deps, operation("told-by-first"), announcers)).toBe(true);
    expect(asked.filter((entry) => entry.endsWith("nobody's"))).toEqual([
      "first:nobody's",
      "second:nobody's",
    ]);
    // The one that told the payer is the last asked.
    expect(asked.filter((entry) => entry.endsWith("told-by-first"))).toEqual([
      "first:told-by-first",
    ]);
    expect(warnings).toEqual([]);
  });

  it("logs an announcer that fails, with the operation id, and asks the next", async () => {
    const announcers: SettledSendAnnouncer[] = [
      async (_api, _deps, op) => {
        if (op.id === "breaks") throw new Error("Telegram said no");
        return false;
      },
      async (_api, _deps, op) => op.id === "breaks",
    ];
    const warnings: unknown[][] = [];
    expect(
      await announceSettledSend(api, depsLogging(warnings), operation("breaks"), announcers),
    ).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.[0]).toMatchObject({ operation_id: "breaks" });
  });
});
