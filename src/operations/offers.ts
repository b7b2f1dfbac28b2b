/**
 * Money offered now and paid when someone claims it: pledged tips, giveaway
 * shares, inline sends. An offer names its payer, a share amount and how
 * many shares there are; nothing moves and nothing is held until a member
 * claims a share. Then that share becomes an intent of the intents engine
 * (intents.ts) and is paid in its one order, from the payer's own account,
 * to the claimer's lightning address or account. This module keeps the
 * offer's accounting only: shares taken, who claimed, expiry, the end, and
 * a budget given back when it ends unpaid.
 *
 * Claiming a share, for member M of offer O:
 *
 *   checks (payer, the member it is for, ended?, expired?, a route to M, a share left?)
 *   → `Intents.submit`, its origin the member's claim `offer-member:O:M:<attempt>`
 *     (one intent per member and attempt: a second press, a redelivery or
 *     another replica resumes it), no confirmation (the payer offered it)
 *   → its step 4 takes the share (`takeShare`): counter `offer-taken:O` += 1,
 *     decided once per intent (`offer-share:<intent>`); over the count → "all taken"
 *   → route, history, send, settle as every intent; then here: the claimer's
 *     history and the offer's list; sent / unknown keep the share
 *   → refused, over a limit or stale: the engine gives the share back once
 *     (`giveShareBack`) and the claim `offer-release:O:M:<attempt>` ends that
 *     attempt, so M may try again later
 *
 * A crash after the member claim leaves an intent that the member's next
 * press carries on (it was never sent: this is not a retry), unless the
 * offer ended meanwhile: then its share is given back and nothing is sent;
 * a crash inside the send is settled as unknown by the send sweeper. A
 * crash between the counter and the share's decision leaves one share
 * counted that nobody holds: the offer pays less, never more.
 *
 * Ending an offer (cancelled, expired, ended by its payer, paid out) is one
 * claim `offer-end:O` plus a jump of the share counter far past the count,
 * so no share is taken after it; what a claim already took is reported to
 * the one ending it (`claimsUnderWay`), e.g. "too late, being claimed". An
 * offer counted on a budget when made (a reaction pledge) gives it back once
 * it ends with nothing paid.
 *
 * The engine knows nothing of Telegram: features keep their chat, message
 * and names in `context`, and tell people what happened.
 */
import type Keyv from "keyv";
import { type AccountIdentity, type AccountService, sameAccount } from "../accounts/accounts.ts";
import type { Logger } from "../logger.ts";
import type { Store } from "../storage/types.ts";
import { newOperationId } from "./ids.ts";
import type { Intent, IntentResult, Intents } from "./intents.ts";
import type { Operation } from "./ledger.ts";
import { OptInBudget } from "./opt-in-budget.ts";
import type { SendTarget } from "./payments.ts";

/** The kind of an offer, named by the feature that makes it (the engine knows none by name). */
export type OfferKind = string;

/** Why an offer stopped taking claims. */
export type EndReason =
  /** Its payer cancelled it. */
  | "cancelled"
  /** Its time ran out. */
  | "expired"
  /** Every share was paid (or is in doubt). */
  | "completed"
  /** Its payer ended it early (a giveaway's End button). */
  | "ended"
  /** The payer's funds or limits ran out while paying a share. */
  | "payer_out"
  /** The payer's account connection is not the one the offer was made from. */
  | "account_changed";

export interface OfferInput {
  /**
   * Its id, when the caller has one (the intent a pledge keeps): making the
   * same offer again returns the one made. Unset: a new id.
   */
  id?: string | undefined;
  kind: OfferKind;
  payerId: number;
  /** How the payer appears in a claimer's history ("@alice", "Alice"). */
  payerHandle: string;
  /** What each claimer receives, in whole satoshi. */
  shareSat: number;
  /** How many members may claim a share. */
  shares: number;
  ttlMs: number;
  /** The chat the offer was made in (kept with the sends). */
  chatId: number;
  /** Only this member may claim (a pledge to someone the bot has seen). */
  forUserId?: number | undefined;
  /** Only a member with this username may claim (a pledge to a `@name` never seen); any case, no "@". */
  forUsername?: string | undefined;
  /** The note: the invoice description and what history shows. */
  description?: string | undefined;
  /** Whatever the feature needs afterwards (chat, message, names). */
  context?: Record<string, string | number | boolean | null> | undefined;
  /**
   * A budget the offer's whole amount was counted on when it was made (a
   * reaction pledge: the payer's reaction budget of that UTC day). Given
   * back once if the offer ends with nothing paid (cancelled, expired, ...).
   */
  budget?: { kind: "daily"; day: string } | undefined;
}

