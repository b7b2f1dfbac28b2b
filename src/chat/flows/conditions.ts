/**
 * Who may take part in a raffle, a giveaway or a rain, beyond the rules
 * each keeps (never its creator, never a bot): conditions typed after the
 * command's numbers, `member:7d active:14d channel:@name premium captcha`.
 * Farming by fresh accounts is what they answer: a member the bot has known
 * in the group for a week, who wrote lately, who belongs to a channel, or
 * who passed a check is not a script's throwaway account.
 *
 * Whether someone meets them is told only to that person (on their press);
 * the group sees the conditions, never who failed one.
 */
import { GrammyError } from "grammy";
import type { User } from "grammy/types";
import type { Voice } from "../../i18n/voices.ts";
import type { Services } from "../../services.ts";
import type { BotContext } from "../context.ts";
import { escapeHtml } from "../html.ts";
import { memberFacts } from "../sightings.ts";
import { isIn } from "./card-press.ts";

/** Longest "member for" or "active within" condition: 365 days. */
const MAX_CONDITION_DAYS = 365;
const DAY_MS = 24 * 60 * 60_000;

/** Who may take part. */
export interface Conditions {
  /** Known in the group for at least this many days. */
  memberDays?: number | undefined;
  /** Wrote in the group within this many days. */
  activeDays?: number | undefined;
  /** A member of this channel or group (its @username, without "@"). */
  channel?: string | undefined;
  /** Telegram Premium only. */
  premium?: boolean | undefined;
  /** Picks the emoji shown, on buttons, before taking part (where a press takes part). */
  captcha?: boolean | undefined;
}

/**
 * Reads the conditions at the start of `words`: the conditions, and the
 * words after them (a note); `invalid` names a condition with a bad value.
 */
export function takeConditions(
  words: readonly string[],
): { conditions: Conditions; rest: string[] } | { invalid: string } {
  const conditions: Conditions = {};
  let index = 0;
  for (; index < words.length; index++) {
    const word = (words[index] ?? "").replace(/^--?/, "");
    const parsed = parseCondition(word);
    if (parsed === "not_a_condition") break;
    if (parsed === "invalid") return { invalid: word.slice(0, 40) };
    Object.assign(conditions, parsed);
  }
  return { conditions, rest: words.slice(index) };
}

/** One condition word: what it sets, "invalid" (its name with a bad value), or not one at all. */
function parseCondition(word: string): Conditions | "invalid" | "not_a_condition" {
  const lower = word.toLowerCase();
  if (lower === "premium") return { premium: true };
  if (lower === "captcha") return { captcha: true };
  const [name, value = ""] = lower.split(":", 2) as [string, string?];
  if (!word.includes(":") || !["member", "active", "channel"].includes(name)) {
    return "not_a_condition";
  }
  if (name === "channel") {
    const username = value.replace(/^@/, "");
    return /^[a-z][a-z0-9_]{3,31}$/.test(username) ? { channel: username } : "invalid";
  }
  const days = /^(\d{1,3})d?$/.exec(value);
  const count = days ? Number(days[1]) : 0;
  if (count < 1 || count > MAX_CONDITION_DAYS) return "invalid";
  return name === "member" ? { memberDays: count } : { activeDays: count };
}

/** Whether `conditions` sets anything. */
export function hasConditions(conditions: Conditions | undefined): boolean {
  return Object.values(conditions ?? {}).some((value) => value !== undefined && value !== false);
}

/** What a member's record says of the time-based conditions: the first failed one, if any. */
export function failedTimeCondition(
  conditions: Conditions,
  facts: { firstSeen: number | undefined; lastActive: number | undefined },
  now: number,
): "member" | "active" | undefined {
  if (conditions.memberDays !== undefined) {
    const since = facts.firstSeen;
    if (since === undefined || now - since < conditions.memberDays * DAY_MS) return "member";
  }
  if (conditions.activeDays !== undefined) {
    const last = facts.lastActive;
    if (last === undefined || now - last > conditions.activeDays * DAY_MS) return "active";
  }
  return undefined;
}

/** Who is checked: a member, with Premium when Telegram said so. */
export type Candidate = Pick<User, "id"> & { is_premium?: boolean | undefined };

/**
 * The condition `candidate` does not meet in `chatId`, worded for them
 * (plain text, for a press's answer), or undefined when they meet all but
 * the captcha (which the caller asks for). A channel Telegram will not
 * show counts as not met.
 */
export async function conditionRefusal(
  env: { deps: Services; api: BotContext["api"]; log: BotContext["log"] },
  t: Voice["t"],
  chatId: number,
  candidate: Candidate,
  conditions: Conditions,
): Promise<string | undefined> {
  const { deps } = env;
  if (conditions.premium && !candidate.is_premium) return t("condition-refused-premium");
  if (conditions.memberDays !== undefined || conditions.activeDays !== undefined) {
    const failed = failedTimeCondition(
      conditions,
      await memberFacts(deps, chatId, candidate.id),
      deps.now(),
    );
    if (failed === "member") {
      return t("condition-refused-member", { days: conditions.memberDays ?? 0 });
    }
    if (failed === "active") {
      return t("condition-refused-active", { days: conditions.activeDays ?? 0 });
    }
  }
  if (conditions.channel) {
    let member = false;
    try {
      member = isIn(await env.api.getChatMember(`@${conditions.channel}`, candidate.id));
    } catch (error) {
      if (!(error instanceof GrammyError)) throw error;
      env.log.info({ err: error }, "channel membership not confirmed: counted as no");
    }
    if (!member) return t("condition-refused-channel", { channel: conditions.channel });
  }
  return undefined;
}

/**
 * Why `conditions` cannot be offered where they were typed (HTML, for a
 * reply), or undefined: the bot must see a `channel:`'s members.
 */
export async function conditionsProblem(
  ctx: BotContext,
  conditions: Conditions,
): Promise<string | undefined> {
  if (!conditions.channel) return undefined;
  try {
    const member = await ctx.api.getChatMember(`@${conditions.channel}`, ctx.me.id);
    if (member.status === "administrator" || member.status === "creator") return undefined;
  } catch (error) {
    if (!(error instanceof GrammyError)) throw error;
    ctx.log.info({ err: error }, "a condition's channel could not be checked");
  }
  return ctx.t("condition-channel-not-admin", { channel: escapeHtml(conditions.channel) });
}

/** The conditions, one line each, as a question or a card shows them (HTML). */
export function conditionLines(
  voice: Pick<Voice, "t">,
  conditions: Conditions | undefined,
): string[] {
  const { t } = voice;
  const lines: string[] = [];
  if (!conditions || !hasConditions(conditions)) return lines;
  if (conditions.memberDays !== undefined) {
    lines.push(t("condition-member", { days: conditions.memberDays }));
  }
  if (conditions.activeDays !== undefined) {
    lines.push(t("condition-active", { days: conditions.activeDays }));
  }
  if (conditions.channel) {
    lines.push(t("condition-channel", { channel: escapeHtml(conditions.channel) }));
  }
  if (conditions.premium) lines.push(t("condition-premium"));
  if (conditions.captcha) lines.push(t("condition-captcha"));
  return lines;
}
