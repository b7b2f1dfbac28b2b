/**
 * How money reaches a member of the bot (a Telegram id): their lightning
 * address from /settings, their own account with the bot, or not at all
 * yet (then what is promised to them waits as a pledge). The payment
 * engine's `SendTarget` for each, and how history names them.
 */
import type { AccountService } from "../accounts/accounts.ts";
import type { PreferenceService } from "../accounts/preferences.ts";
import { parsePayTarget } from "../bitcoin/lnurl.ts";
import type { SendTarget } from "./payments.ts";

/** What resolving a member needs: their preferences (address) and accounts. */
export interface PayeeDeps {
  preferences: Pick<PreferenceService, "get">;
  accounts: Pick<AccountService, "findExisting">;
}

/** Where money for a member goes. */
export type MemberRoute =
  /** Their lightning address (4.4 then 4.1). */
  | { via: "address"; address: string; lnurl: string }
  /** An invoice on their own account (4.2 then 4.1). */
  | { via: "account" }
  | { via: "none" };

/** A route that reaches the member. */
export type ReachingRoute = Exclude<MemberRoute, { via: "none" }>;

/**
 * How money reaches `userId`. A lightning address set in /settings wins:
 * it is the member's explicit choice for tips (on the sandbox everyone who
 * ever used the bot has an account, so the address would otherwise never be
 * used). Then an account that already exists; none is ever made here.
 */
export async function memberRoute(deps: PayeeDeps, userId: number): Promise<MemberRoute> {
  const { lightningAddress } = await deps.preferences.get(userId);
  if (lightningAddress) {
    try {
      const target = parsePayTarget(lightningAddress);
      if (target) return { via: "address", address: lightningAddress, lnurl: target.lnurl };
    } catch {
      // A stored address that no longer parses is ignored, as if unset.
    }
  }
  return (await deps.accounts.findExisting(userId)) ? { via: "account" } : { via: "none" };
}

/** Where the payment engine sends money for a member, and how history names them. */
export interface MemberDestination {
  target: SendTarget;
  /** Their handle, with the lightning address when the money goes there. */
  counterpart: string;
}

/**
 * The payment engine's target for money that reaches `userId` by `route`
 * (an LNURL for their address, else their account), with `handle` as
 * history's name for them.
 */
export function destinationOf(
  route: ReachingRoute,
  userId: number,
  handle: string,
): MemberDestination {
  return route.via === "address"
    ? { target: { type: "lnurl", lnurl: route.lnurl }, counterpart: `${handle} (${route.address})` }
    : { target: { type: "account", recipientUserId: userId }, counterpart: handle };
}

/** Where money for `userId` goes now (history names them `handle`); undefined without a route. */
export async function memberDestination(
  deps: PayeeDeps,
  userId: number,
  handle = "",
): Promise<MemberDestination | undefined> {
  const route = await memberRoute(deps, userId);
  return route.via === "none" ? undefined : destinationOf(route, userId, handle);
}
