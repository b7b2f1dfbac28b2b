/**
 * Who tells people that an offer expired (src/operations/offers.ts). The
 * offer sweeper in app.ts ends expired offers, once across replicas, and
 * hands each to the announcer of its kind, wired there explicitly: the
 * feature that made it edits the offer's message and tells the people, in
 * their languages.
 */
import type { Api } from "grammy";
import type { Offer, OfferKind } from "../operations/offers.ts";
import type { BotDeps } from "./context.ts";

export type OfferAnnouncer = (api: Api, deps: BotDeps, offer: Offer) => Promise<void>;

/** The announcer of each kind of offer. */
export type OfferAnnouncers = Readonly<Record<OfferKind, OfferAnnouncer>>;

/**
 * Ends the offers whose time ran out and announces each with the announcer
 * of its kind; returns how many ended. An announcement that fails is
 * logged: the offer stays ended.
 */
export async function expireOffers(
  api: Api,
  deps: BotDeps,
  announcers: OfferAnnouncers,
): Promise<number> {
  const expired = await deps.offers.expireDue();
  for (const offer of expired) {
    try {
      await announcers[offer.kind](api, deps, offer);
    } catch (error) {
      deps.logger.warn(
        { err: error, offer_id: offer.id, kind: offer.kind },
        "could not announce an expired offer",
      );
    }
  }
  return expired.length;
}
