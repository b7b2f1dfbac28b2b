/**
 * /raffle <total> <winners> <duration> [conditions] [note] in a group: a
 * total shared among winners drawn at a set time from the members who
 * pressed Enter, by a draw anyone can check (draw.ts), each winner paid
 * from the creator's own account.
 *
 *   /raffle → the plan with Start / Cancel, only the creator may press
 *   them, bound to the account connection it was asked for
 *   → Start (one-use: `raffle-start:<id>`) posts nothing new: the question
 *   becomes the card (prize, draw time, conditions, entrants, the
 *   commitment to the seed) with Enter and Cancel
 *   → Enter: the presser's conditions are checked and they are added once
 *   (under the raffle's store lock); the answer is on the press only
 *   → at the draw time the feature's sweep draws it once (`raffle-draw:<id>`,
 *   which the creator's Cancel takes too, so a cancelled raffle is never
 *   drawn); a bot that was down at that time draws on start, saying so
 *   → the payouts are intents of the engine (`raffle-intent:<id>:<winner>`),
 *   in draw order, listed as work under way: a crash mid-way is carried on
 *   from the store by the intent sweeper; a winner who cannot receive yet
 *   gets a pledge; the creator's funds or limits running out stop them, the
 *   card saying who was not paid and the creator told why, in private.
 */
