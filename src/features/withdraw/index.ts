/**
 * /withdraw [address | bitcoin: URI] [amount] in a private chat: validate
 * the address for the configured network, show sat and BTC, confirm, 4.3.
 * The send is an intent of the intents engine (an on-chain payee), made
 * once per asking message: a redelivered /withdraw shows one confirmation
 * and sends once.
 */

import { parseBitcoinUri, validateAddress } from "../../bitcoin/address.ts";
import type { BitcoinNetwork } from "../../bitcoin/network.ts";
import { Composer } from "../../chat/composer.ts";
import type { BotContext, ConversationContext } from "../../chat/context.ts";
import { requireAccount } from "../../chat/flows/account.ts";
import { askAmountInput, askText, type BotConversation } from "../../chat/flows/ask.ts";
import { askingOrigin, resumeAsked, showAsked } from "../../chat/flows/ask-intent.ts";
import type { ConfirmationView } from "../../chat/flows/confirm.ts";
import { displayName, historyName } from "../../chat/flows/people.ts";
import { privateChatHint } from "../../chat/flows/transient.ts";
import { code, escapeHtml } from "../../chat/html.ts";
import type { Translate } from "../../i18n/i18n.ts";
import { type FiatUsed, takeAmountInput } from "../../prices/amount-input.ts";
import { amountInputReason, conversionText } from "../../wording/amounts.ts";

export const withdrawFeature = new Composer<BotContext>();

/**
 * A pasted on-chain address or `bitcoin:` link (one word, nothing else) in
 * private: /withdraw with the address filled in, which asks the amount (or
 * shows the confirmation when the link carries one). A valid address of
 * another network gets the reason. A link with a lightning invoice is the
 * pay feature's; any other text goes on.
 */
withdrawFeature.chatType("private").on("message:text", async (ctx, next) => {
  const text = ctx.msg.text.trim();
  const network = ctx.deps.config.network;
  const isUri = /^bitcoin:/i.test(text);
  const checked = isUri ? undefined : validateAddress(text, network);
  if (/\s/.test(text) || (checked && !checked.ok && checked.reason === "invalid")) return next();
  const destination = readAddress(text, network, ctx.t);
  if (!destination.ok) {
    await ctx.reply(destination.reason);
    return;
  }
  if (!(await requireAccount(ctx))) return;
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const amountSat =
    destination.amountSat !== undefined && destination.amountSat <= maxSat
      ? destination.amountSat
      : undefined;
  await ctx.reply(
    ctx.t(amountSat === undefined ? "withdraw-pasted-address" : "withdraw-pasted-link", {
      address: code(destination.address),
    }),
    { parse_mode: "HTML" },
  );
  await ctx.conversation.enter("withdraw", { address: destination.address, amountSat });
});

/** An address (from plain text or a BIP-21 URI) and the URI's amount, or why not. */
export type AddressInput =
  | { ok: true; address: string; amountSat: number | undefined }
  | { ok: false; reason: string };

/** Reads a destination for `network`; the reason is one sentence for the user, in `t`'s language. */
export function readAddress(text: string, network: BitcoinNetwork, t: Translate): AddressInput {
  let candidate = text.trim();
  let amountSat: number | undefined;
  if (/^bitcoin:/i.test(candidate)) {
    const uri = parseBitcoinUri(candidate);
    if (!uri.ok) {
      return {
        ok: false,
        reason:
          uri.reason === "invalid_amount"
            ? t("withdraw-uri-amount", { reason: uri.amountError })
            : t("withdraw-uri-not-address"),
      };
    }
    if (!uri.uri.address) return { ok: false, reason: t("withdraw-uri-not-address") };
    candidate = uri.uri.address;
    amountSat = uri.uri.amountSat;
  }
  const checked = validateAddress(candidate, network);
  if (checked.ok) return { ok: true, address: checked.address, amountSat };
  if (checked.reason === "wrong_network") {
    return {
      ok: false,
      reason: t("withdraw-wrong-network", { detected: checked.detectedNetwork, ours: network }),
    };
  }
  return {
    ok: false,
    reason: t(checked.reason === "unsupported" ? "withdraw-unsupported" : "withdraw-invalid"),
  };
}

