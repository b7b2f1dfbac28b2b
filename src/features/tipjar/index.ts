/**
 * /tipjar <target>[+] [what for] in a group: a message with +100, +1k and
 * Other amount. A press pays the jar's owner from the presser's own
 * account, like a tip (to the owner's lightning address or account): a
 * preset up to the presser's tip threshold (/settings) at once, a larger
 * one after Confirm in the presser's private chat. Other amount opens the
 * private chat (a deep link) and asks there. The message shows a progress
 * bar, the total and who gave (names only), edited as payments land. The
 * owner may close it; it closes by itself at the target, unless the target
 * was written with a `+` (`/tipjar 10k+`): then it stays open until closed.
 *
 * Every payment is an intent of the intents engine (src/operations/
 * intents.ts): each press is its origin, claimed once by its callback query
 * id (a typed amount by its message), so a redelivered press resumes the
 * payment it started instead of paying again; the jar being open is the
 * intent's gate, checked when it is sent, so a Confirm shown before Close
 * and pressed after is refused. The jar counts each payment once by its
 * operation id.
 */
import type { Api } from "grammy";
import { GrammyError, InlineKeyboard } from "grammy";
import type { User } from "grammy/types";
import { Composer } from "../../chat/composer.ts";
import type { BotContext, ConversationContext } from "../../chat/context.ts";
import type { DeepLinkAnswer } from "../../chat/deep-links.ts";
import { deepLink } from "../../chat/flows/account.ts";
import { askAmountInput, type BotConversation } from "../../chat/flows/ask.ts";
import { refusedPress } from "../../chat/flows/card-press.ts";
import { type AfterIntentSent, askToConfirm, showCarriedIntent } from "../../chat/flows/confirm.ts";
import { keepNote } from "../../chat/flows/kept-notes.ts";
import { displayName, historyName } from "../../chat/flows/people.ts";
import { notify } from "../../chat/flows/tip-settle.ts";
import { inGroup, replyHint } from "../../chat/flows/transient.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withPriority } from "../../chat/outgoing-queue.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Logger } from "../../logger.ts";
import { newOperationId } from "../../operations/ids.ts";
import type {
  Intent,
  IntentInput,
  IntentPolicy,
  IntentRefusal,
  IntentResult,
} from "../../operations/intents.ts";
import type { Operation } from "../../operations/ledger.ts";
import { memberRoute } from "../../operations/payees.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import type { Services } from "../../services.ts";
import { amountInputReason } from "../../wording/amounts.ts";
import { failureText, operationReasonText } from "../../wording/failures.ts";
import {
  addPayment,
  JAR_DATA,
  JAR_PRESETS,
  JarBook,
  type JarPaymentDetails,
  type JarRecord,
  jarIsOpen,
  jarKeyboard,
  renderJar,
} from "./jar.ts";

/** Conversation id of the "Other amount" question, for `createConversation`. */
export const TIPJAR_CONVERSATION = "tipjar-amount";
/** Deep-link payloads of a jar: `jar-<id>` asks the amount, `jar-<id>-<sat>` offers a preset. */
const JAR_LINK = /^jar-([A-Za-z0-9_-]{22})(?:-(\d{1,7}))?$/;
/** Longest "what for" kept. */
const MAX_NOTE = 200;
/** The largest target (all the bitcoin there will ever be). */
const MAX_TARGET_SAT = 2_100_000_000_000_000;
/** How long a press or a /tipjar message stays claimed (2 days: beyond any redelivery). */
const CLAIM_MEMORY_MS = 2 * 24 * 60 * 60_000;
/** Telegram's limit for a button answer. */
const ANSWER_LIMIT = 200;

/** The /tipjar command and the jar's buttons. */
/** Presses of one member on one jar closer than this are a double tap: only the first pays. */
const SECOND_PRESS_MS = 2_000;

export const tipjarFeature = new Composer<BotContext>();

