#!/usr/bin/env bash
# The whole suite, in the order that fails fastest: static checks, unit and server tests on the
# embedded database, the same server tests on PostgreSQL, the browser journeys, then the
# resilience suite (real server processes killed and restarted).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "lint"; npm run lint
step "dependency audit (production dependencies)"; node scripts/audit-deps.mjs
step "every dependency runs on the stated Node.js"; node scripts/check-engines.mjs
step "migrations match the schema"; npm run db:check
step "typecheck"; npm run typecheck
step "the API document (Redocly lint)"; npm run lint:api
step "unit and server tests (embedded PGlite), then the log audit and the API contract check"; npm run test:unit
step "server tests (PostgreSQL), then the log audit and the API contract check"; npm run test:pg
step "browser journeys, then the log audit"; npm run test:e2e
step "resilience: several processes, kills, restarts"; npm run test:resilience
printf '\nAll test stages passed.\n'
