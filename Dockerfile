# The lightning tip bot as a container image.
#
#   docker build -t lightning-tip-bot .
#   docker run --env-file .env -v lnbot-data:/data -p 8080:8080 lightning-tip-bot
#
# Build arguments:
#   NODE_IMAGE  the Node.js base image for both stages (default: the official
#               Node 24 LTS image on Debian bookworm, slim variant). Any image
#               with `node` and `npm` on PATH and Debian's useradd works.
# Build secrets (optional):
#   npm_ca      an extra CA certificate (PEM) for npm behind a TLS-inspecting
#               proxy: `--secret id=npm_ca,src=/path/to/ca.pem`. Mounted only
#               while `npm ci` runs; never written to a layer.
ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: production dependencies only ---------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=dev leaves out the pinned `node` devDependency (whose install
# script downloads a Node binary) and the test tooling; the runtime is the
# base image's Node. Scripts are not run: no production dependency has one,
# and the slim image has no compiler for any that would.
RUN --mount=type=secret,id=npm_ca \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi \
 && npm ci --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=warn \
 && rm -rf /root/.npm

# The Mini App's page, built once here into dist/webapp (hashed, precompressed
# files; esbuild and the page's packages are production dependencies, and
# esbuild's binary comes as its platform package, no install script needed).
COPY src ./src
RUN node src/webapp/build.ts

# --- runtime: node, the dependencies and the sources; no npm --------------
FROM ${NODE_IMAGE} AS runtime
# npm, npx, corepack and yarn are build tools: the running bot needs none of
# them, and each is attack surface. The app user owns only /data.
RUN rm -rf /usr/local/lib/node_modules /usr/local/bin/npm /usr/local/bin/npx \
      /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg /opt/yarn-* \
 && groupadd --system --gid 10001 lnbot \
 && useradd --system --uid 10001 --gid lnbot --home-dir /nonexistent --no-create-home \
      --shell /usr/sbin/nologin lnbot \
 && mkdir -p /data \
 && chown lnbot:lnbot /data \
 && chmod 0700 /data

WORKDIR /app
# Root-owned and read-only for the app user: the bot cannot change its code.
COPY --from=build /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY src ./src
COPY --from=build /app/dist/webapp ./dist/webapp

# NODE_COMPILE_CACHE: the folder src/compile-cache.ts would pick anyway, named before Node
# starts so that src/main.ts itself comes from the cache too and the type stripper is never
# loaded (about 80 ms less CPU to the first getUpdates). A cache it cannot write is skipped.
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=8080 \
    METRICS_PORT=9464 \
    NODE_COMPILE_CACHE=/tmp/node-compile-cache
# The embedded store, sandbox state and the generated secrets key live here:
# back this volume up.
VOLUME ["/data"]
# 8080: Telegram's webhook, the gateway's events and the Mini App (/app/); 9464: /metrics and /health
# (on loopback unless METRICS_HOST says otherwise).
EXPOSE 8080 9464
USER 10001:10001

# Slim images have no curl: ask the health route with Node's own fetch, on
# loopback (so METRICS_HOST must be 127.0.0.1, the default, or 0.0.0.0),
# with METRICS_TOKEN when one is set.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "const t=process.env.METRICS_TOKEN;fetch('http://127.0.0.1:'+(process.env.METRICS_PORT||9464)+'/health',{headers:t?{authorization:'Bearer '+t}:{},signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# V8's heap sized for a bot (bench/ANALYSIS.md, "Memory"): a young generation of at most
# 2 × 16 MiB instead of the 2 × 64 MiB it grows to under load, and an old generation limit
# below V8's default, under which V8 lets garbage grow to 1.3-2 times the live heap between
# collections instead of 4 times (the bot's live heap is 30-60 MiB). --expose-gc lets the
# quiet bot give freed heap back to the system (src/memory-release.ts). The same flags as
# `npm start`.
CMD ["node", "--import=./src/compile-cache.mjs", "--max-semi-space-size=16", "--max-old-space-size=1024", "--expose-gc", "src/main.ts"]
