/**
 * Texts shared by several features (one place, ready for translation).
 * Feature-specific texts live beside each feature.
 */

export const commonTexts = {
  testMoney: "🧪 <i>test money (sandbox)</i>",
  unexpectedError: "⚠️ Something went wrong on our side. Check /history before repeating a payment.",
  busy: "⏳ I am still busy with your previous request. Please send that again in a moment.",
  buttonError: "Something went wrong. Please try again.",
  staleButton: "This button is no longer active.",
  notYourButton: "Only the person who asked can press this button.",
  privateOnly: (command: string) =>
    `🔒 /${command} works in a private chat with me, so nothing sensitive is shown in the group.`,
  openPrivateChat: "Open private chat",
  noAccount:
    "You have no gateway account connected yet. Send /connect to add your merchant account.",
  cancelled: "Cancelled.",
  nothingToCancel: "There is nothing to cancel.",
  skip: "Skip",
  cancel: "Cancel",
  askTimeout: "I stopped waiting for an answer. Send the command again when you are ready.",
  /** Under a question in a group, where no Skip button fits beside the force reply. */
  skipByCommand: "Or send /skip to leave it out.",
  questionClosed: (tries: number, restart: string | undefined) =>
    `I closed this question after ${tries} answers I could not use. ${startAgain(restart)}`,
  questionWasClosed: (restart: string | undefined) =>
    `I closed that question earlier, so I did not use this answer. ${startAgain(restart)}`,
  questionTimedOut: (restart: string | undefined) =>
    `I stopped waiting for an answer to that question, so I did not use this one. ${startAgain(restart)}`,
  editedSend: (command: string) =>
    `✏️ I do not act on edited payment commands: nothing was sent or changed. Send ${command} again as a new message.`,
  amountReasons: {
    empty: "Please send an amount, for example 1500, 1.5k or 0.0001 btc.",
    not_a_number:
      "That is not an amount I understand. Try 1500, 1 500, 1.5k, 21k sats or 0.0001 btc.",
    ambiguous:
      "That amount could be read two ways: a comma is a decimal point to some and a thousands separator to others. Write it without the comma, e.g. 1500, 1.5k or 0.0001 btc.",
    /** `unit` is letters and currency signs only (parseAmount), so it is safe in HTML and plain text. */
    unknown_unit: (unit: string | undefined) =>
      `${unit ? `“${unit}”` : "That"} is not a unit I know. Write sat, k (thousand sat) or btc, e.g. 1500, 1.5k or 0.0001 btc.`,
    zero: "The amount must be more than zero.",
    negative: "The amount cannot be negative.",
    fractional_sat:
      "Lightning amounts are whole satoshi: 1 sat is the smallest unit (0.00000001 btc).",
    too_large: (max: string) => `That is above the limit of ${max} per payment.`,
    unsafe: "That amount is far too large.",
  },
} as const;

/** How to start a closed question again: its command when known. */
function startAgain(restart: string | undefined): string {
  return restart ? `Send ${restart} to start again.` : "Send the command again to start over.";
}

/** Appends the test-money mark when the account runs on the sandbox. */
export function withMoneyMark(html: string, sandbox: boolean): string {
  return sandbox ? `${html}\n\n${commonTexts.testMoney}` : html;
}
