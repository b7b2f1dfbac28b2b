/**
 * One path for every money intent. A feature that moves money between
 * members states *what* it wants, an `IntentInput`: who pays, who is paid
 * (a Telegram id frozen when the intent is made, a @username never seen,
 * or a pay code), how much, the update or press asking (its origin), the
 * budgets that apply, when to ask for Confirm, and whether a payee who
 * cannot receive gets a pledge. This engine carries every intent through
 * the same fixed order:
 *
 *   1. claim the origin       `<origin>` := intent id (insert-if-absent): a
 *                             redelivered update or a second replica resumes
 *                             that intent and never makes a second one
 *   2. preflight              the payer's account, the operator's limits, the
 *                             funds before a button is shown (4.5)
 *   3. confirmation           as the policy asks (always / above the payer's
 *                             threshold / opted in); Confirm and Cancel are one
 *                             claim `intent-decision:<id>` (one-use), refused
 *                             once expired or from another account connection
 *   4. reserve budgets        the reaction budget (a counter), a jar still open
 *                             (a feature's gate), an offer's share (offers.ts),
 *                             each once per intent
 *   5. resolve payee/pledge   one claim `intent-route:<id>`: the member's address
 *                             or account, a pay code, or a pledge (an offer of
 *                             one share with the intent's id, made once)
 *   6. history → send         `Payments.executeAs` with the intent's id: the
 *                             ledger before and after, the one-use `send:<id>`
 *                             claim, unknown outcomes never retried
 *   7. settle                 the payee's history entry, the group's board
 *   8. announce               the feature's, on the outcome returned
 *
 * A budget reserved for a send that did not go out is given back once; a
 * pledge keeps it until it ends unpaid (the offers engine gives it back).
 * Every step may run again (a redelivery, a second press, another replica,
 * a restart after a crash) and does nothing twice: the claims above, the
 * ledger keyed by the intent's id, and `Payments`' own claim.
 *
 * Once its origin is claimed, an intent is carried to an outcome from the
 * store, never by waiting for Telegram to deliver an update again: a direct
 * intent is listed as under way before its origin claim, a confirmed one
 * before its decision, and taken off once its outcome is reached; whoever
 * carries one holds its lease `intent-carry:<id>`. The intent sweeper
 * (intent-sweeper.ts) carries on what a dead process left listed and has the
 * kind's policy announce it, once (`intent-announced:<id>`).
 *
 * The engine knows nothing of Telegram nor of any feature: kinds are open
 * strings, each with the policy its feature registers (`register`);
 * features keep their chat, message and names in `details`, and word what
 * happened.
 */

import { type AccountIdentity, type AccountService, stillConnected } from "../accounts/accounts.ts";
import type { PreferenceService } from "../accounts/preferences.ts";
import { decodeInvoice } from "../bitcoin/bolt11.ts";
import type { Gateway } from "../gateway/client.ts";
import type { Logger } from "../logger.ts";
import { LockTimeoutError, type Store } from "../storage/types.ts";
import { MemoizedRecords, memoForget, memoRead, memoWrite } from "../storage/update-memo.ts";
import { recordGroupPayment } from "./board.ts";
import { CONFIRMATION_TTL_MS } from "./confirmation.ts";
import { crashPoint } from "./crash-points.ts";
import { DueList } from "./due-list.ts";
import { newOperationId } from "./ids.ts";
import type { Ledger, Operation } from "./ledger.ts";
import type { Offer, Offers } from "./offers.ts";
import { OptInBudget } from "./opt-in-budget.ts";
import { checkSendable, type SendableRefusal } from "./pay-targets.ts";
import { destinationOf, type MemberDestination, memberRoute } from "./payees.ts";
import type { ExecuteResult, Payments, SendFailure, SendTarget } from "./payments.ts";
import { type PledgeSlot, takePledgeSlot } from "./pledge-quota.ts";
import { spendableOrUnknown } from "./spendable.ts";
import { recordTipReceived } from "./tip-received.ts";

/**
 * Which kind of intent this is, named by the feature that makes it: the
 * engine knows no kind by name, it only looks up the kind's policy
 * (`Intents.register`).
 */
export type IntentKind = string;

/**
 * What a feature states about its intents when it registers their kind:
 * plain callbacks, closed over whatever the feature needs (its chat's api),
 * so the engine never imports a feature.
 */
export interface IntentPolicy {
  /** When Confirm is asked, for an intent that does not say (`IntentInput.confirm`; default "always"). */
  confirm?: ConfirmPolicy | undefined;
  /** Budgets every intent of the kind counts on, besides those the intent names. */
  budgets?: readonly BudgetSpec[] | undefined;
  /** The kind's gate, for a `BudgetSpec` "gate" naming this kind: whether an intent may still proceed. */
  gate?: IntentGate | undefined;
  /** Whether a pledge may be made for an intent of this kind (default true; false refuses it). */
  pledgeAllowed?: boolean | undefined;
  /**
   * Whether this kind's pledges count on the payer's daily pledge quota
   * (PLEDGES_PER_DAY; default true). A kind whose pledges post no message
   * of their own (a rain's receipt names them) says false.
   */
  pledgesCountOnQuota?: boolean | undefined;
  /**
   * Tells the people how an intent ended that the engine carried on by
   * itself (the intent sweeper, after a crash or a restart): the feature's
   * words, its receipts edited, its notes sent. Called at most once per
   * intent (the announcement is claimed); errors are logged.
   */
  announce?: ((outcome: IntentResult) => Promise<void>) | undefined;
  /**
   * Carries on a feature's own work under way (`Intents.runWork`, e.g. a
   * rain's shares) that a crash cut off, telling its people; resolves once
   * the work is done. Called by the intent sweeper, under the work's lease.
   */
  resume?: ((key: string) => Promise<void>) | undefined;
  /**
   * Shows where the kind showed a pledge (a card it posted) that the pledge
   * made for one of its intents ended: `how` is "claimed", "cancelled",
   * "expired", "unknown" or "closed". Called by whoever ended the pledge
   * (`Intents.pledgeEnded`), possibly more than once: must be idempotent.
   */
  pledgeEnded?: ((intent: Intent, offer: Offer, how: string) => Promise<void>) | undefined;
}

/** A member, as an intent names them (names plain text). */
export interface IntentPerson {
  id: number;
  name: string;
  /** How history names them: "@alice", or their name. */
  handle: string;
}

