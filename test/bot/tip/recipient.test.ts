import type { Message, User } from "grammy/types";

type ReplyMessage = NonNullable<Message["reply_to_message"]>;

import { beforeEach, describe, expect, it } from "vitest";
import { AccountService } from "../../../src/accounts/accounts.ts";
import { PreferenceService } from "../../../src/accounts/preferences.ts";
import { SecretBox } from "../../../src/accounts/secret-box.ts";
import type { BotDeps } from "../../../src/bot/context.ts";
import { tipDestination, tipRecipient, tipRoute } from "../../../src/bot/features/tip/recipient.ts";
import { openMemoryStore } from "../../../src/storage/memory.ts";

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

describe("where a tip goes", () => {
  let deps: BotDeps;
  let provisioned: number;
  beforeEach(() => {
    const store = openMemoryStore();
    provisioned = 0;
    const accounts = new AccountService({
      store,
      box: new SecretBox(Buffer.alloc(32, 7)),
      sandbox: {
        async createMerchant() {
          provisioned++;
          return { merchantId: `m${provisioned}`, apiKey: "key", secretKey: "ab".repeat(32) };
        },
        setWebhook() {},
      },
      eventsUrl: () => undefined,
    });
    deps = { store, accounts, preferences: new PreferenceService(store) } as unknown as BotDeps;
  });

  it("nowhere for a member without account or address, and no account is made for them", async () => {
    expect(await tipRoute(deps, bob.id)).toEqual({ via: "none" });
    expect(provisioned).toBe(0);
    expect(await deps.accounts.findExisting(bob.id)).toBeUndefined();
  });

  it("to their existing account", async () => {
    await deps.accounts.find(bob.id);
    expect(await tipRoute(deps, bob.id)).toEqual({ via: "account" });
  });

  it("to their lightning address when they set one, even with an account", async () => {
    await deps.accounts.find(bob.id);
    await deps.preferences.update(bob.id, { lightningAddress: "bob@wallet.example" });
    const route = await tipRoute(deps, bob.id);
    expect(route).toMatchObject({ via: "address", address: "bob@wallet.example" });
    expect(route.via === "address" && route.lnurl.startsWith("lnurl1")).toBe(true);
  });
});

describe("what the payment engine is told for a route", () => {
  it("sends to the address's LNURL and names the address in history", () => {
    expect(
      tipDestination(
        { via: "address", address: "bob@wallet.example", lnurl: "lnurl1x" },
        2,
        "@bob",
      ),
    ).toEqual({
      target: { type: "lnurl", lnurl: "lnurl1x" },
      counterpart: "@bob (bob@wallet.example)",
    });
  });

  it("sends to their account and names them alone", () => {
    expect(tipDestination({ via: "account" }, 2, "@bob")).toEqual({
      target: { type: "account", recipientUserId: 2 },
      counterpart: "@bob",
    });
  });
});
