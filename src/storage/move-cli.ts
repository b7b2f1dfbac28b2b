/**
 * `npm run store:move -- --from <STORAGE_URL> --to <STORAGE_URL> [--merge]
 * [--state <file>]`: the operator's side of move.ts. Progress goes to
 * stderr about once a second; the check's table to stdout. Ctrl-C (SIGINT)
 * or SIGTERM stops after the page being written, and the same command
 * resumes. Exit status: 0 moved and checked, 1 refused or the check found
 * differences, 2 bad arguments, 130 stopped (resumable).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import {
  type MoveProgress,
  MoveRefusedError,
  moveStore,
  namedDifferences,
  verificationTable,
} from "./move.ts";

/** Exit statuses of the move. */
export const MOVE_EXIT = { ok: 0, failed: 1, usage: 2, stopped: 130 } as const;

const USAGE = `usage: npm run store:move -- --from <STORAGE_URL> --to <STORAGE_URL> [--merge] [--state <file>]
  copies every record of one store (sqlite:, postgres://, redis://) into another;
  stop every bot on both first. --merge adds to a target that already holds records.
  --state keeps the progress (default <DATA_DIR>/store-move.state.json); run the same
  command again to resume a stopped move.
`;

export interface MoveCliIo {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  signal?: AbortSignal;
  /** Default `performance.now`; tests pass one to see every progress line. */
  now?: () => number;
  /** Milliseconds between progress lines (default 1000). */
  progressEveryMs?: number;
}

/** Runs the move as the command line asks; resolves to the exit status. */
export async function runMoveCli(argv: string[], io: MoveCliIo): Promise<number> {
  let values: { from?: string; to?: string; merge?: boolean; state?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        from: { type: "string" },
        to: { type: "string" },
        merge: { type: "boolean" },
        state: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (error) {
    io.stderr(`${(error as Error).message.split(". ")[0]}\n${USAGE}`);
    return MOVE_EXIT.usage;
  }
  if (values.help) {
    io.stdout(USAGE);
    return MOVE_EXIT.ok;
  }
  if (!values.from || !values.to) {
    io.stderr(`both --from and --to are needed\n${USAGE}`);
    return MOVE_EXIT.usage;
  }
  const dataDir = path.resolve(io.env.DATA_DIR ?? "./data");
  const now = io.now ?? (() => performance.now());
  const every = io.progressEveryMs ?? 1_000;
  let lastLine = Number.NEGATIVE_INFINITY;
  try {
    const result = await moveStore({
      from: values.from,
      to: values.to,
      dataDir,
      merge: values.merge ?? false,
      stateFile: path.resolve(values.state ?? path.join(dataDir, "store-move.state.json")),
      ...(io.signal ? { signal: io.signal } : {}),
      onProgress(progress) {
        if (now() - lastLine < every && progress.records < progress.totalRecords) return;
        lastLine = now();
        io.stderr(`${progressLine(progress)}\n`);
      },
      onVerifying() {
        io.stderr("copied; checking both stores record by record\n");
      },
    });
    if (result.status === "stopped") {
      io.stderr(
        `stopped after ${formatCount(result.progress.records)} records; run the same command again to resume\n`,
      );
      return MOVE_EXIT.stopped;
    }
    io.stdout(`${verificationTable(result.rows)}\n`);
    if (!result.ok) {
      for (const line of namedDifferences(result.differences)) io.stderr(`${line}\n`);
      io.stderr("the check found differences: do not start a bot on the target yet\n");
      return MOVE_EXIT.failed;
    }
    io.stderr("moved and checked: every record is on the target\n");
    return MOVE_EXIT.ok;
  } catch (error) {
    if (error instanceof MoveRefusedError) {
      io.stderr(`refused: ${error.message}\n`);
      return MOVE_EXIT.failed;
    }
    io.stderr(`the move failed: ${(error as Error).message}\n`);
    return MOVE_EXIT.failed;
  }
}

/** One progress line: records and MiB done of the total, and the time left. */
export function progressLine(progress: MoveProgress): string {
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const total =
    progress.totalBytes > 0
      ? `${mib(progress.bytes)} of ${mib(progress.totalBytes)} MiB`
      : `${mib(progress.bytes)} MiB`;
  const left =
    progress.leftMs === undefined ? "" : `, about ${formatDuration(progress.leftMs)} left`;
  return `moved ${formatCount(progress.records)} of ${formatCount(progress.totalRecords)} records (${total})${left}`;
}

function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}

function formatDuration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
