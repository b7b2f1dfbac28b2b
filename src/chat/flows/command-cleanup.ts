/**
 * Removing a /tip command from the group once its receipt is up, where the
 * bot may delete members' messages. Runs on a timer so the update is not
 * held up; failures are only logged. The removal itself is the shared
 * transient-message helper's.
 */
import { type RemovalEnv, removeLater } from "./transient.ts";

export { canDeleteMessages } from "./transient.ts";

/**
 * After `delayMs`, deletes message `messageId` in `chatId` when the bot
 * (`botId`) may delete messages there (asked with getChatMember at that
 * moment). Returns at once; the timer does not keep the process alive.
 */
export function removeCommandLater(
  env: RemovalEnv,
  chatId: number,
  messageId: number,
  delayMs: number,
): void {
  removeLater(env, chatId, [{ messageId, fromBot: false }], delayMs);
}
