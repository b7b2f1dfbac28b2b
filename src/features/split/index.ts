/**
 * /split <amount> @ann @bob [--all] [what] in a group: a bill shared among
 * named members, each paying their share straight from their own account
 * to the organiser's (the bot holds nothing). `/split <amount> <n> [what]`
 * is an open bill: n shares, the organiser's one of them, taken by the
 * first members who press.
 *
 *   /split → one card: what, total, each share, who paid (✅), who has not
 *   (⏳), who is out; Pay my share, I'm out, Close (the organiser's)
 *   → Pay my share: an invoice for that share on the organiser's account
 *   (the engine's money in, made once per share), paid by an intent of the
 *   engine from the member's own account after Confirm in their private
 *   chat; a member without an account gets the invoice there as a QR code,
 *   to pay from any wallet, and a link to connect one
 *   → the card shows each paid share at once (paced edits, within the
 *   group's message budget); the organiser hears once, when the bill is
 *   settled or closed, not per share.
 *
 * One payment per share: the share has one invoice, and each attempt at
 * paying it is an intent whose origin (`split-pay:<bill>:<slot>:<attempt>`)
 * the engine claims once; a new attempt starts only once the one before
 * certainly moved nothing (cancelled, refused, failed). The engine's own
 * claim per payer and invoice keeps the same invoice from being paid twice
 * by anyone's presses, on any replica. The share being still owed and the
 * bill still open is the intent's gate, checked after Confirm.
 */
import { type Api, GrammyError, InlineKeyboard, InputFile } from "grammy";
import type { User } from "grammy/types";
import { stillConnected } from "../../accounts/accounts.ts";
import { usernameDirectory } from "../../accounts/members.ts";
import { lightningUri, renderQrPng } from "../../bitcoin/qr.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import type { DeepLinkAnswer } from "../../chat/deep-links.ts";
import { deepLink } from "../../chat/flows/account.ts";
import { refusedPress } from "../../chat/flows/card-press.ts";
import {
  type AfterIntentSent,
  askToConfirm,
  type ConfirmationView,
  showCarriedIntent,
} from "../../chat/flows/confirm.ts";
import { requestEdit } from "../../chat/flows/paced-edit.ts";
import { displayName, historyName, messageLinkBase } from "../../chat/flows/people.ts";
import { repliedMessage } from "../../chat/flows/replies.ts";
import { inGroup, replyHint } from "../../chat/flows/transient.ts";
import { code, escapeHtml } from "../../chat/html.ts";
import { withPriority } from "../../chat/outgoing-queue.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import { decimalSeparatorOf } from "../../i18n/languages.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { Logger } from "../../logger.ts";
import { newOperationId } from "../../operations/ids.ts";
import type { IntentPolicy, IntentResult } from "../../operations/intents.ts";
import type { EventListener } from "../../operations/money-in.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import type { Services } from "../../services.ts";
import { amountInputReason } from "../../wording/amounts.ts";
import { failureText } from "../../wording/failures.ts";
import {
  allPaid,
  BILL_DATA,
  type Bill,
  BillBook,
  type BillMember,
  billCard,
  paidCount,
  type Share,
  shareOf,
} from "./bill.ts";
import {
  MAX_NAMED,
  MAX_OPEN_SHARES,
  planOpenShares,
  planShares,
  readSplitArguments,
} from "./shares.ts";

/** The kind of a share's payment intent, and the name of its gate. */
export const SPLIT_KIND = "split";
/** Longest "what for" kept. */
const MAX_NOTE = 200;
/** The largest total (all the bitcoin there will ever be). */
const MAX_TOTAL_SAT = 2_100_000_000_000_000;
/** How long a /split message and one-use notes stay claimed (beyond any redelivery). */
const STEP_MEMORY_MS = 7 * 24 * 60 * 60_000;
/** How long a member has to confirm their share. */
const CONFIRM_MS = 15 * 60_000;
/** Telegram's limit for a button answer. */
const ANSWER_LIMIT = 200;
/** Deep link payload: `split-<bill id>` pays one's share from the private chat. */
const SPLIT_LINK = /^split-([A-Za-z0-9_-]{22})$/;

/** What the bill's flows need of the running bot, from a press or from the engine. */
export interface SplitEnv {
  deps: Services;
  api: Api;
  log: Logger;
}

function envOf(ctx: BotContext): SplitEnv {
  return { deps: ctx.deps, api: ctx.api, log: ctx.log };
}

/** The /split command and the card's buttons. */
export const splitFeature = new Composer<BotContext>();

