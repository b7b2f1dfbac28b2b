#!/usr/bin/env bash
# Container test: builds the project's image and runs it on this machine.
#
#   sudo bash scripts/container-test.sh        (CI runs it as root)
#
# 1. installs Debian's docker.io and debootstrap when missing;
# 2. starts a private Docker engine (own socket, no iptables, no bridge);
# 3. makes the local base image (Debian + Node) unless it is cached, since
#    no image registry is reachable here;
# 4. builds the image with the host CA bundle as the npm_ca build secret;
# 5. starts the Bot API fake on the host (test/container/drive.ts), runs the
#    container against it with a data volume, waits for the HEALTHCHECK to
#    say healthy, checks the Mini App's page answers at /app/, sends
#    /balance through the fake and waits for the reply;
# 6. checks the running image: non-root, no npm, data written to the volume;
#    stops the container with SIGTERM and checks it shut down cleanly.
#
# Everything it starts it stops, by PID or by container id, on every exit.
# Every wait is bounded. The last line says PASS or FAIL. Repeated runs reuse
# the base image, the build cache and downloads kept in CONTAINER_CACHE
# (default /var/cache/lnbot-container); deleting that folder is always safe.
#
# Environment: CONTAINER_CACHE, CONTAINER_TEST_WAIT (seconds per wait,
# default 120), NODE_BASE_IMAGE (skip making the base: use this image),
# NPM_CA_FILE (default /etc/ssl/certs/ca-certificates.crt).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=scripts/container/lib.sh
source "$ROOT/scripts/container/lib.sh"

WAIT="${CONTAINER_TEST_WAIT:-120}"
IMAGE="local/lightning-tip-bot:container-test"
NPM_CA_FILE="${NPM_CA_FILE:-/etc/ssl/certs/ca-certificates.crt}"
# A well-formed token the fake accepts; it opens nothing real.
BOT_TOKEN="1234567890:container-test-token-0123456789abcdef"
# An unusual sandbox start balance: the /balance answer must show it.
START_SAT=21000
NODE24="$ROOT/node_modules/.bin/node"

STARTED_AT=$SECONDS
RESULT=FAIL
CONTAINER_ID=""
VOLUME=""
DRIVER_PID=""
WORK=""
CHECKS=0

pass() {
  CHECKS=$((CHECKS + 1))
  log "ok - $*"
}
fail() {
  log "not ok - $*"
  exit 1
}

cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  set +e
  if [[ -n "$CONTAINER_ID" ]]; then
    if [[ "$RESULT" != PASS ]]; then
      # Stack frames (indented lines) left out: after a failure the bot's
      # retries towards the closed fake would fill the view.
      log "container log (last 30 lines, stack frames left out):"
      dock logs "$CONTAINER_ID" 2>&1 | grep -v '^[[:space:]]' | tail -n 30 | sed 's/^/    /' >&2
    fi
    dock rm -f "$CONTAINER_ID" >/dev/null 2>&1
  fi
  [[ -n "$VOLUME" ]] && dock volume rm -f "$VOLUME" >/dev/null 2>&1
  if [[ -n "$DRIVER_PID" ]]; then
    stop_pid "$DRIVER_PID" 10
    if [[ "$RESULT" != PASS && -s "$WORK/driver.log" ]]; then
      log "driver log:"
      sed 's/^/    /' "$WORK/driver.log" >&2
    fi
  fi
  if [[ -n "$DOCKERD_PID" ]]; then
    # Keep the cache bounded: old image versions and build cache beyond 2 GB.
    dock image prune -f >/dev/null 2>&1
    dock builder prune -f --keep-storage 2gb >/dev/null 2>&1
  fi
  stop_dockerd
  [[ -n "$WORK" ]] && rm -rf "$WORK"
  ((rc == 0)) || RESULT=FAIL
  printf 'container test: %s (%d checks, %ds)\n' "$RESULT" "$CHECKS" $((SECONDS - STARTED_AT))
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

