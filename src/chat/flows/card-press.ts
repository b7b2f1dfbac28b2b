/**
 * Where a button press counts. A button's data names only what it acts on
 * (`gw:c:<giveaway>`), and Telegram delivers a press wherever the button
 * is: on a forwarded copy of the card in another chat (forwards keep their
 * inline keyboard), or from a modified client that sends the data from
 * another message. So a card's press counts only on the card itself: the
 * same message in the same chat (an inline card: the same
 * inline_message_id), and, for buttons anyone may press, from a member of
 * that chat (a public group can be read, and its buttons pressed, without
 * joining it).
 */
import { GrammyError } from "grammy";
import type { ChatMember } from "grammy/types";
import type { BotContext } from "../context.ts";

/** Where a card with buttons was posted. */
export type CardPlace =
  /** In a chat; `messageId` undefined while the card's own id is not stored yet (the chat still counts). */
  | { chatId: number; messageId: number | undefined }
  /** From an inline result, in a chat the bot may not know. */
  | { inlineMessageId: string };

/**
 * True when this press does not count for the card at `place`: it came
 * from another message or chat, or (with `membersOnly`, for a chat card)
 * from someone who is not a member of the card's chat. The press is then
 * answered with a polite alert, and the caller must do nothing more.
 * False (nothing answered) when the press counts.
 */
export async function refusedPress(
  ctx: BotContext,
  place: CardPlace,
  options: { membersOnly?: boolean } = {},
): Promise<boolean> {
  const query = ctx.callbackQuery;
  if (!query) return false;
  let refusal: "common-press-elsewhere" | "common-press-members-only" | undefined;
  if ("inlineMessageId" in place) {
    if (query.inline_message_id !== place.inlineMessageId) refusal = "common-press-elsewhere";
  } else {
    const message = query.message;
    const onCard =
      message !== undefined &&
      message.chat.id === place.chatId &&
      (place.messageId === undefined || message.message_id === place.messageId);
    if (!onCard) refusal = "common-press-elsewhere";
    else if (options.membersOnly && !(await isMember(ctx, place.chatId, query.from.id))) {
      refusal = "common-press-members-only";
    }
  }
  if (refusal === undefined) return false;
  ctx.log.info({ reason: refusal }, "button press refused: not on its card, or not a member");
  await ctx
    .answerCallbackQuery({ text: ctx.tUser(refusal), show_alert: true })
    .catch((error: unknown) => ctx.log.debug({ err: error }, "callback already answered"));
  return true;
}

/**
 * Whether `userId` is in `chatId` now (getChatMember). Telegram's refusal
 * (no such member, the bot removed from the chat) counts as no; a network
 * failure is thrown, for the error handler to answer "try again".
 */
async function isMember(ctx: BotContext, chatId: number, userId: number): Promise<boolean> {
  try {
    return isIn(await ctx.api.getChatMember(chatId, userId));
  } catch (error) {
    if (!(error instanceof GrammyError)) throw error;
    ctx.log.info({ err: error }, "membership not confirmed by Telegram: counted as no");
    return false;
  }
}

/** True when this record makes its holder a member of the chat (a restricted one only while in it). */
export function isIn(member: ChatMember): boolean {
  switch (member.status) {
    case "creator":
    case "administrator":
    case "member":
      return true;
    case "restricted":
      return member.is_member;
    default:
      return false;
  }
}