splitFeature.command("split", async (ctx) => {
  if (!inGroup(ctx)) {
    await ctx.reply(ctx.t("split-in-private"), { parse_mode: "HTML" });
    return;
  }
  if (ctx.msg.sender_chat || !ctx.from) {
    await replyHint(ctx, ctx.t("split-anonymous"));
    return;
  }
  const { deps } = ctx;
  const book = new BillBook(deps.store);
  // One bill per /split message: a redelivery posts the card it made, if not posted yet.
  const commandKey = `split-command:${ctx.chat.id}:${ctx.msg.message_id}`;
  const earlier = await deps.steps.takenWith(commandKey);
  if (earlier !== undefined) {
    const bill = await book.get(earlier);
    if (bill && bill.messageId === undefined) await postCard(ctx, bill);
    return;
  }
  const organiserUser = ctx.from;
  const taken = await takeAmountInput(ctx.match, {
    maxSat: MAX_TOTAL_SAT,
    voice: ctx.userVoice,
    prices: deps.prices,
  });
  if (!taken) {
    await replyHint(ctx, ctx.t("split-usage"));
    return;
  }
  if (!taken.input.ok) {
    await replyHint(ctx, escapeHtml(amountInputReason(taken.input, MAX_TOTAL_SAT, ctx.voice)));
    return;
  }
  const totalSat = taken.input.sat;
  const args = readSplitArguments(taken.rest, decimalSeparatorOf(ctx.userVoice.language));
  if (!args.ok) {
    await replyHint(
      ctx,
      args.reason === "bad_share"
        ? ctx.t("split-bad-share", { word: escapeHtml(args.word) })
        : ctx.t("split-usage"),
    );
    return;
  }
  // Who is billed: the members named, and the author of the message replied to.
  const members: Array<BillMember & { customSat?: number | undefined }> = [];
  const replied = repliedMessage(ctx.msg);
  if (replied?.from && !replied.sender_chat && !replied.from.is_bot) {
    if (replied.from.id !== organiserUser.id) members.push(memberOf(replied.from));
  }
  const directory = usernameDirectory(deps.store);
  for (const named of args.members) {
    if (named.username.toLowerCase() === ctx.me.username.toLowerCase()) continue;
    if (named.username.toLowerCase() === organiserUser.username?.toLowerCase()) continue;
    const seen = await directory.resolve(named.username);
    if (seen?.id === organiserUser.id) continue;
    const member: BillMember = seen
      ? {
          id: seen.id,
          username: seen.username ?? named.username,
          name: seen.firstName
            ? displayName({ first_name: seen.firstName, last_name: seen.lastName ?? "" })
            : `@${named.username}`,
          handle: `@${seen.username ?? named.username}`,
        }
      : { username: named.username, name: `@${named.username}`, handle: `@${named.username}` };
    const same = members.find((m) => m.id !== undefined && m.id === member.id);
    if (same) same.customSat = named.customSat ?? same.customSat;
    else members.push({ ...member, customSat: named.customSat });
  }
  if (members.length > MAX_NAMED || (args.openShares ?? 0) > MAX_OPEN_SHARES) {
    await replyHint(ctx, ctx.t("split-too-many", { max: MAX_NAMED }));
    return;
  }
  const note = args.note.slice(0, MAX_NOTE) || undefined;
  const account = await deps.accounts.find(organiserUser.id);
  if (!account) {
    await ctx.reply(ctx.t("split-organiser-no-account"), {
      parse_mode: "HTML",
      reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
      reply_markup: new InlineKeyboard().url(
        ctx.t("split-connect-button"),
        deepLink(ctx, "connect"),
      ),
    });
    return;
  }
  let shares: Share[];
  let organiserSat: number;
  const open = args.openShares !== undefined && members.length === 0;
  if (open) {
    const plan = planOpenShares(totalSat, args.openShares ?? 0);
    if (!plan.ok) {
      await replyHint(ctx, ctx.t("split-too-small", { total: ctx.amount(totalSat) }));
      return;
    }
    organiserSat = plan.organiserSat;
    shares = Array.from({ length: (args.openShares ?? 0) - 1 }, (_, slot) => ({
      slot,
      sat: plan.shareSat,
      state: "owed" as const,
      attempt: 0,
    }));
  } else {
    const plan = planShares(totalSat, members, args.all);
    if (!plan.ok) {
      const text =
        plan.reason === "no_one"
          ? ctx.t("split-usage")
          : plan.reason === "too_small"
            ? ctx.t("split-too-small", { total: ctx.amount(totalSat) })
            : plan.reason === "custom_over"
              ? ctx.t("split-custom-over", { total: ctx.amount(totalSat) })
              : ctx.t("split-custom-mismatch", {
                  total: ctx.amount(totalSat),
                  sum: ctx.amount(plan.sumSat),
                });
      await replyHint(ctx, text);
      return;
    }
    organiserSat = plan.organiserSat;
    shares = members.map(({ customSat: _custom, ...member }, slot) => ({
      slot,
      member,
      sat: plan.memberSat[slot] ?? 0,
      state: "owed" as const,
      attempt: 0,
    }));
  }
  const bill: Bill = {
    v: 1,
    id: newOperationId(),
    chatId: ctx.chat.id,
    chatTitle: ctx.chat.title ?? "",
    linkBase: messageLinkBase(ctx.chat),
    organiser: { ...memberOf(organiserUser), id: organiserUser.id },
    organiserAccount: account.identity,
    note,
    totalSat,
    fiat: taken.input.fiat,
    organiserSat,
    open,
    shares,
    state: "open",
    createdAt: deps.now(),
  };
  await book.create(bill);
  // Another replica handling the same update made its own bill: that one is posted.
  if (!(await deps.steps.take(commandKey, bill.id, STEP_MEMORY_MS))) return;
  ctx.log.info({ bill_id: bill.id, shares: shares.length, open }, "bill made");
  await postCard(ctx, bill);
});

