/**
 * Entry point of `npm run --silent sandbox:voucher -- --max <sat>`: issues
 * a test voucher on a running sandbox (voucher-command.ts). Loads ./.env
 * when present (variables already set win).
 */
import { existsSync } from "node:fs";
import { runVoucherCommand } from "./voucher-command.ts";

if (existsSync(".env")) process.loadEnvFile(".env");

process.exitCode = await runVoucherCommand(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
