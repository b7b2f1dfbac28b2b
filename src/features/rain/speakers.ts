/**
 * Who spoke recently in a group, for /rain: user id, name and when they
 * last wrote; never what they wrote. Kept per group in the store, newest
 * first, bounded to RAIN_MAX_RECIPIENTS + 1 (the sender is left out of a
 * rain), forgotten after RAIN_WINDOW_MINUTES.
 *
 * What the bot sees depends on Telegram's privacy mode: with it on (the
 * default) a bot in a group sees only commands, replies to its messages
 * and mentions of it; as an admin, or with privacy mode off, it sees every
 * message. Members of a group are handled side by side (`orderedOnce`
 * orders one member's updates only): the read-then-write here is done under
 * the group's own lock.
 */
import type { MiddlewareFn } from "grammy";
import type { BotContext } from "../../chat/context.ts";
import { displayName, historyName } from "../../chat/flows/people.ts";
import type { Services } from "../../services.ts";

export interface Speaker {
  id: number;
  name: string;
  /** "@username" or the name, for history. */
  handle: string;
  /** When they last wrote (ms). */
  at: number;
  /** Telegram said they have Premium (the condition `premium`). */
  premium?: true | undefined;
}

/** A speaker's time is written again only after this long, so a chatty member costs few writes. */
const REFRESH_MS = 30_000;

function speakersOf(deps: Services) {
  return deps.store.keyv<Speaker[]>("rain-speakers", { durable: false });
}

/** Middleware: remembers the author of each group message (members only: no bots, no channels). */
export function rememberSpeakers(): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const message = ctx.message;
    const chat = ctx.chat;
    const from = message?.from;
    if (
      message &&
      from &&
      !from.is_bot &&
      !message.sender_chat &&
      chat &&
      (chat.type === "group" || chat.type === "supergroup")
    ) {
      try {
        await remember(ctx.deps, chat.id, {
          id: from.id,
          name: displayName(from),
          handle: historyName(from),
          at: ctx.deps.now(),
          ...(from.is_premium ? { premium: true as const } : {}),
        });
      } catch (error) {
        // Rain is a nicety: a store hiccup must not stop the message being handled.
        ctx.log.warn({ err: error }, "could not remember a speaker");
      }
    }
    await next();
  };
}

async function remember(deps: Services, chatId: number, speaker: Speaker): Promise<void> {
  const { windowMs, maxRecipients } = deps.config.rain;
  const store = speakersOf(deps);
  const fresh = (known: Speaker[]) => {
    const mine = known.find((other) => other.id === speaker.id);
    return mine !== undefined && speaker.at - mine.at < REFRESH_MS && mine.name === speaker.name;
  };
  // Most messages change nothing: read without the lock first.
  if (fresh((await store.get(String(chatId))) ?? [])) return;
  await deps.store.withLock(
    `rain-speakers:${chatId}`,
    async () => {
      const known = (await store.get(String(chatId))) ?? [];
      if (fresh(known)) return;
      const next = [speaker, ...known.filter((other) => other.id !== speaker.id)]
        .filter((other) => other.at > speaker.at - windowMs)
        .slice(0, maxRecipients + 1);
      await store.set(String(chatId), next, windowMs);
    },
    { waitMs: 5_000, leaseMs: 5_000 },
  );
}

/**
 * The most recent speakers of `chatId` within the rain window, newest
 * first, without `excludeId` (the sender), at most RAIN_MAX_RECIPIENTS.
 */
export async function recentSpeakers(
  deps: Services,
  chatId: number,
  excludeId: number,
): Promise<Speaker[]> {
  const { windowMs, maxRecipients } = deps.config.rain;
  const since = deps.now() - windowMs;
  const known = (await speakersOf(deps).get(String(chatId))) ?? [];
  return known
    .filter((speaker) => speaker.id !== excludeId && speaker.at > since)
    .slice(0, maxRecipients);
}
