/**
 * Reaction tips, the tip jar and /send on two replicas (`node src/main.ts`
 * twice, webhook mode, one Redis, one standalone sandbox gateway, a
 * round-robin front standing in for the load balancer): every payment is
 * made once, whichever replica, however often the update arrives.
 *
 * Two replicas handle the updates of one chat one at a time (the chat lock)
 * and drop an update id handled before (the "handled-updates" mark), so the
 * same update reaching both at once is handled once whatever the feature
 * does. That mark is not durable (docs/money-safety.md: money claims make a lost
 * one safe), so each test also forgets it, as a Redis restart or a replica
 * dying between paying and marking would, and delivers the update to both
 * replicas again: then only the feature's own one-use claims stand between
 * the update and a second payment. The reaction tips' delivery jobs run on
 * every replica, outside any update: there the pending tip's lock and its
 * `reaction-tipped:` claim are what keep two jobs from both sending.
 *
 * Runs on Redis and on PostgreSQL. Needs TEST_REDIS_URL / TEST_POSTGRES_URL
 * (scripts/services.sh start); each backend's suite is skipped, saying so, without its variable.
 */
import type { CallbackQuery, Update, User } from "grammy/types";
import { beforeAll, describe, expect, it } from "vitest";
import { PendingReactionTips } from "../../src/features/reactions/pending.ts";
import { JarBook } from "../../src/features/tipjar/jar.ts";
import { parseExposition } from "../server/support/exposition.ts";
import {
  createUser,
  type FakeMessage,
  privateChat,
  supergroupChat,
} from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";
import { ANSWER_MS, REDIS_DBS, storeBackends } from "./support/cluster.ts";
import { replicaSuite } from "./support/suite.ts";

/**
 * A database index of its own (replicas.test.ts uses 11, replica-crash 12,
 * pledge-replicas 13, the giveaway's replica test 15, the storage suites 0).
 */
const REDIS_DB = REDIS_DBS.moneyFeatures;
/** REACTION_UNDO_SECONDS of both replicas: their delivery jobs look every 500 ms. */
const UNDO_SECONDS = 2;

type Press = Update & { callback_query: CallbackQuery };

