#!/usr/bin/env bash
# Installs the Debian 12 packages the project builds and tests with.
# Idempotent: installs only what is missing; safe to run again.
set -euo pipefail
packages=(
  cmake g++ make            # build
  clang-14 libfuzzer-14-dev # second compiler in CI; fuzz/
  googletest libgtest-dev   # unit tests
  librapidcheck-dev         # property tests (proptests/, vocab round trips)
  libbenchmark-dev          # bench/
  nlohmann-json3-dev        # JSON output and the ruleset JSON form
  graphviz                  # explanation pictures (SVG): trisgo explain runs dot
  chromium                  # the report page's browser test (explain/tests/report_browser_test.sh)
  gnugo                     # cross-check of plain Go over GTP
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
