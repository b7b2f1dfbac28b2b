/**
 * /tip <amount> [note] (alias /t) as a reply in a group: the tipper pays
 * the author of the replied-to message from their own account, to that
 * member's lightning address or account, or pledges it when they can
 * receive nothing yet. This feature reads the command and words the
 * outcome; the intents engine (src/operations/intents.ts) does the rest in
 * its one order: the /tip message is claimed once (a redelivered update
 * resumes the tip it started), tips up to the tipper's threshold
 * (/settings) go at once and larger ones after Confirm, a pledge included.
 */
import { InlineKeyboard } from "grammy";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import type { DeepLinkAnswer } from "../../chat/deep-links.ts";
import { commandClaimKey } from "../../chat/flows/command-claim.ts";
import {
  type AfterIntentSent,
  askToConfirm,
  sentOutcomeOf,
  showCarriedIntent,
} from "../../chat/flows/confirm.ts";
import { displayName, historyName, messageLinkBase } from "../../chat/flows/people.ts";
import { announcePledge, pledgeFacts } from "../../chat/flows/pledges.ts";
import { repliedMessage } from "../../chat/flows/replies.ts";
import { type TipPlace, tipDetailsOf } from "../../chat/flows/tip-details.ts";
import { type TipRecipient, tipRecipient } from "../../chat/flows/tip-recipient.ts";
import {
  notify,
  placeOf,
  settleConfirmedTip,
  settleTip,
  type TipEnv,
  tipEnv,
  withNote,
} from "../../chat/flows/tip-settle.ts";
import { removeInGroupLater, replyHint } from "../../chat/flows/transient.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import {
  type Intent,
  type IntentPolicy,
  type IntentRefusal,
  type IntentResult,
  payeeName,
} from "../../operations/intents.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import { amountInputReason, conversionText } from "../../wording/amounts.ts";
import { failureText } from "../../wording/failures.ts";
import { overLimitText } from "../../wording/over-limit.ts";
import { tipMany, tipManyButtons } from "./many.ts";

/** The commands that tip. */
export const TIP_COMMANDS = ["tip", "t"];
/** Longest note kept with a tip. */
const MAX_NOTE = 200;

/** The /tip command (groups; a hint elsewhere). */
export const tipFeature = new Composer<BotContext>();

tipFeature.command(TIP_COMMANDS, async (ctx) => {
  if (ctx.chat.type !== "group" && ctx.chat.type !== "supergroup") {
    await ctx.reply(ctx.t("tip-in-private"), { parse_mode: "HTML" });
    return;
  }
  // Usage hints and refusals leave the group after a moment, with the /tip they answer (or go
  // to the tipper's private chat while the group's queue is long).
  const hint = async (html: string) => {
    await replyHint(ctx, html);
  };
  if (ctx.msg.sender_chat || !ctx.from) {
    await hint(ctx.t("tip-anonymous-tipper"));
    return;
  }
  const tipper = ctx.from;
  const origin = commandClaimKey("tip", ctx.chat.id, ctx.msg.message_id);
  const earlier = await ctx.deps.intents.resumeOrigin(origin);
  if (earlier) {
    // A redelivery of a /tip handled before (maybe cut off by a crash): carried on, said once.
    await showOutcome(ctx, earlier);
    return;
  }
  // `/tip 300 @ann @bob thanks` (no reply): several people at once.
  if (!repliedMessage(ctx.msg) && (await tipMany(ctx))) return;
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
  const note = taken.rest.slice(0, MAX_NOTE) || undefined;
  const person = {
    id: recipient.user.id,
    name: displayName(recipient.user),
    handle: historyName(recipient.user),
  };
  const payer = { id: tipper.id, name: displayName(tipper), handle: historyName(tipper) };
  const place: TipPlace = {
    chatTitle: ctx.chat.title,
    linkBase: messageLinkBase(ctx.chat),
    tippedMessageId: recipient.messageId,
    commandMessageId: ctx.msg.message_id,
    note,
    fiat: taken.input.fiat,
  };
  const result = await ctx.deps.intents.submit({
    kind: "tip",
    payer,
    payee: { type: "member", person },
    amountSat: taken.input.sat,
    origin,
    chatId: ctx.chat.id,
    confirm: "above_threshold",
    // A member who cannot receive yet gets a pledge: nothing moves until they claim it.
    pledge: {
      ttlMs: ctx.deps.config.pledges.ttlMs,
      context: pledgeFacts({
        payer,
        recipient: { userId: person.id, name: person.name },
        chat: ctx.chat,
        note,
        source: "tip",
        replyTo: recipient.messageId,
      }),
    },
    description: note ?? ctx.t("tip-description", { chat: ctx.chat.title }).slice(0, MAX_NOTE),
    countOnBoard: true,
    details: { ...place },
  });
  await showOutcome(ctx, result);
});

