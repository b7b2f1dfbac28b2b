/**
 * An HTTP fake of the Telegram Bot API for end-to-end tests. The real bot
 * talks to it through grammY's `apiRoot` (TELEGRAM_API_ROOT): requests go to
 * `${apiRoot}/bot<token>/<method>` and file downloads to
 * `${apiRoot}/file/bot<token>/<file_path>`, on 127.0.0.1 only.
 *
 * It answers like the Bot API (`{ ok: true, result }` or `{ ok: false,
 * error_code, description, parameters? }` with the same HTTP status), keeps
 * every chat's messages (text, caption, markup, edits, deletion), parses the
 * HTML parse mode as Telegram does (so unescaped user text fails), delivers
 * test-made updates through `getUpdates` long polling or to a webhook, and
 * can be told to fail the next call of a method (429 with retry_after, 500,
 * a delay or a dropped connection).
 *
 * Delivery follows Telegram's rules: only the update types the bot asked for
 * with `allowed_updates` (Telegram's default list until it asks), and in
 * groups, with privacy mode on (the default, as for every new bot), only
 * commands, replies to the bot's messages, mentions of the bot and service
 * messages. A bot that is an administrator of the group, or a fake made with
 * `privacyMode: false`, gets everything. What was not delivered is recorded
 * (`withheld`). Users can edit their messages (`editText`: an
 * `edited_message` under the same rules) and answer a `force_reply`
 * question (`replyToForceReply`).
 *
 * Typical use:
 *
 *   const telegram = new TelegramFake();
 *   await telegram.start();
 *   const bot = new Bot(telegram.token, { client: { apiRoot: telegram.apiRoot }, botInfo: telegram.botInfo });
 *   const alice = createUser(1001, "Alice");
 *   telegram.sendText(alice, privateChat(alice), "/start");
 *   const reply = await telegram.nextBotMessage(alice.id);
 *   …
 *   await telegram.close();
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type {
  BotCommand,
  CallbackQuery,
  Chat,
  ChatAdministratorRights,
  InlineKeyboardButton,
  InlineKeyboardMarkup,
  Message,
  MessageEntity,
  MessageOrigin,
  PhotoSize,
  Sticker,
  Update,
  User,
  UserFromGetMe,
} from "grammy/types";
import { EntityParseError, parseTelegramHtml } from "./telegram-fake/html.ts";
import {
  INLINE_QUERY_ANSWER_MS,
  type InlineAnswer,
  inlineAnswerProblem,
} from "./telegram-fake/inline.ts";
import { Doors, type PendingJoin } from "./telegram-fake/join-requests.ts";
import { imageSize } from "./telegram-fake/media.ts";
import {
  BadRequestBody,
  parseParams,
  readBody,
  type UploadedPart,
} from "./telegram-fake/params.ts";
import {
  RateLimiter,
  type RateLimitOptions,
  type RateLimitStats,
} from "./telegram-fake/rate-limits.ts";
import { botGetsReactions, reactionUpdate } from "./telegram-fake/reactions.ts";

export type { InlineAnswer } from "./telegram-fake/inline.ts";

// ---------------------------------------------------------------- factories

/** A (non-bot) Telegram user; `username` and `language_code` only when given. */
export function createUser(
  id: number,
  firstName = `User${id}`,
  extra: { username?: string; last_name?: string; language_code?: string } = {},
): User {
  return { id, is_bot: false, first_name: firstName, ...extra };
}

/** The private chat between `user` and the bot: its id is the user's id. */
export function privateChat(user: User): Chat.PrivateChat {
  return {
    id: user.id,
    type: "private",
    first_name: user.first_name,
    ...(user.last_name ? { last_name: user.last_name } : {}),
    ...(user.username ? { username: user.username } : {}),
  };
}

/** A basic group; Telegram gives groups negative ids. */
export function groupChat(id: number, title = `Group ${-id}`): Chat.GroupChat {
  if (id >= 0) throw new Error(`group chat ids are negative, got ${id}`);
  return { id, type: "group", title };
}

/** A supergroup (ids look like -100…); `username` makes it public. */
export function supergroupChat(
  id: number,
  title = `Supergroup ${-id}`,
  username?: string,
): Chat.SupergroupChat {
  if (id >= 0) throw new Error(`supergroup chat ids are negative, got ${id}`);
  return { id, type: "supergroup", title, ...(username ? { username } : {}) };
}

// -------------------------------------------------------------------- types

/** One earlier version of an edited message. */
export interface MessageVersion {
  text?: string | undefined;
  caption?: string | undefined;
  entities?: MessageEntity[] | undefined;
  source?: string | undefined;
  parse_mode?: string | undefined;
  reply_markup?: unknown;
  /** The method that replaced this version, e.g. "editMessageText". */
  replacedBy: string;
  /** When it was replaced (epoch ms). */
  replacedAt: number;
}

/** A message as the fake keeps it: what a chat member would see, plus how it got there. */
export interface FakeMessage {
  message_id: number;
  chat: Chat;
  from: User;
  /** "bot" for what the bot sent, "user" for what a test injected. */
  sender: "bot" | "user";
  date: number;
  /** Visible text, after parse_mode (HTML tags turned into `entities`). */
  text?: string | undefined;
  /** Visible caption of a photo, after parse_mode. */
  caption?: string | undefined;
  /** Entities of the text or caption. */
  entities?: MessageEntity[] | undefined;
  /** The text or caption exactly as the bot sent it, markup included. */
  source?: string | undefined;
  parse_mode?: string | undefined;
  /** The markup as sent (inline keyboard, reply keyboard, force reply…), undefined when removed. */
  reply_markup?: unknown;
  reply_to_message_id?: number | undefined;
  photo?: PhotoSize[] | undefined;
  /** A sticker a test user sent (`sendSticker`). */
  sticker?: Sticker | undefined;
  /** Members who joined (a service message made by `addChatMember`). */
  new_chat_members?: User[] | undefined;
  /** The photo's bytes: the bot's upload, a re-sent file's or the test user's photo. */
  photoBytes?: Uint8Array | undefined;
  /** A photo the bot sent by URL (the fake does not download it). */
  photoUrl?: string | undefined;
  /** Posted from an inline result (inline mode): the bot edits it by this id only. */
  inline_message_id?: string | undefined;
  /** Where a forwarded copy came from (`forwardMessage`). */
  forward_origin?: MessageOrigin | undefined;
  /** The chat it was sent on behalf of (an anonymous admin's message), also when replied to. */
  sender_chat?: Chat | undefined;
  /** Earlier versions, oldest first. */
  edits: MessageVersion[];
  edit_date?: number | undefined;
  deleted: boolean;
  /** The method that created it ("sendMessage", "sendPhoto", or "update" for injected ones). */
  method: string;
  /** The parameters of that call. */
  params: Record<string, unknown>;
}

/** Anything naming a message: a FakeMessage, a Bot API Message, or just its chat and id. */
export type MessageRef = { chat: { id: number }; message_id: number };

/** One request the bot made. */
export interface ApiCall {
  method: string;
  params: Record<string, unknown>;
  /** Names of uploaded multipart file parts. */
  files: string[];
  at: number;
  /** The answer given, once there is one. */
  response?: { ok: boolean; error_code?: number; description?: string };
  /** True when the call came as a webhook reply (in the body of the webhook response). */
  viaWebhookReply?: boolean;
}

/** An answerCallbackQuery the bot made. */
export interface CallbackAnswer {
  callback_query_id: string;
  text?: string | undefined;
  show_alert?: boolean | undefined;
  url?: string | undefined;
  cache_time?: number | undefined;
  at: number;
}

/** What `failNext` makes the next call of a method do. */
export type Fault =
  | { status: number; retryAfter?: number; description?: string }
  | { delayMs: number }
  /** Answers normally once `hold` settles: a call kept in flight until the test lets it go. */
  | { hold: Promise<unknown> }
  | { disconnect: true }
  | { reset: true };

export interface WebhookState {
  url: string;
  secretToken: string | undefined;
  maxConnections: number | undefined;
  allowedUpdates: string[] | undefined;
}

/** One attempt to POST an update to the webhook. */
export interface WebhookDelivery {
  update_id: number;
  url: string;
  attempt: number;
  /** HTTP status, or undefined when the connection failed. */
  status: number | undefined;
  error?: string | undefined;
  at: number;
}

export interface TelegramFakeOptions {
  /** The bot's token; its number before ":" is the bot's id (default "7000000001:fake-…"). */
  token?: string;
  /** Overrides of what getMe answers. */
  botInfo?: Partial<UserFromGetMe>;
  /** Webhook POST attempts per update before it is dropped (default 3). */
  webhookAttempts?: number;
  /** Pause between webhook attempts (default 50 ms). */
  webhookRetryMs?: number;
  /**
   * Deliver webhook updates as Telegram does under load (default false: one
   * at a time, in order): updates of different chats at once, up to the
   * webhook's `max_connections` (Telegram's default 40), each chat's updates
   * still one at a time and in order. For load tests (bench/) where one
   * update in flight would measure the fake, not the bot.
   */
  webhookParallel?: boolean;
  /**
   * Enforce Telegram's flood limits (default off): `true` for Telegram's
   * figures (telegram-fake/rate-limits.ts), or some of them changed.
   */
  rateLimits?: boolean | Partial<RateLimitOptions>;
  /**
   * Group privacy mode (default true, as BotFather sets it for every bot):
   * in groups the bot receives only commands, replies to its own messages,
   * messages mentioning it and service messages. false = privacy disabled
   * (getMe's `can_read_all_group_messages` becomes true).
   */
  privacyMode?: boolean;
  /**
   * Behave as a local Bot API server (`telegram-bot-api --local`): getFile
   * answers an absolute `file_path` on this machine (the file is written
   * under this folder) instead of a path to download.
   */
  localFilesDir?: string;
  /**
   * BotFather's inline feedback (/setinlinefeedback, default off as for a
   * new bot): whether a chosen inline result reaches the bot as a
   * `chosen_inline_result` update. Inline mode itself is getMe's
   * `supports_inline_queries` (`botInfo: { supports_inline_queries: true }`).
   */
  inlineFeedback?: boolean;
}

/** Why Telegram did not deliver an update. */
export type WithheldReason = "privacy_mode" | "allowed_updates" | "not_admin";

type Params = Record<string, unknown>;

/** A message as it appears in an update (`update.message`). */
export type UpdateMessage = NonNullable<Update["message"]>;

/** A Bot API error answer. */
class ApiError extends Error {
  readonly code: number;
  readonly retryAfter: number | undefined;
  constructor(code: number, description: string, retryAfter?: number) {
    super(description);
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

const badRequest = (detail: string) => new ApiError(400, `Bad Request: ${detail}`);

/** Who a message "sent as the group" by an anonymous administrator comes from. */
const GROUP_ANONYMOUS_BOT: User = {
  id: 1087968824,
  is_bot: true,
  first_name: "Group",
  username: "GroupAnonymousBot",
};

const DEFAULT_DESCRIPTIONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
};

const CHAT_ACTIONS = new Set([
  "typing",
  "upload_photo",
  "record_video",
  "upload_video",
  "record_voice",
  "upload_voice",
  "upload_document",
  "choose_sticker",
  "find_location",
  "record_video_note",
  "upload_video_note",
]);

/** How often `waitFor` looks again without a Bot API call or update to wake it. */
const WAIT_POLL_MS = 50;
const MAX_TEXT = 4096;
const MAX_CAPTION = 1024;

/** What Telegram sends a bot that never passed `allowed_updates`: every type but these. */
const NOT_SENT_BY_DEFAULT = new Set(["chat_member", "message_reaction", "message_reaction_count"]);

/** Message fields that make it a service message, delivered to bots in privacy mode too. */
const SERVICE_FIELDS = [
  "new_chat_members",
  "left_chat_member",
  "new_chat_title",
  "new_chat_photo",
  "delete_chat_photo",
  "group_chat_created",
  "supergroup_chat_created",
  "migrate_to_chat_id",
  "migrate_from_chat_id",
  "pinned_message",
] as const;

interface QueuedUpdate {
  update: Update;
  /** Returned by getUpdates at least once (only then can an offset confirm it). */
  delivered: boolean;
}

interface PollWaiter {
  respond: (status: number, body: unknown) => void;
  timer: NodeJS.Timeout;
  offset: number;
  limit: number;
}

interface StoredFile {
  file_id: string;
  file_unique_id: string;
  file_path: string;
  bytes: Buffer;
}

type Handler = (params: Params, files: Map<string, UploadedPart>) => unknown;

// --------------------------------------------------------------------- fake

/** The fake Bot API server. Create, `start()`, point the bot at `apiRoot`, `close()` when done. */
export class TelegramFake {
  readonly token: string;
  readonly botInfo: UserFromGetMe;
  readonly #options: Required<
    Pick<TelegramFakeOptions, "webhookAttempts" | "webhookRetryMs" | "webhookParallel">
  > &
    Pick<TelegramFakeOptions, "localFilesDir">;
  #server: Server | undefined;
  #apiRoot: string | undefined;
  #closed = false;
  /** Aborts webhook POSTs in flight when the fake closes. */
  readonly #closing = new AbortController();

