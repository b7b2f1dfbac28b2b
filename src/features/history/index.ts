/** /history: the user's operations, newest first, a page at a time. */
import { InlineKeyboard } from "grammy";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { privateChatHint } from "../../chat/flows/transient.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Operation, OperationKind, OperationState } from "../../operations/ledger.ts";
import { operationReasonText } from "../../wording/failures.ts";

/** Operations per page. */
export const HISTORY_PAGE_SIZE = 8;

export const historyFeature = new Composer<BotContext>();

historyFeature.chatType(["group", "supergroup"]).command("history", async (ctx) => {
  await privateChatHint(ctx, ctx.t("common-private-only", { command: "history" }), "history");
});

historyFeature.chatType("private").command("history", async (ctx) => {
  const page = await renderPage(ctx, ctx.from.id, 0);
  await ctx.reply(page.text, { parse_mode: "HTML", ...page.extra });
  for (const section of ctx.sections.history) await section(ctx, ctx.from.id);
});

// The page offset is the only thing in the button; the history shown is always the presser's own.
// Any depth (the history is complete): a page reads by position, not by scanning down to it.
historyFeature.callbackQuery(/^hist:(\d{1,9})$/, async (ctx) => {
  const offset = Number(ctx.match[1]);
  const page = await renderPage(ctx, ctx.from.id, offset);
  await ctx.answerCallbackQuery();
  await ctx
    .editMessageText(page.text, { parse_mode: "HTML", ...page.extra })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "history page unchanged"));
});

async function renderPage(ctx: BotContext, userId: number, offset: number) {
  let { operations, total } = await ctx.deps.ledger.page(userId, offset, HISTORY_PAGE_SIZE);
  // Sends a crash interrupted after their claim are shown as unknown, never retried.
  if (await ctx.deps.intents.settleInterrupted(operations)) {
    ({ operations, total } = await ctx.deps.ledger.page(userId, offset, HISTORY_PAGE_SIZE));
  }
  if (total === 0) return { text: ctx.t("history-empty"), extra: {} };
  const lines = operations.map((op) => describe(ctx, op));
  const keyboard = new InlineKeyboard();
  if (offset > 0)
    keyboard.text(ctx.t("history-previous"), `hist:${Math.max(0, offset - HISTORY_PAGE_SIZE)}`);
  if (offset + HISTORY_PAGE_SIZE < total)
    keyboard.text(ctx.t("history-next"), `hist:${offset + HISTORY_PAGE_SIZE}`);
  const title = ctx.t("history-title", {
    from: offset + 1,
    to: offset + operations.length,
    total,
  });
  const text = withMoneyMark([title, "", ...lines].join("\n"), ctx.deps.accounts.isSandbox, ctx.t);
  return { text, extra: { reply_markup: keyboard } };
}

/** The text of each kind of operation (every kind has one). */
const KIND_TEXTS = {
  invoice: "history-kind-invoice",
  payment: "history-kind-payment",
  withdrawal: "history-kind-withdrawal",
  "tip-sent": "history-kind-tip-sent",
  "tip-received": "history-kind-tip-received",
  received: "history-kind-received",
  voucher: "history-kind-voucher",
} satisfies Record<OperationKind, string>;

/** The text of each state of an operation (every state has one). */
const STATE_TEXTS = {
  pending: "history-state-pending",
  sent: "history-state-sent",
  paid: "history-state-paid",
  failed: "history-state-failed",
  unknown: "history-state-unknown",
  expired: "history-state-expired",
} satisfies Record<OperationState, string>;

/** A voucher's state where the general word does not fit: its money came in, or is awaited. */
function stateText(ctx: BotContext, op: Operation): string {
  if (op.kind === "voucher" && op.state === "paid") return ctx.t("history-state-received");
  return ctx.t(STATE_TEXTS[op.state]);
}

/** Lines under an operation's first line are indented by this much. */
const INDENT = "   ";

/** One operation in the reader's language: what, how much, how it ended; when; why it failed. */
function describe(ctx: BotContext, op: Operation): string {
  // The date and time as the reader's language writes them, in UTC (the voice keeps its
  // formatters: building one costs about 60 µs, two for each of a page's lines).
  const date = ctx.voice.date(op.createdAt);
  const time = ctx.voice.time(op.createdAt);
  const detail = op.counterpart ?? op.description;
  const row = {
    kind: ctx.t(KIND_TEXTS[op.kind]),
    amount: op.amountUnknown
      ? ctx.t("history-amount-unknown")
      : ctx.t("history-amount", { amount: ctx.amount(op.amountSat) }),
    state: stateText(ctx, op),
  };
  const fee = feeOf(ctx, op);
  return [
    fee ? ctx.t("history-row-with-fee", { ...row, fee }) : ctx.t("history-row", row),
    INDENT +
      (detail
        ? ctx.t("history-when-detail", {
            date,
            time,
            detail: escapeHtml(detail.length > 60 ? `${detail.slice(0, 60)}…` : detail),
          })
        : ctx.t("history-when", { date, time })),
    op.kind === "voucher"
      ? voucherLine(ctx, op)
      : op.state === "failed" || op.state === "unknown"
        ? reasonLine(ctx, op)
        : undefined,
  ]
    .filter(Boolean)
    .join("\n");
}

/** Why it failed or is in doubt, in the reader's words; undefined when nothing says why. */
function reasonLine(ctx: BotContext, op: Operation): string | undefined {
  const reason = operationReasonText(op, ctx.voice);
  if (!reason) return undefined;
  return INDENT + escapeHtml(reason.length > 160 ? `${reason.slice(0, 160)}…` : reason);
}

/**
 * What a voucher's service did, under its first line: not paid yet (it stays
 * pending until its invoice expires), never paid, or refused in its own words.
 */
function voucherLine(ctx: BotContext, op: Operation): string | undefined {
  if (op.state === "pending") return INDENT + ctx.t("history-voucher-waiting");
  if (op.state === "expired") return INDENT + ctx.t("history-voucher-expired");
  if (op.state === "failed" && op.reason) {
    return (
      INDENT + ctx.t("history-voucher-refused", { reason: escapeHtml(op.reason.slice(0, 120)) })
    );
  }
  return undefined;
}

/** The fee on top of a withdrawal: known, or that one may apply; undefined for none. */
function feeOf(ctx: BotContext, op: Operation): string | undefined {
  if (op.feeSat !== undefined) return ctx.t("history-fee", { fee: ctx.amount(op.feeSat) });
  return op.kind === "withdrawal" ? ctx.t("history-fee-unknown") : undefined;
}
