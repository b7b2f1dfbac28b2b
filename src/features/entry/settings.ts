/**
 * Paid entry on a group's page of private /settings: how it stands, and
 * buttons to set the price (asked in the private chat: `2100`, `5 usd`,
 * `2100 monthly`) or turn it off. Everything goes through the same checks
 * as /entry in the group (setDoor): only the creator or an admin who may
 * invite users, the bot's own rights, the admin's connected account.
 */
import { InlineKeyboard } from "grammy";
import type { BotContext, ConversationContext, GroupSetting } from "../../chat/context.ts";
import { askText, type BotConversation } from "../../chat/flows/ask.ts";
import { escapeHtml } from "../../chat/html.ts";
import { type Door, EntryBook } from "./book.ts";
import { setDoor } from "./door.ts";

/** The price question's id, for `createConversation`. */
export const ENTRY_PRICE_QUESTION = "entry-price";
/** `entry-settings:price:<chatId>` and `entry-settings:off:<chatId>`. */
export const SETTINGS_DATA = /^entry-settings:(price|off):(-?\d{1,20})$/;

/** The door's state in one line, in the reader's language (HTML). */
function stateLine(ctx: BotContext, door: Door | undefined): string {
  if (!door?.on) return ctx.t("entry-settings-line-off");
  return ctx.t(door.monthly ? "entry-settings-line-monthly" : "entry-settings-line-on", {
    price: ctx.amount(door.priceSat),
    owner: escapeHtml(door.ownerHandle),
  });
}

/** Paid entry's item on a group's settings page. */
export const entrySetting: GroupSetting = {
  line: async (ctx, group) => stateLine(ctx, await new EntryBook(ctx.deps.store).door(group.id)),
  button: (ctx) => ctx.t("entry-settings-button"),
  open: async (ctx, group) => {
    const door = await new EntryBook(ctx.deps.store).door(group.id);
    const keyboard = new InlineKeyboard().text(
      ctx.t("entry-settings-set-button"),
      `entry-settings:price:${group.id}`,
    );
    if (door?.on)
      keyboard.text(ctx.t("entry-settings-off-button"), `entry-settings:off:${group.id}`);
    await ctx.reply(`<b>${escapeHtml(group.title)}</b>\n${stateLine(ctx, door)}`, {
      parse_mode: "HTML",
      reply_markup: keyboard,
    });
  },
};

/** A press on the item's buttons, in the private chat. */
export async function onSettingsPress(ctx: BotContext, action: string, chatId: number) {
  const from = ctx.from;
  if (!from || ctx.chat?.type !== "private") return;
  const door = await new EntryBook(ctx.deps.store).door(chatId);
  const title = door?.title ?? (await groupTitle(ctx, chatId));
  await ctx.answerCallbackQuery();
  if (action === "off") {
    await setDoor(ctx, { id: chatId, title }, from, "off");
    return;
  }
  await ctx.conversation.exitAll();
  await ctx.conversation.enter(ENTRY_PRICE_QUESTION, chatId, title);
}

/** The group's title from Telegram ("" when it cannot be read). */
async function groupTitle(ctx: BotContext, chatId: number): Promise<string> {
  const chat = await ctx.api.getChat(chatId).catch(() => undefined);
  return chat && "title" in chat ? (chat.title ?? "") : "";
}

/** Asks for the price of entry to a group, then sets the door as /entry in the group would. */
export async function entryPriceQuestion(
  conversation: BotConversation,
  ctx: ConversationContext,
  chatId?: number,
  title?: string,
): Promise<void> {
  if (chatId === undefined) return;
  const group = { id: chatId, title: title ?? "" };
  const answer = await askText(
    conversation,
    ctx,
    ctx.t("entry-settings-ask", { group: escapeHtml(group.title) }),
  );
  if (answer === undefined) return;
  await conversation.external(async (outside) => {
    if (outside.from) await setDoor(outside, group, outside.from, answer.trim());
  });
}
