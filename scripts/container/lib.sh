# shellcheck shell=bash
# Shared helpers for the container scripts: logging, Debian packages, a
# private Docker engine on its own socket, and bounded waits.
#
# Sourced, not run. Callers set `set -euo pipefail` themselves.
#
# Why a private engine: no Docker engine runs on the project's machines and
# no image registry is reachable, but Debian's docker.io daemon works when
# started by hand on a private socket without iptables or a bridge. Its
# state lives in CONTAINER_CACHE so images and build cache survive between
# runs; its sockets and pid files live in a fresh temporary folder per run.

# Where images, the Debian root file system and Node tarballs are kept
# between runs. Everything in it can be deleted; the next run rebuilds it.
CONTAINER_CACHE="${CONTAINER_CACHE:-/var/cache/lnbot-container}"

# Debian's client, not whatever `docker` comes first on PATH: it does
# BuildKit builds without the buildx plugin, which Debian bookworm lacks.
DOCKER_BIN="${DOCKER_BIN:-/usr/bin/docker}"

# Filled in by start_dockerd.
DOCKERD_PID=""
DOCKERD_RUN_DIR=""

log() { printf '[container] %s\n' "$*" >&2; }
die() {
  printf '[container] error: %s\n' "$*" >&2
  exit 1
}

# Runs Debian's docker client with BuildKit. start_dockerd points it at the
# private engine and at an empty client configuration (credential helpers in
# the host's would try the network).
dock() { DOCKER_BUILDKIT=1 "$DOCKER_BIN" "$@"; }

