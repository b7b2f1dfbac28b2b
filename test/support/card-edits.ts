/**
 * Environment for a test that waits for a paced card's newest state (a giveaway's claims, a
 * rain's, split's, chip-in's or raffle's card), for the in-process bot (harness.ts) and bot
 * processes alike: its edits come every 50 ms instead of TELEGRAM_EDIT_INTERVAL_MS's 1 s
 * (Telegram's pace), so the test does not wait out a second after each change. The tests of
 * the pace itself keep the default.
 */
export const FAST_CARD_EDITS = { TELEGRAM_EDIT_INTERVAL_MS: "50" } as const;
