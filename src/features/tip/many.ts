/**
 * `/tip 300 @ann @bob @cyd thanks all` in a group: 300 sat to each, or
 * with `--split` 300 out of 900 each. The total counts on the tipper's
 * funds and daily limit before anything moves; one Confirm for the total
 * when it is above the tipper's threshold; then one intent per person
 * (kind `tip-many`, origin `tip-many:<batch>:<n>`), each paid or pledged
 * on its own. The receipt names who got what, and who did not and why (a
 * reason about the tipper's own account goes to their private chat only);
 * each one paid is told in private. Pressing Confirm again carries the
 * same intents on: nobody is paid twice.
 */
import { InlineKeyboard } from "grammy";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { readManyWords, shareOf } from "../../chat/flows/many-words.ts";
import { displayName, historyName } from "../../chat/flows/people.ts";
import { announcePledge } from "../../chat/flows/pledges.ts";
import {
  type BatchPerson,
  batchRefusal,
  batchRefusalReason,
  MAX_PEOPLE,
  namedPeople,
  payShares,
  shareAnnouncer,
  shareLine,
  tellShareReceived,
  tellSharesNotSent,
} from "../../chat/flows/tip-batch.ts";
import { notify, type TipEnv, tipEnv, withNote } from "../../chat/flows/tip-settle.ts";
import { replyHint } from "../../chat/flows/transient.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withPriority } from "../../chat/outgoing-queue.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { PolicyEnv } from "../../feature.ts";
import type { IntentPolicy } from "../../operations/intents.ts";
import type { SendableRefusal } from "../../operations/pay-targets.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import { amountInputReason } from "../../wording/amounts.ts";

/** The intent kind of one share of a tip to several. */
export const TIP_MANY_KIND = "tip-many";
const BATCH_TTL_MS = 24 * 60 * 60_000;
const MAX_NOTE = 200;
const CONFIRM = /^tipm:ok:([A-Za-z0-9_-]{1,40})$/;
const CANCEL = /^tipm:no:([A-Za-z0-9_-]{1,40})$/;

/** One /tip to several, as the store keeps it between the command and Confirm. */
interface Batch {
  id: string;
  payer: { id: number; name: string; handle: string };
  chat: { id: number; title: string | undefined; type: string; username: string | undefined };
  commandMessageId: number;
  shareSat: number;
  note: string | undefined;
  people: BatchPerson[];
  /** The message that becomes the receipt, once the tips go out (for a resume after a crash). */
  receiptMessageId?: number | undefined;
}

const batches = (deps: Pick<PolicyEnv["deps"], "store">) => deps.store.keyv<Batch>("tip-batches");

/**
 * Handles the /tip in `ctx` when it names people after the amount (and
 * replies to no one); false when it does not, for the ordinary /tip.
 */