  readonly #calls: ApiCall[] = [];
  readonly #callbackAnswers: CallbackAnswer[] = [];
  /** When each update first left the fake for the bot (Date.now ms), by update id. */
  readonly #deliveredAt = new Map<number, number>();
  readonly #faults = new Map<string, Fault[]>();
  readonly #listeners = new Set<() => void>();

  readonly #chats = new Map<number, Chat>();
  readonly #users = new Map<number, User>();
  /** Users who opened their private chat with the bot. */
  readonly #started = new Set<number>();
  readonly #blocked = new Set<number>();
  readonly #members = new Map<string, string>();
  readonly #messages = new Map<number, FakeMessage[]>();
  /**
   * The same messages by chat and id: a chat's list grows with every
   * exchange, and a long run (the bench's rounds) finds messages by id
   * thousands of times a second.
   */
  readonly #messagesById = new Map<number, Map<number, FakeMessage>>();
  readonly #nextMessageId = new Map<number, number>();
  readonly #cursors = new Map<number, number>();
  readonly #files = new Map<string, StoredFile>();
  readonly #callbackQueries = new Map<string, { answered: boolean }>();
  readonly #commands = new Map<string, BotCommand[]>();
  readonly #settings = new Map<string, Params>();
  /** Inline queries by id, with the bot's answer once given. */
  readonly #inlineQueries = new Map<string, { at: number; query: string; answer?: InlineAnswer }>();
  /** Messages posted from inline results, by inline_message_id. */
  readonly #inlineMessages = new Map<string, FakeMessage>();
  #inlineFeedback: boolean;
  /** Guest queries by id: the chat and message that summoned the bot, and its one answer. */
  readonly #guestQueries = new Map<string, { message: FakeMessage; inlineMessageId?: string }>();
  /** Chats the bot saw only through guest messages: it may not write there unless it joins. */
  readonly #guestOnlyChats = new Set<number>();
  /** Each member's emoji reactions, by `chat:message:user`. */
  readonly #reactions = new Map<string, string[]>();
  /** Invite links, join requests, administrators' rights. */
  readonly #doors = new Doors();
  /** The fake's clock for join requests' write windows (a test moves it on). */
  clock: () => number = Date.now;

  #nextUpdateId = 1;
  #queue: QueuedUpdate[] = [];
  #waiter: PollWaiter | undefined;
  #webhook: WebhookState | undefined;
  #webhookQueue: Update[] = [];
  #webhookRunning: Promise<void> | undefined;
  /** With `webhookParallel`: the updates being POSTed now (they stay in the queue until done). */
  readonly #webhookInFlight = new Set<Update>();
  readonly #webhookDeliveriesRunning = new Set<Promise<void>>();
  /**
   * How long before its delivery a user's message was sent, as its `date`
   * says (default 0): a bot minutes behind gets messages this old.
   */
  messageDelayMs = 0;
  #lastWebhookError: { date: number; message: string } | undefined;
  readonly #webhookDeliveries: WebhookDelivery[] = [];
  /** The last `allowed_updates` the bot passed (getUpdates or setWebhook); undefined = Telegram's default. */
  #allowedUpdates: string[] | undefined;
  /** Updates Telegram would not have sent, by update_id. */
  readonly #withheld = new Map<number, WithheldReason>();
  readonly #handlers: Map<string, { name: string; handle: Handler }>;
  #rateLimiter: RateLimiter | undefined;

  constructor(options: TelegramFakeOptions = {}) {
    this.token = options.token ?? `7000000001:fake-${randomBytes(12).toString("hex")}`;
    const botId = Number(this.token.split(":")[0]);
    if (!Number.isSafeInteger(botId) || botId <= 0) {
      throw new Error('a bot token starts with the bot\'s numeric id, as in "123:abc"');
    }
    this.botInfo = {
      id: botId,
      is_bot: true,
      first_name: "Tip Bot",
      username: "tip_test_bot",
      can_join_groups: true,
      can_read_all_group_messages: options.privacyMode === false,
      supports_inline_queries: false,
      can_connect_to_business: false,
      has_main_web_app: false,
      has_topics_enabled: false,
      allows_users_to_create_topics: false,
      can_manage_bots: false,
      supports_join_request_queries: false,
      supports_guest_queries: false,
      ...options.botInfo,
    };
    this.#options = {
      webhookAttempts: options.webhookAttempts ?? 3,
      webhookRetryMs: options.webhookRetryMs ?? 50,
      webhookParallel: options.webhookParallel ?? false,
      ...(options.localFilesDir ? { localFilesDir: options.localFilesDir } : {}),
    };
    this.#inlineFeedback = options.inlineFeedback ?? false;
    this.#handlers = this.#createHandlers();
    this.setRateLimits(options.rateLimits ?? false);
  }

  /** Turns Telegram's flood limits on (`true`, or changed figures) or off (`false`), counting afresh. */
  setRateLimits(limits: boolean | Partial<RateLimitOptions>): void {
    this.#rateLimiter =
      limits === false ? undefined : new RateLimiter(limits === true ? {} : limits);
  }

  /** What the flood limits admitted and refused since they were last set; undefined when off. */
  get rateLimitStats(): RateLimitStats | undefined {
    return this.#rateLimiter?.stats;
  }

  // ------------------------------------------------------------ lifecycle

  /** Listens on 127.0.0.1 on a free port. */
  async start(): Promise<void> {
    if (this.#server) throw new Error("the Telegram fake is already started");
    const server = createServer((request, response) => {
      this.#onRequest(request, response).catch((error: unknown) => {
        if (!response.headersSent) {
          this.#send(response, 500, {
            ok: false,
            error_code: 500,
            description: `Internal Server Error: ${String(error)}`,
          });
        }
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    this.#server = server;
    this.#apiRoot = `http://127.0.0.1:${port}`;
  }

  /** Answers a pending long poll with no updates, stops webhook deliveries and closes every connection. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#closing.abort();
    const waiter = this.#waiter;
    this.#waiter = undefined;
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.respond(200, { ok: true, result: [] });
    }
    this.#webhookQueue = [];
    await this.#webhookRunning;
    await Promise.all([...this.#webhookDeliveriesRunning]);
    const server = this.#server;
    if (!server) return;
    this.#server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  /** The `apiRoot` to give grammY (`client: { apiRoot }`), e.g. "http://127.0.0.1:40123". */
  get apiRoot(): string {
    if (!this.#apiRoot) throw new Error("start() the Telegram fake first");
    return this.#apiRoot;
  }

  // ---------------------------------------------------- updates from users

  /**
   * A user sends `text` in `chat`. Text starting with "/" gets a bot_command
   * entity (and "@username" words mention entities), as Telegram adds them.
   * `replyTo` makes it a reply to that message (it must exist in the chat).
   */
  sendText(
    from: User,
    chat: Chat,
    text: string,
    options: { replyTo?: MessageRef; entities?: MessageEntity[] } = {},
  ): Update & { message: UpdateMessage } {
    const entities = options.entities ?? detectEntities(text);
    const message = this.#storeUserMessage(from, chat, {
      text,
      ...(entities.length > 0 ? { entities } : {}),
      reply_to_message_id: options.replyTo
        ? this.#requireMessage(options.replyTo).message_id
        : undefined,
    });
    return this.injectUpdate({ message: this.#apiMessage(message) }) as Update & {
      message: UpdateMessage;
    };
  }

  /**
   * A user sends a photo (PNG or JPEG bytes) in `chat`. The bytes become a
   * file the bot can fetch with getFile and download.
   */
  sendPhoto(
    from: User,
    chat: Chat,
    bytes: Uint8Array,
    options: { caption?: string; replyTo?: MessageRef } = {},
  ): Update & { message: UpdateMessage } {
    const size = imageSize(bytes);
    if (!size) throw new Error("sendPhoto needs the bytes of a PNG or JPEG image");
    const file = this.#storeFile(Buffer.from(bytes), "photos", "jpg");
    const photo: PhotoSize[] = [
      {
        file_id: file.file_id,
        file_unique_id: file.file_unique_id,
        width: size.width,
        height: size.height,
        file_size: file.bytes.length,
      },
    ];
    const message = this.#storeUserMessage(from, chat, {
      photo,
      photoBytes: new Uint8Array(bytes),
      caption: options.caption,
      reply_to_message_id: options.replyTo
        ? this.#requireMessage(options.replyTo).message_id
        : undefined,
    });
    return this.injectUpdate({ message: this.#apiMessage(message) }) as Update & {
      message: UpdateMessage;
    };
  }

