/**
 * Builds the Mini App's page (src/webapp/page) into static files with
 * esbuild: one script and one stylesheet with content hashes in their
 * names (cached for good), an index.html that names them (never cached),
 * and a gzip and a brotli copy of each beside it, so the server compresses
 * nothing per request. `npm run build:webapp` writes them to dist/webapp;
 * the server can also build them in memory (static.ts) when that folder is
 * missing.
 */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build, type Plugin } from "esbuild";
import { LANGUAGE_CODES } from "../i18n/languages.ts";
import { WEBAPP_DIST_DIR } from "./static.ts";

/** The page's first load (HTML, script, stylesheet) may weigh this much, gzipped. */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

const PAGE_DIR = fileURLToPath(new URL("./page", import.meta.url));
const LOCALES_DIR = fileURLToPath(new URL("../locales", import.meta.url));

/**
 * The messages the page may show before the API has told it the user's
 * language (loading, and why it cannot go on): bundled in every language,
 * so a failure at the first call is said in the language Telegram names.
 */
export const BOOT_MESSAGES = [
  "app-loading",
  "app-retry",
  "app-error-network",
  "app-error-unauthorized",
  "app-error-outside",
  "app-error-not-connected",
  "app-error-generic",
] as const;

/** The boot messages of `source` (a webapp.ftl), as Fluent source; each must be one line. */
export function bootMessages(source: string, language: string): string {
  const lines = source.split("\n");
  return BOOT_MESSAGES.map((id) => {
    const at = lines.findIndex((line) => line.startsWith(`${id} = `));
    if (at < 0) throw new Error(`webapp.ftl of ${language} lacks ${id}`);
    if (/^\s+\S/.test(lines[at + 1] ?? "")) {
      throw new Error(
        `${id} in webapp.ftl of ${language} must be one line (it is bundled as such)`,
      );
    }
    return lines[at];
  }).join("\n");
}

/** The virtual module "webapp-boot-texts": { [language]: its boot messages' Fluent source }. */
const bootTextsPlugin: Plugin = {
  name: "webapp-boot-texts",
  setup(builder) {
    builder.onResolve({ filter: /^webapp-boot-texts$/ }, (args) => ({
      path: args.path,
      namespace: "webapp-boot-texts",
    }));
    builder.onLoad({ filter: /.*/, namespace: "webapp-boot-texts" }, async () => {
      const texts: Record<string, string> = {};
      const watchFiles: string[] = [];
      for (const language of LANGUAGE_CODES) {
        const file = path.join(LOCALES_DIR, language, "webapp.ftl");
        watchFiles.push(file);
        texts[language] = bootMessages(await readFile(file, "utf8"), language);
      }
      return { contents: `export default ${JSON.stringify(texts)};`, loader: "js", watchFiles };
    });
  },
};

/** One built file: its path under /app/, its bytes, and its compressed copies. */
export interface WebappFile {
  path: string;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

export interface WebappBuild {
  files: WebappFile[];
  /** Gzipped bytes of what the first visit loads: index.html, the script and the stylesheet. */
  firstLoadGzipBytes: number;
}

/** Builds the page in memory (minified, with content-hashed asset names). */
export async function buildWebapp(): Promise<WebappBuild> {
  const result = await build({
    entryPoints: [path.join(PAGE_DIR, "main.tsx")],
    bundle: true,
    minify: true,
    format: "esm",
    target: ["es2022", "chrome100", "safari15"],
    jsx: "automatic",
    jsxImportSource: "preact",
    // English is in the bundle: the page's texts before the user's language is known.
    loader: { ".ftl": "text" },
    entryNames: "assets/[name].[hash]",
    outdir: "/out",
    write: false,
    metafile: true,
    legalComments: "none",
    logLevel: "silent",
    plugins: [bootTextsPlugin],
  });
  const assets = result.outputFiles.map((file) => ({
    path: path.relative("/out", file.path).split(path.sep).join("/"),
    body: Buffer.from(file.contents),
  }));
  const script = assets.find((file) => file.path.endsWith(".js"));
  const style = assets.find((file) => file.path.endsWith(".css"));
  if (!script || !style) throw new Error("the page's build made no script or no stylesheet");
  const template = await readFile(path.join(PAGE_DIR, "index.html"), "utf8");
  const html = template.replace("%SCRIPT%", script.path).replace("%STYLE%", style.path);
  const files = [{ path: "index.html", body: Buffer.from(html) }, script, style].map(compressed);
  const firstLoadGzipBytes = files.reduce((sum, file) => sum + file.gzip.length, 0);
  return { files, firstLoadGzipBytes };
}

function compressed(file: { path: string; body: Buffer }): WebappFile {
  return {
    ...file,
    gzip: gzipSync(file.body, { level: 9 }),
    brotli: brotliCompressSync(file.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
      },
    }),
  };
}

/**
 * Writes a build to `dir` (default dist/webapp), each file with its `.gz`
 * and `.br` copies. The folder is replaced whole (written beside it, then
 * renamed), so a server never reads half a build.
 */
export async function writeWebapp(built: WebappBuild, dir = WEBAPP_DIST_DIR): Promise<void> {
  const staging = `${dir}.${process.pid}.${Date.now()}.tmp`;
  for (const file of built.files) {
    const target = path.join(staging, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.body);
    await writeFile(`${target}.gz`, file.gzip);
    await writeFile(`${target}.br`, file.brotli);
  }
  const old = `${dir}.${process.pid}.${Date.now()}.old`;
  await rename(dir, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  try {
    await rename(staging, dir);
  } catch (error) {
    // Another build (a second test run) put its folder there first: it is as good as this one.
    if (!["ENOTEMPTY", "EEXIST"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
    await rm(staging, { recursive: true, force: true });
  }
  await rm(old, { recursive: true, force: true });
}

/** "41.2 kB" (1 kB = 1 024 bytes, as the budget is counted). */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

if (import.meta.main) {
  const started = performance.now();
  const built = await buildWebapp();
  await writeWebapp(built);
  const over = built.firstLoadGzipBytes > FIRST_LOAD_BUDGET_BYTES;
  console.log(
    `webapp: built into ${path.relative(process.cwd(), WEBAPP_DIST_DIR)} in ${Math.round(performance.now() - started)} ms; ` +
      `first load ${kilobytes(built.firstLoadGzipBytes)} gzipped (budget ${kilobytes(FIRST_LOAD_BUDGET_BYTES)})`,
  );
  if (over) {
    console.error("webapp: the first load is over its budget");
    process.exitCode = 1;
  }
}