tipjarFeature.command("tipjar", async (ctx) => {
  if (!inGroup(ctx)) {
    await ctx.reply(ctx.t("tipjar-in-private"), { parse_mode: "HTML" });
    return;
  }
  if (ctx.msg.sender_chat || !ctx.from) {
    await replyHint(ctx, ctx.t("tipjar-anonymous"));
    return;
  }
  const owner = ctx.from;
  const book = new JarBook(ctx.deps.store);
  // One jar per /tipjar message: a redelivery posts the jar it made, if not posted yet.
  const commandKey = `tipjar-command:${ctx.chat.id}:${ctx.msg.message_id}`;
  const earlier = await ctx.deps.steps.takenWith(commandKey);
  if (earlier !== undefined) {
    const jar = await book.get(earlier);
    if (jar && jar.messageId === undefined) await postJar(ctx, jar);
    return;
  }
  // `10k+`: the jar stays open past its target.
  let text = ctx.match.trim();
  const open = /^(\S+)\+(?=\s|$)/.exec(text);
  if (open) text = `${open[1]}${text.slice(open[0].length)}`;
  const taken = await takeAmountInput(text, {
    maxSat: MAX_TARGET_SAT,
    voice: ctx.userVoice,
    prices: ctx.deps.prices,
  });
  if (!taken) {
    await replyHint(ctx, ctx.t("tipjar-usage"));
    return;
  }
  if (!taken.input.ok) {
    await replyHint(ctx, escapeHtml(amountInputReason(taken.input, MAX_TARGET_SAT, ctx.voice)));
    return;
  }
  const route = await memberRoute(ctx.deps, owner.id);
  if (route.via === "none") {
    await ctx.reply(
      ctx.t("tipjar-owner-cannot-receive", { name: escapeHtml(displayName(owner)) }),
      {
        parse_mode: "HTML",
        reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
        reply_markup: new InlineKeyboard().url(ctx.t("tipjar-set-up-button"), deepLink(ctx, "tip")),
      },
    );
    return;
  }
  const jar: JarRecord = {
    v: 1,
    id: newOperationId(),
    chatId: ctx.chat.id,
    chatTitle: ctx.chat.title ?? "",
    owner: { id: owner.id, name: displayName(owner), handle: historyName(owner) },
    note: taken.rest.slice(0, MAX_NOTE) || undefined,
    targetSat: taken.input.sat,
    allowMore: open !== null,
    totalSat: 0,
    contributors: [],
    counted: [],
  };
  await book.create(jar);
  // Another replica handling the same update made its own jar: that one is posted.
  if (!(await ctx.deps.steps.take(commandKey, jar.id, CLAIM_MEMORY_MS))) return;
  await postJar(ctx, jar);
});