splitFeature.callbackQuery(BILL_DATA, async (ctx) => {
  const [, action = "", billId = ""] = ctx.match;
  const book = new BillBook(ctx.deps.store);
  const bill = await book.get(billId);
  if (!bill) {
    await answer(ctx, ctx.tUser("split-answer-gone"), true);
    return;
  }
  // Only on the card itself; joining an open bill only from a member of its group.
  const place = { chatId: bill.chatId, messageId: bill.messageId };
  if (await refusedPress(ctx, place, { membersOnly: action === "p" && bill.open })) return;
  if (action === "c") {
    await closeBill(ctx, bill);
    return;
  }
  if (action === "o") {
    await leaveBill(ctx, bill);
    return;
  }
  const outcome = await payShare(envOf(ctx), billId, ctx.from, "group");
  await tellPresser(ctx, outcome, "group");
});

/** `/start split-<id>`: the member pays their share from the private chat (a press before it was open). */
export const splitLink: DeepLinkAnswer = async (ctx, payload) => {
  const link = SPLIT_LINK.exec(payload);
  if (!link || ctx.chat?.type !== "private" || !ctx.from) return false;
  const outcome = await payShare(envOf(ctx), link[1] ?? "", ctx.from, "private");
  await tellPresser(ctx, outcome, "private");
  return true;
};

/** A member as the bill names them. */
function memberOf(user: User): BillMember {
  return {
    id: user.id,
    username: user.username,
    name: displayName(user),
    handle: historyName(user),
  };
}

/** Posts the card as a reply to the /split command and remembers it. */
async function postCard(ctx: BotContext, bill: Bill): Promise<void> {
  const card = billCard(bill, ctx.voice, ctx.deps.accounts.isSandbox);
  const message = await ctx.reply(card.html, {
    parse_mode: "HTML",
    reply_parameters: { message_id: ctx.msg?.message_id ?? 0, allow_sending_without_reply: true },
    reply_markup: card.keyboard,
    link_preview_options: { is_disabled: true },
  });
  await new BillBook(ctx.deps.store).update(bill.id, (b) => ({
    ...b,
    messageId: message.message_id,
  }));
}

/**
 * Brings the card up to date, in the group's language: at most one edit a
 * second per card across replicas, always the newest state (paced-edit.ts),
 * queued behind payments. Never throws: the money already moved.
 */
function showBill(env: SplitEnv, billId: string): void {
  const shown = (async () => {
    const bill = await new BillBook(env.deps.store).get(billId);
    if (bill?.messageId === undefined) return;
    const messageId = bill.messageId;
    await withPriority("notification", () =>
      requestEdit(
        env.api,
        env.deps,
        { key: `split:${billId}`, chatId: bill.chatId, messageId },
        async () => {
          const now = await new BillBook(env.deps.store).get(billId);
          if (!now) return undefined;
          const voice = await env.deps.voices.forGroup(now.chatId);
          return billCard(now, voice, env.deps.accounts.isSandbox);
        },
      ),
    );
  })().catch((error: unknown) =>
    env.log.warn({ err: error, bill_id: billId }, "could not update a bill's card"),
  );
  void env.deps.activity.track(shown);
}

/** What became of a press on Pay my share (or its deep link), to be told to the presser. */
export type PayOutcome =
  | { kind: "refused"; text: string; args?: Record<string, string | number> }
  | { kind: "intent"; result: IntentResult; bill: Bill; share: Share }
  | { kind: "qr"; bill: Bill; share: Share; invoice: string; expiresAt: number | undefined }
  | { kind: "paid" }
  | { kind: "waiting"; text: string };

/**
 * The member's share of bill `billId`, to pay: under the bill's lock, the
 * share found (an open bill's first free slot taken), its invoice made on
 * the organiser's account once, and its payment intent made (or the one
 * under way found). Nothing here sends money: the engine does after
 * Confirm.
 */
