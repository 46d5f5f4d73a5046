#!/usr/bin/env bash
# check: no source file over 250 lines
# The app's and the kit's source files (apps/web/src, packages/ui/src) stay at 250 lines or fewer: a longer one is
# split along a seam of its own. Tests (*.test.*) and generated files (routeTree.gen.ts) are not counted.
set -euo pipefail
cd "$(dirname "$0")/../.."
limit=250
over="$(find apps/web/src packages/ui/src -type f \( -name '*.ts' -o -name '*.tsx' \) \
  ! -name '*.test.*' ! -name '*.gen.ts' -print0 | xargs -0 wc -l | awk -v limit="$limit" '$2 != "total" && $1 > limit')"
if [ -n "$over" ]; then
  echo "Source files over $limit lines (split each along a seam of its own):"
  echo "$over"
  exit 1
fi
echo "no source file over $limit lines"
