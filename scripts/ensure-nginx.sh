#!/usr/bin/env bash
# The multi-instance test runs the README's load balancer set-up with Debian's nginx.
set -euo pipefail
if [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; then
  exit 0
fi
echo "Installing Debian's nginx (nginx is missing)…"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
# the package must not start a system-wide nginx: the test starts its own
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get install -y -qq --no-install-recommends nginx >/dev/null 2>&1 || {
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq --no-install-recommends nginx >/dev/null
}
$sudo_cmd nginx -v
