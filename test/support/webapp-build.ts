/**
 * Global set-up: builds the Mini App's page into dist/webapp once before the
 * run (esbuild: well under a second), so the bots the tests start serve the
 * page of the sources under test, not a stale build (and builds nothing
 * when the written build is of these sources).
 */
import { buildWebapp, isBuildCurrent, writeWebapp } from "../../src/webapp/build.ts";

export default async function buildWebappOnce(): Promise<void> {
  // Every project of the run has this set-up: build once.
  if (process.env.TIPBOT_WEBAPP_BUILT === "yes") return;
  process.env.TIPBOT_WEBAPP_BUILT = "yes";
  // A build of the sources as they are (dist/webapp.inputs.json says) is used as it is.
  if (await isBuildCurrent()) return;
  await writeWebapp(await buildWebapp());
}
