#!/usr/bin/env bash
# Browser tests use Debian's chromium, never a downloaded browser (docs/toolchain.md),
# with Noto fonts so that Devanagari, Kannada and Assamese text renders as it
# does on visitors' phones (screenshots, contrast checks, Lighthouse).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -qi "Noto Sans Kannada" || missing+=(fonts-noto-core)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing for the browser tests: ${missing[*]} (apt-get install ${missing[*]})" >&2
  exit 1
fi
