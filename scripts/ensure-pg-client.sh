#!/usr/bin/env bash
# The backup tests run pg_dump and pg_restore; install Debian's PostgreSQL client when this machine
# does not have it yet (its major version must be the same as or newer than the test server's).
set -euo pipefail
if command -v pg_dump >/dev/null && command -v pg_restore >/dev/null; then exit 0; fi
echo "pg_dump/pg_restore not found: installing Debian's postgresql-client package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql-client >/dev/null
command -v pg_dump >/dev/null && command -v pg_restore >/dev/null