  /** A user sends a sticker (a message with neither text nor caption). */
  sendSticker(
    from: User,
    chat: Chat,
    options: { emoji?: string; replyTo?: MessageRef } = {},
  ): Update & { message: UpdateMessage } {
    const unique = randomBytes(8).toString("hex");
    const message = this.#storeUserMessage(from, chat, {
      sticker: {
        file_id: `CAAC${unique}`,
        file_unique_id: `AgAD${unique}`,
        type: "regular",
        width: 512,
        height: 512,
        is_animated: false,
        is_video: false,
        emoji: options.emoji ?? "👍",
      },
      reply_to_message_id: options.replyTo
        ? this.#requireMessage(options.replyTo).message_id
        : undefined,
    });
    return this.injectUpdate({ message: this.#apiMessage(message) }) as Update & {
      message: UpdateMessage;
    };
  }

  /**
   * A user presses the inline button with `callbackData` under `message`.
   * The button must be on the message's current keyboard, unless
   * `unchecked` (a stale client pressing a button that is gone).
   */
  pressButton(
    from: User,
    message: MessageRef,
    callbackData: string,
    options: { unchecked?: boolean } = {},
  ): Update & { callback_query: CallbackQuery } {
    const stored = this.#findMessage(message.chat.id, message.message_id);
    if (!options.unchecked) {
      if (!stored || stored.deleted) {
        throw new Error(
          `message ${message.message_id} in chat ${message.chat.id} is not there to press`,
        );
      }
      const buttons = inlineButtons(stored.reply_markup);
      if (
        !buttons.some(
          (button) => "callback_data" in button && button.callback_data === callbackData,
        )
      ) {
        const available = buttons.map((button) =>
          "callback_data" in button ? `${button.text}=${button.callback_data}` : button.text,
        );
        throw new Error(
          `no button with callback data "${callbackData}" on that message; it has: ${available.join(", ") || "no buttons"}`,
        );
      }
    }
    const id = `${Date.now()}${randomBytes(4).readUInt32BE(0)}`;
    this.#callbackQueries.set(id, { answered: false });
    this.#users.set(from.id, from);
    const chat = stored?.chat ??
      this.#chats.get(message.chat.id) ?? { id: message.chat.id, type: "private", first_name: "" };
    // A button under an inline message comes with its inline_message_id and no message.
    const callbackQuery: CallbackQuery = stored?.inline_message_id
      ? {
          id,
          from,
          chat_instance: String(chat.id),
          data: callbackData,
          inline_message_id: stored.inline_message_id,
        }
      : {
          id,
          from,
          chat_instance: String(chat.id),
          data: callbackData,
          message:
            stored && !stored.deleted
              ? this.#apiMessage(stored)
              : { chat, message_id: message.message_id, date: 0 },
        };
    return this.injectUpdate({ callback_query: callbackQuery }) as Update & {
      callback_query: CallbackQuery;
    };
  }

  /**
   * `from` forwards `message` to the group `chat` (joining it, as the
   * forwarder is in the chat they post to). As in Telegram, a copy of a bot
   * message keeps its inline keyboard, so its buttons can be pressed there
   * (`pressButton` on the copy): the press reaches the bot with the copy's
   * chat and message id. No update is sent for the copy itself (a bot in
   * privacy mode gets none for a forwarded message, nor one outside the chat).
   */
  forwardMessage(from: User, message: MessageRef, chat: Chat): FakeMessage {
    if (chat.type === "private") throw new Error("forwardMessage copies into groups only");
    const original = this.#requireMessage(message);
    if (original.deleted) throw new Error(`message ${original.message_id} was deleted`);
    return this.#storeUserMessage(from, chat, {
      text: original.text,
      caption: original.caption,
      entities: original.entities,
      photo: original.photo,
      reply_markup: isInlineKeyboard(original.reply_markup) ? original.reply_markup : undefined,
      forward_origin: { type: "user", sender_user: original.from, date: original.date },
    });
  }

  /**
   * A user edits the text of a message they sent (`sendText`). The bot gets
   * an `edited_message` update under the same rules as a new message:
   * `allowed_updates`, and in groups privacy mode applied to the new text.
   */
  editText(
    from: User,
    message: MessageRef,
    text: string,
  ): Update & { edited_message: UpdateMessage } {
    const stored = this.#requireMessage(message);
    if (stored.sender !== "user" || stored.from.id !== from.id) {
      throw new Error(`message ${stored.message_id} was not sent by user ${from.id}`);
    }
    if (stored.deleted) throw new Error(`message ${stored.message_id} was deleted`);
    if (stored.text === undefined) throw new Error("editText edits text messages only");
    if (stored.text === text) throw new Error("Telegram apps send no edit that changes nothing");
    stored.edits.push({
      text: stored.text,
      entities: stored.entities,
      replacedBy: "userEdit",
      replacedAt: Date.now(),
    });
    const entities = detectEntities(text);
    stored.text = text;
    stored.entities = entities.length > 0 ? entities : undefined;
    stored.edit_date = Math.floor(Date.now() / 1000);
    const edited = this.#apiMessage(stored) as NonNullable<Update["edited_message"]>;
    return this.injectUpdate({ edited_message: edited }) as Update & {
      edited_message: UpdateMessage;
    };
  }

  /**
   * True when a Telegram app shows `prompt`'s force_reply to `user`, opening
   * a reply to it: always when not `selective`; with `selective`, only for
   * users @mentioned in its text and the sender of the message it replies to.
   */
  forceReplyShownTo(prompt: MessageRef, user: User): boolean {
    const stored = this.#requireMessage(prompt);
    const markup = stored.reply_markup as
      | { force_reply?: unknown; selective?: unknown }
      | undefined;
    if (stored.deleted || markup?.force_reply !== true) return false;
    if (markup.selective !== true) return true;
    // Telegram finds @mentions in any text it sends, with or without parse_mode.
    const text = stored.text ?? stored.caption ?? "";
    const mentioned =
      (user.username !== undefined &&
        text
          .match(/(?<![A-Za-z0-9_])@[A-Za-z0-9_]{5,32}(?![A-Za-z0-9_])/g)
          ?.some((name) => name.slice(1).toLowerCase() === user.username?.toLowerCase())) ||
      (stored.entities ?? []).some(
        (entity) => entity.type === "text_mention" && entity.user.id === user.id,
      );
    if (mentioned) return true;
    const repliedTo =
      stored.reply_to_message_id === undefined
        ? undefined
        : this.#findMessage(stored.chat.id, stored.reply_to_message_id);
    return repliedTo?.from.id === user.id;
  }

  /**
   * `from` answers a bot question sent with force_reply: the app opened a
   * reply to it, so the answer is a reply (which privacy mode lets through).
   * Throws when the app would not show that question's force_reply to `from`.
   */
  replyToForceReply(
    from: User,
    prompt: MessageRef,
    text: string,
  ): Update & { message: UpdateMessage } {
    if (!this.forceReplyShownTo(prompt, from)) {
      const markup = JSON.stringify(this.#requireMessage(prompt).reply_markup ?? null);
      throw new Error(
        `message ${prompt.message_id} shows no force_reply to user ${from.id} (reply_markup: ${markup})`,
      );
    }
    return this.sendText(from, this.#requireMessage(prompt).chat, text, { replyTo: prompt });
  }

  /**
   * `user` joins a group or supergroup (added by `by`, or by themselves):
   * a `new_chat_members` service message, and when `user` is the bot, a
   * `my_chat_member` update first, as Telegram sends both.
   */
  addChatMember(chat: Chat, user: User, by: User = user): Update[] {
    if (chat.type === "private") throw new Error("members join groups, not private chats");
    this.#chats.set(chat.id, chat);
    this.#users.set(by.id, by);
    const isBot = user.id === this.botInfo.id;
    if (!isBot) this.#users.set(user.id, user);
    const key = `${chat.id}:${user.id}`;
    const before = this.#members.get(key) ?? "left";
    this.#members.set(key, "member");
    const updates: Update[] = [];
    const date = Math.floor(Date.now() / 1000);
    if (isBot) {
      updates.push(
        this.injectUpdate({
          my_chat_member: {
            chat,
            from: by,
            date,
            old_chat_member: { status: before, user: this.#botUser() },
            new_chat_member: { status: "member", user: this.#botUser() },
          } as unknown as NonNullable<Update["my_chat_member"]>,
        }),
      );
    }
    const member = isBot ? this.#botUser() : user;
    const message = this.#storeUserMessage(by, chat, { new_chat_members: [member] });
    updates.push(this.injectUpdate({ message: this.#apiMessage(message) }));
    return updates;
  }

  // ------------------------------------------------------------ inline mode

  /** Turns BotFather's inline feedback on or off (/setinlinefeedback). */
  setInlineFeedback(on: boolean): void {
    this.#inlineFeedback = on;
  }

  /**
   * `from` types "@bot <query>" in a chat of `chatType`: an `inline_query`
   * update. Resolves with the bot's answerInlineQuery for it; rejects after
   * `timeoutMs` without one. Throws when inline mode is off (getMe's
   * `supports_inline_queries`): Telegram apps do not ask such a bot.
   */
  async inlineQuery(
    from: User,
    query: string,
    options: {
      chatType?: "sender" | "private" | "group" | "supergroup" | "channel";
      timeoutMs?: number;
    } = {},
  ): Promise<InlineAnswer> {
    if (!this.botInfo.supports_inline_queries) {
      throw new Error("inline mode is off for this bot (botInfo.supports_inline_queries)");
    }
    if (query.length > 256) throw new Error("Telegram cuts inline queries at 256 characters");
    const id = `${Date.now()}${randomBytes(4).readUInt32BE(0)}`;
    this.#inlineQueries.set(id, { at: Date.now(), query });
    this.injectUpdate({
      inline_query: {
        id,
        from,
        query,
        offset: "",
        ...(options.chatType ? { chat_type: options.chatType } : {}),
      },
    });
    return this.waitFor(
      () => this.#inlineQueries.get(id)?.answer,
      options.timeoutMs ?? 3_000,
      `the answer to inline query "${query}"`,
    );
  }

  /**
   * `from` picks result `resultId` of `answer` in `chat` (any chat: the bot
   * need not be in it). Its `input_message_content` and `reply_markup` are
   * posted there as `from`'s message via the bot, with an inline_message_id
   * the bot edits it by. The bot gets a `chosen_inline_result` only with
   * inline feedback on, carrying the inline_message_id only when the
   * message has an inline keyboard, as in Telegram. Returns the message.
   */
  chooseInlineResult(from: User, answer: InlineAnswer, resultId: string, chat: Chat): FakeMessage {
    const result = answer.results.find((candidate) => candidate.id === resultId) as
      | (Params & { input_message_content?: Params; reply_markup?: unknown })
      | undefined;
    if (!result) {
      const ids = answer.results.map((candidate) => candidate.id).join(", ");
      throw new Error(`no result "${resultId}" in that answer; it has: ${ids || "none"}`);
    }
    const content = result.input_message_content ?? {};
    const formatted = formatText(
      String(content.message_text ?? ""),
      content.parse_mode,
      content.entities,
    );
    const inlineMessageId = randomBytes(18).toString("base64url");
    this.#users.set(from.id, from);
    const message = this.#storeMessage({
      message_id: this.#allocateMessageId(chat.id),
      chat,
      from,
      sender: "user",
      date: Math.floor(Date.now() / 1000),
      text: formatted.text,
      entities: formatted.entities.length > 0 ? formatted.entities : undefined,
      source: String(content.message_text ?? ""),
      parse_mode: stringOrUndefined(content.parse_mode),
      reply_markup: result.reply_markup,
      inline_message_id: inlineMessageId,
      edits: [],
      deleted: false,
      method: "inline",
      params: { ...result },
    });
    this.#inlineMessages.set(inlineMessageId, message);
    if (this.#inlineFeedback) {
      const query = this.#findAnsweredQuery(answer);
      this.injectUpdate({
        chosen_inline_result: {
          result_id: resultId,
          from,
          query,
          ...(isInlineKeyboard(result.reply_markup) ? { inline_message_id: inlineMessageId } : {}),
        },
      });
    }
    this.#changed();
    return message;
  }

  // ------------------------------------------------------------- guest mode

  /**
   * `from` mentions the bot (`text`, e.g. "@tip_test_bot 500 thanks") in
   * `chat`, which the bot need not be a member of: guest mode (Bot API 10).
   * The message is kept in the chat and the bot gets a `guest_message`
   * update with a fresh `guest_query_id` and, with `replyTo`, the message
   * replied to. Throws when guest mode is off (getMe's
   * `supports_guest_queries`): Telegram does not summon such a bot. A chat
   * first seen this way stays closed to the bot's own sends until it joins.
   */
  guestMessage(
    from: User,
    chat: Chat,
    text: string,
    options: { replyTo?: MessageRef } = {},
  ): Update & { guest_message: UpdateMessage & { guest_query_id: string } } {
    if (!this.botInfo.supports_guest_queries) {
      throw new Error("guest mode is off for this bot (botInfo.supports_guest_queries)");
    }
    if (chat.type !== "private" && !this.#members.has(`${chat.id}:${this.botInfo.id}`)) {
      this.#guestOnlyChats.add(chat.id);
    }
    const entities = detectEntities(text);
    const message = this.#storeUserMessage(from, chat, {
      text,
      ...(entities.length > 0 ? { entities } : {}),
      reply_to_message_id: options.replyTo
        ? this.#requireMessage(options.replyTo).message_id
        : undefined,
    });
    const guestQueryId = `${Date.now()}${randomBytes(4).readUInt32BE(0)}`;
    this.#guestQueries.set(guestQueryId, { message });
    return this.injectUpdate({
      guest_message: { ...this.#apiMessage(message), guest_query_id: guestQueryId },
    }) as Update & { guest_message: UpdateMessage & { guest_query_id: string } };
  }

  /** The message the bot posted in answer to a guest query, once it answered. */
  guestAnswer(guestQueryId: string): FakeMessage | undefined {
    const inlineMessageId = this.#guestQueries.get(guestQueryId)?.inlineMessageId;
    return inlineMessageId === undefined ? undefined : this.#inlineMessages.get(inlineMessageId);
  }

  /**
   * Telegram's `answerGuestQuery`: one inline message per query, posted in
   * the summoning chat as a reply to the guest message, with an
   * inline_message_id the bot edits it by; a second answer is refused.
   */
  #answerGuestQuery(params: Params): { inline_message_id: string } {
    const id = String(params.guest_query_id ?? "");
    const query = this.#guestQueries.get(id);
    if (!query || query.inlineMessageId !== undefined) throw badRequest("QUERY_ID_INVALID");
    const result = params.result as Params | undefined;
    const problem = inlineAnswerProblem({ results: result === undefined ? undefined : [result] });
    if (problem) throw badRequest(problem);
    const content = (result?.input_message_content ?? {}) as Params;
    const formatted = formatText(
      String(content.message_text),
      content.parse_mode,
      content.entities,
    );
    if (formatted.text.trim() === "") throw badRequest("MESSAGE_EMPTY");
    if (formatted.text.length > MAX_TEXT) throw badRequest("MESSAGE_TOO_LONG");
    validateMarkup(result?.reply_markup);
    const chat = query.message.chat;
    const inlineMessageId = randomBytes(18).toString("base64url");
    const message = this.#storeMessage({
      message_id: this.#allocateMessageId(chat.id),
      chat,
      from: this.botInfo,
      sender: "bot",
      date: Math.floor(Date.now() / 1000),
      text: formatted.text,
      entities: formatted.entities.length > 0 ? formatted.entities : undefined,
      source: String(content.message_text),
      parse_mode: stringOrUndefined(content.parse_mode),
      reply_markup: result?.reply_markup,
      reply_to_message_id: query.message.message_id,
      inline_message_id: inlineMessageId,
      edits: [],
      deleted: false,
      method: "answerGuestQuery",
      params: { ...params },
    });
    query.inlineMessageId = inlineMessageId;
    this.#inlineMessages.set(inlineMessageId, message);
    this.#changed();
    return { inline_message_id: inlineMessageId };
  }

  /** The message posted from an inline result, by its inline_message_id. */
  inlineMessage(inlineMessageId: string): FakeMessage | undefined {
    return this.#inlineMessages.get(inlineMessageId);
  }

  #findAnsweredQuery(answer: InlineAnswer): string {
    const query = this.#inlineQueries.get(answer.inline_query_id)?.query;
    if (query === undefined) throw new Error("that answer is not one this fake recorded");
    return query;
  }

  /**
   * Why Telegram did not send this update (`"privacy_mode"`: a group message
   * a bot in privacy mode does not get; `"allowed_updates"`: a type the bot
   * did not ask for), or undefined when it was delivered.
   */
  withheld(update: Update | number): WithheldReason | undefined {
    return this.#withheld.get(typeof update === "number" ? update : update.update_id);
  }

  /**
   * Queues a raw update for the bot (getUpdates or webhook). Without
   * `update_id` the next one is assigned; with an existing one the same
   * update is delivered again (a redelivery), even if already confirmed.
   * Telegram's delivery rules apply (see `withheld`): an update they keep
   * from the bot is recorded and not delivered.
   */
  injectUpdate(update: Omit<Update, "update_id"> & { update_id?: number }): Update {
    const updateId = update.update_id ?? this.#nextUpdateId;
    this.#nextUpdateId = Math.max(this.#nextUpdateId, updateId + 1);
    const full = { ...update, update_id: updateId } as Update;
    this.#learnFrom(full);
    const reason = this.#withheldReason(full);
    if (reason) {
      this.#withheld.set(updateId, reason);
    } else if (this.#webhook) {
      this.#webhookQueue.push(full);
      this.#runWebhook();
    } else {
      this.#queue.push({ update: full, delivered: false });
      this.#wakePoller();
    }
    this.#changed();
    return full;
  }

  /** Telegram's reason not to send this update to the bot, if any. */
  #withheldReason(update: Update): WithheldReason | undefined {
    const type = Object.keys(update).find((key) => key !== "update_id") ?? "";
    const allowed = this.#allowedUpdates;
    if (allowed && allowed.length > 0 ? !allowed.includes(type) : NOT_SENT_BY_DEFAULT.has(type)) {
      return "allowed_updates";
    }
    const message = update.message ?? update.edited_message;
    if (message && !this.#seesInPrivacyMode(message)) return "privacy_mode";
    const join = update.chat_join_request;
    if (join) {
      const status = this.#members.get(`${join.chat.id}:${this.botInfo.id}`);
      if (
        status !== "administrator" ||
        !this.#doors.rights(join.chat.id, this.botInfo.id).can_invite_users
      ) {
        return "not_admin";
      }
    }
    const reaction = update.message_reaction;
    if (
      reaction &&
      !botGetsReactions(reaction.chat, this.#members.get(`${reaction.chat.id}:${this.botInfo.id}`))
    ) {
      return "not_admin";
    }
    return undefined;
  }

  /**
   * Whether a bot gets this message: everything outside groups, and in
   * groups everything when privacy mode is off or the bot is an admin there;
   * otherwise only commands (a "/cmd@name" only when addressed to this bot),
   * replies to its own messages, messages mentioning @its_username, and
   * service messages.
   */
  #seesInPrivacyMode(message: UpdateMessage): boolean {
    const chat = message.chat;
    if (chat.type !== "group" && chat.type !== "supergroup") return true;
    if (this.botInfo.can_read_all_group_messages) return true;
    const status = this.#members.get(`${chat.id}:${this.botInfo.id}`);
    if (status === "administrator" || status === "creator") return true;
    if (SERVICE_FIELDS.some((field) => field in message)) return true;
    if (message.reply_to_message?.from?.id === this.botInfo.id) return true;
    const username = this.botInfo.username.toLowerCase();
    const text = message.text ?? message.caption ?? "";
    if (message.text?.startsWith("/")) {
      const addressee = /^\/[A-Za-z0-9_]+@([A-Za-z0-9_]+)/.exec(message.text)?.[1];
      return addressee === undefined || addressee.toLowerCase() === username;
    }
    const entities = message.entities ?? message.caption_entities ?? [];
    return entities.some(
      (entity) =>
        entity.type === "mention" &&
        text.slice(entity.offset + 1, entity.offset + entity.length).toLowerCase() === username,
    );
  }

  /** Lets the bot message this user privately, as if they had opened the chat (without an update). */
  openPrivateChat(user: User): void {
    this.#users.set(user.id, user);
    this.#chats.set(user.id, privateChat(user));
    this.#started.add(user.id);
  }

  /** The user blocks the bot: sending to them fails with 403 "bot was blocked by the user". */
  blockBot(user: User): void {
    this.#blocked.add(user.id);
  }

  /** What getChatMember answers for this user in this chat (default: "member" once they posted there). */
  setChatMember(
    chat: Chat,
    user: User,
    status: "creator" | "administrator" | "member" | "left" | "kicked",
  ): void {
    this.#chats.set(chat.id, chat);
    this.#users.set(user.id, user);
    this.#members.set(`${chat.id}:${user.id}`, status);
    if (status !== "administrator") this.#doors.clearRights(chat.id, user.id);
  }

  /**
   * Makes `user` (the bot too) an administrator of `chat` with `rights`
   * (unset ones keep their value; every right by default): a right set to
   * false is taken away, as an owner does in the group's settings.
   */
  setAdministrator(chat: Chat, user: User, rights: Partial<ChatAdministratorRights> = {}): void {
    this.#chats.set(chat.id, chat);
    if (user.id !== this.botInfo.id) this.#users.set(user.id, user);
    this.#members.set(`${chat.id}:${user.id}`, "administrator");
    this.#doors.setRights(chat.id, user.id, rights);
  }

  /**
   * `user` asks to join through `inviteLink` (a link that creates join
   * requests): a `chat_join_request` update with `user_chat_id`, sent only
   * to a bot that may invite users there. The bot may then write to `user`
   * for 5 minutes (`clock`), even if they never opened it.
   */
  requestToJoin(user: User, inviteLink: string): Update {
    const found = this.#doors.link(inviteLink);
    if (!found || found.link.is_revoked) throw new Error(`no invite link ${inviteLink}`);
    if (!found.link.creates_join_request) throw new Error("that link lets people in directly");
    const chat = this.#chats.get(found.chatId);
    if (!chat) throw new Error(`no chat ${found.chatId}`);
    const status = this.#members.get(`${chat.id}:${user.id}`);
    if (status === "kicked") throw new Error("a banned user cannot ask to join");
    if (status === "member" || status === "administrator" || status === "creator") {
      throw new Error("a member does not ask to join");
    }
    this.#users.set(user.id, user);
    const date = Math.floor(this.clock() / 1000);
    this.#doors.request({ chat, user, link: found.link, date }, this.clock());
    return this.injectUpdate({
      chat_join_request: {
        chat: chat as Chat.SupergroupChat,
        from: user,
        user_chat_id: user.id,
        date,
        invite_link: found.link,
      },
    });
  }

  /** The join request of `user` to `chat` still waiting, if any. */
  pendingJoinRequest(chat: Chat, user: User): PendingJoin | undefined {
    return this.#doors.pending(chat.id, user.id);
  }

  /**
   * An administrator answers `user`'s join request by hand: approved, they
   * join (a `new_chat_members` message); declined, the request is gone.
   * Telegram tells the bot nothing of a decline.
   */
  answerJoinRequest(chat: Chat, user: User, approve: boolean): void {
    if (!this.#doors.answer(chat.id, user.id)) throw new Error("no join request waits");
    if (approve) this.addChatMember(chat, user);
  }

  /** An anonymous administrator posts `text` "as the group" (from GroupAnonymousBot, sender_chat the group). */
  sendAnonymousText(chat: Chat, text: string): Update & { message: UpdateMessage } {
    const entities = detectEntities(text);
    const message = this.#storeMessage({
      message_id: this.#allocateMessageId(chat.id),
      from: GROUP_ANONYMOUS_BOT,
      chat,
      sender: "user",
      date: Math.floor(Date.now() / 1000),
      text,
      ...(entities.length > 0 ? { entities } : {}),
      sender_chat: chat,
      edits: [],
      deleted: false,
      method: "update",
      params: {},
    });
    const api = this.#apiMessage(message);
    return this.injectUpdate({ message: api as UpdateMessage }) as Update & {
      message: UpdateMessage;
    };
  }

  /** Makes the bot an administrator of `chat` (true) or a plain member (false), as getChatMember then answers. */
  setBotAdmin(chat: Chat, admin: boolean): void {
    this.#chats.set(chat.id, chat);
    this.#members.set(`${chat.id}:${this.botInfo.id}`, admin ? "administrator" : "member");
    if (!admin) this.#doors.clearRights(chat.id, this.botInfo.id);
  }

  /**
   * `user` sets their reactions on `message` to `emoji` (an empty list takes
   * them all back): a `message_reaction` update with the reactions before and
   * after. Telegram sends it only when asked for in `allowed_updates`, and in
   * groups only to an administrator bot (else withheld as "not_admin").
   * `{ anonymous: chat }` reacts as a chat (an anonymous admin or a channel).
   */
  react(
    user: User | { anonymous: Chat },
    message: MessageRef,
    emoji: string[],
  ): Update & { message_reaction: NonNullable<Update["message_reaction"]> } {
    const stored = this.#requireMessage(message);
    if (stored.deleted) throw new Error(`message ${stored.message_id} was deleted`);
    const actorId = "anonymous" in user ? user.anonymous.id : user.id;
    if (!("anonymous" in user)) this.#users.set(user.id, user);
    const key = `${stored.chat.id}:${stored.message_id}:${actorId}`;
    const before = this.#reactions.get(key) ?? [];
    this.#reactions.set(key, [...emoji]);
    const update = reactionUpdate({
      chat: stored.chat,
      messageId: stored.message_id,
      actor: user,
      before,
      after: emoji,
      date: Math.floor(Date.now() / 1000),
    });
    return this.injectUpdate({ message_reaction: update }) as Update & {
      message_reaction: NonNullable<Update["message_reaction"]>;
    };
  }

  // ------------------------------------------------------------ inspection

  /** Every message of a chat in order, the bot's and the users', deleted ones flagged. */
  messages(chatId: number): FakeMessage[] {
    return [...(this.#messages.get(chatId) ?? [])];
  }

  /** The bot's messages in a chat that are still there. */
  botMessages(chatId: number): FakeMessage[] {
    return this.messages(chatId).filter((message) => message.sender === "bot" && !message.deleted);
  }

  /** The current state of one message, or undefined. */
  message(ref: MessageRef): FakeMessage | undefined {
    return this.#findMessage(ref.chat.id, ref.message_id);
  }

  /**
   * The next message the bot sends in `chatId` that an earlier call has not
   * returned yet (messages already sent count). Rejects after `timeoutMs`.
   */
  async nextBotMessage(chatId: number, timeoutMs = 3_000): Promise<FakeMessage> {
    const message = await this.waitFor(
      () => {
        const cursor = this.#cursors.get(chatId) ?? 0;
        return (this.#messages.get(chatId) ?? []).find(
          (candidate) => candidate.sender === "bot" && candidate.message_id > cursor,
        );
      },
      timeoutMs,
      `a bot message in chat ${chatId}`,
    );
    this.#cursors.set(chatId, message.message_id);
    return message;
  }

  /**
   * Resolves with `probe()`'s first truthy result, checked now, after every
   * request and update, and every 50 ms (a probe on the store, the logs or a
   * server of the test changes with no Bot API call to wake it); rejects
   * after `timeoutMs` naming `what` and the last calls, to show what happened
   * instead.
   */
  waitFor<T>(
    probe: () => T | undefined | null | false,
    timeoutMs = 3_000,
    what = "the condition",
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const check = (): boolean => {
        let value: T | undefined | null | false;
        try {
          value = probe();
        } catch (error) {
          finish();
          reject(error);
          return true;
        }
        if (value) {
          finish();
          resolve(value);
          return true;
        }
        return false;
      };
      const timer = setTimeout(() => {
        finish();
        const recent = this.#calls
          .slice(-8)
          .map(
            (call) =>
              `${call.method}${call.response?.ok === false ? ` (${call.response.description})` : ""}`,
          )
          .join(", ");
        reject(new Error(`waited ${timeoutMs} ms for ${what}; last calls: ${recent || "none"}`));
      }, timeoutMs);
      const listener = () => {
        check();
      };
      const poll = setInterval(listener, WAIT_POLL_MS);
      const finish = () => {
        clearTimeout(timer);
        clearInterval(poll);
        this.#listeners.delete(listener);
      };
      if (!check()) this.#listeners.add(listener);
    });
  }

  /** Every request the bot made, oldest first; only those of `method` when given. */
  calls(method?: string): ApiCall[] {
    const wanted = method?.toLowerCase();
    return this.#calls.filter(
      (call) => wanted === undefined || call.method.toLowerCase() === wanted,
    );
  }

  /** Every answerCallbackQuery, oldest first. */
  get callbackAnswers(): readonly CallbackAnswer[] {
    return this.#callbackAnswers;
  }

  /** The answer to the button press of this update (or callback query id), if the bot gave one. */
  answerFor(press: { callback_query: CallbackQuery } | string): CallbackAnswer | undefined {
    const id = typeof press === "string" ? press : press.callback_query.id;
    return this.#callbackAnswers.find((answer) => answer.callback_query_id === id);
  }

  /** The command menu set for a scope and language (default scope, no language). */
  commands(scope: object = { type: "default" }, languageCode = ""): BotCommand[] | undefined {
    return this.#commands.get(commandsKey(scope, languageCode));
  }

  /** What the last setMyDescription / setMyShortDescription / setMyName / setChatMenuButton… call set. */
  setting(method: string): Params | undefined {
    return this.#settings.get(method.toLowerCase());
  }

  /** The bytes of a file the bot uploaded or a test user sent, by file_id. */
  fileBytes(fileId: string): Buffer | undefined {
    return this.#files.get(fileId)?.bytes;
  }

  /**
   * True once an injected update left the fake: in polling mode when
   * getUpdates confirmed it (was called with a higher offset after returning
   * it), in webhook mode when its delivery succeeded or was given up.
   */
  isConfirmed(updateId: number): boolean {
    return (
      !this.#queue.some((entry) => entry.update.update_id === updateId) &&
      !this.#webhookQueue.some((update) => update.update_id === updateId)
    );
  }

  /** Updates waiting for getUpdates (not yet confirmed) or for webhook delivery. */
  get pendingUpdateCount(): number {
    return this.#webhook ? this.#webhookQueue.length : this.#queue.length;
  }

  /**
   * When an update first left the fake for the bot (getUpdates answered
   * with it, or its first webhook POST began), on the clock of every call's
   * `at` (Date.now ms): the start of a delay the bot is responsible for.
   */
  deliveredAt(updateId: number): number | undefined {
    return this.#deliveredAt.get(updateId);
  }

  /** The webhook the bot set, or undefined in polling mode. */
  get webhook(): WebhookState | undefined {
    return this.#webhook;
  }

  /** Every webhook POST attempt, oldest first. */
  get webhookDeliveries(): readonly WebhookDelivery[] {
    return this.#webhookDeliveries;
  }

  // ------------------------------------------------------- fault injection

  /**
   * Makes the next `times` calls of `method` fail or stall:
   * `{ status: 429, retryAfter: 2 }` answers "Too Many Requests: retry after 2"
   * with `parameters.retry_after`; `{ status: 500 }` (or any status, with an
   * optional `description`) answers that error; `{ delayMs }` answers normally
   * after a pause; `{ hold }` answers normally once the promise `hold` settles;
   * `{ disconnect: true }` drops the connection unanswered;
   * `{ reset: true }` resets it (TCP RST). With `chatId`, only calls to
   * that chat count. `method` "file" means the next file downloads
   * (`/file/bot<token>/…`).
   */
  failNext(method: string, fault: Fault & { chatId?: number }, times = 1): void {
    const key = method.toLowerCase();
    const queue = this.#faults.get(key) ?? [];
    for (let i = 0; i < times; i += 1) queue.push(fault);
    this.#faults.set(key, queue);
  }

  /** The first fault queued for `method` that applies to `chatId` (one without `chatId`: any). */
  #takeFault(method: string, chatId: unknown): Fault | undefined {
    const queue = this.#faults.get(method.toLowerCase());
    const index =
      queue?.findIndex((fault) => {
        const only = (fault as { chatId?: number }).chatId;
        return only === undefined || String(only) === String(chatId);
      }) ?? -1;
    if (!queue || index < 0) return undefined;
    return queue.splice(index, 1)[0];
  }

  // ---------------------------------------------------------------- webhook

  /**
   * POSTs `update` to a webhook URL (default: the one the bot set) with the
   * secret token header, outside the automatic delivery — e.g. the same
   * update to two replicas. A method in the response body is executed as a
   * webhook reply. Resolves with the HTTP status and body text.
   */
  async deliverToWebhook(
    update: Update,
    options: { url?: string; secretToken?: string } = {},
  ): Promise<{ status: number; body: string }> {
    const url = options.url ?? this.#webhook?.url;
    if (!url)
      throw new Error("no webhook URL: the bot has not called setWebhook and none was given");
    const secretToken = options.secretToken ?? this.#webhook?.secretToken;
    this.#learnFrom(update);
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(secretToken ? { "x-telegram-bot-api-secret-token": secretToken } : {}),
      },
      body: JSON.stringify(update),
      signal: AbortSignal.any([this.#closing.signal, AbortSignal.timeout(30_000)]),
    });
    const body = await response.text();
    if (response.ok) await this.#runWebhookReply(body);
    this.#changed();
    return { status: response.status, body };
  }

  #runWebhook(): void {
    if (this.#options.webhookParallel) {
      this.#runWebhookParallel();
      return;
    }
    if (this.#webhookRunning || this.#closed || this.#webhookQueue.length === 0) return;
    const running = this.#deliverQueued().finally(() => {
      if (this.#webhookRunning === running) this.#webhookRunning = undefined;
      // Updates that arrived while the loop was finishing.
      this.#runWebhook();
    });
    this.#webhookRunning = running;
  }

  /**
   * Starts POSTs of queued updates, oldest first, while fewer than the
   * webhook's max_connections are open; an update waits while an older one
   * of its chat is queued or in flight (a chat's updates stay in order).
   */
  #runWebhookParallel(): void {
    const webhook = this.#webhook;
    if (!webhook || this.#closed) return;
    const limit = webhook.maxConnections ?? 40;
    const busyChats = new Set<string>();
    for (const update of this.#webhookInFlight) busyChats.add(webhookChatKey(update));
    for (const update of this.#webhookQueue) {
      if (this.#webhookInFlight.size >= limit) return;
      if (this.#webhookInFlight.has(update)) continue;
      const chat = webhookChatKey(update);
      if (busyChats.has(chat)) continue;
      busyChats.add(chat);
      this.#webhookInFlight.add(update);
      const delivery = this.#deliverOne(update).finally(() => {
        this.#webhookInFlight.delete(update);
        this.#webhookDeliveriesRunning.delete(delivery);
        const index = this.#webhookQueue.indexOf(update);
        if (index >= 0) this.#webhookQueue.splice(index, 1);
        this.#changed();
        this.#runWebhookParallel();
      });
      this.#webhookDeliveriesRunning.add(delivery);
    }
  }

  /** Delivers queued updates in order, one at a time, each with bounded retries. */
  async #deliverQueued(): Promise<void> {
    for (;;) {
      const update = this.#webhookQueue[0];
      if (!update || !this.#webhook || this.#closed) return;
      await this.#deliverOne(update);
      // Delivered or given up: either way it leaves the queue.
      if (this.#webhookQueue[0] === update) this.#webhookQueue.shift();
      this.#changed();
    }
  }

  /** POSTs one update to the webhook, with bounded retries; resolves when delivered or given up. */
  async #deliverOne(update: Update): Promise<void> {
    const webhook = this.#webhook;
    if (!webhook) return;
    for (let attempt = 1; attempt <= this.#options.webhookAttempts && !this.#closed; attempt += 1) {
      const record: WebhookDelivery = {
        update_id: update.update_id,
        url: webhook.url,
        attempt,
        status: undefined,
        at: Date.now(),
      };
      if (!this.#deliveredAt.has(update.update_id)) {
        this.#deliveredAt.set(update.update_id, record.at);
      }
      let delivered = false;
      try {
        const result = await this.deliverToWebhook(update, { url: webhook.url });
        record.status = result.status;
        delivered = result.status >= 200 && result.status < 300;
        if (!delivered) record.error = `Wrong response from the webhook: ${result.status}`;
      } catch (error) {
        record.error = `Connection failed: ${error instanceof Error ? error.message : String(error)}`;
      }
      this.#webhookDeliveries.push(record);
      if (delivered) break;
      this.#lastWebhookError = {
        date: Math.floor(Date.now() / 1000),
        message: record.error ?? "",
      };
      this.#changed();
      await new Promise((resolve) => setTimeout(resolve, this.#options.webhookRetryMs));
    }
  }

  async #runWebhookReply(body: string): Promise<void> {
    let reply: unknown;
    try {
      reply = body ? JSON.parse(body) : undefined;
    } catch {
      return;
    }
    if (typeof reply !== "object" || reply === null || !("method" in reply)) return;
    const { method, ...params } = reply as Params & { method: unknown };
    if (typeof method !== "string") return;
    const call: ApiCall = { method, params, files: [], at: Date.now(), viaWebhookReply: true };
    this.#calls.push(call);
    try {
      await this.#dispatch(call, params, new Map());
      call.response = { ok: true };
    } catch (error) {
      const apiError = toApiError(error);
      call.response = { ok: false, error_code: apiError.code, description: apiError.message };
    }
  }

  // ------------------------------------------------------------------ HTTP

  async #onRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const fileMatch = /^\/file\/bot([^/]+)\/(.+)$/.exec(url.pathname);
    if (fileMatch) {
      const fault = this.#faults.get("file")?.shift();
      if (fault && this.#dropConnection(fault, request)) return;
      if (fault && "delayMs" in fault)
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault && "status" in fault) {
        this.#send(response, fault.status, { ok: false, error_code: fault.status });
        return;
      }
      this.#serveFile(fileMatch[1] ?? "", decodeURIComponent(fileMatch[2] ?? ""), response);
      return;
    }
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    if (!match) {
      this.#send(response, 404, { ok: false, error_code: 404, description: "Not Found" });
      return;
    }
    if (match[1] !== this.token) {
      this.#send(response, 401, { ok: false, error_code: 401, description: "Unauthorized" });
      return;
    }
    const requested = match[2] ?? "";
    const handler = this.#handlers.get(requested.toLowerCase());
    const call: ApiCall = {
      method: handler?.name ?? requested,
      params: {},
      files: [],
      at: Date.now(),
    };
    this.#calls.push(call);
    try {
      const body = await readBody(request);
      const { params, files } = parseParams(
        request.headers["content-type"],
        body,
        url.searchParams,
      );
      call.params = params;
      call.files = [...files.keys()];
      const fault = this.#takeFault(call.method, params.chat_id);
      if (fault && this.#dropConnection(fault, request)) {
        call.response = { ok: false, description: "connection dropped by failNext" };
        this.#changed();
        return;
      }
      if (fault && ("hold" in fault || "delayMs" in fault)) {
        if ("hold" in fault) await fault.hold.catch(() => undefined);
        else await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        // A poll its client gave up on during the pause ends no later poller's request (as
        // Telegram's, which would have ended when the client went) and takes no update.
        if (call.method === "getUpdates" && request.socket.destroyed) {
          call.response = { ok: false, description: "poll abandoned by the client" };
          return;
        }
      }
      if (fault && "status" in fault) {
        throw new ApiError(
          fault.status,
          fault.description ??
            (fault.status === 429
              ? `Too Many Requests: retry after ${fault.retryAfter ?? 1}`
              : (DEFAULT_DESCRIPTIONS[fault.status] ?? "Error")),
          fault.status === 429 ? (fault.retryAfter ?? 1) : fault.retryAfter,
        );
      }
      if (!handler) throw new ApiError(404, "Not Found");
      this.#checkRateLimits(call.method, params);
      if (call.method === "getUpdates") {
        this.#getUpdates(params, call, response);
        return;
      }
      const result = await this.#dispatch(call, params, files);
      call.response = { ok: true };
      this.#send(response, 200, { ok: true, result });
    } catch (error) {
      const apiError = toApiError(error);
      call.response = { ok: false, error_code: apiError.code, description: apiError.message };
      this.#send(response, apiError.code, {
        ok: false,
        error_code: apiError.code,
        description: apiError.message,
        ...(apiError.retryAfter !== undefined
          ? { parameters: { retry_after: apiError.retryAfter } }
          : {}),
      });
    } finally {
      this.#changed();
    }
  }

  /** Throws Telegram's 429 when the flood limits are on and this call is over one. */
  #checkRateLimits(method: string, params: Params): void {
    if (!this.#rateLimiter) return;
    const chatId = typeof params.chat_id === "string" ? params.chat_id.trim() : params.chat_id;
    const known =
      typeof chatId === "string" && chatId.startsWith("@")
        ? [...this.#chats.values()].find((chat) => `@${chat.username ?? ""}` === chatId)
        : this.#chats.get(integer(chatId, Number.NaN));
    const key = known?.id ?? chatId;
    const isGroup = known ? known.type === "group" || known.type === "supergroup" : undefined;
    const refusal = this.#rateLimiter.admit(method, key, isGroup);
    if (refusal) {
      throw new ApiError(
        429,
        `Too Many Requests: retry after ${refusal.retryAfter}`,
        refusal.retryAfter,
      );
    }
  }

  /** Carries out a disconnect or reset fault; false for other faults. */
  #dropConnection(fault: Fault, request: IncomingMessage): boolean {
    if ("disconnect" in fault) request.socket.destroy();
    else if ("reset" in fault) request.socket.resetAndDestroy();
    else return false;
    return true;
  }

  async #dispatch(
    call: ApiCall,
    params: Params,
    files: Map<string, UploadedPart>,
  ): Promise<unknown> {
    const handler = this.#handlers.get(call.method.toLowerCase());
    if (!handler) throw new ApiError(404, "Not Found");
    call.method = handler.name;
    return handler.handle(params, files);
  }

  #send(response: ServerResponse, status: number, body: unknown): void {
    if (response.headersSent || response.destroyed) return;
    const text = JSON.stringify(body);
    response.writeHead(status, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
    });
    response.end(text);
  }

  #serveFile(token: string, filePath: string, response: ServerResponse): void {
    const file =
      token === this.token
        ? [...this.#files.values()].find((f) => f.file_path === filePath)
        : undefined;
    if (!file) {
      this.#send(response, 404, { ok: false, error_code: 404, description: "Not Found" });
      return;
    }
    response.writeHead(200, {
      "content-type": "application/octet-stream",
      "content-length": file.bytes.length,
    });
    response.end(file.bytes);
  }

  // ------------------------------------------------------------ getUpdates

  #getUpdates(params: Params, call: ApiCall, response: ServerResponse): void {
    const respond = (status: number, body: unknown) => {
      const ok = status === 200;
      call.response = ok
        ? { ok: true }
        : {
            ok: false,
            error_code: status,
            description: (body as { description: string }).description,
          };
      this.#send(response, status, body);
      this.#changed();
    };
    if (this.#webhook) {
      respond(409, {
        ok: false,
        error_code: 409,
        description:
          "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
      });
      return;
    }
    // Only one poller at a time: Telegram ends the earlier request with 409.
    const previous = this.#waiter;
    if (previous) {
      this.#waiter = undefined;
      clearTimeout(previous.timer);
      previous.respond(409, {
        ok: false,
        error_code: 409,
        description:
          "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running",
      });
    }
    // Telegram keeps the last list given; a call without one leaves it as it was.
    if (Array.isArray(params.allowed_updates))
      this.#allowedUpdates = params.allowed_updates.map(String);
    const offset = integer(params.offset, 0);
    const limit = Math.min(100, Math.max(1, integer(params.limit, 100)));
    const timeoutSeconds = Math.max(0, integer(params.timeout, 0));
    if (offset > 0) {
      this.#queue = this.#queue.filter(
        (entry) => !(entry.delivered && entry.update.update_id < offset),
      );
    } else if (offset < 0) {
      // A negative offset keeps only the last -offset updates.
      this.#queue = this.#queue.slice(offset);
    }
    const ready = this.#takeUpdates(offset, limit);
    if (ready.length > 0 || timeoutSeconds === 0 || this.#closed) {
      respond(200, { ok: true, result: ready });
      return;
    }
    const waiter: PollWaiter = {
      respond,
      offset,
      limit,
      timer: setTimeout(() => {
        if (this.#waiter === waiter) this.#waiter = undefined;
        respond(200, { ok: true, result: [] });
      }, timeoutSeconds * 1000),
    };
    this.#waiter = waiter;
    // The client gave up (aborted poll, bot.stop()): forget the waiter.
    response.once("close", () => {
      if (this.#waiter === waiter) {
        clearTimeout(waiter.timer);
        this.#waiter = undefined;
      }
    });
  }

  #takeUpdates(offset: number, limit: number): Update[] {
    const ready = this.#queue
      .filter((entry) => offset <= 0 || entry.update.update_id >= offset || !entry.delivered)
      .slice(0, limit);
    const now = Date.now();
    for (const entry of ready) {
      entry.delivered = true;
      if (!this.#deliveredAt.has(entry.update.update_id)) {
        this.#deliveredAt.set(entry.update.update_id, now);
      }
    }
    return ready.map((entry) => entry.update);
  }

  #wakePoller(): void {
    const waiter = this.#waiter;
    if (!waiter) return;
    const ready = this.#takeUpdates(waiter.offset, waiter.limit);
    if (ready.length === 0) return;
    this.#waiter = undefined;
    clearTimeout(waiter.timer);
    waiter.respond(200, { ok: true, result: ready });
  }

  // -------------------------------------------------------------- handlers

  #createHandlers(): Map<string, { name: string; handle: Handler }> {
    const handlers: Record<string, Handler> = {
      getMe: () => this.botInfo,
      logOut: () => true,
      close: () => true,
      getUpdates: () => {
        throw new Error("getUpdates is answered by #getUpdates");
      },
      setWebhook: (params) => this.#setWebhook(params),
      deleteWebhook: (params) => {
        if (params.drop_pending_updates === true) this.#webhookQueue = [];
        for (const update of this.#webhookQueue) this.#queue.push({ update, delivered: false });
        this.#webhookQueue = [];
        this.#webhook = undefined;
        return true;
      },
      getWebhookInfo: () => ({
        url: this.#webhook?.url ?? "",
        has_custom_certificate: false,
        pending_update_count: this.pendingUpdateCount,
        ...(this.#webhook?.maxConnections !== undefined
          ? { max_connections: this.#webhook.maxConnections }
          : {}),
        ...(this.#webhook?.allowedUpdates ? { allowed_updates: this.#webhook.allowedUpdates } : {}),
        ...(this.#lastWebhookError
          ? {
              last_error_date: this.#lastWebhookError.date,
              last_error_message: this.#lastWebhookError.message,
            }
          : {}),
      }),
      sendMessage: (params) => this.#sendMessage(params),
      sendPhoto: (params, files) => this.#sendPhoto(params, files),
      sendChatAction: (params) => {
        this.#targetChat(params.chat_id);
        if (typeof params.action !== "string" || !CHAT_ACTIONS.has(params.action)) {
          throw badRequest("wrong parameter action in request");
        }
        return true;
      },
      editMessageText: (params) => this.#editMessageText(params),
      editMessageCaption: (params) => this.#editMessageCaption(params),
      editMessageReplyMarkup: (params) => this.#editMessageReplyMarkup(params),
      deleteMessage: (params) => {
        const message = this.#messageForChange(params, "delete");
        message.deleted = true;
        return true;
      },
      deleteMessages: (params) => {
        const ids = Array.isArray(params.message_ids) ? params.message_ids : [];
        for (const id of ids) {
          const message = this.#findMessage(integer(params.chat_id, 0), integer(id, 0));
          if (message) message.deleted = true;
        }
        return true;
      },
      answerCallbackQuery: (params) => this.#answerCallbackQuery(params),
      answerInlineQuery: (params) => this.#answerInlineQuery(params),
      answerGuestQuery: (params) => this.#answerGuestQuery(params),
      setMyCommands: (params) => {
        const commands = validateCommands(params.commands);
        this.#commands.set(commandsKey(params.scope, params.language_code), commands);
        return true;
      },
      getMyCommands: (params) =>
        this.#commands.get(commandsKey(params.scope, params.language_code)) ?? [],
      deleteMyCommands: (params) => {
        this.#commands.delete(commandsKey(params.scope, params.language_code));
        return true;
      },
      setMyDescription: (params) => this.#remember("setMyDescription", params),
      setMyShortDescription: (params) => this.#remember("setMyShortDescription", params),
      setMyName: (params) => this.#remember("setMyName", params),
      setChatMenuButton: (params) => {
        validateMenuButton(params.menu_button);
        return this.#remember("setChatMenuButton", params);
      },
      setMyDefaultAdministratorRights: (params) =>
        this.#remember("setMyDefaultAdministratorRights", params),
      getMyDescription: () => ({
        description: stringOr(this.setting("setMyDescription")?.description, ""),
      }),
      getMyShortDescription: () => ({
        short_description: stringOr(this.setting("setMyShortDescription")?.short_description, ""),
      }),
      getMyName: () => ({
        name: stringOr(this.setting("setMyName")?.name, this.botInfo.first_name),
      }),
      getFile: (params) => {
        const file = this.#files.get(String(params.file_id ?? ""));
        if (!file) throw badRequest("invalid file_id");
        const localDir = this.#options.localFilesDir;
        let filePath = file.file_path;
        if (localDir) {
          // A local server hands out the file's absolute path on its disk.
          filePath = path.join(localDir, file.file_path);
          mkdirSync(path.dirname(filePath), { recursive: true });
          writeFileSync(filePath, file.bytes);
        }
        return {
          file_id: file.file_id,
          file_unique_id: file.file_unique_id,
          file_size: file.bytes.length,
          file_path: filePath,
        };
      },
      getChat: (params) => this.#getChat(params),
      getChatMember: (params) => this.#getChatMember(params),
      getChatAdministrators: (params) => this.#getChatAdministrators(params),
      createChatInviteLink: (params) => this.#createChatInviteLink(params),
      approveChatJoinRequest: (params) => this.#answerJoin(params, true),
      declineChatJoinRequest: (params) => this.#answerJoin(params, false),
      banChatMember: (params) => this.#banChatMember(params),
      unbanChatMember: (params) => this.#unbanChatMember(params),
    };
    return new Map(
      Object.entries(handlers).map(([name, handle]) => [name.toLowerCase(), { name, handle }]),
    );
  }

  #remember(method: string, params: Params): true {
    this.#settings.set(method.toLowerCase(), params);
    return true;
  }

  #setWebhook(params: Params): true {
    const url = stringOr(params.url, "");
    if (url === "") {
      this.#webhook = undefined;
      return true;
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw badRequest("bad webhook: invalid URL");
    }
    if (!["127.0.0.1", "localhost", "[::1]"].includes(parsed.hostname)) {
      throw badRequest("bad webhook: this fake delivers to loopback addresses only");
    }
    const secretToken = params.secret_token === undefined ? undefined : String(params.secret_token);
    if (secretToken !== undefined && !/^[A-Za-z0-9_-]{1,256}$/.test(secretToken)) {
      throw badRequest("secret token contains unallowed characters");
    }
    // Updates not yet confirmed by getUpdates now go to the webhook.
    const pending = this.#queue.map((entry) => entry.update);
    this.#queue = [];
    this.#webhookQueue =
      params.drop_pending_updates === true ? [] : [...this.#webhookQueue, ...pending];
    this.#webhook = {
      url,
      secretToken,
      maxConnections:
        params.max_connections === undefined ? undefined : integer(params.max_connections, 40),
      allowedUpdates: Array.isArray(params.allowed_updates)
        ? params.allowed_updates.map(String)
        : undefined,
    };
    if (this.#webhook.allowedUpdates) this.#allowedUpdates = this.#webhook.allowedUpdates;
    this.#runWebhook();
    return true;
  }

  #sendMessage(params: Params): Message {
    const chat = this.#targetChat(params.chat_id);
    if (typeof params.text !== "string" || params.text === "")
      throw badRequest("message text is empty");
    const formatted = formatText(params.text, params.parse_mode, params.entities);
    if (formatted.text.trim() === "") throw badRequest("message text is empty");
    if (formatted.text.length > MAX_TEXT) throw badRequest("message is too long");
    validateMarkup(params.reply_markup, chat.type);
    const message = this.#storeBotMessage(chat, "sendMessage", params, {
      text: formatted.text,
      entities: formatted.entities,
      source: params.text,
    });
    return this.#apiMessage(message);
  }

  #sendPhoto(params: Params, files: Map<string, UploadedPart>): Message {
    const chat = this.#targetChat(params.chat_id);
    const photo = this.#resolvePhoto(params.photo, files);
    let caption: { text: string; entities: MessageEntity[] } | undefined;
    if (typeof params.caption === "string" && params.caption !== "") {
      caption = formatText(params.caption, params.parse_mode, params.caption_entities);
      if (caption.text.length > MAX_CAPTION) throw badRequest("message caption is too long");
    }
    validateMarkup(params.reply_markup, chat.type);
    const message = this.#storeBotMessage(chat, "sendPhoto", params, {
      photo: photo.sizes,
      photoBytes: photo.bytes,
      photoUrl: photo.url,
      caption: caption?.text,
      entities: caption?.entities,
      source: typeof params.caption === "string" ? params.caption : undefined,
    });
    return this.#apiMessage(message);
  }

  #resolvePhoto(
    value: unknown,
    files: Map<string, UploadedPart>,
  ): { sizes: PhotoSize[]; bytes?: Uint8Array; url?: string } {
    let upload: UploadedPart | undefined;
    if (typeof value === "string" && value.startsWith("attach://")) {
      upload = files.get(value.slice("attach://".length));
      if (!upload) throw badRequest(`file attach://… not found in the request`);
    } else if (value === undefined && files.has("photo")) {
      upload = files.get("photo");
    }
    if (upload) {
      const size = imageSize(upload.bytes);
      if (!size) throw badRequest("IMAGE_PROCESS_FAILED");
      const file = this.#storeFile(upload.bytes, "photos", "jpg");
      return { sizes: [photoSize(file, size)], bytes: new Uint8Array(upload.bytes) };
    }
    if (typeof value !== "string" || value === "")
      throw badRequest("there is no photo in the request");
    if (/^https?:\/\//i.test(value)) {
      // Telegram would download it; the fake records the URL and invents no bytes.
      const file = this.#storeFile(Buffer.alloc(0), "photos", "jpg");
      return { sizes: [photoSize(file, { width: 0, height: 0 })], url: value };
    }
    const known = this.#files.get(value);
    if (!known) throw badRequest("wrong file identifier/HTTP URL specified");
    const size = imageSize(known.bytes) ?? { width: 0, height: 0 };
    return { sizes: [photoSize(known, size)], bytes: new Uint8Array(known.bytes) };
  }

  #editMessageText(params: Params): Message | true {
    const message = this.#messageForChange(params, "edit");
    if (message.text === undefined) throw badRequest("there is no text in the message to edit");
    if (typeof params.text !== "string" || params.text === "")
      throw badRequest("message text is empty");
    const formatted = formatText(params.text, params.parse_mode, params.entities);
    if (formatted.text.trim() === "") throw badRequest("message text is empty");
    if (formatted.text.length > MAX_TEXT) throw badRequest("message is too long");
    validateMarkup(params.reply_markup, message.chat.type);
    this.#applyEdit(message, "editMessageText", {
      text: formatted.text,
      entities: formatted.entities,
      source: params.text,
      parse_mode: stringOrUndefined(params.parse_mode),
      reply_markup: params.reply_markup,
    });
    return this.#editResult(params, message);
  }

  #editMessageCaption(params: Params): Message | true {
    const message = this.#messageForChange(params, "edit");
    if (message.photo === undefined) throw badRequest("there is no caption in the message to edit");
    const text = typeof params.caption === "string" ? params.caption : "";
    const formatted =
      text === ""
        ? { text: "", entities: [] }
        : formatText(text, params.parse_mode, params.caption_entities);
    if (formatted.text.length > MAX_CAPTION) throw badRequest("message caption is too long");
    validateMarkup(params.reply_markup, message.chat.type);
    this.#applyEdit(message, "editMessageCaption", {
      caption: formatted.text === "" ? undefined : formatted.text,
      entities: formatted.entities,
      source: text === "" ? undefined : text,
      parse_mode: stringOrUndefined(params.parse_mode),
      reply_markup: params.reply_markup,
    });
    return this.#editResult(params, message);
  }

  #editMessageReplyMarkup(params: Params): Message | true {
    const message = this.#messageForChange(params, "edit");
    validateMarkup(params.reply_markup, message.chat.type);
    this.#applyEdit(message, "editMessageReplyMarkup", {
      text: message.text,
      caption: message.caption,
      entities: message.entities,
      source: message.source,
      parse_mode: message.parse_mode,
      reply_markup: params.reply_markup,
    });
    return this.#editResult(params, message);
  }

  /** An edited inline message is answered `true` (the bot never sees it), any other with the message. */
  #editResult(params: Params, message: FakeMessage): Message | true {
    return params.inline_message_id !== undefined ? true : this.#apiMessage(message);
  }

  /** Replaces a message's content; Telegram refuses an edit that changes nothing. */
  #applyEdit(
    message: FakeMessage,
    method: string,
    next: Omit<MessageVersion, "replacedBy" | "replacedAt">,
  ): void {
    const unchanged =
      next.text === message.text &&
      next.caption === message.caption &&
      JSON.stringify(next.entities ?? []) === JSON.stringify(message.entities ?? []) &&
      JSON.stringify(next.reply_markup ?? null) === JSON.stringify(message.reply_markup ?? null);
    if (unchanged) {
      throw badRequest(
        "message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
      );
    }
    message.edits.push({
      text: message.text,
      caption: message.caption,
      entities: message.entities,
      source: message.source,
      parse_mode: message.parse_mode,
      reply_markup: message.reply_markup,
      replacedBy: method,
      replacedAt: Date.now(),
    });
    message.text = next.text;
    message.caption = next.caption;
    message.entities = next.entities;
    message.source = next.source;
    message.parse_mode = next.parse_mode;
    // Leaving reply_markup out of an edit removes the keyboard, as in Telegram.
    message.reply_markup = next.reply_markup;
    message.edit_date = Math.floor(Date.now() / 1000);
  }

  #messageForChange(params: Params, change: "edit" | "delete"): FakeMessage {
    if (change === "edit" && params.inline_message_id !== undefined) {
      // Sent by a user via the bot, yet the bot's to edit, and only by this id.
      const inline = this.#inlineMessages.get(String(params.inline_message_id));
      if (!inline || inline.deleted) throw badRequest("MESSAGE_ID_INVALID");
      return inline;
    }
    const chatId = this.#targetChat(params.chat_id, { forChange: true }).id;
    const message = this.#findMessage(chatId, integer(params.message_id, 0));
    if (!message || message.deleted) throw badRequest(`message to ${change} not found`);
    if (change === "edit" && message.sender !== "bot") throw badRequest("message can't be edited");
    return message;
  }

  /** Telegram's checks on an answer to an inline query (telegram-fake/inline.ts), then keeps it. */
  #answerInlineQuery(params: Params): true {
    const id = String(params.inline_query_id ?? "");
    const query = this.#inlineQueries.get(id);
    if (!query || query.answer || Date.now() - query.at > INLINE_QUERY_ANSWER_MS) {
      throw badRequest("query is too old and response timeout expired or query ID is invalid");
    }
    const problem = inlineAnswerProblem(params);
    if (problem) throw badRequest(problem);
    const results = params.results as Params[];
    for (const result of results) {
      const content = result.input_message_content as Params;
      const formatted = formatText(
        String(content.message_text),
        content.parse_mode,
        content.entities,
      );
      if (formatted.text.trim() === "") throw badRequest("MESSAGE_EMPTY");
      if (formatted.text.length > MAX_TEXT) throw badRequest("MESSAGE_TOO_LONG");
      validateMarkup(result.reply_markup);
    }
    query.answer = {
      inline_query_id: id,
      results: results as unknown as InlineAnswer["results"],
      cache_time: typeof params.cache_time === "number" ? params.cache_time : undefined,
      is_personal: typeof params.is_personal === "boolean" ? params.is_personal : undefined,
      next_offset: stringOrUndefined(params.next_offset),
      button: params.button as InlineAnswer["button"],
      at: Date.now(),
    };
    return true;
  }

  #answerCallbackQuery(params: Params): true {
    const id = String(params.callback_query_id ?? "");
    const query = this.#callbackQueries.get(id);
    if (!query || query.answered) {
      throw badRequest("query is too old and response timeout expired or query ID is invalid");
    }
    if (typeof params.text === "string" && params.text.length > 200)
      throw badRequest("MESSAGE_TOO_LONG");
    query.answered = true;
    this.#callbackAnswers.push({
      callback_query_id: id,
      text: stringOrUndefined(params.text),
      show_alert: typeof params.show_alert === "boolean" ? params.show_alert : undefined,
      url: stringOrUndefined(params.url),
      cache_time: typeof params.cache_time === "number" ? params.cache_time : undefined,
      at: Date.now(),
    });
    return true;
  }

  #getChat(params: Params): unknown {
    const chat = this.#targetChat(params.chat_id, { forChange: true });
    return {
      ...chat,
      accent_color_id: 0,
      max_reaction_count: 11,
      accepted_gift_types: {
        unlimited_gifts: false,
        limited_gifts: false,
        unique_gifts: false,
        premium_subscription: false,
        gifts_from_channels: false,
      },
    };
  }

  #getChatMember(params: Params): unknown {
    const chat = this.#targetChat(params.chat_id, { forChange: true });
    const userId = integer(params.user_id, 0);
    if (userId === this.botInfo.id) {
      // setChatMember(chat, bot, "administrator") gives the bot admin rights there.
      const status = this.#members.get(`${chat.id}:${userId}`) ?? "member";
      return { status, user: this.#botUser(), ...this.#rightsOf(chat.id, userId, status) };
    }
    // A channel's members are visible to its administrators only, as in Telegram.
    const botStatus = this.#members.get(`${chat.id}:${this.botInfo.id}`);
    if (chat.type === "channel" && botStatus !== "administrator" && botStatus !== "creator") {
      throw badRequest("member list is inaccessible");
    }
    const user = this.#users.get(userId);
    if (!user) throw badRequest("user not found");
    const status =
      this.#members.get(`${chat.id}:${userId}`) ??
      (chat.type === "private" && chat.id === userId ? "member" : "left");
    return { status, user, ...this.#rightsOf(chat.id, userId, status) };
  }

  /** An administrator's rights as getChatMember lists them (the creator holds every one). */
  #rightsOf(chatId: number, userId: number, status: string): object {
    if (status === "administrator") {
      return { can_be_edited: false, ...this.#doors.rights(chatId, userId) };
    }
    if (status === "creator") return { is_anonymous: false };
    return {};
  }

  /** Refuses a change the bot has no right to make in `chat` (as Telegram answers it). */
  #requireBotRight(chat: Chat, right: keyof ChatAdministratorRights, refusal: string): void {
    const status = this.#members.get(`${chat.id}:${this.botInfo.id}`);
    if (
      status !== "administrator" ||
      this.#doors.rights(chat.id, this.botInfo.id)[right] !== true
    ) {
      throw badRequest(refusal);
    }
  }

  #createChatInviteLink(params: Params): unknown {
    const chat = this.#targetChat(params.chat_id, { forChange: true });
    if (chat.type === "private") throw badRequest("chat not found");
    this.#requireBotRight(
      chat,
      "can_invite_users",
      "not enough rights to manage chat invite links",
    );
    const made = this.#doors.createLink(chat.id, this.#botUser(), params);
    if ("code" in made) throw new ApiError(made.code, made.description);
    return made;
  }

  /** Approves or declines a join request, once: a second answer fails as Telegram's does. */
  #answerJoin(params: Params, approve: boolean): true {
    const chat = this.#targetChat(params.chat_id, { forChange: true });
    this.#requireBotRight(chat, "can_invite_users", "CHAT_ADMIN_REQUIRED");
    const userId = integer(params.user_id, 0);
    const status = this.#members.get(`${chat.id}:${userId}`);
    if (approve && (status === "member" || status === "administrator" || status === "creator")) {
      throw badRequest("USER_ALREADY_PARTICIPANT");
    }
    const pending = this.#doors.pending(chat.id, userId);
    if (!pending || !this.#doors.answer(chat.id, userId)) {
      throw badRequest("HIDE_REQUESTER_MISSING");
    }
    if (approve) this.addChatMember(chat, pending.user);
    return true;
  }

  /** Removes a member and keeps them out until unbanned. */
  #banChatMember(params: Params): true {
    const chat = this.#targetChat(params.chat_id, { forChange: true });
    const userId = integer(params.user_id, 0);
    this.#requireBotRight(
      chat,
      "can_restrict_members",
      "not enough rights to restrict/ban chat member",
    );
    const status = this.#members.get(`${chat.id}:${userId}`);
    if (status === "administrator" || status === "creator") {
      throw badRequest("user is an administrator of the chat");
    }
    this.#members.set(`${chat.id}:${userId}`, "kicked");
    this.#doors.answer(chat.id, userId);
    return true;
  }

  /**
   * Lifts a ban (the user may come back through a link). Without
   * `only_if_banned` a member is removed too, as Telegram does.
   */
  #unbanChatMember(params: Params): true {
    const chat = this.#targetChat(params.chat_id, { forChange: true });
    const userId = integer(params.user_id, 0);
    this.#requireBotRight(
      chat,
      "can_restrict_members",
      "not enough rights to restrict/ban chat member",
    );
    const key = `${chat.id}:${userId}`;
    const status = this.#members.get(key);
    if (status === "administrator" || status === "creator") {
      throw badRequest("user is an administrator of the chat");
    }
    if (status === "kicked" || (status === "member" && params.only_if_banned !== true)) {
      this.#members.set(key, "left");
    }
    return true;
  }

  /** The chat's administrators and creator, the bot among them when it is one. */
  #getChatAdministrators(params: Params): unknown {
    const chat = this.#targetChat(params.chat_id, { forChange: true });
    if (chat.type === "private")
      throw badRequest("there are no administrators in the private chat");
    const admins: unknown[] = [];
    for (const [key, status] of this.#members) {
      const [chatId, userId] = key.split(":").map(Number);
      if (chatId !== chat.id || (status !== "administrator" && status !== "creator")) continue;
      const user = userId === this.botInfo.id ? this.#botUser() : this.#users.get(userId ?? 0);
      if (user) admins.push({ status, user });
    }
    return admins;
  }

  // ------------------------------------------------------- message storage

  /** The chat a send goes to, with Telegram's refusals for chats the bot cannot write to. */
  #targetChat(chatId: unknown, options: { forChange?: boolean } = {}): Chat {
    if (typeof chatId === "string" && chatId.startsWith("@")) {
      const name = chatId.slice(1).toLowerCase();
      const chat = [...this.#chats.values()].find(
        (candidate) => candidate.username?.toLowerCase() === name,
      );
      if (!chat) throw badRequest("chat not found");
      return chat;
    }
    const id = integer(chatId, Number.NaN);
    if (!Number.isSafeInteger(id)) throw badRequest("chat_id is empty");
    const chat = this.#chats.get(id);
    // A user who asked to join a group the bot guards may be written to for 5 minutes.
    const mayWrite = this.#doors.mayWrite(id, this.clock());
    if (chat?.type === "private" && !options.forChange) {
      if (this.#blocked.has(id)) throw new ApiError(403, "Forbidden: bot was blocked by the user");
      if (!this.#started.has(id) && !mayWrite)
        throw new ApiError(403, "Forbidden: bot can't initiate conversation with a user");
    }
    if (chat && this.#guestOnlyChats.has(id)) {
      // Summoned there as a guest only: its one answer per query is all it may post.
      const status = this.#members.get(`${id}:${this.botInfo.id}`);
      if (status === undefined || status === "left" || status === "kicked") {
        throw new ApiError(403, "Forbidden: bot is not a member of the group chat");
      }
    }
    if (chat) return chat;
    const user = this.#users.get(id);
    if (user && mayWrite && !options.forChange) {
      if (this.#blocked.has(id)) throw new ApiError(403, "Forbidden: bot was blocked by the user");
      const opened = privateChat(user);
      this.#chats.set(id, opened);
      return opened;
    }
    if (user) throw new ApiError(403, "Forbidden: bot can't initiate conversation with a user");
    throw badRequest("chat not found");
  }

  #storeUserMessage(from: User, chat: Chat, content: Partial<FakeMessage>): FakeMessage {
    this.#users.set(from.id, from);
    this.#chats.set(chat.id, chat);
    if (chat.type === "private") this.#started.add(chat.id);
    if (chat.type !== "private" && !this.#members.has(`${chat.id}:${from.id}`)) {
      this.#members.set(`${chat.id}:${from.id}`, "member");
    }
    return this.#storeMessage({
      ...content,
      message_id: this.#allocateMessageId(chat.id),
      chat,
      from,
      sender: "user",
      date: Math.floor((Date.now() - this.messageDelayMs) / 1000),
      edits: [],
      deleted: false,
      method: "update",
      params: {},
    });
  }

  #storeBotMessage(
    chat: Chat,
    method: string,
    params: Params,
    content: Partial<FakeMessage>,
  ): FakeMessage {
    const replyTo = replyTarget(params);
    if (replyTo !== undefined) {
      const target = this.#findMessage(chat.id, replyTo.messageId);
      if ((!target || target.deleted) && !replyTo.allowMissing) {
        throw badRequest("message to be replied not found");
      }
    }
    return this.#storeMessage({
      ...content,
      message_id: this.#allocateMessageId(chat.id),
      chat,
      from: this.#botUser(),
      sender: "bot",
      date: Math.floor(Date.now() / 1000),
      parse_mode: stringOrUndefined(params.parse_mode),
      reply_markup: params.reply_markup,
      reply_to_message_id: replyTo?.messageId,
      edits: [],
      deleted: false,
      method,
      params,
    });
  }

  #storeMessage(message: FakeMessage): FakeMessage {
    const list = this.#messages.get(message.chat.id) ?? [];
    list.push(message);
    this.#messages.set(message.chat.id, list);
    let byId = this.#messagesById.get(message.chat.id);
    if (!byId) {
      byId = new Map();
      this.#messagesById.set(message.chat.id, byId);
    }
    byId.set(message.message_id, message);
    return message;
  }

  #allocateMessageId(chatId: number): number {
    const id = this.#nextMessageId.get(chatId) ?? 1;
    this.#nextMessageId.set(chatId, id + 1);
    return id;
  }

  #findMessage(chatId: number, messageId: number): FakeMessage | undefined {
    return this.#messagesById.get(chatId)?.get(messageId);
  }

  #requireMessage(ref: MessageRef): FakeMessage {
    const message = this.#findMessage(ref.chat.id, ref.message_id);
    if (!message) throw new Error(`message ${ref.message_id} is not in chat ${ref.chat.id}`);
    return message;
  }

  #storeFile(bytes: Buffer, folder: string, extension: string): StoredFile {
    const unique = randomBytes(8).toString("hex");
    const file: StoredFile = {
      file_id: `AgAC${randomBytes(16).toString("base64url")}`,
      file_unique_id: `AQAD${unique}`,
      file_path: `${folder}/file_${this.#files.size}.${extension}`,
      bytes,
    };
    this.#files.set(file.file_id, file);
    return file;
  }

  #botUser(): User {
    return {
      id: this.botInfo.id,
      is_bot: true,
      first_name: this.botInfo.first_name,
      username: this.botInfo.username,
    };
  }

  /** The Bot API form of a stored message (only inline keyboards appear in it, as in Telegram). */
  #apiMessage(message: FakeMessage, withReply = true): UpdateMessage {
    const result: Record<string, unknown> = {
      message_id: message.message_id,
      from: message.from,
      chat: message.chat,
      date: message.date,
    };
    if (message.edit_date !== undefined) result.edit_date = message.edit_date;
    if (message.text !== undefined) result.text = message.text;
    if (message.photo !== undefined) result.photo = message.photo;
    if (message.new_chat_members !== undefined) result.new_chat_members = message.new_chat_members;
    if (message.sticker !== undefined) result.sticker = message.sticker;
    if (message.caption !== undefined) result.caption = message.caption;
    if (message.entities && message.entities.length > 0) {
      result[message.text !== undefined ? "entities" : "caption_entities"] = message.entities;
    }
    if (isInlineKeyboard(message.reply_markup)) result.reply_markup = message.reply_markup;
    if (message.forward_origin !== undefined) result.forward_origin = message.forward_origin;
    if (message.sender_chat !== undefined) result.sender_chat = message.sender_chat;
    if (withReply && message.reply_to_message_id !== undefined) {
      const target = this.#findMessage(message.chat.id, message.reply_to_message_id);
      if (target) result.reply_to_message = this.#apiMessage(target, false);
    }
    return result as unknown as UpdateMessage;
  }

  /** Remembers the chats and users an update mentions, so the bot may answer them. */
  #learnFrom(update: Update): void {
    const message = update.message ?? update.edited_message ?? update.guest_message;
    const from =
      message?.from ??
      update.callback_query?.from ??
      update.inline_query?.from ??
      update.chosen_inline_result?.from;
    if (from) this.#users.set(from.id, from);
    if (message) {
      this.#chats.set(message.chat.id, message.chat);
      if (message.chat.type === "private") this.#started.add(message.chat.id);
    }
  }

  #changed(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}