tipjarFeature.callbackQuery(JAR_DATA, async (ctx) => {
  const [, jarId = "", action = ""] = ctx.match;
  const jar = await new JarBook(ctx.deps.store).get(jarId);
  if (!jar) {
    await answer(ctx, ctx.tUser("tipjar-refused-gone"), true);
    return;
  }
  // Only on the jar's own message, and a gift only from a member of its group.
  const place = { chatId: jar.chatId, messageId: jar.messageId };
  if (await refusedPress(ctx, place, { membersOnly: action !== "close" })) return;
  if (action === "close") {
    await closeJar(ctx, jar);
    return;
  }
  const sat = Number(action);
  if (!(JAR_PRESETS as readonly number[]).includes(sat)) {
    await answer(ctx, ctx.tUser("common-stale-button"), true);
    return;
  }
  // One payment per press: a redelivered press carries on with the payment it started.
  const origin = `tipjar-press:${ctx.callbackQuery.id}`;
  let result = await ctx.deps.intents.resumeOrigin(origin);
  if (!result) {
    // A double tap is one gift: a second press of the same member within a moment pays nothing.
    const pressKey = `tipjar-member-press:${jar.id}:${ctx.from.id}`;
    const first = await ctx.deps.steps.take(pressKey, ctx.callbackQuery.id, SECOND_PRESS_MS);
    if (!first && (await ctx.deps.steps.takenWith(pressKey)) !== ctx.callbackQuery.id) {
      await answer(ctx, ctx.tUser("tipjar-answer-second-press"), false);
      return;
    }
    const early = refusedEarly(jar, ctx.from.id);
    if (early) {
      await answer(ctx, refusalText(ctx.tUser, early, false), true);
      return;
    }
    result = await ctx.deps.intents.submit(jarIntent(ctx, jar, ctx.from, sat, origin));
  }
  switch (result.status) {
    case "requires_confirmation":
      if (result.shown) {
        await answer(ctx, ctx.tUser("tipjar-answer-confirm-sent"), false);
        return;
      }
      try {
        await askToConfirm(ctx, result.intent, confirmationView(ctx, jar, sat), {
          chatId: ctx.from.id,
          t: ctx.tUser,
        });
      } catch (error) {
        if (!(error instanceof GrammyError && error.error_code === 403)) throw error;
        // Never opened the private chat (or blocked the bot): the link opens it with this amount.
        await ctx.deps.intents.cancel(result.intent.id, ctx.from.id);
        await ctx
          .answerCallbackQuery({ url: deepLink(ctx, `jar-${jar.id}-${sat}`) })
          .catch((e: unknown) => ctx.log.debug({ err: e }, "callback already answered"));
        return;
      }
      await answer(ctx, ctx.tUser("tipjar-answer-confirm-sent"), false);
      return;
    default: {
      const outcome = await settled(jarEnv(ctx), result, () =>
        outcomeText(ctx, result, jar, false),
      );
      await answer(ctx, outcome.text, outcome.alert);
      // An alert is gone once closed: an unknown outcome is also kept in private, as for tips.
      if (result.status === "unknown") {
        await tellPresserUnknown(ctx, ctx.from.id, jar, result.operation.amountSat);
      }
    }
  }
});

/**
 * `/start jar-<id>` (Other amount) asks the amount in the private chat;
 * `/start jar-<id>-<sat>` (a preset pressed before the private chat was
 * open) offers that amount with Confirm / Cancel, whatever the threshold.
 * Asked by /start among the deep links.
 */
export const tipJarLink: DeepLinkAnswer = async (ctx, payload) => {
  const link = JAR_LINK.exec(payload);
  if (!link || ctx.chat?.type !== "private" || !ctx.msg) return false;
  const [, jarId = "", preset] = link;
  const sat = Number(preset);
  if (preset !== undefined && (JAR_PRESETS as readonly number[]).includes(sat)) {
    // A link is no press: anyone may post one with any preset, so it always asks first.
    await payInPrivate(ctx, jarId, sat, `tipjar-private:${ctx.chat.id}:${ctx.msg.message_id}`, {
      alwaysConfirm: true,
    });
    return true;
  }
  await ctx.conversation.enter(TIPJAR_CONVERSATION, { jarId });
  return true;
};

/** Other amount: asks how much in the private chat, then pays as a press would. */
export async function tipjarConversation(
  conversation: BotConversation,
  ctx: ConversationContext,
  args: { jarId: string },
): Promise<void> {
  const jar = await conversation.external((outside) =>
    new JarBook(outside.deps.store).get(args.jarId),
  );
  if (!jar || jar.closed) {
    await ctx.reply(ctx.t(jar ? "tipjar-refused-closed" : "tipjar-refused-gone"));
    return;
  }
  const maxSat = await conversation.external((outside) => outside.deps.config.limits.maxPaymentSat);
  const prompt = ctx.t("tipjar-ask-amount", {
    owner: escapeHtml(jar.owner.name),
    chat: escapeHtml(jar.chatTitle),
  });
  const amount = await askAmountInput(conversation, ctx, prompt, maxSat);
  await conversation.external((outside) =>
    payInPrivate(
      outside,
      args.jarId,
      amount.sat,
      `tipjar-private:${outside.chat?.id}:${outside.msg?.message_id}`,
    ),
  );
}

/** The hook `confirmButtons` runs after a confirmed jar payment was sent: counted on its jar. */
export const jarAfterSent: AfterIntentSent = async (ctx, { intent, operation }) => {
  await settleJarPayment(jarEnv(ctx), intent, operation);
  return false;
};

