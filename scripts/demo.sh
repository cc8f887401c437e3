#!/usr/bin/env bash
# The main job on the bundled example: install dependencies, build `trisgo`,
# then replay the bundled 9x9 TrisGo game move by move (captures, attribute
# changes, emergency conversions, cascade steps) and print the analysis of
# its final position: tris attributes with their parameters and deciding
# Art. 6 branch, private eyes, forbidden points, end and score by both
# Art. 13 formulas.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
build/release/cli/trisgo play examples/games/demo-9x9.tgr --moves --analyze "$@"
