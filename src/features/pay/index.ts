/**
 * /pay [invoice | lnurl | user@domain] [amount], a pasted invoice, or a
 * photo of a QR code, in a private chat: decode, show, confirm, pay.
 */

import { parseBitcoinUri } from "../../bitcoin/address.ts";
import { looksLikeInvoice } from "../../bitcoin/bolt11.ts";
import { stripLightningPrefix } from "../../bitcoin/lnurl.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext, ConversationContext } from "../../chat/context.ts";
import { requireAccount } from "../../chat/flows/account.ts";
import { askAmountInput, askText, type BotConversation } from "../../chat/flows/ask.ts";
import { resumeAsked } from "../../chat/flows/ask-intent.ts";
import {
  classifyPayText,
  confirmInvoice,
  confirmLnurl,
  describeLnurl,
  lnurlAmountQuestion,
  payViewOf,
} from "../../chat/flows/pay-target.ts";
import { scanQrPhoto, showScannedText } from "../../chat/flows/qr-photo.ts";
import { privateChatHint } from "../../chat/flows/transient.ts";
import { escapeHtml } from "../../chat/html.ts";
import { lightningPart } from "../../operations/pay-targets.ts";
import { takeAmountInput } from "../../prices/amount-input.ts";
import { amountInputReason } from "../../wording/amounts.ts";
import { classifyQrContent } from "./qr-content.ts";

export const payFeature = new Composer<BotContext>();

payFeature.command("pay", async (ctx) => {
  if (ctx.chat.type !== "private") {
    await privateChatHint(ctx, ctx.t("pay-group-hint"), "pay");
    return;
  }
  if (await resumeAsked(ctx, "pay", payViewOf)) return;
  if (!(await requireAccount(ctx))) return;
  const [target = "", ...rest] = ctx.match.trim().split(/\s+/);
  if (!target) {
    await ctx.conversation.enter("pay", {});
    return;
  }
  await payText(ctx, target, rest.join(" "));
});

const privateChats = payFeature.chatType("private");

/**
 * A `bitcoin:` link alone in private that carries a lightning invoice pays
 * the invoice, as its photo does (an on-chain one is /withdraw's).
 */
privateChats.on("message:text", async (ctx, next) => {
  const text = ctx.msg.text.trim();
  if (/\s/.test(text) || !/^bitcoin:/i.test(text)) return next();
  const uri = parseBitcoinUri(text);
  const lightning = uri.ok ? uri.uri.lightning : undefined;
  if (lightning === undefined || !looksLikeInvoice(lightning)) return next();
  if (await requireAccount(ctx)) await confirmInvoice(ctx, lightning);
});

