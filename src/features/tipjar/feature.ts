/** /tipjar: a jar in a group that members tip with one press. */
import type { Feature } from "../../feature.ts";
import { jarAfterSent, TIPJAR_CONVERSATION, tipjarConversation, tipjarFeature } from "./index.ts";
import { JAR_DATA, jarIsOpen } from "./jar.ts";

export const tipjar: Feature = {
  name: "tipjar",
  chat: tipjarFeature,
  questions: [{ id: TIPJAR_CONVERSATION, run: tipjarConversation }],
  // A jar's presses are safe by their own one-use claims: not queued per chat.
  lockFreePresses: [JAR_DATA],
  afterSent: { tipjar: jarAfterSent },
  // A tip into a jar is sent only while the jar is open (step 4 of the one order).
  gates: { tipjar: jarIsOpen },
  commands: [{ scope: "group", command: "tipjar", rank: 50 }],
};
