/**
 * The Mini App's history: the same list /history pages through, with the
 * caller's open pledges, filtered; and one entry's details.
 */
import { MONEY_DIRECTION } from "../../operations/direction.ts";
import type { HistoryFilter as LedgerFilter, Operation } from "../../operations/ledger.ts";
import { type ApiCall, ApiFailure, type Endpoint } from "../../webapp/api.ts";
import type {
  HistoryDetail,
  HistoryEntry,
  HistoryFilter,
  HistoryResponse,
} from "../../webapp/api-types.ts";

/** The history routes of the Mini App (paths after `/app/api`). */
export const historyAppRoutes: ReadonlyArray<{
  method: string;
  pattern: RegExp;
  handle: Endpoint;
}> = [
  { method: "GET", pattern: /^\/history$/, handle: history },
  { method: "GET", pattern: /^\/history\/[A-Za-z0-9_-]{1,64}$/, handle: historyEntry },
];

const FILTERS: readonly HistoryFilter[] = ["all", "in", "out", "pending", "unknown"];

/** Entries per history page by default, and at most. */
const DEFAULT_PAGE = 20;
const MAX_PAGE = 50;

function entryOf(op: Operation): HistoryEntry {
  return {
    id: op.id,
    kind: op.kind,
    direction: MONEY_DIRECTION[op.kind],
    status: op.state,
    amountSat: op.amountSat,
    ...(op.amountUnknown ? { amountUnknown: true } : {}),
    ...(op.feeSat !== undefined ? { feeSat: op.feeSat } : {}),
    createdAt: new Date(op.createdAt).toISOString(),
    counterpart: op.counterpart ?? null,
    description: op.description ?? null,
  };
}

/** The Mini App's filters are the ledger's (a compile error here if the two part). */
const LEDGER_FILTER = {
  all: "all",
  in: "in",
  out: "out",
  pending: "pending",
  unknown: "unknown",
} as const satisfies Record<HistoryFilter, LedgerFilter>;

/** The cursor of a page that starts at the newest entry (after a first page of pledges only). */
const FROM_THE_TOP = Number.MAX_SAFE_INTEGER;

function cursorOf(position: number): string {
  return Buffer.from(String(position)).toString("base64url");
}

/**
 * GET /history: the same history /history pages through (newest first),
 * with the user's open pledges on the first page, filtered. Each filter is
 * a list of its own in the ledger, so a page is one range read whatever the
 * filter and its depth. The cursor is the history position the next page
 * starts below (opaque to the page).
 */
async function history(call: ApiCall): Promise<HistoryResponse> {
  const { deps, user, query } = call;
  const filter = (query.get("filter") ?? "all") as HistoryFilter;
  if (!FILTERS.includes(filter)) throw new ApiFailure(400, "bad_request");
  const limitText = query.get("limit");
  const limit = limitText === null ? DEFAULT_PAGE : Number(limitText);
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw new ApiFailure(400, "bad_request");
  }
  const cursor = query.get("cursor");
  let before: number | undefined;
  if (cursor !== null) {
    before = Number(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Number.isSafeInteger(before) || before < 1) throw new ApiFailure(400, "bad_request");
  }
  const entries: HistoryEntry[] = [];
  // Open pledges lead the first page only (a cursor never points back to them).
  if (cursor === null && (filter === "all" || filter === "out" || filter === "pending")) {
    entries.push(...(await openPledges(call)));
  }
  if (entries.length >= limit) return { entries, nextCursor: cursorOf(FROM_THE_TOP) };
  const asked = { filter: LEDGER_FILTER[filter], before, limit: limit - entries.length };
  let page = await deps.ledger.pageBefore(user.id, asked);
  // Sends a crash cut off are settled as unknown on the way, as /history does (never re-sent).
  if (await deps.intents.settleInterrupted(page.operations)) {
    page = await deps.ledger.pageBefore(user.id, asked);
  }
  entries.push(...page.operations.map(entryOf));
  return { entries, nextCursor: page.next === undefined ? null : cursorOf(page.next) };
}

/** The caller's open pledges, as history entries (money not moved yet). */
async function openPledges(call: ApiCall): Promise<HistoryEntry[]> {
  const offers = await call.deps.offers.openOf(call.user.id);
  return offers
    .filter((offer) => offer.kind === "pledge")
    .map((offer) => ({
      id: offer.id,
      kind: "pledge" as const,
      direction: "out" as const,
      status: "pending" as const,
      amountSat: offer.shareSat,
      createdAt: new Date(offer.createdAt).toISOString(),
      counterpart:
        typeof offer.context?.recipientName === "string" ? offer.context.recipientName : null,
      description: offer.description ?? null,
    }));
}

/** GET /history/:id: one of the caller's entries (404 for anyone else's). */
async function historyEntry(call: ApiCall): Promise<HistoryDetail> {
  const { deps, user } = call;
  const id = call.path[1] ?? "";
  const op = await deps.ledger.get(id);
  if (op && op.userId === user.id) {
    return {
      ...entryOf(op),
      reason: op.reason ?? null,
      updatedAt: new Date(op.updatedAt).toISOString(),
      paymentHash: op.paymentHash ?? null,
    };
  }
  const offer = await deps.offers.get(id);
  if (offer && offer.kind === "pledge" && offer.payerId === user.id) {
    const [entry] = (await openPledges(call)).filter((e) => e.id === id);
    if (entry) {
      return {
        ...entry,
        reason: null,
        updatedAt: entry.createdAt,
        paymentHash: null,
        expiresAt: new Date(offer.expiresAt).toISOString(),
      };
    }
  }
  throw new ApiFailure(404, "not_found");
}