/** What settling and showing a jar needs from the update at hand. */
export interface JarEnv {
  deps: Services;
  api: Api;
  log: Logger;
  /** The bot's username, for the Other amount link. */
  botUsername: string;
}

function jarEnv(ctx: BotContext): JarEnv {
  return { deps: ctx.deps, api: ctx.api, log: ctx.log, botUsername: ctx.me.username };
}

/** Posts the jar's message as a reply to the /tipjar command and remembers it. */
async function postJar(ctx: BotContext, jar: JarRecord): Promise<void> {
  const env = jarEnv(ctx);
  const message = await ctx.reply(renderJar(jar, ctx.deps.accounts.isSandbox, ctx.voice), {
    parse_mode: "HTML",
    reply_parameters: {
      message_id: ctx.msg?.message_id ?? 0,
      allow_sending_without_reply: true,
    },
    reply_markup: jarKeyboard(jar, ctx.t, otherAmountLink(env, jar)),
  });
  await new JarBook(ctx.deps.store).update(jar.id, (j) => ({
    ...j,
    messageId: message.message_id,
  }));
}

function otherAmountLink(env: JarEnv, jar: JarRecord): string {
  return `https://t.me/${env.botUsername}?start=jar-${jar.id}`;
}

/** Close pressed: only the owner may; the message loses its buttons. */
async function closeJar(ctx: BotContext, jar: JarRecord): Promise<void> {
  if (ctx.from?.id !== jar.owner.id) {
    await answer(ctx, ctx.tUser("tipjar-refused-not-owner", { owner: jar.owner.name }), true);
    return;
  }
  await new JarBook(ctx.deps.store).update(
    jar.id,
    (j) => (j.closed ? j : { ...j, closed: "owner" }),
    (after) => startJarEdit(jarEnv(ctx), after),
  );
  await answer(ctx, ctx.tUser("tipjar-answer-closed"), false);
}

/**
 * Starts the edit of the jar's message to `jar` and resolves once it is
 * under way (not done). Called under the jar's lock, so edits reach the
 * outgoing queue in the order the jar changed (pending edits of one message
 * collapse into the newest) and nobody waits for Telegram: its failures are
 * logged, never thrown (the money already moved).
 *
 * Each replica has its own outgoing queue, so an edit of an older state can
 * reach Telegram after a newer one sent by another replica. After its edit
 * went out, a replica reads the jar again and edits once more when the jar
 * changed meanwhile: whoever edits last leaves the newest state shown.
 */
async function startJarEdit(env: JarEnv, jar: JarRecord): Promise<void> {
  const messageId = jar.messageId;
  if (messageId === undefined) return;
  const voice = await env.deps.voices.forGroup(jar.chatId);
  const text = renderJar(jar, env.deps.accounts.isSandbox, voice);
  const keyboard = jarKeyboard(jar, voice.t, otherAmountLink(env, jar));
  const edited = withPriority("notification", () =>
    env.api.editMessageText(jar.chatId, messageId, text, {
      parse_mode: "HTML",
      reply_markup: keyboard,
    }),
  )
    .catch((error: unknown) => {
      if (error instanceof GrammyError && /not modified/i.test(error.description)) return;
      throw error;
    })
    .then(async () => {
      const latest = await new JarBook(env.deps.store).get(jar.id);
      if (latest && renderJar(latest, env.deps.accounts.isSandbox, voice) !== text) {
        await startJarEdit(env, latest);
      }
    })
    .catch((error: unknown) => {
      env.log.warn({ err: error, chat_id: jar.chatId }, "could not edit the tip jar");
    });
  void env.deps.activity.track(edited);
}

/** A reason not to pay, in the payer's words: a text id and its values (names plain). */
interface Refusal {
  refused: string;
  args?: Record<string, string | number>;
}

/** The refusal in `t`, plain (a button answer) or HTML (a message). */
function refusalText(t: BotContext["tUser"], refusal: Refusal, html: boolean): string {
  const args = { ...refusal.args };
  if (html && typeof args.owner === "string") args.owner = escapeHtml(args.owner);
  return t(refusal.refused, args);
}

