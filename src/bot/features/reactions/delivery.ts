/**
 * Sending reaction tips once their undo window is over. A periodic job
 * (started in src/app.ts, on every replica) looks at the index of pending
 * reaction tips; each due one is handled under its lock, and the one-use
 * claim `reaction-tipped:<chat>:<message>:<reactor>` is taken before
 * anything is sent, so two replicas, a restart or a redelivered reaction
 * send it once: a member tips a message once by reactions. The send is
 * the same as /tip's direct tips: `Payments.propose` + `execute` (which
 * claims the send itself and records it before and after), then
 * `settleTip` for the receipt and the notes.
 *
 * A member who is over their reaction budget or daily limit, lacks funds,
 * reacts faster than the group rate limit or has no account is told in
 * private, once a day per reason; the group hears nothing of it.
 */
import type { Voice } from "../../../i18n/voices.ts";
import { destinationOf, memberRoute } from "../../../operations/payees.ts";
import type { ExecuteResult, SendRequest } from "../../../operations/payments.ts";
import { PeriodicJob } from "../../../operations/periodic-job.ts";
import { ReactionBudget } from "../../../operations/reaction-budget.ts";
import { spendableOrUnknown } from "../../../operations/spendable.ts";
import { failureText } from "../../flows/confirm.ts";
import { admitCommand, RATE_WINDOW_MS, type RateState } from "../../flows/group-rate-limit.ts";
import { overLimitText } from "../../flows/over-limit.ts";
import { displayName, historyName, messageLinkBase } from "../../flows/people.ts";
import { pledge } from "../../flows/pledges.ts";
import { TipBook, type TipDetails } from "../../flows/tip-details.ts";
import { notify, placeOf, settleIfSent, type TipEnv } from "../../flows/tip-settle.ts";
import { escapeHtml } from "../../html.ts";
import { withMoneyMark } from "../../texts.ts";
import { AUTHOR_TTL_MS } from "./authors.ts";
import { asUser, type PendingReactionTip, PendingReactionTips } from "./pending.ts";
import { tipAmount } from "./rules.ts";

/** Longest pause between two looks at the due reaction tips (default interval). */
const MAX_INTERVAL_MS = 1_000;
/** How long a "told you today" mark is kept. */
const TOLD_TTL_MS = 2 * 24 * 60 * 60_000;

/** What sending a reaction tip needs: the tip's environment and the bot's username (deep links). */
export interface ReactionEnv extends TipEnv {
  botUsername: string;
}

/** Why a reaction tip was not sent, told once a day per reason. */
type Refusal = "budget" | "funds" | "rate" | "daily" | "no_account";

export class ReactionTipDelivery {
  readonly #env: ReactionEnv;
  readonly #pending: PendingReactionTips;
  readonly #budget: ReactionBudget;
  readonly #job: PeriodicJob;

