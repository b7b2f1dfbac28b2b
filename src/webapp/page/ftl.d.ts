// Fluent files are bundled as text (esbuild's text loader).
declare module "*.ftl" {
  const source: string;
  export default source;
}

// Stylesheets are bundled by esbuild into the page's one CSS file.
declare module "*.css" {}

// The first messages in every language (../build.ts makes this module): language → Fluent source.
declare module "webapp-boot-texts" {
  const texts: Record<string, string>;
  export default texts;
}
