/**
 * /connect and /disconnect (product.md §2): merchant settings entered in a
 * private chat only, verified with a balance call (4.5) before saving,
 * secrets deleted from the chat and stored encrypted.
 *
 * On the embedded sandbox there is nothing to connect (accounts are made on
 * first use), and /disconnect means "reset my test money": it asks first,
 * with buttons only its asker may press, once.
 */
import { Composer, InlineKeyboard } from "grammy";
import { formatSat } from "../../../bitcoin/amount.ts";
import type { MerchantCredentials } from "../../../gateway/types.ts";
import type { BotContext, ConversationContext } from "../../context.ts";
import { gatewayFor } from "../../flows/account.ts";
import { askText, type BotConversation } from "../../flows/ask.ts";
import { privateChatHint } from "../../flows/transient.ts";
import { describeGatewayError } from "../../gateway-errors.ts";
import { escapeHtml } from "../../html.ts";
import { commonTexts } from "../../texts.ts";
import { connectTexts } from "./texts.ts";

/** How long the sandbox reset question can be answered (10 min). */
const RESET_QUESTION_MS = 10 * 60_000;

export const connectFeature = new Composer<BotContext>();

connectFeature.command(["connect", "disconnect"], async (ctx, next) => {
  if (ctx.chat.type === "private") return next();
  await privateChatHint(
    ctx,
    ctx.deps.accounts.isSandbox ? connectTexts.sandboxInGroup : connectTexts.groupHint,
    "connect",
  );
});

connectFeature.command("connect", async (ctx) => {
  if (ctx.deps.accounts.isSandbox) {
    await ctx.reply(connectTexts.sandbox);
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
  await ctx.reply(removed ? connectTexts.disconnected : connectTexts.nothingToDisconnect);
});

/** The sandbox's /disconnect: what a reset does, with Reset / Cancel for the asker only. */
async function askToReset(ctx: BotContext, userId: number): Promise<void> {
  const account = await ctx.deps.accounts.findExisting(userId);
  if (!account) {
    await ctx.reply(connectTexts.nothingToReset);
    return;
  }
  const balance = await gatewayFor(ctx, account)
    .getBalance()
    .then((b) => formatSat(b.totalSat))
    .catch((error: unknown) => {
      ctx.log.warn({ err: error }, "balance for the reset question failed");
      return undefined;
    });
  await ctx.reply(
    connectTexts.resetQuestion(balance, formatSat(ctx.deps.config.sandbox.startBalanceSat)),
    {
      parse_mode: "HTML",
      reply_markup: new InlineKeyboard()
        .text(connectTexts.resetButton, `reset:ok:${userId}`)
        .text(commonTexts.cancel, `reset:no:${userId}`),
    },
  );
}

connectFeature.callbackQuery(/^reset:(ok|no):(\d{1,20})$/, async (ctx) => {
  const [, action, owner] = ctx.match;
  const message = ctx.callbackQuery.message;
  if (String(ctx.from.id) !== owner) {
    await ctx.answerCallbackQuery({ text: commonTexts.notYourButton, show_alert: true });
    return;
  }
  if (!message || !ctx.deps.accounts.isSandbox) {
    await ctx.answerCallbackQuery({ text: commonTexts.staleButton });
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
    await ctx.answerCallbackQuery({ text: connectTexts.resetExpired });
    await done(connectTexts.resetExpired);
    return;
  }
  // Each question is answered once: a double press or a redelivery resets nothing more.
  const key = `sandbox-reset:${message.chat.id}:${message.message_id}`;
  if (!(await ctx.deps.store.claim(key, action ?? "", 2 * RESET_QUESTION_MS))) {
    await ctx.answerCallbackQuery({ text: commonTexts.staleButton });
    return;
  }
  if (action === "no") {
    await ctx.answerCallbackQuery({ text: commonTexts.cancelled });
    await done(connectTexts.resetCancelled);
    return;
  }
  await ctx.answerCallbackQuery();
  await ctx.deps.accounts.disconnect(ctx.from.id);
  await ctx.deps.accounts.find(ctx.from.id);
  ctx.log.info("sandbox account reset");
  await done(connectTexts.resetDone(formatSat(ctx.deps.config.sandbox.startBalanceSat)));
});

const ONE_TOKEN = /^\S{1,200}$/;

/** The conversation that collects and verifies the three credentials. */
export async function connectConversation(
  conversation: BotConversation,
  ctx: ConversationContext,
): Promise<void> {
  await ctx.reply(connectTexts.intro);
  const merchantId = await askText(conversation, ctx, connectTexts.askMerchantId, {
    validate: (text) => (ONE_TOKEN.test(text) ? undefined : connectTexts.badMerchantId),
  });
  const apiKey = await askText(conversation, ctx, connectTexts.askApiKey, {
    deleteAnswer: true,
    validate: (text) => (ONE_TOKEN.test(text) ? undefined : connectTexts.badApiKey),
  });
  const secretKey = await askText(conversation, ctx, connectTexts.askSecretKey, {
    deleteAnswer: true,
    validate: (text) =>
      /^(?:[0-9a-fA-F]{2}){8,256}$/.test(text) ? undefined : connectTexts.badSecretKey,
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
  await ctx.reply(connectTexts.checking);
  try {
    await ctx.deps.gateway.account(credentials).getBalance();
  } catch (error) {
    ctx.log.info({ err: error }, "connect verification failed");
    await ctx.reply(connectTexts.rejected(describeGatewayError(error)));
    return;
  }
  const account = await ctx.deps.accounts.connect(userId, credentials);
  const url = ctx.deps.accounts.eventsUrlFor(account);
  await ctx.reply(
    connectTexts.connected(escapeHtml(credentials.merchantId), url ? escapeHtml(url) : undefined),
    { parse_mode: "HTML" },
  );
}
