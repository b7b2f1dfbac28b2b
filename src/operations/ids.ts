import { randomBytes } from "node:crypto";

/**
 * A new operation id: 16 random bytes, base64url (22 characters). Used in
 * callback data too, so it must be unguessable: knowing someone's id must
 * not be derivable from anything public.
 */
export function newOperationId(): string {
  return randomBytes(16).toString("base64url");
}