import { type Api, InlineKeyboard } from "grammy";
import { type AccountIdentity, stillConnected } from "../../accounts/accounts.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { askCaptcha, captcha, captchaPassed } from "../../chat/flows/captcha.ts";
import { refusedPress } from "../../chat/flows/card-press.ts";
import {
  type Conditions,
  conditionLines,
  conditionRefusal,
  conditionsProblem,
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
import type { Logger } from "../../logger.ts";
import { crashPoint } from "../../operations/crash-points.ts";
import { newOperationId } from "../../operations/ids.ts";
import type { IntentPolicy, IntentResult } from "../../operations/intents.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import type { Services } from "../../services.ts";
import { amountInputReason } from "../../wording/amounts.ts";
import {
  commitmentOf,
  drawWinners,
  MAX_DRAW_MS,
  MAX_WINNERS,
  MIN_DRAW_MS,
  newSeed,
  parseRaffleArguments,
  shareOf,
} from "./draw.ts";

/** The kind of a raffle's payout intents, and of its draw as work under way. */
const RAFFLE_KIND = "raffle";
/** Longest note kept with a raffle. */
const MAX_NOTE = 200;
/** How long the creator has to press Start. */
const CONFIRM_MS = 15 * 60_000;
/** How long a raffle is kept after its draw time (beyond any redelivery or late look). */
const KEEP_AFTER_MS = 7 * 24 * 60 * 60_000;
/** A draw this long after its time says it was drawn late (the sweep looks every 2 s while up). */
const LATE_MS = 5 * 60_000;

/** Button data: Start / Cancel of the plan, Enter / Cancel of the card. */
const START = /^rf:ok:([A-Za-z0-9_-]{22})$/;
const DROP = /^rf:no:([A-Za-z0-9_-]{22})$/;
export const RAFFLE_ENTER = /^rf:e:([A-Za-z0-9_-]{22})$/;
const END = /^rf:x:([A-Za-z0-9_-]{22})$/;

type WinnerState = "pending" | "sent" | "pledged" | "failed" | "unknown" | "not_sent";

interface Entrant {
  id: number;
  name: string;
  handle: string;
}

interface Winner extends Entrant {
  state: WinnerState;
  claimLink?: string | undefined;
}

/** A raffle, from its question to its last payout. */
export interface Raffle {
  id: string;
  creatorId: number;
  creatorName: string;
  creatorHandle: string;
  chatId: number;
  chatTitle: string;
  chatType: string;
  linkBase: string | undefined;
  messageId: number;
  totalSat: number;
  shareSat: number;
  winners: number;
  durationMs: number;
  conditions: Conditions;
  note: string | undefined;
  /** Secret until the draw. */
  seed: string;
  commitment: string;
  proposedAt: number;
  /** Set by Start: the draw time. */
  drawAt?: number | undefined;
  payerAccount: AccountIdentity | null;
  state: "asked" | "open" | "cancelled" | "drawn" | "void";
  entrants: number;
  drawnAt?: number | undefined;
  cutoff?: string | undefined;
  results?: Winner[] | undefined;
  stopped?: "payer_out" | "unknown" | undefined;
  finished?: boolean | undefined;
}

function raffles(deps: Services) {
  return deps.store.keyv<Raffle>("raffles");
}

function entrantLists(deps: Services) {
  return deps.store.keyv<Entrant[]>("raffle-entrants");
}

/** Open raffles by draw time: what the draw sweep reads. Changed under the lock of the same name. */
function openIndex(deps: Services) {
  return deps.store.keyv<Record<string, number>>("raffle-index");
}

const INDEX_KEY = "open";

async function changeIndex(
  deps: Services,
  change: (index: Record<string, number>) => void,
): Promise<void> {
  await deps.store.withLock("raffle-index", async () => {
    const index = (await openIndex(deps).get(INDEX_KEY)) ?? {};
    change(index);
    await openIndex(deps).set(INDEX_KEY, index);
  });
}

function keepMs(raffle: Raffle, now: number): number {
  return Math.max(60_000, (raffle.drawAt ?? raffle.proposedAt + CONFIRM_MS) - now + KEEP_AFTER_MS);
}

/** The /raffle command, its buttons and its captcha. */
export const raffleFeature = new Composer<BotContext>();

raffleFeature.command("raffle", async (ctx) => {
  if (ctx.chat.type !== "group" && ctx.chat.type !== "supergroup") {
    await ctx.reply(ctx.t("raffle-in-private"), { parse_mode: "HTML" });
    return;
  }
  if (ctx.msg.sender_chat || !ctx.from) {
    await replyHint(ctx, ctx.t("raffle-anonymous"));
    return;
  }
  const creator = ctx.from;
  const { deps } = ctx;
  const usage = () =>
    replyHint(ctx, ctx.t("raffle-usage", { max: MAX_WINNERS, days: MAX_DRAW_MS / 86_400_000 }));
  const maxSat = deps.config.limits.maxPaymentSat * MAX_WINNERS;
  const taken = await takeAmountInput(ctx.match, {
    maxSat,
    voice: ctx.userVoice,
    prices: deps.prices,
  });
  if (!taken) {
    await usage();
    return;
  }
  if (!taken.input.ok) {
    await replyHint(ctx, escapeHtml(amountInputReason(taken.input, maxSat, ctx.voice)));
    return;
  }
  const parsed = parseRaffleArguments(taken.rest);
  if (!parsed.ok) {
    if (parsed.reason === "winners") {
      await replyHint(ctx, ctx.t("raffle-bad-winners", { max: MAX_WINNERS }));
    } else if (parsed.reason === "duration") {
      await replyHint(
        ctx,
        ctx.t("raffle-bad-duration", {
          min: MIN_DRAW_MS / 60_000,
          days: MAX_DRAW_MS / 86_400_000,
        }),
      );
    } else if (parsed.reason === "condition") {
      await replyHint(ctx, ctx.t("condition-bad", { word: escapeHtml(parsed.detail ?? "") }));
    } else {
      await usage();
    }
    return;
  }
  const totalSat = taken.input.sat;
  const shareSat = shareOf(totalSat, parsed.winners);
  if (shareSat < 1) {
    await replyHint(
      ctx,
      ctx.t("raffle-share-too-small", { total: ctx.amount(totalSat), count: parsed.winners }),
    );
    return;
  }
  if (shareSat > deps.config.limits.maxPaymentSat) {
    await replyHint(
      ctx,
      ctx.t("raffle-share-too-large", { max: ctx.amount(deps.config.limits.maxPaymentSat) }),
    );
    return;
  }
  const account = await deps.accounts.find(creator.id);
  if (!account) {
    await replyHint(ctx, ctx.t("common-no-account"));
    return;
  }
  const problem = await conditionsProblem(ctx, parsed.conditions);
  if (problem) {
    await replyHint(ctx, problem);
    return;
  }
  // A redelivered /raffle asks no second question.
  if (
    !(await deps.steps.take(
      `raffle-command:${ctx.chat.id}:${ctx.msg.message_id}`,
      String(deps.now()),
      2 * 24 * 60 * 60_000,
    ))
  ) {
    ctx.log.info("raffle command seen before: not asked again");
    return;
  }
  const id = newOperationId();
  const { seed, commitment } = newSeed();
  const raffle: Raffle = {
    id,
    creatorId: creator.id,
    creatorName: displayName(creator),
    creatorHandle: historyName(creator),
    chatId: ctx.chat.id,
    chatTitle: ctx.chat.title,
    chatType: ctx.chat.type,
    linkBase: messageLinkBase(ctx.chat),
    messageId: 0,
    totalSat,
    shareSat,
    winners: parsed.winners,
    durationMs: parsed.durationMs,
    conditions: parsed.conditions,
    note: parsed.note.slice(0, MAX_NOTE) || undefined,
    seed,
    commitment,
    proposedAt: deps.now(),
    payerAccount: account.identity,
    state: "asked",
    entrants: 0,
  };
  const lines = [
    ctx.t("raffle-confirm", {
      creator: escapeHtml(raffle.creatorName),
      total: ctx.amount(shareSat * parsed.winners),
      count: parsed.winners,
      share: ctx.amount(shareSat),
      duration: durationText(ctx.voice, parsed.durationMs),
    }),
    ...conditionLines(ctx.voice, parsed.conditions),
  ];
  if (shareSat * parsed.winners < totalSat) lines.push(ctx.t("raffle-confirm-remainder"));
  if (raffle.note) lines.push(ctx.t("raffle-note", { note: escapeHtml(raffle.note) }));
  const question = await ctx.reply(
    withMoneyMark(lines.join("\n"), deps.accounts.isSandbox, ctx.t),
    {
      parse_mode: "HTML",
      reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
      reply_markup: new InlineKeyboard()
        .text(ctx.t("raffle-start-label"), `rf:ok:${id}`)
        .text(ctx.t("common-cancel"), `rf:no:${id}`),
    },
  );
  raffle.messageId = question.message_id;
  await raffles(deps).set(id, raffle, keepMs(raffle, deps.now()));
  // Listed from its question on: the sweep looks at it once the question expires (a Start whose
  // handler died is opened then; an unanswered question is dropped).
  await changeIndex(deps, (index) => {
    index[id] = raffle.proposedAt + CONFIRM_MS;
  });
});

raffleFeature.callbackQuery([START, DROP], async (ctx) => {
  const start = START.test(ctx.callbackQuery.data);
  const id = (start ? START : DROP).exec(ctx.callbackQuery.data)?.[1] ?? "";
  const { deps } = ctx;
  const raffle = await raffles(deps).get(id);
  if (!raffle) {
    await answer(ctx, ctx.tUser("raffle-answer-stale"));
    await ctx.editMessageReplyMarkup().catch(() => undefined);
    return;
  }
  if (await refusedPress(ctx, { chatId: raffle.chatId, messageId: raffle.messageId })) return;
  if (ctx.from.id !== raffle.creatorId) {
    await answer(ctx, ctx.tUser("common-not-your-button"), true);
    return;
  }
  const startKey = `raffle-start:${id}`;
  const keep = keepMs(raffle, deps.now());
  if (!start) {
    if (!(await deps.steps.take(startKey, "cancelled", keep))) {
      await answer(ctx, ctx.tUser("raffle-answer-decided"));
      return;
    }
    await answer(ctx, ctx.tUser("common-cancelled"));
    await ctx
      .editMessageText(ctx.t("raffle-cancelled"), { reply_markup: { inline_keyboard: [] } })
      .catch(() => undefined);
    removeInGroupLater(ctx, ctx.callbackQuery.message);
    return;
  }
  const stale = deps.now() - raffle.proposedAt > CONFIRM_MS;
  const now = await deps.accounts.find(raffle.creatorId);
  const changed = !stale && !stillConnected(raffle.payerAccount, now?.identity);
  const verdict = stale ? "expired" : changed ? "account_changed" : "started";
  if (!(await deps.steps.take(startKey, verdict, keep))) {
    const earlier = await deps.steps.takenWith(startKey);
    if (earlier !== "started") {
      await answer(ctx, ctx.tUser("raffle-answer-decided"));
      return;
    }
    // Started by a press whose handler died before the card: finish opening it.
    ctx.log.info({ raffle_id: id }, "opening a started raffle again after redelivery");
  } else if (verdict !== "started") {
    await answer(
      ctx,
      ctx.tUser(stale ? "raffle-answer-stale" : "confirm-account-changed-answer"),
      changed,
    );
    await ctx.editMessageReplyMarkup().catch(() => undefined);
    return;
  }
  await answer(ctx, ctx.tUser("raffle-answer-started"));
  await openStarted(ctx.api, deps, raffle);
});

/**
 * Opens a raffle whose Start was taken: its draw time fixed, listed for the
 * draw, its card shown. Called by Start, and by the sweep for a Start whose
 * handler died after taking it (the raffle is listed from its question on,
 * to be looked at once the question expires).
 */
async function openStarted(api: Api, deps: Services, raffle: Raffle): Promise<void> {
  const { id } = raffle;
  const opened = await deps.store.withLock(`raffle:${id}`, async () => {
    const now = await raffles(deps).get(id);
    if (!now) return undefined;
    if (now.state === "asked") {
      now.state = "open";
      now.drawAt = deps.now() + now.durationMs;
      await raffles(deps).set(id, now, keepMs(now, deps.now()));
    }
    return now;
  });
  if (opened?.state !== "open" || opened.drawAt === undefined) return;
  const drawAt = opened.drawAt;
  await changeIndex(deps, (index) => {
    index[id] = drawAt;
  });
  deps.logger.info({ raffle_id: id, winners: opened.winners }, "raffle open");
  await showRaffle(api, deps, id);
}

raffleFeature.callbackQuery(RAFFLE_ENTER, async (ctx) => {
  const id = RAFFLE_ENTER.exec(ctx.callbackQuery.data)?.[1] ?? "";
  const { deps } = ctx;
  const raffle = await raffles(deps).get(id);
  if (!raffle || raffle.state === "asked") {
    await answer(ctx, ctx.tUser("raffle-answer-stale"));
    return;
  }
  if (
    await refusedPress(
      ctx,
      { chatId: raffle.chatId, messageId: raffle.messageId },
      { membersOnly: true },
    )
  ) {
    return;
  }
  const refusal = await entryRefusal(ctx, raffle);
  if (refusal) {
    await answer(ctx, refusal, true);
    return;
  }
  if (raffle.conditions.captcha && !(await captchaPassed(deps, "rf", id, ctx.from.id))) {
    // The check happens in private: the press opens it there.
    await askCaptcha(ctx, "rf", id);
    return;
  }
  const entered = await enter(deps, raffle, ctx.from);
  await answer(
    ctx,
    entered.added
      ? ctx.tUser("raffle-answer-entered", { count: entered.count })
      : entered.count < 0
        ? ctx.tUser("raffle-answer-closed")
        : ctx.tUser("raffle-answer-already", { count: entered.count }),
  );
  if (entered.added) await showRaffle(ctx.api, deps, id);
});

raffleFeature.callbackQuery(END, async (ctx) => {
  const id = END.exec(ctx.callbackQuery.data)?.[1] ?? "";
  const { deps } = ctx;
  const raffle = await raffles(deps).get(id);
  if (!raffle) {
    await answer(ctx, ctx.tUser("raffle-answer-stale"));
    return;
  }
  if (await refusedPress(ctx, { chatId: raffle.chatId, messageId: raffle.messageId })) return;
  if (ctx.from.id !== raffle.creatorId) {
    await answer(ctx, ctx.tUser("raffle-answer-only-creator"), true);
    return;
  }
  // The draw's own claim: a cancelled raffle is never drawn, a drawn one never cancelled.
  if (!(await deps.steps.take(`raffle-draw:${id}`, "cancelled", keepMs(raffle, deps.now())))) {
    await answer(ctx, ctx.tUser("raffle-answer-drawn"));
    return;
  }
  await deps.store.withLock(`raffle:${id}`, async () => {
    const now = await raffles(deps).get(id);
    if (!now) return;
    now.state = "cancelled";
    await raffles(deps).set(id, now, keepMs(now, deps.now()));
  });
  await changeIndex(deps, (index) => {
    delete index[id];
  });
  ctx.log.info({ raffle_id: id }, "raffle cancelled by its creator");
  await answer(ctx, ctx.tUser("raffle-answer-cancelled"));
  await showRaffle(ctx.api, deps, id);
});

/** Why this presser may not enter (in their language), or undefined when they may. */
async function entryRefusal(ctx: BotContext, raffle: Raffle): Promise<string | undefined> {
  const { deps } = ctx;
  const user = ctx.from;
  if (!user) return ctx.tUser("raffle-answer-closed");
  if (raffle.state !== "open" || (raffle.drawAt ?? 0) <= deps.now()) {
    return ctx.tUser("raffle-answer-closed");
  }
  if (user.id === raffle.creatorId) return ctx.tUser("raffle-answer-own");
  if (user.is_bot) return ctx.tUser("raffle-answer-closed");
  return conditionRefusal(ctx, ctx.tUser, raffle.chatId, user, raffle.conditions);
}

/**
 * Adds `user` to the raffle's entrants once, under the raffle's lock:
 * `added` false when they were in already; `count` the entrants now (-1
 * when the raffle closed meanwhile).
 */
async function enter(
  deps: Services,
  raffle: Raffle,
  user: { id: number; first_name: string; last_name?: string; username?: string },
): Promise<{ added: boolean; count: number }> {
  return deps.store.withLock(`raffle:${raffle.id}`, async () => {
    const now = await raffles(deps).get(raffle.id);
    if (now?.state !== "open" || (now.drawAt ?? 0) <= deps.now()) {
      return { added: false, count: -1 };
    }
    const list = (await entrantLists(deps).get(raffle.id)) ?? [];
    if (list.some((entrant) => entrant.id === user.id)) return { added: false, count: list.length };
    list.push({ id: user.id, name: displayName(user), handle: historyName(user) });
    const keep = keepMs(now, deps.now());
    await entrantLists(deps).set(raffle.id, list, keep);
    now.entrants = list.length;
    await raffles(deps).set(raffle.id, now, keep);
    return { added: true, count: list.length };
  });
}

// ------------------------------------------------------------------ captcha

/** The raffle's check (the `captcha` condition): passing enters at once. */
export const raffleCaptcha = captcha({
  scope: "rf",
  describe: async (deps, id) => {
    const raffle = await raffles(deps).get(id);
    return raffle?.state === "open"
      ? { chatTitle: raffle.chatTitle, keepMs: keepMs(raffle, deps.now()) }
      : undefined;
  },
  passed: async (ctx, id) => {
    const raffle = await raffles(ctx.deps).get(id);
    const user = ctx.from;
    if (!raffle || !user) return ctx.t("raffle-answer-closed");
    const refusal = await entryRefusal(ctx, raffle);
    if (refusal) return escapeHtml(refusal);
    const entered = await enter(ctx.deps, raffle, user);
    if (entered.added) await showRaffle(ctx.api, ctx.deps, id);
    return entered.count < 0
      ? ctx.t("raffle-answer-closed")
      : ctx.t(entered.added ? "raffle-answer-entered" : "raffle-answer-already", {
          count: entered.count,
        });
  },
});

// ------------------------------------------------------------------ the draw

/** What the draw and its payouts need of the running bot. */
export interface RaffleEnv {
  deps: Services;
  api: Api;
  me: { id: number; username: string };
  logger: Logger;
}

/**
 * Draws every raffle whose time has come (the feature's sweep, one replica
 * at a time), and carries on a drawn one whose payouts a crash cut off.
 * Returns how many it drew or carried on.
 */
export async function drawDue(env: RaffleEnv): Promise<number> {
  const { deps } = env;
  const index = (await openIndex(deps).get(INDEX_KEY)) ?? {};
  const now = deps.now();
  let done = 0;
  for (const [id, drawAt] of Object.entries(index)) {
    if (drawAt > now) continue;
    const raffle = await raffles(deps).get(id);
    if (raffle?.state === "asked") {
      // Its question expired: opened if its Start was taken, else no longer listed.
      if ((await deps.steps.takenWith(`raffle-start:${id}`)) === "started") {
        await openStarted(env.api, deps, raffle);
        done++;
        continue;
      }
      await changeIndex(deps, (open) => {
        delete open[id];
      });
      continue;
    }
    const draw = await deps.steps.take(`raffle-draw:${id}`, "drawn", KEEP_AFTER_MS);
    const verdict = draw ? "drawn" : await deps.steps.takenWith(`raffle-draw:${id}`);
    if (verdict === "drawn") {
      await deps.intents.runWork(RAFFLE_KIND, id, () => carryOut(env, id));
      done++;
    }
    await changeIndex(deps, (open) => {
      delete open[id];
    });
  }
  return done;
}

/** The policy of a raffle's payouts: pledges post no message (the card names them); resumed from the store. */
export function raffleIntentPolicy(env: RaffleEnv): IntentPolicy {
  return {
    pledgesCountOnQuota: false,
    resume: async (id) => {
      if ((await env.deps.steps.takenWith(`raffle-draw:${id}`)) !== "drawn") return;
      env.deps.logger.info({ raffle_id: id }, "resuming a raffle's payouts a crash cut off");
      await carryOut(env, id);
    },
  };
}

/**
 * The draw and its payouts, from the store: draws once (the winners are
 * fixed by the seed and the entrants, so a second run finds them again),
 * voids a raffle whose creator's account is gone, then pays each winner
 * still pending, in draw order.
 */
async function carryOut(env: RaffleEnv, id: string): Promise<void> {
  const { deps, api } = env;
  const log = env.logger.child({ raffle_id: id });
  let fresh = false;
  const raffle = await deps.store.withLock(`raffle:${id}`, async () => {
    const now = await raffles(deps).get(id);
    if (!now || now.results) return now;
    fresh = true;
    const entrants = (await entrantLists(deps).get(id)) ?? [];
    const drawn = drawWinners(now.seed, entrants, now.winners);
    now.drawnAt = deps.now();
    now.cutoff = drawn.cutoff;
    now.entrants = entrants.length;
    const account = await deps.accounts.find(now.creatorId);
    if (!stillConnected(now.payerAccount, account?.identity)) {
      now.state = "void";
      now.results = [];
      now.finished = true;
    } else {
      now.state = "drawn";
      now.results = drawn.winners.map((winner) => ({ ...winner, state: "pending" }));
    }
    await raffles(deps).set(id, now, keepMs(now, deps.now()));
    log.info(
      { entrants: entrants.length, winners: now.results.length, state: now.state },
      "raffle drawn",
    );
    return now;
  });
  if (!raffle?.results) return;
  await showRaffle(api, deps, id);
  if (raffle.finished) {
    if (fresh && raffle.state === "void") await tellCreator(env, raffle, "raffle-void-note", {});
    return;
  }
  const save = () => raffles(deps).set(id, raffle, keepMs(raffle, deps.now()));
  let refusal: IntentResult | undefined;
  for (const winner of raffle.results) {
    if (winner.state !== "pending") continue;
    if (raffle.stopped) {
      winner.state = "not_sent";
      continue;
    }
    const result = await payWinner(deps, raffle, winner);
    const operation = "operation" in result ? result.operation : undefined;
    if (result.status === "pledged") {
      winner.state = "pledged";
      winner.claimLink = `https://t.me/${env.me.username}?start=${claimPayload(result.offer.id)}`;
    } else if (
      result.status === "sent" ||
      (result.status === "already" && operation?.state === "sent")
    ) {
      winner.state = "sent";
    } else if (
      result.status === "unknown" ||
      (result.status === "already" && operation?.state !== "failed")
    ) {
      winner.state = "unknown";
      raffle.stopped = "unknown";
    } else if (ranOut(result)) {
      winner.state = "not_sent";
      raffle.stopped = "payer_out";
      refusal = result;
    } else {
      winner.state = "failed";
    }
    log.info({ winner_id: winner.id, state: winner.state }, "raffle payout decided");
    await save();
    void deps.activity.track(
      showRaffle(api, deps, id).catch((error: unknown) =>
        log.warn({ err: error }, "could not update a raffle's card"),
      ),
    );
    crashPoint("work-between-intents");
  }
  raffle.finished = true;
  await save();
  await showRaffle(api, deps, id);
  if (refusal) {
    const voice = await deps.voices.forUser(raffle.creatorId);
    await tellCreator(env, raffle, "raffle-stopped-note", {
      paid: raffle.results.filter((w) => w.state === "sent" || w.state === "pledged").length,
      count: raffle.results.length,
      reason: payerReason(refusal, voice),
    });
  }
}

/** The creator's side ends the payouts: their funds or limits, or their account gone. */
function ranOut(result: IntentResult): boolean {
  if (result.status === "stale") return true;
  if (result.status === "refused") {
    return result.refusal.reason === "over_limit" || result.refusal.reason === "no_account";
  }
  return payerRanOut(result);
}

/** One winner's payout: an intent with its own origin; a winner who cannot receive yet gets a pledge. */
async function payWinner(deps: Services, raffle: Raffle, winner: Winner): Promise<IntentResult> {
  const voice = await deps.voices.forGroup(raffle.chatId);
  const payer = { id: raffle.creatorId, name: raffle.creatorName, handle: raffle.creatorHandle };
  return deps.intents.submit({
    kind: RAFFLE_KIND,
    payer,
    payee: { type: "member", person: { id: winner.id, name: winner.name, handle: winner.handle } },
    amountSat: raffle.shareSat,
    origin: `raffle-intent:${raffle.id}:${winner.id}`,
    chatId: raffle.chatId,
    // The creator's Start was the consent to every payout.
    confirm: "opted_in",
    fundsFirst: false,
    askedWith: raffle.payerAccount,
    pledge: {
      ttlMs: deps.config.pledges.ttlMs,
      context: pledgeFacts({
        payer,
        recipient: { userId: winner.id, name: winner.name },
        chat: { id: raffle.chatId, title: raffle.chatTitle, type: raffle.chatType },
        note: raffle.note,
        source: "raffle",
        batch: `raffle:${raffle.id}`,
      }),
    },
    description: (raffle.note ?? voice.t("raffle-description", { chat: raffle.chatTitle })).slice(
      0,
      MAX_NOTE,
    ),
    countOnBoard: true,
  });
}

// ------------------------------------------------------------------ the card

/** Brings the card up to date, in the group's language; at most one edit a second. */
async function showRaffle(api: Api, deps: Services, id: string): Promise<void> {
  const raffle = await raffles(deps).get(id);
  if (!raffle || raffle.messageId === 0) return;
  await withPriority("notification", () =>
    requestEdit(
      api,
      deps,
      { key: `raffle:${id}`, chatId: raffle.chatId, messageId: raffle.messageId },
      async () => {
        const now = await raffles(deps).get(id);
        if (!now) return undefined;
        return raffleCard(now, await deps.voices.forGroup(now.chatId), deps.accounts.isSandbox);
      },
    ),
  );
}

/** The card: the prize, the draw, the conditions, the entrants; after the draw, the winners. */
export function raffleCard(
  raffle: Raffle,
  voice: Pick<Voice, "t" | "amount" | "list" | "dateTime" | "number">,
  sandbox: boolean,
): { html: string; keyboard: { inline_keyboard: { text: string; callback_data: string }[][] } } {
  const { t } = voice;
  const creator = escapeHtml(raffle.creatorName);
  const lines = [
    t("raffle-card", {
      creator,
      count: raffle.winners,
      share: voice.amount(raffle.shareSat),
    }),
  ];
  if (raffle.note) lines.push(t("raffle-note", { note: escapeHtml(raffle.note) }));
  const keyboard: { text: string; callback_data: string }[][] = [];
  if (raffle.state === "open") {
    lines.push(t("raffle-card-draw", { when: voice.dateTime(raffle.drawAt ?? 0) }));
    lines.push(...conditionLines(voice, raffle.conditions));
    lines.push(t("raffle-card-entrants", { count: raffle.entrants }));
    lines.push(t("raffle-card-commitment", { commitment: raffle.commitment }));
    keyboard.push([
      { text: t("raffle-enter-label"), callback_data: `rf:e:${raffle.id}` },
      { text: t("raffle-end-label"), callback_data: `rf:x:${raffle.id}` },
    ]);
  } else if (raffle.state === "cancelled") {
    lines.push(t("raffle-card-cancelled", { creator }));
  } else if (raffle.state === "void") {
    lines.push(t("raffle-card-void", { creator, count: raffle.entrants }));
  } else {
    const late = (raffle.drawnAt ?? 0) - (raffle.drawAt ?? 0) > LATE_MS;
    lines.push(
      late
        ? t("raffle-card-drawn-late", { when: voice.dateTime(raffle.drawnAt ?? 0) })
        : t("raffle-card-drawn", { when: voice.dateTime(raffle.drawnAt ?? 0) }),
    );
    lines.push(t("raffle-card-entrants", { count: raffle.entrants }));
    const results = raffle.results ?? [];
    if (results.length === 0) lines.push(t("raffle-card-no-entrants"));
    const nameOf = (winner: Winner) =>
      winner.state === "pledged" && winner.claimLink
        ? `<a href="${escapeHtml(winner.claimLink)}">${escapeHtml(winner.name)}</a>`
        : escapeHtml(winner.name);
    const rows: Array<[WinnerState, string]> = [
      ["sent", "raffle-paid-line"],
      ["pledged", "raffle-pledged-line"],
      ["pending", "raffle-pending-line"],
      ["failed", "raffle-failed-line"],
      ["unknown", "raffle-unknown-line"],
      ["not_sent", "raffle-not-sent-line"],
    ];
    for (const [state, textId] of rows) {
      const names = voice.list(results.filter((w) => w.state === state).map(nameOf));
      if (names) lines.push(t(textId, { names }));
    }
    if (results.length > 0 && results.length < raffle.winners) {
      lines.push(t("raffle-card-fewer", { count: raffle.winners - results.length }));
    }
    if (raffle.stopped === "payer_out") lines.push(t("raffle-stopped-payer-out", { creator }));
    if (raffle.stopped === "unknown") lines.push(t("raffle-stopped-unknown"));
    lines.push(t("raffle-card-seed", { seed: raffle.seed, commitment: commitmentOf(raffle.seed) }));
    if (raffle.cutoff) lines.push(t("raffle-card-cutoff", { cutoff: raffle.cutoff.slice(0, 16) }));
  }
  return {
    html: withMoneyMark(lines.join("\n"), sandbox, t),
    keyboard: { inline_keyboard: keyboard },
  };
}

/** "1 h 30 min" and the like, in the voice's words. */
function durationText(voice: Pick<Voice, "t">, ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return voice.t("raffle-duration", { days, hours, minutes: rest });
}

async function answer(ctx: BotContext, text: string, alert = false): Promise<void> {
  await ctx
    .answerCallbackQuery({ text, ...(alert ? { show_alert: true } : {}) })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "callback already answered"));
}

/** A private note to the creator, with a link to the card; failures are logged. */
async function tellCreator(
  env: RaffleEnv,
  raffle: Raffle,
  textId: string,
  args: Record<string, string | number>,
): Promise<void> {
  const { deps, api } = env;
  const voice = await deps.voices.forUser(raffle.creatorId);
  const title = escapeHtml(raffle.chatTitle);
  const where = raffle.linkBase
    ? `<a href="${raffle.linkBase}/${raffle.messageId}">${title}</a>`
    : `<b>${title}</b>`;
  try {
    await api.sendMessage(
      raffle.creatorId,
      withMoneyMark(voice.t(textId, { where, ...args }), deps.accounts.isSandbox, voice.t),
      { parse_mode: "HTML", link_preview_options: { is_disabled: true } },
    );
  } catch (error) {
    deps.logger.info({ err: error, raffle_id: raffle.id }, "could not tell a raffle's creator");
  }
}
