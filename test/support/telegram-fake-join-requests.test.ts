/**
 * The doors of groups in the Telegram fake, driven through a real grammY
 * Api: invite links that ask to join, `chat_join_request` updates, each
 * request answered once, the five minutes a bot may write to a requester,
 * bans, rights that can be taken away and anonymous administrators.
 */
import { Api, Bot, GrammyError } from "grammy";
import type { ChatJoinRequest } from "grammy/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { JOIN_REQUEST_WRITE_MS } from "./telegram-fake/join-requests.ts";
import { createUser, supergroupChat, TelegramFake } from "./telegram-fake.ts";

let telegram: TelegramFake;
let api: Api;
const stops: Array<() => Promise<void>> = [];

beforeEach(async () => {
  telegram = new TelegramFake();
  await telegram.start();
  api = new Api(telegram.token, { apiRoot: telegram.apiRoot });
});
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  await telegram.close();
});

const owner = createUser(1001, "Olga", { username: "olga" });
const newcomer = createUser(1002, "Nina", { username: "nina" });
const group = supergroupChat(-100777, "Paid Club");
const botUser = () => ({
  id: telegram.botInfo.id,
  is_bot: true,
  first_name: telegram.botInfo.first_name,
});

/** A bot polling for join requests, collecting them. */
async function pollJoinRequests(allowed: string[] = ["message", "chat_join_request"]) {
  const bot = new Bot(telegram.token, {
    botInfo: telegram.botInfo,
    client: { apiRoot: telegram.apiRoot },
  });
  const seen: ChatJoinRequest[] = [];
  bot.on("chat_join_request", (ctx) => {
    seen.push(ctx.chatJoinRequest);
  });
  const running = bot.start({ timeout: 30, allowed_updates: allowed as never });
  stops.push(async () => {
    await bot.stop();
    await running;
  });
  await telegram.waitFor(() => telegram.calls("getUpdates").length > 0, 3_000, "polling");
  return seen;
}

async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof GrammyError)) throw new Error("expected Telegram to refuse");
  return `${error.error_code} ${error.description}`;
}