/** Who is paid. */
export type Payee =
  /**
   * A member, by the Telegram id the payer confirmed. `route`: where they
   * asked to be paid when they asked themselves (an offer's claimer), used
   * instead of looking their route up.
   */
  | { type: "member"; person: IntentPerson; route?: MemberDestination | undefined }
  /** A @username the bot never saw (or saw given up): only a pledge can reach them. */
  | { type: "username"; username: string }
  /** A pay code (LNURL, lightning address as LNURL), already read: paid as /pay pays it. */
  | { type: "code"; lnurl: string; counterpart: string }
  /**
   * A BOLT11 invoice the payer was shown decoded (its amount is the intent's).
   * One claim per payer and payment hash covers every intent paying it, from
   * any face: the first that is not certainly failed pays it, the others are
   * refused as `paying_elsewhere`.
   */
  | { type: "invoice"; invoice: string; counterpart: string }
  /** An on-chain address, checked for the network; `feeSat` leaves the account too (4.3). */
  | { type: "address"; address: string; counterpart: string; feeSat?: number | undefined };

/** When Confirm / Cancel is asked before anything happens. */
export type ConfirmPolicy =
  /** Always (a /send, a jar preset link). */
  | "always"
  /** Above the payer's tip threshold from /settings (/tip, a jar preset). */
  | "above_threshold"
  /** Never: the payer opted in beforehand (reaction tips, within their budget). */
  | "opted_in";

/** A budget the intent counts on besides the operator's limits (those `Payments` keeps). */
export type BudgetSpec =
  /**
   * The payer's own daily budget of this many sat for sends that ask no
   * Confirm (reaction tips); its counter is the engine's.
   */
  | { type: "daily"; budgetSat: number }
  /** A feature's gate, e.g. a tip jar still open (`IntentsDeps.gates`). */
  | { type: "gate"; gate: string; key: string }
  /** One share of an offer (what is left of a giveaway, a pledge's one share), taken from `Offers`. */
  | { type: "offer-share"; offer: string };

/** What a pledge made for this intent needs besides the intent itself. */
export interface PledgeTerms {
  ttlMs: number;
  /** The feature's facts of the pledge (chat, names), kept on the offer. */
  context: Record<string, string | number | boolean | null>;
}

export interface IntentInput {
  kind: IntentKind;
  payer: IntentPerson;
  payee: Payee;
  amountSat: number;
  /** The one-use claim key of the update or press asking, e.g. `tip-command:<chat>:<message>`. */
  origin: string;
  /** The chat it was asked in (a group's board counts it; a pledge is made there). */
  chatId: number;
  /** When Confirm is asked; unset: the kind's policy says (default "always"). */
  confirm?: ConfirmPolicy | undefined;
  /** Check the payer's funds before anything is shown (default: when a confirmation is asked). */
  fundsFirst?: boolean | undefined;
  budgets?: BudgetSpec[] | undefined;
  /** Set: a member who cannot receive gets a pledge of the amount. Unset: refused. */
  pledge?: PledgeTerms | undefined;
  /** The invoice description and what history shows. */
  description?: string | undefined;
  /** Counted on the group's leaderboard (/top) once sent. */
  countOnBoard?: boolean | undefined;
  /** How long a confirmation stays usable (default 15 min). */
  confirmTtlMs?: number | undefined;
  /**
   * The payer's account connection when they were asked, if that was before
   * the intent is made (a rain's shares, asked once): paid from that one
   * only. Unset: the connection at the moment the intent is made.
   */
  askedWith?: AccountIdentity | null | undefined;
  /** The feature's own facts (message ids, places, notes): stored, never read by the engine. */
  details?: Record<string, unknown> | undefined;
  /**
   * True when the origin was made for this intent alone (a Mini App
   * preview): nothing asks by it again, so an intent never pressed (or
   * refused at once) is kept only until its confirmation expired, not 7 days.
   */
  oneOffOrigin?: boolean | undefined;
}

export interface Intent extends IntentInput {
  v: 1;
  id: string;
  createdAt: number;
  /** Until when its confirmation may be pressed. */
  expiresAt: number;
  /** The payer's account connection when it was made (null: none): paid from that one only. */
  payerAccount: AccountIdentity | null;
  /** True when Confirm / Cancel is asked before it proceeds. */
  needsConfirmation: boolean;
  /** The message showing its confirmation, once shown (its chat may be the payer's private one). */
  message?: { chatId: number; messageId: number } | undefined;
  /** Why it was refused before any confirmation, if it was. */
  refusal?: IntentRefusal | undefined;
}

/** Why an intent went no further (nothing moved). */
export type IntentRefusal =
  | { reason: "no_account" }
  | {
      reason: "over_limit";
      limit: "per_payment" | "daily";
      limitSat: number;
      remainingSat?: number;
    }
  /** Less than the amount can be spent (checked before a button is shown). */
  | { reason: "funds"; spendableSat: number }
  /** Past the payer's daily reaction budget. */
  | { reason: "budget"; budgetSat: number }
  /** A feature's gate is shut (e.g. the tip jar closed). */
  | { reason: "closed"; gate: string }
  /** The payee cannot receive and the intent allows no pledge. */
  | { reason: "cannot_receive" }
  /** The pledge could not be stored: nothing was made. */
  | { reason: "pledge_failed" }
  /** The payer made their PLEDGES_PER_DAY pledges today already (`max`). */
  | { reason: "pledges_per_day"; max: number }
  /**
   * Another intent of the same payer pays the same invoice (`intentId`, from
   * this face or another): `sent` when it is paid, else under way.
   */
  | { reason: "paying_elsewhere"; intentId: string; sent: boolean }
  /** The offer holds no share for it: all taken, or (`ended`) the offer stopped taking claims. */
  | { reason: "no_share"; ended: boolean };

/** Whom an intent pays, as its texts name them: a member's name, "@name", or the pay code's counterpart. */
export function payeeName(intent: Intent): string {
  const payee = intent.payee;
  if (payee.type === "member") return payee.person.name;
  if (payee.type === "username") return `@${payee.username.replace(/^@/, "")}`;
  return payee.counterpart;
}

/** How far an intent got, as the call that moved it sees it. */
export type IntentResult =
  | { status: "refused"; intent: Intent; refusal: IntentRefusal; again: boolean }
  /** To be confirmed: `shown` once its message is up (a redelivery shows nothing twice). */
  | { status: "requires_confirmation"; intent: Intent; shown: boolean }
  /** Cancelled: now, or (`before`) by an earlier press. */
  | { status: "cancelled"; intent: Intent; before?: boolean | undefined }
  | { status: "not_owner" }
  /** Expired, unknown, or (`account_changed`) confirmed from another account connection. */
  | { status: "stale"; intent?: Intent | undefined; reason?: "account_changed" | undefined }
  | { status: "pledged"; intent: Intent; offer: Offer }
  | { status: "sent"; intent: Intent; operation: Operation }
  | { status: "failed"; intent: Intent; operation: Operation; error: SendFailure }
  | { status: "unknown"; intent: Intent; operation: Operation }
  /** Decided before (a second press, a redelivery): the operation says how it went. */
  | { status: "already"; intent: Intent; operation: Operation | undefined }
  | {
      status: "over_limit";
      intent: Intent;
      limit: "per_payment" | "daily";
      limitSat: number;
      remainingSat?: number;
    };