/** Why a payment into `jar` by `payerId` is refused before it is even asked for. */
function refusedEarly(jar: JarRecord, payerId: number): Refusal | undefined {
  if (jar.closed) return { refused: "tipjar-refused-closed" };
  if (payerId === jar.owner.id) return { refused: "tipjar-refused-own" };
  return undefined;
}

/** What a payment of `sat` by `payer` into `jar` is, as the intents engine takes it. */
function jarIntent(
  ctx: BotContext,
  jar: JarRecord,
  payer: User,
  sat: number,
  origin: string,
  alwaysConfirm = false,
): IntentInput {
  const details: JarPaymentDetails = {
    jarId: jar.id,
    payer: { id: payer.id, name: displayName(payer), handle: historyName(payer) },
  };
  return {
    kind: "tipjar",
    payer: details.payer,
    payee: { type: "member", person: { ...jar.owner } },
    amountSat: sat,
    origin,
    chatId: jar.chatId,
    confirm: alwaysConfirm ? "always" : "above_threshold",
    // As before intents: a jar payment is refused by the gateway, not by a balance read first.
    fundsFirst: false,
    // Paid only while the jar is open: checked when it is sent, also after a Confirm.
    budgets: [{ type: "gate", gate: "tipjar", key: jar.id }],
    description: (
      jar.note ?? ctx.t("tipjar-description", { owner: jar.owner.name, chat: jar.chatTitle })
    ).slice(0, MAX_NOTE),
    countOnBoard: true,
    details: { ...details },
  };
}

/**
 * The jar's side of a payment the engine settled: counted on the jar (its
 * message edited) and the owner told. A sent payment must never answer
 * "try again" (a new press is a new payment): a store failure here is
 * logged, and the presser still hears what happened to their money.
 */
async function settled(
  env: JarEnv,
  result: IntentResult,
  outcome: () => { text: string; alert: boolean },
): Promise<{ text: string; alert: boolean }> {
  const operation =
    result.status === "sent" || (result.status === "already" && result.operation?.state === "sent")
      ? result.operation
      : undefined;
  if (operation && "intent" in result && result.intent) {
    await settleJarPayment(env, result.intent, operation).catch((error: unknown) =>
      env.log.warn(
        { err: error, operation_id: operation.id },
        "could not count a sent jar payment on its jar",
      ),
    );
  }
  return outcome();
}

/**
 * Everything of the jar's after a payment into it was sent (the owner's
 * history and the board are the engine's): the jar's total and
 * contributors (message edited), the owner's note. Idempotent (keyed by the
 * operation id).
 */
async function settleJarPayment(env: JarEnv, intent: Intent, operation: Operation): Promise<void> {
  const details = intent.details as unknown as JarPaymentDetails;
  const book = new JarBook(env.deps.store);
  const jar = await book.get(details.jarId);
  if (!jar) {
    env.log.warn({ operation_id: operation.id }, "a jar payment's jar is gone: not counted");
    return;
  }
  await book.update(
    jar.id,
    (j) =>
      addPayment(j, {
        operationId: operation.id,
        payer: { id: details.payer.id, name: details.payer.name },
        sat: operation.amountSat,
      }),
    (after) => startJarEdit(env, after),
  );
  // Kept in the store before the press is answered, sent in the background (a restart sends it).
  await tellOwner(env, jar, details, operation).catch((error: unknown) =>
    env.log.warn({ err: error, operation_id: operation.id }, "could not tell a jar's owner"),
  );
}

/**
 * The owner's private note of a payment into their jar, in their language;
 * once per payment, kept in the store until sent.
 */
