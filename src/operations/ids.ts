import { randomBytes } from "node:crypto";

/** Random bytes drawn ahead, 4 kB at a time: one draw cost about as much as 20 ids' worth. */
const POOL_BYTES = 4096;
const ID_BYTES = 16;
let pool = Buffer.alloc(0);
let used = 0;

/**
 * A new operation id: 16 random bytes, base64url (22 characters). Used in
 * callback data too, so it must be unguessable: knowing someone's id must
 * not be derivable from anything public. The bytes come from the system's
 * CSPRNG in batches (as Node's `randomUUID` buffers its own); each byte is
 * used once.
 */
export function newOperationId(): string {
  if (used + ID_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const id = pool.toString("base64url", used, used + ID_BYTES);
  pool.fill(0, used, used + ID_BYTES);
  used += ID_BYTES;
  return id;
}