// ---------------------------------------------------------------- helpers

/** bot_command at the start ("/pay@tip_test_bot"), and mention entities for "@username" words. */
function detectEntities(text: string): MessageEntity[] {
  const entities: MessageEntity[] = [];
  const command = /^\/[A-Za-z0-9_]{1,32}(@[A-Za-z0-9_]{3,})?/.exec(text);
  if (command) entities.push({ type: "bot_command", offset: 0, length: command[0].length });
  for (const mention of text.matchAll(/(^|\s)(@[A-Za-z0-9_]{5,32})\b/g)) {
    const offset = (mention.index ?? 0) + (mention[1]?.length ?? 0);
    if (command && offset < command[0].length) continue;
    entities.push({ type: "mention", offset, length: mention[2]?.length ?? 0 });
  }
  return entities;
}

/** Applies parse_mode (HTML parsed; Markdown modes kept as sent) or explicit entities. */
function formatText(
  text: string,
  parseMode: unknown,
  explicitEntities: unknown,
): { text: string; entities: MessageEntity[] } {
  if (parseMode === undefined || parseMode === null || parseMode === "") {
    return {
      text,
      entities: Array.isArray(explicitEntities) ? (explicitEntities as MessageEntity[]) : [],
    };
  }
  const mode = String(parseMode).toLowerCase();
  if (mode === "html") {
    try {
      return parseTelegramHtml(text);
    } catch (error) {
      if (error instanceof EntityParseError) throw badRequest(error.message);
      throw error;
    }
  }
  if (mode === "markdownv2" || mode === "markdown") {
    // Not interpreted by this fake: the text is kept exactly as sent.
    return { text, entities: [] };
  }
  throw badRequest("unsupported parse_mode");
}

