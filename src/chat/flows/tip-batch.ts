/**
 * A tip to several people at once (`/tip 300 @ann @bob thanks` in a group,
 * `@bot 300 @ann @bob thanks` in any chat): who the names are, the total
 * checked before anything moves, one intent per person (each paid or
 * pledged on its own), a line per person for the receipt, the notes. /tip
 * and guest tips share it; each shows the batch its own way (a group
 * message, a guest card).
 */
import type { Api } from "grammy";
import { usernameDirectory } from "../../accounts/members.ts";
import type { Voice } from "../../i18n/voices.ts";
import type { Logger } from "../../logger.ts";
import {
  type IntentPolicy,
  type IntentResult,
  type Payee,
  payeeName,
} from "../../operations/intents.ts";
import type { SendableRefusal } from "../../operations/pay-targets.ts";
import type { Services } from "../../services.ts";
import { failureText } from "../../wording/failures.ts";
import { overLimitText } from "../../wording/over-limit.ts";
import { escapeHtml } from "../html.ts";
import { withMoneyMark } from "../texts.ts";
import { type PledgeFacts, pledgeFacts } from "./pledges.ts";
import { notify, withNote } from "./tip-settle.ts";

/** At most this many people in one tip to several. */
export const MAX_PEOPLE = 10;

/** One person of a batch: the name shown, and whom the engine pays. */
export interface BatchPerson {
  label: string;
  payee: Payee;
}

/**
 * The people named by `usernames`, as the bot knows them (a member seen
 * before is paid by id, anyone else gets a pledge for the @username); or
 * the first name that is the tipper or the bot itself.
 */
export async function namedPeople(
  deps: Pick<Services, "store">,
  usernames: readonly string[],
  tipperId: number,
  botUsername: string,
): Promise<{ people: BatchPerson[] } | { notSelf: string }> {
  const directory = usernameDirectory(deps.store);
  const people: BatchPerson[] = [];
  for (const username of usernames) {
    const known = await directory.resolve(username);
    if (known?.id === tipperId || username.toLowerCase() === botUsername.toLowerCase()) {
      return { notSelf: `@${username}` };
    }
    const name = known
      ? [known.firstName, known.lastName].filter(Boolean).join(" ") || `@${username}`
      : `@${username}`;
    people.push({
      label: name,
      payee: known
        ? {
            type: "member",
            person: { id: known.id, name, handle: `@${known.username ?? username}` },
          }
        : { type: "username", username },
    });
  }
  return { people };
}

/**
 * Why `count` shares of `shareSat` cannot go out, before anything moves:
 * each share within the per-payment limit, the total within the day's
 * limit and the funds. Undefined when they may.
 */
export async function batchRefusal(
  deps: Pick<Services, "intents">,
  tipperId: number,
  shareSat: number,
  count: number,
): Promise<SendableRefusal | undefined> {
  return deps.intents.checkSendableShares(tipperId, shareSat, count);
}

/** Why a batch was refused, for the tipper's private chat (HTML; may show their figures). */
export function batchRefusalReason(
  voice: Voice,
  refusal: Exclude<SendableRefusal, { reason: "no_account" }>,
): string {
  return refusal.reason === "funds"
    ? voice.t("tip-many-funds", { spendable: voice.amount(refusal.spendableSat) })
    : escapeHtml(overLimitText(voice, refusal));
}

/** What the intents of one batch share. */
export interface BatchTerms {
  /** The intent kind of each share (the feature's). */
  kind: string;
  payer: { id: number; name: string; handle: string };
  shareSat: number;
  people: readonly BatchPerson[];
  /** Each share's origin is `<originPrefix>:<index>`: one intent per person, whoever asks again. */
  originPrefix: string;
  /** The chat the intents are asked in (where a pledge's message goes). */
  chatId: number;
  /** The chat a pledge's facts name. */
  pledgeChat: {
    id: number;
    title?: string | undefined;
    type: string;
    username?: string | undefined;
  };
  pledgeTtlMs: number;
  /** The message a pledge's message answers. */
  replyTo?: number | undefined;
  note: string | undefined;
  description: string | undefined;
  countOnBoard?: boolean | undefined;
  details: Record<string, string | number | boolean>;
}

/**
 * Hands the engine one intent per person, in turn (confirmed for the total
 * already, or within the threshold: each share asks nothing more), and
 * calls `each` with every outcome as it comes. Asked again, the same
 * intents are carried on: nobody is paid twice.
 */
export async function payShares(
  deps: Pick<Services, "intents">,
  terms: BatchTerms,
  each: (person: BatchPerson, result: IntentResult) => Promise<void>,
): Promise<IntentResult[]> {
  const results: IntentResult[] = [];
  for (const [index, person] of terms.people.entries()) {
    const facts: PledgeFacts = pledgeFacts({
      payer: terms.payer,
      recipient:
        person.payee.type === "member"
          ? { userId: person.payee.person.id, name: person.label }
          : { username: person.label },
      chat: terms.pledgeChat,
      note: terms.note,
      source: "tip",
      replyTo: terms.replyTo,
    });
    const result = await deps.intents.submit({
      kind: terms.kind,
      payer: terms.payer,
      payee: person.payee,
      amountSat: terms.shareSat,
      origin: `${terms.originPrefix}:${index}`,
      chatId: terms.chatId,
      confirm: "opted_in",
      pledge: { ttlMs: terms.pledgeTtlMs, context: facts },
      description: terms.description,
      ...(terms.countOnBoard ? { countOnBoard: true } : {}),
      details: { ...terms.details, share: index },
    });
    results.push(result);
    await each(person, result);
  }
  return results;
}

