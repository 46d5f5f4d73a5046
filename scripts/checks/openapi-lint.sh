#!/usr/bin/env bash
# check: contract lint (redocly)
# Lints the contract with openapi/redocly.yaml and fails on any error or warning: Redocly itself exits 0
# on warnings, so the totals of its JSON report are checked here. Rules we relax are set in the config.
set -euo pipefail
cd "$(dirname "$0")/../.."
report="$(mktemp)" errors="$(mktemp)"
trap 'rm -f "$report" "$errors"' EXIT
pnpm --silent --filter @console/openapi exec redocly lint openapi.yaml --config redocly.yaml \
  --format=json --max-problems=1000 >"$report" 2>"$errors" || true
[ -s "$report" ] || { cat "$errors"; echo "redocly lint produced no report"; exit 1; }
node -e '
  const report = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
  for (const p of report.problems) {
    const where = p.location?.[0]?.pointer ?? "";
    console.error(`${p.severity} ${p.ruleId}: ${p.message} ${where}`);
  }
  const { errors, warnings } = report.totals;
  console.log(`redocly lint: ${errors} errors, ${warnings} warnings`);
  process.exit(errors + warnings === 0 ? 0 : 1);
' "$report"
