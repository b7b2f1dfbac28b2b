/**
 * /rain <total> [note] in a group: the total split among the members who
 * wrote there most recently (speakers.ts), each share sent as a tip from
 * the sender's own account.
 *
 *   /rain → the plan (who, how much each) with Confirm / Cancel, only the
 *   sender may press them, bound to the account connection it was asked for
 *   → Confirm: the rain is claimed once (`rain-start:<id>`), so a double
 *   press or a redelivery rains once; each share is an intent of the
 *   intents engine (src/operations/intents.ts) with its own origin
 *   (`rain-intent:<id>:<member>`), carried in its one order (limits, the
 *   payee resolved, history before and after, unknown never retried)
 *   → the message becomes the receipt, edited as shares land (at most once
 *   a second): sent, pledged (no account or address yet), not paid, unknown
 *   → a member who cannot receive yet gets a pledge (the engine's), made
 *   quietly: no group message per pledge (one each would flood the group,
 *   20 messages a minute), the receipt carries the claim links instead
 *   (their names, linked to `start=claim_<id>`); once per rain and member.
 *   → the sender's funds or limits running out stops the rain; the receipt
 *   says so, the sender hears why in private.
 *
 * A rain is work under way of the intents engine while it runs: cut off by
 * a crash, the intent sweeper resumes it from the store (no press needs to
 * come again) from the shares not yet decided, and tells the sender; a
 * press redelivered meanwhile carries it on the same way. A share whose
 * send was cut off is settled by Payments, never sent again.
 */
import { type Api, InlineKeyboard } from "grammy";
import { type AccountIdentity, stillConnected } from "../../accounts/accounts.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { refusedPress } from "../../chat/flows/card-press.ts";
import {
  conditionLines,
  conditionRefusal,
  conditionsProblem,
  takeConditions,
} from "../../chat/flows/conditions.ts";
import { requestEdit } from "../../chat/flows/paced-edit.ts";
import { payerRanOut, payerReason } from "../../chat/flows/payer-out.ts";
import { displayName, historyName, messageLinkBase } from "../../chat/flows/people.ts";
import { claimPayload, pledgeFacts } from "../../chat/flows/pledges.ts";
import { removeInGroupLater, replyHint } from "../../chat/flows/transient.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withPriority } from "../../chat/outgoing-queue.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Voice } from "../../i18n/voices.ts";
import { crashPoint } from "../../operations/crash-points.ts";
import { newOperationId } from "../../operations/ids.ts";
import type { IntentPolicy, IntentResult } from "../../operations/intents.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import type { Services } from "../../services.ts";
import { amountInputReason } from "../../wording/amounts.ts";
import { recentSpeakers } from "./speakers.ts";

export { rememberSpeakers } from "./speakers.ts";

/** The kind of a rain's share intents, and of the rain's own work under way. */
const RAIN_KIND = "rain";
/** Longest note kept with a rain. */
const MAX_NOTE = 200;
/** How long a rain's plan and receipt state are kept (2 days: beyond any redelivery). */
const KEEP_MS = 2 * 24 * 60 * 60_000;
/** How long the sender has to confirm. */
const CONFIRM_MS = 15 * 60_000;

type ShareState = "pending" | "sent" | "pledged" | "skipped" | "failed" | "unknown" | "not_sent";

interface RainRecipient {
  id: number;
  name: string;
  handle: string;
  state: ShareState;
  /** A pledged member's claim link (t.me deep link). */
  claimLink?: string | undefined;
}

/** A rain, from its question to its receipt. */
export interface RainPlan {
  id: string;
  senderId: number;
  senderName: string;
  senderHandle: string;
  chatId: number;
  chatTitle: string;
  linkBase: string | undefined;
  messageId: number;
  shareSat: number;
  note: string | undefined;
  recipients: RainRecipient[];
  /** Why the rain stopped before its end, if it did. */
  stopped?: "payer_out" | "unknown" | undefined;
  finished?: boolean | undefined;
  proposedAt: number;
  /** The sender's account connection when asked: its shares are paid from that one only. */
  payerAccount?: AccountIdentity | null | undefined;
  /**
   * When the rain's pledges end, fixed before its first share: they expire
   * together, so their payer hears of them in one note.
   */
  pledgesUntil?: number | undefined;
}

function plans(deps: Services) {
  return deps.store.keyv<RainPlan>("rain-plans");
}

/** The /rain command and its buttons. */
export const rainFeature = new Composer<BotContext>();