export interface Offer extends Omit<OfferInput, "id"> {
  id: string;
  createdAt: number;
  expiresAt: number;
  /** The payer's account connection when the offer was made (null: none). Shares are paid from it only. */
  payerAccount: AccountIdentity | null;
}

/** Who presses Claim. */
export interface Claimer {
  userId: number;
  /** Their Telegram username, without "@" (checked against `forUsername`). */
  username?: string | undefined;
  /** Their display name, for the offer's list of claims. */
  name: string;
  /** How they appear in the payer's history ("@bob"). */
  handle: string;
}

/** One paid (or doubtful) share, as the offer's message lists them. */
export interface OfferClaim {
  userId: number;
  name: string;
  operationId: string;
  state: "sent" | "unknown";
  at: number;
}

/** What an offer's message shows: the offer, its claims, and whether it ended. */
export interface OfferView {
  offer: Offer;
  claims: OfferClaim[];
  /** Set once the offer stopped taking claims. */
  ended?: { reason: EndReason; at: number } | undefined;
}

export type ClaimResult =
  /** No such offer (never made, or long gone). */
  | { status: "gone" }
  | { status: "ended"; reason: EndReason; offer: Offer }
  /** The payer pressed their own offer. */
  | { status: "own"; offer: Offer }
  /** The offer names someone else. */
  | { status: "not_for_you"; offer: Offer }
  /** The claimer has no account or address to be paid to: nothing was taken; set one up and press again. */
  | { status: "no_route"; offer: Offer }
  | { status: "all_taken"; offer: Offer }
  /** Another press of this member is being handled right now. */
  | { status: "busy"; offer: Offer }
  /** Paid now. `completed`: that was the last share. */
  | { status: "paid"; offer: Offer; operation: Operation; completed: boolean }
  /** This member's share was claimed before: its operation says how it went. */
  | { status: "already"; offer: Offer; operation: Operation | undefined }
  /**
   * Nothing was paid and the share is free again (the member may try again):
   * the payer is over a limit, the gateway refused (e.g. funds), or the
   * payer's account changed (the offer then ended).
   */
  | { status: "not_paid"; offer: Offer; result: NotPaid }
  /** Sent, but the outcome is unknown: not retried; the share stays taken. */
  | { status: "unknown"; offer: Offer; operation: Operation };

/** Why a share was not paid, as the intents engine said it (a limit refused before the send included). */
export type NotPaid = Extract<
  IntentResult,
  { status: "failed" | "over_limit" | "stale" | "refused" | "already" }
>;

/** What the engine's step 4 decided for an intent's share of an offer. */
export type ShareDecision = "taken" | "all_taken" | "ended";

export type EndResult =
  | { status: "gone" }
  | { status: "not_owner" }
  /** It had ended before, for `reason`. */
  | { status: "already_ended"; reason: EndReason; offer: Offer }
  /** Ended now. `claimsUnderWay`: shares already taken (paid, in doubt or being paid). */
  | { status: "ended"; offer: Offer; claimsUnderWay: number };

/** Added to the share counter when an offer ends: no claim can start after it. */
const CLOSED = 1_000_000_000;
/** How long an offer is kept after it expires, so late presses get a true answer (7 days). */
const KEEP_AFTER_MS = 7 * 24 * 60 * 60_000;
/** The index of open offers is split in this many records, each under its own lock. */
const OPEN_SHARDS = 8;

export interface OffersDeps {
  store: Store;
  /**
   * The engine every share is paid through. A function: `Intents` is built
   * with these offers (it makes pledges and takes shares from them).
   */
  intents: () => Intents;
  accounts: AccountService;
  logger: Logger;
  now?: () => number;
}

export class Offers {
  readonly #deps: OffersDeps;
  readonly #now: () => number;
  readonly #offers: Keyv<Offer>;
  readonly #claims: Keyv<OfferClaim[]>;
  readonly #open: Keyv<Record<string, { payerId: number; expiresAt: number }>>;
  readonly #byPayer: Keyv<string[]>;
  readonly #optInBudget: OptInBudget;

