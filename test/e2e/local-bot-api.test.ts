/**
 * A local Bot API server (`telegram-bot-api --local`) answers getFile with
 * the file's absolute path on its disk instead of a path to download: a QR
 * photo is read from there (the cloud form is covered in pay.test.ts).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { renderQrPng } from "../../src/bitcoin/qr.ts";
import { startTestBot, type TestBot } from "../support/harness.ts";
import { createUser, privateChat, TelegramFake } from "../support/telegram-fake.ts";

let bot: TestBot | undefined;
let fake: TelegramFake | undefined;
let filesDir: string | undefined;
afterEach(async () => {
  await bot?.stop();
  await fake?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
  bot = undefined;
  fake = undefined;
  filesDir = undefined;
});

it("reads a photo's QR code from the absolute path a local Bot API server gives", async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), "lnbot-local-api-"));
  fake = new TelegramFake({ localFilesDir: filesDir });
  await fake.start();
  bot = await startTestBot({ fake });
  const alice = createUser(7501, "Alice");
  const bob = createUser(7502, "Bob");
  bot.fake.sendText(bob, privateChat(bob), "/invoice 777 cake");
  const card = await bot.fake.nextBotMessage(bob.id, 8_000);
  const entity = card.entities?.filter((e) => e.type === "code").at(-1);
  const invoice = (card.caption ?? "").slice(
    entity?.offset ?? 0,
    (entity?.offset ?? 0) + (entity?.length ?? 0),
  );
  bot.fake.sendPhoto(alice, privateChat(alice), renderQrPng(`LIGHTNING:${invoice.toUpperCase()}`));
  expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain("📷 QR code:");
  expect((await bot.fake.nextBotMessage(alice.id, 8_000)).text).toContain("Pay 777 sat?");
});
