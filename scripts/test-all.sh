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

stage lint npm run --silent lint
stage typecheck npm run --silent typecheck
stage unit npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json
# a var/ with a database in it, as on any machine that has run the site: the build fails if the
# release would carry it (scripts/prepare-standalone.mjs)
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