export async function payShare(
  env: SplitEnv,
  billId: string,
  from: User,
  where: "group" | "private" | "app",
): Promise<PayOutcome> {
  const { deps } = env;
  const book = new BillBook(deps.store);
  let outcome = { kind: "refused", text: "split-answer-gone" } as PayOutcome;
  let changed = false;
  let frozenNow = false;
  await book.update(billId, async (bill) => {
    const ended = endedRefusal(bill);
    if (ended) {
      outcome = ended;
      return undefined;
    }
    // The invoices go to the account the bill was made on: gone or replaced, the bill stops.
    const organiser = await deps.accounts.findExisting(bill.organiser.id);
    if (!stillConnected(bill.organiserAccount, organiser?.identity) || !organiser) {
      outcome = { kind: "refused", text: "split-answer-frozen" };
      frozenNow = true;
      return { ...bill, state: "frozen", endedAt: deps.now() };
    }
    if (from.id === bill.organiser.id) {
      outcome = { kind: "refused", text: "split-answer-own-bill" };
      return undefined;
    }
    let share = shareOf(bill, from);
    let next = bill;
    if (!share && bill.open) {
      const free = bill.shares.find((s) => !s.member);
      if (free) {
        share = { ...free, member: memberOf(from) };
        changed = true;
      }
    }
    if (!share) {
      outcome = {
        kind: "refused",
        text: bill.open ? "split-answer-full" : "split-answer-not-named",
      };
      return undefined;
    }
    if (share.member && share.member.id === undefined) {
      // Named by @username before the bot knew them: the presser with that name is them.
      share = { ...share, member: memberOf(from) };
      changed = true;
    }
    if (share.state === "paid") {
      outcome = { kind: "paid" };
      return changed ? replaceShare(next, share) : undefined;
    }
    if (share.state === "out") {
      share = { ...share, state: "owed" };
      changed = true;
    }
    // The attempt under way: a confirmation shown, a payment in flight, or done.
    if (share.intentId !== undefined) {
      const earlier = await deps.intents.resumeOrigin(originOf(bill, share));
      const verdict = attemptVerdict(earlier, deps.now());
      if (verdict === "sent") {
        share = { ...share, state: "paid", paidWith: "account", paidAt: deps.now() };
        outcome = { kind: "paid" };
        return replaceShare(next, share);
      }
      if (verdict === "asked") {
        outcome = { kind: "waiting", text: "split-answer-confirm-sent" };
        if (earlier?.status === "requires_confirmation" && !earlier.shown) {
          outcome = { kind: "intent", result: earlier, bill, share };
        }
        return changed ? replaceShare(next, share) : undefined;
      }
      if (verdict === "in_doubt") {
        outcome = { kind: "waiting", text: "split-answer-in-doubt" };
        return changed ? replaceShare(next, share) : undefined;
      }
      // Certainly moved nothing: a new attempt.
      share = { ...share, attempt: share.attempt + 1, intentId: undefined };
      changed = true;
    }
    // The share's invoice on the organiser's account: made once (again only once it expired).
    if (!share.invoice || (share.invoice.expiresAt ?? Infinity) <= deps.now() + 60_000) {
      const voice = await deps.voices.forGroup(bill.chatId);
      const made = await deps.moneyIn.createInvoice(organiser, {
        amountSat: share.sat,
        description: shareDescription(bill, voice),
      });
      if (!made.ok) {
        env.log.warn({ err: made.error, bill_id: bill.id }, "could not make a share's invoice");
        outcome = { kind: "refused", text: "split-answer-invoice-failed" };
        return changed ? replaceShare(next, share) : undefined;
      }
      share = {
        ...share,
        invoice: { operationId: made.operation.id, text: made.invoice, expiresAt: made.expiresAt },
      };
      await book.noteInvoice(made.operation.id, bill.id, share.slot);
      changed = true;
    }
    const invoice = share.invoice;
    if (!invoice) return undefined;
    const payerAccount = await deps.accounts.find(from.id);
    next = replaceShare(next, share);
    if (!payerAccount) {
      outcome = {
        kind: "qr",
        bill: next,
        share,
        invoice: invoice.text,
        expiresAt: invoice.expiresAt,
      };
      return next;
    }
    const member = share.member ?? memberOf(from);
    const result = await deps.intents.submit({
      kind: SPLIT_KIND,
      payer: { id: from.id, name: member.name, handle: member.handle },
      payee: { type: "invoice", invoice: invoice.text, counterpart: bill.organiser.handle },
      amountSat: share.sat,
      origin: originOf(bill, share),
      chatId: bill.chatId,
      confirm: "always",
      confirmTtlMs: CONFIRM_MS,
      budgets: [{ type: "gate", gate: SPLIT_KIND, key: `${bill.id}:${share.slot}` }],
      description: shareDescription(bill, await deps.voices.forGroup(bill.chatId)),
      details: { billId: bill.id, slot: share.slot, where },
    });
    share = { ...share, intentId: "intent" in result ? result.intent?.id : undefined };
    next = replaceShare(next, share);
    outcome = { kind: "intent", result, bill: next, share };
    return next;
  });
  if (changed) {
    showBill(env, billId);
    if (outcome.kind === "intent" || outcome.kind === "qr") {
      await book.remember(from.id, billId).catch(() => undefined);
    }
  }
  if (frozenNow) await billFrozen(env, billId);
  return outcome;
}

/** The one-use origin of an attempt at paying `share`. */
function originOf(bill: Bill, share: Share): string {
  return `split-pay:${bill.id}:${share.slot}:${share.attempt}`;
}

