#!/usr/bin/env bash
# Backs up the whole database of DATABASE_URL into one file (PostgreSQL's custom format:
# compressed, restorable table by table). Usage: scripts/backup.sh [file]
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
file="${1:-backup-$(date -u +%Y%m%dT%H%M%SZ).dump}"
pg_dump --format=custom --no-owner --file="$file" "$DATABASE_URL"
echo "$file"