  constructor(deps: OffersDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.#optInBudget = new OptInBudget(deps.store, this.#now);
    this.#offers = deps.store.keyv<Offer>("offers");
    this.#claims = deps.store.keyv<OfferClaim[]>("offer-claims");
    this.#open = deps.store.keyv("offers-open");
    this.#byPayer = deps.store.keyv<string[]>("offers-of-payer");
  }

  /** Makes an offer from the payer's current account connection; nothing moves yet. */
  async create(input: OfferInput): Promise<Offer> {
    if (!Number.isSafeInteger(input.shareSat) || input.shareSat <= 0) {
      throw new RangeError("an offer's share must be a positive whole number of satoshi");
    }
    if (!Number.isSafeInteger(input.shares) || input.shares <= 0 || input.shares >= CLOSED) {
      throw new RangeError("an offer needs a positive number of shares");
    }
    if (input.id !== undefined) {
      const made = await this.#offers.get(input.id);
      if (made) return made;
    }
    const payer = await this.#deps.accounts.find(input.payerId);
    const now = this.#now();
    const offer: Offer = {
      ...input,
      forUsername: input.forUsername?.replace(/^@/, "").toLowerCase(),
      id: input.id ?? newOperationId(),
      createdAt: now,
      expiresAt: now + Math.max(1_000, input.ttlMs),
      payerAccount: payer ? payer.identity : null,
    };
    await this.#offers.set(offer.id, offer, this.#keepMs(offer));
    await this.#listOpen(offer);
    return offer;
  }

  async get(id: string): Promise<Offer | undefined> {
    return this.#offers.get(id);
  }