rainFeature.command("rain", async (ctx) => {
  if (ctx.chat.type !== "group" && ctx.chat.type !== "supergroup") {
    await ctx.reply(ctx.t("rain-in-private"), { parse_mode: "HTML" });
    return;
  }
  if (ctx.msg.sender_chat || !ctx.from) {
    await replyHint(ctx, ctx.t("rain-anonymous"));
    return;
  }
  const sender = ctx.from;
  const { deps } = ctx;
  const { windowMs, maxRecipients } = deps.config.rain;
  const minutes = Math.round(windowMs / 60_000);
  const maxSat = deps.config.limits.maxPaymentSat;
  const taken = await takeAmountInput(ctx.match, {
    maxSat,
    voice: ctx.userVoice,
    prices: deps.prices,
  });
  if (!taken) {
    await replyHint(ctx, ctx.t("rain-usage", { minutes, max: maxRecipients }));
    return;
  }
  if (!taken.input.ok) {
    await replyHint(ctx, escapeHtml(amountInputReason(taken.input, maxSat, ctx.voice)));
    return;
  }
  const totalSat = taken.input.sat;
  // Conditions come first after the amount, then the note.
  const asked = takeConditions(taken.rest.split(/\s+/).filter(Boolean));
  if ("invalid" in asked) {
    await replyHint(ctx, ctx.t("condition-bad", { word: escapeHtml(asked.invalid) }));
    return;
  }
  const { conditions } = asked;
  if (conditions.captcha) {
    await replyHint(ctx, ctx.t("condition-captcha-not-here"));
    return;
  }
  const problem = await conditionsProblem(ctx, conditions);
  if (problem) {
    await replyHint(ctx, problem);
    return;
  }
  const account = await deps.accounts.find(sender.id);
  if (!account) {
    await replyHint(ctx, ctx.t("common-no-account"));
    return;
  }
  const recent = await recentSpeakers(deps, ctx.chat.id, sender.id);
  if (recent.length === 0) {
    await replyHint(ctx, ctx.t("rain-too-few", { minutes }));
    return;
  }
  // Only those who meet the conditions share; who did not is never said in the group.
  const speakers: typeof recent = [];
  for (const speaker of recent) {
    const candidate = { id: speaker.id, is_premium: speaker.premium === true };
    if (!(await conditionRefusal(ctx, ctx.t, ctx.chat.id, candidate, conditions))) {
      speakers.push(speaker);
    }
  }
  if (speakers.length === 0) {
    await replyHint(ctx, ctx.t("rain-none-meet", { minutes }));
    return;
  }
  const shareSat = Math.floor(totalSat / speakers.length);
  if (shareSat < 1) {
    await replyHint(
      ctx,
      ctx.t("rain-share-too-small", { total: ctx.amount(totalSat), count: speakers.length }),
    );
    return;
  }
  // A redelivered /rain asks no second question.
  const commandKey = `rain-command:${ctx.chat.id}:${ctx.msg.message_id}`;
  if (!(await deps.steps.take(commandKey, String(deps.now()), KEEP_MS))) {
    ctx.log.info("rain command seen before: not asked again");
    return;
  }
  const id = newOperationId();
  const note = asked.rest.join(" ").slice(0, MAX_NOTE) || undefined;
  const lines = [
    ctx.t("rain-confirm", {
      sender: escapeHtml(displayName(sender)),
      total: ctx.amount(shareSat * speakers.length),
      count: speakers.length,
      share: ctx.amount(shareSat),
      names: ctx.voice.list(speakers.map((speaker) => escapeHtml(speaker.name))),
    }),
  ];
  lines.push(...conditionLines(ctx, conditions));
  if (shareSat * speakers.length < totalSat) lines.push(ctx.t("rain-confirm-remainder"));
  if (note) lines.push(ctx.t("rain-note", { note: escapeHtml(note) }));
  const question = await ctx.reply(
    withMoneyMark(lines.join("\n"), deps.accounts.isSandbox, ctx.t),
    {
      parse_mode: "HTML",
      reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
      reply_markup: new InlineKeyboard()
        .text(ctx.t("rain-confirm-label"), `rain:ok:${id}`)
        .text(ctx.t("common-cancel"), `rain:no:${id}`),
    },
  );
  await plans(deps).set(
    id,
    {
      id,
      senderId: sender.id,
      senderName: displayName(sender),
      senderHandle: historyName(sender),
      chatId: ctx.chat.id,
      chatTitle: ctx.chat.title,
      linkBase: messageLinkBase(ctx.chat),
      messageId: question.message_id,
      shareSat,
      note,
      recipients: speakers.map((speaker) => ({
        id: speaker.id,
        name: speaker.name,
        handle: speaker.handle,
        state: "pending",
      })),
      proposedAt: deps.now(),
      payerAccount: account.identity,
    },
    KEEP_MS,
  );
});