/** A feature's gate: whether an intent may still proceed (e.g. its tip jar is open). */
export type IntentGate = (key: string) => Promise<boolean>;

export interface IntentsDeps {
  store: Store;
  payments: Payments;
  offers: Offers;
  ledger: Ledger;
  accounts: AccountService;
  preferences: PreferenceService;
  gateway: Gateway;
  logger: Logger;
  now?: () => number;
  /** Gates by name (`BudgetSpec` "gate") besides those of registered policies. */
  gates?: Readonly<Record<string, IntentGate>>;
  /** Policies by kind, besides those registered later (`Intents.register`). */
  policies?: Readonly<Record<IntentKind, IntentPolicy>>;
  /** Pledges one member may make per UTC day (PLEDGES_PER_DAY); unset: no limit. */
  pledgesPerDay?: number | undefined;
}

/** How long an intent's record is kept: far beyond any redelivery or late press (7 days). */
const KEEP_MS = 7 * 24 * 60 * 60_000;
/** How long a one-off intent never pressed outlives its confirmation (5 min). */
const UNPRESSED_GRACE_MS = 5 * 60_000;

export class Intents {
  readonly #deps: IntentsDeps;
  readonly #now: () => number;
  /** Read once per update: its steps (and the chat's checks before them) read the record again and again. */
  readonly #records: MemoizedRecords<Intent>;
  readonly #optInBudget: OptInBudget;
  readonly #policies = new Map<IntentKind, IntentPolicy>();
  /** Intents decided but not carried to an outcome yet, and features' work under way. */
  readonly #underWay: DueList;

  constructor(deps: IntentsDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.#records = new MemoizedRecords(deps.store.keyv<Intent>("intents"), "intents");
    this.#optInBudget = new OptInBudget(deps.store, this.#now);
    this.#underWay = new DueList(deps.store, "intents-under-way", UNDER_WAY_SHARDS);
    for (const [kind, policy] of Object.entries(deps.policies ?? {})) this.register(kind, policy);
  }

  /**
   * States the policy of a kind of intent (its gate, pledges, how its
   * outcomes are announced when the engine carries one on by itself). A
   * kind registered again replaces its policy; a kind never registered has
   * the defaults (pledges allowed and counted, nothing announced).
   */
  register(kind: IntentKind, policy: IntentPolicy): void {
    this.#policies.set(kind, policy);
  }

  /**
   * Runs a feature's own work that makes several intents in turn (a rain's
   * shares), listed as under way in the store while it runs: a crash cuts it
   * off, and the intent sweeper then has the kind's policy `resume(key)` it.
   * Held under a lease (`intent-carry:work:<kind>:<key>`) so the sweeper never
   * races a live run; a second live run (a redelivered press) goes on
   * beside it, as every intent it makes is claim-guarded.
   */
  async runWork<T>(kind: IntentKind, key: string, task: () => Promise<T>): Promise<T> {
    const id = workId(kind, key);
    await this.#list(id);
    const result = await this.#underLease(id, task, "live");
    await this.#unlist(id);
    return result as T;
  }

  /**
   * Carries on every intent decided (direct or confirmed) that has no
   * outcome after `graceMs` (its process died, or another replica's did),
   * and every feature's work under way as long: each under its lease, so a
   * live process is never raced; then the kind's policy announces the
   * outcome (claimed once: two sweepers never tell twice). Returns how many
   * were carried on. Safe on several replicas at once.
   */
  async sweepUnderWay(graceMs: number): Promise<number> {
    let carried = 0;
    for await (const { id } of this.#underWay.due(this.#now() - graceMs)) {
      try {
        if (await this.#carryOn(id)) carried++;
      } catch (error) {
        this.#deps.logger.warn(
          { err: error, intent_id: id },
          "could not carry on an intent; trying again later",
        );
      }
    }
    return carried;
  }

