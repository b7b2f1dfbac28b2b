/**
 * Learning the member directory (src/accounts/members.ts) from the chat's
 * updates: senders, authors of replied-to messages, mentioned users.
 */
import type { MiddlewareFn } from "grammy";
import type { User } from "grammy/types";
import { usernameDirectory } from "../../accounts/members.ts";
import type { BotContext } from "../context.ts";

/** Middleware: learns usernames from every update, then goes on. A store failure does not stop the update. */
export function learnUsernames(): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const seen: User[] = [];
    if (ctx.from) seen.push(ctx.from);
    const message = ctx.message;
    if (message?.reply_to_message?.from) seen.push(message.reply_to_message.from);
    for (const entity of message?.entities ?? []) {
      if (entity.type === "text_mention") seen.push(entity.user);
    }
    const directory = usernameDirectory(ctx.deps.store);
    try {
      for (const user of seen) await directory.learn(user);
    } catch (error) {
      ctx.log.warn({ err: error }, "could not remember a username");
    }
    await next();
  };
}
