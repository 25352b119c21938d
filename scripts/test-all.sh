#!/usr/bin/env bash
# The whole suite, in the order that fails fastest: static checks, unit and server tests on the
# embedded database, the same server tests on PostgreSQL, then the browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "lint"; npm run lint
step "migrations match the schema"; npm run db:check
step "typecheck"; npm run typecheck
step "unit and server tests (embedded PGlite)"; npx vitest run --project shared --project web --project server
step "server tests (PostgreSQL)"; npm run test:pg
step "browser journeys"; npm run test:e2e
printf '\nAll test stages passed.\n'