function isInlineKeyboard(markup: unknown): markup is InlineKeyboardMarkup {
  return typeof markup === "object" && markup !== null && "inline_keyboard" in markup;
}

function inlineButtons(markup: unknown): InlineKeyboardButton[] {
  return isInlineKeyboard(markup) ? markup.inline_keyboard.flat() : [];
}

/**
 * Telegram's checks on reply markup: a force reply is `force_reply: true`
 * with an optional placeholder (1–64 characters) and `selective`; inline
 * keyboards need text, exactly one action, callback data of 1–64 bytes and
 * usable URLs. A Mini App button (`web_app`) needs an https URL and is only
 * allowed in private chats: elsewhere Telegram answers BUTTON_TYPE_INVALID.
 */
function validateMarkup(markup: unknown, chatType?: string): void {
  if (typeof markup === "object" && markup !== null && "force_reply" in markup) {
    const forceReply = markup as Params;
    if (forceReply.force_reply !== true)
      throw badRequest("can't parse reply keyboard markup JSON object");
    const placeholder = forceReply.input_field_placeholder;
    if (
      placeholder !== undefined &&
      (typeof placeholder !== "string" || placeholder.length < 1 || placeholder.length > 64)
    ) {
      throw badRequest("can't parse reply keyboard markup JSON object");
    }
    if (forceReply.selective !== undefined && typeof forceReply.selective !== "boolean") {
      throw badRequest("can't parse reply keyboard markup JSON object");
    }
    return;
  }
  if (markup === undefined || !isInlineKeyboard(markup)) return;
  if (!Array.isArray(markup.inline_keyboard) || !markup.inline_keyboard.every(Array.isArray)) {
    throw badRequest(
      'field "inline_keyboard" of the InlineKeyboardMarkup should be an Array of Arrays',
    );
  }
  for (const button of markup.inline_keyboard.flat() as unknown as Params[]) {
    if (typeof button.text !== "string" || button.text === "")
      throw badRequest("text buttons are unallowed in the inline keyboard");
    const actions = Object.keys(button).filter(
      (key) => key !== "text" && key !== "style" && key !== "icon_custom_emoji_id",
    );
    if (actions.length !== 1) throw badRequest("text buttons are unallowed in the inline keyboard");
    if ("callback_data" in button) {
      const data = String(button.callback_data);
      const bytes = Buffer.byteLength(data);
      if (bytes < 1 || bytes > 64) throw badRequest("BUTTON_DATA_INVALID");
    }
    if ("web_app" in button) {
      if (chatType !== undefined && chatType !== "private") throw badRequest("BUTTON_TYPE_INVALID");
      validateWebAppInfo(button.web_app);
    }
    if ("url" in button) {
      const url = String(button.url);
      if (!/^(https?|tg):\/\//i.test(url)) {
        throw badRequest(
          `inline keyboard button URL '${url}' is invalid: Unsupported URL protocol`,
        );
      }
    }
  }
}