for (const backend of storeBackends({
  redisDb: REDIS_DB,
  postgresPrefix: "tipbot_money_replicas",
})) {
  describe.skipIf(!backend.baseUrl)(
    backend.title("reaction tips, tip jars and /send on two replicas"),
    () => {
      const suite = replicaSuite(backend, {
        workDirPrefix: "lnbot-money-replicas-",
        env: {
          GROUP_COMMANDS_PER_MINUTE: "50",
          REACTION_UNDO_SECONDS: String(UNDO_SECONDS),
        },
        startTimeoutMs: 90_000,
      });
      const { fake, balance, delivered, toBothReplicas, forgetHandled } = suite;
      const sendPayments = () => suite.cluster.sendPayments();

      const group = supergroupChat(-1007400000001, "Replica Tavern");
      /** Receives every tip, jar payment and send. */
      const olivia = createUser(7400, "Olivia", { username: "olivia_rep" });
      const members = Array.from({ length: 10 }, (_, i) => createUser(7401 + i, `Member${i + 1}`));

      beforeAll(async () => {
        // Telegram sends reactions in groups only to an administrator bot.
        fake.setBotAdmin(group, true);
        // Presses on the group's cards count only from its members.
        for (const user of [olivia, ...members]) fake.setChatMember(group, user, "member");
        // Accounts written into the store: /connect in chat has its own tests (replicas.test.ts).
        await suite.connect(
          [olivia, ...members].map((user) => ({
            id: user.id,
            balanceSat: user === olivia ? 0 : 5_000,
          })),
        );
        for (const user of [olivia, ...members]) fake.openPrivateChat(user);
        // Olivia speaks in the group: the bot learns her @username (for /send).
        const hello = fake.sendText(olivia, group, "hello tavern");
        await delivered([hello.update_id]);
      }, 60_000);

      /** `user` turns reaction tips on in /settings (⚡ 21, 🔥 100, ❤ 10 sat; 1 000 sat a day). */
      async function turnOnReactionTips(user: User): Promise<void> {
        fake.sendText(user, privateChat(user), "/settings");
        const menu = await fake.nextBotMessage(user.id, ANSWER_MS);
        expect(menu.text).toContain("Reaction tips: off");
        fake.pressButton(user, menu, "settings:reactions:on");
        await fake.waitFor(
          () => fake.message(menu)?.text?.includes("🔥 100 sat · ⚡ 21 sat · ❤ 10 sat"),
          ANSWER_MS,
          `reaction tips on for ${user.first_name}`,
        );
      }

      async function replicaSamples(sample: string): Promise<number[]> {
        return Promise.all(
          suite.cluster.metricsUrls.map(async (url) => {
            const samples = parseExposition(await (await fetch(`${url}/metrics`)).text());
            return samples.get(sample) ?? 0;
          }),
        );
      }

      async function noPendingReactionTips(): Promise<boolean> {
        return (
          (await new PendingReactionTips(suite.store).due(Number.MAX_SAFE_INTEGER)).length === 0
        );
      }

      function texts(chatId: number, pattern: RegExp): string[] {
        return fake
          .botMessages(chatId)
          .map((m) => m.text ?? "")
          .filter((text) => pattern.test(text));
      }

      function callbackData(message: FakeMessage, prefix: string): string {
        const markup = fake.message(message)?.reply_markup as
          | { inline_keyboard?: Array<Array<{ callback_data?: string }>> }
          | undefined;
        const data = markup?.inline_keyboard
          ?.flat()
          .map((button) => button.callback_data)
          .find((d) => d?.startsWith(prefix));
        if (!data) throw new Error(`no "${prefix}" button on "${message.text}"`);
        return data;
      }

      /** Olivia posts in the group; resolves once both replicas could know who wrote it. */
      async function oliviaPosts(text: string): Promise<FakeMessage> {
        const posted = fake.sendText(olivia, group, text);
        await delivered([posted.update_id]);
        return posted.message as FakeMessage;
      }

      describe("reaction tips", () => {
        beforeAll(async () => {
          await Promise.all(members.slice(0, 5).map(turnOnReactionTips));
        }, 60_000);

        it("sends each due reaction tip once while both replicas' delivery jobs are at it", async () => {
          const reactors = members.slice(0, 4);
          const idea = await oliviaPosts("an idea worth a tip");
          const before = { olivia: balance(olivia), reactors: reactors.map(balance) };
          const sendsBefore = sendPayments();
          const okSends = 'tipbot_gateway_calls_total{operation="sendPayment",outcome="ok"}';
          const perReplicaBefore = await replicaSamples(okSends);
          // The balance check before each send takes longer than a job's interval: while one
          // replica is at a tip (its lock held, its claim taken, nothing proposed yet), the
          // other replica's job comes round and finds it due.
          suite.cluster.sandbox.faults.add({ route: "getBalance", latencyMs: 700 });
          try {
            const reactions = reactors.map((member) => fake.react(member, idea, ["⚡"]));
            await delivered(reactions.map((r) => r.update_id));
            await fake.waitFor(
              () => sendPayments() - sendsBefore >= reactors.length,
              20_000,
              "every reaction tip sent",
            );
            await until(noPendingReactionTips, "no reaction tip pending", ANSWER_MS);
          } finally {
            suite.cluster.sandbox.faults.clear();
          }
          // No tip is pending in the store, so no later round finds one; a round already under
          // way when the last was sent ends before both replicas are idle: nothing more goes out.
          await suite.idle();

          expect(sendPayments() - sendsBefore).toBe(reactors.length);
          expect(balance(olivia)).toBe(before.olivia + 21 * reactors.length);
          expect(reactors.map(balance)).toEqual(before.reactors.map((sat) => sat - 21));
          // Both replicas sent some of them: the two jobs really ran side by side.
          const perReplica = await replicaSamples(okSends);
          const sentBy = perReplica.map((count, i) => count - (perReplicaBefore[i] ?? 0));
          expect(sentBy.reduce((a, b) => a + b, 0)).toBe(reactors.length);
          expect(
            sentBy.every((count) => count >= 1),
            `sends per replica: ${sentBy}`,
          ).toBe(true);
          for (const member of reactors) {
            expect(texts(member.id, /You tipped Olivia 21 sat/)).toHaveLength(1);
          }
          await fake.waitFor(
            () => texts(group.id, /Olivia received 84 sat in tips/).length === 1,
            ANSWER_MS,
            "one receipt with the four tips",
          );
          expect(texts(group.id, /Olivia received/)).toHaveLength(1);
        }, 60_000);

        it("tips once when the same reaction reaches both replicas, again within the window and after it", async () => {
          const reactor = members[4] as User;
          const idea = await oliviaPosts("another idea");
          const before = [balance(reactor), balance(olivia)];
          const sendsBefore = sendPayments();

          const reaction = fake.react(reactor, idea, ["🔥"]);
          await toBothReplicas(reaction);
          await delivered([reaction.update_id]);
          // Within the undo window: the mark lost, the reaction again to both.
          await forgetHandled([reaction.update_id]);
          await toBothReplicas(reaction);
          await fake.waitFor(
            () => sendPayments() - sendsBefore >= 1,
            ANSWER_MS,
            "the reaction tip sent",
          );
          await until(noPendingReactionTips, "no reaction tip pending", ANSWER_MS);
          // After it was sent: the mark lost again, the reaction again to both.
          await forgetHandled([reaction.update_id]);
          await toBothReplicas(reaction);
          // Both replicas answer after handling it: a new tip would be pending now, and the
          // delivery jobs send only pending tips. None is: nothing more can go out.
          expect(await noPendingReactionTips()).toBe(true);

          expect(sendPayments() - sendsBefore).toBe(1);
          expect([balance(reactor), balance(olivia)]).toEqual([
            (before[0] ?? 0) - 100,
            (before[1] ?? 0) + 100,
          ]);
          expect(await noPendingReactionTips()).toBe(true);
          expect(texts(reactor.id, /You tipped Olivia 100 sat/)).toHaveLength(1);
        }, 60_000);
      });

      describe("the tip jar", () => {
        async function openJar(args: string): Promise<{ jar: FakeMessage; id: string }> {
          const command = fake.sendText(olivia, group, `/tipjar ${args}`);
          const jar = await fake.waitFor(
            () =>
              fake
                .botMessages(group.id)
                .find(
                  (m) =>
                    m.reply_to_message_id === command.message.message_id &&
                    m.text?.includes("Tip jar of Olivia"),
                ),
            ANSWER_MS,
            "the jar",
          );
          const id = /^jar:([A-Za-z0-9_-]{22}):/.exec(callbackData(jar, "jar:"))?.[1];
          if (!id) throw new Error("no jar id in the jar's buttons");
          return { jar, id };
        }

        async function jarRecord(id: string) {
          const record = await new JarBook(suite.store).get(id);
          if (!record) throw new Error(`jar ${id} is gone`);
          return record;
        }

        it("pays once for one press reaching both replicas, and again after its mark was lost", async () => {
          const payer = members[0] as User;
          const { jar, id } = await openJar("5k replica fund");
          const before = [balance(payer), balance(olivia)];
          const sendsBefore = sendPayments();

          const press: Press = fake.pressButton(payer, jar, `jar:${id}:100`);
          await toBothReplicas(press);
          await delivered([press.update_id]);
          await forgetHandled([press.update_id]);
          await toBothReplicas(press);

          expect(sendPayments() - sendsBefore).toBe(1);
          expect([balance(payer), balance(olivia)]).toEqual([
            (before[0] ?? 0) - 100,
            (before[1] ?? 0) + 100,
          ]);
          const record = await jarRecord(id);
          expect(record.totalSat).toBe(100);
          expect(record.contributors).toEqual([{ id: payer.id, name: "Member1", sat: 100 }]);
          expect(record.counted).toHaveLength(1);
          await fake.waitFor(
            () => fake.message(jar)?.text?.includes("100 sat of 5,000 sat"),
            ANSWER_MS,
            "the jar to show the payment",
          );
          const answers = fake.callbackAnswers.filter(
            (a) => a.callback_query_id === press.callback_query.id,
          );
          expect(answers.length).toBeGreaterThan(0);
          for (const answer of answers) {
            expect(answer.text).toBe("✅ You put 100 sat in the tip jar of Olivia.");
          }
        }, 60_000);

        it("pays each of 10 members' +100 once, presses split across the replicas, and the total is exact", async () => {
          const { jar, id } = await openJar("2k for the band");
          const before = { olivia: balance(olivia), members: members.map(balance) };
          const sendsBefore = sendPayments();

          // All at once: each press to one replica in turn (and through the front, by Telegram).
          const presses = members.map((member) => fake.pressButton(member, jar, `jar:${id}:100`));
          const direct = await Promise.all(
            presses.map((press, i) =>
              fake.deliverToWebhook(press, { url: `${suite.cluster.replicaUrls[i % 2]}/telegram` }),
            ),
          );
          expect(direct.every((answer) => answer.status === 200)).toBe(true);
          await delivered(presses.map((p) => p.update_id));
          // Every mark lost: each press again, to the other replica, all at once.
          await forgetHandled(presses.map((p) => p.update_id));
          const again = await Promise.all(
            presses.map((press, i) =>
              fake.deliverToWebhook(press, {
                url: `${suite.cluster.replicaUrls[(i + 1) % 2]}/telegram`,
              }),
            ),
          );
          expect(again.every((answer) => answer.status === 200)).toBe(true);

          expect(sendPayments() - sendsBefore).toBe(members.length);
          expect(balance(olivia)).toBe(before.olivia + 100 * members.length);
          expect(members.map(balance)).toEqual(before.members.map((sat) => sat - 100));
          const record = await jarRecord(id);
          expect(record.totalSat).toBe(1_000);
          expect(record.counted).toHaveLength(members.length);
          expect(new Set(record.counted).size).toBe(members.length);
          expect(record.contributors.map((c) => [c.id, c.sat]).sort()).toEqual(
            members.map((m) => [m.id, 100]).sort(),
          );
          const shown = await fake.waitFor(
            () => {
              const text = fake.message(jar)?.text;
              return text?.includes("1,000 sat of 2,000 sat") ? text : undefined;
            },
            ANSWER_MS,
            "the jar to show all ten payments",
          );
          for (const member of members) expect(shown).toContain(member.first_name);
        }, 60_000);
      });

      describe("/send", () => {
        it("one /send reaching both replicas asks once, and its confirmation pays once", async () => {
          const sender = members[1] as User;
          const before = [balance(sender), balance(olivia)];
          const sendsBefore = sendPayments();
          const asks = () => texts(group.id, /^💸 .+, send 300 sat to Olivia \(@olivia_rep\)\?/);

          const command = fake.sendText(sender, group, "/send 300 @olivia_rep for the replicas");
          await toBothReplicas(command);
          await delivered([command.update_id]);
          await forgetHandled([command.update_id]);
          await toBothReplicas(command);
          expect(asks()).toHaveLength(1);
          const ask = fake
            .botMessages(group.id)
            .find((m) =>
              /^💸 .+, send 300 sat to Olivia \(@olivia_rep\)\?/.test(m.text ?? ""),
            ) as FakeMessage;

          const press: Press = fake.pressButton(sender, ask, callbackData(ask, "send:ok:"));
          await toBothReplicas(press);
          await delivered([press.update_id]);
          await fake.waitFor(
            () => texts(group.id, /Olivia received 300 sat in tips/).length > 0,
            ANSWER_MS,
            "the receipt",
          );
          await forgetHandled([press.update_id]);
          await toBothReplicas(press);
          // The /send once more after the payment: nothing is asked again.
          await forgetHandled([command.update_id]);
          await toBothReplicas(command);

          expect(sendPayments() - sendsBefore).toBe(1);
          expect([balance(sender), balance(olivia)]).toEqual([
            (before[0] ?? 0) - 300,
            (before[1] ?? 0) + 300,
          ]);
          expect(texts(group.id, /Olivia received 300 sat in tips/)).toHaveLength(1);
          expect(asks().length).toBeLessThanOrEqual(1);
          expect(texts(sender.id, /You tipped Olivia 300 sat/)).toHaveLength(1);
        }, 60_000);
      });
    },
  );
}
