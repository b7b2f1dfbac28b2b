/**
 * A newcomer knocks: on a join request through a group's paid door, the bot
 * writes to them in private at once (Telegram allows it for 5 minutes after
 * the request, even if they never opened the bot): what entry costs, to
 * whom, for how long; the invoice (made on the owner's account through the
 * engine's money in) as a QR code and as text; and, when they have an
 * account, "Pay from my account", an intent of the engine with the normal
 * confirmation and limits. A member whose paid period still runs is let in
 * without paying.
 */
import type { ChatJoinRequest } from "grammy/types";
import type { BotContext } from "../../chat/context.ts";
import { showAsked } from "../../chat/flows/ask-intent.ts";
import type { ConfirmationView } from "../../chat/flows/confirm.ts";
import { displayName, historyName } from "../../chat/flows/people.ts";
import { escapeHtml } from "../../chat/html.ts";
import type { Voice } from "../../i18n/voices.ts";
import { EntryBook, type Membership } from "./book.ts";
import { mayInvite, ownerAccount } from "./door.ts";
import { invoiceFor, sendInvoice, tell } from "./invoice.ts";

/** Button data of "Pay from my account": `entry:pay:<ticket id>`. */
export const PAY_DATA = /^entry:pay:([A-Za-z0-9_-]{16})$/;
/** How long a join request is remembered as handled (a redelivery finds it). */
const REQUEST_STEP_MS = 24 * 60 * 60_000;

/** The view a paid-entry intent keeps in its details. */
export function entryViewOf(
  details: Record<string, unknown> | undefined,
): ConfirmationView | undefined {
  return details?.via === "entry" ? (details.view as ConfirmationView | undefined) : undefined;
}

/** Answers one join request; a redelivered one is answered once. */
export async function onJoinRequest(ctx: BotContext, request: ChatJoinRequest): Promise<void> {
  const { deps } = ctx;
  const book = new EntryBook(deps.store);
  const door = await book.door(request.chat.id);
  // No paid door here (or the bot never made one): the admins answer as before.
  if (!door) return;
  // One answer per request: a redelivery (or another replica) has the same update id.
  const step = `entry-request:${request.chat.id}:${request.from.id}:${ctx.update.update_id}`;
  if (!(await deps.steps.take(step, String(deps.now()), REQUEST_STEP_MS))) {
    ctx.log.info({ chat_id: door.chatId }, "join request already answered: dropped");
    return;
  }
  const user = request.from;
  const writeTo = request.user_chat_id;
  const voice = await deps.voices.forUser(user.id, user.language_code);
  const group = escapeHtml(door.title);
  const member = await book.membership(door.chatId, user.id);
  if (member && !member.removed && member.until > deps.now()) {
    await welcomeBack(ctx, member, voice, writeTo);
    return;
  }
  if (!door.on) return;
  // The owner disconnected their account or lost their rights: the request waits for the admins.
  const owner = await ownerAccount(deps, door.ownerId);
  const stillAdmin = owner !== undefined && (await mayInvite(ctx.api, door.chatId, door.ownerId));
  if (!owner || !stillAdmin) {
    ctx.log.info({ chat_id: door.chatId, account: !!owner }, "paid entry paused");
    await tell(ctx.api, deps, writeTo, voice.t("entry-paused", { group }));
    const ownerVoice = await deps.voices.forUser(door.ownerId);
    await tell(
      ctx.api,
      deps,
      door.ownerId,
      ownerVoice.t(owner ? "entry-owner-paused-rights" : "entry-owner-paused", {
        user: escapeHtml(historyName(user)),
        group,
      }),
    );
    return;
  }
  const minute = Math.floor(deps.now() / 60_000);
  const made = await deps.store.increment(`entry-invoices:${door.chatId}:${minute}`, 1, 120_000);
  // A flood of join requests would make an invoice each on the owner's account.
  if (made > deps.config.groups.entryInvoicesPerMinute) {
    ctx.log.info({ chat_id: door.chatId }, "paid entry: past the invoices per minute");
    await tell(ctx.api, deps, writeTo, voice.t("entry-busy", { group }));
    return;
  }
  const ticket = await invoiceFor(deps, door, owner, user, { renewal: false });
  if (!ticket) {
    // The gateway refused: the request waits for the admins.
    await tell(ctx.api, deps, writeTo, voice.t("entry-paused", { group }));
    return;
  }
  const wrote = await sendInvoice(deps, ctx.api, ticket, voice, writeTo, user.id);
  if (!wrote) {
    // Never shown, never paid: not declined when its time is up, the admins decide.
    await new EntryBook(deps.store).updateTicket(ticket.id, { state: "unwritten" });
    const ownerVoice = await deps.voices.forUser(door.ownerId);
    await tell(
      ctx.api,
      deps,
      door.ownerId,
      ownerVoice.t("entry-owner-no-dm", { user: escapeHtml(ticket.userHandle), group }),
    );
  }
}

