#!/usr/bin/env bash
# Browser tests use Debian's chromium, never a downloaded browser (toolchain.md).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "chromium is missing: install Debian's chromium (apt-get install chromium)" >&2
  exit 1
fi
