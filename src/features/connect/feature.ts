/** /connect and /disconnect: a member's own gateway account. */
import type { Feature } from "../../feature.ts";
import { connectConversation, connectFeature } from "./index.ts";

export const connect: Feature = {
  name: "connect",
  chat: connectFeature,
  questions: [{ id: "connect", run: connectConversation }],
  commands: [
    // On the sandbox there is nothing to connect, and /disconnect resets the test money.
    { scope: "private", command: "connect", rank: 100, sandbox: "hidden" },
    {
      scope: "private",
      command: "disconnect",
      rank: 110,
      sandbox: { description: "menu-private-disconnect-sandbox" },
    },
  ],
};
