/** /history: the user's operations, newest first, a page at a time. */
import { Composer, InlineKeyboard } from "grammy";
import { formatSat } from "../../../bitcoin/amount.ts";
import type { Operation } from "../../../operations/ledger.ts";
import type { BotContext } from "../../context.ts";
import { privateChatHint } from "../../flows/transient.ts";
import { escapeHtml } from "../../html.ts";
import { commonTexts, withMoneyMark } from "../../texts.ts";
import { historyTexts } from "./texts.ts";

/** Operations per page. */
export const HISTORY_PAGE_SIZE = 8;

export const historyFeature = new Composer<BotContext>();

historyFeature.chatType(["group", "supergroup"]).command("history", async (ctx) => {
  await privateChatHint(ctx, commonTexts.privateOnly("history"), "history");
});

historyFeature.chatType("private").command("history", async (ctx) => {
  const page = await renderPage(ctx, ctx.from.id, 0);
  await ctx.reply(page.text, { parse_mode: "HTML", ...page.extra });
});

// The page offset is the only thing in the button; the history shown is always the presser's own.
historyFeature.callbackQuery(/^hist:(\d{1,4})$/, async (ctx) => {
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
  if (await ctx.deps.payments.sweepInterrupted(operations)) {
    ({ operations, total } = await ctx.deps.ledger.page(userId, offset, HISTORY_PAGE_SIZE));
  }
  if (total === 0) return { text: historyTexts.empty, extra: {} };
  const lines = operations.map((op) => describe(op));
  const keyboard = new InlineKeyboard();
  if (offset > 0)
    keyboard.text(historyTexts.previous, `hist:${Math.max(0, offset - HISTORY_PAGE_SIZE)}`);
  if (offset + HISTORY_PAGE_SIZE < total)
    keyboard.text(historyTexts.next, `hist:${offset + HISTORY_PAGE_SIZE}`);
  const text = withMoneyMark(
    [historyTexts.title(offset + 1, offset + operations.length, total), "", ...lines].join("\n"),
    ctx.deps.accounts.isSandbox,
  );
  return { text, extra: { reply_markup: keyboard } };
}

function describe(op: Operation): string {
  const when = new Date(op.createdAt).toISOString().slice(0, 16).replace("T", " ");
  const detail = op.counterpart ?? op.description;
  return [
    `${historyTexts.kind[op.kind]} · ${op.amountUnknown ? historyTexts.amountUnknown : `<b>${formatSat(op.amountSat)}</b>`}${feeOf(op)} · ${historyTexts.state[op.state]}`,
    `   ${when} UTC${detail ? ` · ${escapeHtml(detail.length > 60 ? `${detail.slice(0, 60)}…` : detail)}` : ""}`,
    op.reason && (op.state === "failed" || op.state === "unknown")
      ? `   ${escapeHtml(op.reason.slice(0, 120))}`
      : undefined,
  ]
    .filter(Boolean)
    .join("\n");
}

/** The fee on top of a withdrawal: known, or that one may apply. */
function feeOf(op: Operation): string {
  if (op.feeSat !== undefined) return historyTexts.fee(formatSat(op.feeSat));
  return op.kind === "withdrawal" ? historyTexts.feeUnknown : "";
}
