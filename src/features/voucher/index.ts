/**
 * Vouchers (LNURL-withdraw, LUD-03): a voucher pasted (`lnurlw://…`, or an
 * `lnurl1…` whose service answers as one), sent as a photo of its QR code,
 * or given to /claim in the private chat is redeemed into the user's own
 * account. The bot reads it, shows its description and range, asks how much
 * (its maximum one press away), and lets the engine (src/operations/
 * vouchers.ts) make the invoice and hand it to the service, once. One
 * message follows it: redeeming, the service's verdict, "Received ✓" when
 * the paid event comes (notifications), or the invoice's expiry (expiry.ts).
 *
 * This feature runs before /pay: what is no voucher (a pay code, an
 * invoice) goes on to it untouched; `/pay <voucher>` redeems it as a paste
 * does. A bech32 LNURL says what it is only in
 * its answer, so one whose path shows a pay code is passed on unread.
 */
import { GrammyError } from "grammy";
import { MAX_SUPPLY_SAT } from "../../bitcoin/amount.ts";
import {
  LnurlFormatError,
  type LnurlFormatReason,
  parseWithdrawLink,
  type WithdrawLink,
  type WithdrawRequest,
} from "../../bitcoin/lnurl.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext, ConversationContext } from "../../chat/context.ts";
import { requireAccount } from "../../chat/flows/account.ts";
import { askAmountInput, askText, type BotConversation } from "../../chat/flows/ask.ts";
import { withChatAction } from "../../chat/flows/chat-action.ts";
import { scanQrPhoto, showScannedText } from "../../chat/flows/qr-photo.ts";
import { privateChatHint } from "../../chat/flows/transient.ts";
import { serviceWords, voucherStatusText } from "../../chat/flows/voucher-status.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Translate } from "../../i18n/i18n.ts";
import {
  mayRetry,
  type RedeemResult,
  type VoucherAttempt,
  type VoucherRead,
  type VoucherReadReason,
} from "../../operations/vouchers.ts";
import { describeGatewayError } from "../../wording/gateway-errors.ts";

/** The conversation that asks for a voucher (when /claim came alone) and its amount. */
export const VOUCHER_CONVERSATION = "voucher";

export const voucherFeature = new Composer<BotContext>();

voucherFeature.command("claim", async (ctx) => {
  if (ctx.chat.type !== "private") {
    await privateChatHint(ctx, ctx.t("voucher-group-hint"), "claim");
    return;
  }
  if (!(await requireAccount(ctx))) return;
  const [text = ""] = ctx.match.trim().split(/\s+/);
  if (text === "") {
    await ctx.conversation.enter(VOUCHER_CONVERSATION, {} satisfies VoucherArgs);
    return;
  }
  await startVoucher(ctx, text, { asked: true });
});

const privateChats = voucherFeature.chatType("private");

/**
 * `/pay <voucher>` redeems it, as pasting it would: a voucher is money in,
 * not a payment, and "not a pay code" would leave the user stuck. Anything
 * else goes on to /pay untouched.
 */
privateChats.command("pay", async (ctx, next) => {
  const [text = ""] = ctx.match.trim().split(/\s+/);
  if (text === "" || !(await startVoucher(ctx, text, { asked: false }))) await next();
});

/** A private message that is just a voucher redeems it; anything else goes on. */
privateChats.on("message:text", async (ctx, next) => {
  const text = ctx.msg.text.trim();
  if (/\s/.test(text) || !(await startVoucher(ctx, text, { asked: false }))) await next();
});

/** A photo of a voucher's QR code redeems it; another QR code goes on (to /pay). */
privateChats.on("message:photo", async (ctx, next) => {
  const text = await scanQrPhoto(ctx);
  if (text === undefined) return;
  if (!(await startVoucher(ctx, text, { asked: false, scanned: true }))) await next();
});

/**
 * Starts redeeming `text` when it is a voucher; false (having said nothing)
 * when it is not one and nobody asked for one, so /pay may take it.
 * `asked`: the user asked for a voucher (/claim), so anything else is
 * refused here with its reason.
 */
