/** How long a confirmation stays usable, by every face: a press after it is refused. */
export const CONFIRMATION_TTL_MS = 15 * 60_000;
