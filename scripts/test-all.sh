#!/usr/bin/env bash
# The whole suite, in the order that fails fastest: static checks, the shared and web unit tests,
# the server tests on PostgreSQL (the production database; files that need a database of their own
# make an embedded one), the browser journeys (their servers on the embedded database), then the
# resilience suite (real server processes killed and restarted). The server tests run once here:
# on the embedded database too (the same PostgreSQL engine) they took 7–11 minutes more on a 2-core
# machine; `npm run test:unit` runs them there. Each stage says how long it took, and the end (a
# failure too) shows every stage's time in one table.
set -euo pipefail
cd "$(dirname "$0")/.."

LABELS=()
TIMES=()
RESULTS=()
SUITE_START=$SECONDS

duration() { printf '%d:%02d' $(($1 / 60)) $(($1 % 60)); }

summary() {
  local total=$((SECONDS - SUITE_START))
  printf '\n%-46s %8s  %s\n' 'stage' 'm:ss' 'result'
  local i
  for i in "${!LABELS[@]}"; do
    printf '%-46s %8s  %s\n' "${LABELS[$i]}" "$(duration "${TIMES[$i]}")" "${RESULTS[$i]}"
  done
  printf '%-46s %8s\n' 'total' "$(duration "$total")"
}
trap summary EXIT

# stage LABEL DESCRIPTION COMMAND...: runs the command, notes how long it took and how it ended.
stage() {
  local label="$1" description="$2"
  shift 2
  printf '\n=== %s ===\n' "$description"
  local start=$SECONDS code=0
  "$@" || code=$?
  local took=$((SECONDS - start))
  LABELS+=("$label")
  TIMES+=("$took")
  if [ "$code" -eq 0 ]; then
    RESULTS+=('passed')
    printf '=== %s: passed in %s ===\n' "$label" "$(duration "$took")"
  else
    RESULTS+=("FAILED (exit $code)")
    printf '=== %s: FAILED after %s ===\n' "$label" "$(duration "$took")"
    exit "$code"
  fi
}

stage 'lint' 'lint' npm run lint
stage 'dependency audit' 'dependency audit (production dependencies)' node scripts/audit-deps.mjs
stage 'engines' 'every dependency runs on the stated Node.js' node scripts/check-engines.mjs
stage 'migrations match the schema' 'migrations match the schema' npm run db:check
stage 'typecheck' 'typecheck' npm run typecheck
stage 'API document lint' 'the API document (Redocly lint)' npm run lint:api
stage 'unit tests (shared, web)' 'unit tests of the shared code and the web app' npm run test:web
stage 'PostgreSQL client' 'the PostgreSQL client (pg_dump, pg_restore) the backup tests run' \
  bash scripts/ensure-pg-client.sh
stage 'server tests (PostgreSQL)' \
  'server tests (PostgreSQL), then the log audit and the API contract check' npm run test:pg
stage 'browser journeys (build, 2 workers)' 'browser journeys, two at a time, then the log audit' npm run test:e2e
stage 'resilience' 'resilience: several processes, kills, restarts' npm run test:resilience
printf '\nAll test stages passed.\n'
