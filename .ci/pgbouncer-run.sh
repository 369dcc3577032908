#!/usr/bin/env bash
# The API suite through PgBouncer in transaction-pooling mode (what a serverless deploy's pooled
# DATABASE_URL is): proves no request depends on session state a pooler would not keep.
# Starts its own PgBouncer (Debian's package) on a spare port in front of CI's PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v pgbouncer >/dev/null 2>&1 && ! [ -x /usr/sbin/pgbouncer ]; then
  apt-get update -qq && apt-get install -y -qq pgbouncer
fi
bin=$(command -v pgbouncer || echo /usr/sbin/pgbouncer)
server="${CI_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
port="${PGBOUNCER_PORT:-6439}"
dir=$(mktemp -d)
hostport="${server#*@}"; hostport="${hostport%%/*}"
cat > "$dir/pgbouncer.ini" <<INI
[databases]
* = host=${hostport%%:*} port=${hostport##*:}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/users.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,options
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
echo '"postgres" ""' > "$dir/users.txt"
# Debian's binary refuses to run as root unless told who to be.
if [ "$(id -u)" = 0 ]; then chown -R postgres "$dir"; runas=(-u postgres); else runas=(); fi
"$bin" -d "${runas[@]}" "$dir/pgbouncer.ini"
trap 'kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null || true; rm -rf "$dir"' EXIT
for _ in $(seq 20); do (echo > /dev/tcp/127.0.0.1/$port) 2>/dev/null && break; sleep 0.5; done
pooled="postgres://postgres@127.0.0.1:$port/postgres"
# The suites of .ci/pgbouncer-suites.txt. Never through the pooler: what a deploy does on the direct
# connection — the migrate step (its advisory lock is the session's), backups (pg_dump) and the
# search test that logs in as another role (the pooler knows only the app's user).
# Debian's PgBouncer (1.18) does not keep prepared statements in transaction mode: names are off.
DATABASE_PREPARED_STATEMENTS=0 DATABASE_URL="$pooled" npx vitest run $(grep -v '^#' .ci/pgbouncer-suites.txt | xargs) "$@"
