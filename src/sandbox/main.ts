/**
 * `npm run sandbox`: the sandbox gateway on its own (settings in config.ts;
 * default http://127.0.0.1:8650, state in ./data/sandbox.sqlite, regtest).
 *
 *   npm run sandbox -- --merchants 2 --balance 100000 --webhook http://127.0.0.1:8080/events
 *
 * creates two funded merchants at start, with that webhook, and prints
 * their credentials: the only secrets it ever prints. More merchants:
 * POST /sandbox/merchants. Every option: `npm run sandbox -- --help`.
 */
import { existsSync } from "node:fs";
import { createLogger, resolveLogFormat } from "../logger.ts";
import { stopOnSignals } from "../shutdown.ts";
import {
  loadStandaloneConfig,
  readStandaloneArgs,
  SandboxConfigError,
  SandboxUsageError,
  STANDALONE_USAGE,
  type StandaloneArgs,
} from "./config.ts";
import { isLoopbackHost } from "./lnurl-pay-client.ts";
import { startSandbox } from "./server.ts";

/** How long shutdown may take before the process exits anyway. */
const SHUTDOWN_LIMIT_MS = 10_000;

if (existsSync(".env")) process.loadEnvFile(".env");

let args: StandaloneArgs;
let config: ReturnType<typeof loadStandaloneConfig>;
try {
  args = readStandaloneArgs(process.argv.slice(2));
  if (args.help) {
    console.log(STANDALONE_USAGE);
    process.exit(0);
  }
  config = loadStandaloneConfig();
} catch (error) {
  if (error instanceof SandboxConfigError) {
    for (const problem of error.problems) console.error(`config: ${problem}`);
  } else if (error instanceof SandboxUsageError) {
    console.error(`usage: ${error.message}`);
  } else {
    throw error;
  }
  process.exit(2);
}

const logger = createLogger(config.logLevel, undefined, {
  format: resolveLogFormat(config.logFormat),
});
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
  const created = await sandbox.createMerchant({
    balanceSat: args.balanceSat,
    webhookUrl: args.webhookUrl,
  });
  // Asked for on the command line: the one place credentials are printed.
  console.log(
    `merchant ${index + 1}: GATEWAY_MERCHANT_ID=${created.merchantId} GATEWAY_API_KEY=${created.apiKey} GATEWAY_SECRET_KEY=${created.secretKey}`,
  );
}
if (args.merchants > 0 && args.webhookUrl === undefined) {
  logger.info(
    { merchants: args.merchants },
    "these merchants have no webhook, so their pay codes (4.6, 4.7) are refused: start with --webhook <url> or PUT /sandbox/merchants/<id>/webhook",
  );
}

stopOnSignals(logger, () => sandbox.close(), SHUTDOWN_LIMIT_MS);
