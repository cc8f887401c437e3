#!/usr/bin/env bash
# Regenerates docs/img/board-side-by-side.png, the picture at the top of
# docs/rule-authors.md: the board page's side-by-side view of trisgo-2026
# and menggo-2019 on the 9x9 ring of spec/vectors/menggo2019-private-eyes.vec,
# taken by the browser test that checks that view (web/tests/board.test.js
# sidebyside) in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f build/web/index.html ] || scripts/web.sh
node web/tests/board.test.js sidebyside build/web/index.html "" docs/img/board-side-by-side.png
echo "web-screenshot: docs/img/board-side-by-side.png"