# Installs the Debian packages given as "command:package" pairs whose command
# is missing, without letting them start services.
ensure_debian_packages() {
  local missing=() pair cmd pkg output
  for pair in "$@"; do
    cmd="${pair%%:*}"
    pkg="${pair#*:}"
    [[ -x "$cmd" ]] || command -v "$cmd" >/dev/null 2>&1 ||
      [[ " ${missing[*]} " == *" $pkg "* ]] || missing+=("$pkg")
  done
  ((${#missing[@]} == 0)) && return 0
  [[ $(id -u) -eq 0 ]] || die "need root to install ${missing[*]}: run as root or install them first"
  log "installing Debian packages: ${missing[*]}"
  # docker.io would start a system-wide engine (iptables, a bridge) where
  # services may start; this run uses a private one, so refuse service starts
  # for the install's duration unless the machine already does.
  local own_policy=""
  if [[ ! -e /usr/sbin/policy-rc.d ]]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 0755 /usr/sbin/policy-rc.d
    own_policy=1
  fi
  local rc=0
  output="$(
    apt-get update -q -o DPkg::Lock::Timeout=300 2>&1 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
        -o DPkg::Lock::Timeout=300 "${missing[@]}" 2>&1
  )" || rc=$?
  [[ -n "$own_policy" ]] && rm -f /usr/sbin/policy-rc.d
  if ((rc != 0)); then
    printf '%s\n' "$output" | tail -n 20 >&2
    die "could not install ${missing[*]} from Debian"
  fi
}

# wait_until SECONDS DESCRIPTION COMMAND...: runs COMMAND every half second
# until it succeeds; fails with DESCRIPTION after SECONDS.
wait_until() {
  local limit="$1" what="$2"
  shift 2
  local deadline=$((SECONDS + limit))
  until "$@" >/dev/null 2>&1; do
    if ((SECONDS >= deadline)); then
      log "timed out after ${limit}s waiting for ${what}"
      return 1
    fi
    sleep 0.5
  done
}

# stop_pid PID SECONDS: SIGTERM, then SIGKILL after SECONDS if still alive.
stop_pid() {
  local pid="$1" limit="$2" deadline
  [[ -n "$pid" ]] || return 0
  kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid" 2>/dev/null || return 0
  deadline=$((SECONDS + limit))
  while kill -0 "$pid" 2>/dev/null; do
    if ((SECONDS >= deadline)); then
      log "pid ${pid} ignored SIGTERM for ${limit}s: killing it"
      kill -KILL "$pid" 2>/dev/null || true
      break
    fi
    sleep 0.2
  done
  wait "$pid" 2>/dev/null || true
}

# start_dockerd: starts the private engine and exports DOCKER_HOST. Uses the
# overlay2 storage driver and falls back to vfs (slower, always works) when
# the kernel or file system refuses overlay mounts.
start_dockerd() {
  mkdir -p "$CONTAINER_CACHE"
  # A short path: the engine's containerd socket must fit in 108 bytes.
  DOCKERD_RUN_DIR="$(mktemp -d /tmp/lnbot-dockerd.XXXXXX)"
  export DOCKER_CONFIG="$DOCKERD_RUN_DIR/client"
  mkdir -p "$DOCKER_CONFIG"
  local driver
  for driver in overlay2 vfs; do
    if start_dockerd_with "$driver"; then
      export DOCKER_HOST="unix://$DOCKERD_RUN_DIR/docker.sock"
      log "engine up (pid ${DOCKERD_PID}, storage ${driver})"
      return 0
    fi
    log "engine did not start with ${driver}; last lines of its log:"
    tail -n 5 "$DOCKERD_RUN_DIR/dockerd-$driver.log" >&2 || true
  done
  die "the Docker engine did not start; see $DOCKERD_RUN_DIR/dockerd-*.log"
}

start_dockerd_with() {
  local driver="$1" sock="$DOCKERD_RUN_DIR/docker.sock"
  # 9>&-: the engine must not hold on to a caller's lock file descriptor.
  /usr/sbin/dockerd \
    --host "unix://$sock" \
    --data-root "$CONTAINER_CACHE/engine-$driver" \
    --exec-root "$DOCKERD_RUN_DIR/exec" \
    --pidfile "$DOCKERD_RUN_DIR/dockerd.pid" \
    --iptables=false --ip6tables=false --ip-masq=false --bridge=none \
    --storage-driver="$driver" \
    >"$DOCKERD_RUN_DIR/dockerd-$driver.log" 2>&1 9>&- &
  DOCKERD_PID=$!
  local deadline=$((SECONDS + 60))
  until DOCKER_HOST="unix://$sock" dock version >/dev/null 2>&1; do
    if ! kill -0 "$DOCKERD_PID" 2>/dev/null || ((SECONDS >= deadline)); then
      stop_pid "$DOCKERD_PID" 20
      DOCKERD_PID=""
      return 1
    fi
    sleep 0.5
  done
}

# stop_dockerd: stops the engine this run started (containers first), then
# its containerd if the engine was killed before it could stop it.
stop_dockerd() {
  [[ -n "$DOCKERD_PID" ]] || return 0
  local containerd_pid=""
  [[ -f "$DOCKERD_RUN_DIR/exec/containerd/containerd.pid" ]] &&
    containerd_pid="$(cat "$DOCKERD_RUN_DIR/exec/containerd/containerd.pid" 2>/dev/null || true)"
  stop_pid "$DOCKERD_PID" 30
  DOCKERD_PID=""
  # Only if it is still the containerd this engine started.
  if [[ -n "$containerd_pid" ]] && kill -0 "$containerd_pid" 2>/dev/null &&
    grep -q "$DOCKERD_RUN_DIR" "/proc/$containerd_pid/cmdline" 2>/dev/null; then
    stop_pid "$containerd_pid" 10
  fi
  # The engine leaves its network namespace bound under exec/netns; unmount
  # whatever is still mounted below the run folder before deleting it.
  local mnt
  awk -v dir="$DOCKERD_RUN_DIR/" 'index($2, dir) == 1 { print $2 }' /proc/self/mounts | sort -r |
    while read -r mnt; do umount -l "$mnt" 2>/dev/null || true; done
  rm -rf "$DOCKERD_RUN_DIR"
}
