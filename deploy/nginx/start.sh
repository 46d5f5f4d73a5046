#!/usr/bin/env bash
# Starts nginx in the foreground with the console's configuration (decision 0030). What differs between
# environments is read here, at start, from the environment; the build itself is the same everywhere.
#   API_ORIGIN     required: where /api/* goes, e.g. http://127.0.0.1:4010
#   PORT           default 8080
#   WEB_ROOT       default apps/web/dist/client of this checkout
#   HEADERS_CONF   default the build's own: $WEB_ROOT/../deploy/nginx/security-headers.conf
#   RUN_DIR        default a new temporary folder (rendered configuration, pid file, temporary files)
#   NGINX_WORKERS  default auto
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
: "${API_ORIGIN:?API_ORIGIN must name the API, e.g. http://127.0.0.1:4010}"
export API_ORIGIN="${API_ORIGIN%/}"
export PORT="${PORT:-8080}"
export WEB_ROOT="$(cd "${WEB_ROOT:-$here/../../apps/web/dist/client}" && pwd)"
export HEADERS_CONF="${HEADERS_CONF:-$WEB_ROOT/../deploy/nginx/security-headers.conf}"
export RUN_DIR="${RUN_DIR:-$(mktemp -d -t console-nginx.XXXXXX)}"
export NGINX_WORKERS="${NGINX_WORKERS:-auto}"
# Started as root, nginx would run its workers as nobody, who cannot read a checkout in a private folder (a
# mktemp -d clone is mode 700): the workers stay the user who started it.
if [ "$(id -u)" = 0 ]; then export NGINX_USER='user root;'; else export NGINX_USER=''; fi
[ -f "$WEB_ROOT/index.html" ] || { echo "nginx/start.sh: no build in $WEB_ROOT (run the build first)" >&2; exit 1; }
[ -f "$HEADERS_CONF" ] || { echo "nginx/start.sh: $HEADERS_CONF is missing (the build writes it)" >&2; exit 1; }
mkdir -p "$RUN_DIR"
chmod 755 "$RUN_DIR" # nginx's workers (another user when started as root) write their temporary files here
# Only these names are replaced: nginx's own $variables stay as they are.
names='${PORT} ${WEB_ROOT} ${HEADERS_CONF} ${API_ORIGIN} ${RUN_DIR} ${NGINX_WORKERS} ${NGINX_USER}'
envsubst "$names" <"$here/console.conf.template" >"$RUN_DIR/console.conf"
envsubst "$names" <"$here/nginx.conf.template" >"$RUN_DIR/nginx.conf"
exec nginx -e stderr -c "$RUN_DIR/nginx.conf"
