/**
 * Host side of scripts/container-test.sh: runs the Telegram Bot API fake on
 * 127.0.0.1 for the bot in the container and, once the script says the
 * container is healthy, sends one real update and checks the bot's answer.
 *
 * Run with the project's Node 24: `node_modules/.bin/node test/container/drive.ts`.
 *
 * Input (environment):
 *   CONTAINER_TEST_BOT_TOKEN    the token the container's bot uses (required)
 *   CONTAINER_TEST_START_SAT    the sandbox start balance given to the container (required)
 *   CONTAINER_TEST_WAIT         seconds each wait may take (default 120)
 * Protocol (stdout, one line each):
 *   ready <fakePort> <botPort> <metricsPort>
 *                               the fake listens; botPort and metricsPort are free for the
 *                               bot's two listeners (public; /metrics and /health)
 *   replied <summary>           the bot answered /balance as expected (exit 0)
 * After "ready" it waits for SIGUSR2 (the container is healthy), then sends
 * /balance from a new user in a private chat. Any failure is one line on
 * stderr and exit code 1; SIGTERM closes the fake and exits 1.
 */
import { createServer } from "node:net";
import { formatSat } from "../../src/bitcoin/amount.ts";
import { withMoneyMark } from "../../src/chat/texts.ts";
import { Translations } from "../../src/i18n/i18n.ts";
import { createUser, privateChat, TelegramFake } from "../support/telegram-fake.ts";

/** A failure of the check, with the one line the script shows. */
class ContainerCheckError extends Error {
  override name = "ContainerCheckError";
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new ContainerCheckError(`${name} is not set: run scripts/container-test.sh`);
  return value;
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") {
    throw new ContainerCheckError("could not find a free TCP port on 127.0.0.1");
  }
  return address.port;
}

/** Resolves on the first SIGUSR2; rejects after `timeoutMs`. */
function healthySignal(timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off("SIGUSR2", onSignal);
      reject(new ContainerCheckError(`no word from the script within ${timeoutMs / 1000}s`));
    }, timeoutMs);
    const onSignal = () => {
      clearTimeout(timer);
      resolve();
    };
    process.once("SIGUSR2", onSignal);
  });
}

async function main(): Promise<void> {
  const token = requiredEnv("CONTAINER_TEST_BOT_TOKEN");
  const startSat = Number(requiredEnv("CONTAINER_TEST_START_SAT"));
  const waitMs = Number(process.env.CONTAINER_TEST_WAIT ?? "120") * 1000;
  if (!Number.isSafeInteger(startSat) || startSat <= 0 || !(waitMs > 0)) {
    throw new ContainerCheckError(
      "CONTAINER_TEST_START_SAT and CONTAINER_TEST_WAIT must be positive whole numbers",
    );
  }

  const fake = new TelegramFake({ token });
  await fake.start();
  const stop = () => {
    void fake.close().finally(() => process.exit(1));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  try {
    const fakePort = new URL(fake.apiRoot).port;
    process.stdout.write(`ready ${fakePort} ${await freePort()} ${await freePort()}\n`);

    await healthySignal(waitMs);
    // A user the bot has never seen: the sandbox provisions the account on
    // first use, so the answer proves store, sandbox gateway and Telegram
    // all work inside the container.
    const alice = createUser(5_550_001, "Alice");
    fake.sendText(alice, privateChat(alice), "/balance");
    const reply = await fake.nextBotMessage(alice.id, waitMs).catch((error: unknown) => {
      throw new ContainerCheckError(
        `the bot did not answer /balance: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    const english = new Translations().for("en");
    const expected = withMoneyMark(
      english("balance-balance", {
        total: formatSat(startSat),
        frozen: formatSat(0),
        spendable: formatSat(startSat),
      }),
      true,
      english,
    );
    if (reply.source !== expected) {
      throw new ContainerCheckError(
        `/balance answered ${JSON.stringify(reply.source)}, expected ${JSON.stringify(expected)}`,
      );
    }
    process.stdout.write(
      `replied the bot answered /balance through the Bot API fake: ${formatSat(startSat)} spendable\n`,
    );
  } finally {
    await fake.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ContainerCheckError ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
