/**
 * `npm run sandbox`: the sandbox gateway on its own (settings in config.ts;
 * default http://127.0.0.1:8650, state in ./data/sandbox.sqlite, regtest).
 *
 *   npm run sandbox -- --merchants 2 --balance 100000
 *
 * creates two funded merchants at start and prints their credentials: the
 * only secrets it ever prints. More merchants: POST /sandbox/merchants.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { createLogger } from "../logger.ts";
import { stopOnSignals } from "../shutdown.ts";
import { loadStandaloneConfig, SandboxConfigError } from "./config.ts";
import { isLoopbackHost } from "./lnurl-pay-client.ts";
import { startSandbox } from "./server.ts";

/** How long shutdown may take before the process exits anyway. */
const SHUTDOWN_LIMIT_MS = 10_000;

if (existsSync(".env")) process.loadEnvFile(".env");

let args: { merchants: number; balance: number };
let config: ReturnType<typeof loadStandaloneConfig>;
try {
  args = readArgs();
  config = loadStandaloneConfig();
} catch (error) {
  if (error instanceof SandboxConfigError) {
    for (const problem of error.problems) console.error(`config: ${problem}`);
  } else {
    console.error(`usage: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(2);
}

const logger = createLogger(config.logLevel);
const sandbox = await startSandbox({ ...config.options, logger }).catch((error: unknown) => {
  logger.fatal({ err: error }, "the sandbox gateway could not start");
  process.exit(1);
});
logger.info(
  {
    url: sandbox.url,
    network: sandbox.network,
    state: config.options.statePath,
    adminToken: config.options.adminToken ? "required" : "not set",
  },
  `sandbox gateway (test money) at ${sandbox.url}; admin routes under ${sandbox.url}/sandbox/`,
);
if (!isLoopbackHost(config.options.host) && !config.options.adminToken) {
  logger.warn(
    { host: config.options.host },
    "the sandbox listens beyond loopback without SANDBOX_ADMIN_TOKEN: anyone who reaches it can create and fund merchants",
  );
}

for (let index = 0; index < args.merchants; index++) {
  const created = await sandbox.createMerchant({ balanceSat: args.balance });
  // Asked for on the command line: the one place credentials are printed.
  console.log(
    `merchant ${index + 1}: GATEWAY_MERCHANT_ID=${created.merchantId} GATEWAY_API_KEY=${created.apiKey} GATEWAY_SECRET_KEY=${created.secretKey}`,
  );
}

stopOnSignals(logger, () => sandbox.close(), SHUTDOWN_LIMIT_MS);

function readArgs(): { merchants: number; balance: number } {
  const { values } = parseArgs({
    options: { merchants: { type: "string" }, balance: { type: "string" } },
    strict: true,
  });
  const merchants = Number(values.merchants ?? "0");
  const balance = Number(values.balance ?? "100000");
  if (!Number.isSafeInteger(merchants) || merchants < 0 || merchants > 100) {
    throw new Error("--merchants takes a whole number from 0 to 100");
  }
  if (!Number.isSafeInteger(balance) || balance < 0) {
    throw new Error("--balance takes a whole number of satoshi");
  }
  return { merchants, balance };
}
