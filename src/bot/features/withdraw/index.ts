/**
 * /withdraw [address | bitcoin: URI] [amount] in a private chat: validate
 * the address for the configured network, show sat and BTC, confirm, 4.3.
 */
import { Composer } from "grammy";
import { parseBitcoinUri, validateAddress } from "../../../bitcoin/address.ts";
import { formatBtc, formatSat, takeAmount } from "../../../bitcoin/amount.ts";
import type { BitcoinNetwork } from "../../../bitcoin/network.ts";
import type { BotContext, ConversationContext } from "../../context.ts";
import { requireAccount } from "../../flows/account.ts";
import { amountReason, askAmount, askText, type BotConversation } from "../../flows/ask.ts";
import { askToConfirm } from "../../flows/confirm.ts";
import { privateChatHint } from "../../flows/transient.ts";
import { escapeHtml } from "../../html.ts";
import { checkSendable } from "../pay/resolve.ts";
import { withdrawTexts } from "./texts.ts";

export const withdrawFeature = new Composer<BotContext>();

/** An address (from plain text or a BIP-21 URI) and the URI's amount, or why not. */
export type AddressInput =
  | { ok: true; address: string; amountSat: number | undefined }
  | { ok: false; reason: string };

/** Reads a destination for `network`; the reason is one sentence for the user. */
export function readAddress(text: string, network: BitcoinNetwork): AddressInput {
  let candidate = text.trim();
  let amountSat: number | undefined;
  if (/^bitcoin:/i.test(candidate)) {
    const uri = parseBitcoinUri(candidate);
    if (!uri.ok) {
      return {
        ok: false,
        reason:
          uri.reason === "invalid_amount"
            ? withdrawTexts.uriAmount(uri.amountError)
            : withdrawTexts.uriNotAddress,
      };
    }
    if (!uri.uri.address) return { ok: false, reason: withdrawTexts.uriNotAddress };
    candidate = uri.uri.address;
    amountSat = uri.uri.amountSat;
  }
  const checked = validateAddress(candidate, network);
  if (checked.ok) return { ok: true, address: checked.address, amountSat };
  if (checked.reason === "wrong_network") {
    return { ok: false, reason: withdrawTexts.wrongNetwork(checked.detectedNetwork, network) };
  }
  return {
    ok: false,
    reason: checked.reason === "unsupported" ? withdrawTexts.unsupported : withdrawTexts.invalid,
  };
}

withdrawFeature.command("withdraw", async (ctx) => {
  if (ctx.chat.type !== "private") {
    await privateChatHint(ctx, withdrawTexts.groupHint, "withdraw");
    return;
  }
  if (!(await requireAccount(ctx))) return;
  const [first = "", ...rest] = ctx.match.trim().split(/\s+/);
  if (!first) {
    await ctx.conversation.enter("withdraw", {});
    return;
  }
  const destination = readAddress(first, ctx.deps.config.network);
  if (!destination.ok) {
    await ctx.reply(destination.reason);
    return;
  }
  const maxSat = ctx.deps.config.limits.maxPaymentSat;
  const taken = takeAmount(rest.join(" "), { maxSat });
  if (taken && !taken.amount.ok) await ctx.reply(amountReason(taken.amount, maxSat));
  const amountSat = taken?.amount.ok ? taken.amount.sat : destination.amountSat;
  if (amountSat === undefined || amountSat > maxSat) {
    await ctx.conversation.enter("withdraw", { address: destination.address });
    return;
  }
  await confirmWithdrawal(ctx, destination.address, amountSat);
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
    const text = await askText(conversation, ctx, withdrawTexts.askAddress, {
      validate: (answer) => {
        const read = readAddress(answer, network);
        return read.ok ? undefined : read.reason;
      },
    });
    const read = readAddress(text ?? "", network);
    if (!read.ok) return;
    address = read.address;
    amountSat = read.amountSat;
  }
  const finalAmount =
    amountSat ?? (await askAmount(conversation, ctx, withdrawTexts.askAmount, maxSat));
  const finalAddress = address;
  await conversation.external((outside) => confirmWithdrawal(outside, finalAddress, finalAmount));
}

async function confirmWithdrawal(
  ctx: BotContext,
  address: string,
  amountSat: number,
): Promise<void> {
  const userId = ctx.from?.id;
  const chatId = ctx.chat?.id;
  if (userId === undefined || chatId === undefined) return;
  // The contract has no fee estimate: the fee is known only from the operator's setting.
  const feeSat = ctx.deps.config.onchainFeeSat;
  if (!(await checkSendable(ctx, amountSat, feeSat))) return;
  const confirmation = await ctx.deps.payments.propose(userId, chatId, {
    kind: "withdrawal",
    target: { type: "onchain", address },
    amountSat,
    counterpart: address,
    feeSat,
  });
  const sat = formatSat(amountSat);
  const fee =
    feeSat === undefined
      ? withdrawTexts.feeUnknown
      : withdrawTexts.fee(formatSat(feeSat), formatSat(amountSat + feeSat));
  await askToConfirm(ctx, confirmation, {
    summary: withdrawTexts.confirm(sat, formatBtc(amountSat), escapeHtml(address), fee),
    what: withdrawTexts.what(sat, escapeHtml(address)),
    outcomes: withdrawTexts.outcomes(sat, escapeHtml(address), fee),
    confirmLabel: withdrawTexts.confirmLabel,
    sandbox: ctx.deps.accounts.isSandbox,
  });
}
