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
import { Composer, InlineKeyboard } from "grammy";
import { usernameDirectory } from "../../accounts/members.ts";
import type { BotContext } from "../../chat/context.ts";
import { displayName, historyName } from "../../chat/flows/people.ts";
import { announcePledge, pledgeFacts } from "../../chat/flows/pledges.ts";
import { notify, tipEnv, withNote } from "../../chat/flows/tip-settle.ts";
import { replyHint } from "../../chat/flows/transient.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withPriority } from "../../chat/outgoing-queue.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { PolicyEnv } from "../../feature.ts";
import {
  type IntentPolicy,
  type IntentResult,
  type Payee,
  payeeName,
} from "../../operations/intents.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import { amountInputReason } from "../../wording/amounts.ts";
import { failureText } from "../../wording/failures.ts";
import { overLimitText } from "../../wording/over-limit.ts";
import { readManyWords, shareOf } from "./many-words.ts";

/** The intent kind of one share of a tip to several. */
export const TIP_MANY_KIND = "tip-many";
const BATCH_TTL_MS = 24 * 60 * 60_000;
const MAX_NOTE = 200;
/** At most this many people in one /tip. */
const MAX_PEOPLE = 10;
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
  people: Array<{ label: string; payee: Payee }>;
}

const batches = (ctx: BotContext) => ctx.deps.store.keyv<Batch>("tip-batches");

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
  const directory = usernameDirectory(ctx.deps.store);
  const people: Batch["people"] = [];
  for (const username of words.usernames) {
    const known = await directory.resolve(username);
    if (known?.id === tipper.id || username.toLowerCase() === ctx.me.username.toLowerCase()) {
      await hint(ctx.t("tip-many-not-self", { name: escapeHtml(`@${username}`) }));
      return true;
    }
    const name = known
      ? [known.firstName, known.lastName].filter(Boolean).join(" ") || `@${username}`
      : `@${username}`;
    people.push({
      label: name,
      payee: known
        ? {
            type: "member",
            person: { id: known.id, name, handle: `@${known.username ?? username}` },
          }
        : { type: "username", username },
    });
  }
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
  const refusal =
    (await ctx.deps.intents.checkSendable(tipper.id, shareSat)) ??
    (await ctx.deps.intents
      .checkSendable(tipper.id, total)
      .then((all) =>
        all?.reason === "over_limit" && all.limit === "per_payment" ? undefined : all,
      ));
  if (refusal) {
    if (refusal.reason === "no_account") {
      await hint(ctx.t("common-no-account"));
      return true;
    }
    const why =
      refusal.reason === "funds"
        ? ctx.tUser("tip-many-funds", { spendable: ctx.amountUser(refusal.spendableSat) })
        : escapeHtml(overLimitText(ctx.userVoice, refusal));
    const told = await notify(
      tipEnv(ctx),
      tipper.id,
      withMoneyMark(
        ctx.tUser("tip-many-refused-note", { total: ctx.amountUser(total), reason: why }),
        ctx.deps.accounts.isSandbox,
        ctx.tUser,
      ),
    );
    await hint(ctx.t(told ? "tip-failed-in-group" : "tip-failed-in-group-untold"));
    return true;
  }
  await batches(ctx).set(id, batch, BATCH_TTL_MS);
  const { tipConfirmAboveSat } = await ctx.deps.preferences.get(tipper.id);
  if (total <= tipConfirmAboveSat) {
    const sent = await ctx.reply(ctx.t("tip-many-working"), {
      parse_mode: "HTML",
      reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true },
    });
    await carryOut(ctx, batch, sent.message_id);
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

/** Confirm and Cancel of a tip to several. */
export const tipManyButtons = new Composer<BotContext>();

tipManyButtons.callbackQuery([CONFIRM, CANCEL], async (ctx) => {
  const confirm = CONFIRM.test(ctx.callbackQuery.data);
  const id = (confirm ? CONFIRM : CANCEL).exec(ctx.callbackQuery.data)?.[1] ?? "";
  const batch = await batches(ctx).get(id);
  const message = ctx.callbackQuery.message;
  if (!batch || !message || message.chat.id !== batch.chat.id) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("tip-many-gone"), show_alert: true });
    return;
  }
  if (ctx.from.id !== batch.payer.id) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("tip-many-not-yours"), show_alert: true });
    return;
  }
  // The first of Confirm and Cancel decides; Confirm pressed again carries the same intents on.
  await ctx.deps.steps.take(`tip-many-decision:${id}`, confirm ? "ok" : "no", BATCH_TTL_MS);
  const decided = await ctx.deps.steps.takenWith(`tip-many-decision:${id}`);
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
  await carryOut(ctx, batch, message.message_id);
});