describe("join requests in the Telegram fake", () => {
  it("makes a named link that asks to join; a request reaches an admin bot with user_chat_id", async () => {
    telegram.setChatMember(group, owner, "creator");
    telegram.setAdministrator(group, botUser());
    const seen = await pollJoinRequests();
    const link = await api.createChatInviteLink(group.id, {
      name: "Paid entry · 2,100 sat",
      creates_join_request: true,
    });
    expect(link).toMatchObject({
      creates_join_request: true,
      name: "Paid entry · 2,100 sat",
      is_primary: false,
      is_revoked: false,
    });
    expect(link.invite_link).toMatch(/^https:\/\/t\.me\/\+/);
    telegram.requestToJoin(newcomer, link.invite_link);
    await telegram.waitFor(() => seen.length === 1, 3_000, "the join request");
    expect(seen[0]).toMatchObject({
      chat: { id: group.id },
      from: { id: newcomer.id },
      user_chat_id: newcomer.id,
      invite_link: { invite_link: link.invite_link, creates_join_request: true },
    });
  });

  it("refuses a link to a bot without the right to invite, and a too long name", async () => {
    telegram.setAdministrator(group, botUser(), { can_invite_users: false });
    expect(await refusal(api.createChatInviteLink(group.id, { creates_join_request: true }))).toBe(
      "400 Bad Request: not enough rights to manage chat invite links",
    );
    telegram.setAdministrator(group, botUser(), { can_invite_users: true });
    expect(await refusal(api.createChatInviteLink(group.id, { name: "x".repeat(33) }))).toMatch(
      /name is too long/,
    );
    expect(
      await refusal(
        api.createChatInviteLink(group.id, { creates_join_request: true, member_limit: 5 }),
      ),
    ).toMatch(/member limit/);
  });

  it("withholds join requests from a bot that may not invite users", async () => {
    telegram.setAdministrator(group, botUser());
    const link = await api.createChatInviteLink(group.id, { creates_join_request: true });
    telegram.setAdministrator(group, botUser(), { can_invite_users: false });
    const update = telegram.requestToJoin(newcomer, link.invite_link);
    expect(telegram.withheld(update)).toBe("not_admin");
  });

  it("answers each request once: a second approve or decline fails as Telegram's does", async () => {
    telegram.setAdministrator(group, botUser());
    const link = await api.createChatInviteLink(group.id, { creates_join_request: true });
    telegram.requestToJoin(newcomer, link.invite_link);
    expect(await api.approveChatJoinRequest(group.id, newcomer.id)).toBe(true);
    expect((await api.getChatMember(group.id, newcomer.id)).status).toBe("member");
    expect(telegram.messages(group.id).at(-1)?.new_chat_members?.[0]?.id).toBe(newcomer.id);
    expect(await refusal(api.approveChatJoinRequest(group.id, newcomer.id))).toBe(
      "400 Bad Request: USER_ALREADY_PARTICIPANT",
    );
    expect(await refusal(api.declineChatJoinRequest(group.id, newcomer.id))).toBe(
      "400 Bad Request: HIDE_REQUESTER_MISSING",
    );

    const other = createUser(1003, "Omar");
    telegram.requestToJoin(other, link.invite_link);
    expect(await api.declineChatJoinRequest(group.id, other.id)).toBe(true);
    expect(await refusal(api.declineChatJoinRequest(group.id, other.id))).toBe(
      "400 Bad Request: HIDE_REQUESTER_MISSING",
    );
    expect(await refusal(api.approveChatJoinRequest(group.id, other.id))).toBe(
      "400 Bad Request: HIDE_REQUESTER_MISSING",
    );
    expect((await api.getChatMember(group.id, other.id)).status).toBe("left");
  });

  it("lets an admin answer by hand first: the bot's answer then fails", async () => {
    telegram.setAdministrator(group, botUser());
    const link = await api.createChatInviteLink(group.id, { creates_join_request: true });
    telegram.requestToJoin(newcomer, link.invite_link);
    telegram.answerJoinRequest(group, newcomer, false);
    expect(telegram.pendingJoinRequest(group, newcomer)).toBeUndefined();
    expect(await refusal(api.approveChatJoinRequest(group.id, newcomer.id))).toMatch(
      /HIDE_REQUESTER_MISSING/,
    );
  });

  it("refuses answers from a bot whose right to invite was taken away", async () => {
    telegram.setAdministrator(group, botUser());
    const link = await api.createChatInviteLink(group.id, { creates_join_request: true });
    telegram.requestToJoin(newcomer, link.invite_link);
    telegram.setAdministrator(group, botUser(), { can_invite_users: false });
    expect(await refusal(api.approveChatJoinRequest(group.id, newcomer.id))).toBe(
      "400 Bad Request: CHAT_ADMIN_REQUIRED",
    );
    const member = await api.getChatMember(group.id, telegram.botInfo.id);
    expect(member).toMatchObject({ status: "administrator", can_invite_users: false });
    expect(telegram.pendingJoinRequest(group, newcomer)).toBeDefined();
  });

  it("lets the bot write to a requester who never opened it for 5 minutes only", async () => {
    let now = Date.now();
    telegram.clock = () => now;
    telegram.setAdministrator(group, botUser());
    const link = await api.createChatInviteLink(group.id, { creates_join_request: true });
    telegram.setChatMember(group, newcomer, "left");
    expect(await refusal(api.sendMessage(newcomer.id, "hello"))).toBe(
      "403 Forbidden: bot can't initiate conversation with a user",
    );
    telegram.requestToJoin(newcomer, link.invite_link);
    await api.sendMessage(newcomer.id, "Your entry costs 2,100 sat");
    expect(telegram.botMessages(newcomer.id).map((m) => m.text)).toEqual([
      "Your entry costs 2,100 sat",
    ]);
    now += JOIN_REQUEST_WRITE_MS + 1;
    expect(await refusal(api.sendMessage(newcomer.id, "still there?"))).toBe(
      "403 Forbidden: bot can't initiate conversation with a user",
    );
  });

  it("bans and unbans: a banned member is out and cannot ask; unbanned, they may come back", async () => {
    telegram.setAdministrator(group, botUser());
    const link = await api.createChatInviteLink(group.id, { creates_join_request: true });
    telegram.setChatMember(group, newcomer, "member");
    expect(await api.banChatMember(group.id, newcomer.id)).toBe(true);
    expect((await api.getChatMember(group.id, newcomer.id)).status).toBe("kicked");
    expect(() => telegram.requestToJoin(newcomer, link.invite_link)).toThrow(/banned/);
    expect(await api.unbanChatMember(group.id, newcomer.id, { only_if_banned: true })).toBe(true);
    expect((await api.getChatMember(group.id, newcomer.id)).status).toBe("left");
    telegram.requestToJoin(newcomer, link.invite_link);
    expect(telegram.pendingJoinRequest(group, newcomer)).toBeDefined();
    // Without only_if_banned, unbanning a member removes them, as Telegram does.
    telegram.setChatMember(group, owner, "member");
    await api.unbanChatMember(group.id, owner.id);
    expect((await api.getChatMember(group.id, owner.id)).status).toBe("left");
    telegram.setChatMember(group, owner, "creator");
    expect(await refusal(api.banChatMember(group.id, owner.id))).toMatch(/administrator/);
    telegram.setAdministrator(group, botUser(), { can_restrict_members: false });
    expect(await refusal(api.banChatMember(group.id, newcomer.id))).toMatch(
      /not enough rights to restrict/,
    );
  });

  it("lists an administrator's rights, each of which can be taken away", async () => {
    telegram.setAdministrator(group, owner);
    expect(await api.getChatMember(group.id, owner.id)).toMatchObject({
      status: "administrator",
      can_invite_users: true,
      can_restrict_members: true,
    });
    telegram.setAdministrator(group, owner, { can_invite_users: false });
    expect(await api.getChatMember(group.id, owner.id)).toMatchObject({
      can_invite_users: false,
      can_restrict_members: true,
    });
    telegram.setChatMember(group, owner, "member");
    telegram.setAdministrator(group, owner);
    expect(await api.getChatMember(group.id, owner.id)).toMatchObject({ can_invite_users: true });
  });

  it("posts an anonymous admin's message as the group", async () => {
    const update = telegram.sendAnonymousText(group, "/entry 2100");
    expect(update.message.from?.username).toBe("GroupAnonymousBot");
    expect(update.message.sender_chat?.id).toBe(group.id);
    expect(update.message.entities?.[0]).toMatchObject({ type: "bot_command", offset: 0 });
  });
});
