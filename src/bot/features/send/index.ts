/**
 * /send <amount> <@username | name@domain | lnurl> [note], in a private
 * chat or a group: pays that person or address without replying to a
 * message (LightningTipBot's /send). Always after Confirm, as /pay.
 *
 * - A member (an @username the bot has seen, or a text mention) is paid as
 *   a tip: to their lightning address or their account (`memberRoute`). In a
 *   group it lands on the tip receipt conventions (public receipt, private
 *   notes); in a private chat the confirmation becomes the receipt and the
 *   recipient gets a note.
 * - A lightning address or LNURL is paid as /pay pays it: its own
 *   description and range read first, amounts outside refused.
 * - What concerns the sender's account (funds, what is left of the daily
 *   limit, a failure's reason) is said in their private chat only.
 *
 * The /send message is claimed once for the confirmation it started, so a
 * redelivered update shows that one again (if it was never shown) and never
 * a second one; the confirmation itself can be used once (Payments).
 */
import { Composer, InlineKeyboard } from "grammy";
import type { User } from "grammy/types";
import { newOperationId } from "../../../operations/ids.ts";
import { destinationOf, memberRoute, type ReachingRoute } from "../../../operations/payees.ts";
import type { SendRequest } from "../../../operations/payments.ts";
import { recordTipReceived } from "../../../operations/tip-received.ts";
import type { BotContext } from "../../context.ts";
import { conversionText, type FiatUsed, takeAmountInput } from "../../flows/amount-input.ts";
import { amountInputReason } from "../../flows/ask.ts";
import { claimCommand, claimedBefore, commandClaimKey } from "../../flows/command-claim.ts";
import { type AfterSend, askToConfirm, type ConfirmationView } from "../../flows/confirm.ts";
import { overLimitText } from "../../flows/over-limit.ts";
import { displayName, historyName, messageLinkBase } from "../../flows/people.ts";
import { type PledgeRequest, pledge } from "../../flows/pledges.ts";
import { spendableOrUnknown } from "../../../operations/spendable.ts";
import { TipBook, type TipDetails } from "../../flows/tip-details.ts";
import { notify, type TipEnv, tipEnv, withNote } from "../../flows/tip-settle.ts";
import { inGroup, removeInGroupLater, replyHint } from "../../flows/transient.ts";
import { usernameDirectory } from "../../flows/usernames.ts";
import { escapeHtml } from "../../html.ts";
import { withMoneyMark } from "../../texts.ts";
import { classifyPayText, type LnurlDetails, lnurlLines, readLnurl } from "../pay/resolve.ts";
import { SendBook, type SendDetails, type SendPerson } from "./details.ts";
import { MAX_NOTE, mentionedTarget, readTarget, type SendTarget } from "./target.ts";

/** What a /send message is claimed with when it made a pledge (then an id follows). */
const PLEDGE_CLAIM = "pledge:";
/** How long "the recipient of this send was told" is remembered (7 days). */
const NOTES_MEMORY_MS = 7 * 24 * 60 * 60_000;

/** /send, in private chats and groups. */
export const sendFeature = new Composer<BotContext>();

/** What a /send pays, once read and resolved. */
type Payee =
  | { kind: "member"; person: SendPerson }
  /** An @username the bot has never seen (or no longer sees with that name). */
  | { kind: "stranger"; username: string }
  | { kind: "lnurl"; input: Extract<ReturnType<typeof classifyPayText>, { kind: "lnurl" }> };

/** A refusal: the one-line answer (HTML). */
type Refusal = { ok: false; html: string };