async function tellOwner(
  env: JarEnv,
  jar: JarRecord,
  details: JarPaymentDetails,
  operation: Operation,
): Promise<void> {
  const { deps } = env;
  // Told by an earlier version (which marked it so) before an upgrade: not again.
  if ((await deps.steps.takenWith(`tipjar-notes:${operation.id}`)) !== undefined) return;
  const voice = await deps.voices.forUser(jar.owner.id);
  const html = voice.t("tipjar-owner-note", {
    from: escapeHtml(details.payer.name),
    amount: voice.amount(operation.amountSat),
    where: `<b>${escapeHtml(jar.chatTitle)}</b>`,
  });
  await keepNote(
    env,
    `tipjar-owner:${operation.id}`,
    jar.owner.id,
    withMoneyMark(html, deps.accounts.isSandbox, voice.t),
  );
}

/** A direct press whose outcome is unknown: the presser hears it in private too (not retried). */
async function tellPresserUnknown(
  ctx: BotContext,
  presserId: number,
  jar: JarRecord,
  sat: number,
): Promise<void> {
  const html = ctx.tUser("tipjar-unknown-note", {
    amount: ctx.amountUser(sat),
    owner: escapeHtml(jar.owner.name),
    where: `<b>${escapeHtml(jar.chatTitle)}</b>`,
  });
  await notify(jarEnv(ctx), presserId, withMoneyMark(html, ctx.deps.accounts.isSandbox, ctx.tUser));
}

/** Pays `sat` into the jar from the private chat (Other amount, or a preset's link). */
async function payInPrivate(
  ctx: BotContext,
  jarId: string,
  sat: number,
  origin: string,
  options: { alwaysConfirm?: boolean } = {},
): Promise<void> {
  const from = ctx.from;
  if (!from) return;
  const jar = await new JarBook(ctx.deps.store).get(jarId);
  if (!jar) {
    await ctx.reply(ctx.t("tipjar-refused-gone"));
    return;
  }
  let result = await ctx.deps.intents.resumeOrigin(origin);
  if (!result) {
    const early = refusedEarly(jar, from.id);
    if (early) {
      await ctx.reply(refusalText(ctx.t, early, true), { parse_mode: "HTML" });
      return;
    }
    result = await ctx.deps.intents.submit(
      jarIntent(ctx, jar, from, sat, origin, options.alwaysConfirm),
    );
  }
  if (result.status === "requires_confirmation") {
    if (!result.shown) await askToConfirm(ctx, result.intent, confirmationView(ctx, jar, sat));
    return;
  }
  const outcome = await settled(jarEnv(ctx), result, () => outcomeText(ctx, result, jar, true));
  await ctx.reply(withMoneyMark(outcome.text, ctx.deps.accounts.isSandbox, ctx.t), {
    parse_mode: "HTML",
  });
}

/** The confirmation in the payer's private chat, in their voice. */
function confirmationView(ctx: BotContext, jar: JarRecord, sat: number) {
  const t = ctx.tUser;
  const args = {
    amount: ctx.amountUser(sat),
    owner: escapeHtml(jar.owner.name),
    chat: escapeHtml(jar.chatTitle),
  };
  const note = jar.note ? t("tipjar-for", { note: escapeHtml(jar.note) }) : undefined;
  return {
    summary: [t("tipjar-confirm-summary", args), note].filter(Boolean).join("\n"),
    what: t("tipjar-what", args),
    outcomes: {
      sent: t("tipjar-outcomes-sent", args),
      cancelled: t("tipjar-outcomes-cancelled", args),
      notSent: t("tipjar-outcomes-not-sent", args),
      unknown: t("tipjar-outcomes-unknown", args),
      details: note,
      // The owner closed the jar before the press: nothing is paid.
      closed: t("tipjar-refused-closed"),
    },
    confirmLabel: t("tipjar-confirm-label"),
    sandbox: ctx.deps.accounts.isSandbox,
  };
}