/** `bill` with `share` in its slot. */
function replaceShare(bill: Bill, share: Share): Bill {
  return { ...bill, shares: bill.shares.map((s) => (s.slot === share.slot ? share : s)) };
}

/** Why a bill that ended takes no payment. */
function endedRefusal(bill: Bill): PayOutcome | undefined {
  switch (bill.state) {
    case "settled":
      return { kind: "refused", text: "split-answer-settled" };
    case "closed":
      return { kind: "refused", text: "split-answer-closed" };
    case "frozen":
      return { kind: "refused", text: "split-answer-frozen" };
    default:
      return undefined;
  }
}

/**
 * Where an earlier attempt stands: `asked` (its confirmation is up),
 * `sent`, `in_doubt` (under way, or its outcome unknown: never retried),
 * or `nothing` (it certainly moved nothing: a new attempt may start).
 */
function attemptVerdict(
  result: IntentResult | undefined,
  now: number,
): "asked" | "sent" | "in_doubt" | "nothing" {
  if (!result) return "nothing";
  switch (result.status) {
    case "requires_confirmation":
      return now > result.intent.expiresAt ? "nothing" : "asked";
    case "sent":
      return "sent";
    case "already":
      if (result.operation?.state === "sent") return "sent";
      if (result.operation?.state === "failed") return "nothing";
      return result.operation ? "in_doubt" : "nothing";
    case "unknown":
      return "in_doubt";
    default:
      return "nothing";
  }
}

/** The invoice description of a share (the payer's wallet and both histories show it). */
function shareDescription(bill: Bill, voice: Voice): string {
  return voice
    .t(bill.note ? "split-description" : "split-description-no-note", {
      note: bill.note ?? "",
      chat: bill.chatTitle,
    })
    .slice(0, MAX_NOTE);
}

/** Tells the presser where their share stands: a press answer, a private message, a QR code. */
async function tellPresser(ctx: BotContext, outcome: PayOutcome, where: "group" | "private") {
  const from = ctx.from;
  if (!from) return;
  const say = async (text: string, alert: boolean) => {
    if (where === "group") await answer(ctx, text, alert);
    else await ctx.reply(text, { parse_mode: "HTML" });
  };
  switch (outcome.kind) {
    case "refused":
      await say(ctx.tUser(outcome.text, outcome.args), true);
      return;
    case "paid":
      await say(ctx.tUser("split-answer-already-paid"), false);
      return;
    case "waiting":
      await say(ctx.tUser(outcome.text), false);
      return;
    case "qr": {
      const sent = await sendQr(ctx, outcome, from.id);
      if (!sent) {
        await openPrivateChat(ctx, outcome.bill.id);
        return;
      }
      if (where === "group") await answer(ctx, ctx.tUser("split-answer-qr-sent"), false);
      return;
    }
    case "intent":
      await showIntent(ctx, outcome, where);
      return;
  }
}

/** The member's confirmation in their private chat, or why there is none. */
async function showIntent(
  ctx: BotContext,
  outcome: Extract<PayOutcome, { kind: "intent" }>,
  where: "group" | "private",
): Promise<void> {
  const { result, bill, share } = outcome;
  const from = ctx.from;
  if (!from) return;
  const say = async (text: string, alert: boolean) => {
    if (where === "group") await answer(ctx, text, alert);
    else await ctx.reply(text, { parse_mode: "HTML" });
  };
  switch (result.status) {
    case "requires_confirmation": {
      // Shown once per intent: a second press meanwhile (or another replica) shows nothing more.
      const first = await ctx.deps.steps.take(
        `split-asked:${result.intent.id}`,
        String(ctx.deps.now()),
        STEP_MEMORY_MS,
      );
      if (result.shown || !first) {
        await say(ctx.tUser("split-answer-confirm-sent"), false);
        return;
      }
      try {
        await askToConfirm(
          ctx,
          result.intent,
          confirmationView(ctx, bill, share),
          where === "group" ? { chatId: from.id, t: ctx.tUser } : undefined,
        );
      } catch (error) {
        if (!(error instanceof GrammyError && error.error_code === 403)) throw error;
        // Never opened the private chat: cancelled (a later press asks again), the link opens it.
        await ctx.deps.intents.cancel(result.intent.id, from.id);
        await openPrivateChat(ctx, bill.id);
        return;
      }
      if (where === "group") await answer(ctx, ctx.tUser("split-answer-confirm-sent"), false);
      return;
    }
    case "refused": {
      const refusal = result.refusal;
      const text =
        refusal.reason === "over_limit"
          ? refusal.limit === "daily"
            ? ctx.tUser("split-refused-over-daily", {
                remaining: ctx.amountUser(refusal.remainingSat ?? 0),
              })
            : ctx.tUser("split-refused-over-per-payment", {
                limit: ctx.amountUser(refusal.limitSat),
              })
          : refusal.reason === "funds"
            ? ctx.tUser("split-refused-funds", { spendable: ctx.amountUser(refusal.spendableSat) })
            : refusal.reason === "paying_elsewhere"
              ? ctx.tUser("split-answer-in-doubt")
              : ctx.tUser("split-answer-closed");
      // Figures of the presser's own account: only in an alert or their private chat.
      await say(text, true);
      return;
    }
    case "sent":
    case "already":
      await say(ctx.tUser("split-answer-already-paid"), false);
      return;
    case "failed":
      await say(
        ctx.tUser("split-refused-failed", { reason: failureText(result.error, ctx.userVoice) }),
        true,
      );
      return;
    case "unknown":
      await say(ctx.tUser("split-answer-in-doubt"), true);
      return;
    default:
      await say(ctx.tUser("confirm-stale"), true);
  }
}

