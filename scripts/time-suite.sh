#!/usr/bin/env bash
# Times `npm test` as a new developer meets it: a fresh clone of this
# repository's checked-out commit in a temporary folder, `npm ci`, throwaway
# Redis and PostgreSQL (scripts/services.sh), then `npm test`. Before the
# suite it times a fixed CPU workload (5,000,000 chained SHA-256 rounds in
# Node, about 14 s on a quiet machine of the project's kind), so that a
# slower machine or a busier day shows beside the suite's time.
#
# Prints one line per run, for the table in docs/testing.md:
#   <UTC date> | workload <s> | npm test <s> (<CPU s>) | passed|FAILED | load <1-min load before>
# (CPU seconds of npm test and all it ran: on a shared machine the fairer figure.)
# The suite's own output goes to <temp dir>/npm-test.log (kept when it failed,
# or always with TIME_SUITE_KEEP=1).
# It clones the commit checked out here: commit first, uncommitted changes are not in it.
#
#   scripts/time-suite.sh            one run
#   scripts/time-suite.sh 3          three runs, one after another
set -euo pipefail

runs="${1:-1}"
repo="$(cd "$(dirname "$0")/.." && pwd)"
rounds=5000000

log() { printf 'time-suite: %s\n' "$*" >&2; }

# Seconds (wall) of the fixed workload, with the Node the clone installed.
workload() {
  local node="$1" started ended
  started="$(date +%s.%N)"
  "$node" -e '
    const { createHash } = require("node:crypto");
    let digest = Buffer.alloc(32);
    for (let i = 0; i < Number(process.argv[1]); i++) digest = createHash("sha256").update(digest).digest();
    if (digest.length !== 32) process.exit(1);
  ' "$rounds"
  ended="$(date +%s.%N)"
  awk -v a="$started" -v b="$ended" 'BEGIN { printf "%.1f", b - a }'
}

one_run() {
  local dir clone load started ended seconds verdict work cpu
  dir="$(mktemp -d "${TMPDIR:-/tmp}/time-suite.XXXXXX")"
  clone="$dir/repo"
  log "cloning $repo ($(git -C "$repo" rev-parse --short HEAD)) into $clone"
  git clone --quiet --no-hardlinks "$repo" "$clone"
  git -C "$clone" checkout --quiet "$(git -C "$repo" rev-parse HEAD)"
  log "npm ci"
  (cd "$clone" && npm ci --no-audit --no-fund >"$dir/npm-ci.log" 2>&1) || {
    log "npm ci failed: $dir/npm-ci.log"
    return 1
  }
  work="$(workload "$clone/node_modules/.bin/node")"
  # Services of the clone's own scripts, stopped when this run ends; started from / because
  # PostgreSQL runs as its own user, who may not enter the private temporary folder.
  local services_env
  services_env="$(cd / && "$clone/scripts/services.sh" start)"
  load="$(cut -d ' ' -f 1 /proc/loadavg)"
  started="$(date +%s.%N)"
  # GNU time (Debian's `time`) counts the CPU; without it the line shows "?".
  local timer=()
  [[ -x /usr/bin/time ]] && timer=(/usr/bin/time -f '%U %S' -o "$dir/cpu")
  if (eval "$services_env" && cd "$clone" && "${timer[@]}" npm test >"$dir/npm-test.log" 2>&1); then
    verdict=passed
  else
    verdict=FAILED
  fi
  ended="$(date +%s.%N)"
  (eval "$services_env" && cd / && "$clone/scripts/services.sh" stop) || true
  seconds="$(awk -v a="$started" -v b="$ended" 'BEGIN { printf "%.0f", b - a }')"
  cpu="$(awk '/^[0-9.]+ [0-9.]+$/ { printf "%.0f", $1 + $2 }' "$dir/cpu" 2>/dev/null || true)"
  printf '%s | workload %s s | npm test %s s (%s CPU-s) | %s | load %s\n' \
    "$(date -u +'%Y-%m-%d %H:%M UTC')" "$work" "$seconds" "${cpu:-?}" "$verdict" "$load"
  if [[ "$verdict" == passed && "${TIME_SUITE_KEEP:-}" != 1 ]]; then
    rm -rf "$dir"
  else
    log "kept $dir (npm-test.log)"
  fi
}

for _ in $(seq 1 "$runs"); do one_run; done