sendFeature.command("send", async (ctx) => {
  const group = inGroup(ctx);
  // Usage hints and refusals leave a group after a moment, with the /send they answer.
  const hint = (html: string) => replyHint(ctx, html);
  if (ctx.msg.sender_chat || !ctx.from) {
    await hint(ctx.t("send-anonymous"));
    return;
  }
  const sender = ctx.from;
  const { store, payments } = ctx.deps;
  const commandKey = commandClaimKey("send", ctx.chat.id, ctx.msg.message_id);
  const earlier = await claimedBefore(store, commandKey);
  if (earlier?.startsWith(PLEDGE_CLAIM)) {
    ctx.log.info("a redelivered /send whose pledge was made: nothing more to do");
    return;
  }
  if (earlier !== undefined) {
    ctx.log.info({ operation_id: earlier }, "resuming a send after redelivery");
    await showConfirmation(ctx, earlier);
    return;
  }

  const read = await readSend(ctx);
  if (!read.ok) {
    await hint(read.html);
    return;
  }
  const payee = await resolvePayee(ctx, read.target, sender);
  if ("ok" in payee) {
    await hint(payee.html);
    return;
  }
  const { amountSat, fiat } = read;
  const note = read.note.slice(0, MAX_NOTE) || undefined;
  const senderPerson: SendPerson = {
    userId: sender.id,
    name: displayName(sender),
    handle: historyName(sender),
  };
  const route =
    payee.kind === "member" ? await memberRoute(ctx.deps, payee.person.userId) : undefined;
  const pledgeFor =
    payee.kind === "stranger"
      ? { username: payee.username }
      : payee.kind === "member" && route?.via === "none"
        ? payee.person
        : undefined;
  if (pledgeFor) {
    // Nothing moves now: the send waits as a pledge until they claim it (or it expires).
    await pledgeOnce(ctx, commandKey, {
      payer: { id: sender.id, name: senderPerson.name, handle: senderPerson.handle },
      recipient: pledgeFor,
      amountSat,
      note,
      chat: ctx.chat,
      replyTo: ctx.msg.message_id,
      source: "send",
    });
    return;
  }

  const verdict = await payments.checkLimits(sender.id, amountSat);
  if (!verdict.ok) {
    if (verdict.reason === "per_payment") {
      // The operator's limit is the same for everyone: it may be said in the group.
      await hint(overLimitText(ctx.voice, verdict));
    } else {
      await refuseAboutSender(ctx, overLimitText(ctx.userVoice, verdict));
    }
    return;
  }
  const account = await ctx.deps.accounts.find(sender.id);
  if (!account) {
    await hint(ctx.t("common-no-account"));
    return;
  }

  let prepared: Prepared;
  if (payee.kind === "member") {
    if (!route || route.via === "none") return; // pledged above
    prepared = prepareMemberSend(ctx, senderPerson, payee.person, route, amountSat, note, fiat);
  } else if (payee.kind === "lnurl") {
    const details = await readLnurl(ctx, payee.input);
    if (!details.ok) {
      await hint(escapeHtml(details.reason));
      return;
    }
    const { minSat, maxSat } = details.details;
    if (amountSat < minSat || amountSat > maxSat) {
      await hint(
        escapeHtml(
          ctx.t("pay-out-of-range", {
            amount: ctx.voice.sat(amountSat),
            min: ctx.voice.sat(minSat),
            max: ctx.voice.sat(maxSat),
          }),
        ),
      );
      return;
    }
    prepared = prepareLnurlSend(ctx, senderPerson, payee.input, details.details, amountSat, {
      note,
      fiat,
    });
  } else {
    return; // pledged above
  }

  // A Send button is an offer to pay: check the funds first (4.5), as /pay does.
  const spendableSat = await spendableOrUnknown(
    ctx.deps.gateway,
    account.credentials,
    ctx.log,
    "a send confirmation",
  );
  if (spendableSat !== undefined && spendableSat < amountSat) {
    await refuseAboutSender(
      ctx,
      ctx.tUser("send-not-enough", {
        amount: ctx.amountUser(amountSat),
        to: escapeHtml(prepared.toName),
        spendable: ctx.amountUser(spendableSat),
      }),
    );
    return;
  }

  const confirmation = await payments.propose(sender.id, ctx.chat.id, prepared.request);
  const details: SendDetails = {
    sender: senderPerson,
    recipient: prepared.recipient,
    chatId: ctx.chat.id,
    inGroup: group,
    note,
    view: prepared.view,
  };
  await new SendBook(store).save(confirmation.id, details);
  if (prepared.recipient) {
    // The tip's own records: the receipt and notes in a group (tipAfterSent), and in
    // every chat the recognition of the payment as a tip to this person (notifications).
    await new TipBook(store).save(confirmation.id, tipDetails(ctx, details, prepared.recipient));
  }
  // Another replica handled the same update first: use its confirmation, retire ours.
  const id = await claimCommand(store, commandKey, confirmation.id, () =>
    payments.cancel(confirmation.id, sender.id),
  );
  await showConfirmation(ctx, id);
});

