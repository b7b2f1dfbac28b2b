/**
 * The fake's doors of groups, as Telegram keeps them: invite links
 * (`createChatInviteLink`, one that `creates_join_request` and a name),
 * the join requests they make (each answered once: a second approve or
 * decline fails "HIDE_REQUESTER_MISSING", approving someone already in
 * fails "USER_ALREADY_PARTICIPANT"), the five minutes after a request in
 * which a bot may write to the requester who never opened it, and the
 * administrators' rights (each can be taken away).
 */
import { randomBytes } from "node:crypto";
import type { Chat, ChatAdministratorRights, ChatInviteLink, User } from "grammy/types";

/** How long after a join request a bot may write to the requester (Telegram: 5 minutes). */
export const JOIN_REQUEST_WRITE_MS = 5 * 60_000;

/** Telegram's longest invite link name. */
const MAX_LINK_NAME = 32;

/** Every right an administrator can hold, as getChatMember lists them. */
export const ALL_ADMIN_RIGHTS: ChatAdministratorRights = {
  is_anonymous: false,
  can_manage_chat: true,
  can_delete_messages: true,
  can_manage_video_chats: true,
  can_restrict_members: true,
  can_promote_members: true,
  can_change_info: true,
  can_invite_users: true,
  can_post_stories: true,
  can_edit_stories: true,
  can_delete_stories: true,
  can_pin_messages: true,
  can_send_welcome_messages: true,
};

/** A join request waiting for an answer. */
export interface PendingJoin {
  chat: Chat;
  user: User;
  link: ChatInviteLink;
  date: number;
}

/** A Bot API refusal (status, description), thrown for the fake to answer with. */
export interface Refusal {
  code: number;
  description: string;
}

/** The links, requests, rights and write windows of the fake's groups. */
export class Doors {
  readonly #links = new Map<string, { chatId: number; link: ChatInviteLink }>();
  readonly #pending = new Map<string, PendingJoin>();
  /** Until when (ms) the bot may write to a requester, by user id. */
  readonly #windows = new Map<number, number>();
  /** Rights of administrators, by `chat:user`; unset: every right. */
  readonly #rights = new Map<string, Partial<ChatAdministratorRights>>();

  /** A new invite link of `chatId` made by `creator`, or the refusal. */
  createLink(
    chatId: number,
    creator: User,
    params: { name?: unknown; creates_join_request?: unknown; member_limit?: unknown },
  ): ChatInviteLink | Refusal {
    const name = typeof params.name === "string" ? params.name : undefined;
    if (name !== undefined && [...name].length > MAX_LINK_NAME) {
      return { code: 400, description: "Bad Request: invite link name is too long" };
    }
    const joinRequest = params.creates_join_request === true;
    if (joinRequest && params.member_limit !== undefined) {
      return {
        code: 400,
        description:
          "Bad Request: member limit can't be specified for links requiring administrator approval",
      };
    }
    const link: ChatInviteLink = {
      invite_link: `https://t.me/+${randomBytes(12).toString("base64url")}`,
      creator,
      creates_join_request: joinRequest,
      is_primary: false,
      is_revoked: false,
      ...(name !== undefined ? { name } : {}),
    };
    this.#links.set(link.invite_link, { chatId, link });
    return link;
  }

  /** The link by its URL, with its chat's id. */
  link(url: string): { chatId: number; link: ChatInviteLink } | undefined {
    return this.#links.get(url);
  }

  /** Records `user`'s request to join through `link`, opening the bot's write window until `now + 5 min`. */
  request(pending: PendingJoin, now: number): void {
    this.#pending.set(key(pending.chat.id, pending.user.id), pending);
    this.#windows.set(pending.user.id, now + JOIN_REQUEST_WRITE_MS);
  }

  /** The request of `userId` to join `chatId`, if one waits. */
  pending(chatId: number, userId: number): PendingJoin | undefined {
    return this.#pending.get(key(chatId, userId));
  }

  /** Takes the waiting request away (answered); false when there was none. */
  answer(chatId: number, userId: number): boolean {
    return this.#pending.delete(key(chatId, userId));
  }

  /** Whether the bot may write to `userId` now because of a recent join request. */
  mayWrite(userId: number, now: number): boolean {
    return (this.#windows.get(userId) ?? 0) > now;
  }

  /** Sets an administrator's rights (unset ones stay as they were: every right by default). */
  setRights(chatId: number, userId: number, rights: Partial<ChatAdministratorRights>): void {
    this.#rights.set(key(chatId, userId), { ...this.#rights.get(key(chatId, userId)), ...rights });
  }

  /** Forgets an administrator's rights (they are no longer one). */
  clearRights(chatId: number, userId: number): void {
    this.#rights.delete(key(chatId, userId));
  }

  /** An administrator's rights as getChatMember lists them. */
  rights(chatId: number, userId: number): ChatAdministratorRights {
    return { ...ALL_ADMIN_RIGHTS, ...this.#rights.get(key(chatId, userId)) };
  }
}

function key(chatId: number, userId: number): string {
  return `${chatId}:${userId}`;
}
