/**
 * /chipin <total> @payee <count> [by 3d] [what] in a group: all or nothing.
 * Presses are commitments and nothing moves; when the count-th member
 * commits before the deadline, the engine runs the payments, each an
 * intent from its committer's own account to the payee; at the deadline
 * without enough, nothing moves and everyone is told.
 *
 *   Commit → confirmed in the member's private chat like the payment it
 *   promises (their account, the operator's limits and their funds are
 *   checked first); bound to the account connection it was confirmed with.
 *   Withdraw takes a commitment back while the goal is not met.
 *   → the last commitment starts the payments (`chipin-start:<id>`, once),
 *   work under way of the engine: a crash resumes it (the intent sweeper).
 *   Each payment's origin is `chipin-pay:<id>:<member>:<attempt>`, claimed
 *   once; a payment that failed (a balance moved, an account disconnected)
 *   is named on the card, the payee and the organiser are told, and its
 *   member's Pay my part starts a new attempt only once the one before
 *   certainly moved nothing: nobody is charged twice.
 *   → the deadline is kept in the store and swept (a feature job), so a
 *   restart or another replica ends it.
 */
import { type Api, GrammyError, InlineKeyboard } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import type { AccountIdentity } from "../../accounts/accounts.ts";
import { usernameDirectory } from "../../accounts/members.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { refusedPress } from "../../chat/flows/card-press.ts";
import { requestEdit } from "../../chat/flows/paced-edit.ts";
import { displayName, historyName } from "../../chat/flows/people.ts";
import { inGroup, replyHint } from "../../chat/flows/transient.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withPriority } from "../../chat/outgoing-queue.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { Logger } from "../../logger.ts";
import { newOperationId } from "../../operations/ids.ts";
import type { IntentPolicy, IntentResult } from "../../operations/intents.ts";
import { memberRoute } from "../../operations/payees.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import type { Services } from "../../services.ts";
import type { Store } from "../../storage/types.ts";
import { amountInputReason } from "../../wording/amounts.ts";
import { failureText } from "../../wording/failures.ts";

/** The kind of a chip-in's payment intents, and of its run (work under way). */
export const CHIPIN_KIND = "chipin";
/** Callback data: `chip:<c|w|p|y|n>:<id>`: Commit, Withdraw, Pay my part, and the private Confirm / Cancel. */
export const CHIPIN_DATA = /^chip:([cwpyn]):([A-Za-z0-9_-]{22})$/;
/** How long a chip-in is kept: 30 days. */
const KEEP_MS = 30 * 24 * 60 * 60_000;
/** The deadline when none is written: a day. */
const DEFAULT_DEADLINE_MS = 24 * 60 * 60_000;
/** The longest deadline: 30 days. */
const MAX_DEADLINE_MS = 30 * 24 * 60 * 60_000;
/** Most commitments one chip-in may need. */
const MAX_COUNT = 50;
const MAX_NOTE = 200;

type CommitState = "committed" | "paid" | "failed" | "unknown";

interface Committer {
  id: number;
  name: string;
  handle: string;
  state: CommitState;
  /** The account connection the commitment was confirmed with: paid from that one only. */
  account: AccountIdentity | null;
  attempt: number;
}

interface ChipIn {
  v: 1;
  id: string;
  chatId: number;
  chatTitle: string;
  messageId?: number | undefined;
  organiser: { id: number; name: string; handle: string };
  payee: { id: number; name: string; handle: string };
  shareSat: number;
  count: number;
  note?: string | undefined;
  deadline: number;
  committers: Committer[];
  /** open → running (the goal met, payments going out) → done; or expired. */
  state: "open" | "running" | "done" | "expired";
}

/** What the chip-in's flows need of the running bot. */
export interface ChipInEnv {
  deps: Services;
  api: Api;
  log: Logger;
}

