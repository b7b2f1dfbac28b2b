/**
 * The Mini App's home: the balance (read through the engine), today's
 * spending against the limits, and a 30-day chart of money in and out.
 */
import { MONEY_DIRECTION } from "../../operations/direction.ts";
import { type ApiCall, type Endpoint, requireAccount } from "../../webapp/api.ts";
import type { ChartDay, HomeResponse } from "../../webapp/api-types.ts";
import { fiatOf, gatewayFailure } from "../../webapp/wallet.ts";

/** The home route of the Mini App (path after `/app/api`). */
export const balanceAppRoutes: ReadonlyArray<{
  method: string;
  pattern: RegExp;
  handle: Endpoint;
}> = [{ method: "GET", pattern: /^\/home$/, handle: home }];

/** GET /home */
async function home(call: ApiCall): Promise<HomeResponse> {
  const { deps, user } = call;
  const account = await requireAccount(call);
  let balance: Awaited<ReturnType<typeof deps.wallet.balance>>;
  try {
    balance = await deps.wallet.balance(account);
  } catch (error) {
    throw gatewayFailure(call, error, "balance");
  }
  const { limits } = deps.config;
  return {
    balanceSat: balance.totalSat,
    fiat: await fiatOf(call, balance.totalSat),
    spendableSat: balance.spendableSat,
    frozenSat: balance.frozenSat,
    todaySpentSat: await deps.intents.spentToday(user.id),
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
    if (MONEY_DIRECTION[op.kind] === "in" && op.state === "paid") entry.inSat += op.amountSat;
    if (MONEY_DIRECTION[op.kind] === "out" && op.state === "sent") {
      entry.outSat += op.amountSat + (op.feeSat ?? 0);
    }
  }
  return days;
}

function utcDate(ms: number): [number, number, number] {
  const date = new Date(ms);
  return [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
}
