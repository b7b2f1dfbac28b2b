/**
 * Replies with a QR code photo of an invoice or LNURL, the text copyable in
 * the caption (or in a follow-up message when the caption would be too long).
 */
import { type InlineKeyboard, InputFile } from "grammy";
import type { Message } from "grammy/types";
import { lightningUri, renderQrPng } from "../../bitcoin/qr.ts";
import type { BotContext } from "../context.ts";
import { code } from "../html.ts";

/** Telegram's caption limit is 1024 characters after entity parsing; keep a margin. */
const CAPTION_LIMIT = 1000;

export interface QrReply {
  /** Text above the code, HTML. */
  headline: string;
  /** The invoice or LNURL, shown in <code> and encoded as an uppercase LIGHTNING: URI. */
  payload: string;
  /** Text below the code, HTML (e.g. the test-money mark). */
  footer?: string;
  keyboard?: InlineKeyboard;
  filename?: string;
}

/**
 * Sends the QR photo; returns the photo message. A caller whose own work
 * before it can be slow (a gateway call) wraps both in `withChatAction`.
 */
export async function replyWithQr(ctx: BotContext, reply: QrReply): Promise<Message.PhotoMessage> {
  const png = renderQrPng(lightningUri(reply.payload));
  const full = [reply.headline, code(reply.payload), reply.footer].filter(Boolean).join("\n\n");
  const fits = full.length <= CAPTION_LIMIT;
  const caption = fits ? full : [reply.headline, reply.footer].filter(Boolean).join("\n\n");
  const photo = await ctx.replyWithPhoto(new InputFile(png, reply.filename ?? "qr.png"), {
    caption,
    parse_mode: "HTML",
    ...(reply.keyboard ? { reply_markup: reply.keyboard } : {}),
  });
  if (!fits) {
    await ctx.reply(code(reply.payload), {
      parse_mode: "HTML",
      reply_parameters: { message_id: photo.message_id },
    });
  }
  return photo;
}