class ChipIns {
  readonly #store: Store;
  constructor(store: Store) {
    this.#store = store;
  }
  #records() {
    return this.#store.keyv<ChipIn>("chipins");
  }
  #open() {
    return this.#store.keyv<Record<string, number>>("chipins-open");
  }
  get(id: string): Promise<ChipIn | undefined> {
    return this.#records().get(id);
  }
  async create(chipin: ChipIn): Promise<void> {
    await this.#records().set(chipin.id, chipin, KEEP_MS);
    await this.#changeOpen((open) => ({ ...open, [chipin.id]: chipin.deadline }));
  }
  /** Changes the chip-in under its lock; `change` returns the new record or undefined. */
  async update(
    id: string,
    change: (c: ChipIn) => Promise<ChipIn | undefined> | ChipIn | undefined,
  ): Promise<ChipIn | undefined> {
    const after = await this.#store.withLock(
      `chipin:${id}`,
      async () => {
        const chipin = await this.get(id);
        if (!chipin) return undefined;
        const changed = await change(chipin);
        if (!changed) return chipin;
        await this.#records().set(id, changed, KEEP_MS);
        return changed;
      },
      { waitMs: 15_000, leaseMs: 30_000 },
    );
    if (after && after.state !== "open") {
      await this.#changeOpen((open) => {
        const { [id]: _gone, ...rest } = open;
        return rest;
      });
    }
    return after;
  }
  /** The open chip-ins whose deadline passed. */
  async due(now: number): Promise<string[]> {
    const open = (await this.#open().get("all")) ?? {};
    return Object.entries(open)
      .filter(([, deadline]) => deadline <= now)
      .map(([id]) => id);
  }
  async #changeOpen(
    change: (open: Record<string, number>) => Record<string, number>,
  ): Promise<void> {
    await this.#store.withLock(
      "chipins-open",
      async () => {
        const open = (await this.#open().get("all")) ?? {};
        await this.#open().set("all", change(open), KEEP_MS);
      },
      { waitMs: 10_000, leaseMs: 5_000 },
    );
  }
}

/** `by 3d`, `by 12h`, `by 90m` at the start of `text`: the deadline's length and what follows. */
function readDeadline(text: string): { ms: number; rest: string } | undefined {
  const match = /^by\s+(\d{1,4})\s*([mhd])\b\s*/i.exec(text.trim());
  if (!match) return undefined;
  const unit = (match[2] ?? "h").toLowerCase();
  const ms = Number(match[1]) * (unit === "d" ? 86_400_000 : unit === "h" ? 3_600_000 : 60_000);
  return { ms, rest: text.trim().slice(match[0].length) };
}

/** The /chipin command and its buttons. */
export const chipinFeature = new Composer<BotContext>();

