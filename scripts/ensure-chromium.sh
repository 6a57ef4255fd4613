#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; Playwright's own browser download is not reachable here.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
echo "Installing Debian's chromium (missing at $chromium_path)…"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
"$chromium_path" --version