/** The amount, whom and the note of a /send, or the answer to give. */
async function readSend(
  ctx: BotContext & { match: string },
): Promise<
  | { ok: true; amountSat: number; fiat: FiatUsed | undefined; target: SendTarget; note: string }
  | Refusal
> {
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  // Read the way the sender writes numbers; a fiat amount at the current rate.
  const options = { maxSat, voice: ctx.userVoice, prices: ctx.deps.prices };
  const usage: Refusal = { ok: false, html: ctx.t("send-usage") };
  const message = ctx.msg;
  const mentioned =
    message && mentionedTarget(message.text ?? "", message.entities ?? message.caption_entities);
  const taken = await takeAmountInput(mentioned ? mentioned.amountText : ctx.match, options);
  if (!taken || (mentioned && taken.rest !== "")) return usage;
  if (!taken.input.ok) {
    return { ok: false, html: escapeHtml(amountInputReason(taken.input, maxSat, ctx.voice)) };
  }
  const { target, note } = mentioned
    ? { target: { kind: "member", user: mentioned.user } as const, note: mentioned.note }
    : readTarget(taken.rest);
  return { ok: true, amountSat: taken.input.sat, fiat: taken.input.fiat, target, note };
}

/** Whom `target` names, or the answer saying why it cannot be paid. */
async function resolvePayee(
  ctx: BotContext,
  target: SendTarget,
  sender: User,
): Promise<Payee | Refusal> {
  const refuse = (id: string, args?: Record<string, string>): Refusal => ({
    ok: false,
    html: ctx.t(id, args),
  });
  switch (target.kind) {
    case "missing":
      return refuse("send-usage");
    case "unknown":
      return refuse("send-unknown-target", { target: escapeHtml(target.word) });
    case "member":
      return member(target.user, sender) ?? refuse(personRefusal(target.user, sender));
    case "username": {
      const username = target.username;
      if (username.toLowerCase() === ctx.me.username.toLowerCase()) return refuse("send-bot");
      const userId = await usernameDirectory(ctx.deps.store).lookup(username);
      if (userId === undefined) return { kind: "stranger", username };
      if (userId === sender.id) return refuse("send-self");
      const seen = await currentUser(ctx, userId);
      if (!seen) {
        // Not in this chat to ask about: named as they were typed.
        const handle = `@${username}`;
        return { kind: "member", person: { userId, name: handle, handle } };
      }
      // The name now belongs to someone else (or to no one): the id learnt is stale.
      if (seen.username?.toLowerCase() !== username.toLowerCase()) {
        return { kind: "stranger", username };
      }
      return member(seen, sender) ?? refuse(personRefusal(seen, sender));
    }
    case "pay": {
      const input = classifyPayText(target.text, ctx.t);
      if (input.kind === "invoice") return refuse("send-invoice");
      if (input.kind === "invalid") return { ok: false, html: escapeHtml(input.reason) };
      return { kind: "lnurl", input };
    }
  }
}

function member(user: User, sender: User): Payee | undefined {
  if (user.is_bot || user.id === sender.id) return undefined;
  return {
    kind: "member",
    person: { userId: user.id, name: displayName(user), handle: historyName(user) },
  };
}

function personRefusal(user: User, sender: User): string {
  return user.id === sender.id ? "send-self" : "send-bot";
}

/**
 * The member `userId` as Telegram shows them now, asked in this group
 * (their current username and name); undefined in a private chat, or when
 * Telegram does not say.
 */
async function currentUser(ctx: BotContext, userId: number): Promise<User | undefined> {
  if (!inGroup(ctx)) return undefined;
  const member = await ctx.getChatMember(userId).catch(() => undefined);
  return member?.user;
}

/** A send ready to propose: the request, the confirmation to show, whom it pays. */
interface Prepared {
  request: SendRequest;
  view: ConfirmationView;
  /** Whom, as the sender is told (plain text). */
  toName: string;
  recipient?: SendPerson | undefined;
}

