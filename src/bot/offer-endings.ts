/**
 * Who tells people that an offer expired (src/operations/offers.ts). The
 * offer sweeper in app.ts ends expired offers, once across replicas, and
 * hands each to the feature that made its kind: that feature edits the
 * offer's message and tells the people, in their languages. A feature
 * registers its announcer when its module loads (`whenOfferExpires`).
 */
import type { Api } from "grammy";
import type { Offer, OfferKind } from "../operations/offers.ts";
import type { BotDeps } from "./context.ts";

export type OfferAnnouncer = (api: Api, deps: BotDeps, offer: Offer) => Promise<void>;

const announcers = new Map<OfferKind, OfferAnnouncer>();

/** `announce` tells the people of an expired offer of `kind`. */
export function whenOfferExpires(kind: OfferKind, announce: OfferAnnouncer): void {
  announcers.set(kind, announce);
}

/**
 * Ends the offers whose time ran out and announces each; returns how many
 * ended. An announcement that fails is logged: the offer stays ended.
 */
export async function expireOffers(api: Api, deps: BotDeps): Promise<number> {
  const expired = await deps.offers.expireDue();
  for (const offer of expired) {
    try {
      await announcers.get(offer.kind)?.(api, deps, offer);
    } catch (error) {
      deps.logger.warn(
        { err: error, offer_id: offer.id, kind: offer.kind },
        "could not announce an expired offer",
      );
    }
  }
  return expired.length;
}
