/**
 * The send feature's Mini App face: /send's intent ("send" kind,
 * confirmation always) for a member by @username or for an address or pay
 * code. `POST /send` makes the intent and shows what is to be confirmed;
 * `POST /send/confirm` is the Confirm press, once (the engine's one-use
 * decision claim). The member paid gets the note /send gives; a pledge is
 * announced as the chat announces one.
 */

import { usernameDirectory } from "../../accounts/members.ts";
import { PayRequestError } from "../../bitcoin/lnurl.ts";
import { classifyPayText } from "../../chat/flows/pay-target.ts";
import { announcePledge, pledgeFacts } from "../../chat/flows/pledges.ts";
import { notify, withNote } from "../../chat/flows/tip-settle.ts";
import { escapeHtml } from "../../chat/html.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import { ownedBy } from "../../net/public-fetch.ts";
import { newOperationId } from "../../operations/ids.ts";
import type { Intent, Payee } from "../../operations/intents.ts";
import type { Operation } from "../../operations/ledger.ts";
import type { Offer } from "../../operations/offers.ts";
import {
  fetchPayRequest,
  payCodeCounterpart,
  payCodeDetails,
} from "../../operations/pay-targets.ts";
import { memberRoute } from "../../operations/payees.ts";
import {
  type ApiCall,
  ApiFailure,
  type AppRoute,
  requireAccount,
  satField,
  stringField,
} from "../../webapp/api.ts";
import type { PayOutcome, SendPreview } from "../../webapp/api-types.ts";
import { intentOutcome, payerOf, refusalFailure } from "../../webapp/outcome.ts";
import { fiatOf } from "../../webapp/wallet.ts";
import { payRequestErrorText } from "../../wording/pay-targets.ts";

/** The longest note of a send (as /send). */
const MAX_NOTE = 200;

/** The send feature's Mini App routes (after `/app/api`). */
export const sendAppRoutes: readonly AppRoute[] = [
  { method: "POST", pattern: /^\/send$/, handle: send },
  { method: "POST", pattern: /^\/send\/confirm$/, handle: confirmSend },
];

/**
 * The "tell" step for the app's sends: the member paid gets the note /send
 * gives from a private chat, once per send (the same claim as the chat's).
 * The payer is told by the answer itself.
 */
async function tellRecipient(call: ApiCall, intent: Intent, operation: Operation): Promise<void> {
  const api = call.options.api;
  if (intent.kind !== "send" || intent.payee.type !== "member" || !api) return;
  const { deps } = call;
  const recipientId = intent.payee.person.id;
  const keep = 7 * 24 * 60 * 60_000;
  if (!(await deps.steps.take(`send-notes:${operation.id}`, String(deps.now()), keep))) return;
  const voice = await deps.voices.forUser(recipientId);
  const note = typeof intent.details?.note === "string" ? intent.details.note : undefined;
  await notify(
    { api, log: call.log },
    recipientId,
    withMoneyMark(
      withNote(
        voice.t("send-recipient-note", {
          amount: voice.amount(operation.amountSat),
          from: escapeHtml(intent.payer.name),
        }),
        note ? voice.t("tip-note", { note: escapeHtml(note) }) : undefined,
      ),
      deps.accounts.isSandbox,
      voice.t,
    ),
  );
}

/**
 * A pledge made from the app is announced as the chat announces one: its
 * message with the Claim button where it was made (the payer's private
 * chat), and the claim link to the payer.
 */
async function announceFromApp(call: ApiCall, offer: Offer): Promise<void> {
  const api = call.options.api;
  if (!api) return;
  await announcePledge(
    { deps: call.deps, api, log: call.log, botUsername: call.options.botUsername() },
    offer,
  );
}

