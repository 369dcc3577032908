#!/usr/bin/env bash
# The README's Node-host deploy, checked: a fresh PostgreSQL database, the migrate step, then
# `npm start` (which refuses an unmigrated database), answering /api/health and a sign-up, with the
# heap options the start script gives Node.
# Needs the production build (`npm run build`).
set -euo pipefail
cd "$(dirname "$0")/.."
server="${CI_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
name="ws_deploy_$RANDOM$RANDOM"
port="${DEPLOY_CHECK_PORT:-3290}"
psql "$server" -qc "create database $name"
url="${server%/*}/$name"
log=$(mktemp)
# Each server runs in its own process group (setsid): stopping it stops next-server too, which
# npm would otherwise leave running on the port.
start() { setsid npm start -- -p "$port" >"$log" 2>&1 & pid=$!; }
stop() {
  [ -n "${pid:-}" ] && kill -- "-$pid" 2>/dev/null || true
  wait "${pid:-}" 2>/dev/null || true
  pid=
  for _ in $(seq 20); do curl -s -o /dev/null "http://127.0.0.1:$port/" || break; sleep 0.5; done
}
cleanup() {
  stop
  psql "$server" -qc "drop database if exists $name with (force)" || true
}
trap cleanup EXIT

export AUTH_SECRET=deploy-check-deploy-check-deploy-check-0 ROOT_DOMAIN=localhost

if curl -s -o /dev/null "http://127.0.0.1:$port/"; then echo "deploy check: port $port is taken"; exit 1; fi

# Before the migrate step the server must refuse to serve, saying what to run.
DATABASE_URL="$url" start
for _ in $(seq 60); do grep -q 'npm run db:migrate' "$log" && break; sleep 1; done
status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health" || true)
stop
grep -q 'npm run db:migrate' "$log" || { echo "deploy check: an unmigrated start did not say to migrate (health $status)"; cat "$log"; exit 1; }
[ "$status" != 200 ] || { echo 'deploy check: an unmigrated server answered healthy'; exit 1; }

DATABASE_URL="$url" npm run -s db:migrate
DATABASE_URL="$url" start
for _ in $(seq 60); do curl -sf -o /dev/null "http://127.0.0.1:$port/api/health" && break; sleep 1; done
curl -sf "http://127.0.0.1:$port/api/health" | grep -q '"migrations":"current"' || { echo 'deploy check: /api/health is not ok'; cat "$log"; exit 1; }
server_pid=$(pgrep -s "$pid" -f next-server | head -1)
tr '\0' '\n' <"/proc/$server_pid/environ" | grep -q '^NODE_OPTIONS=.*--max-old-space-size=' || { echo 'deploy check: npm start did not give the server its heap options'; exit 1; }
# The built server loads no build-time native module (next-intl's plugin would bring @swc/core's).
! grep -qE '@swc/core|swc-native|@parcel/watcher' "/proc/$server_pid/maps" || { echo 'deploy check: the server loaded a build-time native module (next.config.mjs: the plugin is for builds)'; exit 1; }
made=$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
  -d '{"company_name":"Deploy Check","slug":"deploy-check","display_name":"Owner","email":"owner@deploy-check.test","password":"deploy-check-1"}' \
  "http://127.0.0.1:$port/api/v1/site/signup")
[ "$made" = 201 ] || { echo "deploy check: sign-up answered $made"; cat "$log"; exit 1; }
echo 'deploy check: migrate step, refusal before it, health and sign-up all as the README says'