chipinFeature.command("chipin", async (ctx) => {
  if (!inGroup(ctx)) {
    await ctx.reply(ctx.t("chipin-in-private"), { parse_mode: "HTML" });
    return;
  }
  if (ctx.msg.sender_chat || !ctx.from) {
    await replyHint(ctx, ctx.t("split-anonymous"));
    return;
  }
  const { deps } = ctx;
  const commandKey = `chipin-command:${ctx.chat.id}:${ctx.msg.message_id}`;
  const earlier = await deps.steps.takenWith(commandKey);
  const book = new ChipIns(deps.store);
  if (earlier !== undefined) {
    const chipin = await book.get(earlier);
    if (chipin && chipin.messageId === undefined) await postCard(ctx, chipin);
    return;
  }
  const maxSat = Number.MAX_SAFE_INTEGER;
  const taken = await takeAmountInput(ctx.match, {
    maxSat,
    voice: ctx.userVoice,
    prices: deps.prices,
  });
  if (!taken) {
    await replyHint(ctx, ctx.t("chipin-usage"));
    return;
  }
  if (!taken.input.ok) {
    await replyHint(ctx, escapeHtml(amountInputReason(taken.input, maxSat, ctx.voice)));
    return;
  }
  const words = /^@([A-Za-z0-9_]{3,32})\s+(\d{1,3})\b\s*/.exec(taken.rest.trim());
  if (!words) {
    await replyHint(ctx, ctx.t("chipin-usage"));
    return;
  }
  const count = Number(words[2]);
  let rest = taken.rest.trim().slice(words[0].length);
  const deadline = readDeadline(rest);
  if (deadline) rest = deadline.rest;
  const seen = await usernameDirectory(deps.store).resolve(words[1] ?? "");
  if (!seen || (await memberRoute(deps, seen.id)).via === "none") {
    await replyHint(ctx, ctx.t("chipin-payee-unknown", { username: escapeHtml(words[1] ?? "") }));
    return;
  }
  const shareSat = Math.floor(taken.input.sat / Math.max(1, count));
  if (count < 1 || count > MAX_COUNT || shareSat < 1) {
    await replyHint(ctx, ctx.t("chipin-bad-count", { max: MAX_COUNT }));
    return;
  }
  const chipin: ChipIn = {
    v: 1,
    id: newOperationId(),
    chatId: ctx.chat.id,
    chatTitle: ctx.chat.title ?? "",
    organiser: { id: ctx.from.id, name: displayName(ctx.from), handle: historyName(ctx.from) },
    payee: {
      id: seen.id,
      name: seen.firstName
        ? displayName({ first_name: seen.firstName, last_name: seen.lastName ?? "" })
        : `@${words[1]}`,
      handle: `@${seen.username ?? words[1]}`,
    },
    shareSat,
    count,
    note: rest.slice(0, MAX_NOTE) || undefined,
    deadline: deps.now() + Math.min(MAX_DEADLINE_MS, deadline?.ms ?? DEFAULT_DEADLINE_MS),
    committers: [],
    state: "open",
  };
  await book.create(chipin);
  if (!(await deps.steps.take(commandKey, chipin.id, KEEP_MS))) return;
  await postCard(ctx, chipin);
});

chipinFeature.callbackQuery(CHIPIN_DATA, async (ctx) => {
  const [, action = "", id = ""] = ctx.match;
  const { deps } = ctx;
  const book = new ChipIns(deps.store);
  const chipin = await book.get(id);
  if (!chipin) {
    await answer(ctx, ctx.tUser("chipin-answer-gone"), true);
    return;
  }
  const env = envOf(ctx);
  const from = ctx.from;
  if (action === "y" || action === "n") {
    await decideCommitment(ctx, chipin, action === "y");
    return;
  }
  if (
    await refusedPress(
      ctx,
      { chatId: chipin.chatId, messageId: chipin.messageId },
      { membersOnly: true },
    )
  ) {
    return;
  }
  if (action === "w") {
    let text = "chipin-answer-not-committed";
    await book.update(id, (c) => {
      if (c.state !== "open") {
        text = "chipin-answer-too-late";
        return undefined;
      }
      if (!c.committers.some((m) => m.id === from.id)) return undefined;
      text = "chipin-answer-withdrawn";
      return { ...c, committers: c.committers.filter((m) => m.id !== from.id) };
    });
    await answer(ctx, ctx.tUser(text), false);
    showChipIn(env, id);
    return;
  }
  if (action === "p") {
    const result = await payAgain(env, id, from.id);
    await answer(ctx, ctx.tUser(result), result !== "chipin-answer-paid");
    return;
  }
  // Commit: checked like the payment it promises, then confirmed in private.
  if (chipin.state !== "open") {
    await answer(ctx, ctx.tUser("chipin-answer-too-late"), true);
    return;
  }
  if (chipin.committers.some((m) => m.id === from.id)) {
    await answer(ctx, ctx.tUser("chipin-answer-committed"), false);
    return;
  }
  if (from.id === chipin.payee.id) {
    await answer(ctx, ctx.tUser("chipin-answer-own"), true);
    return;
  }
  const refusal = await deps.intents.checkSendable(from.id, chipin.shareSat);
  if (refusal) {
    await answer(
      ctx,
      ctx.tUser("chipin-answer-cannot", { amount: ctx.amountUser(chipin.shareSat) }),
      true,
    );
    return;
  }
  const t = ctx.tUser;
  try {
    await ctx.api.sendMessage(
      from.id,
      withMoneyMark(
        t("chipin-confirm", {
          amount: ctx.amountUser(chipin.shareSat),
          payee: escapeHtml(chipin.payee.name),
          count: chipin.count,
          what: chipin.note ? escapeHtml(chipin.note) : t("chipin-no-note"),
          chat: escapeHtml(chipin.chatTitle),
        }),
        deps.accounts.isSandbox,
        t,
      ),
      {
        parse_mode: "HTML",
        reply_markup: new InlineKeyboard()
          .text(t("chipin-confirm-label"), `chip:y:${id}`)
          .text(t("common-cancel"), `chip:n:${id}`),
      },
    );
  } catch (error) {
    if (!(error instanceof GrammyError && error.error_code === 403)) throw error;
    await ctx
      .answerCallbackQuery({ url: `https://t.me/${ctx.me.username}?start=connect` })
      .catch(() => undefined);
    return;
  }
  await answer(ctx, ctx.tUser("chipin-answer-confirm-sent"), false);
});