  /** One entry of the sweep: false when a live process holds it or nothing was left to do. */
  async #carryOn(id: string): Promise<boolean> {
    const work = parseWorkId(id);
    const done = await this.#underLease(
      id,
      async () => {
        if (work !== undefined) {
          this.#deps.logger.info({ work: id, kind: work.kind }, "carrying on work a crash cut off");
          const resume = this.#policies.get(work.kind)?.resume;
          if (!resume) {
            this.#deps.logger.warn({ work: id, kind: work.kind }, "no policy resumes this work");
            return true;
          }
          await resume(work.key);
          return true;
        }
        const intent = await this.#records.get(id);
        if (!intent || intent.refusal) return false;
        const policy = this.#policies.get(intent.kind);
        const decision = await this.#deps.store.readClaim(decisionKey(id));
        // Cut off between its origin claim and its decision: a direct one is decided now.
        const undecided = decision === undefined && !intent.needsConfirmation;
        if (!undecided && !(decision?.startsWith("confirmed:") || decision === "direct")) {
          return false;
        }
        this.#deps.logger.info(
          { intent_id: id, kind: intent.kind },
          "carrying on an intent a crash cut off",
        );
        const outcome = undecided
          ? await this.#afterOriginClaim(intent)
          : await this.#carry(intent);
        if (await this.#deps.store.claim(announcedKey(id), String(this.#now()), KEEP_MS)) {
          await policy?.announce?.(outcome);
        }
        return true;
      },
      "sweep",
    );
    if (done === SKIPPED) return false;
    await this.#unlist(id);
    return done;
  }

  /**
   * Runs `task` under the lease `intent-carry:<id>`. A live caller that
   * finds it held runs anyway (claims guard every step); the sweeper skips.
   */
  async #underLease<T>(
    id: string,
    task: () => Promise<T>,
    who: "live" | "sweep",
  ): Promise<T | typeof SKIPPED> {
    let started = false;
    try {
      return await this.#deps.store.withLock(
        `intent-carry:${id}`,
        () => {
          started = true;
          return task();
        },
        { waitMs: 0, leaseMs: CARRY_LEASE_MS },
      );
    } catch (error) {
      if (!(error instanceof LockTimeoutError) || started) throw error;
      return who === "live" ? task() : SKIPPED;
    }
  }

  /**
   * Lists `id` (an intent's, or `workId`) as under way, as of now (before
   * its decision is claimed: a crash after leaves it listed). One store
   * write, no lock: the list is an ordered index (due-list.ts).
   */
  async #list(id: string): Promise<void> {
    await this.#underWay.add(id, this.#now());
  }

  /** Takes `id` off the list (nothing when it is not listed): one store write. */
  async #unlist(id: string): Promise<void> {
    await this.#underWay.remove(id);
  }

  /** The intent `id` (also the id of its send and of its pledge), or undefined. */
  async get(id: string): Promise<Intent | undefined> {
    return this.#records.get(id);
  }

  /**
   * Steps 1–3, then on: makes the intent asked for by `input.origin`, or
   * resumes the one that origin made before. Returns where it stands:
   * refused, to be confirmed (the feature shows it, then `attachMessage`),
   * or carried through to its outcome.
   */
  async submit(input: IntentInput): Promise<IntentResult> {
    const { store } = this.#deps;
    const earlier = await this.#originClaim(input.origin);
    if (earlier !== undefined) return this.#resume(earlier);

    const payerAccount =
      input.askedWith !== undefined
        ? input.askedWith
        : ((await this.#deps.accounts.find(input.payer.id))?.identity ?? null);
    const now = this.#now();
    const fresh: Intent = {
      ...input,
      v: 1,
      id: newOperationId(),
      createdAt: now,
      expiresAt: now + Math.max(1_000, input.confirmTtlMs ?? CONFIRMATION_TTL_MS),
      payerAccount,
      needsConfirmation: await this.#asksConfirmation(input),
    };
    await this.#records.set(fresh.id, fresh, this.#keepUnpressed(fresh));
    // Asked for no Confirm, it is decided once its origin is claimed: listed as under way first.
    const direct = !fresh.needsConfirmation;
    if (direct) await this.#list(fresh.id);
    if (!(await store.claim(input.origin, fresh.id, this.#keepUnpressed(fresh)))) {
      // Another replica handled the same update first: ours is dropped, theirs goes on.
      memoForget(originMemoKey(input.origin));
      await this.#records.delete(fresh.id);
      if (direct) await this.#unlist(fresh.id);
      const winner = await store.readClaim(input.origin);
      if (winner === undefined) throw new Error(`the claim ${input.origin} vanished`);
      return this.#resume(winner);
    }
    memoWrite(originMemoKey(input.origin), fresh.id);
    return this.#afterOriginClaim(fresh);
  }

  /**
   * The intent `origin` was claimed for, read once per update: a face asks
   * `resumeOrigin` before it builds the intent `submit` then makes. A stale
   * "none" is safe: the claim in `submit` is the guard.
   */
  #originClaim(origin: string): Promise<string | undefined> {
    return memoRead(originMemoKey(origin), () => this.#deps.store.readClaim(origin));
  }

  /** Step 2 and on for an intent whose origin is claimed: refused, to be confirmed, or carried on. */
  async #afterOriginClaim(intent: Intent): Promise<IntentResult> {
    const refusal = await this.#preflight(intent);
    if (refusal) {
      const refused = { ...intent, refusal };
      await this.#records.set(intent.id, refused, this.#keepUnpressed(intent));
      // A direct intent was listed by `submit`, just before its origin was claimed.
      if (!intent.needsConfirmation) await this.#unlist(intent.id);
      return { status: "refused", intent: refused, refusal, again: false };
    }
    if (intent.needsConfirmation) return { status: "requires_confirmation", intent, shown: false };
    return this.#proceed(intent, "direct", { listed: true });
  }

  /**
   * The intent `origin` made before, carried on from where it stands (a
   * redelivered update); undefined when the origin made none yet.
   */
  async resumeOrigin(origin: string): Promise<IntentResult | undefined> {
    const earlier = await this.#originClaim(origin);
    return earlier === undefined ? undefined : this.#resume(earlier);
  }

  /**
   * The preflight a face runs before it shows a payment to confirm: the
   * payer's account, the operator's limits, the funds (`feeSat` included).
   */
  async checkSendable(
    userId: number,
    amountSat: number,
    feeSat = 0,
  ): Promise<SendableRefusal | undefined> {
    return checkSendable(this.#deps, userId, amountSat, feeSat);
  }

  /**
   * The preflight of `shares` payments of `shareSat` each, made together (a
   * tip to several): each within the per-payment limit, the total within
   * the day's limit and the funds.
   */
  async checkSendableShares(
    userId: number,
    shareSat: number,
    shares: number,
  ): Promise<SendableRefusal | undefined> {
    return checkSendable(this.#deps, userId, shareSat, 0, shares);
  }

  /**
   * Tells the kind of the intent that made pledge `offer` (the offer's id
   * is the intent's) that it ended `how`, through its policy's
   * `pledgeEnded`; nothing for a pledge no intent made. Errors are logged.
   */
  async pledgeEnded(offer: Offer, how: string): Promise<void> {
    const intent = await this.#records.get(offer.id);
    const shown = intent && this.#policies.get(intent.kind)?.pledgeEnded;
    if (!intent || !shown) return;
    await shown(intent, offer, how).catch((error: unknown) =>
      this.#deps.logger.warn(
        { err: error, offer_id: offer.id, kind: intent.kind },
        "could not show a pledge's end where its intent's kind showed it",
      ),
    );
  }

  /** What `userId` has spent today (UTC day) towards the daily limit. */
  async spentToday(userId: number): Promise<number> {
    return this.#deps.payments.spentToday(userId);
  }

  /**
   * Settles the sends a crash interrupted among `operations` (a history page
   * being shown): unknown when claimed but never finished, failed when
   * never claimed; never sent again. Returns how many were changed.
   */
  async settleInterrupted(operations: Operation[]): Promise<number> {
    return this.#deps.payments.sweepInterrupted(operations);
  }

  /** True when the payer's account is no longer the connection the intent was made with. */
  async accountChanged(intent: Intent): Promise<boolean> {
    const now = await this.#deps.accounts.find(intent.payer.id);
    return !this.#sameAccount(intent, now?.identity);
  }

  /** Whether Confirm or Cancel was pressed already (or the intent needed neither). */
  async decided(id: string): Promise<boolean> {
    return (await this.#deps.store.readClaim(decisionKey(id))) !== undefined;
  }

  /**
   * Remembers which message shows the intent's confirmation (its outcome is
   * edited there, also after a crash): `chatId` defaults to the intent's.
   */
  async attachMessage(id: string, messageId: number, chatId?: number): Promise<void> {
    const intent = await this.#records.get(id);
    if (!intent) return;
    const message = { chatId: chatId ?? intent.chatId, messageId };
    await this.#records.set(id, { ...intent, message }, KEEP_MS);
  }

  /** Confirm pressed by `pressedBy`: carries the intent on, once, whatever happens around it. */
  async confirm(id: string, pressedBy: number): Promise<IntentResult> {
    const intent = await this.#records.get(id);
    if (!intent?.needsConfirmation || intent.refusal) return { status: "stale" };
    if (intent.payer.id !== pressedBy) return { status: "not_owner" };
    const decision = await this.#deps.store.readClaim(decisionKey(id));
    if (decision === undefined && this.#now() > intent.expiresAt) {
      // Too late to confirm: claimed as such, so no press can ever carry it on.
      await this.#deps.store.claim(decisionKey(id), `expired:${pressedBy}`, KEEP_MS);
    }
    await this.#keepPressed(intent, decision);
    return this.#proceed(intent, `confirmed:${pressedBy}`, {
      // Read just now, unless it was claimed as expired since: #proceed need not read it again.
      ...(decision !== undefined || this.#now() <= intent.expiresAt
        ? { decisionRead: decision }
        : {}),
    });
  }

  /** Cancel pressed: usable once, like Confirm; a cancelled intent never moves money. */
  async cancel(id: string, pressedBy: number): Promise<IntentResult> {
    const intent = await this.#records.get(id);
    if (!intent?.needsConfirmation) return { status: "stale" };
    if (intent.payer.id !== pressedBy) return { status: "not_owner" };
    await this.#keepPressed(intent, await this.#deps.store.readClaim(decisionKey(id)));
    if (await this.#deps.store.claim(decisionKey(id), `cancelled:${pressedBy}`, KEEP_MS)) {
      return { status: "cancelled", intent };
    }
    return this.#decided(intent);
  }

  /**
   * How long an intent not pressed yet is kept: 7 days, or for a one-off
   * origin until its confirmation expired (and a few minutes, so a press
   * just too late is told so rather than that nothing was found).
   */
  #keepUnpressed(intent: Intent): number {
    if (!intent.oneOffOrigin) return KEEP_MS;
    return Math.max(0, intent.expiresAt - this.#now()) + UNPRESSED_GRACE_MS;
  }

  /** A one-off intent pressed (before its decision is claimed): kept 7 days from now on. */
  async #keepPressed(intent: Intent, decision: string | undefined): Promise<void> {
    if (intent.oneOffOrigin && decision === undefined) {
      await this.#records.set(intent.id, intent, KEEP_MS);
    }
  }

  /** The intent an origin made before: where it stands now, carried on when it was under way. */
  async #resume(id: string): Promise<IntentResult> {
    const intent = await this.#records.get(id);
    if (!intent) {
      this.#deps.logger.warn({ intent_id: id }, "an origin's intent is gone: nothing to resume");
      return { status: "stale" };
    }
    if (intent.refusal) {
      return { status: "refused", intent, refusal: intent.refusal, again: true };
    }
    const decision = await this.#deps.store.readClaim(decisionKey(id));
    if (intent.needsConfirmation && decision === undefined) {
      return { status: "requires_confirmation", intent, shown: intent.message !== undefined };
    }
    if (!intent.needsConfirmation) return this.#proceed(intent, "direct");
    return this.#decided(intent);
  }

  /**
   * Takes the decision (Confirm or a direct intent) and carries the intent
   * on; a decision taken before is followed instead: confirmed → carried on
   * (it may have been cut off), cancelled or expired → said so.
   */
  async #proceed(
    intent: Intent,
    decision: string,
    options: { listed?: boolean; decisionRead?: string | undefined } = {},
  ): Promise<IntentResult> {
    const { store } = this.#deps;
    const key = decisionKey(intent.id);
    // Listed before the decision is claimed: a crash right after leaves it for the sweeper.
    // The decision as the caller read it will do: a stale "none" only lists it once more,
    // and the claim below stays the one guard.
    if (
      options.listed !== true &&
      ("decisionRead" in options ? options.decisionRead : await store.readClaim(key)) === undefined
    ) {
      await this.#list(intent.id);
    }
    if (!(await store.claim(key, decision, KEEP_MS))) {
      const taken = (await store.readClaim(key)) ?? "";
      if (!taken.startsWith("confirmed:") && taken !== "direct") {
        await this.#unlist(intent.id);
        return this.#decided(intent);
      }
    }
    crashPoint("intent-decided");
    const outcome = await this.#underLease(intent.id, () => this.#carry(intent), "live");
    // The caller (the feature) tells its outcome from here: no longer the sweeper's. A store
    // error now must not hide an outcome reached (a payment sent is never "try again"):
    // left listed, the sweeper carries it on later and finds it done.
    await this.#unlist(intent.id).catch((error: unknown) => {
      this.#deps.logger.warn(
        { err: error, intent_id: intent.id },
        "could not take an intent off the list of intents under way",
      );
    });
    return outcome as IntentResult;
  }

  /** An intent whose decision is taken: cancelled, expired, or how its carrying-on ended. */
  async #decided(intent: Intent): Promise<IntentResult> {
    const decision = (await this.#deps.store.readClaim(decisionKey(intent.id))) ?? "";
    if (decision.startsWith("cancelled:")) return { status: "cancelled", intent, before: true };
    if (decision.startsWith("expired:")) return { status: "stale", intent };
    const route = await this.#deps.store.readClaim(routeKey(intent.id));
    if (route === PLEDGE) {
      const offer = await this.#deps.offers.get(intent.id);
      if (offer) return { status: "pledged", intent, offer };
    }
    return { status: "already", intent, operation: await this.#deps.ledger.get(intent.id) };
  }

  /** Steps 4–7 for an intent whose decision is taken. */
  async #carry(intent: Intent): Promise<IntentResult> {
    // Recorded for sending already (its budgets and gates were passed then): on to its outcome.
    if (await this.#deps.ledger.get(intent.id)) return this.#send(intent);
    // Its budget was given back (its send refused, or never made): it ended, never sent uncounted.
    if ((await this.#deps.store.readClaim(budgetBackKey(intent.id))) !== undefined) {
      return { status: "stale", intent };
    }
    const payer = await this.#deps.accounts.find(intent.payer.id);
    if (!this.#sameAccount(intent, payer?.identity)) {
      return { status: "stale", intent, reason: "account_changed" };
    }
    const elsewhere = await this.#claimInvoice(intent);
    if (elsewhere === VOID) return { status: "stale", intent };
    if (elsewhere) return { status: "refused", intent, ...elsewhere };
    const reserved = await this.#reserveBudgets(intent);
    if (reserved) return this.#refuseLate(intent, reserved);
    const route = await this.#route(intent);
    if (route === "cannot_receive") {
      return this.#refuseLate(intent, { reason: "cannot_receive" });
    }
    if (route === PLEDGE) return this.#pledge(intent);
    return this.#send(intent, route);
  }

  /**
   * The one claim per payer and payment hash of an invoice intent, from
   * whichever face: attempt n (`pay-invoice:<payer>:<hash>:<n>` := intent
   * id, insert-if-absent) is taken only once attempt n − 1 certainly moved
   * nothing (its send failed, or it ended before any send). Two intents
   * racing take the same attempt: one wins, the other is refused, for good
   * (`intent-elsewhere:<id>`), so it never pays later. `VOID`: this intent
   * ended before any send and let the invoice go, so it never sends either.
   * Undefined: this intent holds the invoice's claim (or pays no invoice).
   */
  async #claimInvoice(
    intent: Intent,
  ): Promise<{ refusal: IntentRefusal; again: boolean } | typeof VOID | undefined> {
    if (intent.payee.type !== "invoice") return undefined;
    const { store } = this.#deps;
    if ((await store.readClaim(voidKey(intent.id))) !== undefined) return VOID;
    const refusedBefore = await store.readClaim(elsewhereKey(intent.id));
    if (refusedBefore !== undefined) {
      return { refusal: await this.#payingElsewhere(refusedBefore), again: true };
    }
    const hash = paymentHashOf(intent.payee.invoice);
    for (let attempt = 0; attempt < MAX_INVOICE_ATTEMPTS; attempt++) {
      const key = `pay-invoice:${intent.payer.id}:${hash}:${attempt}`;
      const holder = (await store.claim(key, intent.id, KEEP_MS))
        ? intent.id
        : await store.readClaim(key);
      if (holder === undefined) throw new Error(`the claim ${key} vanished`);
      if (holder === intent.id) return undefined;
      if (await this.#movedNothing(holder)) continue;
      await store.claim(elsewhereKey(intent.id), holder, KEEP_MS);
      this.#deps.logger.info(
        { intent_id: intent.id, other_intent_id: holder },
        "invoice already being paid by another intent of the payer",
      );
      return { refusal: await this.#payingElsewhere(holder), again: false };
    }
    return { refusal: await this.#payingElsewhere(intent.id), again: false };
  }

  async #payingElsewhere(intentId: string): Promise<IntentRefusal> {
    const operation = await this.#deps.ledger.get(intentId);
    return { reason: "paying_elsewhere", intentId, sent: operation?.state === "sent" };
  }

  /**
   * True when intent `id` certainly moved no money and never will: its send
   * failed, or it ended before any send was recorded (refused, over a
   * limit, its account changed: `intent-void:<id>`).
   */
  async #movedNothing(id: string): Promise<boolean> {
    const operation = await this.#deps.ledger.get(id);
    if (operation) return operation.state === "failed";
    return (await this.#deps.store.readClaim(voidKey(id))) !== undefined;
  }

  /** Step 6: history and send, through `Payments` under the intent's id (sent at most once). */
  async #send(intent: Intent, decided?: MemberDestination): Promise<IntentResult> {
    const route = decided ?? (await this.#route(intent));
    if (typeof route === "string") return { status: "stale", intent };
    const result = await this.#deps.payments.executeAs({
      id: intent.id,
      userId: intent.payer.id,
      chatId: intent.message?.chatId ?? intent.chatId,
      request: {
        kind: sendKind(intent.payee),
        target: route.target,
        amountSat: intent.amountSat,
        description: intent.description,
        counterpart: route.counterpart,
        ...(intent.payee.type === "address" && intent.payee.feeSat !== undefined
          ? { feeSat: intent.payee.feeSat }
          : {}),
      },
      payerAccount: intent.payerAccount,
      messageId: intent.message?.messageId,
    });
    return this.#afterSend(intent, result);
  }

  /** Step 7 for a send that went out; a budget given back for one that did not. */
  async #afterSend(intent: Intent, result: ExecuteResult): Promise<IntentResult> {
    switch (result.status) {
      case "sent":
        await this.#settle(intent, result.operation);
        return { status: "sent", intent, operation: result.operation };
      case "already":
        if (result.operation?.state === "sent") await this.#settle(intent, result.operation);
        if (result.operation?.state === "failed") await this.#giveBudgetsBack(intent);
        return { status: "already", intent, operation: result.operation };
      case "unknown":
        return { status: "unknown", intent, operation: result.operation };
      case "failed":
        await this.#giveBudgetsBack(intent);
        return { status: "failed", intent, operation: result.operation, error: result.error };
      case "over_limit":
        await this.#giveBudgetsBack(intent);
        await this.#markVoid(intent, "over_limit");
        return {
          status: "over_limit",
          intent,
          limit: result.limit,
          limitSat: result.limitSat,
          ...(result.remainingSat !== undefined ? { remainingSat: result.remainingSat } : {}),
        };
      case "stale":
        await this.#giveBudgetsBack(intent);
        await this.#markVoid(intent, "stale");
        return { status: "stale", intent, reason: result.reason };
      case "not_owner":
        return { status: "not_owner" };
      case "cancelled":
        return { status: "cancelled", intent };
    }
  }

  /**
   * The payee's side of a sent intent, idempotent: their history entry
   * (a member), the group's board. A store failure is logged, not thrown:
   * the money moved, and that is what the payer must hear (never "try
   * again", which would pay twice); a later look at the intent settles it.
   */
  async #settle(intent: Intent, operation: Operation): Promise<void> {
    const payee = intent.payee;
    if (payee.type !== "member") return;
    try {
      await recordTipReceived(this.#deps.ledger, operation, {
        recipientId: payee.person.id,
        description: intent.description,
        counterpart: intent.payer.handle,
      });
    } catch (error) {
      this.#deps.logger.warn(
        { err: error, operation_id: operation.id },
        "could not write the payee's history entry",
      );
    }
    if (!intent.countOnBoard) return;
    await recordGroupPayment(this.#deps, {
      chatId: intent.chatId,
      from: { id: intent.payer.id, name: intent.payer.name },
      to: { id: payee.person.id, name: payee.person.name },
      sat: operation.amountSat,
      at: this.#now(),
      operationId: operation.id,
    }).catch((error: unknown) =>
      this.#deps.logger.warn(
        { err: error, operation_id: operation.id },
        "could not count a payment on the board",
      ),
    );
  }

  /**
   * Step 5: where the money goes, decided once per intent (a second press or
   * another replica follows the first decision): the member's address or
   * account, a pay code, a pledge, or nowhere.
   */
  async #route(intent: Intent): Promise<MemberDestination | typeof PLEDGE | "cannot_receive"> {
    const { store } = this.#deps;
    const key = routeKey(intent.id);
    const decided = await store.readClaim(key);
    if (decided !== undefined) return parseRoute(decided);
    const route = await this.#resolve(intent);
    if (await store.claim(key, formatRoute(route), KEEP_MS)) return route;
    const winner = await store.readClaim(key);
    if (winner === undefined) throw new Error(`the claim ${key} vanished`);
    return parseRoute(winner);
  }

  async #resolve(intent: Intent): Promise<MemberDestination | typeof PLEDGE | "cannot_receive"> {
    const payee = intent.payee;
    if (payee.type === "code") {
      return { target: { type: "lnurl", lnurl: payee.lnurl }, counterpart: payee.counterpart };
    }
    if (payee.type === "invoice") {
      return { target: { type: "bolt11", invoice: payee.invoice }, counterpart: payee.counterpart };
    }
    if (payee.type === "address") {
      return {
        target: { type: "onchain", address: payee.address },
        counterpart: payee.counterpart,
      };
    }
    if (payee.type === "member") {
      if (payee.route) return payee.route;
      const route = await memberRoute(this.#deps, payee.person.id);
      if (route.via !== "none") return destinationOf(route, payee.person.id, payee.person.handle);
    }
    return intent.pledge && this.#pledgeAllowed(intent) ? PLEDGE : "cannot_receive";
  }

  #pledgeAllowed(intent: Intent): boolean {
    return this.#policies.get(intent.kind)?.pledgeAllowed !== false;
  }

  /** Step 5's pledge: an offer of one share with the intent's id (made once, whoever asks again). */
  async #pledge(intent: Intent): Promise<IntentResult> {
    const terms = intent.pledge;
    if (!terms || !this.#pledgeAllowed(intent)) {
      return this.#refuseLate(intent, { reason: "cannot_receive" });
    }
    const payee = intent.payee;
    const slot = await this.#pledgeSlot(intent);
    if (slot === "refused") {
      return this.#refuseLate(intent, {
        reason: "pledges_per_day",
        max: this.#deps.pledgesPerDay ?? 0,
      });
    }
    const day = await this.#reservedDay(intent, "daily");
    try {
      const offer = await this.#deps.offers.create({
        id: intent.id,
        kind: "pledge",
        payerId: intent.payer.id,
        payerHandle: intent.payer.handle,
        shareSat: intent.amountSat,
        shares: 1,
        ttlMs: terms.ttlMs,
        chatId: intent.chatId,
        ...(payee.type === "member"
          ? { forUserId: payee.person.id }
          : payee.type === "username"
            ? { forUsername: payee.username }
            : {}),
        description: intent.description,
        context: terms.context,
        // The pledge keeps the budget: given back only if it ends unpaid.
        ...(day !== undefined ? { budget: { kind: "daily", day } as const } : {}),
      });
      this.#deps.logger.info(
        { offer_id: offer.id, kind: intent.kind, amount_sat: intent.amountSat },
        "pledge made",
      );
      return { status: "pledged", intent, offer };
    } catch (error) {
      this.#deps.logger.error({ err: error, intent_id: intent.id }, "could not make a pledge");
      // Nothing was made: it does not count on today's pledges.
      if (slot !== "counted") await slot.give();
      return this.#refuseLate(intent, { reason: "pledge_failed" });
    }
  }

  /**
   * One of the payer's pledges of the day, taken once per intent
   * (`intent-pledge-slot:<id>`): a retry finds it taken (or refused, under
   * `intent-pledge-refused:<id>`) and counts nothing again. A crash between
   * those two claims lets a refused pledge through once: one over the
   * number, never a payment.
   */
  async #pledgeSlot(intent: Intent): Promise<PledgeSlot | "counted" | "refused"> {
    const perDay = this.#deps.pledgesPerDay;
    if (perDay === undefined) return "counted";
    if (this.#policies.get(intent.kind)?.pledgesCountOnQuota === false) return "counted";
    const { store } = this.#deps;
    if (!(await store.claim(`intent-pledge-slot:${intent.id}`, String(this.#now()), KEEP_MS))) {
      const refused = await store.readClaim(`intent-pledge-refused:${intent.id}`);
      return refused === undefined ? "counted" : "refused";
    }
    const slot = await takePledgeSlot(store, intent.payer.id, this.#now(), perDay);
    if (slot) return slot;
    await store.claim(`intent-pledge-refused:${intent.id}`, String(this.#now()), KEEP_MS);
    this.#deps.logger.info(
      { intent_id: intent.id },
      "pledge refused: the payer's pledges for today are used up",
    );
    return "refused";
  }

  /**
   * Records that an invoice intent ended before any send (nothing recorded,
   * nothing moved): a later intent of the payer may pay that invoice.
   */
  async #markVoid(intent: Intent, why: string): Promise<void> {
    if (intent.payee.type !== "invoice") return;
    if (await this.#deps.ledger.get(intent.id)) return;
    await this.#deps.store.claim(voidKey(intent.id), why, KEEP_MS);
  }

  /** A refusal after the decision (a budget, a gate, no route): the budgets go back. */
  async #refuseLate(intent: Intent, refusal: IntentRefusal): Promise<IntentResult> {
    await this.#markVoid(intent, refusal.reason);
    if (refusal.reason !== "budget" && refusal.reason !== "no_share") {
      await this.#giveBudgetsBack(intent);
    }
    return { status: "refused", intent, refusal, again: false };
  }

  /** Step 2: the payer's account, the operator's limits, the funds when they are checked first. */
  async #preflight(intent: Intent): Promise<IntentRefusal | undefined> {
    const { accounts, payments } = this.#deps;
    const account = await accounts.find(intent.payer.id);
    if (!account) return { reason: "no_account" };
    const verdict = await payments.checkLimits(intent.payer.id, intent.amountSat);
    if (!verdict.ok) {
      return verdict.reason === "per_payment"
        ? { reason: "over_limit", limit: "per_payment", limitSat: verdict.limitSat }
        : {
            reason: "over_limit",
            limit: "daily",
            limitSat: verdict.limitSat,
            remainingSat: verdict.remainingSat,
          };
    }
    const preview = await this.#resolve(intent);
    // Nobody to pay and no pledge allowed: said before any button is shown.
    if (preview === "cannot_receive") return { reason: "cannot_receive" };
    if (!(intent.fundsFirst ?? intent.needsConfirmation)) return undefined;
    // A pledge moves nothing now: its funds are checked when it is claimed.
    if (preview === PLEDGE) return undefined;
    const spendableSat = await spendableOrUnknown(
      this.#deps.gateway,
      account.credentials,
      this.#deps.logger,
      `an intent (${intent.kind})`,
    );
    // An on-chain fee leaves the account too (the limits count the amount alone).
    const feeSat = intent.payee.type === "address" ? (intent.payee.feeSat ?? 0) : 0;
    return spendableSat !== undefined && spendableSat < intent.amountSat + feeSat
      ? { reason: "funds", spendableSat }
      : undefined;
  }

  async #asksConfirmation(input: IntentInput): Promise<boolean> {
    switch (input.confirm ?? this.#policies.get(input.kind)?.confirm ?? "always") {
      case "always":
        return true;
      case "opted_in":
        return false;
      case "above_threshold": {
        const { tipConfirmAboveSat } = await this.#deps.preferences.get(input.payer.id);
        return input.amountSat > tipConfirmAboveSat;
      }
    }
  }

  /**
   * Step 4: every budget of the intent, once per intent (a resumed intent
   * finds its reservation). The refusal of the first that does not fit,
   * with what was reserved before it given back.
   */
  async #reserveBudgets(intent: Intent): Promise<IntentRefusal | undefined> {
    const { store } = this.#deps;
    const policy = this.#policies.get(intent.kind)?.budgets ?? [];
    for (const budget of [...policy, ...(intent.budgets ?? [])]) {
      if (budget.type === "gate") {
        const gate = this.#policies.get(budget.gate)?.gate ?? this.#deps.gates?.[budget.gate];
        const open = await gate?.(budget.key);
        if (open === false) return { reason: "closed", gate: budget.gate };
        continue;
      }
      if (budget.type === "offer-share") {
        // Decided once per intent by the offer (a resumed intent finds its share).
        const share = await this.#deps.offers.takeShare(budget.offer, intent.id);
        if (share === "taken") continue;
        await this.#giveBudgetsBack(intent);
        return { reason: "no_share", ended: share === "ended" };
      }
      const key = budgetKey(intent.id, budget.type);
      if ((await store.readClaim(key)) !== undefined) continue;
      const day = this.#optInBudget.today();
      const fits = await this.#optInBudget.reserve(
        intent.payer.id,
        intent.amountSat,
        budget.budgetSat,
        day,
      );
      if (!fits) {
        await this.#giveBudgetsBack(intent);
        return { reason: "budget", budgetSat: budget.budgetSat };
      }
      // Counted first, then claimed: a crash between counts it without sending (the safe side).
      if (!(await store.claim(key, day, KEEP_MS))) {
        await this.#optInBudget.giveBack(intent.payer.id, intent.amountSat, day);
      }
    }
    return undefined;
  }

  /** The day a budget of `type` was reserved on for this intent, if it was. */
  async #reservedDay(intent: Intent, type: "daily"): Promise<string | undefined> {
    return this.#deps.store.readClaim(budgetKey(intent.id, type));
  }

  /**
   * Gives back what the intent reserved, once: an offer's share through the
   * offer (a store error is thrown: the share stays taken, the offer pays
   * less), the reaction budget under `intent-budget-back:<id>` (errors logged).
   */
  async #giveBudgetsBack(intent: Intent): Promise<void> {
    for (const budget of intent.budgets ?? []) {
      // Once per intent, by the offer; a store error is thrown: the share then stays taken.
      if (budget.type === "offer-share")
        await this.#deps.offers.giveShareBack(budget.offer, intent.id);
    }
    const day = await this.#reservedDay(intent, "daily");
    if (day === undefined) return;
    try {
      const back = budgetBackKey(intent.id);
      if (!(await this.#deps.store.claim(back, String(this.#now()), KEEP_MS))) return;
      await this.#optInBudget.giveBack(intent.payer.id, intent.amountSat, day);
    } catch (error) {
      this.#deps.logger.warn({ err: error, intent_id: intent.id }, "could not give a budget back");
    }
  }

  #sameAccount(intent: Intent, now: AccountIdentity | undefined): boolean {
    return stillConnected(intent.payerAccount, now);
  }
}

