/**
 * /connect and /disconnect (product.md §2): merchant settings entered in a
 * private chat only, verified with a balance call (4.5) before saving,
 * secrets deleted from the chat and stored encrypted.
 */
import { Composer } from "grammy";
import type { MerchantCredentials } from "../../../gateway/types.ts";
import type { BotContext, ConversationContext } from "../../context.ts";
import { askText, type BotConversation } from "../../flows/ask.ts";
import { privateChatHint } from "../../flows/transient.ts";
import { describeGatewayError } from "../../gateway-errors.ts";
import { escapeHtml } from "../../html.ts";
import { connectTexts } from "./texts.ts";

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
  const removed = await ctx.deps.accounts.disconnect(userId);
  await ctx.reply(removed ? connectTexts.disconnected : connectTexts.nothingToDisconnect);
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
