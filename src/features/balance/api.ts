/**
 * The Mini App's home: the balance (read through the engine), today's
 * spending against the limits, and a 30-day chart of money in and out.
 */
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

/**
 * Money in and out per UTC day over the last 30 days (settled entries
 * only): the totals the ledger keeps as operations settle, one read
 * however long the history.
 */
function chart(call: ApiCall): Promise<ChartDay[]> {
  return call.deps.ledger.dailyTotals(call.user.id, CHART_DAYS);
}
