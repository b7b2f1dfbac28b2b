/** /balance: total, frozen and spendable (4.5); in a group the answer goes to the private chat. */
import { Composer, GrammyError } from "grammy";
import { formatSat } from "../../../bitcoin/amount.ts";
import type { BotContext } from "../../context.ts";
import { gatewayFor, isPrivate } from "../../flows/account.ts";
import { privateChatHint, replyHint } from "../../flows/transient.ts";
import { describeGatewayError } from "../../gateway-errors.ts";
import { commonTexts, withMoneyMark } from "../../texts.ts";
import { balanceTexts } from "./texts.ts";

export const balanceFeature = new Composer<BotContext>();

balanceFeature.command("balance", async (ctx) => {
  const userId = ctx.from?.id;
  if (userId === undefined) return;
  const answer = await balanceText(ctx, userId);
  if (isPrivate(ctx)) {
    await ctx.reply(answer, { parse_mode: "HTML" });
    return;
  }
  try {
    await ctx.api.sendMessage(userId, answer, { parse_mode: "HTML" });
    await replyHint(ctx, balanceTexts.sentPrivately);
  } catch (error) {
    // 403: the user never opened a private chat with the bot.
    if (!(error instanceof GrammyError) || error.error_code !== 403) throw error;
    await privateChatHint(ctx, balanceTexts.startPrivateFirst, "balance");
  }
});

async function balanceText(ctx: BotContext, userId: number): Promise<string> {
  const account = await ctx.deps.accounts.find(userId);
  if (!account) return commonTexts.noAccount;
  try {
    const balance = await gatewayFor(ctx, account).getBalance();
    return withMoneyMark(
      balanceTexts.balance(
        formatSat(balance.totalSat),
        formatSat(balance.frozenSat),
        formatSat(balance.spendableSat),
      ),
      account.kind === "sandbox",
    );
  } catch (error) {
    ctx.log.warn({ err: error }, "balance failed");
    return `⚠️ ${describeGatewayError(error)}`;
  }
}
