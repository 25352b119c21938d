#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium; install it when this machine does not have it yet.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium not found at $CHROMIUM: installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
test -x "$CHROMIUM"
