/**
 * Paid entry's chat part: /entry (in a group: the door; in private: the
 * owner's groups), the join requests of paid doors, "Pay from my account",
 * and the memberships shown after /history's page.
 */
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { escapeHtml } from "../../chat/html.ts";
import { EntryBook } from "./book.ts";
import { entryInGroup, entryInPrivate } from "./door.ts";
import { onJoinRequest, onPayPress, PAY_DATA } from "./knock.ts";
import { onSettingsPress, SETTINGS_DATA } from "./settings.ts";

export const entryFeature = new Composer<BotContext>();

entryFeature.command("entry", async (ctx) => {
  if (ctx.chat.type === "private") await entryInPrivate(ctx);
  else await entryInGroup(ctx);
});

entryFeature.on("chat_join_request", (ctx) => onJoinRequest(ctx, ctx.chatJoinRequest));

entryFeature.callbackQuery(PAY_DATA, (ctx) => onPayPress(ctx, ctx.match[1] ?? ""));

// The buttons of paid entry's item on a group's page of private /settings.
entryFeature.callbackQuery(SETTINGS_DATA, (ctx) =>
  onSettingsPress(ctx, ctx.match[1] ?? "", Number(ctx.match[2])),
);

/** The member's memberships, after /history's page (none: nothing is shown). */
export async function showMemberships(ctx: BotContext, userId: number): Promise<void> {
  const memberships = (await new EntryBook(ctx.deps.store).membershipsOf(userId)).filter(
    (membership) => !membership.removed && membership.until > ctx.deps.now(),
  );
  if (memberships.length === 0) return;
  const lines = memberships.map((membership) =>
    membership.monthly
      ? ctx.t("entry-history-line", {
          group: escapeHtml(membership.title),
          date: ctx.voice.dateTime(membership.until),
        })
      : ctx.t("entry-history-line-once", { group: escapeHtml(membership.title) }),
  );
  await ctx.reply([ctx.t("entry-history-title"), ...lines].join("\n"), { parse_mode: "HTML" });
}
