/** /tipjar: a jar in a group that members tip with one press. */
import type { Feature } from "../../feature.ts";
import {
  jarAfterSent,
  TIPJAR_CONVERSATION,
  tipJarLink,
  tipjarConversation,
  tipjarFeature,
  tipjarIntentPolicy,
} from "./index.ts";
import { JAR_DATA } from "./jar.ts";

export const tipjar: Feature = {
  name: "tipjar",
  chat: tipjarFeature,
  deepLinks: [tipJarLink],
  questions: [{ id: TIPJAR_CONVERSATION, run: tipjarConversation }],
  // A jar's presses are safe by their own one-use claims: not queued per chat.
  lockFreePresses: [JAR_DATA],
  afterSent: { tipjar: jarAfterSent },
  // A tip into a jar is sent only while the jar is open (its policy's gate, step 4 of the one order).
  intentPolicies: (env) => ({ tipjar: tipjarIntentPolicy(env) }),
  commands: [{ scope: "group", command: "tipjar", rank: 50 }],
};
