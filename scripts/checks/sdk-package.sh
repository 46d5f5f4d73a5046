#!/usr/bin/env bash
# check: sdk package (publint, attw)
# The published shape of @console/sdk: exports map, files and type declarations resolve for consumers.
set -euo pipefail
cd "$(dirname "$0")/../../packages/sdk"
# Build when dist is missing or older than any source file (the test command builds everything first).
if [ ! -f dist/index.js ] || [ -n "$(find src package.json -newer dist/index.js -print -quit)" ]; then
  pnpm run build >/dev/null
fi
pnpm exec publint --strict
pnpm exec attw --pack . --profile esm-only