  /** The offer with its claims and end, for its message. */
  async view(id: string): Promise<OfferView | undefined> {
    const offer = await this.#offers.get(id);
    if (!offer) return undefined;
    return {
      offer,
      claims: (await this.#claims.get(id)) ?? [],
      ended: await this.#ended(id),
    };
  }

  /** The payer's offers still taking claims (not ended; expired ones until the sweep ends them). */
  async openOf(payerId: number): Promise<Offer[]> {
    const ids = (await this.#byPayer.get(String(payerId))) ?? [];
    const open: Offer[] = [];
    for (const id of ids) {
      const offer = await this.#offers.get(id);
      if (offer && !(await this.#ended(id))) open.push(offer);
    }
    return open;
  }

  /**
   * A member presses Claim. `route` is where their share goes (their
   * address as LNURL, or their account); undefined when they have neither.
   */
  async claimShare(
    id: string,
    claimer: Claimer,
    route: SendTarget | undefined,
  ): Promise<ClaimResult> {
    return this.#claim(id, claimer, route, true);
  }

  async #claim(
    id: string,
    claimer: Claimer,
    route: SendTarget | undefined,
    mayRestart: boolean,
  ): Promise<ClaimResult> {
    const { store } = this.#deps;
    const offer = await this.#offers.get(id);
    if (!offer) return { status: "gone" };
    if (claimer.userId === offer.payerId) return { status: "own", offer };
    if (offer.forUserId !== undefined && offer.forUserId !== claimer.userId) {
      return { status: "not_for_you", offer };
    }
    if (offer.forUsername !== undefined && claimer.username?.toLowerCase() !== offer.forUsername) {
      return { status: "not_for_you", offer };
    }
    const intents = this.#deps.intents();
    const attempt = await this.#attemptOf(id, claimer.userId);
    const origin = memberKey(id, claimer.userId, attempt);
    // This member's claim was made before (a second press, a redelivery, a cut-off press).
    const resumed = await intents.resumeOrigin(origin);
    if (resumed) return this.#outcome(offer, claimer, attempt, resumed, mayRestart, route);

    const ended = await this.#ended(id);
    if (ended) return { status: "ended", reason: ended.reason, offer };
    // The sweep ends it and tells the people; until then it takes no claim.
    if (this.#now() >= offer.expiresAt) return { status: "ended", reason: "expired", offer };
    if (!route) return { status: "no_route", offer };
    // Most late presses stop here, before any intent is made (the engine's step 4 decides).
    if ((await store.readCounter(takenKey(id))) >= offer.shares) {
      return { status: "all_taken", offer };
    }

    // Paid from the account the offer was made from, or not at all.
    const payer = await this.#deps.accounts.find(offer.payerId);
    if (!offer.payerAccount || !payer || !sameAccount(offer.payerAccount, payer.identity)) {
      await this.end(id, "system", "account_changed");
      return { status: "ended", reason: "account_changed", offer };
    }

    const result = await intents.submit({
      kind: "offer-share",
      payer: { id: offer.payerId, name: offer.payerHandle, handle: offer.payerHandle },
      payee: {
        type: "member",
        person: { id: claimer.userId, name: claimer.name, handle: claimer.handle },
        route: { target: route, counterpart: claimer.handle || claimer.name },
      },
      amountSat: offer.shareSat,
      origin,
      chatId: offer.chatId,
      // The payer offered it: a share asks no Confirm, and its funds are the send's to find.
      confirm: "opted_in",
      fundsFirst: false,
      budgets: [{ type: "offer-share", offer: id }],
      description: offer.description,
      askedWith: offer.payerAccount,
      details: { offer: id, claimer: claimer.userId },
    });
    return this.#outcome(offer, claimer, attempt, result, mayRestart, route);
  }

  /**
   * The offer's side of how a share's intent ended when no press waits for
   * it (carried on from the store after a crash): the claim noted (sent, in
   * doubt), the attempt ended when nothing was paid; never a new attempt.
   * Undefined for an intent that is no offer's share, or an offer gone.
   */
  async shareOutcome(intent: Intent, result: IntentResult): Promise<ClaimResult | undefined> {
    const offerId = intent.details?.offer;
    const attempt = attemptOfOrigin(intent.origin);
    if (typeof offerId !== "string" || intent.payee.type !== "member" || attempt === undefined) {
      return undefined;
    }
    const offer = await this.#offers.get(offerId);
    if (!offer) return undefined;
    const { id, name, handle } = intent.payee.person;
    return this.#outcome(offer, { userId: id, name, handle }, attempt, result, false, undefined);
  }

  /**
   * The offer's side of how a share's intent went: the claim noted (sent,
   * in doubt), the attempt ended when nothing was paid (its share was given
   * back by the engine), a refused attempt restarted once.
   */
  async #outcome(
    offer: Offer,
    claimer: Claimer,
    attempt: number,
    result: IntentResult,
    mayRestart: boolean,
    route: SendTarget | undefined,
  ): Promise<ClaimResult> {
    switch (result.status) {
      case "sent": {
        const completed = await this.#settled(offer, claimer, result.operation);
        return { status: "paid", offer, operation: result.operation, completed };
      }
      case "unknown":
        await this.#completeIfLast(
          offer,
          await this.#noteClaim(offer, claimer, result.operation, "unknown"),
        );
        return { status: "unknown", offer, operation: result.operation };
      case "already": {
        const operation = result.operation;
        if (operation?.state === "sent") {
          await this.#settled(offer, claimer, operation);
          return { status: "already", offer, operation };
        }
        if (operation?.state === "unknown") {
          await this.#completeIfLast(
            offer,
            await this.#noteClaim(offer, claimer, operation, "unknown"),
          );
          return { status: "already", offer, operation };
        }
        if (operation?.state === "failed") {
          // Refused before (its press was cut off before ending the attempt).
          await this.#endAttempt(offer, claimer.userId, attempt);
          return mayRestart
            ? this.#claim(offer.id, claimer, route, false)
            : { status: "not_paid", offer, result };
        }
        // Being sent by another press (or its holder's lease has not run out yet).
        return { status: "busy", offer };
      }
      case "refused": {
        await this.#endAttempt(offer, claimer.userId, attempt);
        const refusal = result.refusal;
        if (refusal.reason === "no_share") {
          if (!refusal.ended) return { status: "all_taken", offer };
          const ended = await this.#ended(offer.id);
          return { status: "ended", reason: ended?.reason ?? "expired", offer };
        }
        if (refusal.reason === "no_account") {
          await this.end(offer.id, "system", "account_changed");
          return { status: "ended", reason: "account_changed", offer };
        }
        if (refusal.reason === "over_limit") {
          // Refused before the send, as a send over a limit is: the payer's limits ran out.
          const { limit, limitSat, remainingSat } = refusal;
          return {
            status: "not_paid",
            offer,
            result: {
              status: "over_limit",
              intent: result.intent,
              limit,
              limitSat,
              ...(remainingSat !== undefined ? { remainingSat } : {}),
            },
          };
        }
        return { status: "not_paid", offer, result };
      }
      case "failed":
      case "over_limit":
        await this.#endAttempt(offer, claimer.userId, attempt);
        return { status: "not_paid", offer, result };
      case "stale":
        // The member's claim names no intent on record (made before shares were intents, or
        // lost): whatever it did is not known here, so no new attempt (the offer pays less).
        if (!result.intent) {
          this.#deps.logger.warn(
            { offer_id: offer.id, attempt },
            "a member's claim names no intent: not claimed again",
          );
          return { status: "already", offer, operation: undefined };
        }
        // Never sent: the payer's account changed, or its route is gone.
        await this.giveShareBack(offer.id, result.intent.id);
        await this.#endAttempt(offer, claimer.userId, attempt);
        if (result.reason === "account_changed") {
          await this.end(offer.id, "system", "account_changed");
          return { status: "ended", reason: "account_changed", offer };
        }
        return mayRestart
          ? this.#claim(offer.id, claimer, route, false)
          : { status: "not_paid", offer, result };
      case "requires_confirmation":
      case "pledged":
      case "cancelled":
      case "not_owner":
        throw new Error(
          `an offer's share ended as "${result.status}", which its intent never asks for`,
        );
    }
  }

