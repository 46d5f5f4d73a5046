#!/usr/bin/env bash
# Installs the web servers of deploy/ from Debian through apt when they are missing, as the test command
# installs Chromium (scripts/bootstrap.sh): nginx with its brotli_static module and envsubst (for
# deploy/nginx/start.sh); with `caddy`, Caddy too. Safe to run again: a second run installs nothing.
#   bash deploy/install.sh          nginx
#   bash deploy/install.sh caddy    nginx and Caddy
set -euo pipefail
wanted=()
command -v nginx >/dev/null || wanted+=(nginx)
[ -f /usr/share/nginx/modules/ngx_http_brotli_static_module.so ] || wanted+=(libnginx-mod-http-brotli-static)
command -v envsubst >/dev/null || wanted+=(gettext-base)
[ "${1:-}" = caddy ] && ! command -v caddy >/dev/null && wanted+=(caddy)
[ ${#wanted[@]} -eq 0 ] && exit 0
echo "deploy/install.sh: installing ${wanted[*]} from Debian ..."
sudo=""
[ "$(id -u)" != 0 ] && sudo="sudo"
$sudo apt-get update -qq >/dev/null
# Debian's packages would start the services they install where an init system runs: the console's servers are
# started by deploy/*/start.sh instead, so the packages' own are stopped again (and never answer on port 80).
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${wanted[@]}" >/dev/null
if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
  for service in nginx caddy; do
    [[ " ${wanted[*]} " == *" $service "* ]] && $sudo systemctl disable --now "$service" >/dev/null 2>&1 || true
  done
fi