function envOf(ctx: BotContext): ChipInEnv {
  return { deps: ctx.deps, api: ctx.api, log: ctx.log };
}

/** Commit or Cancel pressed in private: a commitment is added once, while the chip-in is open. */
async function decideCommitment(ctx: BotContext, chipin: ChipIn, commit: boolean): Promise<void> {
  const from = ctx.from;
  if (!from) return;
  const done = async (text: string) => {
    await answer(ctx, ctx.tUser(text), false);
    await ctx.editMessageReplyMarkup().catch(() => undefined);
  };
  if (!commit) {
    await done("common-cancelled");
    return;
  }
  const account = await ctx.deps.accounts.findExisting(from.id);
  if (!account) {
    await done("chipin-answer-cannot-plain");
    return;
  }
  let outcome = "chipin-answer-too-late";
  let reached = false;
  await new ChipIns(ctx.deps.store).update(chipin.id, (c) => {
    if (c.state !== "open") return undefined;
    if (c.committers.some((m) => m.id === from.id)) {
      outcome = "chipin-answer-committed";
      return undefined;
    }
    if (c.committers.length >= c.count) return undefined;
    outcome = "chipin-answer-committed-now";
    const committers = [
      ...c.committers,
      {
        id: from.id,
        name: displayName(from),
        handle: historyName(from),
        state: "committed" as const,
        account: account.identity,
        attempt: 0,
      },
    ];
    reached = committers.length >= c.count;
    return { ...c, committers, state: reached ? "running" : "open" };
  });
  await done(outcome);
  const env = envOf(ctx);
  showChipIn(env, chipin.id);
  if (reached) await startPayments(env, chipin.id);
}

/** The goal is met: the payments go out, once (a redelivery or a crash carries the same run on). */
async function startPayments(env: ChipInEnv, id: string): Promise<void> {
  if (!(await env.deps.steps.take(`chipin-start:${id}`, "started", KEEP_MS))) return;
  await env.deps.intents.runWork(CHIPIN_KIND, id, () => runPayments(env, id));
}

/** Each committed payment in turn, then the end: the card, the payee's and organiser's notes. */
async function runPayments(env: ChipInEnv, id: string): Promise<void> {
  const book = new ChipIns(env.deps.store);
  const chipin = await book.get(id);
  if (!chipin) return;
  for (const committer of chipin.committers) {
    if (committer.state !== "committed") continue;
    await payOne(env, chipin, committer);
  }
  const after = await book.update(id, (c) =>
    c.state === "running" ? { ...c, state: "done" } : undefined,
  );
  showChipIn(env, id);
  if (after) await tellEnd(env, after);
}