rainFeature.callbackQuery(/^rain:(ok|no):([A-Za-z0-9_-]{22})$/, async (ctx) => {
  const [, action, id = ""] = ctx.match;
  const { deps } = ctx;
  const plan = await plans(deps).get(id);
  if (!plan) {
    await answer(ctx, ctx.tUser("rain-answer-stale"));
    await ctx.editMessageReplyMarkup().catch(() => undefined);
    return;
  }
  if (await refusedPress(ctx, { chatId: plan.chatId, messageId: plan.messageId })) return;
  if (ctx.from.id !== plan.senderId) {
    await answer(ctx, ctx.tUser("common-not-your-button"), true);
    return;
  }
  const startKey = `rain-start:${id}`;
  if (action === "no") {
    if (!(await deps.steps.take(startKey, "cancelled", KEEP_MS))) {
      await answer(ctx, ctx.tUser("rain-answer-decided"));
      return;
    }
    await answer(ctx, ctx.tUser("common-cancelled"));
    await ctx
      .editMessageText(ctx.t("rain-cancelled"), { reply_markup: { inline_keyboard: [] } })
      .catch(() => undefined);
    removeInGroupLater(ctx, ctx.callbackQuery.message);
    return;
  }
  // A question too old to start, or asked for an account connection the sender no longer has,
  // is claimed as such: a second press can never "resume" it.
  const stale = deps.now() - plan.proposedAt > CONFIRM_MS;
  const changed = !stale && (await accountChangedSince(deps, plan));
  const started = await deps.steps.take(
    startKey,
    stale ? "expired" : changed ? "account_changed" : "started",
    KEEP_MS,
  );
  if (!started) {
    const earlier = await deps.steps.takenWith(startKey);
    if (earlier !== "started" || plan.finished) {
      await answer(ctx, ctx.tUser("rain-answer-decided"));
      return;
    }
    // Started before and never finished: that handler died mid-rain. Carry on.
    ctx.log.info({ rain_id: id }, "resuming a rain after redelivery");
  } else if (stale || changed) {
    await answer(
      ctx,
      ctx.tUser(stale ? "rain-answer-stale" : "confirm-account-changed-answer"),
      changed,
    );
    await ctx.editMessageReplyMarkup().catch(() => undefined);
    return;
  }
  await answer(ctx, ctx.tUser("rain-answer-started"));
  // Listed as work under way while it rains: cut off by a crash, the intent sweeper resumes it.
  await deps.intents.runWork(RAIN_KIND, id, () => makeItRain(ctx.api, deps, plan, ctx.me));
});

/** What a rain's policy needs of the running bot: its services, its api, who it is. */
export interface RainEnv {
  deps: Services;
  api: Api;
  me: { id: number; username: string };
}

/**
 * The policy of a rain's intents: its pledges post no message of their own
 * (the receipt names them), so they do not count on the daily pledge
 * quota; a rain cut off by a crash is resumed from the store: its shares
 * not yet decided are sent (or pledged), its receipt brought up to date and
 * its sender told.
 */
export function rainIntentPolicy(env: RainEnv): IntentPolicy {
  return {
    pledgesCountOnQuota: false,
    resume: (id) => resumeRain(env, id),
  };
}

/** Carries on a started rain a crash cut off (the intent sweeper's call); nothing for one that ended. */
async function resumeRain(env: RainEnv, id: string): Promise<void> {
  const { deps, api, me } = env;
  const plan = await plans(deps).get(id);
  if (!plan || (await deps.steps.takenWith(`rain-start:${id}`)) !== "started") return;
  if (plan.finished) {
    // Ended, maybe before its last edit: the receipt shows the end.
    await showRain(api, deps, id);
    return;
  }
  deps.logger.info({ rain_id: id }, "resuming a rain a crash cut off");
  await makeItRain(api, deps, plan, me, { resumed: true });
}

/**
 * Sends each undecided share in turn, the receipt following along; stops
 * when the sender's funds or limits run out, or an outcome is unknown.
 */