/** A press before the private chat was ever opened: the answer opens it on the bill's link. */
async function openPrivateChat(ctx: BotContext, billId: string): Promise<void> {
  if (!ctx.callbackQuery) {
    await ctx.reply(ctx.tUser("split-answer-open-private"));
    return;
  }
  await ctx
    .answerCallbackQuery({ url: deepLink(ctx, `split-${billId}`) })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "callback already answered"));
}

/** The share's invoice as a QR code in the member's private chat, with a way to connect; false if it cannot be sent. */
async function sendQr(
  ctx: BotContext,
  outcome: Extract<PayOutcome, { kind: "qr" }>,
  userId: number,
): Promise<boolean> {
  const { bill, share, invoice, expiresAt } = outcome;
  const t = ctx.tUser;
  const minutes =
    expiresAt === undefined
      ? undefined
      : Math.max(1, Math.round((expiresAt - ctx.deps.now()) / 60_000));
  const headline = [
    t("split-qr", {
      share: ctx.amountUser(share.sat),
      organiser: escapeHtml(bill.organiser.name),
      what: bill.note ? escapeHtml(bill.note) : t("split-card-no-note"),
      chat: escapeHtml(bill.chatTitle),
    }),
    minutes !== undefined ? t("split-qr-expires", { minutes }) : undefined,
    t("split-qr-connect"),
  ]
    .filter(Boolean)
    .join("\n");
  const caption = withMoneyMark(`${headline}\n\n${code(invoice)}`, ctx.deps.accounts.isSandbox, t);
  try {
    await ctx.api.sendPhoto(
      userId,
      new InputFile(renderQrPng(lightningUri(invoice)), "invoice.png"),
      {
        caption,
        parse_mode: "HTML",
        reply_markup: new InlineKeyboard().url(t("split-connect-button"), deepLink(ctx, "connect")),
      },
    );
    return true;
  } catch (error) {
    if (error instanceof GrammyError && error.error_code === 403) return false;
    throw error;
  }
}

/** The confirmation of a share, in the payer's voice. */
function confirmationView(ctx: BotContext, bill: Bill, share: Share): ConfirmationView {
  const t = ctx.tUser;
  const args = {
    amount: ctx.amountUser(share.sat),
    organiser: escapeHtml(bill.organiser.name),
    what: bill.note ? escapeHtml(bill.note) : t("split-card-no-note"),
    chat: escapeHtml(bill.chatTitle),
  };
  return {
    summary: t("split-confirm-summary", args),
    what: t("split-what", args),
    outcomes: {
      sent: t("split-outcome-sent", args),
      cancelled: t("split-outcome-cancelled", args),
      notSent: t("split-outcome-not-sent", args),
      unknown: t("split-outcome-unknown", args),
      closed: t("split-outcome-closed", args),
    },
    confirmLabel: t("split-confirm-label"),
    sandbox: ctx.deps.accounts.isSandbox,
  };
}

/** Close: only the organiser; the bill ends, the card says how far it got, the organiser hears once. */
async function closeBill(ctx: BotContext, bill: Bill): Promise<void> {
  if (ctx.from?.id !== bill.organiser.id) {
    await answer(
      ctx,
      ctx.tUser("split-answer-not-organiser", { organiser: bill.organiser.name }),
      true,
    );
    return;
  }
  let closedNow = false;
  await new BillBook(ctx.deps.store).update(bill.id, (b) => {
    if (b.state !== "open") return undefined;
    closedNow = true;
    return { ...b, state: "closed", endedAt: ctx.deps.now() };
  });
  await answer(
    ctx,
    ctx.tUser(closedNow ? "split-answer-closed-now" : "split-answer-closed"),
    false,
  );
  if (!closedNow) return;
  const env = envOf(ctx);
  showBill(env, bill.id);
  await tellSummary(env, bill.id);
}

