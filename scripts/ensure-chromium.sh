#!/usr/bin/env bash
# Browser tests use Debian's chromium, never a downloaded browser (docs/toolchain.md),
# with Noto fonts so that Devanagari, Kannada and Assamese text renders as it
# does on visitors' phones (screenshots, contrast checks, Lighthouse).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -qi "Noto Sans Kannada" || missing+=(fonts-noto-core)
[ ${#missing[@]} -eq 0 ] && exit 0
bash "$(dirname "$0")/apt-install.sh" "the browser tests" "${missing[@]}"
