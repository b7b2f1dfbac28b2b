/**
 * /send <amount> <@username | name@domain | lnurl> [note], in a private
 * chat or a group: pays that person or address without replying to a
 * message (LightningTipBot's /send). Always after Send / Cancel, as /pay,
 * a pledge included.
 *
 * - A member (an @username the bot has seen, or a text mention) is paid as
 *   a tip: to their lightning address or their account, or pledged when
 *   they have neither. In a group it lands on the tip receipt conventions
 *   (public receipt, private notes); in a private chat the confirmation
 *   becomes the receipt and the recipient gets a note.
 * - An @username the bot never saw (or saw given up) can only be pledged.
 * - A lightning address or LNURL is paid as /pay pays it: its own
 *   description and range read first, amounts outside refused.
 * - What concerns the sender's account (funds, what is left of the daily
 *   limit, a failure's reason) is said in their private chat only.
 *
 * This feature reads the command and words the outcome; the intents engine
 * (src/operations/intents.ts) carries it in its one order: the /send
 * message is claimed once (a redelivery shows the same confirmation, never
 * a second one), and the confirmation is used once.
 */
import { InlineKeyboard } from "grammy";
import type { User } from "grammy/types";
import { usernameDirectory } from "../../accounts/members.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { commandClaimKey } from "../../chat/flows/command-claim.ts";
import {
  type AfterIntentSent,
  askToConfirm,
  type ConfirmationView,
} from "../../chat/flows/confirm.ts";
import {
  classifyPayText,
  type LnurlDetails,
  lnurlLines,
  readLnurl,
} from "../../chat/flows/pay-target.ts";
import { displayName, historyName, messageLinkBase } from "../../chat/flows/people.ts";
import { pledgeFacts } from "../../chat/flows/pledges.ts";
import { tipDetailsOf } from "../../chat/flows/tip-details.ts";
import {
  notify,
  settleConfirmedTip,
  type TipEnv,
  tipEnv,
  withNote,
} from "../../chat/flows/tip-settle.ts";
import { inGroup, removeInGroupLater, replyHint } from "../../chat/flows/transient.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Intent, Payee as IntentPayee, IntentResult } from "../../operations/intents.ts";
import { type FiatUsed, takeAmountInput } from "../../prices/amount-input.ts";
import { amountInputReason, conversionText } from "../../wording/amounts.ts";
import { overLimitText } from "../../wording/over-limit.ts";
import type { SendDetails, SendPerson } from "./details.ts";
import { MAX_NOTE, mentionedTarget, readTarget, type SendTarget } from "./target.ts";

/** How long "the recipient of this send was told" is remembered (7 days). */
const NOTES_MEMORY_MS = 7 * 24 * 60 * 60_000;

/** /send, in private chats and groups. */
export const sendFeature = new Composer<BotContext>();

/** What a /send pays, once read and resolved. */
type Payee =
  /** `shownAs`: how the confirmation names them, when not by their name alone. */
  | { kind: "member"; person: SendPerson; shownAs?: string | undefined }
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
  const origin = commandClaimKey("send", ctx.chat.id, ctx.msg.message_id);
  const earlier = await ctx.deps.intents.resumeOrigin(origin);
  if (earlier) {
    ctx.log.info("resuming a send after redelivery");
    await showOutcome(ctx, earlier);
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
  let prepared: Prepared;
  if (payee.kind === "lnurl") {
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
    prepared = preparePersonSend(ctx, senderPerson, payee, amountSat, note, fiat);
  }
  const chat = ctx.chat;
  const result = await ctx.deps.intents.submit({
    kind: "send",
    payer: { id: sender.id, name: senderPerson.name, handle: senderPerson.handle },
    payee: prepared.payee,
    amountSat,
    origin,
    chatId: chat.id,
    confirm: "always",
    ...(prepared.payee.type !== "member" && prepared.payee.type !== "username"
      ? {}
      : {
          // Someone who cannot receive yet gets a pledge, after Send like a payment.
          pledge: {
            ttlMs: ctx.deps.config.pledges.ttlMs,
            context: pledgeFacts({
              payer: senderPerson,
              recipient:
                prepared.payee.type === "member"
                  ? { userId: prepared.payee.person.id, name: prepared.payee.person.name }
                  : { username: prepared.payee.username },
              chat,
              note,
              source: "send",
              replyTo: ctx.msg.message_id,
            }),
          },
        }),
    description: prepared.description,
    countOnBoard: group && prepared.payee.type === "member",
    details: {
      inGroup: group,
      toName: prepared.toName,
      view: prepared.view,
      // Where a send to a member in a group lands: the tip receipt, answering the /send.
      chatTitle: "title" in chat ? (chat.title ?? "") : "",
      linkBase: messageLinkBase(chat),
      tippedMessageId: ctx.msg.message_id,
      commandMessageId: ctx.msg.message_id,
      note,
    } satisfies SendDetails,
  });
  await showOutcome(ctx, result);
});

