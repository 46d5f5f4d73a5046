#!/usr/bin/env bash
# check: no unused files, exports or dependencies (knip)
# Knip follows every workspace from its entries (knip.config.ts: the file routes, the packages' exports, the
# tests, the scripts) and fails on a file nothing reaches, an export only its own file uses, and a dependency
# no file or script uses (or one used but not listed).
set -euo pipefail
cd "$(dirname "$0")/../.."
pnpm --silent exec knip --no-progress
echo "knip: no unused files, exports or dependencies"
