/**
 * Entry point of the operator CLI: `npm run --silent gateway -- <command>`.
 * Loads ./.env when present (variables already set win), runs the command
 * and exits with the status of cli-program.ts (`EXIT`).
 */
import { existsSync } from "node:fs";
import { runCli } from "./cli-program.ts";

if (existsSync(".env")) process.loadEnvFile(".env");

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
