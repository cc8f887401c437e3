#!/usr/bin/env bash
# Installs the Debian 12 packages the project builds and tests with.
# Idempotent: installs only what is missing; safe to run again.
set -euo pipefail
packages=(
  cmake g++ make ninja-build # build (Ninja when present: scripts/test.sh)
  groff-base                # renders the manual page in its test (cli/tests/man_page_test.sh)
  clang-14 libfuzzer-14-dev # second compiler in CI; fuzz/
  lld                       # LLVM's linker: links the 40 sanitized binaries of the full tier at 2-3x GNU ld's speed
  googletest libgtest-dev   # unit tests
  librapidcheck-dev         # property tests (proptests/, vocab round trips)
  libbenchmark-dev          # bench/
  nlohmann-json3-dev        # JSON output and the ruleset JSON form
  graphviz                  # explanation pictures (SVG): trisgo explain runs dot
  chromium                  # the report page's browser test (explain/tests/report_browser_test.sh)
  emscripten                # the board in the browser (scripts/web.sh, web/): the engines to WebAssembly; its library cache comes prebuilt
  fonts-noto-cjk            # Chinese labels and passages in the SVGs (Noto Sans CJK SC, explain/board_svg.h kSvgFontFamily)
  gnugo                     # cross-check of plain Go over GTP; trisgo match test
  nodejs npm                # @sabaki/gtp session test of trisgo gtp (gtp/tests/sabaki/); Ajv schema test (spec/formats/schema/tests/)
  python3-jsonschema        # the JSON Schemas of every JSON output (cli/tests/json_schema_test.py)
  slurm-wlm munge           # a single-node Slurm cluster for trisgo submit (cluster/tests/slurm_test.sh)
  pybind11-dev python3-dev  # the Python module (bindings/python/)
  python3-pytest            # its tests (bindings/python/tests/)
  pkgconf                   # the pkg-config consumer of the installed tree (cmake/install/consumer_test.sh)
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# A node that did not come from Debian (e.g. NodeSource's nodejs, which
# bundles npm) counts as present.
if command -v node >/dev/null && command -v npm >/dev/null; then
  kept=()
  for p in "${missing[@]}"; do [ "$p" = nodejs ] || [ "$p" = npm ] || kept+=("$p"); done
  missing=("${kept[@]}")
fi
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
else
  echo "install-deps: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# @sabaki/gtp for gtp/tests/sabaki/session.test.js, pinned by its
# package-lock.json, into that folder only.
sabaki="$(dirname "$0")/../gtp/tests/sabaki"
if [ ! -f "$sabaki/node_modules/@sabaki/gtp/package.json" ]; then
  echo "install-deps: npm ci in gtp/tests/sabaki"
  (cd "$sabaki" && npm ci --no-audit --no-fund --loglevel=error)
fi

# playwright-core for web/tests/board.test.js (the board page in Debian's
# Chromium; no browser download), pinned the same way.
playwright="$(dirname "$0")/../web/tests"
if [ ! -f "$playwright/node_modules/playwright-core/package.json" ]; then
  echo "install-deps: npm ci in web/tests"
  (cd "$playwright" && npm ci --no-audit --no-fund --loglevel=error)
fi

# Ajv for spec/formats/schema/tests/ajv.test.js (the schemas checked by a
# validator that knows nothing of the project), pinned the same way.
ajv="$(dirname "$0")/../spec/formats/schema/tests"
if [ ! -f "$ajv/node_modules/ajv/package.json" ]; then
  echo "install-deps: npm ci in spec/formats/schema/tests"
  (cd "$ajv" && npm ci --no-audit --no-fund --loglevel=error)
fi
