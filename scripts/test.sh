#!/usr/bin/env bash
# Runs every check of the project and ends with one line: "N passed, N failed[, N skipped]".
# Static checks (format, lint, types, contract lint, generated files, package checks) count one each;
# Vitest and Playwright contribute their own test counts. Exits non-zero if anything failed.
set -uo pipefail
source "$(dirname "$0")/bootstrap.sh" --browser || exit 1
cd "$PROJECT_ROOT"
rm -rf .reports && mkdir -p .reports
export CI="${CI:-}" FORCE_COLOR=0

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
step "format (prettier)" pnpm format:check
step "lint (eslint, import boundaries)" pnpm lint
step "typecheck (tsc, every package)" pnpm typecheck
for extra in scripts/checks/*.sh; do [ -f "$extra" ] && step "$(sed -n 's/^# check: //p' "$extra")" bash "$extra"; done

echo "--- unit and contract tests (vitest)"
t0=$(date +%s)
pnpm vitest run --reporter=default --reporter=json --outputFile.json=.reports/vitest.json
phase "vitest:" "$t0"

echo "--- end-to-end tests (playwright, Chromium)"
t0=$(date +%s)
(cd apps/web && PLAYWRIGHT_JSON_OUTPUT_FILE="$PROJECT_ROOT/.reports/playwright.json" pnpm exec playwright test)
phase "playwright:" "$t0"

echo "--- lighthouse (mobile preset, /login /dashboard /users, production server with compression)"
step "lighthouse (performance and accessibility floors, decision 0014)" node apps/web/scripts/lighthouse.ts
tail -1 .reports/checks.txt | grep -q '^pass' && sed 's/^/    /' .reports/step.log | tail -8 # the scores

echo "--- phase times"
sed 's/^/    /' .reports/phases.txt

node scripts/summary.ts "$(( $(date +%s) - started ))"