  constructor(env: ReactionEnv, options: { intervalMs?: number } = {}) {
    this.#env = env;
    this.#pending = new PendingReactionTips(env.deps.store);
    this.#budget = new ReactionBudget(env.deps.store, env.deps.now);
    // A quarter of the undo window, at most a second: a tip goes out soon after its window.
    this.#job = new PeriodicJob(
      () => this.runOnce(),
      options.intervalMs ??
        Math.max(50, Math.min(MAX_INTERVAL_MS, env.deps.config.reactions.undoMs / 4)),
    );
  }

  /** Looks at once, then every interval until `stop`. The timer never keeps the process alive. */
  start(): void {
    this.#job.start();
  }

  /** Stops looking and waits for a round under way (before the store closes). */
  async stop(): Promise<void> {
    await this.#job.stop();
  }

  /** Sends every due reaction tip; resolves with how many were handled. Failures are logged. */
  async runOnce(): Promise<number> {
    let handled = 0;
    let keys: string[];
    try {
      keys = await this.#pending.due(this.#env.deps.now());
    } catch (error) {
      this.#env.log.warn({ err: error }, "could not read the due reaction tips");
      return 0;
    }
    for (const key of keys) {
      if (this.#job.stopped) break;
      try {
        if (await this.deliver(key)) handled++;
      } catch (error) {
        this.#env.log.warn(
          { err: error, reaction_tip: key },
          "reaction tip failed; tried again later",
        );
      }
    }
    return handled;
  }

  /**
   * Handles the pending reaction tip `key` if it is due and nobody else is
   * at it: claims it once, then sends it (or resumes one a dead process
   * claimed). True when it was handled here.
   */
  async deliver(key: string): Promise<boolean> {
    const handled = await this.#pending.withLock(key, 0, async () => {
      let record = await this.#pending.get(key);
      if (!record) {
        await this.#pending.remove(key);
        return true;
      }
      const { deps } = this.#env;
      if (record.state === "waiting") {
        if (record.dueAt > deps.now()) return false;
        const settings = (await deps.preferences.get(record.reactor.id)).reactionTips;
        const amountSat = settings?.on ? tipAmount(record.emojis, settings.amounts) : undefined;
        // Taken back within the window, or reaction tips turned off meanwhile: nothing to send.
        const claimed =
          amountSat !== undefined &&
          (await deps.store.claim(`reaction-tipped:${key}`, String(deps.now()), AUTHOR_TTL_MS));
        if (!claimed) {
          // Durably: the update that started it, delivered again later, must not start it anew.
          if (amountSat === undefined)
            await this.#pending.markUndone(key, record.lastUpdateId ?? 0);
          await this.#pending.remove(key);
          return true;
        }
        record = { ...record, state: "claimed", amountSat };
        await this.#pending.save(record);
      }
      await this.#carryOut(record);
      await this.#pending.remove(key);
      return true;
    });
    return handled === true;
  }

  /** Sends a claimed reaction tip, from wherever it stands (checks, proposal, send, settling). */
  async #carryOut(claimed: PendingReactionTip): Promise<void> {
    const { deps } = this.#env;
    let record = claimed;
    const amountSat = record.amountSat ?? 0;
    const reactor = record.reactor;
    const voice = await deps.voices.forUser(reactor.id);
    const where = placeOf(placeFields(record));
    const to = escapeHtml(displayName(asUser(record.recipient)));
    if (record.confirmationId === undefined) {
      const rates = deps.store.keyv<RateState>("reaction-tip-rate", { durable: false });
      const rateKey = `${record.chat.id}:${reactor.id}`;
      const perMinute = deps.config.groups.commandsPerMinute;
      const { verdict, state } = admitCommand(await rates.get(rateKey), deps.now(), perMinute);
      await rates.set(rateKey, state, RATE_WINDOW_MS);
      if (verdict !== "ok") {
        await this.#tellOnce(
          reactor.id,
          "rate",
          voice,
          voice.t("reaction-rate-limited", { where, perMinute }),
        );
        return;
      }
      const account = await deps.accounts.find(reactor.id);
      if (!account) {
        await this.#tellOnce(reactor.id, "no_account", voice, voice.t("common-no-account"));
        return;
      }
      if (record.budgetDay === undefined) {
        const budgetSat =
          (await deps.preferences.get(reactor.id)).reactionTips?.dailyBudgetSat ?? 0;
        const day = this.#budget.today();
        if (!(await this.#budget.reserve(reactor.id, amountSat, budgetSat, day))) {
          await this.#tellOnce(
            reactor.id,
            "budget",
            voice,
            voice.t("reaction-budget-reached", {
              amount: voice.amount(amountSat),
              to,
              where,
              budget: voice.amount(budgetSat),
            }),
          );
          return;
        }
        record = { ...record, budgetDay: day };
        await this.#pending.save(record);
      }
      // A pledge counts on the budget too: the budget is the member's consent to tip by reaction.
      const route = await memberRoute(deps, record.recipient.id);
      if (route.via === "none") {
        if (!(await whenRecipientCannotReceive(this.#env, record))) await this.#giveBack(record);
        return;
      }
      // No button to press: the funds are checked first, as before a Tip button (4.5).
      const spendableSat = await spendableOrUnknown(
        deps.gateway,
        account.credentials,
        this.#env.log,
        "a reaction tip",
      );
      if (spendableSat !== undefined && spendableSat < amountSat) {
        await this.#giveBack(record);
        await this.#tellOnce(
          reactor.id,
          "funds",
          voice,
          voice.t("tip-not-enough-note", {
            amount: voice.amount(amountSat),
            to,
            where,
            spendable: voice.amount(spendableSat),
          }),
        );
        return;
      }
      const details = tipDetails(record);
      const request: SendRequest = {
        kind: "tip-sent",
        ...destinationOf(route, record.recipient.id, details.recipientHandle),
        amountSat,
        description: voice.t("tip-description", { chat: record.chat.title }).slice(0, 200),
      };
      // One proposal per reaction tip, even if this job's lock lapsed while it checked:
      // the first proposal to claim wins, a later one is retired unsent.
      const proposalKey = `reaction-proposal:${record.key}`;
      let confirmationId = await deps.store.readClaim(proposalKey);
      if (confirmationId === undefined) {
        const confirmation = await deps.payments.propose(reactor.id, record.chat.id, request);
        await new TipBook(deps.store).save(confirmation.id, details);
        if (await deps.store.claim(proposalKey, confirmation.id, AUTHOR_TTL_MS)) {
          confirmationId = confirmation.id;
        } else {
          await deps.payments.cancel(confirmation.id, reactor.id);
          confirmationId = await deps.store.readClaim(proposalKey);
        }
      }
      record = { ...record, confirmationId };
      await this.#pending.save(record);
    }
    const confirmationId = record.confirmationId;
    if (confirmationId === undefined) return;
    const details = (await new TipBook(deps.store).get(confirmationId)) ?? tipDetails(record);
    const result = await deps.payments.execute(confirmationId, reactor.id);
    await this.#afterExecute(record, details, result, voice);
  }

  async #afterExecute(
    record: PendingReactionTip,
    details: TipDetails,
    result: ExecuteResult,
    voice: Voice,
  ): Promise<void> {
    const env = this.#env;
    const sandbox = env.deps.accounts.isSandbox;
    const reactorId = record.reactor.id;
    const args = (sat: number) => ({
      amount: voice.amount(sat),
      to: escapeHtml(details.recipientName),
      where: placeOf(details),
    });
    if (await settleIfSent(env, details, result)) return;
    switch (result.status) {
      case "failed":
        await this.#giveBack(record);
        await notify(
          env,
          reactorId,
          withMoneyMark(
            voice.t("tip-failed-note", {
              ...args(result.confirmation.request.amountSat),
              reason: escapeHtml(failureText(result.error, voice)),
            }),
            sandbox,
            voice.t,
          ),
        );
        return;
      case "unknown":
        // Counted on the budget: it may have gone out.
        await notify(
          env,
          reactorId,
          withMoneyMark(
            voice.t("tip-unknown-note", args(result.confirmation.request.amountSat)),
            sandbox,
            voice.t,
          ),
        );
        return;
      case "over_limit":
        await this.#giveBack(record);
        await this.#tellOnce(reactorId, "daily", voice, overLimitText(voice, result));
        return;
      default:
        await this.#giveBack(record);
        env.log.info({ status: result.status }, "reaction tip not executed");
    }
  }

  async #giveBack(record: PendingReactionTip): Promise<void> {
    if (record.budgetDay === undefined || !record.amountSat) return;
    await this.#budget
      .giveBack(record.reactor.id, record.amountSat, record.budgetDay)
      .catch((error: unknown) =>
        this.#env.log.warn({ err: error }, "could not give a reaction tip back to the budget"),
      );
  }

  /** Tells `userId` in private why a reaction tip was not sent, once a day per reason. */
  async #tellOnce(userId: number, reason: Refusal, voice: Voice, html: string): Promise<void> {
    const day = this.#budget.today();
    const fresh = await this.#env.deps.store.claim(
      `reaction-told:${userId}:${reason}:${day}`,
      "1",
      TOLD_TTL_MS,
    );
    this.#env.log.info({ user_id: userId, reason, told: fresh }, "reaction tip not sent");
    if (!fresh) return;
    await notify(
      this.#env,
      userId,
      withMoneyMark(html, this.#env.deps.accounts.isSandbox, voice.t),
    );
  }
}

