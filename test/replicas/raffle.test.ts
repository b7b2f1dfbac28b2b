/**
 * A raffle on two replicas (`node src/main.ts`, webhook mode) sharing one
 * store (Redis, then PostgreSQL) and one gateway (a standalone sandbox):
 * every Enter press is delivered to both replicas at once, and both draw
 * sweeps look at the raffle when its time comes. Each member is in once,
 * the raffle is drawn once, and each winner is paid once from the
 * creator's account.
 *
 * The draw time is brought forward by the test in the shared store (a
 * raffle's shortest time is a minute of real time, which the replicas'
 * clocks would have to wait out).
 *
 * Needs TEST_REDIS_URL / TEST_POSTGRES_URL (scripts/services.sh start);
 * each backend's suite is skipped, saying so, without its variable.
 */
import { describe, expect, it } from "vitest";
import { buttonData } from "../chat/group-fixture.ts";
import { FAST_CARD_EDITS } from "../support/card-edits.ts";
import { createUser, supergroupChat } from "../support/telegram-fake.ts";
import { until } from "../support/until.ts";
import { ANSWER_MS, REDIS_DBS, storeBackends } from "./support/cluster.ts";
import { replicaSuite } from "./support/suite.ts";

const MEMBERS = 12;
const WINNERS = 3;

for (const backend of storeBackends({
  redisDb: REDIS_DBS.raffleReplicas,
  postgresPrefix: "tipbot_raffle",
})) {
  describe.skipIf(!backend.baseUrl)(backend.title("a raffle on two replicas"), () => {
    const suite = replicaSuite(backend, {
      workDirPrefix: "lnbot-raffle-replicas-",
      // The draw job looks every 250 ms, not its own 2 s: the draw brought forward below is
      // seen at once (what is proven is that it happens once, not when). Likewise the card is
      // edited every 50 ms, not every second (FAST_CARD_EDITS).
      env: { SWEEP_INTERVAL_MS: "250", ...FAST_CARD_EDITS },
    });
    const { fake, balance } = suite;

    it("takes each entry once, draws once and pays each winner once, with every press on both replicas", async () => {
      const urls = suite.cluster.replicaUrls;
      const group = supergroupChat(-1_001_900_000_600, "Raffle Lounge");
      const alice = createUser(6601, "Alice");
      const members = Array.from({ length: MEMBERS }, (_, i) => createUser(66_100 + i, `M${i}`));
      for (const user of [alice, ...members]) fake.setChatMember(group, user, "member");
      await suite.connect([
        { id: alice.id, balanceSat: 10_000 },
        ...members.map((member) => ({ id: member.id, balanceSat: 0 })),
      ]);

      fake.sendText(alice, group, `/raffle 3000 ${WINNERS} 1h`);
      const question = await fake.nextBotMessage(group.id, ANSWER_MS);
      const start = fake.pressButton(alice, question, buttonData(question, "rf:ok:"));
      await fake.waitFor(() => fake.answerFor(start), ANSWER_MS, "Start's answer");
      await fake.waitFor(
        () => (fake.message(question)?.text ?? "").includes("Commitment"),
        ANSWER_MS,
        "the card",
      );
      const card = fake.message(question);
      if (!card) throw new Error("no card");
      const enter = buttonData(card, "rf:e:");
      const id = enter.split(":")[2] ?? "";

      // Each press straight to both replicas at once (Telegram's redelivery behind a balancer).
      const presses = members.map((member) => fake.pressButton(member, card, enter));
      await Promise.all(
        presses.flatMap((press) =>
          urls.map((url) => fake.deliverToWebhook(press, { url: `${url}/telegram` })),
        ),
      );
      await fake.waitFor(
        () => presses.every((press) => fake.answerFor(press)),
        ANSWER_MS * 3,
        "every press answered",
      );
      await fake.waitFor(
        () => (fake.message(card)?.text ?? "").includes(`${MEMBERS} entrants`),
        ANSWER_MS,
        `${MEMBERS} entrants on the card`,
      );

      // The draw time brought forward: both replicas' sweeps see it due.
      const shared = suite.store;
      const raffles = shared.keyv<{ drawAt: number; entrants: number }>("raffles");
      const raffle = await raffles.get(id);
      if (!raffle) throw new Error("no raffle in the store");
      expect(raffle.entrants).toBe(MEMBERS);
      await raffles.set(id, { ...raffle, drawAt: Date.now() - 1_000 });
      await shared.keyv<Record<string, number>>("raffle-index").set("open", {
        [id]: Date.now() - 1_000,
      });
      await until(
        async () =>
          (await raffles.get(id)) !== undefined &&
          (await shared.readClaim(`raffle-draw:${id}`)) === "drawn",
        "the draw",
        ANSWER_MS * 2,
      );
      await fake.waitFor(
        () => {
          const text = fake.message(card)?.text ?? "";
          return text.includes("Seed") && !text.includes("Sending");
        },
        ANSWER_MS * 2,
        "the drawn card",
      );
      const paidLine = /Paid: (.+)/.exec(fake.message(card)?.text ?? "")?.[1] ?? "";
      const winners = paidLine.split(/, and |, | and /);
      expect(winners).toHaveLength(WINNERS);
      const balances = members.map(balance);
      expect(balances.filter((sat) => sat === 1_000)).toHaveLength(WINNERS);
      expect(balances.filter((sat) => sat === 0)).toHaveLength(MEMBERS - WINNERS);
      expect(balance(alice)).toBe(7_000);
    }, 120_000);
  });
}
