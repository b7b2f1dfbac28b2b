/**
 * Durable storage of the sandbox state in one JSON file. Writes are atomic
 * (a temporary file renamed over the old one, owner-only permissions, as the
 * file holds the merchants' secret keys) and coalesced: every change awaits a
 * write that started after it, and changes arriving during a write share the
 * next one, so a burst of requests costs a few writes, not one each.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

export class StateFile {
  readonly path: string;
  readonly #serialize: () => string;
  #waiters: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  #draining = false;
  #drained: Promise<void> = Promise.resolve();

  /** `serialize` is called at write time, so each write holds every change made before it. */
  constructor(filePath: string, serialize: () => string) {
    this.path = filePath;
    this.#serialize = serialize;
  }

  /** The file's text, or undefined when it does not exist yet. */
  async read(): Promise<string | undefined> {
    try {
      return await readFile(this.path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  /** Resolves once a write that began after this call has reached the disk. */
  commit(): Promise<void> {
    const done = new Promise<void>((resolve, reject) => {
      this.#waiters.push({ resolve, reject });
    });
    if (!this.#draining) {
      this.#draining = true;
      this.#drained = this.#drain();
    }
    return done;
  }

  /** Waits for the writes in progress. */
  async flush(): Promise<void> {
    while (this.#draining) await this.#drained;
  }

  async #drain(): Promise<void> {
    // Bounded: each round takes every waiter present; a round only repeats
    // when new changes arrived during the previous write. The flag is
    // cleared in the same synchronous step as the last emptiness check, so
    // a commit() arriving later always starts a new drain.
    try {
      while (this.#waiters.length > 0) {
        const batch = this.#waiters;
        this.#waiters = [];
        try {
          await this.#write(this.#serialize());
          for (const waiter of batch) waiter.resolve();
        } catch (error) {
          for (const waiter of batch) waiter.reject(error);
        }
      }
    } finally {
      this.#draining = false;
    }
  }

  async #write(text: string): Promise<void> {
    await mkdir(path.dirname(this.path), { recursive: true, mode: 0o700 });
    const temporary = `${this.path}.${process.pid}.tmp`;
    await writeFile(temporary, text, { mode: 0o600 });
    await rename(temporary, this.path);
  }
}
