#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into the EMPTY database of DATABASE_URL (create it
# first: `createdb`). The application role the migrations made (ws_app, NOLOGIN) belongs to the
# server, not the database: on a new server it is created here first, so its grants restore.
# Usage: scripts/restore.sh file
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL must name the empty database to restore into}"
file="${1:?the backup file to restore}"
psql "$DATABASE_URL" -qc "do \$\$ begin create role ws_app nologin; exception when duplicate_object then null; end \$\$"
pg_restore --exit-on-error --no-owner --single-transaction --dbname="$DATABASE_URL" "$file"