/**
 * Where one person's share stands, as a receipt shows it: sent, pledged
 * (and later claimed or not), not sent, or unknown.
 */
export type ShareState = "sent" | "pledged" | "claimed" | "unclaimed" | "not_sent" | "unknown";

/** The state of a share from the engine's outcome. */
export function shareState(result: IntentResult): ShareState {
  switch (result.status) {
    case "sent":
      return "sent";
    case "pledged":
      return "pledged";
    case "unknown":
      return "unknown";
    case "already": {
      const state = result.operation?.state;
      if (state === "sent") return "sent";
      if (state === "unknown") return "unknown";
      return result.operation === undefined ? "pledged" : "not_sent";
    }
    default:
      return "not_sent";
  }
}

/**
 * One person's line of a batch's receipt in `shown` (the voice of where
 * it is shown: no one's figures), and the reason in `tipper`'s voice, for
 * their private chat alone, when it was not sent.
 */
export function shareLine(
  voices: { shown: Voice; tipper: Voice },
  label: string,
  shareSat: number,
  result: IntentResult,
): { shown: string; private?: string } {
  const { shown, tipper } = voices;
  const name = escapeHtml(label);
  const amount = shown.amount(shareSat);
  const failed = (reason: string) => ({
    shown: shown.t("tip-many-line-not-sent", { name }),
    private: tipper.t("tip-many-line-reason", { name, reason }),
  });
  switch (result.status) {
    case "sent":
    case "pledged":
    case "already":
    case "unknown": {
      const state = shareState(result);
      const id = {
        sent: "tip-many-line-sent",
        claimed: "tip-many-line-sent",
        pledged: "tip-many-line-pledged",
        unknown: "tip-many-line-unknown",
        unclaimed: "tip-many-line-not-sent",
        not_sent: "tip-many-line-not-sent",
      }[state];
      return { shown: shown.t(id, { name, amount }) };
    }
    case "failed":
      return failed(escapeHtml(failureText(result.error, tipper)));
    case "over_limit":
      return failed(escapeHtml(overLimitText(tipper, result)));
    case "refused": {
      const why = result.refusal;
      if (why.reason === "funds") {
        return failed(tipper.t("tip-many-funds", { spendable: tipper.amount(why.spendableSat) }));
      }
      if (why.reason === "over_limit") return failed(escapeHtml(overLimitText(tipper, why)));
      return failed(tipper.t("tip-many-reason-other"));
    }
    default:
      return failed(tipper.t("tip-many-reason-other"));
  }
}

/** What telling people needs. */
export interface BatchEnv {
  deps: Services;
  api: Api;
  log: Logger;
}

/** Tells a member paid by a batch, in private: who tipped them, how much, where. */
export async function tellShareReceived(
  env: BatchEnv,
  memberId: number,
  facts: { from: string; shareSat: number; where: string; note: string | undefined },
): Promise<void> {
  const voice = await env.deps.voices.forUser(memberId);
  await notify(
    env,
    memberId,
    withMoneyMark(
      withNote(
        voice.t("tip-recipient-note", {
          from: escapeHtml(facts.from),
          amount: voice.amount(facts.shareSat),
          where: escapeHtml(facts.where),
        }),
        facts.note ? voice.t("tip-note", { note: escapeHtml(facts.note) }) : undefined,
      ),
      env.deps.accounts.isSandbox,
      voice.t,
    ),
  );
}

/** Tells the tipper in private who was not paid and why (`lines`: from `shareLine`). */
export async function tellSharesNotSent(
  env: BatchEnv,
  tipperId: number,
  lines: readonly string[],
): Promise<void> {
  if (lines.length === 0) return;
  const voice = await env.deps.voices.forUser(tipperId);
  await notify(
    env,
    tipperId,
    withMoneyMark(
      withNote(voice.t("tip-many-failed-note"), ...lines),
      env.deps.accounts.isSandbox,
      voice.t,
    ),
  );
}

/**
 * Tells the tipper in private how a share the engine carried on by itself
 * ended (the sweeper, after a crash cut the batch off); `chatTitle` is read
 * from the intent's details. Pledges are left to `pledged`.
 */
export function shareAnnouncer(
  env: BatchEnv,
  pledged: (outcome: Extract<IntentResult, { status: "pledged" }>) => Promise<void>,
): NonNullable<IntentPolicy["announce"]> {
  return async (outcome) => {
    if (!("intent" in outcome) || outcome.intent === undefined) return;
    const { intent } = outcome;
    if (outcome.status === "pledged") {
      await pledged(outcome);
      return;
    }
    const voice = await env.deps.voices.forUser(intent.payer.id);
    const title = intent.details?.chatTitle;
    const args = {
      amount: voice.amount(intent.amountSat),
      to: escapeHtml(payeeName(intent)),
      where: escapeHtml(typeof title === "string" ? title : ""),
    };
    const text =
      outcome.status === "sent"
        ? voice.t("tip-tipper-note", args)
        : outcome.status === "failed"
          ? voice.t("tip-failed-note", {
              ...args,
              reason: escapeHtml(failureText(outcome.error, voice)),
            })
          : outcome.status === "unknown"
            ? voice.t("tip-unknown-note", args)
            : undefined;
    if (text === undefined) return;
    await notify(env, intent.payer.id, withMoneyMark(text, env.deps.accounts.isSandbox, voice.t));
  };
}