/** POST /app/api/send: /send's intent for the named person or address, to be confirmed. */
async function send(call: ApiCall): Promise<SendPreview> {
  const { deps, voice, user } = call;
  const body = await call.body();
  const to = stringField(body, "to") ?? "";
  const amountSat = satField(call, body.amountSat);
  const note = (stringField(body, "note") ?? "").slice(0, MAX_NOTE) || undefined;
  await requireAccount(call);
  const payer = payerOf(call);
  let payee: Payee;
  let label: string;
  let pledge = false;
  let claimedName: string | undefined;
  if (/^@?[A-Za-z0-9_]{3,32}$/.test(to) && to.startsWith("@")) {
    const username = to.slice(1);
    if (username.toLowerCase() === call.options.botUsername().toLowerCase()) {
      throw new ApiFailure(400, "cannot_receive", voice.t("send-bot"));
    }
    const known = await usernameDirectory(deps.store).resolve(username);
    if (known && known.id === user.id) {
      throw new ApiFailure(400, "cannot_receive", voice.t("send-self"));
    }
    if (known) {
      const name = [known.firstName, known.lastName].filter(Boolean).join(" ") || `@${username}`;
      payee = {
        type: "member",
        person: { id: known.id, name, handle: `@${known.username ?? username}` },
      };
      label = known.firstName
        ? plainName(voice.t("send-person", { name, username: known.username ?? username }))
        : `@${username}`;
      pledge = (await memberRoute(deps, known.id)).via === "none";
    } else {
      payee = { type: "username", username };
      label = `@${username}`;
      pledge = true;
    }
  } else {
    const input = classifyPayText(to, voice.t);
    if (input.kind === "invoice") throw new ApiFailure(400, "not_payable", voice.t("send-invoice"));
    if (input.kind === "invalid") {
      throw new ApiFailure(
        400,
        "not_payable",
        to ? input.reason : voice.t("send-unknown-target", { target: escapeHtml(to) }),
      );
    }
    let info: Awaited<ReturnType<typeof fetchPayRequest>>;
    try {
      info = await fetchPayRequest(input.target.url, ownedBy(deps.publicFetch, call.user.id));
    } catch (error) {
      if (!(error instanceof PayRequestError)) throw error;
      throw new ApiFailure(400, "not_payable", payRequestErrorText(voice.t, error));
    }
    if (amountSat < info.minSat || amountSat > info.maxSat) {
      throw new ApiFailure(
        400,
        "out_of_range",
        voice.t("pay-out-of-range", {
          amount: voice.sat(amountSat),
          min: voice.sat(info.minSat),
          max: voice.sat(info.maxSat),
        }),
      );
    }
    // Named by the address typed, else by the host the money goes to; what the service
    // calls itself is its own claim, shown beside that, never as it.
    const details = payCodeDetails(input, info);
    label = payCodeCounterpart(details);
    claimedName = details.claimedName;
    payee = { type: "code", lnurl: input.target.lnurl, counterpart: label };
  }
  const chat = { id: user.id, type: "private" };
  const result = await deps.intents.submit({
    kind: "send",
    payer,
    payee,
    amountSat,
    // Each preview is its own intent; its Confirm is the one-use claim.
    origin: `webapp-send:${user.id}:${newOperationId()}`,
    // Kept until its confirmation expired unless pressed: previews are made at every look.
    oneOffOrigin: true,
    chatId: user.id,
    confirm: "always",
    ...(payee.type === "member" || payee.type === "username"
      ? {
          pledge: {
            ttlMs: deps.config.pledges.ttlMs,
            context: pledgeFacts({
              payer,
              recipient:
                payee.type === "member"
                  ? { userId: payee.person.id, name: payee.person.name }
                  : { username: payee.username },
              chat,
              note,
              source: "send",
            }),
          },
        }
      : {}),
    description: note ?? voice.t("send-description", { from: payer.name }).slice(0, MAX_NOTE),
    details: { via: "webapp", note: note ?? null, toName: label },
  });
  if (result.status === "refused") throw refusalFailure(call, result.intent, result.refusal);
  if (result.status !== "requires_confirmation") {
    throw new ApiFailure(409, "stale", voice.t("webapp-error-stale"));
  }
  const fiat = await fiatOf(call, amountSat);
  return {
    quoteId: result.intent.id,
    to: { label, ...(claimedName ? { claimedName } : {}) },
    amountSat,
    ...(fiat ? { fiat } : {}),
    pledge,
  };
}

function plainName(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** POST /app/api/send/confirm: the Confirm press, once (the engine's decision claim). */
async function confirmSend(call: ApiCall): Promise<PayOutcome> {
  const { deps, user } = call;
  const body = await call.body();
  const quoteId = stringField(body, "quoteId") ?? "";
  const intent = quoteId ? await deps.intents.get(quoteId) : undefined;
  if (!intent || intent.payer.id !== user.id || intent.details?.via !== "webapp") {
    throw new ApiFailure(404, "not_found");
  }
  return intentOutcome(call, await deps.intents.confirm(quoteId, user.id), {
    sent: tellRecipient,
    pledged: announceFromApp,
  });
}
