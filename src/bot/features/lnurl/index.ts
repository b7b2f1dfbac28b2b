/**
 * /lnurl: the user's LNURL pay code (4.6) as QR and text. The group form
 * (as a reply, or /lnurl @user: 4.7) is handled by the tipping feature.
 */
import { Composer } from "grammy";
import { GatewayError, GrpcCode } from "../../../gateway/errors.ts";
import type { BotContext } from "../../context.ts";
import { gatewayFor, requireAccount } from "../../flows/account.ts";
import { withChatAction } from "../../flows/chat-action.ts";
import { replyWithQr } from "../../flows/qr.ts";
import { describeGatewayError } from "../../gateway-errors.ts";
import { escapeHtml } from "../../html.ts";
import { commonTexts } from "../../texts.ts";
import { lnurlTexts } from "./texts.ts";

export const lnurlFeature = new Composer<BotContext>();

lnurlFeature.command("lnurl", async (ctx, next) => {
  // "/lnurl @user" or a reply in a group asks for someone else's code: not ours.
  if (ctx.chat.type !== "private" && (ctx.match.trim() || ctx.msg.reply_to_message)) return next();
  const account = await requireAccount(ctx);
  if (!account) return;
  await withChatAction(ctx, "upload_photo", async () => {
    let lnurl: string;
    try {
      lnurl = await gatewayFor(ctx, account).getLnurl();
    } catch (error) {
      ctx.log.warn({ err: error }, "lnurl failed");
      if (error instanceof GatewayError && error.grpcCode === GrpcCode.FAILED_PRECONDITION) {
        const url = ctx.deps.accounts.eventsUrlFor(account);
        await ctx.reply(lnurlTexts.noWebhook(url ? escapeHtml(url) : undefined), {
          parse_mode: "HTML",
        });
        return;
      }
      await ctx.reply(lnurlTexts.failed(describeGatewayError(error)));
      return;
    }
    await replyWithQr(ctx, {
      headline: lnurlTexts.headline,
      payload: lnurl,
      ...(account.kind === "sandbox" ? { footer: commonTexts.testMoney } : {}),
      filename: "lnurl.png",
    });
  });
});
