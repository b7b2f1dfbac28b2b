/**
 * What must not outlive an interrupted benchmark: child processes and
 * temporary folders. Scenarios register them; on SIGINT/SIGTERM the
 * benchmark kills the children, removes the folders and exits.
 */
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";

const children = new Set<ChildProcess>();
const folders = new Set<string>();

/** Kills `child` if the benchmark is interrupted while it runs. */
export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once("exit", () => children.delete(child));
}

/** Removes `dir` if the benchmark is interrupted; call the returned function once it is removed. */
export function trackFolder(dir: string): () => void {
  folders.add(dir);
  return () => folders.delete(dir);
}

/** Installs the SIGINT/SIGTERM handler (once). */
export function cleanUpOnSignals(): void {
  const handler = (signal: NodeJS.Signals) => {
    for (const child of children) child.kill("SIGKILL");
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    console.error(
      `\nbenchmark interrupted (${signal}): children killed, temporary folders removed`,
    );
    process.exit(130);
  };
  process.once("SIGINT", handler);
  process.once("SIGTERM", handler);
}
