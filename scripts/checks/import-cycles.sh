#!/usr/bin/env bash
# check: no import cycles in apps/web/src
# dpdm follows every import between the app's modules: static, dynamic (`import()`, the lazy seams) and type-only
# ones (no -T), and fails on any cycle. One edge is left out: the route tree that TanStack Start generates ends with
# `import type { getRouter } from './router.tsx'` (its `Register` declaration), and router.tsx must import that tree
# to create the router; nothing of ours can remove that type-only edge.
set -euo pipefail
cd "$(dirname "$0")/../.."
# (The files come first: --skip-imports takes every value after it.)
pnpm --silent exec dpdm 'apps/web/src/**/*.ts' 'apps/web/src/**/*.tsx' \
  --no-tree --no-warning --progress false --circular --exit-code circular:1 \
  --tsconfig apps/web/tsconfig.json --include '/apps/web/src/' \
  --skip-imports 'apps/web/src/routeTree.gen.ts:apps/web/src/router.tsx'