/** A private message that is just an invoice or LNURL pays it (with confirmation). */
privateChats.on("message:text", async (ctx, next) => {
  const text = ctx.msg.text.trim();
  const bare = stripLightningPrefix(text);
  if (
    /\s/.test(text) ||
    !(looksLikeInvoice(text) || /^lnurl1/i.test(bare) || /^lnurlp:\/\//i.test(bare))
  ) {
    return next();
  }
  if (await resumeAsked(ctx, "pay", payViewOf)) return;
  if (!(await requireAccount(ctx))) return;
  await payText(ctx, text, "");
});

/** A photo in a private chat: read a QR code from it and pay what it holds. */
privateChats.on("message:photo", async (ctx) => {
  if (await resumeAsked(ctx, "pay", payViewOf)) return;
  if (!(await requireAccount(ctx))) return;
  await ctx.replyWithChatAction("typing").catch(() => undefined);
  const text = await readQrFromPhoto(ctx);
  if (text === undefined) return;
  await payText(ctx, text, "");
});

/** Pays `text` (invoice, LNURL or address) with an optional amount text; asks what is missing. */
async function payText(ctx: BotContext, scanned: string, amountText: string): Promise<void> {
  // A unified QR code (BIP-21 with a lightning invoice) pays the invoice.
  const part = lightningPart(scanned);
  if (part.onchain) {
    await ctx.reply(ctx.t("pay-onchain-hint"));
    return;
  }
  const text = part.text;
  const input = classifyPayText(text, ctx.t);
  if (input.kind === "invalid") {
    await ctx.reply(input.reason);
    return;
  }
  if (input.kind === "invoice") {
    await confirmInvoice(ctx, text);
    return;
  }
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const taken = amountText
    ? await takeAmountInput(amountText, { maxSat, voice: ctx.voice, prices: ctx.deps.prices })
    : undefined;
  if (taken?.input.ok) {
    await confirmLnurl(ctx, input, taken.input.sat, undefined, taken.input.fiat);
    return;
  }
  if (taken && !taken.input.ok) {
    await ctx.reply(amountInputReason(taken.input, maxSat, ctx.voice));
  }
  await ctx.conversation.enter("pay", { text });
}

/** The QR code of the photo, shown back with what it is; undefined when there is nothing to pay. */
async function readQrFromPhoto(ctx: BotContext): Promise<string | undefined> {
  const text = await scanQrPhoto(ctx);
  if (text === undefined) return undefined;
  return (await showQrContent(ctx, text)) ? text : undefined;
}

/**
 * Shows what a scanned QR code held, as LightningTipBot does, so the user
 * sees what is about to be paid, or learns what else it is. True when it
 * is something to pay.
 */
async function showQrContent(ctx: BotContext, text: string): Promise<boolean> {
  const content = classifyQrContent(text, ctx.deps.config.network);
  const explanation =
    content.kind === "web-address"
      ? ctx.t("pay-qr-web-address", { host: escapeHtml(content.host) })
      : content.kind === "onchain-address"
        ? ctx.t("pay-qr-onchain", { address: escapeHtml(content.address) })
        : content.kind === "text"
          ? ctx.t("pay-qr-text")
          : undefined;
  await showScannedText(ctx, text, explanation);
  return content.kind === "payable";
}

interface PayArgs {
  text?: string;
}

/** Asks for what to pay and, for LNURLs and addresses, how much. */
export async function payConversation(
  conversation: BotConversation,
  ctx: ConversationContext,
  args: PayArgs,
): Promise<void> {
  const text =
    args.text ??
    (await askText(conversation, ctx, ctx.t("pay-ask-target"), {
      validate: (answer) => {
        const input = classifyPayText(answer.split(/\s+/)[0] ?? "", ctx.t);
        return input.kind === "invalid" ? input.reason : undefined;
      },
      // The question offers "a photo of a QR code": read it as the answer.
      readPhoto: () => conversation.external((outside) => readQrFromPhoto(outside)),
    }));
  if (text === undefined) return;
  const [target = "", ...rest] = text.split(/\s+/);
  const input = classifyPayText(target, ctx.t);
  if (input.kind === "invoice") {
    await conversation.external((outside) => confirmInvoice(outside, target));
    return;
  }
  if (input.kind === "invalid") return;
  const maxSat = await conversation.external((outside) => outside.deps.config.limits.maxPaymentSat);
  // Whom and how much the pay code takes, read once before the question.
  const details = await conversation.external((outside) => describeLnurl(outside, input));
  if (!details) return;
  const given = rest.join(" ");
  const taken = given
    ? await conversation.external((outside) =>
        takeAmountInput(given, { maxSat, voice: outside.voice, prices: outside.deps.prices }),
      )
    : undefined;
  const answer =
    taken?.input.ok && taken.rest === ""
      ? { sat: taken.input.sat, fiat: taken.input.fiat }
      : await askAmountInput(conversation, ctx, lnurlAmountQuestion(ctx, details), maxSat);
  await conversation.external(async (outside) => {
    await confirmLnurl(outside, input, answer.sat, details, answer.fiat);
  });
}
