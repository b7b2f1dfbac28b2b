/**
 * /tip <amount> [note] (alias /t) as a reply in a group: the tipper pays
 * the author of the replied-to message from their own account, to that
 * member's lightning address or account. Tips up to the tipper's threshold
 * (/settings) are sent at once, larger ones after Confirm. Either way the
 * send goes through `Payments` (atomic claim, ledger, limits), and the
 * /tip message itself is claimed once, so a redelivered update never tips
 * twice: it resumes the tip it started.
 */
import { Composer, InlineKeyboard } from "grammy";
import { newOperationId } from "../../../operations/ids.ts";
import { destinationOf, memberRoute } from "../../../operations/payees.ts";
import type { ExecuteResult, SendRequest } from "../../../operations/payments.ts";
import type { BotContext } from "../../context.ts";
import { conversionText, takeAmountInput } from "../../flows/amount-input.ts";
import { amountInputReason } from "../../flows/ask.ts";
import { claimCommand, claimedBefore, commandClaimKey } from "../../flows/command-claim.ts";
import { type AfterSend, askToConfirm, failureText } from "../../flows/confirm.ts";
import { overLimitText } from "../../flows/over-limit.ts";
import { displayName, historyName, messageLinkBase } from "../../flows/people.ts";
import { type PledgeRequest, pledge } from "../../flows/pledges.ts";
import { spendableOrUnknown } from "../../../operations/spendable.ts";
import { TipBook, type TipDetails } from "../../flows/tip-details.ts";
import {
  notify,
  placeOf,
  settleIfSent,
  settleTip,
  tipEnv,
  withNote,
} from "../../flows/tip-settle.ts";
import { removeInGroupLater } from "../../flows/transient.ts";
import { escapeHtml } from "../../html.ts";
import { withMoneyMark } from "../../texts.ts";
import { type TipRecipient, tipRecipient } from "./recipient.ts";

/** The commands that tip. */
export const TIP_COMMANDS = ["tip", "t"];
/** What a /tip message is claimed with when it made a pledge (then an id follows). */
const PLEDGE_CLAIM = "pledge:";
/** Longest note kept with a tip. */
const MAX_NOTE = 200;

/** The /tip command (groups; a hint elsewhere). */
export const tipFeature = new Composer<BotContext>();

