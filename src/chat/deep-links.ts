/**
 * Deep links (`t.me/<bot>?start=<payload>`, which Telegram sends as
 * `/start <payload>` in the private chat): /start asks each feature's
 * answer in turn, so a feature answers its own links without /start
 * knowing it.
 */
import type { BotContext } from "./context.ts";

/** Answers `payload` and returns true when the link is this feature's; false leaves it to the others. */
export type DeepLinkAnswer = (ctx: BotContext, payload: string) => Promise<boolean>;
