/**
 * Private /settings → My groups: the groups the reader manages, and for
 * one of them a page with the items features add (ctx.sections
 * .groupSettings, e.g. paid entry), each a line saying how it stands and a
 * button the feature answers. A bot cannot ask Telegram which groups a
 * person manages, so the list is the groups where the bot saw them as an
 * admin: their /settings there, or their adding the bot. Every page and
 * press checks again that they still are one (a group where they are not
 * is dropped from their list).
 */
import { InlineKeyboard } from "grammy";
import { Composer } from "../../chat/composer.ts";
import type { BotContext, SettingsGroup } from "../../chat/context.ts";
import { escapeHtml } from "../../chat/html.ts";

/** Callback data: the list (on the menu), a group's page, an item of a page. */
export const GROUPS_DATA = {
  list: "settings:groups",
  groupPrefix: "settings:group:",
  /** `settings-group:<chatId>:<index>`: not `settings:`, so pages outlive a newer menu. */
  itemPrefix: "settings-group:",
} as const;

/** How long a group is remembered for a person: a year after they were last seen as its admin. */
const KEEP_MS = 366 * 24 * 60 * 60_000;
/** Groups listed at most (the most recently seen). */
const LISTED = 20;

/** chatId → { title, seen }. */
type Remembered = Record<string, { title: string; seen: number }>;

function groupsOf(ctx: BotContext) {
  // Losing it only means seeing the person as an admin again (/settings in the group).
  return ctx.deps.store.keyv<Remembered>("settings-groups", { durable: false });
}

/** Remembers that `userId` manages `group` (seen as its admin now). */
export async function rememberGroup(
  ctx: BotContext,
  userId: number,
  group: SettingsGroup,
): Promise<void> {
  const known = (await groupsOf(ctx).get(String(userId))) ?? {};
  known[String(group.id)] = { title: group.title, seen: ctx.deps.now() };
  const kept = Object.entries(known)
    .sort((a, b) => b[1].seen - a[1].seen)
    .slice(0, LISTED);
  await groupsOf(ctx).set(String(userId), Object.fromEntries(kept), KEEP_MS);
}

async function forgetGroup(ctx: BotContext, userId: number, chatId: number): Promise<void> {
  const known = (await groupsOf(ctx).get(String(userId))) ?? {};
  delete known[String(chatId)];
  await groupsOf(ctx).set(String(userId), known, KEEP_MS);
}

/** The groups `userId` was seen managing, most recent first. */
async function knownGroups(ctx: BotContext, userId: number): Promise<SettingsGroup[]> {
  const known = (await groupsOf(ctx).get(String(userId))) ?? {};
  return Object.entries(known)
    .sort((a, b) => b[1].seen - a[1].seen)
    .map(([id, { title }]) => ({ id: Number(id), title }));
}

/** Whether `userId` is the creator or an admin of `chatId` now (a failed check: no). */
async function managesNow(ctx: BotContext, chatId: number, userId: number): Promise<boolean> {
  const member = await ctx.api.getChatMember(chatId, userId).catch(() => undefined);
  return member?.status === "creator" || member?.status === "administrator";
}

/** The group list's text and keyboard, in place of the menu (Back brings the menu again). */
export async function groupsView(
  ctx: BotContext,
  userId: number,
  back: string,
): Promise<{ text: string; keyboard: InlineKeyboard }> {
  const groups = await knownGroups(ctx, userId);
  const keyboard = new InlineKeyboard();
  for (const group of groups) {
    keyboard.text(group.title || String(group.id), `${GROUPS_DATA.groupPrefix}${group.id}`).row();
  }
  keyboard.text(ctx.t("settings-back-button"), back);
  const text = ctx.t(groups.length > 0 ? "settings-groups-title" : "settings-groups-none");
  return { text, keyboard };
}

/** The presses of the groups' pages. */
export const groupPagesFeature = new Composer<BotContext>();

const privateChats = groupPagesFeature.chatType("private");

// A group of the list: its page, as a new message (the menu stays where it is).
privateChats.callbackQuery(/^settings:group:(-?\d{1,20})$/, async (ctx) => {
  const chatId = Number(ctx.match[1]);
  const group = (await knownGroups(ctx, ctx.from.id)).find((known) => known.id === chatId);
  if (!group || !(await managesNow(ctx, chatId, ctx.from.id))) {
    await forgetGroup(ctx, ctx.from.id, chatId);
    await ctx.answerCallbackQuery({
      text: ctx.tUser("settings-group-not-admin"),
      show_alert: true,
    });
    return;
  }
  await ctx.answerCallbackQuery();
  const items = ctx.sections.groupSettings;
  const lines = await Promise.all(items.map((item) => item.line(ctx, group)));
  const keyboard = new InlineKeyboard();
  items.forEach((item, index) => {
    keyboard.text(item.button(ctx), `${GROUPS_DATA.itemPrefix}${chatId}:${index}`).row();
  });
  await ctx.reply(
    [ctx.t("settings-group-page", { group: escapeHtml(group.title) }), "", ...lines].join("\n"),
    { parse_mode: "HTML", reply_markup: keyboard },
  );
});

// An item of a group's page: the feature answers, once the presser is checked again.
privateChats.callbackQuery(/^settings-group:(-?\d{1,20}):(\d{1,3})$/, async (ctx) => {
  const chatId = Number(ctx.match[1]);
  const item = ctx.sections.groupSettings[Number(ctx.match[2])];
  const group = (await knownGroups(ctx, ctx.from.id)).find((known) => known.id === chatId);
  if (!item || !group) {
    await ctx.answerCallbackQuery({ text: ctx.tUser("common-stale-button") });
    return;
  }
  if (!(await managesNow(ctx, chatId, ctx.from.id))) {
    await forgetGroup(ctx, ctx.from.id, chatId);
    await ctx.answerCallbackQuery({
      text: ctx.tUser("settings-group-not-admin"),
      show_alert: true,
    });
    return;
  }
  await ctx.answerCallbackQuery();
  await item.open(ctx, group);
});

/** Remembers who added the bot to a group (an admin, most often); always calls `next`. */
export const rememberAdders = new Composer<BotContext>();

rememberAdders.on("my_chat_member", async (ctx, next) => {
  const { chat, from, new_chat_member: after } = ctx.myChatMember;
  const inNow = after.status === "member" || after.status === "administrator";
  if ((chat.type === "group" || chat.type === "supergroup") && inNow && !from.is_bot) {
    await rememberGroup(ctx, from.id, { id: chat.id, title: chat.title }).catch((error: unknown) =>
      ctx.log.debug({ err: error }, "group not remembered for its adder"),
    );
  }
  await next();
});
