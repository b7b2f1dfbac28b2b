/**
 * /connect and /disconnect (docs/commands.md): merchant settings entered in a
 * private chat only, verified before saving, secrets deleted from the chat
 * and stored encrypted.
 *
 * The check: a balance call (4.5) proves the keys, but does not name the
 * merchant. A merchant id is public (the name in its lightning address),
 * so the keys must also be proven to be that merchant's: 4.2, the one call
 * of the contract that both names the merchant and changes no money, is
 * refused with 403 when `merchant_id` is not the key's merchant. It leaves
 * an unpaid 1 sat invoice (described as a check) on the account. Only then
 * is the one-owner rule asked (so a stranger cannot probe whose a merchant
 * id is): a merchant connected to another Telegram user is refused.
 *
 * On the embedded sandbox there is nothing to connect (accounts are made on
 * first use), and /disconnect means "reset my test money": it asks first,
 * with buttons only its asker may press, once.
 */
import { InlineKeyboard } from "grammy";
import { type Account, MerchantTakenError } from "../../accounts/accounts.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext, ConversationContext } from "../../chat/context.ts";
import { askText, type BotConversation } from "../../chat/flows/ask.ts";
import { privateChatHint } from "../../chat/flows/transient.ts";
import { escapeHtml } from "../../chat/html.ts";
import { GatewayError, GrpcCode } from "../../gateway/errors.ts";
import type { MerchantCredentials } from "../../gateway/types.ts";
import { describeGatewayError } from "../../wording/gateway-errors.ts";

/** How long the sandbox reset question can be answered (10 min). */
const RESET_QUESTION_MS = 10 * 60_000;

export const connectFeature = new Composer<BotContext>();

connectFeature.command(["connect", "disconnect"], async (ctx, next) => {
  if (ctx.chat.type === "private") return next();
  await privateChatHint(
    ctx,
    ctx.t(ctx.deps.accounts.isSandbox ? "connect-sandbox-in-group" : "connect-group-hint"),
    "connect",
  );
});

connectFeature.command("connect", async (ctx) => {
  if (ctx.deps.accounts.isSandbox) {
    await ctx.reply(ctx.t("connect-sandbox"));
    return;
  }
  await ctx.conversation.enter("connect");
});

connectFeature.command("disconnect", async (ctx) => {
  const userId = ctx.from?.id;
  if (userId === undefined) return;
  if (ctx.deps.accounts.isSandbox) {
    await askToReset(ctx, userId);
    return;
  }
  const removed = await ctx.deps.accounts.disconnect(userId);
  await ctx.reply(ctx.t(removed ? "connect-disconnected" : "connect-nothing-to-disconnect"));
});

/** The sandbox's /disconnect: what a reset does, with Reset / Cancel for the asker only. */
async function askToReset(ctx: BotContext, userId: number): Promise<void> {
  const account = await ctx.deps.accounts.findExisting(userId);
  if (!account) {
    await ctx.reply(ctx.t("connect-nothing-to-reset"));
    return;
  }
  const balance = await ctx.deps.wallet
    .balance(account)
    .then((b) => ctx.amount(b.totalSat))
    .catch((error: unknown) => {
      ctx.log.warn({ err: error }, "balance for the reset question failed");
      return undefined;
    });
  const fresh = ctx.amount(ctx.deps.config.sandbox.startBalanceSat);
  const question =
    balance === undefined
      ? ctx.t("connect-reset-question-no-balance", { fresh })
      : ctx.t("connect-reset-question", { balance, fresh });
  await ctx.reply(question, {
    parse_mode: "HTML",
    reply_markup: new InlineKeyboard()
      .text(ctx.t("connect-reset-button"), `reset:ok:${userId}`)
      .text(ctx.t("common-cancel"), `reset:no:${userId}`),
  });
}

