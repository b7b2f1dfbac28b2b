/**
 * Global set-up of `npm test`: says once, before the run, which groups of
 * tests will be skipped because a server (or the browser) they need is not
 * given, and how to give it. Nothing is started here: `.ci/run` installs and starts
 * throwaway servers on loopback (scripts/services.sh) before `npm test`.
 */
import { chromiumPath } from "../webapp/browser/support/chromium.ts";

const SERVICES = [
  {
    variable: "TEST_REDIS_URL",
    server: "Redis",
    suites: "the Redis store (test/storage/redis) and the replica suites on Redis (test/replicas)",
  },
  {
    variable: "TEST_POSTGRES_URL",
    server: "PostgreSQL",
    suites:
      "the PostgreSQL store (test/storage/postgres) and the replica suites on PostgreSQL (test/replicas)",
  },
] as const;

export default function servicesNotice(): void {
  // Every project of the run has this set-up: say it once.
  if (process.env.TIPBOT_SERVICES_NOTICE === "said") return;
  process.env.TIPBOT_SERVICES_NOTICE = "said";
  for (const service of SERVICES) {
    if (process.env[service.variable]) continue;
    console.log(
      `Skipping ${service.suites}: ${service.variable} is not set. ` +
        `To run them: eval "$(scripts/services.sh start)" (a throwaway ${service.server} on loopback; .ci/run does this).`,
    );
  }
  if (!chromiumPath()) {
    console.log(
      "Skipping the Mini App's browser tests (test/webapp/browser): no Chromium at /usr/bin/chromium " +
        "or CHROMIUM_PATH. To run them: apt-get install chromium (scripts/services.sh install does this).",
    );
  }
}
