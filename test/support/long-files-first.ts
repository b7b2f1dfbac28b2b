/**
 * Vitest's order of test files, with the few long ones first. Without a
 * cache of earlier durations (a fresh clone, CI) Vitest starts the largest
 * files first; a file that is short but waits a long time (a group's
 * minute-long message budget, a transcript of every scene) then starts late
 * and alone sets the end of the run. These start with the first workers.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Files that take most of a minute or more, longest first (see a run's per-file times). */
const LONG_FILES = [
  "test/e2e/lively-group.test.ts",
  "test/e2e/transcript.test.ts",
  "test/e2e/reaction-tips.test.ts",
  "test/security/telegram-faults.test.ts",
  "test/e2e/telegram-limits.test.ts",
  "test/webapp/browser/wallet.test.ts",
];

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((long) => file.moduleId.endsWith(long));
      return index === -1 ? LONG_FILES.length : index;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
