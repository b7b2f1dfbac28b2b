/**
 * Encryption at rest for account secrets (API and secret keys): AES-256-GCM with
 * a random 96-bit IV per value and the field name as associated data, so a
 * ciphertext cannot be moved to another field unnoticed.
 *
 * What was opened is remembered (the most recent `OPENED_KEPT` values): a
 * sealed value always opens to the same text under the same key, and every
 * update of a user opens their two secrets. On this machine a decryption
 * costs 8 µs in a loop but 60–190 µs when it follows other work (the AES
 * units' warm-up): two per update were 10 % of a /balance's CPU
 * (bench/ANALYSIS.md). Keeping opened secrets in memory exposes nothing the
 * process does not already hold: it holds the key that opens them all.
 */
import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  type KeyObject,
  randomBytes,
} from "node:crypto";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";

const VERSION = "v1";
/** How many opened values are remembered (two per active user). */
const OPENED_KEPT = 4_096;

export class SecretBox {
  /** Imported once: a raw Buffer would be imported again by every cipher. */
  readonly #key: KeyObject;
  /** `field` + sealed value → the text, least recently used first. */
  readonly #opened = new Map<string, string>();

  /** `key` must be 32 bytes. */
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error("the secrets key must be 32 bytes");
    this.#key = createSecretKey(key);
  }

  /** Encrypts `plain`; `field` names what it is (bound as associated data). */
  seal(plain: string, field: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    cipher.setAAD(Buffer.from(field));
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [
      VERSION,
      iv.toString("base64url"),
      body.toString("base64url"),
      tag.toString("base64url"),
    ].join(".");
  }

  /** Decrypts what `seal` made for the same `field`; throws when it was altered or the key differs. */
  open(sealed: string, field: string): string {
    const memo = `${field}:${sealed}`;
    const known = this.#opened.get(memo);
    if (known !== undefined) {
      this.#opened.delete(memo);
      this.#opened.set(memo, known);
      return known;
    }
    const text = this.#decrypt(sealed, field);
    this.#opened.set(memo, text);
    if (this.#opened.size > OPENED_KEPT) {
      const oldest = this.#opened.keys().next().value;
      if (oldest !== undefined) this.#opened.delete(oldest);
    }
    return text;
  }

  #decrypt(sealed: string, field: string): string {
    const [version, iv, body, tag] = sealed.split(".");
    if (version !== VERSION || !iv || body === undefined || !tag) {
      throw new Error("stored secret has an unknown format");
    }
    const decipher = createDecipheriv("aes-256-gcm", this.#key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(field));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    try {
      return Buffer.concat([
        decipher.update(Buffer.from(body, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    } catch {
      throw new Error("stored secret cannot be decrypted: was SECRETS_KEY changed?");
    }
  }
}

/** Parses SECRETS_KEY (64 hex digits or base64 of 32 bytes). */
export function parseSecretsKey(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, "hex")
    : Buffer.from(text, "base64");
  if (key.length !== 32) throw new Error("SECRETS_KEY must be 32 bytes (64 hex digits or base64)");
  return key;
}

/** Thrown when the key file can be read or changed by users other than its owner. */
export class SecretsKeyFileError extends Error {
  constructor(file: string, mode: number) {
    const octal = (mode & 0o777).toString(8).padStart(4, "0");
    super(
      `${file} is open to other users (mode ${octal}), so the secrets key may be known: run chmod 600 ${file}`,
    );
    this.name = "SecretsKeyFileError";
  }
}

/**
 * The key from SECRETS_KEY, or else one generated once and kept in
 * `<dataDir>/secrets.key` with owner-only permissions (0600). Like ssh with
 * a private key, refuses (`SecretsKeyFileError`) a key file that group or
 * others may read or write.
 */
export async function loadOrCreateSecretsKey(
  secretsKey: string | undefined,
  dataDir: string,
): Promise<Buffer> {
  if (secretsKey) return parseSecretsKey(secretsKey);
  const file = path.join(dataDir, "secrets.key");
  try {
    return await readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  try {
    // "wx": never overwrite a key another process wrote in the meantime.
    await writeFile(file, `${key.toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readKeyFile(file);
    throw error;
  }
  await chmod(file, 0o600);
  return key;
}

async function readKeyFile(file: string): Promise<Buffer> {
  const { mode } = await stat(file);
  // Windows has no such permission bits to check.
  if (process.platform !== "win32" && (mode & 0o077) !== 0) {
    throw new SecretsKeyFileError(file, mode);
  }
  return parseSecretsKey((await readFile(file, "utf8")).trim());
}