/** One committer's payment: an intent to the payee, from the account they committed with. */
async function payOne(env: ChipInEnv, chipin: ChipIn, committer: Committer): Promise<CommitState> {
  const result = await env.deps.intents.submit({
    kind: CHIPIN_KIND,
    payer: { id: committer.id, name: committer.name, handle: committer.handle },
    payee: { type: "member", person: { ...chipin.payee } },
    amountSat: chipin.shareSat,
    origin: originOf(chipin, committer),
    chatId: chipin.chatId,
    // The commitment was the confirmation, with this account connection.
    confirm: "opted_in",
    fundsFirst: false,
    askedWith: committer.account,
    description: (
      chipin.note ??
      `${(await env.deps.voices.forGroup(chipin.chatId)).t("chipin-no-note")} (${chipin.chatTitle})`
    ).slice(0, MAX_NOTE),
    countOnBoard: true,
    details: { chipinId: chipin.id, member: committer.id },
  });
  const state = stateOf(result);
  await new ChipIns(env.deps.store).update(chipin.id, (c) => ({
    ...c,
    committers: c.committers.map((m) => (m.id === committer.id ? { ...m, state } : m)),
  }));
  env.log.info({ chipin_id: chipin.id, member: committer.id, state }, "chip-in payment decided");
  if (state === "failed") await tellFailed(env, chipin, committer.id, result);
  showChipIn(env, chipin.id);
  return state;
}

function originOf(chipin: ChipIn, committer: Committer): string {
  return `chipin-pay:${chipin.id}:${committer.id}:${committer.attempt}`;
}

function stateOf(result: IntentResult): CommitState {
  switch (result.status) {
    case "sent":
      return "paid";
    case "already":
      if (result.operation?.state === "sent") return "paid";
      if (result.operation?.state === "failed" || !result.operation) return "failed";
      return "unknown";
    case "unknown":
      return "unknown";
    default:
      return "failed";
  }
}

/**
 * Pay my part, for a member whose payment failed: a new attempt only once
 * the one before certainly moved nothing (never a second payment).
 */
async function payAgain(env: ChipInEnv, id: string, userId: number): Promise<string> {
  let retry: { chipin: ChipIn; committer: Committer } | undefined;
  let text = "chipin-answer-not-committed";
  await new ChipIns(env.deps.store).update(id, async (c) => {
    const committer = c.committers.find((m) => m.id === userId);
    if (!committer || c.state !== "done") return undefined;
    if (committer.state === "paid") {
      text = "chipin-answer-paid";
      return undefined;
    }
    if (committer.state === "unknown") {
      text = "split-answer-in-doubt";
      return undefined;
    }
    const earlier = await env.deps.intents.resumeOrigin(originOf(c, committer));
    if (earlier && stateOf(earlier) !== "failed") {
      text = stateOf(earlier) === "paid" ? "chipin-answer-paid" : "split-answer-in-doubt";
      return undefined;
    }
    const account = await env.deps.accounts.findExisting(userId);
    const next: Committer = {
      ...committer,
      attempt: committer.attempt + 1,
      state: "committed",
      account: account?.identity ?? null,
    };
    retry = { chipin: c, committer: next };
    return { ...c, committers: c.committers.map((m) => (m.id === userId ? next : m)) };
  });
  if (!retry) return text;
  const { chipin, committer } = retry as { chipin: ChipIn; committer: Committer };
  const state = await payOne(env, chipin, committer);
  if (state === "paid") {
    const now = await new ChipIns(env.deps.store).get(id);
    if (now) await tellPaidLate(env, now, committer);
  }
  return state === "paid" ? "chipin-answer-paid" : "chipin-answer-failed-again";
}

/** The deadline passed without enough commitments: nothing moves, everyone is told (the sweep's). */
export async function expireChipIns(env: ChipInEnv): Promise<number> {
  const book = new ChipIns(env.deps.store);
  let ended = 0;
  for (const id of await book.due(env.deps.now())) {
    let expired: ChipIn | undefined;
    await book.update(id, (c) => {
      if (c.state !== "open") return undefined;
      expired = { ...c, state: "expired" };
      return expired;
    });
    if (!expired) continue;
    ended++;
    showChipIn(env, id);
    const chipin = expired as ChipIn;
    for (const person of [chipin.organiser, ...chipin.committers]) {
      if (!(await env.deps.steps.take(`chipin-expired:${id}:${person.id}`, "told", KEEP_MS)))
        continue;
      const voice = await env.deps.voices.forUser(person.id);
      await notify(
        env,
        person.id,
        voice.t("chipin-expired-note", {
          what: chipin.note ? escapeHtml(chipin.note) : voice.t("chipin-no-note"),
          chat: escapeHtml(chipin.chatTitle),
          committed: chipin.committers.length,
          count: chipin.count,
        }),
        voice,
      );
    }
  }
  return ended;
}