/** A `WebAppInfo`: an https URL (Telegram opens Mini Apps over HTTPS only). */
function validateWebAppInfo(info: unknown): void {
  const url = typeof info === "object" && info !== null ? (info as Params).url : undefined;
  if (typeof url !== "string" || !/^https:\/\/[^/\s]+/i.test(url)) {
    throw badRequest("BUTTON_URL_INVALID");
  }
}

/** A `MenuButton` of setChatMenuButton: default, commands, or a web_app with text and an https URL. */
function validateMenuButton(value: unknown): void {
  if (value === undefined) return;
  const button = (typeof value === "object" && value !== null ? value : {}) as Params;
  if (button.type === "default" || button.type === "commands") return;
  if (button.type !== "web_app") throw badRequest("can't parse menu button JSON object");
  if (typeof button.text !== "string" || button.text.length < 1 || button.text.length > 64) {
    throw badRequest("menu button text is empty or too long");
  }
  validateWebAppInfo(button.web_app);
}

function validateCommands(value: unknown): BotCommand[] {
  if (!Array.isArray(value)) throw badRequest('parameter "commands" must be an Array');
  if (value.length > 100) throw badRequest("too many commands specified");
  return value.map((entry: unknown) => {
    const { command, description } = (entry ?? {}) as Params;
    if (typeof command !== "string" || !/^[a-z0-9_]{1,32}$/.test(command))
      throw badRequest("BOT_COMMAND_INVALID");
    if (typeof description !== "string" || description.length < 1 || description.length > 256) {
      throw badRequest("command description is empty or too long");
    }
    return { command, description };
  });
}