function prepareMemberSend(
  ctx: BotContext,
  sender: SendPerson,
  recipient: SendPerson,
  route: ReachingRoute,
  amountSat: number,
  note: string | undefined,
  fiat: FiatUsed | undefined,
): Prepared {
  const request: SendRequest = {
    kind: "tip-sent",
    ...destinationOf(route, recipient.userId, recipient.handle),
    amountSat,
    description:
      note ??
      (inGroup(ctx) && ctx.chat && "title" in ctx.chat
        ? ctx.t("tip-description", { chat: ctx.chat.title ?? "" })
        : ctx.t("send-description", { from: sender.name })
      ).slice(0, MAX_NOTE),
  };
  return {
    request,
    view: sendView(ctx, sender, escapeHtml(recipient.name), amountSat, { note, fiat }),
    toName: recipient.name,
    recipient,
  };
}

function prepareLnurlSend(
  ctx: BotContext,
  sender: SendPerson,
  input: Extract<Payee, { kind: "lnurl" }>["input"],
  details: LnurlDetails,
  amountSat: number,
  extra: { note: string | undefined; fiat: FiatUsed | undefined },
): Prepared {
  const toName = details.name ?? details.host;
  return {
    request: {
      kind: "payment",
      target: { type: "lnurl", lnurl: input.target.lnurl },
      amountSat,
      description: extra.note,
      counterpart: toName,
    },
    view: sendView(ctx, sender, escapeHtml(toName), amountSat, {
      ...extra,
      codeLines: lnurlLines(ctx, details),
    }),
    toName,
  };
}

/**
 * The confirmation of a send, in the chat's voice: the question, then the
 * note, the conversion of a fiat amount and what the pay code says of
 * itself. In a group the outcome names the sender: it is the public receipt.
 */
function sendView(
  ctx: BotContext,
  sender: SendPerson,
  to: string,
  amountSat: number,
  extra: { note: string | undefined; fiat: FiatUsed | undefined; codeLines?: string },
): ConfirmationView {
  const args = { amount: ctx.amount(amountSat), to };
  const note = extra.note ? ctx.t("tip-note", { note: escapeHtml(extra.note) }) : undefined;
  const conversion = extra.fiat && escapeHtml(conversionText(ctx.voice, extra.fiat, amountSat));
  const details = withNote(note ?? "", extra.codeLines) || undefined;
  return {
    // In a group everyone sees the question: it names whose it is, as the outcome does.
    summary: withNote(
      inGroup(ctx)
        ? ctx.t("send-confirm-summary-in-group", { ...args, from: escapeHtml(sender.name) })
        : ctx.t("send-confirm-summary", args),
      note,
      conversion,
      extra.codeLines,
    ),
    what: ctx.t("send-what", args),
    outcomes: {
      sent: inGroup(ctx)
        ? ctx.t("send-outcomes-sent-in-group", { ...args, from: escapeHtml(sender.name) })
        : ctx.t("send-outcomes-sent", args),
      cancelled: ctx.t("send-outcomes-cancelled", args),
      notSent: ctx.t("send-outcomes-not-sent", args),
      unknown: ctx.t("send-outcomes-unknown", args),
      details,
    },
    confirmLabel: ctx.t("send-confirm-label"),
    sandbox: ctx.deps.accounts.isSandbox,
  };
}

/** The tip records of a send to a member (see `TipDetails`); the /send message stands for the tipped one. */
function tipDetails(ctx: BotContext, details: SendDetails, recipient: SendPerson): TipDetails {
  const chat = ctx.chat;
  return {
    tipperId: details.sender.userId,
    tipperName: details.sender.name,
    tipperHandle: details.sender.handle,
    recipientId: recipient.userId,
    recipientName: recipient.name,
    recipientHandle: recipient.handle,
    chatId: details.chatId,
    chatTitle: chat && "title" in chat ? (chat.title ?? "") : "",
    linkBase: chat ? messageLinkBase(chat) : undefined,
    tippedMessageId: ctx.msg?.message_id ?? 0,
    commandMessageId: ctx.msg?.message_id ?? 0,
    note: details.note,
    mode: "confirm",
  };
}

/** Shows the confirmation `id` unless it was shown already (a redelivery) or is gone. */
async function showConfirmation(ctx: BotContext, id: string): Promise<void> {
  const confirmation = await ctx.deps.payments.get(id);
  const details = await new SendBook(ctx.deps.store).get(id);
  if (!confirmation || !details) {
    ctx.log.info({ operation_id: id }, "send already decided or expired: nothing to show");
    return;
  }
  if (confirmation.messageId !== undefined) return;
  await askToConfirm(ctx, confirmation, details.view);
}

