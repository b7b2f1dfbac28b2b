/**
 * A command that moves money (/tip, /send) is claimed once for the send it
 * started: the claim `<command>-command:<chat>:<message>` holds that send's
 * id. A redelivered update (a restart, another replica) finds the claim and
 * resumes that send instead of starting a second one, and two replicas
 * handling the same update at once agree on one send: the loser retires its
 * own and carries on with the winner's.
 */
import type { Store } from "../../storage/types.ts";

/** How long a command message stays claimed (2 days: beyond any redelivery). */
const COMMAND_MEMORY_MS = 2 * 24 * 60 * 60_000;

/** The claim key of command `command` (e.g. "tip") in message `messageId` of `chatId`. */
export function commandClaimKey(command: string, chatId: number, messageId: number): string {
  return `${command}-command:${chatId}:${messageId}`;
}

/** The id a command message was claimed for by an earlier delivery, or undefined. */
export function claimedBefore(store: Store, key: string): Promise<string | undefined> {
  return store.readClaim(key);
}

/**
 * Claims the command message `key` for `id`; returns the id that holds the
 * claim: `id`, or the one of a delivery that won before (then `retire` is
 * called to drop what was prepared for `id`).
 */
export async function claimCommand(
  store: Store,
  key: string,
  id: string,
  retire: () => Promise<unknown>,
): Promise<string> {
  if (await store.claim(key, id, COMMAND_MEMORY_MS)) return id;
  await retire();
  const winner = await store.readClaim(key);
  if (winner === undefined) throw new Error(`the claim ${key} vanished right after being taken`);
  return winner;
}
