/**
 * When the bot first saw each member in a group, and when they last wrote
 * there: what the conditions `member:7d` and `active:14d` of raffles,
 * giveaways and rain read (flows/conditions.ts). Recorded from what reaches
 * the bot (messages, joins); in privacy mode that is only commands and
 * replies to the bot, so such conditions want the bot to be an admin
 * (docs/commands.md). Someone never seen counts as new.
 *
 * First sightings are one-use steps (the first replica to see a member
 * fixes the date); last activity is written at most once an hour per member
 * and process, so a busy group costs a store write per member an hour, not
 * per message.
 */
import type { Middleware } from "grammy";
import type { User } from "grammy/types";
import type { Services } from "../services.ts";
import type { BotContext } from "./context.ts";

/** How long a first sighting and a last activity are kept: a year and a day. */
const KEEP_MS = 366 * 24 * 60 * 60_000;
/** Activity is written again after this long. */
const ACTIVE_EVERY_MS = 60 * 60_000;
/** Members remembered per process as recently written (beyond: written again, harmless). */
const MEMORY = 20_000;

function activity(deps: Services) {
  return deps.store.keyv<number>("member-activity", { durable: false });
}

function seenStep(chatId: number, userId: number): string {
  return `member-seen:${chatId}:${userId}`;
}

/** Records who writes or joins in groups; always calls `next`. */
export function rememberMembers(): Middleware<BotContext> {
  const written = new Map<string, number>();
  return async (ctx, next) => {
    const chat = ctx.chat;
    const message = ctx.message;
    if (message && chat && (chat.type === "group" || chat.type === "supergroup")) {
      const now = ctx.deps.now();
      // A join fixes the first sighting only; a message also the last activity, at most hourly.
      const joined: User[] = message.new_chat_members ?? [];
      const writer = message.from && !message.sender_chat ? message.from : undefined;
      for (const person of [...joined, ...(writer ? [writer] : [])]) {
        if (person.is_bot) continue;
        const wrote = person === writer;
        const key = `${chat.id}:${person.id}`;
        const memo = `${key}:${wrote ? "w" : "j"}`;
        const last = written.get(memo);
        if (last !== undefined && now - last < ACTIVE_EVERY_MS) continue;
        written.delete(memo);
        written.set(memo, now);
        if (written.size > MEMORY) written.delete(written.keys().next().value ?? memo);
        try {
          await ctx.deps.steps.take(seenStep(chat.id, person.id), String(now), KEEP_MS);
          if (wrote) await activity(ctx.deps).set(key, now, KEEP_MS);
        } catch (error) {
          // A record missed costs a member a condition at worst, never the update.
          written.delete(memo);
          ctx.log.warn({ err: error }, "could not record a member's sighting");
        }
      }
    }
    await next();
  };
}

/** When `userId` was first seen in `chatId`, and last wrote there (undefined: never seen). */
export async function memberFacts(
  deps: Services,
  chatId: number,
  userId: number,
): Promise<{ firstSeen: number | undefined; lastActive: number | undefined }> {
  const [first, last] = await Promise.all([
    deps.steps.takenWith(seenStep(chatId, userId)),
    activity(deps).get(`${chatId}:${userId}`),
  ]);
  return {
    firstSeen: first === undefined ? undefined : Number(first),
    lastActive: typeof last === "number" ? last : undefined,
  };
}