/** I'm out: a named member leaves (an open bill's member gives their slot back); not once paid. */
async function leaveBill(ctx: BotContext, bill: Bill): Promise<void> {
  const from = ctx.from;
  if (!from) return;
  let text = "split-answer-not-named";
  let changed = false;
  await new BillBook(ctx.deps.store).update(bill.id, async (b) => {
    const ended = endedRefusal(b);
    if (ended && ended.kind === "refused") {
      text = ended.text;
      return undefined;
    }
    const share = shareOf(b, from);
    if (!share) return undefined;
    if (share.state === "paid") {
      text = "split-answer-already-paid";
      return undefined;
    }
    if (share.intentId !== undefined) {
      const earlier = await ctx.deps.intents.resumeOrigin(originOf(b, share));
      const verdict = attemptVerdict(earlier, ctx.deps.now());
      if (verdict === "in_doubt" || verdict === "sent") {
        text = "split-answer-in-doubt";
        return undefined;
      }
      // A confirmation still up is cancelled: nothing may be paid for a share given up.
      if (earlier?.status === "requires_confirmation") {
        await ctx.deps.intents.cancel(earlier.intent.id, from.id);
      }
    }
    text = "split-answer-out";
    changed = true;
    const left: Share = b.open
      ? { slot: share.slot, sat: share.sat, state: "owed", attempt: share.attempt + 1 }
      : { ...share, state: "out", intentId: undefined, attempt: share.attempt + 1 };
    const next = replaceShare(b, left);
    // Everyone left has paid: the bill is settled.
    return allPaid(next) ? { ...next, state: "settled", endedAt: ctx.deps.now() } : next;
  });
  await answer(ctx, ctx.tUser(text), false);
  if (!changed) return;
  showBill(envOf(ctx), bill.id);
  const now = await new BillBook(ctx.deps.store).get(bill.id);
  if (now?.state === "settled") await tellSummary(envOf(ctx), bill.id);
}

/**
 * Counts a share as paid (from the member's account, or from any wallet by
 * its invoice), once: the card shows it, and when it was the last one the
 * bill is settled and the organiser told. A payment after the bill ended
 * (an invoice made before Close, paid from a wallet) is counted too, and
 * the organiser hears of it.
 */
async function markPaid(
  env: SplitEnv,
  billId: string,
  slot: number,
  paidWith: "account" | "wallet",
): Promise<void> {
  let late = false;
  let settledNow = false;
  let changed = false;
  const bill = await new BillBook(env.deps.store).update(billId, async (b) => {
    const share = b.shares.find((s) => s.slot === slot);
    if (!share || share.state === "paid") return undefined;
    // The invoice's event may come before the payer's own outcome: paid from their account still.
    const how =
      share.intentId !== undefined && (await env.deps.ledger.get(share.intentId))
        ? "account"
        : paidWith;
    changed = true;
    let next = replaceShare(b, { ...share, state: "paid", paidWith: how, paidAt: env.deps.now() });
    if (b.state === "open" && allPaid(next)) {
      next = { ...next, state: "settled", endedAt: env.deps.now() };
      settledNow = true;
    }
    late = b.state !== "open";
    return next;
  });
  if (!bill || !changed) return;
  env.log.info({ bill_id: billId, slot }, "bill share paid");
  showBill(env, billId);
  if (settledNow) await tellSummary(env, billId);
  else if (late) await tellLate(env, bill, slot);
}

/** The organiser's one summary of a bill that was settled or closed (once per bill). */
async function tellSummary(env: SplitEnv, billId: string): Promise<void> {
  const { deps } = env;
  const bill = await new BillBook(deps.store).get(billId);
  if (!bill) return;
  const voice = await deps.voices.forUser(bill.organiser.id);
  if (!(await deps.steps.take(`split-summary:${billId}`, String(deps.now()), STEP_MEMORY_MS)))
    return;
  const { paid, count, paidSat, billedSat } = paidCount(bill);
  const unpaid = bill.shares
    .filter((s) => s.member && s.state === "owed")
    .map((s) => escapeHtml(s.member?.name ?? ""));
  const lines = [
    voice.t(bill.state === "settled" ? "split-summary-settled" : "split-summary-closed", {
      what: bill.note ? escapeHtml(bill.note) : voice.t("split-card-no-note"),
      where: placeOf(bill),
      paid,
      count,
      paidSat: voice.amount(paidSat),
      billedSat: voice.amount(billedSat),
    }),
  ];
  if (unpaid.length > 0) lines.push(voice.t("split-summary-unpaid", { names: voice.list(unpaid) }));
  await notify(
    env,
    bill.organiser.id,
    withMoneyMark(lines.join("\n"), deps.accounts.isSandbox, voice.t),
  );
}

/** The organiser's note of a share paid after the bill ended (once per share). */
async function tellLate(env: SplitEnv, bill: Bill, slot: number): Promise<void> {
  const { deps } = env;
  const share = bill.shares.find((s) => s.slot === slot);
  if (!share) return;
  const voice = await deps.voices.forUser(bill.organiser.id);
  if (
    !(await deps.steps.take(`split-late:${bill.id}:${slot}`, String(deps.now()), STEP_MEMORY_MS))
  ) {
    return;
  }
  const { paid, count } = paidCount(bill);
  const html = voice.t("split-summary-late", {
    name: escapeHtml(share.member?.name ?? ""),
    share: voice.amount(share.sat),
    what: bill.note ? escapeHtml(bill.note) : voice.t("split-card-no-note"),
    where: placeOf(bill),
    paid,
    count,
  });
  await notify(env, bill.organiser.id, withMoneyMark(html, deps.accounts.isSandbox, voice.t));
}