tipFeature.command(TIP_COMMANDS, async (ctx) => {
  if (ctx.chat.type !== "group" && ctx.chat.type !== "supergroup") {
    await ctx.reply(ctx.t("tip-in-private"), { parse_mode: "HTML" });
    return;
  }
  const answer = (html: string, keyboard?: InlineKeyboard) =>
    ctx.reply(html, {
      parse_mode: "HTML",
      reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
      ...(keyboard ? { reply_markup: keyboard } : {}),
    });
  // Usage hints and refusals leave the group after a moment, with the /tip they answer.
  const hint = async (html: string) => removeInGroupLater(ctx, await answer(html));
  if (ctx.msg.sender_chat || !ctx.from) {
    await hint(ctx.t("tip-anonymous-tipper"));
    return;
  }
  const tipper = ctx.from;
  const commandKey = commandClaimKey("tip", ctx.chat.id, ctx.msg.message_id);
  const earlier = await claimedBefore(ctx.deps.store, commandKey);
  if (earlier?.startsWith(PLEDGE_CLAIM)) {
    ctx.log.info("a redelivered /tip whose pledge was made: nothing more to do");
    return;
  }
  if (earlier !== undefined) {
    // A redelivery of a /tip that was being handled when the process stopped.
    ctx.log.info({ operation_id: earlier }, "resuming a tip after redelivery");
    await proceed(ctx, earlier);
    return;
  }

  const recipient = tipRecipient(ctx.msg, tipper.id);
  if (!recipient.ok) {
    await hint(ctx.t(refusal(recipient.reason)));
    return;
  }
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  // Read the way the tipper writes numbers; a fiat amount at the current rate.
  const taken = await takeAmountInput(ctx.match, {
    maxSat,
    voice: ctx.userVoice,
    prices: ctx.deps.prices,
  });
  if (!taken) {
    await hint(ctx.t("tip-usage"));
    return;
  }
  if (!taken.input.ok) {
    await hint(escapeHtml(amountInputReason(taken.input, maxSat, ctx.voice)));
    return;
  }
  const amountSat = taken.input.sat;
  const verdict = await ctx.deps.payments.checkLimits(tipper.id, amountSat);
  if (!verdict.ok) {
    if (verdict.reason === "per_payment") {
      // The operator's limit is the same for everyone: it may be said in the group.
      await answer(overLimitText(ctx.voice, verdict));
    } else {
      await refuseInPrivate(
        ctx,
        tipper.id,
        overLimitText(ctx.userVoice, verdict),
        ctx.msg.message_id,
      );
    }
    return;
  }
  const account = await ctx.deps.accounts.find(tipper.id);
  if (!account) {
    await hint(ctx.t("common-no-account"));
    return;
  }
  const route = await memberRoute(ctx.deps, recipient.user.id);
  const recipientName = displayName(recipient.user);
  if (route.via === "none") {
    // Nothing moves now: the tip waits as a pledge until they claim it (or it expires).
    await pledgeTip(ctx, commandKey, {
      payer: { id: tipper.id, name: displayName(tipper), handle: historyName(tipper) },
      recipient: {
        userId: recipient.user.id,
        name: recipientName,
        handle: historyName(recipient.user),
      },
      amountSat,
      note: taken.rest,
      chat: ctx.chat,
      replyTo: recipient.messageId,
      source: "tip",
    });
    return;
  }

  const { tipConfirmAboveSat } = await ctx.deps.preferences.get(tipper.id);
  const note = taken.rest.slice(0, MAX_NOTE) || undefined;
  if (amountSat > tipConfirmAboveSat) {
    // A Tip button is an offer to pay: check the funds first (4.5), as /pay does.
    const spendableSat = await spendableOrUnknown(
      ctx.deps.gateway,
      account.credentials,
      ctx.log,
      "a tip confirmation",
    );
    if (spendableSat !== undefined && spendableSat < amountSat) {
      await refuseInPrivate(
        ctx,
        tipper.id,
        ctx.tUser("tip-not-enough-note", {
          amount: ctx.amountUser(amountSat),
          to: escapeHtml(recipientName),
          where: placeOf({
            chatTitle: ctx.chat.title,
            linkBase: messageLinkBase(ctx.chat),
            tippedMessageId: recipient.messageId,
          }),
          spendable: ctx.amountUser(spendableSat),
        }),
        ctx.msg.message_id,
      );
      return;
    }
  }
  const details: TipDetails = {
    tipperId: tipper.id,
    tipperName: displayName(tipper),
    tipperHandle: historyName(tipper),
    recipientId: recipient.user.id,
    recipientName,
    recipientHandle: historyName(recipient.user),
    chatId: ctx.chat.id,
    chatTitle: ctx.chat.title,
    linkBase: messageLinkBase(ctx.chat),
    tippedMessageId: recipient.messageId,
    commandMessageId: ctx.msg.message_id,
    note,
    mode: amountSat > tipConfirmAboveSat ? "confirm" : "direct",
    fiat: taken.input.fiat,
  };
  const request: SendRequest = {
    kind: "tip-sent",
    ...destinationOf(route, recipient.user.id, details.recipientHandle),
    amountSat,
    description: note ?? ctx.t("tip-description", { chat: ctx.chat.title }).slice(0, MAX_NOTE),
  };
  const id = await proposeOnce(ctx, commandKey, request, details);
  await proceed(ctx, id);
});

/** Proposes the tip and claims the /tip message for it; returns the id that won the claim. */
async function proposeOnce(
  ctx: BotContext,
  commandKey: string,
  request: SendRequest,
  details: TipDetails,
): Promise<string> {
  const { payments, store } = ctx.deps;
  const confirmation = await payments.propose(details.tipperId, details.chatId, request);
  await new TipBook(store).save(confirmation.id, details);
  // Another replica handled the same update first: use its tip, retire ours.
  return claimCommand(store, commandKey, confirmation.id, () =>
    payments.cancel(confirmation.id, details.tipperId),
  );
}

