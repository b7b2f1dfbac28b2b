/**
 * /top in a group: who tipped and who received most in that group, this
 * week (ISO week, UTC) and of all time, from the leaderboard's own records
 * of settled payments (src/operations/board.ts). A member who opted out in
 * /settings shows as "someone"; their figures still count.
 */
import { Composer } from "../../chat/composer.ts";
import type { BotContext } from "../../chat/context.ts";
import { answerAsker, inGroup } from "../../chat/flows/transient.ts";
import { escapeHtml } from "../../chat/html.ts";
import { type Board, type Ranked, readBoard } from "../../operations/board.ts";

/** People shown per ranking. */
const TOP_COUNT = 5;

export const topFeature = new Composer<BotContext>();

topFeature.command("top", async (ctx) => {
  if (!inGroup(ctx)) {
    await ctx.reply(ctx.t("top-in-private"), { parse_mode: "HTML" });
    return;
  }
  const board = await readBoard(ctx.deps.store, ctx.chat.id, ctx.deps.now());
  // Only the asker needs it: in private while the group's queue is long.
  if (board.all.tippers.length === 0) {
    await answerAsker(ctx, ctx.t("top-empty"));
    return;
  }
  const hidden = await hiddenAmong(ctx, board);
  const t = ctx.t;
  const ranking = (people: Ranked[]) =>
    people.length === 0
      ? [t("top-none")]
      : people.slice(0, TOP_COUNT).map((person, index) =>
          t("top-line", {
            rank: index + 1,
            name: hidden.has(person.id) ? t("top-someone") : escapeHtml(person.name),
            amount: ctx.amount(person.sat),
          }),
        );
  const period = (title: string, side: Board["week"]) => [
    title,
    t("top-tippers"),
    ...ranking(side.tippers),
    t("top-receivers"),
    ...ranking(side.receivers),
  ];
  const text = [
    t("top-title"),
    "",
    ...period(t("top-week"), board.week),
    "",
    ...period(t("top-all-time"), board.all),
    "",
    t("top-footer"),
  ].join("\n");
  await answerAsker(ctx, text);
});

/** Ids of the members shown who chose in /settings not to be named. */
async function hiddenAmong(ctx: BotContext, board: Board): Promise<Set<number>> {
  const shown = new Set<number>();
  for (const side of [board.week, board.all]) {
    for (const people of [side.tippers, side.receivers]) {
      for (const person of people.slice(0, TOP_COUNT)) shown.add(person.id);
    }
  }
  const hidden = new Set<number>();
  for (const id of shown) {
    if ((await ctx.deps.preferences.get(id)).hiddenOnBoard) hidden.add(id);
  }
  return hidden;
}
