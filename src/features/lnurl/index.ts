/**
 * /lnurl: the user's LNURL pay code (4.6) as QR and text, with its lightning
 * address when the code is one. The group form (as a reply, or /lnurl
 * @user: 4.7) is handled by the tipping feature.
 *
 * An account whose gateway has no webhook gets setup help naming its
 * events URL, which carries the account's secret token: that help goes to
 * the private chat only; a group sees a short line pointing there.
 */
import { GrammyError, InlineKeyboard } from "grammy";
import type { Account } from "../../accounts/accounts.ts";
import { lightningAddressFor } from "../../bitcoin/lightning-address.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { deepLink, isPrivate, requireAccount } from "../../chat/flows/account.ts";
import { withChatAction } from "../../chat/flows/chat-action.ts";
import { replyWithQr } from "../../chat/flows/qr.ts";
import { escapeHtml } from "../../chat/html.ts";
import { GatewayError, GrpcCode } from "../../gateway/errors.ts";
import { describeGatewayError } from "../../wording/gateway-errors.ts";

export const lnurlFeature = new Composer<BotContext>();

lnurlFeature.command("lnurl", async (ctx, next) => {
  // "/lnurl @user" or a reply in a group asks for someone else's code: not ours.
  if (ctx.chat.type !== "private" && (ctx.match.trim() || ctx.msg.reply_to_message)) return next();
  const account = await requireAccount(ctx);
  if (!account) return;
  await withChatAction(ctx, "upload_photo", async () => {
    let lnurl: string;
    try {
      lnurl = await ctx.deps.wallet.payCode(account);
    } catch (error) {
      ctx.log.warn({ err: error }, "lnurl failed");
      if (error instanceof GatewayError && error.grpcCode === GrpcCode.FAILED_PRECONDITION) {
        await explainWebhookSetup(ctx, account);
        return;
      }
      await ctx.reply(ctx.t("lnurl-failed", { reason: describeGatewayError(error, ctx.t) }));
      return;
    }
    const address = lightningAddressFor(lnurl);
    // Below the code, so the pay code stays the first thing to copy.
    const footer = [
      address ? ctx.t("lnurl-address-caption", { address: escapeHtml(address) }) : undefined,
      account.kind === "sandbox" ? ctx.t("common-test-money") : undefined,
    ]
      .filter(Boolean)
      .join("\n\n");
    await replyWithQr(ctx, {
      headline: ctx.t("lnurl-headline-caption"),
      payload: lnurl,
      ...(footer ? { footer } : {}),
      filename: "lnurl.png",
    });
  });
});

/** The webhook setup help, in the private chat only. */
async function explainWebhookSetup(ctx: BotContext, account: Account): Promise<void> {
  const url = ctx.deps.accounts.eventsUrlFor(account);
  // The help goes to the person (their private chat), in their language.
  const help = url
    ? ctx.tUser("lnurl-no-webhook-url", { eventsUrl: escapeHtml(url) })
    : ctx.tUser("lnurl-no-webhook");
  if (isPrivate(ctx)) {
    await ctx.reply(help, { parse_mode: "HTML" });
    return;
  }
  try {
    await ctx.api.sendMessage(account.userId, help, { parse_mode: "HTML" });
    await ctx.reply(ctx.t("lnurl-setup-sent-privately"), {
      reply_parameters: { message_id: ctx.msg?.message_id ?? 0, allow_sending_without_reply: true },
    });
  } catch (error) {
    // 403: the user never opened a private chat with the bot.
    if (!(error instanceof GrammyError) || error.error_code !== 403) throw error;
    await ctx.reply(ctx.t("lnurl-setup-in-private-first"), {
      reply_markup: new InlineKeyboard().url(
        ctx.t("common-open-private-chat"),
        deepLink(ctx, "lnurl"),
      ),
    });
  }
}
