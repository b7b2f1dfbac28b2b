/**
 * /start and /help. In a private chat: the welcome, with the user's
 * lightning address once they have an account; a deep link
 * (`t.me/<bot>?start=<payload>`, which Telegram sends as `/start <payload>`)
 * continues where the link promised. In a group: a short answer with a
 * button to the private chat, not the private welcome.
 */
import { Composer, InlineKeyboard } from "grammy";
import type { Message } from "grammy/types";
import type { BotContext } from "../../context.ts";
import { deepLink } from "../../flows/account.ts";
import { escapeHtml } from "../../html.ts";
import { commonTexts } from "../../texts.ts";
import { tipWelcome } from "../tip/index.ts";
import { ownLightningAddress } from "./address.ts";
import { startTexts } from "./texts.ts";

/**
 * Deep-link payloads answered exactly as the private command of the same
 * name (`/start balance` is `/balance`), so a link lands where the command
 * would, with no second copy of its handler. Links the bot makes: balance,
 * connect, pay, settings, withdraw (group hints); the others are ready for
 * links to come. Never a command that changes anything without asking.
 */
export const COMMAND_DEEP_LINKS: ReadonlySet<string> = new Set([
  "balance",
  "connect",
  "history",
  "invoice",
  "lnurl",
  "pay",
  "settings",
  "withdraw",
]);

export const startFeature = new Composer<BotContext>();

startFeature.command(["start", "help"], async (ctx, next) => {
  if (ctx.chat.type !== "private") {
    await ctx.reply(startTexts.group, {
      parse_mode: "HTML",
      reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
      reply_markup: new InlineKeyboard().url(commonTexts.openPrivateChat, deepLink(ctx, "help")),
    });
    return;
  }
  const payload = ctx.msg.text?.startsWith("/start") ? ctx.match.trim() : "";
  if (payload === "tip") {
    await tipWelcome(ctx);
    return;
  }
  if (COMMAND_DEEP_LINKS.has(payload)) {
    // The rest of the bot sees the command the link stands for.
    continueAsCommand(ctx.msg, payload);
    return next();
  }
  await welcome(ctx);
});

/** Turns this `/start <command>` message into `/<command>`, for the features after this one. */
function continueAsCommand(message: Message, command: string): void {
  const text = `/${command}`;
  message.text = text;
  message.entities = [{ type: "bot_command", offset: 0, length: text.length }];
}

/** The private welcome, with the lightning address when the account's pay code has one. */
async function welcome(ctx: BotContext): Promise<void> {
  const { accounts } = ctx.deps;
  const userId = ctx.from?.id;
  // On the sandbox the account is made now, as the welcome says; elsewhere only read.
  const account =
    userId === undefined
      ? undefined
      : accounts.isSandbox
        ? await accounts.find(userId)
        : await accounts.findExisting(userId);
  const address = account ? await ownLightningAddress(ctx, account) : undefined;
  const name = escapeHtml(ctx.from?.first_name ?? "there");
  await ctx.reply(
    startTexts.welcome(name, accounts.isSandbox, address ? escapeHtml(address) : undefined),
    { parse_mode: "HTML", link_preview_options: { is_disabled: true } },
  );
}
