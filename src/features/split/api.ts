/**
 * The bills' Mini App face: `GET /split` lists what the user owes (their
 * unpaid shares of open bills, their commitments) and what they are owed
 * (the bills they organised); `POST /split/pay` asks to pay one's share
 * through the same engine path as the card's Pay my share (the share's one
 * invoice, an intent whose origin is claimed once), and `POST
 * /split/confirm` is its Confirm, once (the engine's decision claim).
 */
import type { User } from "grammy/types";
import { type ApiCall, ApiFailure, type AppRoute, stringField } from "../../webapp/api.ts";
import type { BillsResponse, PayOutcome, SharePayPreview } from "../../webapp/api-types.ts";
import { intentOutcome } from "../../webapp/outcome.ts";
import { BillBook, paidCount, shareOf } from "./bill.ts";
import { countSharePaid, payShare, SPLIT_KIND, type SplitEnv } from "./index.ts";

/** The bills' Mini App routes (after `/app/api`). */
export const splitAppRoutes: readonly AppRoute[] = [
  { method: "GET", pattern: /^\/split$/, handle: bills },
  { method: "POST", pattern: /^\/split\/pay$/, handle: pay },
  { method: "POST", pattern: /^\/split\/confirm$/, handle: confirm },
];

/** GET /app/api/split: what the user owes and is owed. Names and shares only, no one's balance. */
async function bills(call: ApiCall): Promise<BillsResponse> {
  const { deps, user, voice } = call;
  const answer: BillsResponse = { owe: [], owed: [] };
  for (const bill of await new BillBook(deps.store).billsOf(user.id)) {
    const what = bill.note ?? voice.t("split-card-no-note");
    if (bill.organiser.id === user.id) {
      const { paid, count, paidSat, billedSat } = paidCount(bill);
      answer.owed.push({
        billId: bill.id,
        what,
        chat: bill.chatTitle,
        state: bill.state,
        paid,
        count,
        paidSat,
        billedSat,
      });
      continue;
    }
    const share = shareOf(bill, { id: user.id, username: user.username });
    if (share?.state !== "owed" || bill.state !== "open") continue;
    answer.owe.push({
      billId: bill.id,
      what,
      chat: bill.chatTitle,
      to: bill.organiser.name,
      shareSat: share.sat,
    });
  }
  return answer;
}

/** The caller as a Telegram user, for the bill (its names). */
function userOf(call: ApiCall): User {
  const { user } = call;
  return {
    id: user.id,
    is_bot: false,
    first_name: user.firstName || user.username || String(user.id),
    ...(user.username ? { username: user.username } : {}),
  };
}

function envOf(call: ApiCall): SplitEnv | undefined {
  const api = call.options.api;
  return api ? { deps: call.deps, api, log: call.log } : undefined;
}

/** POST /app/api/split/pay {billId}: the share to confirm, or its invoice (no account), or why not. */
async function pay(call: ApiCall): Promise<SharePayPreview> {
  const body = await call.body();
  const billId = stringField(body, "billId") ?? "";
  const env = envOf(call);
  if (!/^[A-Za-z0-9_-]{22}$/.test(billId) || !env) throw new ApiFailure(404, "not_found");
  const outcome = await payShare(env, billId, userOf(call), "app");
  switch (outcome.kind) {
    case "refused":
      throw new ApiFailure(409, "stale", call.voice.t(outcome.text, outcome.args));
    case "waiting":
      throw new ApiFailure(409, "stale", call.voice.t(outcome.text));
    case "paid":
      return { outcome: "paid" };
    case "qr":
      return { outcome: "invoice", invoice: outcome.invoice, amountSat: outcome.share.sat };
    case "intent": {
      const { result, bill, share } = outcome;
      if (result.status === "requires_confirmation") {
        return {
          outcome: "confirm",
          quoteId: result.intent.id,
          amountSat: share.sat,
          to: bill.organiser.name,
          what: bill.note ?? call.voice.t("split-card-no-note"),
        };
      }
      await intentOutcome(call, result);
      throw new ApiFailure(409, "stale", call.voice.t("webapp-error-stale"));
    }
  }
}

/** POST /app/api/split/confirm {quoteId}: Confirm, once; the share is counted on its bill. */
async function confirm(call: ApiCall): Promise<PayOutcome> {
  const { deps, user } = call;
  const body = await call.body();
  const quoteId = stringField(body, "quoteId") ?? "";
  const intent = quoteId ? await deps.intents.get(quoteId) : undefined;
  if (!intent || intent.payer.id !== user.id || intent.kind !== SPLIT_KIND) {
    throw new ApiFailure(404, "not_found");
  }
  const env = envOf(call);
  return intentOutcome(call, await deps.intents.confirm(quoteId, user.id), {
    sent: async (_call, sent) => {
      if (env) await countSharePaid(env, sent.details);
    },
  });
}
