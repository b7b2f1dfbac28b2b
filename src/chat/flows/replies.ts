/**
 * Replies in groups, as the commands that act on a replied-to message
 * (/tip, /lnurl as a reply) read them.
 */
import type { Message } from "grammy/types";

/**
 * The message `command` really replies to. In forum topics a message that
 * is no reply still points at the topic's first message: that is no reply.
 */
export function repliedMessage(command: Message): Message | undefined {
  const replied = command.reply_to_message;
  if (!replied || replied.forum_topic_created) return undefined;
  if (command.is_topic_message && replied.message_id === command.message_thread_id) {
    return undefined;
  }
  return replied;
}