/** What the sender (and a group) sees of where the send stands now. */
async function showOutcome(ctx: BotContext, result: IntentResult): Promise<void> {
  switch (result.status) {
    case "requires_confirmation":
      if (!result.shown) {
        await askToConfirm(ctx, result.intent, detailsOf(result.intent).view);
      }
      return;
    case "refused":
      if (result.again) return;
      switch (result.refusal.reason) {
        case "no_account":
          await replyHint(ctx, ctx.t("common-no-account"));
          return;
        case "over_limit":
          // The operator's limit is the same for everyone: it may be said in the group.
          if (result.refusal.limit === "per_payment") {
            await replyHint(ctx, overLimitText(ctx.voice, result.refusal));
          } else {
            await refuseAboutSender(ctx, overLimitText(ctx.userVoice, result.refusal));
          }
          return;
        case "funds":
          await refuseAboutSender(
            ctx,
            ctx.tUser("send-not-enough", {
              amount: ctx.amountUser(result.intent.amountSat),
              to: escapeHtml(detailsOf(result.intent).toName),
              spendable: ctx.amountUser(result.refusal.spendableSat),
            }),
          );
          return;
        case "pledges_per_day":
          await refuseAboutSender(
            ctx,
            ctx.tUser("pledge-daily-limit-note", {
              amount: ctx.amountUser(result.intent.amountSat),
              to: escapeHtml(detailsOf(result.intent).toName),
              max: result.refusal.max,
            }),
          );
          return;
        default:
          ctx.log.info({ reason: result.refusal.reason }, "send refused");
          return;
      }
    default:
      ctx.log.info({ status: result.status }, "send already decided or expired: nothing to show");
  }
}

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
      // One Telegram id, the one last seen with this name (none once they gave it up).
      const known = await usernameDirectory(ctx.deps.store).resolve(username);
      if (!known) return { kind: "stranger", username };
      if (known.id === sender.id) return refuse("send-self");
      // In a group Telegram says who they are now; elsewhere, as the bot last saw them.
      const seen = (await currentUser(ctx, known.id)) ?? {
        id: known.id,
        is_bot: false,
        first_name: known.firstName ?? `@${username}`,
        ...(known.lastName !== undefined ? { last_name: known.lastName } : {}),
        username: known.username ?? username,
      };
      // The name now belongs to someone else (or to no one): the id learnt is stale.
      if (seen.username?.toLowerCase() !== username.toLowerCase()) {
        return { kind: "stranger", username };
      }
      const payee = member(seen, sender);
      if (!payee) return refuse(personRefusal(seen, sender));
      // The confirmation names them as seen: their name and the @username typed.
      const shownAs = known.firstName
        ? ctx.t("send-person", { name: payee.person.name, username: seen.username ?? username })
        : `@${username}`;
      return { ...payee, shownAs };
    }
    case "pay": {
      const input = classifyPayText(target.text, ctx.t);
      if (input.kind === "invoice") return refuse("send-invoice");
      if (input.kind === "invalid") return { ok: false, html: escapeHtml(input.reason) };
      return { kind: "lnurl", input };
    }
  }
}

