/**
 * Intents cut off by a replica's death are carried on by another replica's
 * intent sweeper, from the store alone: bot processes in webhook mode on one
 * store (Redis, then PostgreSQL) and one gateway; Telegram (the fake) posts
 * each update once (no redelivery), so nothing but the sweeper can finish
 * what the dead replica started. For each case a replica of its own is
 * started with a crash point (src/operations/crash-points.ts; the three
 * together, before the cases) and is, in its case, the only one the front
 * sends to; it dies (SIGKILL) at that point; the front then sends to the
 * survivor alone, which must:
 *
 *   - send a direct /tip killed after its decision, once, and tell it;
 *   - send a /tip whose Confirm was killed after its decision, once, its
 *     confirmation becoming the receipt;
 *   - send the rest of a /rain killed between its shares, end its receipt
 *     and tell its sender.
 *
 * Each case has a group of its own, so the dead replica's chat lock is in
 * nobody's way. A rain's work lease the dead replica held would run out by
 * itself 15 s after its death: the test ends it in the store at once
 * (expireLeases), as test/reliability's crash suites do, rather than wait.
 * The survivor sweeps every 500 ms and takes up what is older than 1 s
 * (INTENT_SWEEP_INTERVAL_MS, INTENT_GRACE_SECONDS): how often and how late
 * change when it carries on, not what it does.
 *
 * Needs TEST_REDIS_URL / TEST_POSTGRES_URL (scripts/services.sh start);
 * each backend's suite is skipped, saying so, without its variable.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IntentCrashPoint } from "../../src/operations/crash-points.ts";
import { buttonData } from "../chat/group-fixture.ts";
import type { ChildBot } from "../reliability/support/child-bot.ts";
import { botMessageMatching, buttonData as flatButtons } from "../reliability/support/flows.ts";
import { logged } from "../server/support/processes.ts";
import { FAST_CARD_EDITS } from "../support/card-edits.ts";
import { createUser, supergroupChat, TelegramFake } from "../support/telegram-fake.ts";
import { ANSWER_MS, expireLeases, REDIS_DBS, storeBackends } from "./support/cluster.ts";
import { replicaSuite } from "./support/suite.ts";

/** The survivor's next sweep once the grace is over: generous, for a busy machine. */
const CARRIED_WITHIN_MS = 45_000;

const alice = createUser(7601, "Alice");
const bob = createUser(7602, "Bob");
const carol = createUser(7603, "Carol");

