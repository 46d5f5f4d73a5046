#!/usr/bin/env bash
# Starts the product: the stateful mock API and the console (Vite dev server), then prints where they are.
set -euo pipefail
source "$(dirname "$0")/bootstrap.sh"
cd "$PROJECT_ROOT"

MOCK_PORT="${MOCK_PORT:-4010}"
WEB_PORT="${WEB_PORT:-3000}"
# Both the console and the staff area (docs/decisions/0017-app-mode-and-staff-session.md).
export VITE_APP_MODE="${VITE_APP_MODE:-both}"
# The app calls /api on its own origin, as in production: the dev server proxies it to the mock.
export MOCK_PORT VITE_API_PROXY_TARGET="${VITE_API_PROXY_TARGET:-http://127.0.0.1:$MOCK_PORT}"

pids=()
cleanup() { kill "${pids[@]}" 2>/dev/null || true; }
trap cleanup EXIT INT TERM

(cd mocks && node src/server.ts) &
pids+=($!)
# Warnings and errors only: the URLs and sign-ins printed below are what a person needs.
(cd apps/web && pnpm exec vite dev --port "$WEB_PORT" --strictPort --host 127.0.0.1 --logLevel warn) &
pids+=($!)

# Vite's own client module answers without rendering the app, so waiting never aborts a first render.
node scripts/wait-for.ts "http://127.0.0.1:$MOCK_PORT/__health" "http://127.0.0.1:$WEB_PORT/@vite/client"
# The dev server renders the page shell on the server and compiles what it needs on the first request: asked for
# here, so the first page a person opens does not wait for it (about 10 s on a fresh clone of this repo).
echo "Compiling the console's first page for its first visit..."
node --input-type=module -e "await fetch('http://127.0.0.1:$WEB_PORT/login', { headers: { accept: 'text/html' } })" \
  || echo "(the dev server did not answer the first page; open it anyway)"
cat <<MSG

  Console:     http://127.0.0.1:$WEB_PORT          (sign in as owner@acme.test / Owner!2345)
  Staff area:  http://127.0.0.1:$WEB_PORT/admin    (the mock's IdP page offers staff@provider.test,
                                               an Administrator, and support@provider.test, Support)
  Mock API: http://127.0.0.1:$MOCK_PORT   (sign-ins are printed by the mock above)

  Press Ctrl+C to stop both.
MSG
wait -n "${pids[@]}"