async function makeItRain(
  api: Api,
  deps: Services,
  plan: RainPlan,
  me: { id: number; username: string },
  options: { resumed?: boolean } = {},
): Promise<void> {
  const log = deps.logger.child({ rain_id: plan.id });
  const save = () => plans(deps).set(plan.id, plan, KEEP_MS);
  const edit = () =>
    void deps.activity.track(
      showRain(api, deps, plan.id).catch((error: unknown) =>
        log.warn({ err: error }, "could not update a rain's receipt"),
      ),
    );
  edit();
  if (plan.pledgesUntil === undefined) {
    plan.pledgesUntil = deps.now() + deps.config.pledges.ttlMs;
    await save();
  }
  let refusal: IntentResult | undefined;
  for (const recipient of plan.recipients) {
    if (recipient.state !== "pending") continue;
    if (plan.stopped) {
      recipient.state = "not_sent";
      continue;
    }
    const result = await sendShare(deps, plan, recipient);
    const operation = "operation" in result ? result.operation : undefined;
    if (result.status === "pledged") {
      // Quiet: the receipt names them with the claim link (no group message per pledge).
      recipient.state = "pledged";
      recipient.claimLink = `https://t.me/${me.username}?start=${claimPayload(result.offer.id)}`;
    } else if (
      result.status === "sent" ||
      (result.status === "already" && operation?.state === "sent")
    ) {
      recipient.state = "sent";
    } else if (
      result.status === "unknown" ||
      (result.status === "already" && operation?.state !== "failed")
    ) {
      // In doubt, or held by another handler (it cannot be told apart from a send in doubt).
      recipient.state = "unknown";
      plan.stopped = "unknown";
    } else if (ranOut(result)) {
      recipient.state = "not_sent";
      plan.stopped = "payer_out";
      refusal = result;
    } else if (result.status === "refused") {
      recipient.state = "skipped";
    } else {
      recipient.state = "failed";
    }
    log.info({ recipient_id: recipient.id, state: recipient.state }, "rain share decided");
    await save();
    edit();
    crashPoint("work-between-intents");
  }
  plan.finished = true;
  await save();
  edit();
  if (options.resumed && !refusal) {
    // The sender saw the rain start, then nothing: how it ended after the restart.
    const voice = await deps.voices.forUser(plan.senderId);
    await tellSender(
      api,
      deps,
      plan,
      voice.t("rain-resumed-note", {
        where: placeOfRain(plan),
        sent: plan.recipients.filter((r) => r.state === "sent").length,
        count: plan.recipients.length,
      }),
      voice,
    );
  }
  if (refusal) {
    const voice = await deps.voices.forUser(plan.senderId);
    await tellSender(
      api,
      deps,
      plan,
      voice.t("rain-stopped-note", {
        where: placeOfRain(plan),
        sent: plan.recipients.filter((r) => r.state === "sent").length,
        count: plan.recipients.length,
        reason: payerReason(refusal, voice),
      }),
      voice,
    );
  }
}

/** True when `plan` was asked for an account connection the sender no longer has. */
async function accountChangedSince(deps: Services, plan: RainPlan): Promise<boolean> {
  const now = await deps.accounts.find(plan.senderId);
  return !stillConnected(plan.payerAccount, now?.identity);
}

/**
 * The sender's side ends the rain: their funds or limits (`payerRanOut`), no
 * account, or the account the rain was confirmed for is gone.
 */
function ranOut(result: IntentResult): boolean {
  if (result.status === "stale") return true;
  if (result.status === "refused") {
    return result.refusal.reason === "over_limit" || result.refusal.reason === "no_account";
  }
  return payerRanOut(result);
}

/**
 * One member's share, an intent of the intents engine with its own origin
 * (`rain-intent:<rain>:<member>`): a resumed rain carries the same intent
 * on, sent at most once. The rain's Confirm was the consent to every share;
 * a member who cannot receive yet gets a pledge, made quietly.
 */
