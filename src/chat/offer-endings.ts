/**
 * Who tells people that an offer expired (src/operations/offers.ts). The
 * offer sweeper in app.ts ends expired offers, once across replicas, and
 * hands each to the announcer of its kind, wired there explicitly: the
 * feature that made it edits the offer's message and tells the people, in
 * their languages.
 */
import type { Api } from "grammy";
import type { Offer, OfferKind } from "../operations/offers.ts";
import type { Services } from "../services.ts";

/**
 * Announces the offers of one kind that expired in one sweep (so offers
 * made together, such as one rain's pledges, can be told in one note).
 */
export type OfferAnnouncer = (api: Api, deps: Services, offers: readonly Offer[]) => Promise<void>;

/** The announcer of each kind of offer. */
export type OfferAnnouncers = Readonly<Partial<Record<OfferKind, OfferAnnouncer>>>;

/**
 * An announcer telling each offer on its own; one that fails is logged and
 * the others are still told.
 */
export function oneByOne(
  announce: (api: Api, deps: Services, offer: Offer) => Promise<void>,
): OfferAnnouncer {
  return async (api, deps, offers) => {
    for (const offer of offers) {
      try {
        await announce(api, deps, offer);
      } catch (error) {
        deps.logger.warn(
          { err: error, offer_id: offer.id, kind: offer.kind },
          "could not announce an expired offer",
        );
      }
    }
  };
}

/**
 * Ends the offers whose time ran out and hands them, kind by kind, to the
 * announcer of their kind; returns how many ended. An announcement that
 * fails is logged: the offers stay ended.
 */
export async function expireOffers(
  api: Api,
  deps: Services,
  announcers: OfferAnnouncers,
): Promise<number> {
  const expired = await deps.offers.expireDue();
  const byKind = Map.groupBy(expired, (offer) => offer.kind);
  for (const [kind, offers] of byKind) {
    const announce = announcers[kind];
    if (!announce) {
      deps.logger.warn(
        { offer_ids: offers.map((offer) => offer.id), kind },
        "no feature ends this kind of offer",
      );
      continue;
    }
    try {
      await announce(api, deps, offers);
    } catch (error) {
      deps.logger.warn(
        { err: error, offer_ids: offers.map((offer) => offer.id), kind },
        "could not announce expired offers",
      );
    }
  }
  return expired.length;
}