withdrawFeature.command("withdraw", async (ctx) => {
  if (ctx.chat.type !== "private") {
    await privateChatHint(ctx, ctx.t("withdraw-group-hint"), "withdraw");
    return;
  }
  if (await resumeAsked(ctx, "withdraw", withdrawViewOf)) return;
  if (!(await requireAccount(ctx))) return;
  const [first = "", ...rest] = ctx.match.trim().split(/\s+/);
  if (!first) {
    await ctx.conversation.enter("withdraw", {});
    return;
  }
  const destination = readAddress(first, ctx.deps.config.network, ctx.t);
  if (!destination.ok) {
    await ctx.reply(destination.reason);
    return;
  }
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const taken = await takeAmountInput(rest.join(" "), {
    maxSat,
    voice: ctx.voice,
    prices: ctx.deps.prices,
  });
  if (taken && !taken.input.ok) await ctx.reply(amountInputReason(taken.input, maxSat, ctx.voice));
  const amountSat = taken?.input.ok ? taken.input.sat : destination.amountSat;
  if (amountSat === undefined || amountSat > maxSat) {
    await ctx.conversation.enter("withdraw", { address: destination.address });
    return;
  }
  await confirmWithdrawal(
    ctx,
    destination.address,
    amountSat,
    taken?.input.ok ? taken.input.fiat : undefined,
  );
});

interface WithdrawArgs {
  address?: string;
  /** With `address`: the amount a pasted `bitcoin:` link asked for (not above the limit). */
  amountSat?: number | undefined;
}

/** Asks for the address and the amount, then shows the confirmation. */
export async function withdrawConversation(
  conversation: BotConversation,
  ctx: ConversationContext,
  args: WithdrawArgs,
): Promise<void> {
  const { network, maxSat } = await conversation.external((outside) => ({
    network: outside.deps.config.network,
    maxSat: outside.deps.config.limits.maxPaymentSat,
  }));
  let address = args.address;
  let amountSat = args.amountSat;
  if (!address) {
    const text = await askText(conversation, ctx, ctx.t("withdraw-ask-address"), {
      validate: (answer) => {
        const read = readAddress(answer, network, ctx.t);
        return read.ok ? undefined : read.reason;
      },
    });
    const read = readAddress(text ?? "", network, ctx.t);
    if (!read.ok) return;
    address = read.address;
    amountSat = read.amountSat;
  }
  const answer =
    amountSat !== undefined
      ? { sat: amountSat, fiat: undefined }
      : await askAmountInput(conversation, ctx, ctx.t("withdraw-ask-amount"), maxSat);
  const finalAddress = address;
  await conversation.external((outside) =>
    confirmWithdrawal(outside, finalAddress, answer.sat, answer.fiat),
  );
}

/** The confirmation view a /withdraw intent keeps in its details. */
function withdrawViewOf(
  details: Record<string, unknown> | undefined,
): ConfirmationView | undefined {
  return details?.via === "chat" ? (details.view as ConfirmationView | undefined) : undefined;
}

async function confirmWithdrawal(
  ctx: BotContext,
  address: string,
  amountSat: number,
  fiat?: FiatUsed | undefined,
): Promise<void> {
  const from = ctx.from;
  const chatId = ctx.chat?.id;
  const origin = askingOrigin(ctx, "withdraw");
  if (!from || chatId === undefined || origin === undefined) return;
  // The contract has no fee estimate: the fee is known only from the operator's setting.
  const feeSat = ctx.deps.config.onchainFeeSat;
  const sat = ctx.amount(amountSat);
  const shownAddress = escapeHtml(address);
  // The fee line: what leaves the account in all, when the fee is known.
  const fee =
    feeSat === undefined
      ? ctx.t("withdraw-fee-unknown")
      : ctx.t("withdraw-fee", {
          fee: ctx.amount(feeSat),
          total: ctx.amount(amountSat + feeSat),
        });
  const question = ctx.t("withdraw-confirm", {
    sat,
    btc: ctx.voice.btc(amountSat),
    address: shownAddress,
    fee,
  });
  const view: ConfirmationView = {
    // A fiat amount: the figures and the rate used (the satoshi are sent).
    summary: fiat
      ? `${question}\n${escapeHtml(conversionText(ctx.voice, fiat, amountSat))}`
      : question,
    what: ctx.t("withdraw-what", { sat, address: shownAddress }),
    outcomes: {
      sent: ctx.t("withdraw-outcomes-sent", { sat }),
      cancelled: ctx.t("withdraw-outcomes-cancelled", { sat }),
      notSent: ctx.t("withdraw-outcomes-not-sent"),
      unknown: ctx.t("withdraw-outcomes-unknown", { sat }),
      details: ctx.t("withdraw-outcomes-details", { address: shownAddress, fee }),
    },
    confirmLabel: ctx.t("withdraw-confirm-label"),
    sandbox: ctx.deps.accounts.isSandbox,
  };
  const result = await ctx.deps.intents.submit({
    kind: "withdraw",
    payer: { id: from.id, name: displayName(from), handle: historyName(from) },
    payee: { type: "address", address, counterpart: address, feeSat },
    amountSat,
    origin,
    chatId,
    confirm: "always",
    details: { via: "chat", view },
  });
  await showAsked(ctx, result, withdrawViewOf);
}
