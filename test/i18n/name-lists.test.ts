/**
 * Receipts name people as the reader's language joins names ("A, B und C",
 * "A, B и C"), never with a bare ", " before the last one, and the "… more"
 * beyond the named ones reads as the list's last item.
 */
import { describe, expect, it } from "vitest";
import { PreferenceService } from "../../src/accounts/preferences.ts";
import { giveawayCard } from "../../src/chat/flows/giveaway-card.ts";
import { addTip, emptyReceipt, renderReceipt } from "../../src/chat/flows/tip-receipt.ts";
import { type RainPlan, rainReceipt } from "../../src/features/rain/index.ts";
import { addPayment, type JarRecord, renderJar } from "../../src/features/tipjar/jar.ts";
import { ChatLanguages } from "../../src/i18n/chat-languages.ts";
import { Translations } from "../../src/i18n/i18n.ts";
import { Voices } from "../../src/i18n/voices.ts";
import type { Offer, OfferClaim } from "../../src/operations/offers.ts";
import { openStore } from "../../src/storage/index.ts";

const store = await openStore({ url: "memory:", dataDir: "/nonexistent" });
const preferences = new PreferenceService(store);
const voices = new Voices({
  translations: new Translations(),
  languages: new ChatLanguages(store, preferences),
  preferences,
});
const german = voices.voice("de", undefined, undefined);
const russian = voices.voice("ru", undefined, undefined);

function tipped(names: string[]) {
  let record = emptyReceipt("Bob");
  names.forEach((name, i) => {
    record = addTip(record, { id: `t${i}`, tipperId: i + 1, tipperName: name, amountSat: 100 });
  });
  return record;
}

describe("names joined in the reader's language", () => {
  it("a voice joins two and three names with the language's word for and", () => {
    expect(german.list(["Anna", "Boris"])).toBe("Anna und Boris");
    expect(german.list(["Anna", "Boris", "Clara"])).toBe("Anna, Boris und Clara");
    expect(russian.list(["Анна", "Борис", "Вера"])).toBe("Анна, Борис и Вера");
    expect(russian.list(["Анна"])).toBe("Анна");
  });

  it("a tip receipt: German and Russian, the tippers beyond ten as the last item", () => {
    const three = tipped(["Anna", "Boris", "Clara"]);
    expect(renderReceipt(three, false, german)).toContain(
      "von Anna (100 sat), Boris (100 sat) und Clara (100 sat)",
    );
    expect(renderReceipt(three, false, russian)).toContain(
      "От: Anna (100 sat), Boris (100 sat) и Clara (100 sat)",
    );
    const twelve = tipped(Array.from({ length: 12 }, (_, i) => `T${i + 1}`));
    expect(renderReceipt(twelve, false, german)).toContain("T10 (100 sat) und 2 weiteren");
    expect(renderReceipt(twelve, false, russian)).toContain("T10 (100 sat) и ещё 2");
    expect(renderReceipt(twelve, false, russian)).not.toContain("и и");
  });

  it("a rain's receipt: German and Russian", () => {
    const plan: RainPlan = {
      id: "r1",
      senderId: 1,
      senderName: "Anna",
      senderHandle: "@anna",
      chatId: -100,
      chatTitle: "Lounge",
      linkBase: undefined,
      messageId: 5,
      shareSat: 100,
      note: undefined,
      recipients: [
        { id: 2, name: "Boris", handle: "@boris", state: "sent" },
        { id: 3, name: "Clara", handle: "@clara", state: "sent" },
        { id: 4, name: "Dora", handle: "@dora", state: "sent" },
      ],
      finished: true,
      proposedAt: 0,
    };
    expect(rainReceipt(plan, german, false).html).toContain("Boris, Clara und Dora");
    expect(rainReceipt(plan, russian, false).html).toContain("Boris, Clara и Dora");
  });

  it("a giveaway card and a tip jar: German and Russian", () => {
    const offer = {
      id: "g".repeat(22),
      kind: "giveaway",
      payerId: 1,
      payerHandle: "@anna",
      shareSat: 100,
      shares: 5,
      ttlMs: 60_000,
      chatId: -100,
      context: { creatorName: "Anna", messageId: 5, chatTitle: "Lounge" },
      createdAt: 0,
      expiresAt: 60_000,
      payerAccount: null,
    } satisfies Offer;
    const claims: OfferClaim[] = ["Boris", "Clara"].map((name, i) => ({
      userId: i + 2,
      name,
      operationId: `op${i}`,
      state: "sent",
      at: 0,
    }));
    expect(giveawayCard({ offer, claims }, german, false).html).toContain("Boris und Clara");
    expect(giveawayCard({ offer, claims }, russian, false).html).toContain("Boris и Clara");

    let jar: JarRecord = {
      v: 1,
      id: "j".repeat(22),
      chatId: -100,
      chatTitle: "Lounge",
      owner: { id: 1, name: "Anna", handle: "@anna" },
      targetSat: 1_000,
      allowMore: false,
      totalSat: 0,
      contributors: [],
      counted: [],
    };
    for (const [i, name] of ["Boris", "Clara", "Dora"].entries()) {
      jar = addPayment(jar, { operationId: `j${i}`, payer: { id: i + 2, name }, sat: 10 });
    }
    expect(renderJar(jar, false, german)).toContain("Von: Boris, Clara und Dora");
    expect(renderJar(jar, false, russian)).toContain("От: Boris, Clara и Dora");
  });
});
