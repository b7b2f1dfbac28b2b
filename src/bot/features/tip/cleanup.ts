/**
 * Removing a /tip command from the group once its receipt is up, where the
 * bot may delete members' messages. Runs on a timer so the update is not
 * held up; failures are only logged.
 */
import type { Api } from "grammy";
import type { ChatMember } from "grammy/types";
import type { Logger } from "../../../logger.ts";

/** True when this member record lets its holder delete others' messages. */
export function canDeleteMessages(member: ChatMember): boolean {
  if (member.status === "creator") return true;
  // Telegram always sends the flag for administrators; a missing one is read as allowed.
  return member.status === "administrator" && member.can_delete_messages !== false;
}

/**
 * After `delayMs`, deletes message `messageId` in `chatId` when the bot
 * (`botId`) may delete messages there (asked with getChatMember at that
 * moment). Returns at once; the timer does not keep the process alive.
 */
export function removeCommandLater(
  env: { api: Api; log: Logger; botId: number },
  chatId: number,
  messageId: number,
  delayMs: number,
): void {
  const timer = setTimeout(() => {
    void removeIfAllowed(env, chatId, messageId).catch((error: unknown) =>
      env.log.debug({ err: error, chat_id: chatId }, "could not remove the /tip command"),
    );
  }, delayMs);
  timer.unref();
}

async function removeIfAllowed(
  env: { api: Api; log: Logger; botId: number },
  chatId: number,
  messageId: number,
): Promise<void> {
  const member = await env.api.getChatMember(chatId, env.botId);
  if (!canDeleteMessages(member)) return;
  await env.api.deleteMessage(chatId, messageId);
}