async function startVoucher(
  ctx: BotContext,
  text: string,
  how: { asked: boolean; scanned?: boolean },
): Promise<boolean> {
  let link: WithdrawLink | undefined;
  try {
    link = parseWithdrawLink(text);
  } catch (error) {
    if (!(error instanceof LnurlFormatError)) throw error;
    if (!how.asked) return false;
    await ctx.reply(lnurlFormatText(ctx.t, error.reason));
    return true;
  }
  if (!link) {
    if (how.asked) await ctx.reply(ctx.t("voucher-not-a-voucher"));
    return how.asked;
  }
  // A pay code's usual paths: not read twice (/pay reads it), unless a voucher was asked for.
  if (!how.asked && !link.byScheme && looksLikePayCode(link.url)) return false;
  // Redeemed through this bot already: its service may no longer say what it was, so say it here.
  const known = await ctx.deps.vouchers.lastAttemptAt(link.url);
  if (!mayRetry(known, ctx.deps.now())) {
    if (how.scanned) await showScannedText(ctx, text);
    await tellAlreadyRedeemed(ctx, known);
    return true;
  }
  const read = await withChatAction(ctx, "typing", () =>
    ctx.deps.vouchers.read(link.url, ctx.from?.id),
  );
  if (!read.ok && !how.asked && !link.byScheme && !saysItself(read)) return false;
  if (how.scanned) await showScannedText(ctx, text);
  if (!(await requireAccount(ctx))) return true;
  if (!read.ok) {
    ctx.log.info({ host: read.host, reason: read.reason }, "voucher could not be read");
    await ctx.reply(voucherReadText(ctx.t, read), { parse_mode: "HTML" });
    return true;
  }
  const last = await ctx.deps.vouchers.lastAttempt(read.request);
  if (!mayRetry(last, ctx.deps.now())) {
    await tellAlreadyRedeemed(ctx, last);
    return true;
  }
  await ctx.conversation.enter(VOUCHER_CONVERSATION, {
    voucher: { url: link.url.href, request: read.request, host: read.host },
  } satisfies VoucherArgs);
  return true;
}

/**
 * A bech32 LNURL that answered, but not as a voucher: only its own ERROR
 * answer is told here (in neutral words: it may be a used voucher); the
 * rest (a pay code, a failure to read) goes on to /pay, which tells it.
 */
function saysItself(read: Extract<VoucherRead, { ok: false }>): boolean {
  return read.reason === "refused" || read.reason === "refused_silently";
}

/** LUD-16 and the common pay code paths: `/.well-known/lnurlp/…`, `…/lnurlp/…`. */
function looksLikePayCode(url: URL): boolean {
  return /(^|\/)lnurlp(\/|$)/i.test(url.pathname);
}

/** A voucher as a conversation keeps it: its URL, what its service offered, and where. */
interface VoucherInView {
  url: string;
  request: WithdrawRequest;
  host: string;
}

interface VoucherArgs {
  voucher?: VoucherInView;
}

/** Asks for the voucher (when not given) and the amount, then redeems it. */
export async function voucherConversation(
  conversation: BotConversation,
  ctx: ConversationContext,
  args: VoucherArgs,
): Promise<void> {
  let voucher = args.voucher;
  if (!voucher) {
    const text = await askText(conversation, ctx, ctx.t("voucher-ask"), {
      validate: (answer) => voucherTextProblem(ctx.t, answer),
      readPhoto: () => conversation.external((outside) => scanQrPhoto(outside)),
    });
    if (text === undefined) return;
    voucher = await conversation.external((outside) => readForConversation(outside, text));
    if (!voucher) return;
  }
  const { request } = voucher;
  const offer = offerText(ctx, voucher);
  const maxLabel = ctx.t("voucher-take-max", { max: ctx.voice.sat(request.maxSat) });
  for (;;) {
    // Any amount is read; the voucher's own range is told in its own words below.
    const answer = await askAmountInput(conversation, ctx, offer, MAX_SUPPLY_SAT, {
      suggestion: { label: maxLabel, value: String(request.maxSat) },
      // A voucher pasted again (the same or another) starts over instead of being an amount.
      leaveOn: looksLikeVoucher,
    });
    if (answer.sat >= request.minSat && answer.sat <= request.maxSat) {
      const chosen = voucher;
      await conversation.external((outside) => redeem(outside, chosen, answer.sat));
      return;
    }
    await ctx.reply(
      answer.sat < request.minSat
        ? ctx.t("voucher-under-min", {
            amount: ctx.voice.sat(answer.sat),
            min: ctx.voice.sat(request.minSat),
          })
        : ctx.t("voucher-over-max", {
            amount: ctx.voice.sat(answer.sat),
            max: ctx.voice.sat(request.maxSat),
          }),
    );
  }
}

