/**
 * /start and /help. In a private chat: the welcome, with the user's
 * lightning address once they have an account; a deep link
 * (`t.me/<bot>?start=<payload>`, which Telegram sends as `/start <payload>`)
 * continues where the link promised: the features' own links (`deepLinks`
 * of the list of features),
 * then the links that stand for a command. In a group: a short answer with a
 * button to the private chat, not the private welcome.
 */
import { InlineKeyboard } from "grammy";
import type { Message } from "grammy/types";
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { deepLink } from "../../chat/flows/account.ts";
import { answerAsker } from "../../chat/flows/transient.ts";
import { APP_DEEP_LINK, setPrivateMenuButton, withWebAppButton } from "../../chat/flows/webapp.ts";
import { escapeHtml } from "../../chat/html.ts";
import { ownLightningAddress } from "./address.ts";

/**
 * Deep-link payloads answered exactly as the private command of the same
 * name (`/start balance` is `/balance`), so a link lands where the command
 * would, with no second copy of its handler. Links the bot makes: balance,
 * claim, connect, pay, settings, withdraw (group hints); the others are ready for
 * links to come. Never a command that changes anything without asking.
 */
export const COMMAND_DEEP_LINKS: ReadonlySet<string> = new Set([
  "balance",
  "claim",
  "connect",
  "history",
  "invoice",
  "lnurl",
  "pay",
  "settings",
  "withdraw",
]);

/** /start and /help, with the features' deep-link answers, asked in their order. */
export function createStartFeature(): Composer<BotContext> {
  const startFeature = new Composer<BotContext>();
  startFeature.command(["start", "help"], async (ctx, next) => {
    if (ctx.chat.type !== "private") {
      // Reaction tips need the bot to be an admin here (Telegram sends reactions to admin bots only).
      // Only the asker needs it: in private while the group's queue is long.
      const keyboard = new InlineKeyboard().url(
        ctx.t("common-open-private-chat"),
        deepLink(ctx, "help"),
      );
      await answerAsker(
        ctx,
        `${ctx.t("start-group")}\n${ctx.t("reaction-group-needs-admin")}`,
        withWebAppButton(ctx, keyboard) ?? keyboard,
      );
      return;
    }
    const payload = ctx.msg.text?.startsWith("/start") ? ctx.match.trim() : "";
    // From a group's "open the wallet" link: the private button that opens the app.
    const appButton = payload === APP_DEEP_LINK ? withWebAppButton(ctx) : undefined;
    if (appButton) {
      await ctx.reply(ctx.t("webapp-open-hint"), { reply_markup: appButton });
      await setPrivateMenuButton(ctx);
      return;
    }
    for (const answer of ctx.sections.deepLinks) {
      if (payload && (await answer(ctx, payload))) return;
    }
    if (COMMAND_DEEP_LINKS.has(payload)) {
      // The rest of the bot sees the command the link stands for.
      continueAsCommand(ctx.msg, payload);
      return next();
    }
    await welcome(ctx);
  });
  return startFeature;
}

/** Turns this `/start <command>` message into `/<command>`, for the features after this one. */
function continueAsCommand(message: Message, command: string): void {
  const text = `/${command}`;
  message.text = text;
  message.entities = [{ type: "bot_command", offset: 0, length: text.length }];
}

/**
 * The private welcome: the greeting, the lightning address when the
 * account's pay code has one, and the commands (with the sandbox note on
 * the sandbox), as paragraphs.
 */
async function welcome(ctx: BotContext): Promise<void> {
  const { accounts } = ctx.deps;
  const user = ctx.from;
  if (!user) return;
  // On the sandbox the account is made now, as the welcome says; elsewhere only read.
  const account = accounts.isSandbox
    ? await accounts.find(user.id)
    : await accounts.findExisting(user.id);
  const address = account ? await ownLightningAddress(ctx, account) : undefined;
  const paragraphs = [
    ctx.t("start-welcome-hello", { name: escapeHtml(user.first_name) }),
    address ? ctx.t("start-welcome-address", { address: escapeHtml(address) }) : undefined,
    ctx.t("start-welcome-commands", { sandbox: accounts.isSandbox ? "yes" : "no" }),
    // Inline mode only where BotFather turned it on: elsewhere "@bot 1000" would do nothing.
    ctx.me.supports_inline_queries
      ? ctx.t("start-welcome-inline", { bot: escapeHtml(ctx.me.username) })
      : undefined,
  ];
  const appButton = withWebAppButton(ctx);
  await ctx.reply(paragraphs.filter((p) => p !== undefined).join("\n\n"), {
    parse_mode: "HTML",
    link_preview_options: { is_disabled: true },
    ...(appButton ? { reply_markup: appButton } : {}),
  });
  await setPrivateMenuButton(ctx);
}
