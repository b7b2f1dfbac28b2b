/**
 * The Bot API methods that put a message into a chat (sends, copies,
 * forwards, edits) and so count against Telegram's flood limits: 30 a
 * second in all, about 1 a second per chat, 20 a minute per group. Reading,
 * answering buttons, chat actions and deleting do not count, as far as
 * Telegram documents. Written once: the outgoing queue paces these, and the
 * Bot API fake of the tests limits the same ones.
 */
const MESSAGE_METHODS: ReadonlySet<string> = new Set(
  [
    "sendMessage",
    "sendPhoto",
    "sendDocument",
    "sendAudio",
    "sendVideo",
    "sendAnimation",
    "sendVoice",
    "sendVideoNote",
    "sendMediaGroup",
    "sendLocation",
    "sendVenue",
    "sendContact",
    "sendPoll",
    "sendDice",
    "sendSticker",
    "sendInvoice",
    "sendGame",
    "sendPaidMedia",
    "copyMessage",
    "copyMessages",
    "forwardMessage",
    "forwardMessages",
    "editMessageText",
    "editMessageCaption",
    "editMessageMedia",
    "editMessageReplyMarkup",
    "editMessageLiveLocation",
    "stopMessageLiveLocation",
    "stopPoll",
  ].map((method) => method.toLowerCase()),
);

/** True when `method` (any case, as Telegram reads method names) counts against the message limits. */
export function isMessageMethod(method: string): boolean {
  return MESSAGE_METHODS.has(method.toLowerCase());
}
