#!/usr/bin/env bash
# Installs the Debian packages a check is missing, as root, or says what to
# install and fails: apt-install.sh "<what they are for>" <package>...
set -euo pipefail
purpose=$1
shift
[ $# -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's $* for $purpose..."
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
else
  echo "Missing for $purpose: $* (apt-get install $*)" >&2
  exit 1
fi
