#!/usr/bin/env bash
# Runs every check of the project and ends with one line: "N passed, N failed[, N skipped]".
# Static checks (format, lint, types, contract lint, generated files, package checks) count one each;
# Vitest and Playwright contribute their own test counts. Exits non-zero if anything failed.
#   bash scripts/test.sh          everything (CI runs this)
#   bash scripts/test.sh --quick  the loop while working: build, static checks and Vitest, no browser phases
#                                 (docs/testing.md)
set -uo pipefail
QUICK=0
[ "${1:-}" = "--quick" ] && QUICK=1
if [ "$QUICK" = 1 ]; then source "$(dirname "$0")/bootstrap.sh" || exit 1
else source "$(dirname "$0")/bootstrap.sh" --browser || exit 1; fi
cd "$PROJECT_ROOT"
rm -rf .reports && mkdir -p .reports
export CI="${CI:-}" FORCE_COLOR=0
# Playwright runs in shards side by side (decision 0019); E2E_SHARDS=1 runs it in one process.
E2E_SHARDS="${E2E_SHARDS:-2}"
# `lookAt` keeps its axe passes in both themes but writes no screenshots nobody opens after a whole run (decision
# 0019); E2E_SCREENSHOTS=on writes them to .reports/screens as a single spec's run does.
export E2E_SCREENSHOTS="${E2E_SCREENSHOTS:-off}"

started=$(date +%s)
phase() { echo "$1 $(( $(date +%s) - $2 )) s" >>.reports/phases.txt; } # phase <name> <start>: its time in the summary
step() { # step <name> <command...>: a static check counted as one test
  local name="$1"; shift
  local t0=$(date +%s)
  if "$@" >".reports/step.log" 2>&1; then
    echo "check passed: $name ($(( $(date +%s) - t0 )) s)"
    echo "pass $name" >>.reports/checks.txt
  else
    echo "check FAILED: $name"; sed 's/^/    /' .reports/step.log | tail -60
    echo "fail $name" >>.reports/checks.txt
  fi
  phase "$name:" "$t0"
}

