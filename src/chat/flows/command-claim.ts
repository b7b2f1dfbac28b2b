/**
 * The origin of a command that moves money (/tip, /send): the message it
 * came in, `<command>-command:<chat>:<message>`. The intents engine claims
 * it once for the intent the command made, so a redelivered update (a
 * restart, another replica) carries on that intent instead of making a
 * second one.
 */

/** The origin key of command `command` (e.g. "tip") in message `messageId` of `chatId`. */
export function commandClaimKey(command: string, chatId: number, messageId: number): string {
  return `${command}-command:${chatId}:${messageId}`;
}
