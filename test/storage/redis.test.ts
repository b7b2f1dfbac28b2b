import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { openStore } from "../../src/storage/index.ts";
import { describeStoreContract } from "./contract.ts";

// Started by scripts/services.sh (CI does); without it the suite is listed as skipped.
const url = process.env.TEST_REDIS_URL;

let dataDir = "";
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "store-redis-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describeStoreContract({
  name: "redis",
  shared: true,
  skipReason: url
    ? undefined
    : 'TEST_REDIS_URL is not set; run: eval "$(scripts/services.sh start)"',
  open: () => openStore({ url, dataDir }),
  get processTarget() {
    return { url, dataDir };
  },
});
