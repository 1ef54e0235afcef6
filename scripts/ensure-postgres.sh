#!/usr/bin/env bash
# Prints a connection string of a PostgreSQL server for the integration tests:
# TEST_DATABASE_URL when set, else a local server, installed and started here
# (Debian's postgresql) when none is reachable.
#
# Only the connection string goes to standard output. Whatever the tools print
# (pg_ctlcluster says "Removed stale pid file." on standard output) goes to
# standard error, so the caller's $(...) captures the URL alone; and the server
# started here holds no copy of the caller's pipe, so $(...) does not wait on it.
set -euo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then echo "$TEST_DATABASE_URL"; exit 0; fi

DB=site_test
URL="postgres://site_test:site_test@127.0.0.1:5432/$DB"

prepare() {
  if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
      echo "Installing Debian's postgresql for the integration tests..."
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql
    else
      echo "PostgreSQL is not installed and cannot be installed here (not root)."; return 1
    fi
  fi
  local version
  version=$(ls /usr/lib/postgresql | sort -n | tail -1)
  if ! pg_lsclusters -h 2>/dev/null | grep -q "^$version main"; then
    pg_createcluster "$version" main
  fi
  if ! pg_lsclusters -h | grep -q "^$version main .* online"; then
    # A machine image taken while a server ran keeps its socket lock files;
    # the server refuses to start beside one whose process is gone.
    for lock in /var/run/postgresql/.s.PGSQL.*.lock; do
      [ -e "$lock" ] || continue
      kill -0 "$(head -1 "$lock")" 2>/dev/null || rm -f "$lock" "${lock%.lock}"
    done
    pg_ctlcluster "$version" main start
  fi
  for _ in $(seq 1 30); do
    if su postgres -c "psql -qtAc 'select 1'" >/dev/null 2>&1; then break; fi
    sleep 0.5
  done
  su postgres -c "psql -qtAc \"select 1 from pg_roles where rolname='site_test'\"" | grep -q 1 ||
    su postgres -c "psql -qc \"create role site_test login superuser password 'site_test'\""
  su postgres -c "psql -qtAc \"select 1 from pg_database where datname='$DB'\"" | grep -q 1 ||
    su postgres -c "createdb -O site_test $DB"
}

prepare </dev/null >&2
echo "$URL"