/**
 * Carries the tip with confirmation `id` forward from wherever it stands:
 * shows Confirm / Cancel (once), or sends it and settles. A tip already
 * sent is settled again, which is idempotent.
 */
async function proceed(ctx: BotContext, id: string): Promise<void> {
  const { payments } = ctx.deps;
  const details = await new TipBook(ctx.deps.store).get(id);
  if (!details) {
    ctx.log.warn({ operation_id: id }, "tip details missing: nothing to resume");
    return;
  }
  const confirmation = await payments.get(id);
  if (confirmation && details.mode === "confirm") {
    if (confirmation.messageId === undefined) {
      // In the group, in its language: no figures of anyone's account.
      const args = {
        amount: ctx.amount(confirmation.request.amountSat),
        to: escapeHtml(details.recipientName),
      };
      const note = details.note ? ctx.t("tip-note", { note: escapeHtml(details.note) }) : undefined;
      await askToConfirm(ctx, confirmation, {
        summary: withNote(
          ctx.t("tip-confirm-summary", args),
          note,
          details.fiat &&
            escapeHtml(conversionText(ctx.voice, details.fiat, confirmation.request.amountSat)),
        ),
        what: ctx.t("tip-what", args),
        outcomes: {
          sent: ctx.t("tip-outcomes-sent", args),
          cancelled: ctx.t("tip-outcomes-cancelled", args),
          notSent: ctx.t("tip-outcomes-not-sent", args),
          unknown: ctx.t("tip-outcomes-unknown", args),
          details: note,
        },
        confirmLabel: ctx.t("tip-confirm-label"),
        sandbox: ctx.deps.accounts.isSandbox,
      });
    }
    return;
  }
  const result = await payments.execute(id, details.tipperId);
  await afterExecute(ctx, details, result);
}

/** What the group and the tipper see after a direct tip was executed. */
async function afterExecute(
  ctx: BotContext,
  details: TipDetails,
  result: ExecuteResult,
): Promise<void> {
  const env = tipEnv(ctx);
  const sandbox = ctx.deps.accounts.isSandbox;
  const answer = (html: string) =>
    ctx.reply(html, {
      parse_mode: "HTML",
      reply_parameters: { message_id: details.commandMessageId, allow_sending_without_reply: true },
    });
  if (await settleIfSent(env, details, result)) return;
  switch (result.status) {
    case "failed": {
      // The reason may hold the tipper's balance: it is said in private only.
      const told = await notify(
        env,
        details.tipperId,
        withMoneyMark(
          ctx.tUser("tip-failed-note", {
            ...noteArgs(ctx, details, result.confirmation.request.amountSat),
            reason: escapeHtml(failureText(result.error, ctx.userVoice)),
          }),
          sandbox,
          ctx.tUser,
        ),
      );
      await answer(ctx.t(told ? "tip-failed-in-group" : "tip-failed-in-group-see-history"));
      return;
    }
    case "unknown": {
      await notify(
        env,
        details.tipperId,
        withMoneyMark(
          ctx.tUser(
            "tip-unknown-note",
            noteArgs(ctx, details, result.confirmation.request.amountSat),
          ),
          sandbox,
          ctx.tUser,
        ),
      );
      await answer(ctx.t("tip-unknown-in-group"));
      return;
    }
    case "over_limit":
      if (result.limit === "daily") {
        await refuseInPrivate(
          ctx,
          details.tipperId,
          overLimitText(ctx.userVoice, result),
          details.commandMessageId,
        );
      } else {
        await answer(overLimitText(ctx.voice, result));
      }
      return;
    default:
      ctx.log.info({ status: result.status }, "tip not executed");
  }
}