export async function tipMany(ctx: BotContext): Promise<boolean> {
  const message = ctx.msg;
  const tipper = ctx.from;
  const chat = ctx.chat;
  if (!message || !tipper || !chat || chat.type === "private" || chat.type === "channel") {
    return false;
  }
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const taken = await takeAmountInput(typeof ctx.match === "string" ? ctx.match : "", {
    maxSat: maxSat * MAX_PEOPLE,
    voice: ctx.userVoice,
    prices: ctx.deps.prices,
  });
  const words = taken && readManyWords(taken.rest);
  if (!taken || !words) return false;
  const hint = (html: string) => replyHint(ctx, html);
  if (!taken.input.ok) {
    await hint(escapeHtml(amountInputReason(taken.input, maxSat, ctx.voice)));
    return true;
  }
  if (words.usernames.length > MAX_PEOPLE) {
    await hint(ctx.t("tip-many-too-many", { max: MAX_PEOPLE }));
    return true;
  }
  const shareSat = shareOf(taken.input.sat, words.usernames.length, words.split);
  if (shareSat < 1) {
    await hint(ctx.t("tip-many-too-small"));
    return true;
  }
  const id = `${Math.abs(chat.id)}-${message.message_id}`;
  // One batch per /tip message: a redelivery finds it made (and its Confirm shown, or paid).
  if (!(await ctx.deps.steps.take(`tip-many:${id}`, "made", BATCH_TTL_MS))) {
    ctx.log.info({ batch: id }, "a /tip to several seen again: already handled");
    return true;
  }
  const named = await namedPeople(ctx.deps, words.usernames, tipper.id, ctx.me.username);
  if ("notSelf" in named) {
    await hint(ctx.t("tip-many-not-self", { name: escapeHtml(named.notSelf) }));
    return true;
  }
  const people = named.people;
  const batch: Batch = {
    id,
    payer: { id: tipper.id, name: displayName(tipper), handle: historyName(tipper) },
    chat: {
      id: chat.id,
      title: chat.title,
      type: chat.type,
      username: "username" in chat ? chat.username : undefined,
    },
    commandMessageId: message.message_id,
    shareSat,
    note: words.note.slice(0, MAX_NOTE) || undefined,
    people,
  };
  const total = shareSat * people.length;
  // The total, before anything moves: each share within the per-payment limit, all of them
  // within the funds and what is left of the day.
  const refusal = await batchRefusal(ctx.deps, tipper.id, shareSat, people.length);
  if (refusal) {
    if (refusal.reason === "no_account") {
      await hint(ctx.t("common-no-account"));
      return true;
    }
    const told = await tellRefused(ctx, batch, refusal);
    await hint(ctx.t(told ? "tip-failed-in-group" : "tip-failed-in-group-untold"));
    return true;
  }
  await batches(ctx.deps).set(id, batch, BATCH_TTL_MS);
  const { tipConfirmAboveSat } = await ctx.deps.preferences.get(tipper.id);
  if (total <= tipConfirmAboveSat) {
    const sent = await ctx.reply(ctx.t("tip-many-working"), {
      parse_mode: "HTML",
      reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true },
    });
    await carryOut(tipEnv(ctx), batch, sent.message_id);
    return true;
  }
  const args = {
    each: ctx.amount(shareSat),
    total: ctx.amount(total),
    names: escapeHtml(people.map((person) => person.label).join(", ")),
  };
  await withPriority("payment", () =>
    ctx.reply(
      withMoneyMark(
        withNote(
          ctx.t("tip-many-confirm", args),
          batch.note ? ctx.t("tip-note", { note: escapeHtml(batch.note) }) : undefined,
        ),
        ctx.deps.accounts.isSandbox,
        ctx.t,
      ),
      {
        parse_mode: "HTML",
        reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true },
        reply_markup: new InlineKeyboard()
          .text(ctx.t("tip-confirm-label"), `tipm:ok:${id}`)
          .text(ctx.t("common-cancel"), `tipm:no:${id}`),
      },
    ),
  );
  return true;
}

/** Tells the tipper in private why the batch's total did not fit; true when told. */
async function tellRefused(
  ctx: BotContext,
  batch: Batch,
  refusal: Exclude<SendableRefusal, { reason: "no_account" }>,
): Promise<boolean> {
  const why = batchRefusalReason(ctx.userVoice, refusal);
  const total = batch.shareSat * batch.people.length;
  return notify(
    tipEnv(ctx),
    batch.payer.id,
    withMoneyMark(
      ctx.tUser("tip-many-refused-note", { total: ctx.amountUser(total), reason: why }),
      ctx.deps.accounts.isSandbox,
      ctx.tUser,
    ),
  );
}

/** Confirm and Cancel of a tip to several. */
export const tipManyButtons = new Composer<BotContext>();

tipManyButtons.callbackQuery([CONFIRM, CANCEL], async (ctx) => {
  const confirm = CONFIRM.test(ctx.callbackQuery.data);
  const id = (confirm ? CONFIRM : CANCEL).exec(ctx.callbackQuery.data)?.[1] ?? "";
  const batch = await batches(ctx.deps).get(id);
  const message = ctx.callbackQuery.message;
  if (!batch || !message || message.chat.id !== batch.chat.id) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("tip-many-gone"), show_alert: true });
    return;
  }
  if (ctx.from.id !== batch.payer.id) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("tip-many-not-yours"), show_alert: true });
    return;
  }
  const decision = `tip-many-decision:${id}`;
  // The total, again before anything moves: what was spent since the /tip counts (or a new day).
  if (confirm && (await ctx.deps.steps.takenWith(decision)) === undefined) {
    const refusal = await batchRefusal(
      ctx.deps,
      batch.payer.id,
      batch.shareSat,
      batch.people.length,
    );
    if (
      refusal &&
      refusal.reason !== "no_account" &&
      (await ctx.deps.steps.take(decision, "refused", BATCH_TTL_MS))
    ) {
      await ctx.answerCallbackQuery();
      const told = await tellRefused(ctx, batch, refusal);
      await ctx
        .editMessageText(ctx.t(told ? "tip-failed-in-group" : "tip-failed-in-group-untold"), {
          parse_mode: "HTML",
        })
        .catch((error: unknown) => ctx.log.info({ err: error }, "could not edit a refused tip"));
      return;
    }
  }
  // The first of Confirm and Cancel decides; Confirm pressed again carries the same intents on.
  await ctx.deps.steps.take(decision, confirm ? "ok" : "no", BATCH_TTL_MS);
  const decided = await ctx.deps.steps.takenWith(decision);
  if (decided === "refused") {
    await ctx.answerCallbackQuery({ text: ctx.tUser("tip-many-gone"), show_alert: true });
    return;
  }
  if (decided === "no") {
    await ctx.answerCallbackQuery({ text: ctx.tUser("tip-many-cancelled") });
    if (!confirm) {
      await ctx
        .editMessageText(ctx.t("tip-many-cancelled"), { parse_mode: "HTML" })
        .catch((error: unknown) => ctx.log.info({ err: error }, "could not edit a cancelled tip"));
    }
    return;
  }
  if (!confirm) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("tip-many-too-late"), show_alert: true });
    return;
  }
  await ctx.answerCallbackQuery();
  await carryOut(tipEnv(ctx), batch, message.message_id);
});

