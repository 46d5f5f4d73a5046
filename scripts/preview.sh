#!/usr/bin/env bash
# Shows the production build as users get it: the app built in `both` mode (the console and the staff area,
# decision 0017), served by nginx with the configuration of deploy/nginx (compression, caching, security
# headers, /api proxied: decision 0030), on the stateful mock API. Prints the URLs and the sign-ins; Ctrl+C
# stops both. Installs nginx and its brotli module through apt when missing.
#   MOCK_PORT  the mock's port (default 4010)
#   PORT       nginx's port (default 8080)
set -euo pipefail
source "$(dirname "$0")/bootstrap.sh"
cd "$PROJECT_ROOT"

MOCK_PORT="${MOCK_PORT:-4010}"
PORT="${PORT:-8080}"
bash deploy/install.sh

# turbo builds only when the sources or the mode changed since its last build of them (a few seconds otherwise).
echo "preview: building the app (both mode) when needed ..."
VITE_APP_MODE=both pnpm turbo run build --filter=@console/web --output-logs=errors-only >/dev/null

run_dir="$(mktemp -d -t console-preview.XXXXXX)"
pids=()
cleanup() {
  trap - EXIT INT TERM
  kill "${pids[@]}" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$run_dir"
}
trap cleanup EXIT INT TERM

(cd mocks && MOCK_PORT="$MOCK_PORT" MOCK_ALLOWED_ORIGINS="http://127.0.0.1:$PORT" exec node src/server.ts) &
pids+=($!)
API_ORIGIN="http://127.0.0.1:$MOCK_PORT" PORT="$PORT" RUN_DIR="$run_dir" NGINX_WORKERS=1 bash deploy/nginx/start.sh &
pids+=($!)

node scripts/wait-for.ts "http://127.0.0.1:$MOCK_PORT/__health" "http://127.0.0.1:$PORT/"
cat <<MSG

  The production build on nginx (deploy/nginx), with the stateful mock API behind /api:

  Console:     http://127.0.0.1:$PORT          (sign in as owner@acme.test / Owner!2345)
  Staff area:  http://127.0.0.1:$PORT/admin    (the mock's IdP page offers staff@provider.test,
                                               an Administrator, and support@provider.test, Support)
  Mock API:    http://127.0.0.1:$MOCK_PORT   (the other sign-ins are printed by the mock above)

  Press Ctrl+C to stop both.
MSG
# Either one ending ends the preview (the trap stops the other).
wait -n "${pids[@]}"
