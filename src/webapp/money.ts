/**
 * The Mini App's money endpoints: sending, which goes through the one
 * intents engine (src/operations/intents.ts) in its fixed order. Paying by
 * paste or QR is the pay feature's (src/features/pay/api.ts), receiving the
 * invoice feature's (src/features/invoice/api.ts).
 *
 * Sending is /send's intent ("send" kind, confirmation always): `send`
 * makes the intent and shows what is to be confirmed, `send/confirm` is the
 * Confirm press (one-use decision claim of the engine).
 */
import { PayRequestError } from "../bitcoin/lnurl.ts";
import { failureText } from "../chat/flows/confirm.ts";
import { overLimitText } from "../chat/flows/over-limit.ts";
import { pledgeFacts } from "../chat/flows/pledges.ts";
import { notify, withNote } from "../chat/flows/tip-settle.ts";
import { usernameDirectory } from "../chat/flows/usernames.ts";
import { escapeHtml } from "../chat/html.ts";
import { withMoneyMark } from "../chat/texts.ts";
import { payRequestErrorText } from "../features/pay/errors.ts";
import { classifyPayText } from "../features/pay/resolve.ts";
import { newOperationId } from "../operations/ids.ts";
import type {
  Intent,
  IntentPerson,
  IntentRefusal,
  IntentResult,
  Payee,
} from "../operations/intents.ts";
import type { Operation } from "../operations/ledger.ts";
import { fetchPayRequest } from "../operations/pay-targets.ts";
import { memberRoute } from "../operations/payees.ts";
import { type ApiCall, ApiFailure, requireAccount, satField, stringField } from "./api.ts";
import type { PayOutcome, SendPreview } from "./api-types.ts";
import { fiatOf } from "./wallet.ts";

/** The longest note of a send (as /send). */
const MAX_NOTE = 200;

// ── outcomes ───────────────────────────────────────────────────────────────

function payerOf(call: ApiCall): IntentPerson {
  const { user } = call;
  const name = user.firstName || (user.username ? `@${user.username}` : String(user.id));
  return { id: user.id, name, handle: user.username ? `@${user.username}` : name };
}

/** The engine's result as the app's outcome, or the refusal as an error. */
async function outcomeOf(call: ApiCall, result: IntentResult): Promise<PayOutcome> {
  const { voice } = call;
  switch (result.status) {
    case "sent":
      await afterSent(call, result.intent, result.operation);
      return paid(result.operation);
    case "failed":
      return {
        outcome: "failed",
        reason: failureText(result.error, voice),
        historyId: result.operation.id,
      };
    case "unknown":
      return {
        outcome: "unknown",
        reason: voice.t("webapp-outcome-unknown"),
        historyId: result.operation.id,
      };
    case "already": {
      const op = result.operation;
      if (!op) return { outcome: "pending", historyId: result.intent.id };
      if (op.state === "sent") {
        await afterSent(call, result.intent, op);
        return paid(op);
      }
      if (op.state === "failed") {
        return { outcome: "failed", ...(op.reason ? { reason: op.reason } : {}), historyId: op.id };
      }
      if (op.state === "unknown") {
        return { outcome: "unknown", reason: voice.t("webapp-outcome-unknown"), historyId: op.id };
      }
      return { outcome: "pending", historyId: op.id };
    }
    case "pledged":
      await call.options
        .onPledged?.(result.offer.id)
        .catch((error: unknown) =>
          call.log.warn({ err: error, offer_id: result.offer.id }, "could not announce a pledge"),
        );
      return { outcome: "pledged" };
    case "refused":
      throw refusalFailure(call, result.intent, result.refusal);
    case "over_limit":
      throw new ApiFailure(400, "over_limit", overLimitText(voice, result));
    case "requires_confirmation":
    case "cancelled":
    case "stale":
      throw new ApiFailure(409, "stale", voice.t("webapp-error-stale"));
    case "not_owner":
      throw new ApiFailure(404, "not_found");
  }
}

function paid(op: Operation): PayOutcome {
  return {
    outcome: "paid",
    ...(op.feeSat !== undefined ? { feeSat: op.feeSat } : {}),
    historyId: op.id,
  };
}

function refusalFailure(call: ApiCall, intent: Intent, refusal: IntentRefusal): ApiFailure {
  const { voice } = call;
  switch (refusal.reason) {
    case "no_account":
      return new ApiFailure(409, "not_connected", voice.t("webapp-error-not-connected"));
    case "over_limit":
      return new ApiFailure(400, "over_limit", overLimitText(voice, refusal));
    case "funds":
      return new ApiFailure(
        400,
        "funds",
        voice.t("pay-not-enough", { spendable: voice.amount(refusal.spendableSat) }),
      );
    case "pledges_per_day":
      return new ApiFailure(
        400,
        "pledges_per_day",
        voice.t("pledge-daily-limit-note", {
          amount: voice.amount(intent.amountSat),
          to: escapeHtml(toLabel(intent)),
          max: refusal.max,
        }),
      );
    case "cannot_receive":
    case "pledge_failed":
    case "paying_elsewhere":
    case "no_share":
    case "budget":
    case "closed":
      return new ApiFailure(400, "cannot_receive", voice.t("webapp-error-cannot-receive"));
  }
}

function toLabel(intent: Intent): string {
  const payee = intent.payee;
  if (payee.type === "member") return payee.person.handle;
  if (payee.type === "username") return `@${payee.username.replace(/^@/, "")}`;
  return payee.counterpart;
}

/**
 * The "tell" step for the app's sends: the member paid gets the note /send
 * gives from a private chat, once per send (the same claim as the chat's).
 * The payer is told by the answer itself.
 */
async function afterSent(call: ApiCall, intent: Intent, operation: Operation): Promise<void> {
  const api = call.options.api;
  if (intent.kind !== "send" || intent.payee.type !== "member" || !api) return;
  const { deps } = call;
  const recipientId = intent.payee.person.id;
  const keep = 7 * 24 * 60 * 60_000;
  if (!(await deps.store.claim(`send-notes:${operation.id}`, String(deps.now()), keep))) return;
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

// ── sending ────────────────────────────────────────────────────────────────

/** POST /send: /send's intent for the named person or address, to be confirmed. */
export async function send(call: ApiCall): Promise<SendPreview> {
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
      info = await fetchPayRequest(input.target.url, deps.publicFetch);
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
    label =
      (input.target.kind === "lightning-address" ? input.display : info.identifier) ??
      input.target.url.host;
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
    to: { label },
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

/** POST /send/confirm: the Confirm press, once (the engine's decision claim). */
export async function confirmSend(call: ApiCall): Promise<PayOutcome> {
  const { deps, user } = call;
  const body = await call.body();
  const quoteId = stringField(body, "quoteId") ?? "";
  const intent = quoteId ? await deps.intents.get(quoteId) : undefined;
  if (!intent || intent.payer.id !== user.id || intent.details?.via !== "webapp") {
    throw new ApiFailure(404, "not_found");
  }
  return outcomeOf(call, await deps.intents.confirm(quoteId, user.id));
}