/** A text that is (or tries to be) a voucher, never an amount. */
function looksLikeVoucher(text: string): boolean {
  return /^(lightning:)?(lnurl1|lnurlw:\/\/)/i.test(text);
}

/** Why an answer to "send me the voucher" is none (plain text), or undefined when it may be one. */
function voucherTextProblem(t: Translate, text: string): string | undefined {
  try {
    return parseWithdrawLink(text.split(/\s+/)[0] ?? "") ? undefined : t("voucher-not-a-voucher");
  } catch (error) {
    if (error instanceof LnurlFormatError) return lnurlFormatText(t, error.reason);
    throw error;
  }
}

/** Reads the voucher answered to the question; says why not and returns undefined when unusable. */
async function readForConversation(
  ctx: BotContext,
  text: string,
): Promise<VoucherInView | undefined> {
  const link = parseWithdrawLink(text.split(/\s+/)[0] ?? "");
  if (!link) return undefined;
  const known = await ctx.deps.vouchers.lastAttemptAt(link.url);
  if (!mayRetry(known, ctx.deps.now())) {
    await tellAlreadyRedeemed(ctx, known);
    return undefined;
  }
  const read = await withChatAction(ctx, "typing", () =>
    ctx.deps.vouchers.read(link.url, ctx.from?.id),
  );
  if (!read.ok) {
    ctx.log.info({ host: read.host, reason: read.reason }, "voucher could not be read");
    await ctx.reply(voucherReadText(ctx.t, read), { parse_mode: "HTML" });
    return undefined;
  }
  const last = await ctx.deps.vouchers.lastAttempt(read.request);
  if (!mayRetry(last, ctx.deps.now())) {
    await tellAlreadyRedeemed(ctx, last);
    return undefined;
  }
  return { url: link.url.href, request: read.request, host: read.host };
}

/** The voucher's own lines and the question (HTML). */
function offerText(ctx: ConversationContext, voucher: VoucherInView): string {
  const { request, host } = voucher;
  const range =
    request.minSat === request.maxSat
      ? ctx.t("voucher-fixed", { amount: ctx.voice.sat(request.maxSat) })
      : ctx.t("voucher-range", {
          min: ctx.voice.sat(request.minSat),
          max: ctx.voice.sat(request.maxSat),
        });
  return [
    ctx.t("voucher-offer", { host: escapeHtml(host) }),
    request.description
      ? ctx.t("voucher-description", { description: serviceWords(request.description) })
      : undefined,
    range,
    "",
    ctx.t("voucher-ask-amount", { max: ctx.voice.sat(request.maxSat) }),
  ]
    .filter((line) => line !== undefined)
    .join("\n");
}

/**
 * Tells the user, before asking anything, that this voucher was already
 * redeemed through this bot (by them: how it went; by someone else: only
 * that). The one-use claim at redeeming is what guards; this only saves a
 * question whose answer would be refused.
 */
async function tellAlreadyRedeemed(
  ctx: BotContext,
  attempt: VoucherAttempt | undefined,
): Promise<void> {
  const yours = attempt !== undefined && attempt.userId === ctx.from?.id;
  await ctx.reply(await takenText(ctx, { status: "taken", attempt, yours }), {
    parse_mode: "HTML",
  });
}

/** Redeems `amountSat` of the voucher: the message that follows it, then the engine. */
async function redeem(ctx: BotContext, voucher: VoucherInView, amountSat: number): Promise<void> {
  const userId = ctx.from?.id;
  const account = await requireAccount(ctx);
  if (!account || userId === undefined) return;
  const sandbox = ctx.deps.accounts.isSandbox;
  const amount = ctx.amount(amountSat);
  const status = await ctx.reply(
    withMoneyMark(
      ctx.t("voucher-redeeming", { amount, host: escapeHtml(voucher.host) }),
      sandbox,
      ctx.t,
    ),
    { parse_mode: "HTML" },
  );
  const result = await withChatAction(ctx, "typing", () =>
    ctx.deps.vouchers.redeem({
      userId,
      account,
      url: voucher.url,
      request: voucher.request,
      host: voucher.host,
      amountSat,
      message: { chatId: status.chat.id, messageId: status.message_id, hasPhoto: false },
    }),
  );
  await editStatus(ctx, status.message_id, await resultText(ctx, result, amountSat));
  if (!("operation" in result)) return;
  // The service may pay before it answers: the paid event then edited the message first.
  const now = await ctx.deps.ledger.get(result.operation.id);
  if (now?.state === "paid") {
    await editStatus(ctx, status.message_id, voucherStatusText(ctx.voice, now, { sandbox }));
  }
}

