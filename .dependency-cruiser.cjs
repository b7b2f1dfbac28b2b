/**
 * The layer rules, checked by `npm test` (`npm run lint:layers`):
 *
 *   src/operations/   the money engine: no face, no feature, no Telegram, no HTTP, no wording
 *   src/features/*    one folder per feature: imports no other feature
 *   src/features/index.ts  the list of features: the only way to a feature, read by app.ts
 *   src/chat/, src/webapp/, src/server/  the faces: import no feature; the Mini App
 *                     imports nothing of the chat
 *   the gateway client and the send (`Payments`) are the engine's alone
 *
 * The README's Layout names the layers; docs/adding-a-feature.md shows a feature.
 */
module.exports = {
  forbidden: [
    {
      name: "engine-knows-no-face",
      comment:
        "src/operations/ is the money engine: it imports no face (chat, Mini App, HTTP server), no feature, no wording and no Telegram library.",
      severity: "error",
      from: { path: "^src/operations/" },
      to: {
        path: [
          "^src/(chat|webapp|server|features|i18n|locales)/",
          "^src/(app|feature|services|start|main)\\.ts$",
          "(^|/)node_modules/(grammy|@grammyjs)/",
        ],
      },
    },
    {
      name: "no-feature-imports-another",
      comment:
        "A feature imports no other feature: what two share moves down, to src/chat/ (shared chat pieces) or src/operations/ (the engine).",
      severity: "error",
      from: { path: "^src/features/([^/]+)/" },
      to: { path: "^src/features/([^/]+)/", pathNot: "^src/features/$1/" },
    },
    {
      name: "features-only-through-the-list",
      comment:
        "Outside src/features/, nothing imports a feature's folder: the faces and app.ts read the list (src/features/index.ts).",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/features/" },
      to: { path: "^src/features/[^/]+/" },
    },
    {
      name: "only-the-root-reads-the-list",
      comment:
        "The list of features is read by the composition root (app.ts), which hands it to the faces.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/app\\.ts$" },
      to: { path: "^src/features/index\\.ts$" },
    },
    {
      name: "mini-app-imports-no-chat",
      comment:
        "The Mini App's shell (src/webapp/) imports nothing of the chat face: what both need lives below both.",
      severity: "error",
      from: { path: "^src/webapp/" },
      to: { path: "^src/chat/" },
    },
    {
      name: "faces-below-app",
      comment: "No face imports the composition root or the start-up.",
      severity: "error",
      from: { path: "^src/(chat|webapp|server|features|operations)/" },
      to: { path: "^src/(app|start|main)\\.ts$" },
    },
    {
      name: "gateway-client-in-the-engine",
      comment:
        "Only the engine (and the account service, which registers accounts) holds a gateway client: features and faces ask the engine.",
      severity: "error",
      from: { path: "^src/(chat|webapp|server|features)/" },
      to: { path: "^src/gateway/client\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "sends-through-the-engine",
      comment:
        "Nothing outside src/operations/ uses `Payments` (the send): every send is an intent of the engine.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/(operations/|app\\.ts$)" },
      to: { path: "^src/operations/payments\\.ts$", dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    includeOnly: "^src/",
    exclude: { path: "^src/webapp/page/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js"],
    },
  },
};