/** What the payer is told of an executed payment (only they see it): plain for a button answer, else HTML. */
function outcomeText(
  ctx: BotContext,
  result: IntentResult,
  jar: JarRecord,
  html: boolean,
): { text: string; alert: boolean } {
  const t = ctx.tUser;
  const owner = html ? escapeHtml(jar.owner.name) : jar.owner.name;
  const refused = (refusal: Refusal) => ({ text: refusalText(t, refusal, html), alert: true });
  switch (result.status) {
    case "sent":
      return {
        text: t("tipjar-paid", { amount: ctx.amountUser(result.operation.amountSat), owner }),
        alert: false,
      };
    case "already":
      return result.operation?.state === "sent"
        ? {
            text: t("tipjar-paid", { amount: ctx.amountUser(result.operation.amountSat), owner }),
            alert: false,
          }
        : result.operation?.state === "unknown"
          ? refused({ refused: "tipjar-refused-unknown" })
          : result.operation?.state === "failed"
            ? // Decided before (a redelivery, a press again): it failed, and says why again.
              refused({
                refused: "tipjar-refused-failed",
                args: {
                  reason: html
                    ? escapeHtml(operationReasonText(result.operation, ctx.userVoice))
                    : operationReasonText(result.operation, ctx.userVoice),
                },
              })
            : { text: t("confirm-in-progress"), alert: false };
    case "failed": {
      const reason = failureText(result.error, ctx.userVoice);
      return refused({
        refused: "tipjar-refused-failed",
        args: { reason: html ? escapeHtml(reason) : reason },
      });
    }
    case "unknown":
      return refused({ refused: "tipjar-refused-unknown" });
    case "over_limit":
      return result.limit === "daily"
        ? refused({
            refused: "tipjar-refused-over-daily",
            args: { remaining: ctx.amountUser(result.remainingSat ?? 0) },
          })
        : refused({
            refused: "tipjar-refused-over-per-payment",
            args: { limit: ctx.amountUser(result.limitSat) },
          });
    case "refused":
      return refused(jarRefusal(result.refusal, ctx, owner));
    case "pledged":
    case "requires_confirmation":
    case "stale":
    case "not_owner":
    case "cancelled":
      return { text: t("confirm-stale"), alert: true };
  }
}

/** An engine's refusal of a jar payment, in the jar's words. */
function jarRefusal(refusal: IntentRefusal, ctx: BotContext, owner: string): Refusal {
  switch (refusal.reason) {
    case "no_account":
      return { refused: "tipjar-refused-no-account" };
    case "over_limit":
      return refusal.limit === "daily"
        ? {
            refused: "tipjar-refused-over-daily",
            args: { remaining: ctx.amountUser(refusal.remainingSat ?? 0) },
          }
        : {
            refused: "tipjar-refused-over-per-payment",
            args: { limit: ctx.amountUser(refusal.limitSat) },
          };
    case "cannot_receive":
      return { refused: "tipjar-refused-owner-cannot-receive", args: { owner } };
    case "closed":
      return { refused: "tipjar-refused-closed" };
    default:
      return { refused: "tipjar-refused-gone" };
  }
}

/** Answers the press once (a redelivered press was answered before: Telegram refuses a second answer). */
async function answer(ctx: BotContext, text: string, alert: boolean): Promise<void> {
  const short = text.length > ANSWER_LIMIT ? `${text.slice(0, ANSWER_LIMIT - 1)}…` : text;
  await ctx
    .answerCallbackQuery({ text: short, ...(alert ? { show_alert: true } : {}) })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "callback already answered"));
}

/**
 * The policy of the tip jar's intents: a payment goes on only while its jar
 * is open (the gate "tipjar"); one the engine carried on by itself (the
 * intent sweeper, after a crash cut off its Confirm) is settled as after a
 * press (the jar's total, the notes) and shows its outcome on its
 * confirmation message.
 */
export function tipjarIntentPolicy(env: JarEnv): IntentPolicy {
  return {
    gate: jarIsOpen(env.deps.store),
    announce: async (outcome) => {
      const operation = "operation" in outcome ? outcome.operation : undefined;
      // Sent: the jar's total and notes, as after a press (idempotent), then the confirmation.
      if ("intent" in outcome && outcome.intent && operation?.state === "sent") {
        await settleJarPayment(env, outcome.intent, operation);
      }
      await showCarriedIntent(env.api, env.deps, outcome);
    },
  };
}