/** The payee's and organiser's one note when the payments are done (paid, and who failed). */
async function tellEnd(env: ChipInEnv, chipin: ChipIn): Promise<void> {
  const paid = chipin.committers.filter((m) => m.state === "paid");
  const failed = chipin.committers.filter((m) => m.state !== "paid");
  const people =
    chipin.organiser.id === chipin.payee.id ? [chipin.payee] : [chipin.payee, chipin.organiser];
  for (const person of people) {
    if (!(await env.deps.steps.take(`chipin-end:${chipin.id}:${person.id}`, "told", KEEP_MS)))
      continue;
    const voice = await env.deps.voices.forUser(person.id);
    const lines = [
      voice.t("chipin-end-note", {
        what: chipin.note ? escapeHtml(chipin.note) : voice.t("chipin-no-note"),
        chat: escapeHtml(chipin.chatTitle),
        payee: escapeHtml(chipin.payee.name),
        paid: paid.length,
        count: chipin.count,
        amount: voice.amount(paid.length * chipin.shareSat),
      }),
    ];
    if (failed.length > 0) {
      lines.push(
        voice.t("chipin-end-failed", { names: voice.list(failed.map((m) => escapeHtml(m.name))) }),
      );
    }
    await notify(env, person.id, lines.join("\n"), voice);
  }
}

/** A committer whose payment failed hears why, privately (their figures are theirs). */
async function tellFailed(
  env: ChipInEnv,
  chipin: ChipIn,
  userId: number,
  result: IntentResult,
): Promise<void> {
  const voice = await env.deps.voices.forUser(userId);
  const reason =
    result.status === "failed"
      ? failureText(result.error, voice)
      : result.status === "refused" && result.refusal.reason === "no_account"
        ? voice.t("chipin-reason-no-account")
        : voice.t("chipin-reason-refused");
  await notify(
    env,
    userId,
    voice.t("chipin-failed-note", {
      amount: voice.amount(chipin.shareSat),
      payee: escapeHtml(chipin.payee.name),
      chat: escapeHtml(chipin.chatTitle),
      reason: escapeHtml(reason),
    }),
    voice,
  );
}

/** A failed part paid on a second try: the payee hears of it. */
async function tellPaidLate(env: ChipInEnv, chipin: ChipIn, committer: Committer): Promise<void> {
  if (!(await env.deps.steps.take(`chipin-late:${chipin.id}:${committer.id}`, "told", KEEP_MS)))
    return;
  const voice = await env.deps.voices.forUser(chipin.payee.id);
  await notify(
    env,
    chipin.payee.id,
    voice.t("chipin-late-note", {
      name: escapeHtml(committer.name),
      amount: voice.amount(chipin.shareSat),
      chat: escapeHtml(chipin.chatTitle),
    }),
    voice,
  );
}

async function notify(env: ChipInEnv, userId: number, html: string, voice: Voice): Promise<void> {
  await withPriority("notification", () =>
    env.api.sendMessage(userId, withMoneyMark(html, env.deps.accounts.isSandbox, voice.t), {
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    }),
  ).catch((error: unknown) =>
    env.log.info({ err: error, user_id: userId }, "could not send a chip-in note"),
  );
}

async function postCard(ctx: BotContext, chipin: ChipIn): Promise<void> {
  const card = chipInCard(chipin, ctx.voice, ctx.deps.accounts.isSandbox);
  const message = await ctx.reply(card.html, {
    parse_mode: "HTML",
    reply_parameters: { message_id: ctx.msg?.message_id ?? 0, allow_sending_without_reply: true },
    reply_markup: card.keyboard,
  });
  await new ChipIns(ctx.deps.store).update(chipin.id, (c) => ({
    ...c,
    messageId: message.message_id,
  }));
}