node scripts/generated-files.ts snapshot
# The test build includes the component gallery (/gallery); a production build without VITE_UI_GALLERY has none.
export VITE_UI_GALLERY=true
# --force: the build regenerates committed files from sources outside a package (openapi/), which turbo does not hash.
step "build (all packages and the app)" pnpm turbo run build --force --output-logs=errors-only
step "generated files are current (routeTree.gen.ts, openapi.gen.ts)" node scripts/generated-files.ts compare
# The static checks are single-threaded and independent: they run side by side, two cores' worth at once.
together=()
step_together() { # step_together <name> <command...>: a step run in the background; `finish_together` reports it
  local i=${#together[@]} name="$1"; shift
  together+=("$name")
  ( t0=$(date +%s); if "$@" >".reports/step-$i.log" 2>&1; then r=pass; else r=fail; fi
    echo "$r $(( $(date +%s) - t0 ))" >".reports/step-$i.result" ) &
}
finish_together() {
  wait
  local i r secs
  for i in "${!together[@]}"; do
    read -r r secs <".reports/step-$i.result"
    if [ "$r" = pass ]; then echo "check passed: ${together[$i]} ($secs s)"
    else echo "check FAILED: ${together[$i]}"; sed 's/^/    /' ".reports/step-$i.log" | tail -60; fi
    echo "$r ${together[$i]}" >>.reports/checks.txt
    echo "${together[$i]}: $secs s" >>.reports/phases.txt
  done
  together=()
}
t0=$(date +%s)
step_together "format (prettier)" pnpm format:check
# The quick loop keeps ESLint's cache and tsc's build info under node_modules/.cache between runs (docs/testing.md:
# a file is linted again when it changed, not when only a type it imports did); the whole command starts cold.
if [ "$QUICK" = 1 ]; then
  step_together "lint (eslint, import boundaries)" pnpm lint:cached
  step_together "typecheck (tsc, every package)" pnpm typecheck:incremental
else
  step_together "lint (eslint, import boundaries)" pnpm lint
  step_together "typecheck (tsc, every package)" pnpm typecheck
fi
for extra in scripts/checks/*.sh; do [ -f "$extra" ] && step_together "$(sed -n 's/^# check: //p' "$extra")" bash "$extra"; done
finish_together
phase "static checks together (wall):" "$t0"

echo "--- unit and contract tests (vitest)"
t0=$(date +%s)
# One retry per test, as for Playwright below (decision 0053); the summary names each test that needed it.
pnpm vitest run --retry=1 --reporter=default --reporter=json --outputFile.json=.reports/vitest.json
phase "vitest:" "$t0"

if [ "$QUICK" = 1 ]; then
  echo "--- phase times"
  sed 's/^/    /' .reports/phases.txt
  TEST_QUICK=1 exec node scripts/summary.ts "$(( $(date +%s) - started ))"
fi

echo "--- end-to-end tests (playwright, Chromium; $E2E_SHARDS shards side by side, each with its own mock and server)"
t0=$(date +%s)
# A port something still listens on (a Prism of the unit tests shutting down, another run) fails a server's start:
# each server takes the first port from its base that nothing answers on.
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
free_port() { local p="$1"; while listening "$p"; do p=$((p + 1)); done; echo "$p"; }
# One retry per test (decision 0032): a test that passes only on its retry is named "flaky" in the closing summary.
e2e_shard() { # e2e_shard <n>: one shard of the suite on its own ports, its log printed when it ends
  local n="$1"
  (cd apps/web && E2E_WEB_PORT=$(free_port $((4300 + 100 * n))) E2E_MOCK_PORT=$(free_port $((4350 + 100 * n))) \
    E2E_RESULTS_DIR="$PROJECT_ROOT/.reports/test-results-$n" \
    PLAYWRIGHT_JSON_OUTPUT_FILE="$PROJECT_ROOT/.reports/playwright-$n.json" \
    pnpm exec playwright test --shard="$n/$E2E_SHARDS" --retries=1) >".reports/playwright-$n.log" 2>&1
  echo "--- shard $n/$E2E_SHARDS"; cat ".reports/playwright-$n.log"
}
for n in $(seq 1 "$E2E_SHARDS"); do e2e_shard "$n" & done
wait
phase "playwright:" "$t0"

# The served app's spec against the deploy/ configurations (decision 0030): nginx, and Caddy when apt can install
# it; one mock, each server on its own port. Counted as one check.
served_on_deploy_servers() {
  local servers=nginx
  if bash deploy/install.sh caddy; then servers=nginx,caddy; else bash deploy/install.sh || return 1; fi
  echo "e2e/served-app.spec.ts on $servers"
  (cd apps/web && E2E_WEB_SERVERS="$servers" E2E_WEB_PORT=$(free_port 4251) E2E_MOCK_PORT=$(free_port 4240) \
    E2E_RESULTS_DIR="$PROJECT_ROOT/.reports/test-results-deploy" \
    PLAYWRIGHT_JSON_OUTPUT_FILE="$PROJECT_ROOT/.reports/served-app-deploy.json" \
    pnpm exec playwright test e2e/served-app.spec.ts)
}
echo "--- the served app on nginx and Caddy (deploy/, e2e/served-app.spec.ts)"
step "served app on deploy/'s nginx and Caddy (headers, caching, compression, 404, API proxy)" served_on_deploy_servers

echo "--- lighthouse (mobile preset, production server with compression; /login and /users beside the floor app)"
step "lighthouse (performance and accessibility floors, decision 0014)" node apps/web/scripts/lighthouse.ts
# The scores, then the app's ratios to the floor (decision 0035), also in .reports/lighthouse/ratios.md.
tail -1 .reports/checks.txt | grep -q '^pass' && sed 's/^/    /' .reports/step.log

echo "--- phase times"
sed 's/^/    /' .reports/phases.txt

node scripts/summary.ts "$(( $(date +%s) - started ))"