/** The route decision of a pledge. */
const PLEDGE = "pledge";

/** An invoice intent that ended before any send: its attempt is given up for good. */
const VOID = "void";

/** Attempts at one invoice by one payer after failures that moved nothing. */
const MAX_INVOICE_ATTEMPTS = 20;

function elsewhereKey(id: string): string {
  return `intent-elsewhere:${id}`;
}

function voidKey(id: string): string {
  return `intent-void:${id}`;
}

/** The payment hash of an invoice the payer was shown (checked then); its text if it no longer reads. */
function paymentHashOf(invoice: string): string {
  try {
    return decodeInvoice(invoice).paymentHash;
  } catch {
    // Not payable anyway (`Payments` refuses it): keyed on the text, still once per invoice.
    return invoice.toLowerCase();
  }
}

/** What history calls the send to `payee`. */
function sendKind(payee: Payee): "payment" | "withdrawal" | "tip-sent" {
  switch (payee.type) {
    case "code":
    case "invoice":
      return "payment";
    case "address":
      return "withdrawal";
    default:
      return "tip-sent";
  }
}

/** Older versions split the list of intents under way in this many records (moved by due-list.ts). */
const UNDER_WAY_SHARDS = 8;
/** The lease one process holds while carrying an intent (renewed while it works). */
const CARRY_LEASE_MS = 15_000;
/** What `#underLease` returns to the sweeper when a live process holds the lease. */
const SKIPPED = Symbol("skipped");

