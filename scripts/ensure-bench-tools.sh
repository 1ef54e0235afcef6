#!/usr/bin/env bash
# npm run bench loads the site with wrk and serves the same bytes with nginx in the
# same run (docs/benchmarks.md): both from Debian, installed when missing.
set -euo pipefail
missing=()
command -v wrk >/dev/null || missing+=(wrk)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0
bash "$(dirname "$0")/apt-install.sh" "the benchmarks" "${missing[@]}"
