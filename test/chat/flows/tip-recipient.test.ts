import type { Message, User } from "grammy/types";

type ReplyMessage = NonNullable<Message["reply_to_message"]>;

import { describe, expect, it } from "vitest";
import { tipRecipient } from "../../../src/chat/flows/tip-recipient.ts";

const alice: User = { id: 1, is_bot: false, first_name: "Alice" };
const bob: User = { id: 2, is_bot: false, first_name: "Bob" };
const chat = { id: -100, type: "supergroup", title: "G" } as const;

function command(extra: Partial<Message> = {}): Message {
  return { message_id: 10, date: 0, chat, from: alice, text: "/tip 100", ...extra } as Message;
}
function message(from: User, extra: Partial<ReplyMessage> = {}): ReplyMessage {
  return { message_id: 5, date: 0, chat, from, text: "hi", ...extra } as ReplyMessage;
}

describe("who a /tip is for", () => {
  it("is the author of the replied-to message", () => {
    expect(tipRecipient(command({ reply_to_message: message(bob) }), alice.id)).toEqual({
      ok: true,
      user: bob,
      messageId: 5,
    });
  });

  it("is nobody without a reply, for yourself, a bot, or a message sent as a chat", () => {
    const reason = (msg: Message) => {
      const result = tipRecipient(msg, alice.id);
      return result.ok ? "ok" : result.reason;
    };
    expect(reason(command())).toBe("no_reply");
    expect(reason(command({ reply_to_message: message(alice) }))).toBe("self");
    expect(reason(command({ reply_to_message: message({ ...bob, is_bot: true }) }))).toBe("bot");
    expect(
      reason(
        command({
          reply_to_message: message(bob, { sender_chat: { id: -5, type: "channel", title: "C" } }),
        }),
      ),
    ).toBe("on_behalf_of_chat");
  });

  it("is nobody in a forum topic when the command only points at the topic's first message", () => {
    const topicStart = message(bob, { message_id: 77 });
    expect(
      tipRecipient(
        command({ is_topic_message: true, message_thread_id: 77, reply_to_message: topicStart }),
        alice.id,
      ),
    ).toEqual({ ok: false, reason: "no_reply" });
  });
});