/** The message for what the engine did (HTML). */
async function resultText(
  ctx: BotContext,
  result: RedeemResult,
  amountSat: number,
): Promise<string> {
  const sandbox = ctx.deps.accounts.isSandbox;
  const amount = ctx.amount(amountSat);
  switch (result.status) {
    case "out_of_range":
      return ctx.t("voucher-out-of-range", { amount: ctx.voice.sat(amountSat) });
    case "taken":
      return takenText(ctx, result);
    case "invoice_failed":
      return ctx.t("voucher-invoice-failed", {
        amount,
        reason: escapeHtml(describeGatewayError(result.error, ctx.t)),
      });
    case "callback_refused":
      return voucherReadText(ctx.t, { ok: false, reason: result.reason, host: result.host });
    case "not_sent":
      return ctx.t("voucher-not-sent");
    case "accepted":
    case "refused":
      return voucherStatusText(ctx.voice, result.operation, { sandbox });
    case "unanswered":
      return voucherStatusText(ctx.voice, result.operation, {
        sandbox,
        pending: "unanswered",
        expiresAt: result.expiresAt,
        now: ctx.deps.now(),
      });
  }
}

/** A voucher someone already holds: how it went when it is the user's own, else only that it is taken. */
async function takenText(
  ctx: BotContext,
  result: Extract<RedeemResult, { status: "taken" }>,
): Promise<string> {
  const attempt = result.attempt;
  if (!result.yours) return ctx.t("voucher-taken");
  if (!attempt) return ctx.t("voucher-in-progress");
  const op = attempt.operationId ? await ctx.deps.ledger.get(attempt.operationId) : undefined;
  const amount = ctx.amount(attempt.amountSat);
  if (op?.state === "paid") return ctx.t("voucher-already-received", { amount });
  if (attempt.state === "claimed" || attempt.state === "calling") {
    return ctx.t("voucher-in-progress");
  }
  return ctx.t("voucher-already-waiting", { amount });
}

/** Edits the voucher's message; an unchanged text (an edit already made) is no failure. */
async function editStatus(ctx: BotContext, messageId: number, html: string): Promise<void> {
  const chatId = ctx.chat?.id;
  if (chatId === undefined) return;
  await ctx.api
    .editMessageText(chatId, messageId, html, { parse_mode: "HTML" })
    .catch((error: unknown) => {
      if (error instanceof GrammyError && /message is not modified/i.test(error.description))
        return;
      ctx.log.warn({ err: error }, "could not edit the voucher's message");
    });
}

const READ_ERRORS: Record<VoucherReadReason, string> = {
  loopback: "voucher-error-loopback",
  private_network: "voucher-error-private-network",
  not_https: "voucher-error-not-https",
  unreachable: "voucher-error-unreachable",
  too_large: "voucher-error-not-lnurl",
  not_json: "voucher-error-not-lnurl",
  not_lnurl: "voucher-error-not-lnurl",
  refused: "voucher-error-refused",
  refused_silently: "voucher-error-refused-silently",
  not_voucher: "voucher-error-not-voucher",
  incomplete: "voucher-error-incomplete",
  no_whole_sat: "voucher-error-no-whole-sat",
};

/** Why a voucher cannot be read or used (HTML), its host and the service's own words escaped. */
function voucherReadText(t: Translate, read: Extract<VoucherRead, { ok: false }>): string {
  if (read.reason === "not_voucher" && read.tag === "payRequest") {
    return t("voucher-error-pay-code", { host: escapeHtml(read.host) });
  }
  return t(READ_ERRORS[read.reason], {
    host: escapeHtml(read.host),
    ...(read.refusal !== undefined ? { refusal: serviceWords(read.refusal) } : {}),
  });
}

const FORMAT_ERRORS: Record<LnurlFormatReason, string> = {
  prefix: "pay-lnurl-error-prefix",
  checksum: "pay-lnurl-error-checksum",
  no_url: "pay-lnurl-error-no-url",
};

function lnurlFormatText(t: Translate, reason: LnurlFormatReason): string {
  return t(FORMAT_ERRORS[reason]);
}