/**
 * A send refused for a reason about the sender's own account (funds, what
 * is left of their daily limit). In a private chat it is the answer; in a
 * group the reason goes to their private chat, the group learns only that
 * nothing was sent.
 */
async function refuseAboutSender(ctx: BotContext, privateHtml: string): Promise<void> {
  const sandbox = ctx.deps.accounts.isSandbox;
  if (!inGroup(ctx)) {
    await ctx.reply(withMoneyMark(privateHtml, sandbox, ctx.tUser), { parse_mode: "HTML" });
    return;
  }
  const told = await notify(
    tipEnv(ctx),
    ctx.from?.id ?? 0,
    withMoneyMark(privateHtml, sandbox, ctx.tUser),
  );
  const message = await ctx.reply(ctx.t(told ? "send-failed-in-group" : "send-failed-untold"), {
    parse_mode: "HTML",
    ...(ctx.msg
      ? { reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true } }
      : {}),
    ...(told
      ? {}
      : {
          reply_markup: new InlineKeyboard().url(
            ctx.t("common-open-private-chat"),
            `https://t.me/${ctx.me.username}`,
          ),
        }),
  });
  removeInGroupLater(ctx, message);
}

/**
 * Pledges for a /send, once per /send message: the message is claimed
 * before the pledge is made, so a redelivery makes no second pledge (a
 * crash in between leaves none, and nothing moved: the safe side). A
 * refusal was told to the sender in private by `pledge`; a group hears
 * only that nothing was pledged.
 */
async function pledgeOnce(
  ctx: BotContext,
  commandKey: string,
  request: PledgeRequest,
): Promise<void> {
  const mine = `${PLEDGE_CLAIM}${newOperationId()}`;
  if ((await claimCommand(ctx.deps.store, commandKey, mine, async () => {})) !== mine) return;
  const made = await pledge(tipEnv(ctx), request);
  if (made.ok || !inGroup(ctx)) return;
  const reply = await ctx.reply(ctx.t("pledge-not-made-in-group"), {
    parse_mode: "HTML",
    reply_parameters: { message_id: ctx.msg?.message_id ?? 0, allow_sending_without_reply: true },
  });
  removeInGroupLater(ctx, reply);
}

/**
 * The `afterSent` hook of "tip-sent" confirmations with /send in it: a send
 * to a member in a private chat is settled here (the recipient's history
 * and note); everything else goes on to `tipHook` (tips, and sends in a
 * group, which follow the tip receipt conventions).
 */
export function withSendAfterSent(tipHook: AfterSend): AfterSend {
  return async (ctx, result) => {
    const details = await new SendBook(ctx.deps.store).get(result.confirmation.id);
    if (!details?.recipient || details.inGroup) {
      await tipHook(ctx, result);
      return;
    }
    await settlePrivateSend(tipEnv(ctx), details, details.recipient, result.operation);
  };
}

/**
 * After a send to `recipient` from a private chat: their "received" entry
 * in history (keyed by the send's operation, so once) and a note in their
 * language (claimed once). The sender's confirmation already says it.
 */
async function settlePrivateSend(
  env: TipEnv,
  details: SendDetails,
  recipient: SendPerson,
  operation: { id: string; amountSat: number; createdAt: number },
): Promise<void> {
  const { deps } = env;
  await recordTipReceived(deps.ledger, operation, {
    recipientId: recipient.userId,
    description: details.note,
    counterpart: details.sender.handle,
  });
  const voice = await deps.voices.forUser(recipient.userId);
  if (
    !(await deps.store.claim(`send-notes:${operation.id}`, String(deps.now()), NOTES_MEMORY_MS))
  ) {
    return;
  }
  const note = details.note ? voice.t("tip-note", { note: escapeHtml(details.note) }) : undefined;
  await notify(
    env,
    recipient.userId,
    withMoneyMark(
      withNote(
        voice.t("send-recipient-note", {
          amount: voice.amount(operation.amountSat),
          from: escapeHtml(details.sender.name),
        }),
        note,
      ),
      deps.accounts.isSandbox,
      voice.t,
    ),
  );
}
