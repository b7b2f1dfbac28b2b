/**
 * Where a member's share of group money (giveaway, rain) goes, as the
 * payment engine's `SendTarget`: their lightning address, their account, or
 * nowhere yet (then nothing is sent to them).
 */
import type { SendTarget } from "../../../operations/payments.ts";
import type { BotDeps } from "../../context.ts";
import { tipRoute } from "../tip/recipient.ts";

/** The target of a share for `userId`, with how their history names it; undefined without a route. */
export async function shareTarget(
  deps: BotDeps,
  userId: number,
): Promise<{ target: SendTarget; address?: string } | undefined> {
  const route = await tipRoute(deps, userId);
  switch (route.via) {
    case "address":
      return { target: { type: "lnurl", lnurl: route.lnurl }, address: route.address };
    case "account":
      return { target: { type: "account", recipientUserId: userId } };
    case "none":
      return undefined;
  }
}