/** Brings the card up to date (paced, within the group's budget); never throws. */
function showChipIn(env: ChipInEnv, id: string): void {
  const shown = (async () => {
    const chipin = await new ChipIns(env.deps.store).get(id);
    if (chipin?.messageId === undefined) return;
    await withPriority("notification", () =>
      requestEdit(
        env.api,
        env.deps,
        { key: `chipin:${id}`, chatId: chipin.chatId, messageId: chipin.messageId ?? 0 },
        async () => {
          const now = await new ChipIns(env.deps.store).get(id);
          if (!now) return undefined;
          return chipInCard(
            now,
            await env.deps.voices.forGroup(now.chatId),
            env.deps.accounts.isSandbox,
          );
        },
      ),
    );
  })().catch((error: unknown) =>
    env.log.warn({ err: error, chipin_id: id }, "could not update a chip-in's card"),
  );
  void env.deps.activity.track(shown);
}

/** The card: what, for whom, how many committed (names), and how it ended. No one's figures. */
function chipInCard(
  chipin: ChipIn,
  voice: Voice,
  sandbox: boolean,
): { html: string; keyboard: InlineKeyboardMarkup } {
  const { t } = voice;
  const names = (state?: CommitState) =>
    voice.list(
      chipin.committers
        .filter((m) => state === undefined || m.state === state)
        .map((m) => escapeHtml(m.name)),
    );
  const lines = [
    t("chipin-card", {
      what: chipin.note ? escapeHtml(chipin.note) : t("chipin-no-note"),
      payee: escapeHtml(chipin.payee.name),
      count: chipin.count,
      share: voice.sat(chipin.shareSat),
    }),
    t("chipin-card-committed", { committed: chipin.committers.length, count: chipin.count }) +
      (chipin.committers.length > 0 ? ` ${names()}` : ""),
  ];
  if (chipin.state === "open")
    lines.push(t("chipin-card-deadline", { deadline: voice.dateTime(chipin.deadline) }));
  if (chipin.state === "running") lines.push(t("chipin-card-running"));
  if (chipin.state === "done") {
    const paid = chipin.committers.filter((m) => m.state === "paid").length;
    lines.push(t("chipin-card-done", { paid, count: chipin.committers.length }));
    const failed = names("failed");
    if (failed) lines.push(t("chipin-card-failed", { names: failed }));
    const unknown = names("unknown");
    if (unknown) lines.push(t("chipin-card-unknown", { names: unknown }));
  }
  if (chipin.state === "expired") lines.push(t("chipin-card-expired"));
  const id = chipin.id;
  let keyboard: InlineKeyboardMarkup = { inline_keyboard: [] };
  if (chipin.state === "open") {
    keyboard = {
      inline_keyboard: [
        [
          { text: t("chipin-button-commit"), callback_data: `chip:c:${id}` },
          { text: t("chipin-button-withdraw"), callback_data: `chip:w:${id}` },
        ],
      ],
    };
  } else if (chipin.state === "done" && chipin.committers.some((m) => m.state === "failed")) {
    keyboard = {
      inline_keyboard: [[{ text: t("chipin-button-pay"), callback_data: `chip:p:${id}` }]],
    };
  }
  return { html: withMoneyMark(lines.join("\n"), sandbox, t), keyboard };
}

async function answer(ctx: BotContext, text: string, alert: boolean): Promise<void> {
  const plain = text.replace(/<[^>]*>/g, "").slice(0, 200);
  await ctx
    .answerCallbackQuery({ text: plain, ...(alert ? { show_alert: true } : {}) })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "callback already answered"));
}

/** The chip-in's intent policy: a run a crash cut off is resumed from the store. */
export function chipinIntentPolicy(env: ChipInEnv): IntentPolicy {
  return {
    pledgeAllowed: false,
    resume: async (id) => {
      const chipin = await new ChipIns(env.deps.store).get(id);
      if (chipin?.state !== "running") return;
      await runPayments(env, id);
    },
  };
}