/** One intent per person, in turn; then the receipt on `messageId` and the tipper's note. */
async function carryOut(ctx: BotContext, batch: Batch, messageId: number): Promise<void> {
  const lines: string[] = [];
  const privateLines: string[] = [];
  for (const [index, person] of batch.people.entries()) {
    const result = await ctx.deps.intents.submit({
      kind: TIP_MANY_KIND,
      payer: batch.payer,
      payee: person.payee,
      amountSat: batch.shareSat,
      origin: `tip-many:${batch.id}:${index}`,
      chatId: batch.chat.id,
      // Confirmed for the total already (or within the threshold): each share asks nothing more.
      confirm: "opted_in",
      pledge: {
        ttlMs: ctx.deps.config.pledges.ttlMs,
        context: pledgeFacts({
          payer: batch.payer,
          recipient:
            person.payee.type === "member"
              ? { userId: person.payee.person.id, name: person.label }
              : { username: person.label },
          chat: batch.chat,
          note: batch.note,
          source: "tip",
          replyTo: batch.commandMessageId,
        }),
      },
      description: batch.note ?? ctx.t("tip-description", { chat: batch.chat.title ?? "" }),
      countOnBoard: true,
      details: { batch: batch.id, chatTitle: batch.chat.title ?? "" },
    });
    const line = lineOf(ctx, person.label, batch.shareSat, result);
    lines.push(line.group);
    if (line.private) privateLines.push(line.private);
    if (result.status === "pledged") await announcePledge(tipEnv(ctx), result.offer);
    if (result.status === "sent" && person.payee.type === "member") {
      const voice = await ctx.deps.voices.forUser(person.payee.person.id);
      await notify(
        tipEnv(ctx),
        person.payee.person.id,
        withMoneyMark(
          withNote(
            voice.t("tip-recipient-note", {
              from: escapeHtml(batch.payer.name),
              amount: voice.amount(batch.shareSat),
              where: escapeHtml(batch.chat.title ?? ""),
            }),
            batch.note ? voice.t("tip-note", { note: escapeHtml(batch.note) }) : undefined,
          ),
          ctx.deps.accounts.isSandbox,
          voice.t,
        ),
      );
    }
  }
  const receipt = withMoneyMark(
    withNote(
      ctx.t("tip-many-receipt", { tipper: escapeHtml(batch.payer.name) }),
      ...lines,
      batch.note ? ctx.t("tip-note", { note: escapeHtml(batch.note) }) : undefined,
    ),
    ctx.deps.accounts.isSandbox,
    ctx.t,
  );
  await withPriority("payment", () =>
    ctx.api.editMessageText(batch.chat.id, messageId, receipt, { parse_mode: "HTML" }),
  ).catch((error: unknown) =>
    // A second Confirm finds the same receipt: Telegram refuses an edit that changes nothing.
    ctx.log.info({ err: error, batch: batch.id }, "tip receipt not edited"),
  );
  if (privateLines.length > 0) {
    const voice = await ctx.deps.voices.forUser(batch.payer.id);
    await notify(
      tipEnv(ctx),
      batch.payer.id,
      withMoneyMark(
        withNote(voice.t("tip-many-failed-note"), ...privateLines),
        ctx.deps.accounts.isSandbox,
        voice.t,
      ),
    );
  }
}

/** One person's line of the receipt, and the reason for the tipper alone if it was not sent. */
function lineOf(
  ctx: BotContext,
  label: string,
  shareSat: number,
  result: IntentResult,
): { group: string; private?: string } {
  const name = escapeHtml(label);
  const amount = ctx.amount(shareSat);
  const failed = (reason: string) => ({
    group: ctx.t("tip-many-line-not-sent", { name }),
    private: ctx.tUser("tip-many-line-reason", { name, reason }),
  });
  switch (result.status) {
    case "sent":
      return { group: ctx.t("tip-many-line-sent", { name, amount }) };
    case "pledged":
      return { group: ctx.t("tip-many-line-pledged", { name, amount }) };
    case "already": {
      const state = result.operation?.state;
      if (state === "sent") return { group: ctx.t("tip-many-line-sent", { name, amount }) };
      if (state === "unknown") return { group: ctx.t("tip-many-line-unknown", { name }) };
      if (result.operation === undefined) {
        return { group: ctx.t("tip-many-line-pledged", { name, amount }) };
      }
      return { group: ctx.t("tip-many-line-not-sent", { name }) };
    }
    case "unknown":
      return { group: ctx.t("tip-many-line-unknown", { name }) };
    case "failed":
      return failed(escapeHtml(failureText(result.error, ctx.userVoice)));
    case "over_limit":
      return failed(escapeHtml(overLimitText(ctx.userVoice, result)));
    case "refused": {
      const why = result.refusal;
      if (why.reason === "funds") {
        return failed(ctx.tUser("tip-many-funds", { spendable: ctx.amountUser(why.spendableSat) }));
      }
      if (why.reason === "over_limit") return failed(escapeHtml(overLimitText(ctx.userVoice, why)));
      return failed(ctx.tUser("tip-many-reason-other"));
    }
    default:
      return failed(ctx.tUser("tip-many-reason-other"));
  }
}

/**
 * The policy of one share: a share the engine carried on by itself (the
 * sweeper, after a crash cut the /tip off) is told to the tipper in
 * private; a pledge gets its message. The receipt shows it when Confirm is
 * pressed again.
 */
export function tipManyIntentPolicy(env: Pick<PolicyEnv, "deps" | "api" | "log">): IntentPolicy {
  return {
    announce: async (outcome) => {
      if (!("intent" in outcome) || outcome.intent === undefined) return;
      const { intent } = outcome;
      if (outcome.status === "pledged") {
        await announcePledge(env, outcome.offer);
        return;
      }
      const voice = await env.deps.voices.forUser(intent.payer.id);
      const title = intent.details?.chatTitle;
      const args = {
        amount: voice.amount(intent.amountSat),
        to: escapeHtml(payeeName(intent)),
        where: escapeHtml(typeof title === "string" ? title : ""),
      };
      const text =
        outcome.status === "sent"
          ? voice.t("tip-tipper-note", args)
          : outcome.status === "failed"
            ? voice.t("tip-failed-note", {
                ...args,
                reason: escapeHtml(failureText(outcome.error, voice)),
              })
            : outcome.status === "unknown"
              ? voice.t("tip-unknown-note", args)
              : undefined;
      if (text === undefined) return;
      await notify(env, intent.payer.id, withMoneyMark(text, env.deps.accounts.isSandbox, voice.t));
    },
  };
}
