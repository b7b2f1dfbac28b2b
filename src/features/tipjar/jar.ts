/**
 * A tip jar's state and how it looks: one record per jar in the store,
 * changed under the jar's lock (as the tip receipt, flows/tip-receipt.ts), so
 * replicas and redeliveries agree; adding the same payment twice (by its
 * operation id) changes nothing. Rendering is pure: the group's voice in,
 * HTML and the keyboard out.
 */
import { InlineKeyboard } from "grammy";
import { escapeHtml } from "../../chat/html.ts";
import { withMoneyMark } from "../../chat/texts.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { Store } from "../../storage/types.ts";

/** How long a jar is kept (and its buttons answered): 30 days. */
export const JAR_TTL_MS = 30 * 24 * 60 * 60_000;
/** Payment ids remembered per jar to count each once. */
const REMEMBERED_PAYMENTS = 1_000;
/** Contributors named on the jar; the rest are counted. */
const NAMED_CONTRIBUTORS = 10;
/** Cells of the progress bar. */
const BAR_CELLS = 10;

/** The preset buttons, in satoshi. */
export const JAR_PRESETS = [100, 1_000] as const;

/** Callback data: `jar:<id>:<sat>` pays a preset, `jar:<id>:close` closes. */
export const JAR_DATA = /^jar:([A-Za-z0-9_-]{22}):(\d{1,7}|close)$/;

export interface JarPerson {
  id: number;
  /** Display name, plain text. */
  name: string;
}

/** What the store keeps per jar. Names are plain text (escape before HTML). */
export interface JarRecord {
  v: 1;
  id: string;
  chatId: number;
  chatTitle: string;
  /** The jar's message, once posted. */
  messageId?: number | undefined;
  owner: JarPerson & { handle: string };
  note?: string | undefined;
  targetSat: number;
  /** True: stays open past the target (`/tipjar 10k+`) until the owner closes it. */
  allowMore: boolean;
  totalSat: number;
  /** Per contributor, in the order they first paid. */
  contributors: Array<JarPerson & { sat: number }>;
  /** Ids of the payments counted (the most recent ones). */
  counted: string[];
  /** Why it closed, once it has. */
  closed?: "owner" | "target" | undefined;
}

/** One settled payment into a jar. */
export interface JarPayment {
  operationId: string;
  payer: JarPerson;
  sat: number;
}

/** `jar` with `payment` counted (the same record when it was counted before); closes at the target unless more is allowed. */
export function addPayment(jar: JarRecord, payment: JarPayment): JarRecord {
  if (jar.counted.includes(payment.operationId)) return jar;
  const known = jar.contributors.some((c) => c.id === payment.payer.id);
  const contributors = known
    ? jar.contributors.map((c) =>
        c.id === payment.payer.id
          ? { ...c, name: payment.payer.name, sat: c.sat + payment.sat }
          : c,
      )
    : [...jar.contributors, { ...payment.payer, sat: payment.sat }];
  const totalSat = jar.totalSat + payment.sat;
  const reached = !jar.allowMore && totalSat >= jar.targetSat;
  return {
    ...jar,
    totalSat,
    contributors,
    counted: [...jar.counted, payment.operationId].slice(-REMEMBERED_PAYMENTS),
    closed: jar.closed ?? (reached ? "target" : undefined),
  };
}

/** `▓▓▓▓▓░░░░░`: the share of the target reached, full from the target on. */
export function progressBar(totalSat: number, targetSat: number): string {
  const filled = Math.min(BAR_CELLS, Math.floor((totalSat / targetSat) * BAR_CELLS));
  return "▓".repeat(filled) + "░".repeat(BAR_CELLS - filled);
}

