/**
 * Conversation state in the shared store, sealed with the secrets key.
 * The conversations plugin keeps every answer of a running conversation in
 * its state, and /connect's answers are API keys: encrypting the whole state
 * keeps those (and amounts, addresses) unreadable at rest.
 */
import type { VersionedState, VersionedStateStorage } from "@grammyjs/conversations";
import type { SecretBox } from "../accounts/secret-box.ts";
import type { Store } from "../storage/types.ts";

/** Bump when a conversation's steps change incompatibly: old states are then dropped, not replayed. */
export const CONVERSATION_STATE_VERSION = 2;

/** How long an abandoned conversation's state is kept (1 day). */
const STATE_TTL_MS = 24 * 60 * 60_000;

export function sealedConversationStorage<S>(
  store: Store,
  box: SecretBox,
): VersionedStateStorage<string, S> {
  const states = store.keyv<string>("conversations");
  return {
    async read(key) {
      const sealed = await states.get(key);
      if (sealed === undefined) return undefined;
      try {
        return JSON.parse(box.open(sealed, "conversation")) as VersionedState<S>;
      } catch {
        // Unreadable (key changed, corrupted): start afresh rather than fail every update.
        await states.delete(key);
        return undefined;
      }
    },
    async write(key, state) {
      await states.set(key, box.seal(JSON.stringify(state), "conversation"), STATE_TTL_MS);
    },
    async delete(key) {
      await states.delete(key);
    },
  };
}
