/** /balance: total, frozen and spendable (4.5); in a group the answer goes to the private chat. */
import { GrammyError } from "grammy";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { isPrivate } from "../../chat/flows/account.ts";
import { privateChatHint, replyHint } from "../../chat/flows/transient.ts";
import { privateWebAppButton } from "../../chat/flows/webapp.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import { describeGatewayError } from "../../wording/gateway-errors.ts";

export const balanceFeature = new Composer<BotContext>();

balanceFeature.command("balance", async (ctx) => {
  const userId = ctx.from?.id;
  if (userId === undefined) return;
  const answer = await balanceText(ctx, userId);
  // The answer is in the private chat either way: the app's button opens there.
  const button = privateWebAppButton(ctx.deps.config.webApp.url, ctx.tUser);
  const extra = { parse_mode: "HTML" as const, ...(button ? { reply_markup: button } : {}) };
  if (isPrivate(ctx)) {
    await ctx.reply(answer, extra);
    return;
  }
  try {
    await ctx.api.sendMessage(userId, answer, extra);
    await replyHint(ctx, ctx.t("balance-sent-privately"));
  } catch (error) {
    // 403: the user never opened a private chat with the bot.
    if (!(error instanceof GrammyError) || error.error_code !== 403) throw error;
    await privateChatHint(ctx, ctx.t("balance-start-private-first"), "balance");
  }
});

/** The sender's balance, in their language and currency (it goes to their private chat). */
async function balanceText(ctx: BotContext, userId: number): Promise<string> {
  const account = await ctx.deps.accounts.find(userId);
  if (!account) return ctx.tUser("common-no-account");
  try {
    const balance = await ctx.deps.wallet.balance(account);
    return withMoneyMark(
      ctx.tUser("balance-balance", {
        total: ctx.amountUser(balance.totalSat),
        frozen: ctx.amountUser(balance.frozenSat),
        spendable: ctx.amountUser(balance.spendableSat),
      }),
      account.kind === "sandbox",
      ctx.tUser,
    );
  } catch (error) {
    ctx.log.warn({ err: error }, "balance failed");
    return ctx.tUser("balance-failed", {
      reason: escapeHtml(describeGatewayError(error, ctx.tUser)),
    });
  }
}
