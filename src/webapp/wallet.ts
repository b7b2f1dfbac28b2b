/**
 * The Mini App's reading endpoints: who the user is and their texts, home
 * (balance, today's spending, a 30-day chart), history, what others pay
 * them through; and pieces the features' routes share (amounts in fiat,
 * gateway refusals, QR codes). Nothing here moves money. (The settings are
 * the settings feature's: src/features/settings/api.ts.)
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { lightningAddressFor } from "../bitcoin/lightning-address.ts";
import { LOCALES_DIR } from "../i18n/i18n.ts";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.ts";
import { currencyOf } from "../i18n/voices.ts";
import type { Operation, OperationKind } from "../operations/ledger.ts";
import { formatFiat, satToFiat } from "../prices/rates.ts";
import { describeGatewayError } from "../wording/gateway-errors.ts";
import { type ApiCall, ApiFailure, requireAccount } from "./api.ts";
import type {
  ChartDay,
  FiatValue,
  HistoryDetail,
  HistoryEntry,
  HistoryFilter,
  HistoryResponse,
  HomeResponse,
  MeResponse,
  ReceiveInfoResponse,
} from "./api-types.ts";

/** The page's texts per language, read once. */
const sources = new Map<Language, Promise<string>>();

/**
 * The page's texts: the FTL source of `webapp.ftl` (the page's own texts)
 * followed by `webapp-api.ftl` (the API's refusals, and the button in the chat).
 */
export function webAppMessages(language: Language): Promise<string> {
  let source = sources.get(language);
  if (!source) {
    const read = (file: string) =>
      readFile(path.join(LOCALES_DIR, language, file), "utf8").catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return "";
        throw error;
      });
    source = Promise.all([read("webapp.ftl"), read("webapp-api.ftl")]).then((parts) =>
      parts.filter(Boolean).join("\n"),
    );
    sources.set(language, source);
  }
  return source;
}

/** GET /me */
export async function me(call: ApiCall): Promise<MeResponse> {
  const { deps, user, voice } = call;
  const prefs = await deps.preferences.get(user.id);
  const currency = currencyOf(prefs.currency, voice.language, user.languageCode);
  return {
    userId: user.id,
    firstName: user.firstName,
    language: voice.language,
    currency: currency ?? null,
    messages: await webAppMessages(voice.language),
    fallback: await webAppMessages(DEFAULT_LANGUAGE),
    sandbox: deps.accounts.isSandbox,
  };
}

/** `sat` in the caller's currency, when they have one and a price is known. */
export async function fiatOf(call: ApiCall, sat: number): Promise<FiatValue | null> {
  const { deps, user, voice } = call;
  const prefs = await deps.preferences.get(user.id);
  const currency = currencyOf(prefs.currency, voice.language, user.languageCode);
  if (!currency) return null;
  const rates = await deps.prices?.forDisplay();
  const perBtc = rates?.perBtc[currency];
  if (perBtc === undefined) return null;
  return { formatted: formatFiat(satToFiat(sat, perBtc), currency, voice.language), currency };
}

/** The gateway's refusal or silence, as 502 with its reason in the user's words. */
export function gatewayFailure(call: ApiCall, error: unknown, what: string): ApiFailure {
  call.log.warn({ err: error }, `${what} failed`);
  return new ApiFailure(502, "gateway", describeGatewayError(error, call.voice.t));
}

/** GET /home */
export async function home(call: ApiCall): Promise<HomeResponse> {
  const { deps, user } = call;
  const account = await requireAccount(call);
  let balance: Awaited<ReturnType<ReturnType<typeof deps.gateway.account>["getBalance"]>>;
  try {
    balance = await deps.gateway.account(account.credentials).getBalance();
  } catch (error) {
    throw gatewayFailure(call, error, "balance");
  }
  const { limits } = deps.config;
  return {
    balanceSat: balance.totalSat,
    fiat: await fiatOf(call, balance.totalSat),
    spendableSat: balance.spendableSat,
    frozenSat: balance.frozenSat,
    todaySpentSat: await deps.payments.spentToday(user.id),
    dailyLimitSat: Number.isFinite(limits.dailyLimitSat) ? limits.dailyLimitSat : null,
    maxPaymentSat: limits.maxPaymentSat,
    chart: await chart(call),
    timeZone: "UTC",
  };
}

/** Days in the home chart. */
const CHART_DAYS = 30;

