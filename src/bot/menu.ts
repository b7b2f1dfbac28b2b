/** The command menu, per scope (product.md §3 conventions). */
import type { Api } from "grammy";

const PRIVATE_COMMANDS = [
  { command: "invoice", description: "Create an invoice with QR code" },
  { command: "pay", description: "Pay an invoice, LNURL or lightning address" },
  { command: "balance", description: "Total, frozen and spendable" },
  { command: "history", description: "Recent operations" },
  { command: "lnurl", description: "Your reusable pay code" },
  { command: "withdraw", description: "Send on-chain" },
  { command: "settings", description: "Language, tip confirmation, lightning address" },
  { command: "connect", description: "Connect your merchant account" },
  { command: "disconnect", description: "Remove your merchant account" },
  { command: "cancel", description: "Stop the current question" },
  { command: "help", description: "What I can do" },
];

const GROUP_COMMANDS = [
  { command: "tip", description: "Reply to a message: /tip 100 [note]" },
  { command: "invoice", description: "Ask the group for a payment" },
  { command: "lnurl", description: "Your pay code, or a member's (reply or @user)" },
  { command: "balance", description: "Your balance, sent privately" },
  { command: "help", description: "What I can do" },
];

/**
 * Sets the private and group command menus. In sandbox mode /connect is
 * left out (there is nothing to connect) and /disconnect is what it does
 * there: a reset of the test money.
 */
export async function setCommandMenus(api: Api, sandbox: boolean): Promise<void> {
  const privateCommands = sandbox
    ? PRIVATE_COMMANDS.filter((c) => c.command !== "connect").map((c) =>
        c.command === "disconnect"
          ? { command: c.command, description: "Reset your test money" }
          : c,
      )
    : PRIVATE_COMMANDS;
  await api.setMyCommands(privateCommands, { scope: { type: "all_private_chats" } });
  await api.setMyCommands(GROUP_COMMANDS, { scope: { type: "all_group_chats" } });
}
