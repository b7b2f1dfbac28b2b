import type { Message, User } from "grammy/types";
import { describe, expect, it } from "vitest";
import { repliedMessage } from "../../../src/chat/flows/replies.ts";

type ReplyMessage = NonNullable<Message["reply_to_message"]>;

const alice: User = { id: 1, is_bot: false, first_name: "Alice" };
const bob: User = { id: 2, is_bot: false, first_name: "Bob" };
const chat = { id: -100, type: "supergroup", title: "G" } as const;

function command(extra: Partial<Message> = {}): Message {
  return { message_id: 10, date: 0, chat, from: alice, text: "/lnurl", ...extra } as Message;
}
function message(extra: Partial<ReplyMessage> = {}): ReplyMessage {
  return { message_id: 5, date: 0, chat, from: bob, text: "hi", ...extra } as ReplyMessage;
}

describe("the message a command replies to", () => {
  it("is the replied-to message, also inside a forum topic", () => {
    const replied = message();
    expect(repliedMessage(command({ reply_to_message: replied }))).toBe(replied);
    const inTopic = command({
      is_topic_message: true,
      message_thread_id: 77,
      reply_to_message: replied,
    });
    expect(repliedMessage(inTopic)).toBe(replied);
  });

  it("is none without a reply, or when the command only points at its topic", () => {
    expect(repliedMessage(command())).toBeUndefined();
    const topicStart = message({ message_id: 77 });
    expect(
      repliedMessage(
        command({ is_topic_message: true, message_thread_id: 77, reply_to_message: topicStart }),
      ),
    ).toBeUndefined();
    const created = message({
      message_id: 78,
      forum_topic_created: { name: "Tips", icon_color: 0 },
    });
    expect(repliedMessage(command({ reply_to_message: created }))).toBeUndefined();
  });
});