/** The jar's message in `voice` (the group's): title, purpose, progress, contributors, state. */
export function renderJar(
  jar: JarRecord,
  sandbox: boolean,
  voice: Pick<Voice, "t" | "amount" | "list">,
): string {
  const { t, amount } = voice;
  const owner = escapeHtml(jar.owner.name);
  const lines = [t("tipjar-title", { owner })];
  if (jar.note) lines.push(t("tipjar-for", { note: escapeHtml(jar.note) }));
  lines.push(
    t("tipjar-progress", {
      bar: progressBar(jar.totalSat, jar.targetSat),
      percent: Math.floor((jar.totalSat / jar.targetSat) * 100),
    }),
    t(jar.allowMore ? "tipjar-total-open-ended" : "tipjar-total", {
      total: amount(jar.totalSat),
      target: amount(jar.targetSat),
    }),
  );
  const named = jar.contributors.slice(0, NAMED_CONTRIBUTORS).map((c) => escapeHtml(c.name));
  const more = jar.contributors.length - named.length;
  if (named.length === 0) {
    if (!jar.closed) lines.push(t("tipjar-no-contributors"));
  } else {
    const names = more > 0 ? [...named, t("tipjar-more-contributors", { count: more })] : named;
    lines.push(t("tipjar-contributors", { names: voice.list(names) }));
  }
  if (jar.closed === "owner") lines.push(t("tipjar-closed-by-owner", { owner }));
  if (jar.closed === "target") lines.push(t("tipjar-closed-at-target"));
  return withMoneyMark(lines.join("\n"), sandbox, t);
}

/** The jar's buttons while it is open (none once closed); "Other amount" opens the private chat. */
export function jarKeyboard(jar: JarRecord, t: Voice["t"], otherAmountUrl: string): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  if (jar.closed) return keyboard;
  keyboard
    .text("+100", `jar:${jar.id}:${JAR_PRESETS[0]}`)
    .text("+1k", `jar:${jar.id}:${JAR_PRESETS[1]}`)
    .url(t("tipjar-other-button"), otherAmountUrl)
    .row()
    .text(t("tipjar-close-button"), `jar:${jar.id}:close`);
  return keyboard;
}

/** The jars in the store, read and changed under each jar's lock. */
export class JarBook {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  #jars() {
    return this.#store.keyv<JarRecord>("tip-jars");
  }

  async get(id: string): Promise<JarRecord | undefined> {
    return this.#jars().get(id);
  }

  /** Stores a new jar. */
  async create(jar: JarRecord): Promise<void> {
    await this.#jars().set(jar.id, jar, JAR_TTL_MS);
  }

  /**
   * Applies `change` to the jar under its lock and stores the result, then
   * runs `changed` (still under the lock) when the record did change;
   * returns the jar before and after (undefined when there is no such jar).
   * A change returning the same record writes nothing.
   */
  async update(
    id: string,
    change: (jar: JarRecord) => JarRecord,
    changed?: (after: JarRecord) => Promise<void>,
  ): Promise<{ before: JarRecord; after: JarRecord } | undefined> {
    return this.#store.withLock(`tip-jar:${id}`, async (signal) => {
      const before = await this.#jars().get(id);
      if (!before) return undefined;
      const after = change(before);
      if (after !== before) {
        signal.throwIfAborted();
        await this.#jars().set(id, after, JAR_TTL_MS);
        await changed?.(after);
      }
      return { before, after };
    });
  }
}

/** Who pays which jar: what a jar payment's intent keeps (`details`) for settling it. */
export interface JarPaymentDetails {
  jarId: string;
  payer: JarPerson & { handle: string };
}

/**
 * The gate of the tip jar's intents (its policy, `tipjarIntentPolicy`): a payment into
 * jar `jarId` may go on only while the jar is open, so a confirmation shown
 * before its owner pressed Close is refused when pressed after.
 */
export function jarIsOpen(store: Store): (jarId: string) => Promise<boolean> {
  const book = new JarBook(store);
  return async (jarId) => {
    const jar = await book.get(jarId);
    return jar !== undefined && !jar.closed;
  };
}
