#!/usr/bin/env bash
# The README's test command: every check, in order of cost. Installs what it
# needs (node modules, Debian's postgresql and chromium) when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s\n' "$*"; }

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "install"; npm ci --no-audit --no-fund
fi
step "type-check"; npm run -s typecheck
step "lint";       npm run -s lint
step "language (glossary and Unicode of the Hindi, Kannada and Assamese seed)"; npm run -s check:language
step "build";      npm run -s build

step "database for integration tests"
TEST_DATABASE_URL=$(bash scripts/ensure-postgres.sh)
case "$TEST_DATABASE_URL" in
  postgres://* | postgresql://*) export TEST_DATABASE_URL ;;
  *) echo "scripts/ensure-postgres.sh printed no connection string: '$TEST_DATABASE_URL'" >&2; exit 1 ;;
esac
step "unit and integration tests (PGlite and PostgreSQL)"
npx vitest run

step "browser tests"
bash scripts/ensure-chromium.sh
npx playwright test