tipFeature.use(tipManyButtons);

/** Replies to the /tip message (HTML). */
function answer(ctx: BotContext, html: string, commandMessageId = ctx.msg?.message_id ?? 0) {
  return ctx.reply(html, {
    parse_mode: "HTML",
    reply_parameters: { message_id: commandMessageId, allow_sending_without_reply: true },
  });
}

/** What the group and the tipper see of where the tip stands now. */
async function showOutcome(ctx: BotContext, result: IntentResult): Promise<void> {
  if (result.status === "refused") {
    if (!result.again) await refused(ctx, result.intent, result.refusal);
    return;
  }
  if (result.status === "requires_confirmation") {
    if (result.shown) return;
    ctx.log.info({ intent_id: result.intent.id }, "a tip asks for Confirm");
    await askToConfirm(ctx, result.intent, confirmationView(ctx, result.intent));
    return;
  }
  if (result.status === "pledged") {
    await announcePledge(tipEnv(ctx), result.offer);
    return;
  }
  if (!("intent" in result) || result.intent === undefined) return;
  const details = tipDetailsOf(result.intent);
  if (!details) return;
  if (result.status === "sent") {
    await settleTip(tipEnv(ctx), details, result.operation);
    return;
  }
  if (result.status === "already") {
    if (result.operation?.state === "sent") {
      ctx.log.info({ operation_id: result.operation.id }, "resuming a tip after redelivery");
      await settleTip(tipEnv(ctx), details, result.operation);
    }
    return;
  }
  const sandbox = ctx.deps.accounts.isSandbox;
  const args = {
    amount: ctx.amountUser(result.intent.amountSat),
    to: escapeHtml(details.recipientName),
    where: placeOf(details),
  };
  switch (result.status) {
    case "failed": {
      // The reason may hold the tipper's balance: it is said in private only.
      const told = await notify(
        tipEnv(ctx),
        details.tipperId,
        withMoneyMark(
          ctx.tUser("tip-failed-note", {
            ...args,
            reason: escapeHtml(failureText(result.error, ctx.userVoice)),
          }),
          sandbox,
          ctx.tUser,
        ),
      );
      await answer(ctx, ctx.t(told ? "tip-failed-in-group" : "tip-failed-in-group-see-history"));
      return;
    }
    case "unknown":
      await notify(
        tipEnv(ctx),
        details.tipperId,
        withMoneyMark(ctx.tUser("tip-unknown-note", args), sandbox, ctx.tUser),
      );
      await answer(ctx, ctx.t("tip-unknown-in-group"));
      return;
    case "over_limit":
      await refused(ctx, result.intent, { reason: "over_limit", ...result });
      return;
    default:
      ctx.log.info({ status: result.status }, "tip not executed");
  }
}

/** Why nothing was tipped: the group hears only what concerns no one's account. */
async function refused(ctx: BotContext, intent: Intent, why: IntentRefusal): Promise<void> {
  const commandMessageId = tipDetailsOf(intent)?.commandMessageId;
  const hint = async (html: string) =>
    removeInGroupLater(ctx, await answer(ctx, html, commandMessageId));
  switch (why.reason) {
    case "no_account":
      await hint(ctx.t("common-no-account"));
      return;
    case "over_limit":
      // The operator's limit is the same for everyone: it may be said in the group.
      if (why.limit === "per_payment") await answer(ctx, overLimitText(ctx.voice, why));
      else await refuseInPrivate(ctx, intent, overLimitText(ctx.userVoice, why));
      return;
    case "funds": {
      const details = tipDetailsOf(intent);
      await refuseInPrivate(
        ctx,
        intent,
        ctx.tUser("tip-not-enough-note", {
          amount: ctx.amountUser(intent.amountSat),
          to: escapeHtml(details?.recipientName ?? ""),
          where: details ? placeOf(details) : "",
          spendable: ctx.amountUser(why.spendableSat),
        }),
      );
      return;
    }
    case "pledge_failed":
      await hint(ctx.t("pledge-not-made-in-group"));
      return;
    case "pledges_per_day":
      await refuseInPrivate(
        ctx,
        intent,
        ctx.tUser("pledge-daily-limit-note", {
          amount: ctx.amountUser(intent.amountSat),
          to: escapeHtml(payeeName(intent)),
          max: why.max,
        }),
        "pledge-not-made-in-group",
      );
      return;
    default:
      ctx.log.info({ reason: why.reason }, "tip refused");
  }
}

