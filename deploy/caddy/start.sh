#!/usr/bin/env bash
# Starts Caddy in the foreground with the console's Caddyfile (decision 0030). What differs between
# environments is read at start from the environment; the build itself is the same everywhere.
#   API_ORIGIN     required: where /api/* goes, e.g. http://127.0.0.1:4010
#   SITE_ADDRESS   default :$PORT (plain HTTP); a host name makes Caddy serve HTTPS with its own certificate
#   PORT           default 8080
#   WEB_ROOT       default apps/web/dist/client of this checkout
#   HEADERS_CADDY  default the build's own: $WEB_ROOT/../deploy/caddy/security-headers.caddy
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
: "${API_ORIGIN:?API_ORIGIN must name the API, e.g. http://127.0.0.1:4010}"
export API_ORIGIN="${API_ORIGIN%/}"
export SITE_ADDRESS="${SITE_ADDRESS:-:${PORT:-8080}}"
export WEB_ROOT="$(cd "${WEB_ROOT:-$here/../../apps/web/dist/client}" && pwd)"
export HEADERS_CADDY="${HEADERS_CADDY:-$WEB_ROOT/../deploy/caddy/security-headers.caddy}"
[ -f "$WEB_ROOT/index.html" ] || { echo "caddy/start.sh: no build in $WEB_ROOT (run the build first)" >&2; exit 1; }
[ -f "$HEADERS_CADDY" ] || { echo "caddy/start.sh: $HEADERS_CADDY is missing (the build writes it)" >&2; exit 1; }
# Caddy keeps certificates and its autosave under XDG folders: a home of its own when none is writable.
[ -w "${HOME:-/nonexistent}" ] || export XDG_DATA_HOME="${TMPDIR:-/tmp}/console-caddy" XDG_CONFIG_HOME="${TMPDIR:-/tmp}/console-caddy"
exec caddy run --adapter caddyfile --config "$here/Caddyfile"
