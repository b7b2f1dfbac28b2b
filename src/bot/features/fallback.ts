/** The catch-all: stale buttons are answered, stray private messages get a hint. */
import { Composer } from "grammy";
import { parseBitcoinUri, validateAddress } from "../../bitcoin/address.ts";
import { looksLikeInvoice } from "../../bitcoin/bolt11.ts";
import type { BotContext } from "../context.ts";
import { requireAccount } from "../flows/account.ts";
import { takeClosedQuestion } from "../flows/ask.ts";
import { code } from "../html.ts";
import { commonTexts } from "../texts.ts";
import { confirmInvoice } from "./pay/resolve.ts";
import { readAddress } from "./withdraw/index.ts";

export const fallbackTexts = {
  withdrawAsk: (address: string) =>
    `⛓ That is a bitcoin address, so this is /withdraw: an on-chain send to ${address}. Send /cancel if you did not mean to send anything.`,
  withdrawConfirm: (address: string) =>
    `⛓ That is a bitcoin: link, so this is /withdraw: an on-chain send to ${address}.`,
} as const;

export const fallbackFeature = new Composer<BotContext>();

fallbackFeature.on("callback_query", async (ctx) => {
  await ctx.answerCallbackQuery({ text: commonTexts.staleButton });
});

/**
 * An answer to a question closed after too many unusable answers: say so and
 * how to start again (in a group, only a reply to the bot can be one).
 */
fallbackFeature.on("message", async (ctx, next) => {
  const repliesToBot = ctx.msg.reply_to_message?.from?.id === ctx.me.id;
  if (ctx.chat.type !== "private" && !repliesToBot) return next();
  const closed = await takeClosedQuestion(ctx);
  if (!closed) return next();
  await ctx.reply(commonTexts.questionWasClosed(closed.restart), {
    ...(ctx.chat.type === "private"
      ? {}
      : {
          reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
        }),
  });
});

/**
 * A pasted on-chain address or `bitcoin:` link (one word, nothing else) in
 * private: the /withdraw flow with the address filled in, which asks the
 * amount (or shows the confirmation when the link carries one). A unified
 * link with a lightning invoice pays the invoice instead, as its photo does.
 * A valid address of another network gets the reason, not "I did not
 * understand". Any other text goes on to the general hint.
 */
fallbackFeature.chatType("private").on("message:text", async (ctx, next) => {
  const text = ctx.msg.text.trim();
  const network = ctx.deps.config.network;
  const isUri = /^bitcoin:/i.test(text);
  const checked = isUri ? undefined : validateAddress(text, network);
  if (/\s/.test(text) || (checked && !checked.ok && checked.reason === "invalid")) return next();
  const uri = isUri ? parseBitcoinUri(text) : undefined;
  const lightning = uri?.ok ? uri.uri.lightning : undefined;
  if (lightning !== undefined && looksLikeInvoice(lightning)) {
    if (await requireAccount(ctx)) await confirmInvoice(ctx, lightning);
    return;
  }
  const destination = readAddress(text, network);
  if (!destination.ok) {
    await ctx.reply(destination.reason);
    return;
  }
  if (!(await requireAccount(ctx))) return;
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const amountSat =
    destination.amountSat !== undefined && destination.amountSat <= maxSat
      ? destination.amountSat
      : undefined;
  const address = code(destination.address);
  await ctx.reply(
    amountSat === undefined
      ? fallbackTexts.withdrawAsk(address)
      : fallbackTexts.withdrawConfirm(address),
    { parse_mode: "HTML" },
  );
  await ctx.conversation.enter("withdraw", { address: destination.address, amountSat });
});

fallbackFeature.chatType("private").on("message", async (ctx) => {
  await ctx.reply(
    "I did not understand that. Send /help to see what I can do, paste an invoice to pay it, or send a photo of a QR code.",
  );
});
