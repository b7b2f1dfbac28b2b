import { chmod, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  loadOrCreateSecretsKey,
  parseSecretsKey,
  SecretBox,
  SecretsKeyFileError,
} from "../../src/accounts/secret-box.ts";

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe("SecretBox", () => {
  const box = new SecretBox(Buffer.alloc(32, 7));

  it("round-trips and never shows the plain text", () => {
    const sealed = box.seal("my-api-key-123", "apiKey");
    expect(sealed).not.toContain("my-api-key-123");
    expect(box.open(sealed, "apiKey")).toBe("my-api-key-123");
    expect(box.seal("x", "apiKey")).not.toBe(box.seal("x", "apiKey"));
  });

  it("refuses a ciphertext moved to another field, altered, or opened with another key", () => {
    const sealed = box.seal("secret", "secretKey");
    expect(() => box.open(sealed, "apiKey")).toThrow(/SECRETS_KEY/);
    const [v, iv, body = "", tag] = sealed.split(".");
    const flipped = `${v}.${iv}.${body.startsWith("A") ? "B" : "A"}${body.slice(1)}.${tag}`;
    expect(() => box.open(flipped, "secretKey")).toThrow();
    expect(() => new SecretBox(Buffer.alloc(32, 8)).open(sealed, "secretKey")).toThrow();
  });
});

describe("SecretBox, opening again", () => {
  it("opens a value again the same, never for another field, and stays right past what it remembers", () => {
    const box = new SecretBox(Buffer.alloc(32, 9));
    const sealed = box.seal("secret", "secretKey");
    expect(box.open(sealed, "secretKey")).toBe("secret");
    expect(box.open(sealed, "secretKey")).toBe("secret");
    expect(() => box.open(sealed, "apiKey")).toThrow(/SECRETS_KEY/);
    const values = Array.from({ length: 5_000 }, (_, index) => `key-${index}`);
    const boxes = values.map((value) => box.seal(value, "apiKey"));
    for (const [index, value] of values.entries())
      expect(box.open(boxes[index] ?? "", "apiKey")).toBe(value);
    expect(box.open(boxes[0] ?? "", "apiKey")).toBe("key-0");
    expect(box.open(sealed, "secretKey")).toBe("secret");
  });
});

describe("secrets key", () => {
  it("accepts hex and base64, refuses other lengths", () => {
    expect(parseSecretsKey("ab".repeat(32))).toHaveLength(32);
    expect(parseSecretsKey(Buffer.alloc(32, 1).toString("base64"))).toHaveLength(32);
    expect(() => parseSecretsKey("abcd")).toThrow(/32 bytes/);
  });

  it("generates one key file with owner-only permissions and reuses it", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "lnbot-key-"));
    dirs.push(dir);
    const first = await loadOrCreateSecretsKey(undefined, dir);
    const second = await loadOrCreateSecretsKey(undefined, dir);
    expect(second.equals(first)).toBe(true);
    const file = path.join(dir, "secrets.key");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(first.toString("hex"));
  });

  it("refuses a key file that group or others may read or write, as ssh does, naming the path and the fix", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "lnbot-key-"));
    dirs.push(dir);
    const file = path.join(dir, "secrets.key");
    await writeFile(file, `${"ab".repeat(32)}\n`);
    for (const mode of [0o644, 0o640, 0o604, 0o620, 0o660]) {
      await chmod(file, mode);
      const refusal = loadOrCreateSecretsKey(undefined, dir);
      await expect(refusal).rejects.toThrow(SecretsKeyFileError);
      await expect(refusal).rejects.toThrow(
        `${file} is open to other users (mode 0${mode.toString(8)}), so the secrets key may be known: run chmod 600 ${file}`,
      );
    }
    // The file is left as it was: the operator decides.
    expect((await readFile(file, "utf8")).trim()).toBe("ab".repeat(32));
    for (const mode of [0o600, 0o400]) {
      await chmod(file, mode);
      expect((await loadOrCreateSecretsKey(undefined, dir)).toString("hex")).toBe("ab".repeat(32));
    }
  });

  it("prefers SECRETS_KEY over the file", async () => {
    const key = await loadOrCreateSecretsKey("cd".repeat(32), "/nonexistent");
    expect(key.toString("hex")).toBe("cd".repeat(32));
  });
});
