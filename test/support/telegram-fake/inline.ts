/**
 * Inline mode for the Telegram fake: Telegram's checks on `answerInlineQuery`
 * (kept apart from the fake's class so they read as a list). Each check
 * returns the "Bad Request: …" detail Telegram gives, or undefined.
 */
import type { InlineQueryResult, InlineQueryResultsButton } from "grammy/types";

/** Results one answer may carry. */
export const MAX_INLINE_RESULTS = 50;
/** Bytes of a result id. */
export const MAX_RESULT_ID_BYTES = 64;
/**
 * How long an inline query can be answered: Telegram drops a query the bot
 * has not answered within about ten seconds (the user's app gave up).
 */
export const INLINE_QUERY_ANSWER_MS = 10_000;

/** What the bot answered to one inline query. */
export interface InlineAnswer {
  inline_query_id: string;
  results: InlineQueryResult[];
  cache_time: number | undefined;
  is_personal: boolean | undefined;
  next_offset: string | undefined;
  button: InlineQueryResultsButton | undefined;
  at: number;
}

/** A start parameter as t.me deep links take it: 1–64 of A-Z, a-z, 0-9, _ and -. */
export function isStartParameter(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/**
 * Telegram's checks on the answer's own fields (not the results' messages,
 * which the fake parses as it parses any message): results an array of at
 * most 50, ids 1–64 bytes and unique, a known type with its required
 * fields, `cache_time` a non-negative integer, `is_personal` a boolean, and
 * a `button` (or the older `switch_pm_text` + `switch_pm_parameter`) with a
 * text and a valid start parameter or web app.
 */
export function inlineAnswerProblem(params: Record<string, unknown>): string | undefined {
  const results = params.results;
  if (!Array.isArray(results)) return "can't parse inline query results JSON object";
  if (results.length > MAX_INLINE_RESULTS) return "RESULTS_TOO_MUCH";
  const ids = new Set<string>();
  for (const raw of results as unknown[]) {
    if (typeof raw !== "object" || raw === null) return "can't parse InlineQueryResult";
    const result = raw as Record<string, unknown>;
    const id = result.id;
    if (typeof id !== "string" || id === "" || Buffer.byteLength(id) > MAX_RESULT_ID_BYTES) {
      return "RESULT_ID_INVALID";
    }
    if (ids.has(id)) return "RESULT_ID_DUPLICATE";
    ids.add(id);
    if (result.type !== "article") {
      // The fake knows articles, the only kind a text bot needs; others are not faked.
      return `unsupported inline query result type "${String(result.type)}" in this fake`;
    }
    if (typeof result.title !== "string" || result.title.trim() === "") {
      return "RESULT_TITLE_EMPTY";
    }
    const content = result.input_message_content as Record<string, unknown> | undefined;
    if (
      typeof content !== "object" ||
      content === null ||
      typeof content.message_text !== "string"
    ) {
      return "MESSAGE_EMPTY";
    }
  }
  const cacheTime = params.cache_time;
  if (cacheTime !== undefined && !(Number.isInteger(cacheTime) && (cacheTime as number) >= 0)) {
    return 'field "cache_time" must be a non-negative Integer';
  }
  if (params.is_personal !== undefined && typeof params.is_personal !== "boolean") {
    return 'field "is_personal" must be of type Boolean';
  }
  if (params.button !== undefined) {
    const button = params.button as Record<string, unknown>;
    if (typeof button !== "object" || button === null) return "can't parse button JSON object";
    if (typeof button.text !== "string" || button.text.trim() === "") return "BUTTON_TEXT_INVALID";
    const hasStart = button.start_parameter !== undefined;
    const hasWebApp = button.web_app !== undefined;
    if (hasStart === hasWebApp) return "exactly one of start_parameter and web_app must be given";
    if (hasStart && !isStartParameter(button.start_parameter)) return "START_PARAM_INVALID";
  }
  if (params.switch_pm_text !== undefined || params.switch_pm_parameter !== undefined) {
    if (typeof params.switch_pm_text !== "string" || params.switch_pm_text === "") {
      return "BUTTON_TEXT_INVALID";
    }
    if (!isStartParameter(params.switch_pm_parameter)) return "START_PARAM_INVALID";
  }
  return undefined;
}
