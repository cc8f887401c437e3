#!/usr/bin/env bash
# The board page's benchmark figures (bench/RESULTS.md, "The board in the
# browser"): its size, its first load from file:// in Chromium, and a move's
# full analysis on 19x19 in the page against the same handler natively, in
# one run (web/tests/bench.js).
#
#   scripts/web-bench.sh [SEED]
#
# Needs the page (scripts/web.sh) and the native request tool, built here in
# build/quick (`ninja -C build/quick trisgo_web_requests`).
set -euo pipefail
cd "$(dirname "$0")/.."
# The -O3 page, as users build it (incremental; after the full tier's -O1
# test build it is built again at -O3).
scripts/web.sh
ninja -C build/quick trisgo_web_requests >/dev/null
node web/tests/bench.js build/web/index.html build/quick/web/trisgo_web_requests "${1:-33}"
