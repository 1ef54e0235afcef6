#!/usr/bin/env bash
# Prints a connection string of a PostgreSQL server for the integration tests:
# TEST_DATABASE_URL when set, else a local server, installed and started here
# (Debian's postgresql) when none is reachable.
set -euo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then echo "$TEST_DATABASE_URL"; exit 0; fi

DB=site_test
URL="postgres://site_test:site_test@127.0.0.1:5432/$DB"
log() { echo "$*" >&2; }

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    log "Installing Debian's postgresql for the integration tests..."
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    log "PostgreSQL is not installed and cannot be installed here (not root)."; exit 1
  fi
fi
VERSION=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h 2>/dev/null | grep -q "^$VERSION main"; then
  pg_createcluster "$VERSION" main >/dev/null
fi
if ! pg_lsclusters -h | grep -q "^$VERSION main .* online"; then
  pg_ctlcluster "$VERSION" main start
fi
for _ in $(seq 1 30); do
  if su postgres -c "psql -qtAc 'select 1'" >/dev/null 2>&1; then break; fi
  sleep 0.5
done
su postgres -c "psql -qtAc \"select 1 from pg_roles where rolname='site_test'\"" | grep -q 1 ||
  su postgres -c "psql -qc \"create role site_test login superuser password 'site_test'\"" >/dev/null
su postgres -c "psql -qtAc \"select 1 from pg_database where datname='$DB'\"" | grep -q 1 ||
  su postgres -c "createdb -O site_test $DB"
echo "$URL"
