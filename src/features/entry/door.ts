/**
 * /entry in a group: an admin turns paid entry on (`/entry 2100`,
 * `/entry 5 usd`, `/entry 2100 monthly`), off (`/entry off`), or asks how it
 * stands (`/entry`). Turning it on checks everything at once and names each
 * thing missing in one line: the bot's right to invite users (and to ban,
 * for monthly), the admin's connected account; then the bot makes the door,
 * an invite link that asks to join, and sends it to the admin in private.
 * /entry in private shows the owner their groups, members and payments.
 */
import type { Api } from "grammy";
import type { User } from "grammy/types";
import type { BotContext } from "../../chat/context.ts";
import { historyName } from "../../chat/flows/people.ts";
import { escapeHtml } from "../../chat/html.ts";
import type { Voice } from "../../i18n/voices.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import type { Services } from "../../services.ts";
import { amountInputReason } from "../../wording/amounts.ts";
import { type Door, EntryBook } from "./book.ts";

/** Telegram's longest invite link name. */
const LINK_NAME_MAX = 32;
/** Payments the owner sees per group in private. */
const PAYMENTS_SHOWN = 10;

/** /entry in a group. */
export async function entryInGroup(ctx: BotContext): Promise<void> {
  const chat = ctx.chat;
  if (!chat || chat.type === "private" || chat.type === "channel") return;
  const book = new EntryBook(ctx.deps.store);
  const args = (typeof ctx.match === "string" ? ctx.match : "").trim();
  // Sent "as the group": there is no person whose account could be paid.
  if (ctx.msg?.sender_chat) {
    await ctx.reply(ctx.t("entry-anonymous"));
    return;
  }
  const from = ctx.from;
  if (!from) return;
  if (args === "") {
    await ctx.reply(stateText(ctx, await book.door(chat.id)), { parse_mode: "HTML" });
    return;
  }
  await setDoor(ctx, { id: chat.id, title: "title" in chat ? chat.title : "" }, from, args);
}

/**
 * Sets the door of `group` as `from` asked (`2100`, `5 usd`, `2100 monthly`,
 * `off`), answering in the current chat: the group, or the private chat of
 * /settings. The same checks wherever it is asked.
 */
export async function setDoor(
  ctx: BotContext,
  group: { id: number; title: string },
  from: User,
  args: string,
): Promise<void> {
  const chat = group;
  const book = new EntryBook(ctx.deps.store);
  if (!(await mayInvite(ctx.api, chat.id, from.id))) {
    await ctx.reply(ctx.t("entry-not-admin"));
    return;
  }
  if (/^off$/i.test(args)) {
    const door = await book.door(chat.id);
    if (door?.on) await book.saveDoor({ ...door, on: false });
    ctx.log.info({ chat_id: chat.id }, "paid entry turned off");
    await ctx.reply(ctx.t(door?.on ? "entry-off" : "entry-state-off"), { parse_mode: "HTML" });
    return;
  }
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const taken = await takeAmountInput(args, { maxSat, voice: ctx.voice, prices: ctx.deps.prices });
  const rest = taken?.rest.trim().toLowerCase() ?? "";
  if (!taken || (rest !== "" && rest !== "monthly")) {
    await ctx.reply(ctx.t("entry-usage"), { parse_mode: "HTML" });
    return;
  }
  if (!taken.input.ok) {
    await ctx.reply(amountInputReason(taken.input, maxSat, ctx.voice));
    return;
  }
  const priceSat = taken.input.sat;
  const monthly = rest === "monthly";
  const ownerHandle = historyName(from);
  const missing = await missingForDoor(ctx, chat.id, from.id, monthly, ownerHandle);
  if (missing.length > 0) {
    await ctx.reply([ctx.t("entry-missing"), ...missing].join("\n"));
    return;
  }
  const owner = await ctx.deps.voices.forUser(from.id, from.language_code);
  const nameKey = monthly ? "entry-link-name-monthly" : "entry-link-name";
  let link: string;
  try {
    const made = await ctx.api.createChatInviteLink(chat.id, {
      name: [...owner.t(nameKey, { price: owner.sat(priceSat) })].slice(0, LINK_NAME_MAX).join(""),
      creates_join_request: true,
    });
    link = made.invite_link;
  } catch (error) {
    ctx.log.warn({ err: error, chat_id: chat.id }, "could not make the entry link");
    await ctx.reply(ctx.t("entry-link-failed"));
    return;
  }
  const title = chat.title;
  const door: Door = {
    chatId: chat.id,
    title,
    priceSat,
    monthly,
    ownerId: from.id,
    ownerHandle,
    link,
    on: true,
    since: ctx.deps.now(),
  };
  await book.saveDoor(door);
  ctx.log.info({ chat_id: chat.id, user_id: from.id, monthly }, "paid entry turned on");
  const sentLink = await ctx.api
    .sendMessage(
      from.id,
      owner.t("entry-owner-link", {
        group: escapeHtml(title),
        link,
        price: owner.amount(priceSat),
      }),
      { parse_mode: "HTML", link_preview_options: { is_disabled: true } },
    )
    .then(
      () => true,
      (error: unknown) => {
        ctx.log.info({ err: error, user_id: from.id }, "could not send the entry link privately");
        return false;
      },
    );
  const ownerName = escapeHtml(ownerHandle);
  if (ctx.chat?.id === chat.id) {
    const price = ctx.amount(priceSat);
    await ctx.reply(
      sentLink
        ? ctx.t(monthly ? "entry-on-monthly" : "entry-on", { price, owner: ownerName })
        : ctx.t("entry-on-no-dm", { owner: ownerName }),
      { parse_mode: "HTML" },
    );
    return;
  }
  // Turned on from the private chat (/settings): the admin is answered there, the group told whose.
  await ctx.reply(
    ctx.t(monthly ? "entry-on-here-monthly" : "entry-on-here", {
      group: escapeHtml(title),
      price: ctx.amount(priceSat),
    }),
    { parse_mode: "HTML" },
  );
  const groupVoice = await ctx.deps.voices.forGroup(chat.id);
  await ctx.api
    .sendMessage(
      chat.id,
      groupVoice.t(monthly ? "entry-on-monthly" : "entry-on", {
        price: groupVoice.amount(priceSat),
        owner: ownerName,
      }),
      { parse_mode: "HTML" },
    )
    .catch((error: unknown) =>
      ctx.log.info({ err: error, chat_id: chat.id }, "could not tell the group of paid entry"),
    );
}