[[ $(id -u) -eq 0 ]] || die "run as root: the Docker engine and debootstrap need it"
[[ -x "$NODE24" ]] || die "node_modules/.bin/node is missing: run npm ci first"
[[ -s "$NPM_CA_FILE" ]] || die "no CA bundle at $NPM_CA_FILE: set NPM_CA_FILE"

ensure_debian_packages /usr/sbin/dockerd:docker.io /usr/bin/docker:docker.io \
  /usr/sbin/debootstrap:debootstrap

# One run at a time may use the engine's data folder.
mkdir -p "$CONTAINER_CACHE"
exec 9>"$CONTAINER_CACHE/.lock"
flock -w 900 9 || die "another container test holds $CONTAINER_CACHE/.lock"

WORK="$(mktemp -d /tmp/lnbot-container-test.XXXXXX)"
start_dockerd

# --- images -------------------------------------------------------------
if [[ -z "${NODE_BASE_IMAGE:-}" ]]; then
  NODE_BASE_IMAGE="$(timeout 900 bash "$ROOT/scripts/container/make-base-image.sh")" ||
    fail "could not make the local base image (the lines above say why)"
fi
log "building ${IMAGE} on ${NODE_BASE_IMAGE}"
build_started=$SECONDS
if ! timeout 900 env DOCKER_BUILDKIT=1 "$DOCKER_BIN" build --network=host --progress=plain \
  --secret "id=npm_ca,src=$NPM_CA_FILE" \
  --build-arg "NODE_IMAGE=$NODE_BASE_IMAGE" \
  -t "$IMAGE" "$ROOT" >"$WORK/build.log" 2>&1; then
  # npm's first error lines say why; its usage text after them does not.
  { grep -E 'npm (error|ERR!)' "$WORK/build.log" | head -n 12; tail -n 4 "$WORK/build.log"; } |
    sed 's/^/    /' >&2
  fail "docker build (the lines above say why)"
fi
image_size="$(dock image inspect -f '{{.Size}}' "$IMAGE")"
pass "image built in $((SECONDS - build_started))s, $((image_size / 1000000)) MB"

# --- the image as an operator gets it -----------------------------------
config_user="$(dock image inspect -f '{{.Config.User}}' "$IMAGE")"
[[ "$config_user" == "10001:10001" ]] || fail "image runs as '${config_user}', expected 10001:10001"
dock image inspect -f '{{json .Config.Healthcheck}}' "$IMAGE" | grep -q '/health' ||
  fail "image has no HEALTHCHECK against /health"
dock image inspect -f '{{json .Config.Volumes}}' "$IMAGE" | grep -q '"/data"' ||
  fail "image declares no /data volume"
# No npm, no build secret, no .env, no tests in the runtime image.
if ! inside="$(dock run --rm --network=host --entrypoint /bin/sh "$IMAGE" -c '
    command -v npm || command -v npx || command -v corepack
    ls -d /run/secrets/npm_ca /app/.env /app/test /app/.git 2>/dev/null
    env | grep -i -e NODE_EXTRA_CA_CERTS -e npm_config_cafile
    id -u' 2>&1)"; then
  fail "could not run a shell in the image: ${inside}"
fi
[[ "$inside" == "10001" ]] || fail "the runtime image holds what it should not: ${inside//$'\n'/, }"
pass "image: user 10001, HEALTHCHECK on /health, /data volume; no npm, secrets, .env or tests"

# --- the Bot API fake on the host ---------------------------------------
CONTAINER_TEST_BOT_TOKEN="$BOT_TOKEN" CONTAINER_TEST_START_SAT="$START_SAT" CONTAINER_TEST_WAIT="$WAIT" \
  "$NODE24" "$ROOT/test/container/drive.ts" >"$WORK/driver.out" 2>"$WORK/driver.log" 9>&- &
DRIVER_PID=$!
wait_until 30 "the Bot API fake to start" grep -q '^ready ' "$WORK/driver.out" ||
  fail "the Bot API fake did not start"