/**
 * A reaction tip to a member who cannot receive one (no account, no
 * lightning address) becomes a pledge, as a /tip does (its amount counted
 * on the reaction budget; false when no pledge was made, to give it back): nothing moves, the
 * group sees the pledge with its claim link, the reactor is told. Claimed
 * once per reaction tip (`reaction-pledged:`), so a retry after a crash
 * never pledges twice (a crash right after the claim pledges nothing).
 */
export async function whenRecipientCannotReceive(
  env: ReactionEnv,
  record: PendingReactionTip,
): Promise<boolean> {
  const { deps } = env;
  if (
    !(await deps.store.claim(`reaction-pledged:${record.key}`, String(deps.now()), AUTHOR_TTL_MS))
  ) {
    // Pledged before (this is a retry): its amount stays on the budget.
    return true;
  }
  const reactor = asUser(record.reactor);
  const recipient = asUser(record.recipient);
  const made = await pledge(env, {
    payer: { id: record.reactor.id, name: displayName(reactor), handle: historyName(reactor) },
    recipient: {
      userId: record.recipient.id,
      name: displayName(recipient),
      handle: historyName(recipient),
    },
    amountSat: record.amountSat ?? 0,
    chat: record.chat,
    replyTo: record.messageId,
    source: "reaction",
    // Given back to the reaction budget if the pledge is cancelled or expires unclaimed.
    ...(record.budgetDay !== undefined
      ? { budget: { kind: "reaction", day: record.budgetDay } as const }
      : {}),
  });
  return made.ok;
}

/** The group and message of a reaction tip, as `placeOf` wants them. */
function placeFields(record: PendingReactionTip) {
  return {
    chatTitle: record.chat.title,
    linkBase: messageLinkBase({
      id: record.chat.id,
      type: record.chat.type as "group" | "supergroup",
      username: record.chat.username,
    }),
    tippedMessageId: record.messageId,
  };
}

/** The tip's people and places, as /tip keeps them (no command message: `via: "reaction"`). */
function tipDetails(record: PendingReactionTip): TipDetails {
  const reactor = asUser(record.reactor);
  const recipient = asUser(record.recipient);
  return {
    tipperId: record.reactor.id,
    tipperName: displayName(reactor),
    tipperHandle: historyName(reactor),
    recipientId: record.recipient.id,
    recipientName: displayName(recipient),
    recipientHandle: historyName(recipient),
    chatId: record.chat.id,
    ...placeFields(record),
    commandMessageId: record.messageId,
    mode: "direct",
    via: "reaction",
  };
}
