/**
 * A per-member rate limit on bot commands in groups, so a group cannot be
 * flooded with /tip or /lnurl. The count lives in the store, so replicas
 * share it; one member's updates in a chat are handled one at a time (the
 * order of `orderedOnce`, per member and chat), which makes its read-then-write safe.
 */
import type { MiddlewareFn } from "grammy";
import type { Message } from "grammy/types";
import { RateWindow } from "../../operations/rate-window.ts";
import type { BotContext } from "../context.ts";
import { escapeHtml } from "../html.ts";

/**
 * Middleware: in groups, a member's commands to this bot beyond
 * `config.groups.commandsPerMinute` per minute are not handled; the first
 * one refused gets a short reply, the rest are dropped silently.
 */
export function groupCommandRateLimit(): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const chat = ctx.chat;
    const from = ctx.from;
    const message = ctx.message;
    if (
      !chat ||
      !from ||
      !message ||
      (chat.type !== "group" && chat.type !== "supergroup") ||
      !isCommandForMe(message, ctx.me.username)
    ) {
      return next();
    }
    const perMinute = ctx.deps.config.groups.commandsPerMinute;
    const verdict = await new RateWindow(ctx.deps.store, "group-command-rate").admit(
      `${chat.id}:${from.id}`,
      ctx.deps.now(),
      perMinute,
    );
    if (verdict === "ok") return next();
    ctx.log.info({ user_id: from.id, verdict }, "group command rate-limited");
    if (verdict === "warn") {
      const name = escapeHtml(from.first_name);
      await ctx.reply(ctx.t("rate-limit-slow-down", { name, perMinute }), {
        parse_mode: "HTML",
        reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true },
      });
    }
  };
}

/** A message starting with a command addressed to this bot (no @suffix, or ours). */
function isCommandForMe(message: Message, botUsername: string): boolean {
  const first = message.entities?.[0];
  if (!message.text || first?.type !== "bot_command" || first.offset !== 0) return false;
  const command = message.text.slice(0, first.length);
  const at = command.indexOf("@");
  return at === -1 || command.slice(at + 1).toLowerCase() === botUsername.toLowerCase();
}
