#!/usr/bin/env bash
# The HTML check runs the W3C Nu validator (vnu-jar), which needs a Java runtime (Debian's).
set -euo pipefail
if command -v java >/dev/null 2>&1; then
  exit 0
fi
echo "Installing Debian's Java runtime (java is missing)…"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq default-jre-headless >/dev/null
java -version