async function sendShare(
  deps: Services,
  plan: RainPlan,
  recipient: RainRecipient,
): Promise<IntentResult> {
  const voice = await deps.voices.forGroup(plan.chatId);
  const payer = { id: plan.senderId, name: plan.senderName, handle: plan.senderHandle };
  const chat = {
    id: plan.chatId,
    title: plan.chatTitle,
    type: plan.linkBase ? "supergroup" : "group",
  };
  return deps.intents.submit({
    kind: RAIN_KIND,
    payer,
    payee: {
      type: "member",
      person: { id: recipient.id, name: recipient.name, handle: recipient.handle },
    },
    amountSat: plan.shareSat,
    origin: `rain-intent:${plan.id}:${recipient.id}`,
    chatId: plan.chatId,
    confirm: "opted_in",
    // Not read first: the gateway's refusal of a share stops the rain, saying why.
    fundsFirst: false,
    // Paid from the account the rain was confirmed for, or not at all.
    ...(plan.payerAccount !== undefined ? { askedWith: plan.payerAccount } : {}),
    pledge: {
      // Every pledge of the rain ends at the same moment (a plan saved before this field: its own).
      ttlMs:
        plan.pledgesUntil !== undefined
          ? Math.max(1_000, plan.pledgesUntil - deps.now())
          : deps.config.pledges.ttlMs,
      context: pledgeFacts({
        payer,
        recipient: { userId: recipient.id, name: recipient.name },
        chat,
        note: plan.note,
        source: "rain",
        batch: `rain:${plan.id}`,
      }),
    },
    description:
      plan.note ?? voice.t("rain-description", { chat: plan.chatTitle }).slice(0, MAX_NOTE),
    countOnBoard: true,
  });
}

/** Brings the rain's receipt up to date, in the group's language; at most one edit a second. */
async function showRain(api: Api, deps: Services, id: string): Promise<void> {
  const plan = await plans(deps).get(id);
  if (!plan) return;
  await withPriority("notification", () =>
    requestEdit(
      api,
      deps,
      { key: `rain:${id}`, chatId: plan.chatId, messageId: plan.messageId },
      async () => {
        const now = await plans(deps).get(id);
        if (!now) return undefined;
        return rainReceipt(now, await deps.voices.forGroup(now.chatId), deps.accounts.isSandbox);
      },
    ),
  );
}

/** The receipt: who got a share, who was skipped and why, whether it stopped. No one's balance. */
export function rainReceipt(
  plan: RainPlan,
  voice: Pick<Voice, "t" | "amount" | "list">,
  sandbox: boolean,
): { html: string; keyboard: { inline_keyboard: [] } } {
  const { t } = voice;
  const sender = escapeHtml(plan.senderName);
  const lines = [t("rain-receipt", { sender, share: voice.amount(plan.shareSat) })];
  if (plan.note) lines.push(t("rain-note", { note: escapeHtml(plan.note) }));
  // A pledged member's name is their claim link: no message of its own per pledge.
  const nameOf = (recipient: RainRecipient) =>
    recipient.state === "pledged" && recipient.claimLink
      ? `<a href="${escapeHtml(recipient.claimLink)}">${escapeHtml(recipient.name)}</a>`
      : escapeHtml(recipient.name);
  const namesIn = (state: ShareState) =>
    voice.list(plan.recipients.filter((recipient) => recipient.state === state).map(nameOf));
  const rows: Array<[ShareState, string]> = [
    ["sent", "rain-sent-line"],
    ["pledged", "rain-pledged-line"],
    ["pending", "rain-pending-line"],
    ["skipped", "rain-skipped-line"],
    ["failed", "rain-failed-line"],
    ["unknown", "rain-unknown-line"],
    ["not_sent", "rain-not-sent-line"],
  ];
  for (const [state, textId] of rows) {
    const names = namesIn(state);
    if (names) lines.push(t(textId, { names }));
  }
  if (plan.stopped === "payer_out") lines.push(t("rain-stopped-payer-out", { sender }));
  if (plan.stopped === "unknown") lines.push(t("rain-stopped-unknown"));
  return { html: withMoneyMark(lines.join("\n"), sandbox, t), keyboard: { inline_keyboard: [] } };
}

async function answer(ctx: BotContext, text: string, alert = false): Promise<void> {
  await ctx
    .answerCallbackQuery({ text, ...(alert ? { show_alert: true } : {}) })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "callback already answered"));
}

function placeOfRain(plan: RainPlan): string {
  const title = escapeHtml(plan.chatTitle);
  return plan.linkBase
    ? `<a href="${plan.linkBase}/${plan.messageId}">${title}</a>`
    : `<b>${title}</b>`;
}

async function tellSender(
  api: Api,
  deps: Services,
  plan: RainPlan,
  html: string,
  voice: Voice,
): Promise<void> {
  try {
    await api.sendMessage(plan.senderId, withMoneyMark(html, deps.accounts.isSandbox, voice.t), {
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    });
  } catch (error) {
    deps.logger.info({ err: error, rain_id: plan.id }, "could not tell a rain's sender");
  }
}