for (const backend of storeBackends({
  redisDb: REDIS_DBS.intentSweeper,
  postgresPrefix: "tipbot_intent_sweeper",
})) {
  describe.skipIf(!backend.baseUrl)(
    backend.title("intents a killed replica cut off, carried on by the other"),
    () => {
      const suite = replicaSuite(backend, {
        // Each update is posted once: a replica that dies with it leaves it to the store.
        fake: new TelegramFake({ webhookAttempts: 1 }),
        workDirPrefix: "lnbot-intent-sweeper-",
        env: {
          INTENT_GRACE_SECONDS: "1",
          INTENT_SWEEP_INTERVAL_MS: "500",
          // The rain's receipt is edited every 50 ms, not every second: its newest state is
          // what the test waits for, not the pace.
          ...FAST_CARD_EDITS,
        },
        names: ["survivor"],
      });
      const { fake, balance } = suite;
      let groups = 0;

      /** Each case's replica meant to die, started together before the cases (see doomedAt). */
      const meantToDie = new Map<string, Promise<ChildBot>>();

      beforeAll(async () => {
        await suite.connect([
          { id: alice.id, balanceSat: 10_000 },
          { id: bob.id, balanceSat: 0 },
          { id: carol.id, balanceSat: 0 },
        ]);
        for (const user of [alice, bob, carol]) fake.openPrivateChat(user);
        const cases: Array<[string, IntentCrashPoint]> = [
          ["tip", "intent-decided"],
          ["confirm", "intent-decided"],
          ["rain", "work-between-intents"],
        ];
        for (const [name, point] of cases) {
          meantToDie.set(
            name,
            suite.cluster.startReplica(name, {
              LNBOT_CRASH_AT: point,
              // It sweeps at start-up only: killed mid-sweep, it would leave the sweeper's lock
              // (a 30 s lease) in the survivor's way, and the survivor's sweeps are what is tested.
              INTENT_SWEEP_INTERVAL_MS: "3600000",
            }),
          );
        }
        await Promise.all(meantToDie.values());
      }, 90_000);

      afterAll(async () => {
        // A case that failed before its replica died leaves it running: stopped here.
        for (const started of await Promise.allSettled(meantToDie.values())) {
          if (started.status === "fulfilled") await started.value.kill();
        }
      });

      /** A group of its own, the bot an admin there (it sees every message). */
      function newGroup(title: string) {
        groups += 1;
        const group = supergroupChat(-1_001_760_000_000 - groups, title);
        const me = fake.botInfo;
        fake.setChatMember(
          group,
          { id: me.id, is_bot: true, first_name: me.first_name, username: me.username },
          "administrator",
        );
        for (const user of [alice, bob, carol]) fake.setChatMember(group, user, "member");
        return group;
      }

      /**
       * The case's replica meant to die (started in beforeAll: in parallel, while the front
       * sends to none of them), now the only one the front sends to until `survive`.
       */
      async function doomedAt(name: string) {
        const running = suite.cluster;
        const survivor = running.replicas[0];
        if (!survivor) throw new Error("no survivor");
        const started = meantToDie.get(name);
        if (!started) throw new Error(`no replica ${name}`);
        const doomedReplica = await started;
        running.replicas.splice(0, running.replicas.length, doomedReplica);
        running.setBackends();
        return {
          /** Waits for its death; the front then sends to the survivor alone. */
          async survive() {
            const exit = await doomedReplica.exited;
            expect(exit.signal).toBe("SIGKILL");
            running.replicas.splice(0, running.replicas.length, survivor);
            running.setBackends();
            return survivor;
          },
        };
      }

      /** `user` says something in `group`; resolves once Telegram handed it over. */
      async function say(user: typeof bob, group: ReturnType<typeof newGroup>, text: string) {
        const update = fake.sendText(user, group, text);
        await fake.waitFor(() => fake.isConfirmed(update.update_id), ANSWER_MS, "the message");
        return update.message;
      }

      it("a direct /tip is sent once and told", async () => {
        const cluster = suite.cluster;
        const group = newGroup("Tip Hall");
        const doomed = await doomedAt("tip");
        const idea = await say(bob, group, "an idea");
        const sentBefore = cluster.sendPayments();
        const bobBefore = balance(bob);
        fake.sendText(alice, group, "/tip 21", { replyTo: idea });
        const survivor = await doomed.survive();

        await botMessageMatching(fake, group.id, 0, /Bob received 21 sat/, CARRIED_WITHIN_MS);
        await botMessageMatching(fake, alice.id, 0, /You tipped Bob 21 sat in Tip Hall/);
        await botMessageMatching(fake, bob.id, 0, /Alice tipped you 21 sat in Tip Hall/);
        expect(cluster.sendPayments() - sentBefore).toBe(1);
        expect(balance(bob)).toBe(bobBefore + 21);
        expect(logged(survivor, '"msg":"carrying on an intent a crash cut off"')).toBe(true);
      }, 120_000);

      it("a /tip's Confirm is sent once, its confirmation becoming the receipt", async () => {
        const cluster = suite.cluster;
        const group = newGroup("Confirm Hall");
        const doomed = await doomedAt("confirm");
        const idea = await say(bob, group, "a bigger idea");
        const sentBefore = cluster.sendPayments();
        const bobBefore = balance(bob);
        fake.sendText(alice, group, "/tip 2000", { replyTo: idea });
        const question = await botMessageMatching(fake, group.id, idea.message_id, /2,000 sat/);
        fake.pressButton(alice, question, buttonData(question, "send:ok:"));
        await doomed.survive();

        await fake.waitFor(
          () => fake.message(question)?.text?.includes("Bob received 2,000 sat"),
          CARRIED_WITHIN_MS,
          "the confirmation to become the receipt",
        );
        expect(flatButtons(fake.message(question) ?? question)).toEqual([]);
        await botMessageMatching(fake, bob.id, 0, /Alice tipped you 2,000 sat in Confirm Hall/);
        expect(cluster.sendPayments() - sentBefore).toBe(1);
        expect(balance(bob)).toBe(bobBefore + 2_000);
      }, 120_000);

      it("a /rain sends its other share, ends its receipt and tells its sender", async () => {
        const cluster = suite.cluster;
        const group = newGroup("Rain Hall");
        const doomed = await doomedAt("rain");
        await say(bob, group, "gm");
        await say(carol, group, "gm");
        const sentBefore = cluster.sendPayments();
        const before = { bob: balance(bob), carol: balance(carol) };
        const ask = fake.sendText(alice, group, "/rain 200");
        const question = await botMessageMatching(
          fake,
          group.id,
          ask.message.message_id,
          /2 × 100/,
        );
        const start = buttonData(question, "rain:ok:");
        fake.pressButton(alice, question, start);
        const survivor = await doomed.survive();
        expect(cluster.sendPayments() - sentBefore).toBe(1);
        // This rain's leases the dead replica held, ended as their running out would: its card's
        // editor (when it died mid-edit) and its work. Only these: the survivor never took them
        // (they were held), and its own leases are live.
        const rain = start.split(":")[2] ?? "";
        await expireLeases(suite.storeUrl, `paced-edit:rain:${rain}`);
        expect(await expireLeases(suite.storeUrl, `intent-carry:work:rain:${rain}`)).toEqual([
          `intent-carry:work:rain:${rain}`,
        ]);

        await fake.waitFor(
          () => /Paid: (Carol and Bob|Bob and Carol)/.test(fake.message(question)?.text ?? ""),
          CARRIED_WITHIN_MS,
          "the rain's receipt to show both shares paid",
        );
        expect(fake.message(question)?.text).not.toContain("Sending");
        const note = await botMessageMatching(fake, alice.id, 0, /carried on/);
        expect(note.text).toContain("2 of 2");
        expect(note.text).toContain("Rain Hall");
        expect(cluster.sendPayments() - sentBefore).toBe(2);
        expect(balance(bob)).toBe(before.bob + 100);
        expect(balance(carol)).toBe(before.carol + 100);
        expect(logged(survivor, '"msg":"resuming a rain a crash cut off"')).toBe(true);
      }, 120_000);
    },
  );
}