/** A member whose paid period runs comes back: let in without paying. */
async function welcomeBack(
  ctx: BotContext,
  member: Membership,
  voice: Voice,
  writeTo: number,
): Promise<void> {
  const ok = await ctx.api.approveChatJoinRequest(member.chatId, member.userId).then(
    () => true,
    (error: unknown) => {
      ctx.log.warn({ err: error, chat_id: member.chatId }, "could not let a paid member back in");
      return false;
    },
  );
  if (!ok) return;
  ctx.log.info({ chat_id: member.chatId, user_id: member.userId }, "paid member let back in");
  await tell(
    ctx.api,
    ctx.deps,
    writeTo,
    voice.t("entry-welcome-back", {
      group: escapeHtml(member.title),
      date: voice.dateTime(member.until),
    }),
  );
}

/** "Pay from my account": the engine's intent paying the ticket's invoice, confirmed as every payment. */
export async function onPayPress(ctx: BotContext, ticketId: string): Promise<void> {
  const from = ctx.from;
  const chatId = ctx.chat?.id;
  if (!from || chatId === undefined) return;
  const ticket = await new EntryBook(ctx.deps.store).ticket(ticketId);
  if (!ticket || ticket.userId !== from.id) {
    await ctx.answerCallbackQuery({ text: ctx.t("entry-not-yours") });
    return;
  }
  const now = ctx.deps.now();
  if (ticket.state !== "waiting" || ticket.expiresAt <= now) {
    await ctx.answerCallbackQuery({ text: ctx.t("entry-closed") });
    return;
  }
  await ctx.answerCallbackQuery();
  const group = escapeHtml(ticket.title);
  const price = ctx.amount(ticket.priceSat);
  const owner = escapeHtml(ticket.ownerHandle);
  const view: ConfirmationView = {
    summary: ctx.t("entry-confirm", { price, owner, group }),
    what: ctx.t("entry-what", { group }),
    outcomes: {
      sent: ctx.t("entry-outcome-sent", { price, group }),
      cancelled: ctx.t("entry-outcome-cancelled", { price, group }),
      notSent: ctx.t("entry-outcome-not-sent"),
      unknown: ctx.t("entry-outcome-unknown", { price, group }),
    },
    confirmLabel: ctx.t("entry-confirm-label"),
    sandbox: ctx.deps.accounts.isSandbox,
  };
  const result = await ctx.deps.intents.submit({
    kind: "entry",
    payer: { id: from.id, name: displayName(from), handle: historyName(from) },
    payee: { type: "invoice", invoice: ticket.invoice, counterpart: ticket.ownerHandle },
    amountSat: ticket.priceSat,
    // One intent per ticket: a second press (or replica) resumes it.
    origin: `entry-pay:${ticket.id}`,
    chatId,
    confirm: "always",
    description: ctx.t("entry-what", { group: ticket.title }),
    confirmTtlMs: Math.max(1_000, ticket.expiresAt - now),
    details: { via: "entry", view, ticket: ticket.id },
  });
  await showAsked(ctx, result, entryViewOf);
}
