/**
 * /lnurl in a group as a reply, or /lnurl @user: that member's LNURL pay
 * code (4.7, asked with the caller's account) as QR and text, so anyone
 * can pay them from any wallet. A member without an account but with a
 * lightning address gets the LNURL of that address. The plain /lnurl
 * (the caller's own code) is the lnurl feature's; it passes these on.
 */

import type { User } from "grammy/types";
import { usernameDirectory } from "../../accounts/members.ts";
import { parsePayTarget } from "../../bitcoin/lnurl.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { withChatAction } from "../../chat/flows/chat-action.ts";
import { displayName } from "../../chat/flows/people.ts";
import { replyWithQr } from "../../chat/flows/qr.ts";
import { repliedMessage } from "../../chat/flows/replies.ts";
import { escapeHtml } from "../../chat/html.ts";
import { GatewayError, GrpcCode } from "../../gateway/errors.ts";
import type { TranslationArgs } from "../../i18n/i18n.ts";
import { describeGatewayError } from "../../wording/gateway-errors.ts";

/** /lnurl as a reply or with @user, in groups; everything else goes on to next(). */
export const groupLnurlFeature = new Composer<BotContext>();

groupLnurlFeature.command("lnurl", async (ctx, next) => {
  if (ctx.chat.type !== "group" && ctx.chat.type !== "supergroup") return next();
  const target = await memberOf(ctx);
  if (!target.ok) {
    await ctx.reply(ctx.t(target.id, target.args), { parse_mode: "HTML" });
    return;
  }
  await withChatAction(ctx, "upload_photo", () => sendMemberLnurl(ctx, target.user));
});

/** The QR of `user`'s LNURL (or lightning address), or why there is none. */
async function sendMemberLnurl(ctx: BotContext, user: User): Promise<void> {
  const { accounts, wallet, preferences } = ctx.deps;
  const name = escapeHtml(displayName(user));
  const footer = accounts.isSandbox ? { footer: ctx.t("common-test-money") } : {};
  const account = await accounts.findExisting(user.id);
  if (!account) {
    const { lightningAddress } = await preferences.get(user.id);
    const payTarget = lightningAddress ? safePayTarget(lightningAddress) : undefined;
    if (!lightningAddress || !payTarget) {
      await ctx.reply(ctx.t("group-lnurl-no-account", { name }), { parse_mode: "HTML" });
      return;
    }
    await replyWithQr(ctx, {
      headline: ctx.t("group-lnurl-address-headline-caption", {
        name,
        address: escapeHtml(lightningAddress),
      }),
      payload: payTarget.lnurl,
      ...footer,
      filename: "lnurl.png",
    });
    return;
  }
  const caller = ctx.from ? await accounts.find(ctx.from.id) : undefined;
  let lnurl: string;
  try {
    // 4.7 with the caller's account; a caller without one (real gateway) gets it through 4.6.
    lnurl = caller
      ? await wallet.merchantPayCode(caller, account.credentials.merchantId)
      : await wallet.payCode(account);
  } catch (error) {
    ctx.log.warn({ err: error }, "member lnurl failed");
    await ctx.reply(
      error instanceof GatewayError && error.grpcCode === GrpcCode.FAILED_PRECONDITION
        ? ctx.t("group-lnurl-no-webhook", { name })
        : ctx.t("group-lnurl-failed", { reason: escapeHtml(describeGatewayError(error, ctx.t)) }),
      { parse_mode: "HTML" },
    );
    return;
  }
  await replyWithQr(ctx, {
    headline: ctx.t("group-lnurl-headline-caption", { name }),
    payload: lnurl,
    ...footer,
    filename: "lnurl.png",
  });
}

/** The member, or the id (and values) of the text saying why there is none. */
type Member = { ok: true; user: User } | { ok: false; id: string; args?: TranslationArgs };

const USAGE: Member = { ok: false, id: "group-lnurl-usage" };

/** The member the command names: a text mention, an @username of this group, or the replied-to author. */
async function memberOf(ctx: BotContext & { match: string }): Promise<Member> {
  const message = ctx.msg;
  if (!message) return USAGE;
  for (const entity of message.entities ?? []) {
    if (entity.type === "text_mention") return checked(entity.user);
  }
  const word = ctx.match.trim().split(/\s+/)[0] ?? "";
  if (word) {
    if (!word.startsWith("@")) return USAGE;
    const unknown: Member = {
      ok: false,
      id: "group-lnurl-unknown-username",
      args: { username: escapeHtml(word) },
    };
    const userId = await usernameDirectory(ctx.deps.store).lookup(word);
    if (userId === undefined) return unknown;
    // Only members of this group: the map is global, a pay code is shown where its owner is.
    const member = await ctx.getChatMember(userId).catch(() => undefined);
    if (!member || member.status === "left" || member.status === "kicked") return unknown;
    return checked(member.user);
  }
  const replied = repliedMessage(message);
  if (!replied) return USAGE;
  if (replied.sender_chat) return { ok: false, id: "group-lnurl-on-behalf-of-chat" };
  if (!replied.from) return USAGE;
  return checked(replied.from);
}

function checked(user: User): Member {
  return user.is_bot ? { ok: false, id: "group-lnurl-bot" } : { ok: true, user };
}

function safePayTarget(address: string) {
  try {
    return parsePayTarget(address);
  } catch {
    return undefined;
  }
}