/** Whether `userId` is the group's creator or an admin who may invite users. */
export async function mayInvite(api: Api, chatId: number, userId: number): Promise<boolean> {
  const member = await api.getChatMember(chatId, userId).catch(() => undefined);
  if (member?.status === "creator") return true;
  return member?.status === "administrator" && member.can_invite_users;
}

/** One line for each thing paid entry still needs, in the group's language. */
async function missingForDoor(
  ctx: BotContext,
  chatId: number,
  ownerId: number,
  monthly: boolean,
  ownerHandle: string,
): Promise<string[]> {
  const missing: string[] = [];
  const bot = await ctx.api.getChatMember(chatId, ctx.me.id).catch(() => undefined);
  const admin = bot?.status === "administrator" ? bot : undefined;
  if (!admin?.can_invite_users) missing.push(ctx.t("entry-missing-invite"));
  if (monthly && !admin?.can_restrict_members) missing.push(ctx.t("entry-missing-restrict"));
  if (!(await ownerAccount(ctx.deps, ownerId))) {
    missing.push(ctx.t("entry-missing-account", { owner: ownerHandle }));
  }
  return missing;
}

/**
 * The owner's connected account: on the sandbox every member has one
 * (made on first use), elsewhere only one they connected.
 */
export function ownerAccount(deps: Services, userId: number) {
  return deps.accounts.isSandbox ? deps.accounts.find(userId) : deps.accounts.findExisting(userId);
}

/** How paid entry stands in the group (HTML). */
function stateText(ctx: BotContext, door: Door | undefined): string {
  if (!door?.on) return ctx.t("entry-state-off");
  return ctx.t(door.monthly ? "entry-state-on-monthly" : "entry-state-on", {
    price: ctx.amount(door.priceSat),
    owner: escapeHtml(door.ownerHandle),
  });
}

/** /entry in private: the owner's groups, their members and latest payments. */
export async function entryInPrivate(ctx: BotContext): Promise<void> {
  const from = ctx.from;
  if (!from) return;
  const book = new EntryBook(ctx.deps.store);
  const doors = await book.doorsOf(from.id);
  if (doors.length === 0) {
    await ctx.reply(ctx.t("entry-mine-none"), { parse_mode: "HTML" });
    return;
  }
  const blocks: string[] = [];
  for (const door of doors) blocks.push(await doorReport(ctx.voice, book, door));
  await ctx.reply(blocks.join("\n\n"), { parse_mode: "HTML" });
}

/** One group's door, its members and its latest payments, for its owner (HTML). */
async function doorReport(voice: Voice, book: EntryBook, door: Door): Promise<string> {
  const lines = [
    voice.t("entry-mine-door", {
      group: escapeHtml(door.title),
      price: voice.amount(door.priceSat),
      monthly: door.monthly ? "yes" : "no",
      state: door.on ? "on" : "off",
    }),
  ];
  for (const member of await book.membersOf(door.chatId)) {
    if (member.removed) continue;
    lines.push(
      member.monthly
        ? voice.t("entry-mine-member", {
            user: escapeHtml(member.userHandle),
            date: voice.dateTime(member.until),
          })
        : voice.t("entry-mine-member-once", { user: escapeHtml(member.userHandle) }),
    );
  }
  for (const ticket of await book.paymentsOf(door.chatId, PAYMENTS_SHOWN)) {
    lines.push(
      voice.t("entry-mine-payment", {
        date: voice.dateTime(ticket.createdAt),
        user: escapeHtml(ticket.userHandle),
        price: voice.sat(ticket.priceSat),
        state: ticket.state,
      }),
    );
  }
  return lines.join("\n");
}
