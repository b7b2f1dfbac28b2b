/** The catch-all: stale buttons are answered, stray private messages get a hint. */
import { Composer } from "grammy";
import { parseBitcoinUri, validateAddress } from "../../bitcoin/address.ts";
import { looksLikeInvoice } from "../../bitcoin/bolt11.ts";
import type { BotContext } from "../../chat/context.ts";
import { requireAccount } from "../../chat/flows/account.ts";
import { takeClosedQuestion } from "../../chat/flows/ask.ts";
import { code } from "../../chat/html.ts";
import { confirmInvoice } from "../pay/resolve.ts";
import { readAddress } from "../withdraw/index.ts";

export const fallbackFeature = new Composer<BotContext>();

fallbackFeature.on("callback_query", async (ctx) => {
  await ctx.answerCallbackQuery({ text: ctx.tUser("common-stale-button") });
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
  await ctx.reply(ctx.t("common-question-was-closed", { restart: closed.restart ?? "none" }), {
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
  const destination = readAddress(text, network, ctx.t);
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
    ctx.t(amountSat === undefined ? "fallback-withdraw-ask" : "fallback-withdraw-confirm", {
      address,
    }),
    { parse_mode: "HTML" },
  );
  await ctx.conversation.enter("withdraw", { address: destination.address, amountSat });
});

fallbackFeature.chatType("private").on("message", async (ctx) => {
  await ctx.reply(ctx.t("fallback-not-understood"));
});
