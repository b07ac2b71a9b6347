#!/usr/bin/env bash
# `pnpm test`: the Debian programs the tests need (check-test-tools.sh), then two lanes at once:
# every vitest project, and typecheck, the browser journeys (pnpm e2e builds the storefront first)
# then lint. Each lane keeps about one of the two cores busy most of the time, so side by
# side they finish much sooner than one after the other (docs/decisions/121-suite-in-two-lanes.md).
# The lanes are balanced by measure (docs/performance.md, "The suite"). vitest prints as it goes;
# the other lane's output follows once both are done. Exits non-zero
# when any step failed.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/check-test-tools.sh || exit 1

# Runs one step and says how long it took.
step() {
  local name=$1 start=$SECONDS status
  shift
  "$@"
  status=$?
  echo "[suite] $name: $((SECONDS - start)) s, exit $status"
  return "$status"
}

lane_log=$(mktemp)
trap 'rm -f "$lane_log"' EXIT
(step typecheck pnpm typecheck && step journeys pnpm e2e; journeys=$?; step lint pnpm lint && exit "$journeys") >"$lane_log" 2>&1 &
lane=$!

step vitest pnpm exec vitest run
unit=$?
wait "$lane"
checks=$?

echo
echo "[suite] typecheck, journeys and lint:"
cat "$lane_log"
echo "[suite] total: $SECONDS s"
[ "$unit" -eq 0 ] && [ "$checks" -eq 0 ]