/** The organiser is no longer connected: the card says so, unpaid members are told (once). */
async function billFrozen(env: SplitEnv, billId: string): Promise<void> {
  const { deps } = env;
  showBill(env, billId);
  const bill = await new BillBook(deps.store).get(billId);
  if (!bill) return;
  env.log.info({ bill_id: billId }, "bill frozen: its organiser's account is gone");
  for (const share of bill.shares) {
    const id = share.member?.id;
    if (id === undefined || share.state !== "owed") continue;
    if (!(await deps.steps.take(`split-frozen:${billId}:${id}`, "told", STEP_MEMORY_MS))) continue;
    const voice = await deps.voices.forUser(id);
    const html = voice.t("split-frozen-note", {
      organiser: escapeHtml(bill.organiser.name),
      what: bill.note ? escapeHtml(bill.note) : voice.t("split-card-no-note"),
      where: placeOf(bill),
    });
    await notify(env, id, withMoneyMark(html, deps.accounts.isSandbox, voice.t));
  }
}

function placeOf(bill: Bill): string {
  const title = escapeHtml(bill.chatTitle);
  return bill.linkBase && bill.messageId !== undefined
    ? `<a href="${bill.linkBase}/${bill.messageId}">${title}</a>`
    : `<b>${title}</b>`;
}

async function notify(env: SplitEnv, userId: number, html: string): Promise<void> {
  await withPriority("notification", () =>
    env.api.sendMessage(userId, html, {
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    }),
  ).catch((error: unknown) =>
    env.log.info({ err: error, user_id: userId }, "could not send a private bill note"),
  );
}

/** Answers the press once (a redelivered press was answered before). */
async function answer(ctx: BotContext, text: string, alert: boolean): Promise<void> {
  const plain = text.replace(/<[^>]*>/g, "");
  const short = plain.length > ANSWER_LIMIT ? `${plain.slice(0, ANSWER_LIMIT - 1)}…` : plain;
  await ctx
    .answerCallbackQuery({ text: short, ...(alert ? { show_alert: true } : {}) })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "callback already answered"));
}

/** What a share's intent carries besides the engine's fields. */
function shareOfIntent(details: Record<string, unknown> | undefined) {
  const billId = typeof details?.billId === "string" ? details.billId : undefined;
  const slot = typeof details?.slot === "number" ? details.slot : undefined;
  return billId !== undefined && slot !== undefined ? { billId, slot } : undefined;
}

/** A share's intent sent (from any face): counted on its bill, once. */
export async function countSharePaid(env: SplitEnv, details: Record<string, unknown> | undefined) {
  const share = shareOfIntent(details);
  if (share) await markPaid(env, share.billId, share.slot, "account");
}

/** Once a share's confirmed payment was sent: counted on the bill (idempotent). */
export const splitAfterSent: AfterIntentSent = async (ctx, { intent }) => {
  const share = shareOfIntent(intent.details);
  if (share) await markPaid(envOf(ctx), share.billId, share.slot, "account");
  return false;
};

/**
 * The policy of a share's intents: sent only while the share is owed and
 * the bill open (its gate, checked after Confirm); no pledges (the payee is
 * an invoice); one the engine carried on by itself is counted and shown on
 * its confirmation as after a press.
 */
export function splitIntentPolicy(env: SplitEnv): IntentPolicy {
  const book = new BillBook(env.deps.store);
  return {
    pledgeAllowed: false,
    gate: async (key) => {
      const [billId = "", slot = ""] = key.split(":");
      const bill = await book.get(billId);
      const share = bill?.shares.find((s) => s.slot === Number(slot));
      return bill?.state === "open" && share?.state === "owed";
    },
    announce: async (outcome) => {
      const operation = "operation" in outcome ? outcome.operation : undefined;
      if ("intent" in outcome && outcome.intent && operation?.state === "sent") {
        const share = shareOfIntent(outcome.intent.details);
        if (share) await markPaid(env, share.billId, share.slot, "account");
      }
      await showCarriedIntent(env.api, env.deps, outcome);
    },
  };
}

/**
 * Money in on a share's invoice (paid from the member's account, or from
 * any wallet by its QR code): the share is counted. The organiser hears of
 * a bill's shares in one summary, so the per-payment note is taken here.
 */
export function splitMoneyIn(deps: Services, api: Api): EventListener {
  const env: SplitEnv = { deps, api, log: deps.logger };
  return async (applied) => {
    if (applied.kind !== "invoice-paid") return;
    const share = await new BillBook(deps.store).invoiceOf(applied.operation.id);
    if (!share) return;
    // The summary tells the organiser: no note of its own for this payment.
    await deps.moneyIn.firstNotice(applied);
    await markPaid(env, share.billId, share.slot, "wallet");
  };
}
