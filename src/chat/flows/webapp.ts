/**
 * The button that opens the Mini App (docs/webapp.md), where the operator
 * serves one (an https PUBLIC_URL): in a private chat a `web_app` button;
 * in a group, where Telegram refuses `web_app` buttons, a link to the
 * private chat (`?start=app`), which answers with the private button.
 */
import type { Api } from "grammy";
import { InlineKeyboard } from "grammy";
import type { Translate } from "../../i18n/i18n.ts";
import type { BotContext } from "../context.ts";
import { deepLink } from "./account.ts";

/** The deep-link payload that opens the private chat with the app's button. */
export const APP_DEEP_LINK = "app";

/** The Mini App's URL, when the app is served. */
export function webAppUrl(ctx: BotContext): string | undefined {
  return ctx.deps.config.webApp.url;
}

/**
 * `keyboard` (or a new one) with the button opening the app on a row of its
 * own, in the chat's words; undefined when there is no app and no keyboard.
 */
export function withWebAppButton(
  ctx: BotContext,
  keyboard?: InlineKeyboard,
): InlineKeyboard | undefined {
  const url = webAppUrl(ctx);
  if (!url) return keyboard;
  const markup = keyboard ? keyboard.row() : new InlineKeyboard();
  return ctx.chat?.type === "private"
    ? markup.webApp(ctx.t("webapp-open-button"), url)
    : markup.url(ctx.t("webapp-open-button"), deepLink(ctx, APP_DEEP_LINK));
}

/** The private button of the app, for a message sent to `userId`'s private chat (e.g. /balance's). */
export function privateWebAppButton(url: string | undefined, t: Translate) {
  return url ? new InlineKeyboard().webApp(t("webapp-open-button"), url) : undefined;
}

/**
 * Sets this private chat's menu button to open the app, labelled in the
 * chat's language (the bot-wide one set at start-up is in English); nothing
 * without an app or outside a private chat. A refusal is logged, not thrown:
 * the button is a convenience.
 */
export async function setPrivateMenuButton(ctx: BotContext): Promise<void> {
  const url = webAppUrl(ctx);
  if (!url || ctx.chat?.type !== "private") return;
  await ctx.api
    .setChatMenuButton({
      chat_id: ctx.chat.id,
      menu_button: { type: "web_app", text: ctx.t("webapp-open-button"), web_app: { url } },
    })
    .catch((error: unknown) =>
      ctx.log.warn({ err: error }, "could not set the chat's menu button"),
    );
}

/** Sets the chat menu button (every private chat) to open the app; nothing without an app. */
export async function setWebAppMenuButton(
  api: Api,
  url: string | undefined,
  t: Translate,
): Promise<void> {
  if (!url) return;
  await api.setChatMenuButton({
    menu_button: { type: "web_app", text: t("webapp-open-button"), web_app: { url } },
  });
}
