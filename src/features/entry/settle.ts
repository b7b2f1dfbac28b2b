/**
 * Paid: the door opens, once. The gateway's "paid" event for a ticket's
 * invoice (told by the engine's money in) marks the ticket paid, then the
 * bot answers the join request. Across replicas and redelivered events the
 * request is answered once: a ticket is settled under its store lock, its
 * state says what was done, the approval's attempt and the notes are
 * one-use steps of the engine (deps.steps), and Telegram itself refuses a
 * second answer. A ticket left paid (a crash between the payment and the
 * approval, the bot's rights taken away, Telegram failing) is settled again
 * by the sweep, from the store.
 *
 * The sweep also declines requests not paid in time, and keeps monthly
 * memberships: reminders 3 days and 1 day before the end, each with a fresh
 * invoice; a member still unpaid a day after the end is removed (banned and
 * unbanned at once: they may come back through the link).
 */
import { type Api, GrammyError } from "grammy";
import { escapeHtml } from "../../chat/html.ts";
import type { FeatureEnv } from "../../feature.ts";
import type { Voice } from "../../i18n/voices.ts";
import { crashPoint } from "../../operations/crash-points.ts";
import type { EventListener } from "../../operations/money-in.ts";
import type { Services } from "../../services.ts";
import {
  EntryBook,
  GRACE_MS,
  type Membership,
  PERIOD_MS,
  REMINDER_DAYS,
  type Ticket,
} from "./book.ts";
import { ownerAccount } from "./door.ts";
import { invoiceFor, sendInvoice, tell } from "./invoice.ts";

/** How long the one-use steps of a ticket are kept. */
const STEP_MS = 400 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** The end of a one-off entry's "membership": it never ends. */
const FOREVER = 8.64e15;

/** How the join request of a paid ticket was answered. */
type Answer = "approved" | "already-in" | "gone" | "failed";

/** The money-in listener: a ticket's invoice paid settles the ticket. */
export function entryPaid(deps: Services, api: Api): EventListener {
  return async (applied) => {
    if (applied.kind !== "invoice-paid") return;
    const hash = applied.operation.paymentHash;
    if (!hash) return;
    const ticket = await new EntryBook(deps.store).ticketByHash(hash);
    // Only the owner's own invoice: an event signed by another account changes nothing.
    if (!ticket || ticket.ownerId !== applied.operation.userId) return;
    // The owner hears of it in the feature's own note ("paid and joined"): the generic "Received" is taken.
    await deps.moneyIn.firstNotice(applied);
    deps.logger.info({ chat_id: ticket.chatId, ticket: ticket.id }, "entry invoice paid");
    await settleTicket(deps, api, ticket.id, true);
  };
}

/**
 * Settles a ticket: `paid` when its payment was just reported (a waiting
 * or expired ticket becomes paid); otherwise only a ticket already paid is
 * carried on. Safe to run again, on any replica.
 */
export async function settleTicket(
  deps: Services,
  api: Api,
  ticketId: string,
  paid: boolean,
): Promise<void> {
  const book = new EntryBook(deps.store);
  await deps.store.withLock(`entry-ticket:${ticketId}`, async () => {
    let ticket = await book.ticket(ticketId);
    if (!ticket) return;
    const late = ticket.state === "expired";
    if (paid && (ticket.state === "waiting" || late)) {
      ticket = (await book.updateTicket(ticketId, { state: "paid" })) ?? ticket;
      // The reliability suite kills the process here: the sweep must carry the ticket on.
      crashPoint("feature:entry:paid-not-approved");
    }
    if (ticket.state !== "paid") return;
    if (ticket.renewal) {
      await renew(deps, api, book, ticket);
      return;
    }
    const answer = await answerRequest(deps, api, ticket);
    if (answer === "failed") {
      await tellStuck(deps, api, ticket);
      return;
    }
    const state = answer === "gone" ? "declined-first" : "in";
    await book.updateTicket(ticket.id, { state });
    if (state === "in") await admit(deps, book, ticket);
    deps.logger.info({ chat_id: ticket.chatId, ticket: ticket.id, answer }, "entry settled");
    if (await deps.steps.take(`entry-told:${ticket.id}`, answer, STEP_MS)) {
      await tellSettled(deps, api, ticket, answer, late);
    }
  });
}

/**
 * Approves the ticket's join request. Telegram answers a request once: a
 * request already answered says whether the newcomer is in (approved by an
 * admin first, or by this bot's earlier attempt a crash cut off) or not.
 */
