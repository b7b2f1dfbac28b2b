/**
 * A giveaway of 10 shares, 100 members pressing Claim within one second,
 * the presses split across two bot processes (`node src/main.ts`, webhook
 * mode) that share one store (Redis, then PostgreSQL) and one gateway (a
 * standalone sandbox, so a real gateway for the bot: members need their own
 * accounts). Issue 19, "Safety and load": exactly 10 paid, each once, from
 * the creator's account; every press answered once; the card edited at most
 * once a second across both replicas, ending with the 10 who were paid.
 *
 * Each press is delivered straight to one replica (alternating), all at
 * once, as Telegram's parallel webhook connections would behind a load
 * balancer; the fake's own in-order delivery through the front follows as
 * a redelivery of each. The accounts are written to the shared store by the
 * test itself (the same AccountService the bot uses, with the same secrets
 * key): 101 /connect conversations would only slow the test.
 *
 * Needs TEST_REDIS_URL / TEST_POSTGRES_URL (scripts/services.sh start);
 * each backend's suite is skipped, saying so, without its variable.
 */
import type { CallbackQuery, Update } from "grammy/types";
import { describe, expect, it } from "vitest";
import {
  buttonData,
  claimersOn,
  editTimes,
  expectAtMostOneEditPerSecond,
  giveawayCard,
} from "../chat/group-fixture.ts";
import type { ChildBot } from "../reliability/support/child-bot.ts";
import { createUser, supergroupChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";
import { ANSWER_MS, REDIS_DBS, storeBackends } from "./support/cluster.ts";
import { replicaSuite } from "./support/suite.ts";

/** All 100 presses answered: they queue for the group's lock, shared by both replicas. */
const ALL_ANSWERED_MS = 120_000;
const MEMBERS = 100;
const SHARES = 10;
const CREATOR_BALANCE = 10_000;

type Press = Update & { callback_query: CallbackQuery };

for (const backend of storeBackends({
  redisDb: REDIS_DBS.giveawayReplicas,
  postgresPrefix: "tipbot_giveaway",
})) {
  describe.skipIf(!backend.baseUrl)(backend.title("a giveaway claimed on two replicas"), () => {
    const suite = replicaSuite(backend, {
      workDirPrefix: "lnbot-giveaway-replicas-",
      env: { GATEWAY_TIMEOUT_MS: "15000" },
    });
    const { fake, balance } = suite;

    it("pays exactly 10 of 100 members pressing within one second, each once, editing the card at most once a second", async () => {
      const { replicas, replicaUrls } = suite.cluster;
      const group = supergroupChat(-1_001_900_000_000, "Replica Lounge");
      const alice = createUser(6401, "Alice");
      const members = Array.from({ length: MEMBERS }, (_, i) =>
        createUser(64_100 + i, `Member${i}`),
      );
      // Claims count only from members of the giveaway's group.
      for (const user of [alice, ...members]) fake.setChatMember(group, user, "member");
      await suite.connect([
        { id: alice.id, balanceSat: CREATOR_BALANCE },
        ...members.map((member) => ({ id: member.id, balanceSat: 0 })),
      ]);

      fake.sendText(alice, group, `/giveaway 1000 ${SHARES}`);
      const question = await fake.nextBotMessage(group.id, ANSWER_MS);
      expect(question.text).toContain("Up to 1,000 sat from your account: 10 × 100 sat");
      expect(question.text).not.toContain("test money");
      const confirm = fake.pressButton(alice, question, buttonData(question, "gw:ok:"));
      await fake.waitFor(() => fake.answerFor(confirm), ANSWER_MS, "the confirmation's answer");
      const card = await giveawayCard(fake, question);
      const claim = buttonData(card, "gw:c:");

      // 100 presses, all delivered at once, alternately to each replica (and by the fake again).
      const pressedAt = Date.now();
      const presses: Press[] = members.map((member) => fake.pressButton(member, card, claim));
      const direct = await Promise.all(
        presses.map((press, i) =>
          fake.deliverToWebhook(press, { url: `${replicaUrls[i % 2]}/telegram` }),
        ),
      );
      expect(direct.every((delivery) => delivery.status === 200)).toBe(true);
      await fake.waitFor(
        () => presses.every((press) => fake.answerFor(press)),
        ALL_ANSWERED_MS,
        "every press answered",
      );

      // Each press answered exactly once: 10 paid, 90 too late.
      const answers = presses.map((press) =>
        fake.callbackAnswers.filter((a) => a.callback_query_id === press.callback_query.id),
      );
      expect(answers.map((list) => list.length)).toEqual(presses.map(() => 1));
      const texts = answers.map((list) => list[0]?.text ?? "");
      expect(texts.filter((text) => text === "🎁 You received 100 sat!")).toHaveLength(SHARES);
      expect(texts.filter((text) => text.includes("every share is taken"))).toHaveLength(
        MEMBERS - SHARES,
      );

      // The gateway's books: 10 sends of 100 sat from Alice, one to each of the 10.
      const paid = members.filter((member) => balance(member) === 100);
      const unpaid = members.filter((member) => balance(member) === 0);
      expect(paid).toHaveLength(SHARES);
      expect(unpaid).toHaveLength(MEMBERS - SHARES);
      expect(balance(alice)).toBe(CREATOR_BALANCE - 1_000);
      expect(suite.cluster.sendPayments()).toBe(SHARES);
      // The paid ones are the ones told so.
      expect(
        presses
          .filter((_, i) => texts[i] === "🎁 You received 100 sat!")
          .map((press) => press.callback_query.from.id)
          .sort(),
      ).toEqual(paid.map((member) => member.id).sort());

      // Both replicas handled presses, and between them paid exactly 10.
      const claimsOf = (replica: ChildBot, status?: string) =>
        replica.lines.filter(
          (line) =>
            line.includes('"msg":"giveaway claim"') &&
            (status === undefined || line.includes(`"status":"${status}"`)),
        ).length;
      // A replica's log line reaches this process through its stdout, after the press's answer.
      const paidLines = () => replicas.reduce((sum, replica) => sum + claimsOf(replica, "paid"), 0);
      await until(() => paidLines() >= SHARES, "the replicas' paid claim lines", ANSWER_MS);
      for (const replica of replicas) expect(claimsOf(replica)).toBeGreaterThan(0);

      // The card: edited after the presses, never twice within a second (across both
      // replicas), ending with exactly the 10 paid. (How many edits depends on how fast the
      // claims land; test/e2e/giveaway.test.ts slows sends to see the pacing at work.)
      await fake.waitFor(
        () => fake.message(card)?.text?.includes("All 10 shares are claimed"),
        ANSWER_MS,
        "the card's end",
      );
      // Edits requested late (after the end) may still be on their way: both replicas idle,
      // every paced edit has landed (as long as the card's end may take: 100 presses' work).
      await suite.idle(ANSWER_MS * 2);
      expect(paidLines()).toBe(SHARES);
      const shown = fake.message(card);
      expect(claimersOn(shown?.text ?? "").sort()).toEqual(
        paid.map((member) => member.first_name).sort(),
      );
      expect(shown?.reply_markup).toEqual({ inline_keyboard: [] });
      const edits = editTimes(fake.message(card));
      expect(edits.filter((at) => at >= pressedAt).length).toBeGreaterThanOrEqual(1);
      expectAtMostOneEditPerSecond(edits);
    }, 240_000);
  });
}