read -r _ fake_port bot_port metrics_port <"$WORK/driver.out"
log "Bot API fake on 127.0.0.1:${fake_port}; bot HTTP port ${bot_port}, metrics port ${metrics_port}"

# --- the container ------------------------------------------------------
VOLUME="lnbot-container-test-$$"
dock volume create "$VOLUME" >/dev/null
# Host networking: the engine runs without a bridge. The health check runs
# every 2s here instead of the image's 15s so the test is quick.
CONTAINER_ID="$(dock run -d --network=host --init \
  --read-only --tmpfs /tmp --cap-drop=ALL --security-opt no-new-privileges \
  -e "TELEGRAM_BOT_TOKEN=$BOT_TOKEN" \
  -e "TELEGRAM_API_ROOT=http://127.0.0.1:$fake_port" \
  -e "PORT=$bot_port" -e HOST=127.0.0.1 -e "METRICS_PORT=$metrics_port" -e LOG_LEVEL=info \
  -e "SANDBOX_START_BALANCE_SAT=$START_SAT" \
  -v "$VOLUME:/data" \
  --health-interval=2s --health-timeout=5s --health-retries=3 --health-start-period=60s \
  "$IMAGE")"

healthy_started=$SECONDS
deadline=$((SECONDS + WAIT))
while :; do
  state="$(dock inspect -f '{{.State.Health.Status}} {{.State.Running}}' "$CONTAINER_ID" 2>/dev/null ||
    echo 'gone false')"
  health="${state% *}"
  running="${state#* }"
  [[ "$health" == healthy ]] && break
  [[ "$running" == true ]] || fail "the container exited before it became healthy"
  ((SECONDS < deadline)) || fail "the container was not healthy after ${WAIT}s (status: ${health})"
  sleep 1
done
pass "container healthy after $((SECONDS - healthy_started))s"

# --- the Mini App's page, built into the image ----------------------------
page="$("$NODE24" -e "fetch('http://127.0.0.1:${bot_port}/app/',{signal:AbortSignal.timeout(10000)}).then(async(r)=>console.log(r.status,(await r.text()).includes('id=\"app\"')?'page':'other'),()=>console.log('unreachable'))")"
[[ "$page" == "200 page" ]] || fail "the Mini App's page at /app/ answered: ${page}"
if dock logs "$CONTAINER_ID" 2>&1 | grep -q "building it in memory"; then
  fail "the image has no built Mini App page (the container built it at run time)"
fi
pass "the Mini App's page answers 200 at /app/, built into the image"

# --- one real update through the fake -----------------------------------
kill -USR2 "$DRIVER_PID"
# The driver gives up after WAIT seconds and says why; this only catches a stuck driver.
deadline=$((SECONDS + WAIT + 30))
while kill -0 "$DRIVER_PID" 2>/dev/null; do
  ((SECONDS < deadline)) || fail "the driver did not finish within $((WAIT + 30))s"
  sleep 0.5
done
driver_rc=0
wait "$DRIVER_PID" || driver_rc=$?
DRIVER_PID=""
((driver_rc == 0)) || fail "the bot's reply through the Bot API fake: $(tail -n 1 "$WORK/driver.log")"
pass "$(sed -n 's/^replied //p' "$WORK/driver.out" | head -n 1)"

# --- state on the volume, clean shutdown --------------------------------
data_files="$(dock exec "$CONTAINER_ID" /bin/sh -c 'find /data -mindepth 1 -user 10001 | wc -l')"
((data_files > 0)) || fail "the bot wrote nothing to the /data volume"
pass "the bot keeps its state on the /data volume (${data_files} entries)"

stop_started=$SECONDS
dock stop -t 30 "$CONTAINER_ID" >/dev/null
exit_code="$(dock inspect -f '{{.State.ExitCode}}' "$CONTAINER_ID")"
[[ "$exit_code" == 0 ]] || fail "the bot exited with ${exit_code} on SIGTERM, expected a clean 0"
pass "SIGTERM: clean shutdown in $((SECONDS - stop_started))s"

RESULT=PASS
