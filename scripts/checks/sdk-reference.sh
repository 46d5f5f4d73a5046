#!/usr/bin/env bash
# check: sdk API reference (typedoc)
# Builds the SDK's API reference into .reports/sdk-reference/ from its entry points (packages/sdk/typedoc.json).
# Warnings fail it: a type that the public API mentions but does not export, or a broken {@link}, is a gap a
# consumer would meet in their editor too.
set -euo pipefail
cd "$(dirname "$0")/../../packages/sdk"
pnpm exec typedoc --logLevel Warn
echo "sdk reference: $(find ../../.reports/sdk-reference -name '*.html' | wc -l) pages in .reports/sdk-reference/"
