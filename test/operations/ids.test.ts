import { describe, expect, it } from "vitest";
import { newOperationId } from "../../src/operations/ids.ts";

describe("newOperationId", () => {
  it("gives 22 base64url characters (16 bytes), never the same twice, across the pool's refills", () => {
    // 10 000 ids draw 160 000 bytes: the 4 kB pool is refilled about 40 times.
    const ids = Array.from({ length: 10_000 }, () => newOperationId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(ids[0] ?? "", "base64url")).toHaveLength(16);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