function commandsKey(scope: unknown, languageCode: unknown): string {
  const normalised = typeof scope === "object" && scope !== null ? scope : { type: "default" };
  return `${JSON.stringify(normalised, Object.keys(normalised).sort())}|${typeof languageCode === "string" ? languageCode : ""}`;
}

function replyTarget(params: Params): { messageId: number; allowMissing: boolean } | undefined {
  const parameters = params.reply_parameters as Params | undefined;
  if (parameters && typeof parameters === "object" && parameters.message_id !== undefined) {
    return {
      messageId: integer(parameters.message_id, 0),
      allowMissing: parameters.allow_sending_without_reply === true,
    };
  }
  if (params.reply_to_message_id !== undefined) {
    return {
      messageId: integer(params.reply_to_message_id, 0),
      allowMissing: params.allow_sending_without_reply === true,
    };
  }
  return undefined;
}

function photoSize(file: StoredFile, size: { width: number; height: number }): PhotoSize {
  return {
    file_id: file.file_id,
    file_unique_id: file.file_unique_id,
    width: size.width,
    height: size.height,
    file_size: file.bytes.length,
  };
}

function integer(value: unknown, fallback: number): number {
  if (typeof value === "number" && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === "string" && /^-?\d+$/.test(value)) return Number(value);
  return fallback;
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === "string" ? value : fallback;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof BadRequestBody) {
    return new ApiError(
      error.status,
      error.status === 413 ? "Request Entity Too Large" : error.message,
    );
  }
  return new ApiError(
    500,
    `Internal Server Error: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/** The chat an update belongs to (its sender's when it has none): Telegram keeps each chat's updates in order. */
function webhookChatKey(update: Update): string {
  const chat =
    update.message?.chat ??
    update.edited_message?.chat ??
    update.callback_query?.message?.chat ??
    update.message_reaction?.chat ??
    update.chat_member?.chat ??
    update.my_chat_member?.chat ??
    update.chat_join_request?.chat;
  if (chat) return `chat:${chat.id}`;
  const from = update.callback_query?.from ?? update.inline_query?.from;
  return from ? `user:${from.id}` : `update:${update.update_id}`;
}