  /**
   * Step 4 of a share's intent: takes one share of offer `id` for intent
   * `intentId`, decided once per intent (`offer-share:<intent>`): a resumed
   * intent finds its decision. A share taken by an intent cut off before
   * its send is not carried on once the offer ended or expired (the engine
   * calls this only for an intent not yet recorded for sending): "ended",
   * and the engine gives it back.
   */
  async takeShare(id: string, intentId: string): Promise<ShareDecision> {
    const offer = await this.#offers.get(id);
    if (!offer) return "ended";
    // The carriers of one intent (a press and its redelivery) take turns; the claims decide.
    return this.#deps.store.withLock(
      `offer-share-lock:${intentId}`,
      async () => {
        const decided = await this.#deps.store.readClaim(shareKey(intentId));
        if (decided !== undefined) return this.#stillTaken(offer, intentId, decided);
        const keepMs = this.#keepMs(offer);
        const expired = this.#now() >= offer.expiresAt;
        const taken = await this.#deps.store.increment(takenKey(id), 1, keepMs);
        const fits = taken <= offer.shares && !expired;
        if (!fits) await this.#deps.store.increment(takenKey(id), -1, keepMs);
        const decision: ShareDecision = fits
          ? "taken"
          : expired || taken > CLOSED
            ? "ended"
            : "all_taken";
        if (await this.#deps.store.claim(shareKey(intentId), decision, keepMs)) return decision;
        // Another carrier of this intent decided first: its decision stands, ours is undone.
        if (fits) await this.#deps.store.increment(takenKey(id), -1, keepMs);
        const winner = await this.#deps.store.readClaim(shareKey(intentId));
        return this.#stillTaken(offer, intentId, winner ?? "all_taken");
      },
      { leaseMs: 5_000 },
    );
  }

