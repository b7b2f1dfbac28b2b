/**
 * Builds the Mini App's page (src/webapp/page) into static files with
 * esbuild: one script and one stylesheet with content hashes in their
 * names (cached for good), an index.html that names them (never cached),
 * and a gzip and a brotli copy of each beside it, so the server compresses
 * nothing per request. `npm run build:webapp` writes them to dist/webapp;
 * the server can also build them in memory (static.ts) when that folder is
 * missing. Beside the folder, dist/webapp.inputs.json names every file the
 * build read with a hash of them all: `--if-changed` (npm start's and npm
 * install's step) builds only when that hash differs, without loading the
 * bundler, so starting the bot does not rebuild an unchanged page.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "esbuild";
import { LANGUAGE_CODES } from "../i18n/languages.ts";
import { WEBAPP_DIST_DIR } from "./static.ts";

/** The page's first load (HTML, script, stylesheet) may weigh this much, gzipped. */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

const PAGE_DIR = fileURLToPath(new URL("./page", import.meta.url));
const LOCALES_DIR = fileURLToPath(new URL("../locales", import.meta.url));
const ROOT_DIR = fileURLToPath(new URL("../..", import.meta.url));

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
  /** Every file the build read (paths from the project's root), the bundler's version among them. */
  inputs: string[];
}

/** Builds the page in memory (minified, with content-hashed asset names). */
export async function buildWebapp(): Promise<WebappBuild> {
  // Loaded here: a start whose page is up to date never loads the bundler.
  const { build } = await import("esbuild");
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
  const read = Object.keys(result.metafile.inputs)
    // Virtual modules ("webapp-boot-texts:…") are not files; their own files are listed below.
    .filter((input) => !/^[a-z-]+:/.test(input))
    .map((input) => path.resolve(input));
  const inputs = [
    ...read,
    path.join(PAGE_DIR, "index.html"),
    ...LANGUAGE_CODES.map((language) => path.join(LOCALES_DIR, language, "webapp.ftl")),
    fileURLToPath(import.meta.url),
    // The bundler's and the page's packages: a new version builds anew.
    path.join(ROOT_DIR, "package-lock.json"),
  ].map((file) => path.relative(ROOT_DIR, file).split(path.sep).join("/"));
  return { files, firstLoadGzipBytes, inputs: [...new Set(inputs)].sort() };
}

/** The hash of `inputs` (paths from the project's root): their names and contents; a missing file counts as changed. */
export async function hashInputs(inputs: readonly string[]): Promise<string | undefined> {
  const hash = createHash("sha256");
  for (const input of inputs) {
    let body: Buffer;
    try {
      body = await readFile(path.join(ROOT_DIR, input));
    } catch {
      return undefined;
    }
    hash.update(`${input}\0${body.length}\0`).update(body);
  }
  return hash.digest("base64url");
}

/** True when the written build (in `dir`, with its inputs file) was made from the files as they are now. */
export async function isBuildCurrent(
  dir = WEBAPP_DIST_DIR,
  inputsFile = `${dir}.inputs.json`,
): Promise<boolean> {
  try {
    await readFile(path.join(dir, "index.html"));
    const stamp = JSON.parse(await readFile(inputsFile, "utf8")) as {
      inputs?: unknown;
      hash?: unknown;
    };
    if (!Array.isArray(stamp.inputs) || !stamp.inputs.every((x) => typeof x === "string")) {
      return false;
    }
    return (await hashInputs(stamp.inputs)) === stamp.hash;
  } catch {
    return false;
  }
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
 * and `.br` copies, and what it read to `inputsFile` (default `dir` +
 * ".inputs.json"). The folder is replaced whole (written beside it, then
 * renamed), so a server never reads half a build.
 */
export async function writeWebapp(
  built: WebappBuild,
  dir = WEBAPP_DIST_DIR,
  inputsFile = `${dir}.inputs.json`,
): Promise<void> {
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
  const hash = await hashInputs(built.inputs);
  // An input changed while building: no stamp, so the next check builds again.
  if (hash === undefined) return;
  await writeFile(inputsFile, `${JSON.stringify({ hash, inputs: built.inputs }, null, 1)}\n`);
}

/** "41.2 kB" (1 kB = 1 024 bytes, as the budget is counted). */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

if (import.meta.main) {
  const started = performance.now();
  if (process.argv.includes("--if-changed") && (await isBuildCurrent())) {
    console.log(
      `webapp: ${path.relative(process.cwd(), WEBAPP_DIST_DIR)} is up to date (checked in ${Math.round(performance.now() - started)} ms)`,
    );
    process.exit(0);
  }
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