function member(user: User, sender: User): Extract<Payee, { kind: "member" }> | undefined {
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

/** A send ready to submit: whom it pays, its description, the confirmation to show. */
interface Prepared {
  payee: IntentPayee;
  description: string | undefined;
  view: ConfirmationView;
  /** Whom, as the sender is told (plain text). */
  toName: string;
}

/** A send to a member or to a @username never seen (which only a pledge can reach). */
function preparePersonSend(
  ctx: BotContext,
  sender: SendPerson,
  payee: Extract<Payee, { kind: "member" | "stranger" }>,
  amountSat: number,
  note: string | undefined,
  fiat: FiatUsed | undefined,
): Prepared {
  const toName =
    payee.kind === "member" ? (payee.shownAs ?? payee.person.name) : `@${payee.username}`;
  return {
    payee:
      payee.kind === "member"
        ? {
            type: "member",
            person: {
              id: payee.person.userId,
              name: payee.person.name,
              handle: payee.person.handle,
            },
          }
        : { type: "username", username: payee.username },
    description:
      note ??
      (inGroup(ctx) && ctx.chat && "title" in ctx.chat
        ? ctx.t("tip-description", { chat: ctx.chat.title ?? "" })
        : ctx.t("send-description", { from: sender.name })
      ).slice(0, MAX_NOTE),
    view: sendView(ctx, sender, escapeHtml(toName), amountSat, {
      note,
      fiat,
      // In private, the question says what Send makes: a pledge whose link the payer passes on.
      pledge:
        payee.kind === "stranger" && !inGroup(ctx)
          ? ctx.t("send-confirm-pledge", { to: escapeHtml(toName) })
          : undefined,
    }),
    toName,
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
    payee: { type: "code", lnurl: input.target.lnurl, counterpart: toName },
    description: extra.note,
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
  extra: {
    note: string | undefined;
    fiat: FiatUsed | undefined;
    codeLines?: string;
    /** Under the question only: that Send makes a pledge. */
    pledge?: string | undefined;
  },
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
      extra.pledge,
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

/** A send's details, as it keeps them on its intent. */
function detailsOf(intent: Intent): SendDetails {
  return intent.details as unknown as SendDetails;
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
 * The hook `confirmButtons` runs after a confirmed send was sent: to a
 * member in a group, the tip receipt and notes (the confirmation message
 * becomes the receipt, note kept); to a member from a private chat, a note
 * to them (the confirmation is the sender's receipt). The engine wrote the
 * recipient's history already. A pay code needs nothing more.
 */
export const sendAfterSent: AfterIntentSent = async (ctx, { intent, operation, outcome }) => {
  const details = detailsOf(intent);
  if (intent.payee.type !== "member") return false;
  if (details.inGroup) {
    const tip = tipDetailsOf(intent);
    return tip ? settleConfirmedTip(ctx, tip, operation, outcome) : false;
  }
  await noteRecipient(tipEnv(ctx), intent, intent.payee.person.id, operation);
  return false;
};

/** After a send to a member from a private chat: a note in their language, once. */
async function noteRecipient(
  env: TipEnv,
  intent: Intent,
  recipientId: number,
  operation: { id: string; amountSat: number },
): Promise<void> {
  const { deps } = env;
  const details = detailsOf(intent);
  const voice = await deps.voices.forUser(recipientId);
  if (!(await deps.steps.take(`send-notes:${operation.id}`, String(deps.now()), NOTES_MEMORY_MS))) {
    return;
  }
  const note = details.note ? voice.t("tip-note", { note: escapeHtml(details.note) }) : undefined;
  await notify(
    env,
    recipientId,
    withMoneyMark(
      withNote(
        voice.t("send-recipient-note", {
          amount: voice.amount(operation.amountSat),
          from: escapeHtml(intent.payer.name),
        }),
        note,
      ),
      deps.accounts.isSandbox,
      voice.t,
    ),
  );
}
