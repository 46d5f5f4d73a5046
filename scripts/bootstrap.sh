#!/usr/bin/env bash
# Installs what the project needs and nothing more, into project-local folders; safe to run again.
#   source scripts/bootstrap.sh            -> Node 24 + pnpm on PATH, workspace packages installed
#   source scripts/bootstrap.sh --browser  -> also Debian's Chromium (for end-to-end tests)
# Sourced (not executed) so that the PATH it sets reaches the caller.

_bootstrap() {
  local root node_major pnpm_version want_browser=0
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  [ "${1:-}" = "--browser" ] && want_browser=1
  export PROJECT_ROOT="$root"
  export PATH="$root/.toolchain/bin:$root/node_modules/.bin:$PATH"
  export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 NEXT_TELEMETRY_DISABLED=1
  export COREPACK_ENABLE_DOWNLOAD_PROMPT=0

  # 1. Node 24, from the npm registry, unless the project-local one is already there.
  node_major="$("$root/.toolchain/bin/node" -p 'process.versions.node.split(".")[0]' 2>/dev/null || true)"
  if [ "$node_major" != "24" ]; then
    echo "bootstrap: installing Node 24 into .toolchain/ ..."
    npm install --global --prefix "$root/.toolchain" --no-audit --no-fund --loglevel=error node@24 >/dev/null || return 1
  fi

  # 2. pnpm, exactly the version pinned in package.json's packageManager.
  pnpm_version="$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$root/package.json")"
  if [ "$(pnpm --version 2>/dev/null)" != "$pnpm_version" ]; then
    echo "bootstrap: installing pnpm $pnpm_version into .toolchain/ ..."
    npm install --global --prefix "$root/.toolchain" --no-audit --no-fund --loglevel=error "pnpm@$pnpm_version" >/dev/null || return 1
  fi

  # 3. Workspace packages; the marker makes a second run a no-op when the lockfile has not changed.
  local marker="$root/node_modules/.bootstrap-lock"
  if [ ! -f "$marker" ] || ! cmp -s "$root/pnpm-lock.yaml" "$marker"; then
    echo "bootstrap: installing workspace packages ..."
    (cd "$root" && pnpm install --frozen-lockfile --reporter=append-only --prefer-offline) >"$root/.bootstrap-install.log" 2>&1 \
      || { cat "$root/.bootstrap-install.log"; return 1; }
    cp "$root/pnpm-lock.yaml" "$marker"
    rm -f "$root/.bootstrap-install.log"
  fi

  # 4. Chromium from Debian, for browser tests only. Never `playwright install` (no outside downloads here).
  # Playwright drives the old headless shell (a quarter less CPU per test than the full browser, decision 0019);
  # Lighthouse measures in the full browser.
  if [ "$want_browser" = 1 ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; }; then
    echo "bootstrap: installing Debian's chromium and chromium-headless-shell ..."
    local sudo=""
    [ "$(id -u)" != 0 ] && sudo="sudo"
    $sudo apt-get update -qq >/dev/null &&
      DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-headless-shell >/dev/null || return 1
  fi
  return 0
}
_bootstrap "$@" || { echo "bootstrap failed" >&2; return 1 2>/dev/null || exit 1; }
unset -f _bootstrap
