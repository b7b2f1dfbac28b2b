import type { ChatMember } from "grammy/types";
import { describe, expect, it } from "vitest";
import { canDeleteMessages } from "../../../src/chat/flows/command-cleanup.ts";

const user = { id: 1, is_bot: true, first_name: "Bot" };

describe("whether the bot may delete the /tip command", () => {
  it("yes as creator or as an administrator with the right", () => {
    expect(canDeleteMessages({ status: "creator", user, is_anonymous: false })).toBe(true);
    expect(
      canDeleteMessages({ status: "administrator", user, can_delete_messages: true } as ChatMember),
    ).toBe(true);
  });

  it("no as an administrator without the right, or as a plain member", () => {
    expect(
      canDeleteMessages({
        status: "administrator",
        user,
        can_delete_messages: false,
      } as ChatMember),
    ).toBe(false);
    expect(canDeleteMessages({ status: "member", user })).toBe(false);
  });
});
