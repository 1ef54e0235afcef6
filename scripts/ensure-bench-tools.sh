#!/usr/bin/env bash
# npm run bench loads the site with wrk and serves the same bytes with nginx in the
# same run (docs/benchmarks.md): both from Debian, installed when missing.
set -euo pipefail
missing=()
command -v wrk >/dev/null || missing+=(wrk)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the benchmarks..."
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing for the benchmarks: ${missing[*]} (apt-get install ${missing[*]})" >&2
  exit 1
fi