/**
 * Listed as work under way while the tips go out: a crash cuts it off,
 * and the intent sweeper resumes it from the store (`resume`), carrying the
 * same intents on, so nobody is paid twice and everyone named is reached.
 */
async function carryOut(env: TipEnv, batch: Batch, messageId: number): Promise<void> {
  const kept: Batch = { ...batch, receiptMessageId: messageId };
  await batches(env.deps).set(batch.id, kept, BATCH_TTL_MS);
  await env.deps.intents.runWork(TIP_MANY_KIND, batch.id, () => payAll(env, kept, messageId));
}

/** A batch a crash cut off, carried on by the intent sweeper. */
async function resumeBatch(env: TipEnv, id: string): Promise<void> {
  const batch = await batches(env.deps).get(id);
  if (batch?.receiptMessageId === undefined) return;
  env.log.info({ batch: id }, "resuming a /tip to several a crash cut off");
  await payAll(env, batch, batch.receiptMessageId);
}

/** One intent per person, in turn; then the receipt on `messageId` and the tipper's note. */
async function payAll(env: TipEnv, batch: Batch, messageId: number): Promise<void> {
  const { deps } = env;
  const chat = await deps.voices.forGroup(batch.chat.id);
  const tipper = await deps.voices.forUser(batch.payer.id);
  const lines: string[] = [];
  const privateLines: string[] = [];
  await payShares(
    deps,
    {
      kind: TIP_MANY_KIND,
      payer: batch.payer,
      shareSat: batch.shareSat,
      people: batch.people,
      originPrefix: `tip-many:${batch.id}`,
      chatId: batch.chat.id,
      pledgeChat: batch.chat,
      pledgeTtlMs: deps.config.pledges.ttlMs,
      replyTo: batch.commandMessageId,
      note: batch.note,
      description: batch.note ?? chat.t("tip-description", { chat: batch.chat.title ?? "" }),
      countOnBoard: true,
      details: { batch: batch.id, chatTitle: batch.chat.title ?? "" },
    },
    async (person, result) => {
      const line = shareLine({ shown: chat, tipper }, person.label, batch.shareSat, result);
      lines.push(line.shown);
      if (line.private) privateLines.push(line.private);
      if (result.status === "pledged") await announcePledge(env, result.offer);
      if (result.status === "sent" && person.payee.type === "member") {
        await tellShareReceived(env, person.payee.person.id, {
          from: batch.payer.name,
          shareSat: batch.shareSat,
          where: batch.chat.title ?? "",
          note: batch.note,
        });
      }
    },
  );
  const receipt = withMoneyMark(
    withNote(
      chat.t("tip-many-receipt", { tipper: escapeHtml(batch.payer.name) }),
      ...lines,
      batch.note ? chat.t("tip-note", { note: escapeHtml(batch.note) }) : undefined,
    ),
    deps.accounts.isSandbox,
    chat.t,
  );
  await withPriority("payment", () =>
    env.api.editMessageText(batch.chat.id, messageId, receipt, { parse_mode: "HTML" }),
  ).catch((error: unknown) =>
    // A second Confirm finds the same receipt: Telegram refuses an edit that changes nothing.
    env.log.info({ err: error, batch: batch.id }, "tip receipt not edited"),
  );
  await tellSharesNotSent(env, batch.payer.id, privateLines);
}

/**
 * The policy of one share: a share the engine carried on by itself (the
 * sweeper, after a crash cut the /tip off) is told to the tipper in
 * private; a pledge gets its message. The receipt shows it when Confirm is
 * pressed again.
 */
export function tipManyIntentPolicy(
  env: Pick<PolicyEnv, "deps" | "api" | "log" | "botId" | "botUsername">,
): IntentPolicy {
  return {
    announce: shareAnnouncer(env, (outcome) =>
      announcePledge(env, outcome.offer).then(() => undefined),
    ),
    resume: (id) => resumeBatch(env, id),
  };
}
