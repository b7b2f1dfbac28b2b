/**
 * Crash points for the reliability tests (test/reliability/crash.reliability.ts):
 * named places in a send where the test kills the bot process, to prove a
 * crash at any of them never pays twice. Inert unless the environment
 * variable `LNBOT_CRASH_AT` names the point; never set it in production.
 */

/** The steps of `Payments.execute` a test can stop at, in the order a send reaches them. */
export const CRASH_POINTS = [
  "before-claim",
  "after-claim",
  "after-send",
  "before-ledger-update",
] as const;

export type CrashPoint = (typeof CRASH_POINTS)[number];

/**
 * The steps of an intent before its send a test can stop at: its decision
 * taken (direct or confirmed) but nothing recorded yet, and a feature's
 * work under way between two of its intents (a rain between its shares).
 */
export const INTENT_CRASH_POINTS = ["intent-decided", "work-between-intents"] as const;

export type IntentCrashPoint = (typeof INTENT_CRASH_POINTS)[number];

/**
 * A point a feature names between two of its own steps (`feature:<name>:<step>`),
 * e.g. a paid entry's ticket marked paid but its join request not yet
 * approved: the engine knows no feature, so the name is the feature's.
 */
export type FeatureCrashPoint = `feature:${string}`;

/**
 * Kills this process at once (SIGKILL: no cleanup, no flushing, like a power
 * cut or the OOM killer) when `LNBOT_CRASH_AT` equals `point`; otherwise
 * does nothing. Read on every call, so a test can set it per process.
 */
export function crashPoint(point: CrashPoint | IntentCrashPoint | FeatureCrashPoint): void {
  if (process.env.LNBOT_CRASH_AT === point) process.kill(process.pid, "SIGKILL");
}
