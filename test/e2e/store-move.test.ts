/**
 * Growing from one container to a shared store: a bot on SQLite serves
 * Alice (a tip sent, a pledge to Carol left open), stops; `npm run
 * store:move` carries its store to PostgreSQL or Redis; a bot started on
 * the target with the same SECRETS_KEY and the same gateway (the embedded
 * sandbox's state, in the same data folder) serves Alice as before: her
 * balance, her history, the members it learnt (kept with their time to
 * live), and Carol claims the open pledge, paid once.
 *
 * Needs TEST_POSTGRES_URL / TEST_REDIS_URL (scripts/services.sh start);
 * each target is skipped, saying so, without its variable.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { UsernameDirectory } from "../../src/accounts/members.ts";
import { MOVE_EXIT, runMoveCli } from "../../src/storage/move-cli.ts";
import {
  alice,
  balanceOf,
  bob,
  buttonUrl,
  carol,
  lounge,
  merchantOf,
} from "../chat/group-fixture.ts";
import {
  type IsolatedStore,
  isolatedPostgres,
  isolatedRedis,
  REDIS_DBS,
  skippedWithout,
} from "../replicas/support/cluster.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { privateChat, TelegramFake } from "../support/telegram-fake.ts";

/** A Redis database index of its own (see isolatedRedis for the others'). */
const REDIS_DB = REDIS_DBS.storeMoveBot;
const SECRETS_KEY = randomBytes(32).toString("hex");

const targets: Array<{
  name: string;
  variable: string;
  isolate: (base: string) => Promise<IsolatedStore>;
}> = [
  {
    name: "PostgreSQL",
    variable: "TEST_POSTGRES_URL",
    isolate: (base) => isolatedPostgres(base, "tipbot_moved"),
  },
  { name: "Redis", variable: "TEST_REDIS_URL", isolate: (base) => isolatedRedis(base, REDIS_DB) },
];

/** The bot's first message in `chatId` that contains `text`. */
function saidTo(fake: TelegramFake, chatId: number, text: string) {
  return fake.waitFor(
    () => fake.botMessages(chatId).find((m) => m.text?.includes(text)),
    10_000,
    `"${text}"`,
  );
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

for (const target of targets) {
  const base = process.env[target.variable];
  const title = `a bot moved from SQLite to ${target.name} serves its users as before${base ? "" : skippedWithout(target.variable)}`;
  describe.skipIf(!base)(title, () => {
    it("balance, history, a member learnt and an open pledge claimed, on the moved store", async () => {
      const fake = new TelegramFake();
      await fake.start();
      cleanups.push(() => fake.close());
      const dataDir = await mkdtemp(path.join(tmpdir(), "lnbot-moved-"));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      for (const user of [alice, bob, carol]) fake.openPrivateChat(user);
      const env = {
        SECRETS_KEY,
        TIP_COMMAND_DELETE_DELAY_MS: "20",
        GROUP_COMMANDS_PER_MINUTE: "50",
      };

      // One container on SQLite: Alice tips Bob, and pledges to Carol, who has no account yet.
      const sqliteUrl = `sqlite://${path.join(dataDir, "bot.sqlite")}`;
      let bot: TestBot = await startTestBot({
        fake,
        dataDir,
        env: { ...env, STORAGE_URL: sqliteUrl },
      });
      const payer = await merchantOf(bot, alice);
      await merchantOf(bot, bob);
      const said = fake.sendText(bob, lounge, "a fine answer").message;
      fake.sendText(alice, lounge, "/tip 120", { replyTo: said });
      await fake.waitFor(
        () => fake.botMessages(lounge.id).find((m) => m.text?.includes("120 sat")),
        10_000,
        "the tip to Bob",
      );
      const idea = fake.sendText(carol, lounge, "gm, here is a great idea").message;
      fake.sendText(alice, lounge, "/tip 300", { replyTo: idea });
      const pledge = await fake.waitFor(
        () => fake.botMessages(lounge.id).find((m) => m.text?.includes("pledged 300 sat")),
        10_000,
        "the pledge to Carol",
      );
      const claimLink = new URL(buttonUrl(pledge) ?? "").searchParams.get("start") ?? "";
      expect(claimLink).toMatch(/^claim_/);
      const balanceBefore = balanceOf(bot, payer);
      const historyBefore = (await bot.app.deps.ledger.page(alice.id, 0, 10)).operations;
      expect(historyBefore.some((op) => op.kind === "tip-sent" && op.state === "sent")).toBe(true);
      // Bob's @username, learnt in the lounge, kept for a while (a record with a time to live).
      const bobSeen = await new UsernameDirectory(bot.app.deps.store).resolve("bobby_sats");
      expect(bobSeen?.id).toBe(bob.id);

      // The move, as an operator runs it: refused while the bot runs, done once it stopped.
      const isolated = await target.isolate(base ?? "");
      cleanups.push(isolated.drop);
      const out: string[] = [];
      const err: string[] = [];
      const move = () =>
        runMoveCli(["--from", sqliteUrl, "--to", isolated.url], {
          env: { DATA_DIR: dataDir },
          stdout: (text) => out.push(text),
          stderr: (text) => err.push(text),
        });
      expect(await move()).toBe(MOVE_EXIT.failed);
      expect(err.join("")).toMatch(
        new RegExp(
          `^refused: a bot is using the source store .*a bot marked [^ ]+:${process.pid} as running`,
        ),
      );
      await bot.stop();
      err.length = 0;
      const status = await move();
      expect(err.join("")).toContain("moved and checked");
      expect(status).toBe(MOVE_EXIT.ok);
      expect(out.join("")).toMatch(/\nentry accounts\s+2\s+2\s/);

      // A bot on the target, same key, same gateway.
      bot = await startTestBot({ fake, dataDir, env: { ...env, STORAGE_URL: isolated.url } });
      cleanups.push(() => bot.stop());
      expect(bot.app.deps.store.backend).toBe(target.name === "Redis" ? "redis" : "postgres");
      fake.sendText(alice, privateChat(alice), "/balance");
      const balance = await saidTo(fake, alice.id, "Spendable");
      expect(balance.text).toContain(`Spendable: ${balanceBefore.toLocaleString("en-US")} sat`);
      const historyAfter = (await bot.app.deps.ledger.page(alice.id, 0, 10)).operations;
      expect(historyAfter).toEqual(historyBefore);
      expect(await new UsernameDirectory(bot.app.deps.store).resolve("bobby_sats")).toEqual(
        bobSeen,
      );

      fake.sendText(carol, privateChat(carol), `/start ${claimLink}`);
      const claimed = await saidTo(fake, carol.id, "You claimed");
      expect(claimed.text).toContain("You claimed 300 sat from Alice in Lightning Lounge");
      expect(balanceOf(bot, payer)).toBe(balanceBefore - 300);
      fake.sendText(carol, privateChat(carol), `/start ${claimLink}`);
      await saidTo(fake, carol.id, "You already claimed this pledge");
      expect(balanceOf(bot, payer)).toBe(balanceBefore - 300);
    }, 90_000);
  });
}