  /** A decision found again: a share taken stays taken unless the offer ended since (then "ended"). */
  async #stillTaken(offer: Offer, intentId: string, decided: string): Promise<ShareDecision> {
    if (decided !== "taken") return decided === "ended" ? "ended" : "all_taken";
    const ended = (await this.#ended(offer.id)) ?? this.#now() >= offer.expiresAt;
    if (!ended) return "taken";
    this.#deps.logger.info(
      { offer_id: offer.id, intent_id: intentId },
      "a claim cut off before its send is not carried on: the offer ended",
    );
    return "ended";
  }

  /**
   * A share an intent took and did not pay is free again, once per intent
   * (`offer-share-back:<intent>`); nothing when it took none. A crash
   * between that claim and the counter only loses the share: the offer
   * pays less, never more. Errors are thrown (the share then stays taken).
   */
  async giveShareBack(id: string, intentId: string): Promise<void> {
    const { store } = this.#deps;
    if ((await store.readClaim(shareKey(intentId))) !== "taken") return;
    const offer = await this.#offers.get(id);
    if (!offer) return;
    if (
      !(await store.claim(`offer-share-back:${intentId}`, String(this.#now()), this.#keepMs(offer)))
    )
      return;
    const taken = await store.increment(takenKey(offer.id), -1, this.#keepMs(offer));
    // Ended meanwhile, and this was the only share under way: nothing of it was paid.
    if (taken === CLOSED) await this.#returnBudget(offer);
  }

  /**
   * Stops the offer taking claims. `by`: the user asking (only the payer
   * may), or "system" (expiry, funds, completion).
   */
  async end(id: string, by: number | "system", reason: EndReason): Promise<EndResult> {
    const { store } = this.#deps;
    const offer = await this.#offers.get(id);
    if (!offer) return { status: "gone" };
    if (by !== "system" && by !== offer.payerId) return { status: "not_owner" };
    const won = await store.claim(endKey(id), `${reason}:${this.#now()}`, this.#keepMs(offer));
    if (!won) {
      const ended = await this.#ended(id);
      return { status: "already_ended", reason: ended?.reason ?? reason, offer };
    }
    const counted = await store.increment(takenKey(id), CLOSED, this.#keepMs(offer));
    await this.#unlistOpen(offer);
    this.#deps.logger.info({ offer_id: id, kind: offer.kind, reason }, "offer ended");
    if (counted === CLOSED) await this.#returnBudget(offer);
    return { status: "ended", offer, claimsUnderWay: Math.max(0, counted - CLOSED) };
  }

  /**
   * Ends every open offer whose time ran out; returns those this call ended
   * (so each is announced once, even with several replicas sweeping).
   */
  async expireDue(): Promise<Offer[]> {
    const now = this.#now();
    const expired: Offer[] = [];
    for (let shard = 0; shard < OPEN_SHARDS; shard++) {
      const entries = (await this.#open.get(String(shard))) ?? {};
      for (const [id, entry] of Object.entries(entries)) {
        if (entry.expiresAt > now) continue;
        const result = await this.end(id, "system", "expired");
        if (result.status === "ended") expired.push(result.offer);
        else if (result.status === "gone") await this.#unlistOpen({ id, payerId: entry.payerId });
        else if (result.status === "already_ended") await this.#unlistOpen(result.offer);
      }
    }
    return expired;
  }

  /**
   * A sent share on the offer's list (the claimer's history is the engine's
   * settle step); ends the offer when it was the last.
   */
  async #settled(offer: Offer, claimer: Claimer, operation: Operation): Promise<boolean> {
    return this.#completeIfLast(offer, await this.#noteClaim(offer, claimer, operation, "sent"));
  }

  /**
   * Ends the offer as completed once every share is paid or in doubt (a
   * share in doubt is taken for good); true when this call ended it.
   */
  async #completeIfLast(offer: Offer, claims: OfferClaim[]): Promise<boolean> {
    if (claims.length < offer.shares) return false;
    const ended = await this.end(offer.id, "system", "completed");
    return ended.status === "ended";
  }

  /** Adds (or updates) the member's share on the offer's list; returns the list. */
  async #noteClaim(
    offer: Offer,
    claimer: Claimer,
    operation: Operation,
    state: OfferClaim["state"],
  ): Promise<OfferClaim[]> {
    return this.#deps.store.withLock(
      `offer-claims:${offer.id}`,
      async () => {
        const claims = (await this.#claims.get(offer.id)) ?? [];
        const known = claims.find((c) => c.operationId === operation.id);
        if (known && known.state === state) return claims;
        const next = known
          ? claims.map((c) => (c.operationId === operation.id ? { ...c, state } : c))
          : [
              ...claims,
              {
                userId: claimer.userId,
                name: claimer.name,
                operationId: operation.id,
                state,
                at: this.#now(),
              },
            ];
        await this.#claims.set(offer.id, next, this.#keepMs(offer));
        return next;
      },
      { leaseMs: 5_000 },
    );
  }

  /**
   * Ends the member's attempt whose share was not paid (its share was given
   * back by the engine): their next press starts a new one. Once, by the
   * claim `offer-release:O:M:<attempt>`.
   */
  async #endAttempt(offer: Offer, userId: number, attempt: number): Promise<void> {
    await this.#deps.store.claim(
      releaseKey(offer.id, userId, attempt),
      String(this.#now()),
      this.#keepMs(offer),
    );
  }

  /**
   * The offer ended with nothing paid: its amount goes back to the budget
   * it was counted on, once (`offer-budget-back:O`). A store error is
   * logged: the budget then stays used (the safe side).
   */
  async #returnBudget(offer: Offer): Promise<void> {
    const budget = offer.budget;
    if (!budget) return;
    try {
      const key = `offer-budget-back:${offer.id}`;
      if (!(await this.#deps.store.claim(key, String(this.#now()), this.#keepMs(offer)))) return;
      await this.#optInBudget.giveBack(offer.payerId, offer.shareSat * offer.shares, budget.day);
    } catch (error) {
      this.#deps.logger.warn({ err: error, offer_id: offer.id }, "could not give a budget back");
    }
  }

  /** The member's current attempt: the first one not ended by a release (few: one per refusal). */
  async #attemptOf(id: string, userId: number): Promise<number> {
    let attempt = 0;
    while ((await this.#deps.store.readClaim(releaseKey(id, userId, attempt))) !== undefined) {
      attempt++;
    }
    return attempt;
  }

  async #ended(id: string): Promise<OfferView["ended"]> {
    const value = await this.#deps.store.readClaim(endKey(id));
    if (value === undefined) return undefined;
    const [reason, at] = value.split(":");
    return { reason: (reason ?? "ended") as EndReason, at: Number(at) || 0 };
  }

  #keepMs(offer: Pick<Offer, "expiresAt">): number {
    return Math.max(1_000, offer.expiresAt - this.#now() + KEEP_AFTER_MS);
  }

  async #listOpen(offer: Offer): Promise<void> {
    await this.#updateIndex(this.#open, "offers-open", shardOf(offer.id), (entries) => ({
      ...entries,
      [offer.id]: { payerId: offer.payerId, expiresAt: offer.expiresAt },
    }));
    await this.#updateIndex(this.#byPayer, "offers-of-payer", String(offer.payerId), (ids) =>
      ids?.includes(offer.id) ? undefined : [...(ids ?? []), offer.id],
    );
  }

  async #unlistOpen(offer: Pick<Offer, "id" | "payerId">): Promise<void> {
    await this.#updateIndex(this.#open, "offers-open", shardOf(offer.id), (entries) => {
      if (!entries || !(offer.id in entries)) return undefined;
      const { [offer.id]: _unlisted, ...rest } = entries;
      return rest;
    });
    await this.#updateIndex(this.#byPayer, "offers-of-payer", String(offer.payerId), (ids) =>
      ids?.includes(offer.id) ? ids.filter((known) => known !== offer.id) : undefined,
    );
  }

  /**
   * Changes one entry of an index (the open offers of a shard, the offers of
   * a payer) under the lock `<lockPrefix>:<key>`, so two replicas listing at
   * once do not lose each other's change. `change` gets the entry as stored
   * and returns the new one, or undefined to leave it as it is.
   */
  async #updateIndex<T>(
    index: Keyv<T>,
    lockPrefix: string,
    key: string,
    change: (current: T | undefined) => T | undefined,
  ): Promise<void> {
    await this.#deps.store.withLock(
      `${lockPrefix}:${key}`,
      async () => {
        const next = change(await index.get(key));
        if (next !== undefined) await index.set(key, next);
      },
      { leaseMs: 5_000 },
    );
  }
}

function takenKey(id: string): string {
  return `offer-taken:${id}`;
}

function endKey(id: string): string {
  return `offer-end:${id}`;
}

function releaseKey(id: string, userId: number, attempt: number): string {
  return `offer-release:${id}:${userId}:${attempt}`;
}

function shareKey(intentId: string): string {
  return `offer-share:${intentId}`;
}

function memberKey(id: string, userId: number, attempt: number): string {
  return `offer-member:${id}:${userId}:${attempt}`;
}

/** The attempt a share's origin (`memberKey`) names, or undefined for another origin. */
function attemptOfOrigin(origin: string): number | undefined {
  const match = /^offer-member:[^:]+:-?\d+:(\d+)$/.exec(origin);
  return match ? Number(match[1]) : undefined;
}

/** The index record holding `id` (offer ids are random base64url: spread evenly). */
function shardOf(id: string): string {
  return String(id.charCodeAt(0) % OPEN_SHARDS);
}