/**
 * The hook `confirmButtons` runs after a confirmed tip was sent: settle
 * it, then remove the confirmation message (the receipt now says it).
 */
export const tipAfterSent: AfterSend = async (ctx, result) => {
  const details = await new TipBook(ctx.deps.store).get(result.confirmation.id);
  if (!details) {
    ctx.log.warn({ operation_id: result.operation.id }, "a confirmed tip has no details");
    return;
  }
  await settleTip(tipEnv(ctx), details, result.operation);
  await ctx.deleteMessage().catch(() => undefined);
};

/**
 * The `/start tip` deep link: how tipping works, and whether the user can
 * receive tips. On the sandbox it makes their test account, so they can.
 */
export async function tipWelcome(ctx: BotContext): Promise<void> {
  const userId = ctx.from?.id;
  if (userId === undefined || ctx.chat?.type !== "private") {
    await ctx.reply(ctx.t("tip-usage"), { parse_mode: "HTML" });
    return;
  }
  const { accounts } = ctx.deps;
  const account = accounts.isSandbox
    ? await accounts.find(userId)
    : await accounts.findExisting(userId);
  const welcome = account
    ? ctx.t("tip-welcome-ready", { sandbox: accounts.isSandbox ? "yes" : "no" })
    : ctx.t("tip-welcome-set-up");
  await ctx.reply(welcome, { parse_mode: "HTML" });
}

/**
 * A tip refused for a reason about the tipper's own account (funds, what
 * is left of their daily limit): the reason goes to their private chat,
 * the group learns only that the tip was not sent.
 */
async function refuseInPrivate(
  ctx: BotContext,
  tipperId: number,
  privateHtml: string,
  commandMessageId: number,
): Promise<void> {
  const told = await notify(
    tipEnv(ctx),
    tipperId,
    withMoneyMark(privateHtml, ctx.deps.accounts.isSandbox, ctx.tUser),
  );
  await ctx.reply(ctx.t(told ? "tip-failed-in-group" : "tip-failed-in-group-untold"), {
    parse_mode: "HTML",
    reply_parameters: { message_id: commandMessageId, allow_sending_without_reply: true },
    ...(told
      ? {}
      : {
          reply_markup: new InlineKeyboard().url(
            ctx.t("common-open-private-chat"),
            `https://t.me/${ctx.me.username}`,
          ),
        }),
  });
}

/**
 * A tip to a member who cannot receive one yet becomes a pledge, once per
 * /tip message: the message is claimed before the pledge is made, so a
 * redelivery makes no second pledge (a crash in between leaves none, and
 * nothing moved: the safe side). A refusal was told to the tipper in
 * private; the group hears only that nothing was pledged.
 */
async function pledgeTip(
  ctx: BotContext,
  commandKey: string,
  request: PledgeRequest,
): Promise<void> {
  const mine = `${PLEDGE_CLAIM}${newOperationId()}`;
  if ((await claimCommand(ctx.deps.store, commandKey, mine, async () => {})) !== mine) return;
  const made = await pledge(tipEnv(ctx), request);
  if (made.ok) return;
  const reply = await ctx.reply(ctx.t("pledge-not-made-in-group"), {
    parse_mode: "HTML",
    reply_parameters: { message_id: ctx.msg?.message_id ?? 0, allow_sending_without_reply: true },
  });
  removeInGroupLater(ctx, reply);
}

/** The id of the text saying why there is no one to tip. */
function refusal(reason: Extract<TipRecipient, { ok: false }>["reason"]): string {
  switch (reason) {
    case "no_reply":
      return "tip-no-reply";
    case "self":
      return "tip-self";
    case "bot":
      return "tip-bot";
    case "on_behalf_of_chat":
      return "tip-on-behalf-of-chat";
  }
}

/** The tipper's private note about their tip, in their language: amount, recipient, group. */
function noteArgs(ctx: BotContext, details: TipDetails, amountSat: number) {
  return {
    amount: ctx.amountUser(amountSat),
    to: escapeHtml(details.recipientName),
    where: placeOf(details),
  };
}