/** Money in and out per UTC day over the last 30 days, from the history (settled entries only). */
async function chart(call: ApiCall): Promise<ChartDay[]> {
  const { deps, user } = call;
  const today = Date.UTC(...utcDate(deps.now()));
  const days: ChartDay[] = [];
  const byDay = new Map<string, ChartDay>();
  for (let back = CHART_DAYS - 1; back >= 0; back--) {
    const day = new Date(today - back * 86_400_000).toISOString().slice(0, 10);
    const entry = { day, inSat: 0, outSat: 0 };
    days.push(entry);
    byDay.set(day, entry);
  }
  const { operations } = await deps.ledger.page(user.id, 0, Number.MAX_SAFE_INTEGER);
  for (const op of operations) {
    const entry = byDay.get(new Date(op.createdAt).toISOString().slice(0, 10));
    if (!entry || op.amountUnknown) continue;
    if (DIRECTION[op.kind] === "in" && op.state === "paid") entry.inSat += op.amountSat;
    if (DIRECTION[op.kind] === "out" && op.state === "sent") {
      entry.outSat += op.amountSat + (op.feeSat ?? 0);
    }
  }
  return days;
}

function utcDate(ms: number): [number, number, number] {
  const date = new Date(ms);
  return [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
}

/** Which way each kind of operation moves money. */
const DIRECTION = {
  invoice: "in",
  payment: "out",
  withdrawal: "out",
  "tip-sent": "out",
  "tip-received": "in",
  received: "in",
  voucher: "in",
} as const satisfies Record<OperationKind, "in" | "out">;

const FILTERS: readonly HistoryFilter[] = ["all", "in", "out", "pending", "unknown"];

/** Entries per history page by default, and at most. */
const DEFAULT_PAGE = 20;
const MAX_PAGE = 50;

function entryOf(op: Operation): HistoryEntry {
  return {
    id: op.id,
    kind: op.kind,
    direction: DIRECTION[op.kind],
    status: op.state,
    amountSat: op.amountSat,
    ...(op.amountUnknown ? { amountUnknown: true } : {}),
    ...(op.feeSat !== undefined ? { feeSat: op.feeSat } : {}),
    createdAt: new Date(op.createdAt).toISOString(),
    counterpart: op.counterpart ?? null,
    description: op.description ?? null,
  };
}

function passes(filter: HistoryFilter, op: Operation): boolean {
  switch (filter) {
    case "all":
      return true;
    case "in":
    case "out":
      return DIRECTION[op.kind] === filter;
    case "pending":
      return op.state === "pending";
    case "unknown":
      return op.state === "unknown";
  }
}

/**
 * GET /history: the same list /history pages through (newest first), with
 * the user's open pledges on the first page, filtered. The cursor is the
 * position in that list (opaque to the page).
 */
export async function history(call: ApiCall): Promise<HistoryResponse> {
  const { deps, user, query } = call;
  const filter = (query.get("filter") ?? "all") as HistoryFilter;
  if (!FILTERS.includes(filter)) throw new ApiFailure(400, "bad_request");
  const limitText = query.get("limit");
  const limit = limitText === null ? DEFAULT_PAGE : Number(limitText);
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw new ApiFailure(400, "bad_request");
  }
  const cursor = query.get("cursor");
  let offset = 0;
  if (cursor !== null) {
    offset = Number(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Number.isSafeInteger(offset) || offset < 0) throw new ApiFailure(400, "bad_request");
  }
  const entries: HistoryEntry[] = [];
  // Open pledges lead the first page only (a cursor never points back to them).
  if (cursor === null && (filter === "all" || filter === "out" || filter === "pending")) {
    entries.push(...(await openPledges(call)));
  }
  let total = Number.POSITIVE_INFINITY;
  while (entries.length < limit && offset < total) {
    let page = await deps.ledger.page(user.id, offset, MAX_PAGE);
    // Sends a crash cut off are settled as unknown on the way, as /history does (never re-sent).
    if (await deps.payments.sweepInterrupted(page.operations)) {
      page = await deps.ledger.page(user.id, offset, MAX_PAGE);
    }
    total = page.total;
    if (page.operations.length === 0) {
      offset = total;
      break;
    }
    let used = 0;
    for (const op of page.operations) {
      used++;
      if (passes(filter, op)) entries.push(entryOf(op));
      if (entries.length >= limit) break;
    }
    offset += used;
  }
  return {
    entries,
    nextCursor: offset < total ? Buffer.from(String(offset)).toString("base64url") : null,
  };
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
export async function historyEntry(call: ApiCall): Promise<HistoryDetail> {
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

/** An SVG QR code of `text` (the encoder is loaded on the first code, not at start). */
export async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/** GET /receive-info: the user's pay code and lightning address (nulls when the gateway has none). */
export async function receiveInfo(call: ApiCall): Promise<ReceiveInfoResponse> {
  const account = await requireAccount(call);
  let lnurl: string;
  try {
    lnurl = await call.deps.gateway.account(account.credentials).getLnurl();
  } catch (error) {
    // No pay code (e.g. the account has no events URL yet): the page shows the invoice form only.
    call.log.info({ err: error }, "no pay code for the app");
    return { lightningAddress: null, lnurl: null, lnurlQrSvg: null };
  }
  return {
    lightningAddress: lightningAddressFor(lnurl) ?? null,
    lnurl: lnurl.toUpperCase(),
    lnurlQrSvg: await qrSvg(lnurl.toUpperCase()),
  };
}
