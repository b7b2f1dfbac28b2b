/**
 * Global set-up: builds the Mini App's page into dist/webapp once before the
 * run (esbuild: well under a second), so the bots the tests start serve the
 * page of the sources under test, not a stale build.
 */
import { buildWebapp, writeWebapp } from "../../src/webapp/build.ts";

export default async function buildWebappOnce(): Promise<void> {
  // Every project of the run has this set-up: build once.
  if (process.env.TIPBOT_WEBAPP_BUILT === "yes") return;
  process.env.TIPBOT_WEBAPP_BUILT = "yes";
  await writeWebapp(await buildWebapp());
}
