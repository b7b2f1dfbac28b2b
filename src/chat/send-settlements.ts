/**
 * Who tells people about a send a crash cut off, once `Payments` settled it
 * (unknown: never sent again; or failed: never sent). By default the payer
 * is told (flows/confirm.ts `showSettledSend`). A feature whose sends are
 * parts of something larger (a giveaway's shares) has an announcer, wired
 * explicitly in app.ts: it tells everyone concerned in its own words, and
 * says whether that replaced the payer's default note.
 */
import type { Api } from "grammy";
import type { Operation } from "../operations/ledger.ts";
import type { Services } from "../services.ts";

/** Tells the people of `operation`; true when the payer was told (the default note is then not sent). */
export type SettledSendAnnouncer = (
  api: Api,
  deps: Services,
  operation: Operation,
) => Promise<boolean>;

/**
 * Asks `announcers` in turn about a settled send; true when one of them
 * told the payer. An announcer that fails is logged, and the next is asked.
 */
export async function announceSettledSend(
  api: Api,
  deps: Services,
  operation: Operation,
  announcers: readonly SettledSendAnnouncer[],
): Promise<boolean> {
  for (const announce of announcers) {
    try {
      if (await announce(api, deps, operation)) return true;
    } catch (error) {
      deps.logger.warn(
        { err: error, operation_id: operation.id },
        "could not announce a settled send",
      );
    }
  }
  return false;
}
