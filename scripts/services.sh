#!/usr/bin/env bash
# Throwaway Redis and PostgreSQL servers on loopback for the storage test
# suites (test/storage/). Nothing here touches a system-wide service: each
# server runs from its own temporary directory, on a free port, and `stop`
# ends exactly the processes `start` recorded, by PID.
#
#   scripts/services.sh install   installs Debian's redis-server and postgresql when missing,
#                                 chromium (the Mini App's browser tests drive it) and
#                                 prometheus (its promtool checks deploy/alerts.yml)
#   scripts/services.sh start     starts both; prints `export …` lines for eval:
#                                   TEST_REDIS_URL, TEST_POSTGRES_URL, TIPBOT_SERVICES_STATE
#   scripts/services.sh stop [STATE_FILE]
#                                 stops what that start started (default: $TIPBOT_SERVICES_STATE)
#
# Typical use (CI):
#   scripts/services.sh install
#   services_env="$(scripts/services.sh start)"   # an assignment, so `set -e` sees a failure
#   eval "$services_env"
#   trap 'scripts/services.sh stop' EXIT
#   npm test
#
# Only `start` writes to stdout, and only the export lines; everything else
# goes to stderr so that `eval` never runs a diagnostic.
set -euo pipefail

log() { printf 'services: %s\n' "$*" >&2; }
die() {
  log "$*"
  exit 1
}