connectFeature.callbackQuery(/^reset:(ok|no):(\d{1,20})$/, async (ctx) => {
  const [, action, owner] = ctx.match;
  const message = ctx.callbackQuery.message;
  if (String(ctx.from.id) !== owner) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("common-not-your-button"), show_alert: true });
    return;
  }
  if (!message || !ctx.deps.accounts.isSandbox) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("common-stale-button") });
    return;
  }
  // The question becomes its outcome; if it cannot be edited, the outcome still reaches the user.
  const done = async (html: string) => {
    try {
      await ctx.editMessageText(html, {
        parse_mode: "HTML",
        reply_markup: { inline_keyboard: [] },
      });
    } catch (error) {
      ctx.log.debug({ err: error }, "reset question not edited: sending the outcome");
      await ctx.reply(html, { parse_mode: "HTML" });
    }
  };
  if (ctx.deps.now() - message.date * 1000 > RESET_QUESTION_MS) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("connect-reset-expired") });
    await done(ctx.t("connect-reset-expired"));
    return;
  }
  // Each question is answered once: a double press or a redelivery resets nothing more.
  const key = `sandbox-reset:${message.chat.id}:${message.message_id}`;
  if (!(await ctx.deps.steps.take(key, action ?? "", 2 * RESET_QUESTION_MS))) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("common-stale-button") });
    return;
  }
  if (action === "no") {
    await ctx.answerCallbackQuery({ text: ctx.tUser("common-cancelled") });
    await done(ctx.t("connect-reset-cancelled"));
    return;
  }
  await ctx.answerCallbackQuery();
  await ctx.deps.accounts.disconnect(ctx.from.id);
  await ctx.deps.accounts.find(ctx.from.id);
  ctx.log.info("sandbox account reset");
  await done(
    ctx.t("connect-reset-done", { fresh: ctx.amount(ctx.deps.config.sandbox.startBalanceSat) }),
  );
});

const ONE_TOKEN = /^\S{1,200}$/;
/** The amount of the invoice that proves the keys are the merchant's (never meant to be paid). */
const PROOF_INVOICE_SAT = 1;

/** The conversation that collects and verifies the three credentials. */
export async function connectConversation(
  conversation: BotConversation,
  ctx: ConversationContext,
): Promise<void> {
  await ctx.reply(ctx.t("connect-intro"));
  const merchantId = await askText(conversation, ctx, ctx.t("connect-ask-merchant-id"), {
    validate: (text) => (ONE_TOKEN.test(text) ? undefined : ctx.t("connect-bad-merchant-id")),
  });
  const apiKey = await askText(conversation, ctx, ctx.t("connect-ask-api-key"), {
    deleteAnswer: true,
    validate: (text) => (ONE_TOKEN.test(text) ? undefined : ctx.t("connect-bad-api-key")),
  });
  const secretKey = await askText(conversation, ctx, ctx.t("connect-ask-secret-key"), {
    deleteAnswer: true,
    validate: (text) =>
      /^(?:[0-9a-fA-F]{2}){8,256}$/.test(text) ? undefined : ctx.t("connect-bad-secret-key"),
  });
  if (merchantId === undefined || apiKey === undefined || secretKey === undefined) return;
  // The secrets stay out of the conversation's stored state: the check and
  // the save happen in one external step whose result is only a message.
  await conversation.external(async (outside) => {
    await verifyAndSave(outside, { merchantId, apiKey, secretKey: secretKey.toLowerCase() });
  });
}

async function verifyAndSave(ctx: BotContext, credentials: MerchantCredentials): Promise<void> {
  const userId = ctx.from?.id;
  if (userId === undefined) return;
  await ctx.reply(ctx.t("connect-checking"));
  const check = await ctx.deps.wallet.checkConnection(credentials, {
    sat: PROOF_INVOICE_SAT,
    description: ctx.t("connect-check-invoice-description"),
  });
  if (!check.ok && check.step === "keys") {
    const { error } = check;
    ctx.log.info({ err: error }, "connect verification failed");
    await ctx.reply(ctx.t("connect-rejected", { reason: describeGatewayError(error, ctx.t) }));
    return;
  }
  const merchantId = escapeHtml(credentials.merchantId);
  if (!check.ok) {
    const { error } = check;
    ctx.log.info({ err: error }, "connect: the keys were not proven to be the merchant's");
    await ctx.reply(
      error instanceof GatewayError && error.grpcCode === GrpcCode.PERMISSION_DENIED
        ? ctx.t("connect-merchant-mismatch", { merchantId })
        : ctx.t("connect-check-failed", {
            merchantId,
            reason: escapeHtml(describeGatewayError(error, ctx.t)),
          }),
      { parse_mode: "HTML" },
    );
    return;
  }
  let account: Account;
  try {
    account = await ctx.deps.accounts.connect(userId, credentials);
  } catch (error) {
    if (!(error instanceof MerchantTakenError)) throw error;
    ctx.log.info("connect refused: the merchant is connected to another user");
    await ctx.reply(ctx.t("connect-merchant-taken", { merchantId }), { parse_mode: "HTML" });
    return;
  }
  const url = ctx.deps.accounts.eventsUrlFor(account);
  const paragraphs = [
    ctx.t("connect-connected", { merchantId: escapeHtml(credentials.merchantId) }),
    url ? ctx.t("connect-connected-webhook", { eventsUrl: escapeHtml(url) }) : undefined,
    ctx.t("connect-connected-next"),
  ];
  await ctx.reply(paragraphs.filter((p) => p !== undefined).join("\n\n"), { parse_mode: "HTML" });
}
