/**
 * Sending reaction tips once their undo window is over. A periodic job
 * (started in src/app.ts, on every replica) looks at the index of pending
 * reaction tips; each due one is handled under its lock and becomes an
 * intent of the intents engine (src/operations/intents.ts) whose origin is
 * the one-use claim `reaction-tipped:<chat>:<message>:<reactor>`: two
 * replicas, a restart or a redelivered reaction carry on the same intent,
 * and a member tips a message once by reactions. No button is pressed (the
 * opt-in and the daily reaction budget are the consent): the engine checks
 * the funds first, counts the amount on the reaction budget (a pledge too,
 * given back if it ends unpaid), and sends or pledges.
 *
 * A member who is over their reaction budget or daily limit, lacks funds,
 * reacts faster than the group rate limit or has no account is told in
 * private, once a day per reason; the group hears nothing of it.
 */

import { displayName, historyName, messageLinkBase } from "../../chat/flows/people.ts";
import { announcePledge, pledgeFacts } from "../../chat/flows/pledges.ts";
import { tipAmount } from "../../chat/flows/reaction-rules.ts";
import { type TipDetails, type TipPlace, tipDetailsOf } from "../../chat/flows/tip-details.ts";
import { notify, placeOf, settleTip, type TipEnv } from "../../chat/flows/tip-settle.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { IntentInput, IntentRefusal, IntentResult } from "../../operations/intents.ts";
import { OptInBudget } from "../../operations/opt-in-budget.ts";
import { PeriodicJob } from "../../operations/periodic-job.ts";
import { admitCommand, RATE_WINDOW_MS, type RateState } from "../../operations/rate-window.ts";
import { failureText } from "../../wording/failures.ts";
import { overLimitText } from "../../wording/over-limit.ts";
import { asUser, type PendingReactionTip, PendingReactionTips } from "./pending.ts";

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
  readonly #budget: OptInBudget;
  readonly #job: PeriodicJob;

  constructor(env: ReactionEnv, options: { intervalMs?: number } = {}) {
    this.#env = env;
    this.#pending = new PendingReactionTips(env.deps.store);
    this.#budget = new OptInBudget(env.deps.store, env.deps.now);
    // A quarter of the undo window, at most a second: a tip goes out soon after its window.
    this.#job = new PeriodicJob(
      () => this.runOnce(),
      options.intervalMs ??
        Math.max(50, Math.min(MAX_INTERVAL_MS, env.deps.config.reactions.undoMs / 4)),
      env.deps.activity,
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
   * at it: makes it an intent (or carries on the one a dead process made),
   * then forgets the record. True when it was handled here.
   */
  async deliver(key: string): Promise<boolean> {
    const handled = await this.#pending.withLock(key, 0, async () => {
      const record = await this.#pending.get(key);
      if (!record) {
        await this.#pending.remove(key);
        return true;
      }
      const { deps } = this.#env;
      if (record.dueAt > deps.now()) return false;
      const settings = (await deps.preferences.get(record.reactor.id)).reactionTips;
      const amountSat = settings?.on ? tipAmount(record.emojis, settings.amounts) : undefined;
      const earlier = await deps.intents.resumeOrigin(originOf(key));
      if (earlier) {
        // Made before (a dead process, another replica): carried on, said once.
        await this.#tell(record, earlier);
      } else if (amountSat === undefined) {
        // Taken back within the window (durably: its update delivered again later must not
        // start it anew), or reaction tips turned off meanwhile: nothing to send.
        await this.#pending.markUndone(key, record.lastUpdateId ?? 0);
      } else if (await this.#admitted(record)) {
        const budgetSat = settings?.dailyBudgetSat ?? 0;
        const intent = await this.#intent(record, amountSat, budgetSat);
        await this.#tell(record, await deps.intents.submit(intent));
      }
      await this.#pending.remove(key);
      return true;
    });
    return handled === true;
  }

  /** Within the group's rate limit (as commands); a member past it is told, once a day. */
  async #admitted(record: PendingReactionTip): Promise<boolean> {
    const { deps } = this.#env;
    const rates = deps.store.keyv<RateState>("reaction-tip-rate", { durable: false });
    const rateKey = `${record.chat.id}:${record.reactor.id}`;
    const perMinute = deps.config.groups.commandsPerMinute;
    const { verdict, state } = admitCommand(await rates.get(rateKey), deps.now(), perMinute);
    await rates.set(rateKey, state, RATE_WINDOW_MS);
    if (verdict === "ok") return true;
    const voice = await deps.voices.forUser(record.reactor.id);
    const where = placeOf(placeFields(record));
    await this.#tellOnce(
      record.reactor.id,
      "rate",
      voice,
      voice.t("reaction-rate-limited", { where, perMinute }),
    );
    return false;
  }

  /** The reaction tip as the intents engine takes it. */
  async #intent(
    record: PendingReactionTip,
    amountSat: number,
    budgetSat: number,
  ): Promise<IntentInput> {
    const { deps } = this.#env;
    const voice = await deps.voices.forUser(record.reactor.id);
    const reactor = asUser(record.reactor);
    const recipient = asUser(record.recipient);
    const payer = {
      id: record.reactor.id,
      name: displayName(reactor),
      handle: historyName(reactor),
    };
    const person = {
      id: record.recipient.id,
      name: displayName(recipient),
      handle: historyName(recipient),
    };
    const place: TipPlace = {
      ...placeFields(record),
      // No command message: the tipped one stands for it (nothing is removed).
      commandMessageId: record.messageId,
      via: "reaction",
    };
    return {
      kind: "reaction",
      payer,
      payee: { type: "member", person },
      amountSat,
      origin: originOf(record.key),
      chatId: record.chat.id,
      confirm: "opted_in",
      // No button to press: the funds are checked first, as before a Tip button (4.5).
      fundsFirst: true,
      budgets: [{ type: "daily", budgetSat }],
      pledge: {
        ttlMs: deps.config.pledges.ttlMs,
        context: pledgeFacts({
          payer,
          recipient: { userId: person.id, name: person.name },
          chat: record.chat,
          source: "reaction",
          replyTo: record.messageId,
        }),
      },
      description: voice.t("tip-description", { chat: record.chat.title }).slice(0, 200),
      countOnBoard: true,
      details: { ...place },
    };
  }

  /** What the reactor (and the group, through the receipt) learns of the intent's outcome. */
  async #tell(record: PendingReactionTip, result: IntentResult): Promise<void> {
    const env = this.#env;
    const reactorId = record.reactor.id;
    const voice = await env.deps.voices.forUser(reactorId);
    if (result.status === "refused") {
      if (!result.again)
        await this.#refused(record, result.intent.amountSat, result.refusal, voice);
      return;
    }
    if (result.status === "pledged") {
      await announcePledge(env, result.offer);
      return;
    }
    if (!("intent" in result) || !result.intent) return;
    const details = tipDetailsOf(result.intent);
    if (!details) return;
    const sent =
      result.status === "sent" ||
      (result.status === "already" && result.operation?.state === "sent")
        ? result.operation
        : undefined;
    if (sent) {
      await settleTip(env, details, sent);
      return;
    }
    const sandbox = env.deps.accounts.isSandbox;
    const args = noteArgs(voice, details, result.intent.amountSat);
    switch (result.status) {
      case "failed":
        await notify(
          env,
          reactorId,
          withMoneyMark(
            voice.t("tip-failed-note", {
              ...args,
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
          withMoneyMark(voice.t("tip-unknown-note", args), sandbox, voice.t),
        );
        return;
      case "over_limit":
        await this.#tellOnce(reactorId, "daily", voice, overLimitText(voice, result));
        return;
      default:
        env.log.info({ status: result.status }, "reaction tip not executed");
    }
  }

  /** A reaction tip refused before anything moved: the reactor is told why, once a day. */
  async #refused(
    record: PendingReactionTip,
    amountSat: number,
    refusal: IntentRefusal,
    voice: Voice,
  ): Promise<void> {
    const reactorId = record.reactor.id;
    const details = {
      ...placeFields(record),
      recipientName: displayName(asUser(record.recipient)),
    };
    const to = escapeHtml(details.recipientName);
    const where = placeOf(details);
    switch (refusal.reason) {
      case "no_account":
        await this.#tellOnce(reactorId, "no_account", voice, voice.t("common-no-account"));
        return;
      case "budget":
        await this.#tellOnce(
          reactorId,
          "budget",
          voice,
          voice.t("reaction-budget-reached", {
            amount: voice.amount(amountSat),
            to,
            where,
            budget: voice.amount(refusal.budgetSat),
          }),
        );
        return;
      case "funds":
        await this.#tellOnce(
          reactorId,
          "funds",
          voice,
          voice.t("tip-not-enough-note", {
            amount: voice.amount(amountSat),
            to,
            where,
            spendable: voice.amount(refusal.spendableSat),
          }),
        );
        return;
      case "over_limit":
        await this.#tellOnce(reactorId, "daily", voice, overLimitText(voice, refusal));
        return;
      default:
        this.#env.log.info({ reason: refusal.reason }, "reaction tip refused");
    }
  }

  /** Tells `userId` in private why a reaction tip was not sent, once a day per reason. */
  async #tellOnce(userId: number, reason: Refusal, voice: Voice, html: string): Promise<void> {
    const day = this.#budget.today();
    const fresh = await this.#env.deps.steps.take(
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

/** The origin claim of the reaction tip `key`: one tip per member and message, ever. */
function originOf(key: string): string {
  return `reaction-tipped:${key}`;
}

/** The reactor's private note about their tip: amount, recipient, group. */
function noteArgs(voice: Voice, details: TipDetails, amountSat: number) {
  return {
    amount: voice.amount(amountSat),
    to: escapeHtml(details.recipientName),
    where: placeOf(details),
  };
}