/** The tip's confirmation, in the group's language: no figures of anyone's account. */
function confirmationView(ctx: BotContext, intent: Intent) {
  const details = tipDetailsOf(intent);
  const args = {
    amount: ctx.amount(intent.amountSat),
    to: escapeHtml(details?.recipientName ?? ""),
  };
  const note = details?.note ? ctx.t("tip-note", { note: escapeHtml(details.note) }) : undefined;
  return {
    summary: withNote(
      ctx.t("tip-confirm-summary", args),
      note,
      details?.fiat && escapeHtml(conversionText(ctx.voice, details.fiat, intent.amountSat)),
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
  };
}

/**
 * The hook `confirmButtons` runs after a confirmed tip was sent: the notes,
 * and the receipt, which the confirmation message becomes (one message,
 * the note kept on it; flows/tip-settle.ts).
 */
export const tipAfterSent: AfterIntentSent = async (ctx, { intent, operation, outcome }) => {
  const details = tipDetailsOf(intent);
  if (!details) return false;
  return settleConfirmedTip(ctx, details, operation, outcome);
};

/** The `/start tip` deep link (see `tipWelcome`). */
export const tipDeepLink: DeepLinkAnswer = async (ctx, payload) => {
  if (payload !== "tip") return false;
  await tipWelcome(ctx);
  return true;
};

/**
 * The policy of /tip's intents: a tip the engine carried on by itself (the
 * intent sweeper, after a crash cut off the /tip or its Confirm) is told
 * as a live one is: sent → the notes and the receipt (the confirmation
 * message becomes it); a pledge → its message; not sent or unknown → the
 * tipper privately, and the group without anyone's figures.
 */
export function tipIntentPolicy(env: TipEnv): IntentPolicy {
  return { announce: (outcome) => announceCarriedTip(env, outcome) };
}

async function announceCarriedTip(env: TipEnv, outcome: IntentResult): Promise<void> {
  if (!("intent" in outcome) || outcome.intent === undefined) return;
  const { intent } = outcome;
  const details = tipDetailsOf(intent);
  if (!details) return;
  const { deps } = env;
  const operation = "operation" in outcome ? outcome.operation : undefined;
  if (operation && (outcome.status === "sent" || operation.state === "sent")) {
    const shown = intent.message;
    const shownOn =
      shown && shown.chatId === details.chatId
        ? {
            messageId: shown.messageId,
            outcome: await sentOutcomeOf(
              deps,
              intent,
              (await deps.voices.forGroup(details.chatId)).t,
            ),
          }
        : undefined;
    await settleTip(env, details, operation, shownOn);
    return;
  }
  if (outcome.status === "pledged") {
    await showCarriedIntent(env.api, deps, outcome);
    await announcePledge(env, outcome.offer);
    return;
  }
  // Settled by Payments (its own note told the tipper), or cancelled by a press: nothing to add.
  if (outcome.status === "already" || outcome.status === "cancelled") return;
  const voice = await deps.voices.forUser(details.tipperId);
  const args = {
    amount: voice.amount(intent.amountSat),
    to: escapeHtml(details.recipientName),
    where: placeOf(details),
  };
  const note =
    outcome.status === "failed"
      ? voice.t("tip-failed-note", {
          ...args,
          reason: escapeHtml(failureText(outcome.error, voice)),
        })
      : outcome.status === "unknown"
        ? voice.t("tip-unknown-note", args)
        : voice.t("tip-interrupted-not-sent-note", args);
  const told = await notify(
    env,
    details.tipperId,
    withMoneyMark(note, deps.accounts.isSandbox, voice.t),
  );
  // Its confirmation message (when it had one) shows the outcome; else a reply to the /tip.
  if (await showCarriedIntent(env.api, deps, outcome)) return;
  const group = await deps.voices.forGroup(details.chatId);
  const line =
    outcome.status === "unknown"
      ? group.t("tip-unknown-in-group")
      : group.t(told ? "tip-failed-in-group" : "tip-failed-in-group-untold");
  await env.api
    .sendMessage(details.chatId, line, {
      parse_mode: "HTML",
      reply_parameters: { message_id: details.commandMessageId, allow_sending_without_reply: true },
    })
    .catch((error: unknown) =>
      env.log.info(
        { err: error, intent_id: intent.id },
        "could not tell the group a tip's outcome",
      ),
    );
}

/**
 * The `/start tip` deep link: how tipping works, and whether the user can
 * receive tips. On the sandbox it makes their test account, so they can.
 */
async function tipWelcome(ctx: BotContext): Promise<void> {
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
  intent: Intent,
  privateHtml: string,
  toldInGroup = "tip-failed-in-group",
) {
  const told = await notify(
    tipEnv(ctx),
    intent.payer.id,
    withMoneyMark(privateHtml, ctx.deps.accounts.isSandbox, ctx.tUser),
  );
  await ctx.reply(ctx.t(told ? toldInGroup : "tip-failed-in-group-untold"), {
    parse_mode: "HTML",
    reply_parameters: {
      message_id: tipDetailsOf(intent)?.commandMessageId ?? ctx.msg?.message_id ?? 0,
      allow_sending_without_reply: true,
    },
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