async function answerRequest(deps: Services, api: Api, ticket: Ticket): Promise<Answer> {
  const attempt = `entry-approve:${ticket.id}`;
  const triedBefore = !(await deps.steps.take(attempt, String(deps.now()), STEP_MS));
  try {
    await api.approveChatJoinRequest(ticket.chatId, ticket.userId);
    return "approved";
  } catch (error) {
    const said = error instanceof GrammyError ? error.description : "";
    if (!/HIDE_REQUESTER_MISSING|USER_ALREADY_PARTICIPANT/.test(said)) {
      deps.logger.warn({ err: error, chat_id: ticket.chatId }, "could not approve a paid entry");
      return "failed";
    }
    const member = await api.getChatMember(ticket.chatId, ticket.userId).catch(() => undefined);
    const inside =
      member?.status === "member" ||
      member?.status === "administrator" ||
      member?.status === "creator" ||
      (member?.status === "restricted" && member.is_member);
    if (!inside) return "gone";
    // Our own approval a crash cut off before it was recorded: the bot let them in.
    return triedBefore && /USER_ALREADY_PARTICIPANT/.test(said) ? "approved" : "already-in";
  }
}

/** A paid newcomer's membership: a month from now for monthly entry, for good otherwise. */
async function admit(deps: Services, book: EntryBook, ticket: Ticket): Promise<void> {
  const earlier = await book.membership(ticket.chatId, ticket.userId);
  const now = deps.now();
  const from = earlier && !earlier.removed && earlier.until > now ? earlier.until : now;
  await book.saveMembership({
    chatId: ticket.chatId,
    userId: ticket.userId,
    userHandle: ticket.userHandle,
    ownerId: ticket.ownerId,
    title: ticket.title,
    priceSat: ticket.priceSat,
    monthly: ticket.monthly,
    until: ticket.monthly ? from + PERIOD_MS : FOREVER,
    removed: false,
  });
}

/** A renewal paid: one more period added to the end (paid early, nothing is lost). */
async function renew(deps: Services, api: Api, book: EntryBook, ticket: Ticket): Promise<void> {
  const earlier = await book.membership(ticket.chatId, ticket.userId);
  const now = deps.now();
  const base = earlier && !earlier.removed ? earlier.until : now;
  const until = base + PERIOD_MS;
  if (earlier) await book.saveMembership({ ...earlier, until, removed: false });
  await book.updateTicket(ticket.id, { state: "in" });
  deps.logger.info({ chat_id: ticket.chatId, ticket: ticket.id }, "membership renewed");
  if (!(await deps.steps.take(`entry-told:${ticket.id}`, "renewed", STEP_MS))) return;
  const member = await deps.voices.forUser(ticket.userId);
  const owner = await deps.voices.forUser(ticket.ownerId);
  const group = escapeHtml(ticket.title);
  await tell(
    api,
    deps,
    ticket.userId,
    member.t("entry-renewed", { group, date: member.dateTime(until) }),
  );
  await tell(
    api,
    deps,
    ticket.ownerId,
    owner.t("entry-owner-renewed", {
      user: escapeHtml(ticket.userHandle),
      group,
      date: owner.dateTime(until),
    }),
  );
}

/** Tells the payer and the owner how a paid request ended, in their own words. */
async function tellSettled(
  deps: Services,
  api: Api,
  ticket: Ticket,
  answer: Answer,
  late: boolean,
): Promise<void> {
  const payer = await deps.voices.forUser(ticket.userId);
  const owner = await deps.voices.forUser(ticket.ownerId);
  const group = escapeHtml(ticket.title);
  const user = escapeHtml(ticket.userHandle);
  const ownerName = escapeHtml(ticket.ownerHandle);
  if (answer === "gone") {
    await tell(
      api,
      deps,
      ticket.userId,
      payer.t("entry-declined-first", { group, owner: ownerName }),
    );
    await tell(
      api,
      deps,
      ticket.ownerId,
      owner.t("entry-owner-declined-first", { user, group, price: owner.amount(ticket.priceSat) }),
    );
    return;
  }
  await tell(
    api,
    deps,
    ticket.userId,
    payer.t(answer === "approved" && !late ? "entry-in" : "entry-in-by-admin", { group }),
  );
  await tell(
    api,
    deps,
    ticket.ownerId,
    owner.t("entry-owner-paid", { user, group, price: owner.amount(ticket.priceSat) }),
  );
}

/** Paid, but the request cannot be answered now: both told once; the sweep tries again. */
async function tellStuck(deps: Services, api: Api, ticket: Ticket): Promise<void> {
  if (!(await deps.steps.take(`entry-stuck:${ticket.id}`, String(deps.now()), STEP_MS))) return;
  const payer = await deps.voices.forUser(ticket.userId);
  const owner = await deps.voices.forUser(ticket.ownerId);
  const group = escapeHtml(ticket.title);
  await tell(api, deps, ticket.userId, payer.t("entry-waiting", { group }));
  await tell(
    api,
    deps,
    ticket.ownerId,
    owner.t("entry-owner-stuck", {
      user: escapeHtml(ticket.userHandle),
      group,
      price: owner.amount(ticket.priceSat),
    }),
  );
}

/** One sweep: tickets to carry on or decline, memberships to remind or end. Returns how many. */
export async function sweepEntry(env: FeatureEnv): Promise<number> {
  const { services: deps, api } = env;
  const book = new EntryBook(deps.store);
  const now = deps.now();
  let done = 0;
  for (const ticket of await book.openTickets()) {
    if (ticket.state === "paid") {
      await settleTicket(deps, api, ticket.id, false);
      done++;
    } else if (ticket.state === "waiting" && ticket.expiresAt <= now) {
      await expire(deps, api, book, ticket.id);
      done++;
    }
  }
  for (const membership of await book.monthlyMemberships()) {
    if (await keepMembership(deps, api, book, membership, now)) done++;
  }
  return done;
}

