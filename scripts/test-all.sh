#!/usr/bin/env bash
# Every check and test suite, in the order a failure is cheapest to find. Keeps going after a
# failing stage so one run reports everything, then exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p test-results
rm -f test-results/unit.json test-results/e2e.json

bash scripts/ensure-chromium.sh || { echo "Chromium is missing and could not be installed."; exit 1; }
bash scripts/ensure-java.sh || { echo "Java (for the HTML validator) is missing and could not be installed."; exit 1; }
bash scripts/ensure-nginx.sh || { echo "nginx (for the load balancer test) is missing and could not be installed."; exit 1; }

failed_stages=()
stage() {
  local name="$1"
  shift
  local started=$SECONDS
  echo
  echo "=== $name"
  if ! "$@"; then failed_stages+=("$name"); fi
  echo "=== $name took $((SECONDS - started)) s"
}

# Two stages at once, each on a core of its own (eslint and tsc run on one thread each); their
# output is printed whole, one after the other, once both have ended.
stages_side_by_side() {
  local first="$1" second="$2"
  local started=$SECONDS out1 out2 rc1=0 rc2=0
  out1=$(mktemp) out2=$(mktemp)
  bash -c "$3" >"$out1" 2>&1 &
  local pid1=$!
  bash -c "$4" >"$out2" 2>&1 &
  local pid2=$!
  wait "$pid1" || rc1=$?
  wait "$pid2" || rc2=$?
  echo
  echo "=== $first"
  cat "$out1"
  echo
  echo "=== $second"
  cat "$out2"
  if [ "$rc1" -ne 0 ]; then failed_stages+=("$first"); fi
  if [ "$rc2" -ne 0 ]; then failed_stages+=("$second"); fi
  rm -f "$out1" "$out2"
  echo "=== $first and $second, side by side, took $((SECONDS - started)) s"
}

stages_side_by_side lint typecheck 'npm run --silent lint' 'npm run --silent typecheck'
stage unit npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json
# a var/ with a database in it, as on any machine that has run the site: the build fails if the
# release would carry it (server/prepare-standalone.mjs)
# (var/site.sqlite too: the default database, the path the tracer once followed)
mkdir -p var && : > var/release-canary.sqlite
made_site_db=0
if [ ! -e var/site.sqlite ]; then : > var/site.sqlite && made_site_db=1; fi
# static pages carry absolute canonical URLs: build them for the origin the browser tests use
stage build env BUILD_SKIP_TYPECHECK=1 SITE_URL="http://127.0.0.1:${E2E_PORT:-3100}" npm run --silent build
rm -f var/release-canary.sqlite
if [ "$made_site_db" = 1 ]; then rm -f var/site.sqlite; fi
if [[ " ${failed_stages[*]} " != *" build "* ]]; then
  stage e2e npx playwright test
fi

echo
node scripts/test-summary.mjs test-results/unit.json test-results/e2e.json || failed_stages+=("summary")
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "Failed stages: ${failed_stages[*]}"
  exit 1
fi
