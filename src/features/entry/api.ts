/**
 * Paid entry in the Mini App: the caller's memberships (group, end date)
 * and, for an owner, each of their groups' door, members and latest
 * payments. Names and figures are the caller's own (they are the member,
 * or the owner who was paid).
 */
import type { ApiCall, AppRoute } from "../../webapp/api.ts";
import type { EntryResponse } from "../../webapp/api-types.ts";
import { EntryBook } from "./book.ts";

/** Payments listed per group. */
const PAYMENTS_LISTED = 20;

/** The Mini App routes of paid entry (paths after `/app/api`). */
export const entryAppRoutes: readonly AppRoute[] = [
  { method: "GET", pattern: /^\/entry$/, handle: entryOverview },
];

async function entryOverview(call: ApiCall): Promise<EntryResponse> {
  const book = new EntryBook(call.deps.store);
  const now = call.deps.now();
  const memberships = (await book.membershipsOf(call.user.id))
    .filter((membership) => !membership.removed && membership.until > now)
    .map((membership) => ({
      group: membership.title,
      monthly: membership.monthly,
      until: membership.monthly ? new Date(membership.until).toISOString() : null,
    }));
  const groups: EntryResponse["groups"] = [];
  for (const door of await book.doorsOf(call.user.id)) {
    groups.push({
      group: door.title,
      priceSat: door.priceSat,
      monthly: door.monthly,
      on: door.on,
      link: door.link,
      members: (await book.membersOf(door.chatId))
        .filter((member) => !member.removed)
        .map((member) => ({
          member: member.userHandle,
          until: member.monthly ? new Date(member.until).toISOString() : null,
        })),
      payments: (await book.paymentsOf(door.chatId, PAYMENTS_LISTED)).map((ticket) => ({
        member: ticket.userHandle,
        amountSat: ticket.priceSat,
        at: new Date(ticket.createdAt).toISOString(),
        status: ticket.state,
      })),
    });
  }
  return { memberships, groups };
}
