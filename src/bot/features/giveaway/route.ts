/**
 * Where a member's share of group money (giveaway, rain) goes, as the
 * payment engine's `SendTarget`: their lightning address, their account, or
 * nowhere yet (then nothing is sent to them).
 */
import type { BotDeps } from "../../context.ts";
import { type TipDestination, tipDestination, tipRoute } from "../tip/recipient.ts";

/**
 * The target of a share for `userId`, with `handle` as history's name for
 * them (plus the address it goes to); undefined without a route.
 */
export async function shareTarget(
  deps: BotDeps,
  userId: number,
  handle = "",
): Promise<TipDestination | undefined> {
  const route = await tipRoute(deps, userId);
  return route.via === "none" ? undefined : tipDestination(route, userId, handle);
}
