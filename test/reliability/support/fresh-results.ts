/**
 * Global set-up of the reliability run: empties the tally folder, so the
 * summary printed after the run adds up only the suites this run executed.
 */
import { rm } from "node:fs/promises";
import { RESULTS_DIR } from "./tally.ts";

export default async function freshResults(): Promise<void> {
  await rm(RESULTS_DIR, { recursive: true, force: true });
}