/** Not paid in time: the request is declined and the newcomer told how to try again. */
async function expire(deps: Services, api: Api, book: EntryBook, ticketId: string): Promise<void> {
  await deps.store.withLock(`entry-ticket:${ticketId}`, async () => {
    const ticket = await book.ticket(ticketId);
    if (ticket?.state !== "waiting") return;
    await book.updateTicket(ticketId, { state: "expired" });
    if (ticket.renewal) return;
    // An admin may have answered it already: nothing more to decline then.
    await api.declineChatJoinRequest(ticket.chatId, ticket.userId).catch((error: unknown) => {
      deps.logger.info({ err: error, chat_id: ticket.chatId }, "unpaid join request not declined");
    });
    deps.logger.info({ chat_id: ticket.chatId, ticket: ticket.id }, "entry not paid in time");
    if (!(await deps.steps.take(`entry-told:${ticket.id}`, "expired", STEP_MS))) return;
    const payer = await deps.voices.forUser(ticket.userId);
    await tell(
      api,
      deps,
      ticket.userId,
      payer.t("entry-expired", { group: escapeHtml(ticket.title) }),
    );
  });
}

/**
 * A monthly membership's turn: a reminder with a fresh invoice 3 days and
 * 1 day before its end (each once per period), its removal a day after
 * the end. True when something was done.
 */
async function keepMembership(
  deps: Services,
  api: Api,
  book: EntryBook,
  membership: Membership,
  now: number,
): Promise<boolean> {
  const period = `${membership.chatId}:${membership.userId}:${membership.until}`;
  if (now >= membership.until + GRACE_MS) {
    if (!(await deps.steps.take(`entry-remove:${period}`, String(now), STEP_MS))) return false;
    await remove(deps, api, book, membership);
    return true;
  }
  const due = REMINDER_DAYS.filter((days) => now >= membership.until - days * DAY_MS);
  if (due.length === 0) return false;
  // Only the latest reminder due is sent; the earlier ones are taken with it (a late sweep).
  let first = false;
  for (const days of due) {
    if (await deps.steps.take(`entry-remind:${period}:${days}`, String(now), STEP_MS)) first = true;
  }
  if (!first) return false;
  await remind(deps, api, membership);
  return true;
}

/** A reminder with a fresh invoice for the next period, payable until the grace day ends. */
async function remind(deps: Services, api: Api, membership: Membership): Promise<void> {
  const door = await new EntryBook(deps.store).door(membership.chatId);
  const owner = await ownerAccount(deps, membership.ownerId);
  const voice = await deps.voices.forUser(membership.userId);
  if (!door || !owner) {
    deps.logger.info(
      { chat_id: membership.chatId },
      "membership reminder without an owner's account",
    );
    return;
  }
  const ticket = await invoiceFor(
    deps,
    { ...door, priceSat: membership.priceSat, monthly: true },
    owner,
    { id: membership.userId, handle: membership.userHandle },
    { renewal: true, expiresAt: membership.until + GRACE_MS },
  );
  if (!ticket) return;
  await sendInvoice(
    deps,
    api,
    ticket,
    voice,
    membership.userId,
    membership.userId,
    renewalHeadline(voice, ticket, membership),
  );
}

function renewalHeadline(voice: Voice, ticket: Ticket, membership: Membership): string {
  return voice.t("entry-invoice-renewal", {
    group: escapeHtml(ticket.title),
    date: voice.dateTime(membership.until),
    price: voice.amount(ticket.priceSat),
    owner: escapeHtml(ticket.ownerHandle),
  });
}

/** Removes an unpaid member (banned and unbanned at once: not banned) and tells both. */
async function remove(
  deps: Services,
  api: Api,
  book: EntryBook,
  membership: Membership,
): Promise<void> {
  try {
    await api.banChatMember(membership.chatId, membership.userId);
    await api.unbanChatMember(membership.chatId, membership.userId, { only_if_banned: true });
  } catch (error) {
    // The bot lost its right to ban (or left): nobody is told they were removed.
    deps.logger.warn(
      { err: error, chat_id: membership.chatId },
      "could not remove an unpaid member",
    );
    return;
  }
  await book.saveMembership({ ...membership, removed: true });
  deps.logger.info(
    { chat_id: membership.chatId, user_id: membership.userId },
    "unpaid member removed",
  );
  const member = await deps.voices.forUser(membership.userId);
  const owner = await deps.voices.forUser(membership.ownerId);
  const group = escapeHtml(membership.title);
  await tell(
    api,
    deps,
    membership.userId,
    member.t("entry-removed", { group, date: member.dateTime(membership.until) }),
  );
  await tell(
    api,
    deps,
    membership.ownerId,
    owner.t("entry-owner-removed", { user: escapeHtml(membership.userHandle), group }),
  );
}