/** The update memo's key of an origin's claim. */
function originMemoKey(origin: string): string {
  return `origin-claim:${origin}`;
}

function workId(kind: IntentKind, key: string): string {
  return `work:${kind}:${key}`;
}

/** The kind and key of a `workId` (kinds hold no colon), or undefined for an intent's id (base64url: none). */
function parseWorkId(id: string): { kind: IntentKind; key: string } | undefined {
  if (!id.startsWith("work:")) return undefined;
  const colon = id.indexOf(":", 5);
  if (colon < 0) return undefined;
  return { kind: id.slice(5, colon), key: id.slice(colon + 1) };
}

function announcedKey(id: string): string {
  return `intent-announced:${id}`;
}

function decisionKey(id: string): string {
  return `intent-decision:${id}`;
}

function routeKey(id: string): string {
  return `intent-route:${id}`;
}

function budgetKey(id: string, type: string): string {
  return `intent-budget:${id}:${type}`;
}

/** Taken once an intent's reaction budget was given back: the intent ended unsent. */
function budgetBackKey(id: string): string {
  return `intent-budget-back:${id}`;
}

function formatRoute(route: MemberDestination | typeof PLEDGE | "cannot_receive"): string {
  return typeof route === "string" ? route : `send:${JSON.stringify(route)}`;
}

function parseRoute(value: string): MemberDestination | typeof PLEDGE | "cannot_receive" {
  if (value === PLEDGE || value === "cannot_receive") return value;
  const parsed = JSON.parse(value.slice("send:".length)) as {
    target: SendTarget;
    counterpart: string;
  };
  return parsed;
}