# The newest PostgreSQL server binaries Debian installed (/usr/lib/postgresql/<major>/bin).
pg_bin_dir() {
  local dir
  dir="$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -type d -name bin 2>/dev/null | sort -V | tail -n 1)"
  [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" ]] || return 1
  printf '%s\n' "$dir"
}

# A TCP port on 127.0.0.1 that nothing answers on right now (the server's own
# bind is the final check; callers retry on a lost race).
pick_port() {
  local port
  for _ in $(seq 1 50); do
    port=$((20000 + (RANDOM * 32768 + RANDOM) % 40000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      printf '%s\n' "$port"
      return 0
    fi
  done
  return 1
}

cmd_install() {
  local missing=()
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  command -v redis-cli >/dev/null 2>&1 || missing+=(redis-tools)
  pg_bin_dir >/dev/null || missing+=(postgresql)
  # Chromium recommends its fonts but does not depend on them: without fonts the pages'
  # text would be drawn in whatever the machine has (or not at all).
  command -v chromium >/dev/null 2>&1 || missing+=(chromium fonts-liberation fonts-dejavu-core)
  # promtool (check and unit-test the alert rules) ships in Debian's prometheus package.
  command -v promtool >/dev/null 2>&1 || missing+=(prometheus)
  if ((${#missing[@]} == 0)); then
    log "redis-server, postgresql, chromium and promtool already installed"
    return 0
  fi
  local sudo=()
  if ((EUID != 0)); then
    command -v sudo >/dev/null 2>&1 || die "installing ${missing[*]} needs root (or sudo); install them and run again."
    sudo=(sudo)
  fi
  log "installing ${missing[*]}"
  "${sudo[@]}" apt-get update -qq >&2
  # policy-rc.d-free containers may try to start the packaged services; that
  # failing is harmless because start below runs its own instances.
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >&2
}

# Where the servers keep their data: memory-backed /dev/shm when there is one.
# Both servers flush every commit (the bot refuses them otherwise); on tmpfs a
# flush costs nothing, so a throwaway test server is durable by its settings
# and still as fast as one that skips flushing.
data_root() {
  if [[ -d /dev/shm && -w /dev/shm ]]; then
    printf '/dev/shm\n'
  else
    printf '/tmp\n'
  fi
}

# Runs a command as the owner of the PostgreSQL cluster: `postgres` when we
# are root (the server refuses to run as root), ourselves otherwise.
as_pg_user() {
  if ((EUID == 0)); then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# Set by start, read by stop_recorded (and by the failure cleanup of start).
REDIS_PID=""
REDIS_DIR=""
PG_BIN=""
PG_DATA=""
PG_PID=""
PG_DIR=""
STATE_DIR=""

start_redis() {
  command -v redis-server >/dev/null 2>&1 || die "redis-server is not installed; run: scripts/services.sh install"
  REDIS_DIR="$(mktemp -d "$(data_root)/tipbot-redis.XXXXXX")"
  chmod 0700 "$REDIS_DIR"
  local port attempt
  for attempt in 1 2 3 4 5; do
    port="$(pick_port)" || die "found no free port for redis"
    # Durable as the bot requires (it refuses anything less): an append-only
    # file fsynced before each answer, since Debian's Redis (7.0) has no WAITAOF.
    redis-server --bind 127.0.0.1 --port "$port" --dir "$REDIS_DIR" \
      --save '' --appendonly yes --appendfsync always --daemonize yes \
      --pidfile "$REDIS_DIR/redis.pid" --logfile "$REDIS_DIR/redis.log" >&2
    local _
    for _ in $(seq 1 100); do
      if [[ -s "$REDIS_DIR/redis.pid" ]] && redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null 2>&1; then
        REDIS_PID="$(cat "$REDIS_DIR/redis.pid")"
        REDIS_PORT="$port"
        return 0
      fi
      # A daemonised redis that could not bind exits; stop waiting for it.
      if [[ -s "$REDIS_DIR/redis.pid" ]] && ! kill -0 "$(cat "$REDIS_DIR/redis.pid")" 2>/dev/null; then
        break
      fi
      if grep -q "Address already in use\|Could not create server TCP" "$REDIS_DIR/redis.log" 2>/dev/null; then
        break
      fi
      sleep 0.05
    done
    log "redis did not come up on port $port (attempt $attempt); log tail:"
    tail -n 5 "$REDIS_DIR/redis.log" >&2 2>/dev/null || true
    if [[ -s "$REDIS_DIR/redis.pid" ]]; then
      kill "$(cat "$REDIS_DIR/redis.pid")" 2>/dev/null || true
      rm -f "$REDIS_DIR/redis.pid"
    fi
    : >"$REDIS_DIR/redis.log"
  done
  die "could not start redis-server; see the log lines above."
}

start_postgres() {
  PG_BIN="$(pg_bin_dir)" || die "PostgreSQL server binaries are not installed; run: scripts/services.sh install"
  # Its own directory, owned by the cluster's user (the state dir is root-only).
  # Not $TMPDIR: the cluster user must reach it, and socket paths must stay short.
  PG_DIR="$(mktemp -d "$(data_root)/tipbot-pg.XXXXXX")"
  PG_DATA="$PG_DIR/data"
  if ((EUID == 0)); then
    id postgres >/dev/null 2>&1 || die "running as root needs the 'postgres' user (created by the postgresql package)."
    chown postgres: "$PG_DIR"
  fi
  chmod 0700 "$PG_DIR"
  as_pg_user "$PG_BIN/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 --no-sync \
    >"$PG_DIR/initdb.log" 2>&1 || {
    tail -n 20 "$PG_DIR/initdb.log" >&2
    die "initdb failed."
  }
  local port attempt
  for attempt in 1 2 3 4 5; do
    port="$(pick_port)" || die "found no free port for postgres"
    # A test cluster: small memory, loopback only. Commits are flushed
    # (fsync and synchronous_commit stay on: the bot refuses a server without
    # them); only torn-page protection is traded for speed.
    if as_pg_user "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_DIR/postgres.log" -w -t 30 \
      -o "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c full_page_writes=off -c shared_buffers=16MB -c max_connections=200" \
      start >&2; then
      PG_PID="$(head -n 1 "$PG_DATA/postmaster.pid")"
      PG_PORT="$port"
      break
    fi
    log "postgres did not come up on port $port (attempt $attempt); log tail:"
    tail -n 5 "$PG_DIR/postgres.log" >&2 2>/dev/null || true
  done
  [[ -n "$PG_PID" ]] || die "could not start postgres; see the log lines above."
  as_pg_user "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres tipbot_test >&2 ||
    die "could not create the test database."
}

write_state() {
  {
    printf 'REDIS_PID=%s\n' "$REDIS_PID"
    printf 'REDIS_DIR=%s\n' "$REDIS_DIR"
    printf 'PG_BIN=%s\n' "$PG_BIN"
    printf 'PG_DATA=%s\n' "$PG_DATA"
    printf 'PG_PID=%s\n' "$PG_PID"
    printf 'PG_DIR=%s\n' "$PG_DIR"
    printf 'STATE_DIR=%s\n' "$STATE_DIR"
  } >"$STATE_DIR/state"
}

read_state() {
  local file="$1" key value
  [[ -f "$file" ]] || die "no state file at $file; nothing to stop."
  while IFS='=' read -r key value; do
    case "$key" in
    REDIS_PID | REDIS_DIR | PG_BIN | PG_DATA | PG_PID | PG_DIR | STATE_DIR) printf -v "$key" '%s' "$value" ;;
    *) ;;
    esac
  done <"$file"
}

# Waits (bounded) until a PID is gone; escalates to SIGKILL after ~10 s.
wait_gone() {
  local pid="$1" _
  for _ in $(seq 1 200); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.05
  done
  log "process $pid did not stop; killing it"
  kill -KILL "$pid" 2>/dev/null || true
}

# Stops whatever the globals say was started, then removes the directories.
stop_recorded() {
  if [[ -n "$REDIS_PID" ]] && kill -0 "$REDIS_PID" 2>/dev/null; then
    kill -TERM "$REDIS_PID" 2>/dev/null || true
    wait_gone "$REDIS_PID"
  fi
  if [[ -n "$PG_PID" ]] && kill -0 "$PG_PID" 2>/dev/null; then
    # SIGINT is PostgreSQL's "fast shutdown": ends sessions, stops cleanly.
    kill -INT "$PG_PID" 2>/dev/null || true
    wait_gone "$PG_PID"
  fi
  [[ -n "$REDIS_DIR" && -d "$REDIS_DIR" ]] && rm -rf -- "$REDIS_DIR"
  [[ -n "$PG_DIR" && -d "$PG_DIR" ]] && rm -rf -- "$PG_DIR"
  [[ -n "$STATE_DIR" && -d "$STATE_DIR" ]] && rm -rf -- "$STATE_DIR"
  return 0
}

cmd_start() {
  STATE_DIR="$(mktemp -d "${TMPDIR:-/tmp}/tipbot-services.XXXXXX")"
  # On any failure (or interruption), take down what this start already brought up.
  trap '[[ -n "$STARTED" ]] || stop_recorded' EXIT
  trap 'exit 1' INT TERM
  start_redis
  start_postgres
  write_state
  STARTED=yes
  trap - INT TERM
  log "redis on 127.0.0.1:$REDIS_PORT (pid $REDIS_PID), postgres on 127.0.0.1:$PG_PORT (pid $PG_PID)"
  printf "export TEST_REDIS_URL='redis://127.0.0.1:%s'\n" "$REDIS_PORT"
  printf "export TEST_POSTGRES_URL='postgres://postgres@127.0.0.1:%s/tipbot_test'\n" "$PG_PORT"
  printf "export TIPBOT_SERVICES_STATE='%s'\n" "$STATE_DIR/state"
}

cmd_stop() {
  local file="${1:-${TIPBOT_SERVICES_STATE:-}}"
  [[ -n "$file" ]] || die "which services? pass the state file or set TIPBOT_SERVICES_STATE (printed by start)."
  read_state "$file"
  stop_recorded
  log "stopped"
}

REDIS_PORT=""
PG_PORT=""
STARTED=""
case "${1:-}" in
install) cmd_install ;;
start) cmd_start ;;
stop) cmd_stop "${2:-}" ;;
*) die "usage: scripts/services.sh install | start | stop [STATE_FILE]" ;;
esac
